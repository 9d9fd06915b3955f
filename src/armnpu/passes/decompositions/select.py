"""where with a number and masked_fill, as where.self of tensors: the number becomes a rank-0
constant that where's shared quantization parameters quantize like its other choice.

An additive mask computed at run time, x + where(keep, 0, fill) with the fill at float32's
lowest value (eager attention's mask from a position input), becomes where(keep, x, fill): the
same floats (x + fill rounds to fill for any |x| < 1e31), and a where of two numbers alone has no
tensor to take quantization parameters from. The masked softmax (softmax.py) then sees its usual
pattern."""

from __future__ import annotations

from typing import Optional

import torch
from torch.fx import Node

from armnpu.graph_facts import is_mask_fill
from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _constant(value, like: torch.Tensor) -> torch.Tensor:
    return value.to(like.dtype) if isinstance(value, torch.Tensor) else torch.full((), value, dtype=like.dtype)


@decomposition(aten.where.ScalarOther, samples=(Sample(lambda x: torch.where(x > 0.5, x, 0.0), ((4, 8),)),))
def where_scalar_other(condition, x, other):
    return torch.where(condition, x, _constant(other, x))


@decomposition(aten.where.ScalarSelf, samples=(Sample(lambda x: torch.where(x < 0, -1.0, x), ((4, 8),)),))
def where_scalar_self(condition, value, x):
    return torch.where(condition, _constant(value, x), x)


@decomposition(
    aten.masked_fill.Scalar, aten.masked_fill.Tensor,
    samples=(Sample(lambda x, y: x.masked_fill(y > 0.8, -2.0), ((2, 4, 4), (1, 4, 4))),),
)
def masked_fill(x, mask, value):
    return torch.where(mask, _constant(value, x), x)


def _number_mask(arg: object) -> Optional[tuple[Node, bool]]:
    """(condition, whether it is True where values are kept) when `arg` is where(c, 0, fill) or
    where(c, fill, 0) of two numbers with the fill at float32's lowest value; None otherwise."""
    if not isinstance(arg, Node) or arg.op != "call_function" or arg.target is not aten.where.Scalar:
        return None
    condition, first, second = arg.args[:3]
    if not isinstance(condition, Node):
        return None
    if first == 0 and is_mask_fill(second):
        return condition, True
    if second == 0 and is_mask_fill(first):
        return condition, False
    return None


def _masked_operand(node: Node) -> Optional[tuple[Node, Node, bool]]:
    """(x, condition, keeps) of an add x + mask of a float tensor and a number mask, else None."""
    if node.kwargs.get("alpha", 1) != 1:
        return None
    for index in (0, 1):
        x, found = node.args[1 - index], _number_mask(node.args[index])
        if found is not None and isinstance(x, Node) and x.meta["val"].dtype.is_floating_point:
            return x, *found
    return None


def _adds_number_mask(node: Node, target) -> bool:
    return _masked_operand(node) is not None


def _mask_arguments(node: Node) -> tuple[tuple, dict]:
    return _masked_operand(node), {}  # type: ignore[return-value]  # _adds_number_mask checked it


@decomposition(
    aten.add.Tensor, applies=_adds_number_mask, arguments=_mask_arguments,
    samples=(Sample(lambda x, m: x + torch.where(m > 0.5, 0.0, torch.finfo(torch.float32).min), ((2, 3, 8), (1, 3, 8))),),
)
def add_number_mask(x, condition, keeps):
    fill = torch.full((), torch.finfo(torch.float32).min, dtype=x.dtype)
    return torch.where(condition, x, fill) if keeps else torch.where(condition, fill, x)
