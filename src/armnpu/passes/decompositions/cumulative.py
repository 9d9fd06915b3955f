"""cumsum as a product with a constant triangular matrix of ones: a fully connected layer whose
int8 weights (0 and 1) are exact, so the sum is exact before the output's requantization."""

from __future__ import annotations

import numpy as np
import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


@decomposition(aten.cumsum.default, samples=(Sample(lambda x: torch.cumsum(x, 1), ((2, 5, 3),)),))
def cumsum(x, dim, *, dtype=None):
    dim = dim % x.dim()
    length = x.shape[dim]
    # weight[j, i] = 1 for i <= j: output j sums inputs 0..j
    weight = torch.tensor(np.tril(np.ones((length, length), dtype=np.float32)))
    moved = x.transpose(dim, -1) if dim != x.dim() - 1 else x
    summed = torch.nn.functional.linear(moved, weight)
    return summed.transpose(dim, -1) if dim != x.dim() - 1 else summed
