"""softmax and log_softmax, numerically stable: the maximum is subtracted first, so exp (an int8
table in INT) sees inputs <= 0 and gives values in (0, 1]; the sum's reciprocal is a table too.

A softmax of scores masked by a fill at float32's lowest value (where(keep, scores, -3.4e38): an
attention mask) zeroes the masked exponentials with the mask itself. In float exp takes the fill
to 0, but in INT the fill saturates to the scores' lowest code, which is only as far below the
largest score as the scores' range is wide: with scores within ±1 each masked key kept a share
of exp(-2) (Gemma3n's audio attention: 4.8 dB at its probabilities, 40 dB with the mask applied).
"""

from __future__ import annotations

from typing import Optional

import torch
from torch.fx import Node

from armnpu.graph_facts import arg_node, is_mask_fill
from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten
_SOFTMAX = (aten.softmax.int, aten._softmax.default, aten._safe_softmax.default)


def _shifted(x: torch.Tensor, dim: int) -> torch.Tensor:
    return x - torch.amax(x, dim, keepdim=True)


def _mask(scores: Node) -> Optional[tuple[Node, bool]]:
    """(condition, whether it is True where scores are kept) when `scores` is a where or
    masked_fill that fills the rest with float32's lowest value, or a sum with such a mask;
    None otherwise."""
    op = scores.target if scores.op == "call_function" else None
    # where.Scalar: a mask of two numbers, where(keep, 0, fill), which the sum with it is
    # decomposed into (select.py) in the same round as this softmax.
    if op in (aten.where.self, aten.where.ScalarOther, aten.where.ScalarSelf, aten.where.Scalar):
        if is_mask_fill(scores.args[2]) and not is_mask_fill(scores.args[1]):
            return arg_node(scores, 0), True
        if is_mask_fill(scores.args[1]) and not is_mask_fill(scores.args[2]):
            return arg_node(scores, 0), False
    if op in (aten.masked_fill.Scalar, aten.masked_fill.Tensor) and is_mask_fill(scores.args[2]):
        return arg_node(scores, 1), False
    if op is aten.add.Tensor:  # eager attention adds a mask: scores + where(keep, 0, fill)
        for mask in scores.args[:2]:
            found = _mask(mask) if isinstance(mask, Node) else None
            if found is not None:
                return found
    return None


def _of_masked_scores(node: Node, target) -> bool:
    return _mask(arg_node(node, 0)) is not None


def _with_mask(node: Node) -> tuple[tuple, dict]:
    condition, keeps = _mask(arg_node(node, 0))  # type: ignore[misc]  # _of_masked_scores checked it
    return (condition, keeps, *node.args), dict(node.kwargs)


@decomposition(
    *_SOFTMAX, applies=_of_masked_scores, arguments=_with_mask,
    samples=(Sample(lambda x, m: torch.softmax(torch.where(m > 0, x, torch.finfo(torch.float32).min), -1),
                    ((2, 3, 8), (1, 3, 8))),),
)
def masked_softmax(condition, keeps, scores, dim, half_to_float_or_dtype=None):
    keep = condition if keeps else ~condition
    keep = keep.reshape((1,) * (scores.dim() - keep.dim()) + tuple(keep.shape))
    dim = dim % scores.dim()
    # A row masked whole has every score at the fill: torch averages over it, and so does this.
    keep = keep | ~torch.any(keep, dim, keepdim=True)
    exp = torch.where(keep, torch.exp(_shifted(scores, dim)), 0.0)
    return exp * torch.reciprocal(torch.sum(exp, dim, keepdim=True))


@decomposition(
    *_SOFTMAX,
    samples=(Sample(lambda x: torch.softmax(x, -1), ((2, 3, 8),)), Sample(lambda x: torch.softmax(x, 1), ((1, 4, 3, 3),))),
)
def softmax(x, dim, half_to_float_or_dtype=None):
    exp = torch.exp(_shifted(x, dim))
    return exp * torch.reciprocal(torch.sum(exp, dim, keepdim=True))


@decomposition(
    aten.log_softmax.int, aten._log_softmax.default,
    samples=(Sample(lambda x: torch.log_softmax(x, -1), ((2, 3, 8),)),),
)
def log_softmax(x, dim, half_to_float_or_dtype=None):
    shifted = _shifted(x, dim)
    return shifted - torch.log(torch.sum(torch.exp(shifted), dim, keepdim=True))
