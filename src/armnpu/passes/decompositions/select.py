"""where with a number and masked_fill, as where.self of tensors: the number becomes a rank-0
constant that where's shared quantization parameters quantize like its other choice."""

from __future__ import annotations

import torch

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
