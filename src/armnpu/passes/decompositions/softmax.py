"""softmax and log_softmax, numerically stable: the maximum is subtracted first, so exp (an int8
table in INT) sees inputs <= 0 and gives values in (0, 1]; the sum's reciprocal is a table too."""

from __future__ import annotations

import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _shifted(x: torch.Tensor, dim: int) -> torch.Tensor:
    return x - torch.amax(x, dim, keepdim=True)


@decomposition(
    aten.softmax.int, aten._softmax.default, aten._safe_softmax.default,
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
