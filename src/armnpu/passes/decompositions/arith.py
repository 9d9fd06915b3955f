"""Division, remainders and gated/parametric activations as products, tables and selects:
a / b = a · (1/b) with the reciprocal as an int8 table in INT."""

from __future__ import annotations

import torch
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _float(node: Node) -> bool:
    return node.meta["val"].dtype.is_floating_point and arg_node(node, 0).meta["val"].dtype.is_floating_point


def _by_tensor(node: Node, target) -> bool:
    return isinstance(node.args[1], Node) and _float(node)


def _of_floats(node: Node, target) -> bool:
    """Integer division (floor of integers) is not a product with a reciprocal table."""
    return _float(node)


@decomposition(aten.div.Tensor, applies=_by_tensor,
               samples=(Sample(lambda a, b: a / (torch.sigmoid(b) + 0.5), ((2, 3, 4), (2, 3, 4))),))
def div(a, b):
    return a * torch.reciprocal(b)


_ROUNDING = {"trunc": torch.trunc, "floor": torch.floor}


@decomposition(aten.div.Tensor_mode, applies=_of_floats,
               samples=(Sample(lambda a, b: torch.div(a * 4, torch.sigmoid(b) + 0.5, rounding_mode="floor"),
                               ((2, 8), (2, 8))),))
def div_rounded(a, b, *, rounding_mode=None):
    quotient = a * _inverse(b)
    return quotient if rounding_mode is None else _ROUNDING[rounding_mode](quotient)


def _inverse(b):
    """1/b: a reciprocal (a table in INT) of a tensor, a number folded now."""
    return torch.reciprocal(b) if isinstance(b, torch.Tensor) else 1.0 / b


@decomposition(aten.floor_divide.default, applies=_of_floats,
               samples=(Sample(lambda a, b: torch.floor_divide(a * 4, torch.sigmoid(b) + 0.5), ((2, 8), (2, 8))),
                        Sample(lambda a: torch.floor_divide(a * 4, 2), ((2, 8),))))
def floor_divide(a, b):
    return torch.floor(a * _inverse(b))


@decomposition(aten.remainder.Tensor, aten.remainder.Scalar, applies=_of_floats,
               samples=(Sample(lambda a: torch.remainder(a * 3, 1.5), ((2, 8),)),))
def remainder(a, b):
    return a - torch.floor(a * _inverse(b)) * b


@decomposition(aten.glu.default, samples=(Sample(lambda x: torch.nn.functional.glu(x, -1), ((2, 3, 8),)),))
def glu(x, dim=-1):
    a, b = x.chunk(2, dim)
    return a * torch.sigmoid(b)


@decomposition(aten.prelu.default, aten._prelu_kernel.default,
               samples=(Sample(lambda x: torch.nn.PReLU(3)(x), ((1, 3, 4, 4),)),))
def prelu(x, weight):
    if weight.numel() > 1 and x.dim() > 1:
        weight = weight.reshape(weight.shape[0], *([1] * (x.dim() - 2)))
    return torch.relu(x) - weight * torch.relu(-x)


@decomposition(aten.clamp.Tensor,
               samples=(Sample(lambda x, low: torch.clamp(x, low, low + 1.0), ((2, 6), (1, 6))),))
def clamp_by_tensors(x, min=None, max=None):
    if x.dtype == torch.int64:  # narrowed once for both bounds (see maximum_int64)
        narrowed = clamp_by_tensors(*(v if v is None else v.to(torch.int32) for v in (x, min, max)))
        return narrowed.to(torch.int64)
    if min is not None:
        x = torch.maximum(x, min)
    return x if max is None else torch.minimum(x, max)


def _of_int64_tensors(node: Node, target) -> bool:
    tensors = [arg for arg in node.args[:2] if isinstance(arg, Node)]
    return len(tensors) == 2 and all(arg.meta["val"].dtype == torch.int64 for arg in tensors)


def _int64_sample(fn):
    """int64 operands made from float inputs, the int64 result returned as float."""
    return Sample(lambda a, b: fn((a * 50).round().to(torch.int64), (b * 50).round().to(torch.int64)).float(),
                  ((2, 6), (2, 6)))


# TOSA 1.0 has no int64: int64 operands (integer inputs, torch.tensor(-10) bounds) are compared
# as int32 and the result widened back, as ExecuTorch's Arm backend does; values past int32 wrap.
@decomposition(aten.maximum.default, applies=_of_int64_tensors, samples=(_int64_sample(torch.maximum),))
def maximum_int64(a, b):
    return torch.maximum(a.to(torch.int32), b.to(torch.int32)).to(torch.int64)


@decomposition(aten.minimum.default, applies=_of_int64_tensors, samples=(_int64_sample(torch.minimum),))
def minimum_int64(a, b):
    return torch.minimum(a.to(torch.int32), b.to(torch.int32)).to(torch.int64)
