"""cumsum as a product with a constant triangular matrix of ones: a fully connected layer whose
int8 weights (0 and 1) are exact, so the sum is exact before the output's requantization.
Only float sums are: a count over a mask (`(x != 1).cumsum(-1)`, bool or integer, an int64
result) is no quantized product; built from constants it folds, else it stays on the CPU."""

from __future__ import annotations

import numpy as np
import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _of_floats(node, target) -> bool:
    return node.args[0].meta["val"].dtype.is_floating_point


@decomposition(aten.cumsum.default, applies=_of_floats, samples=(Sample(lambda x: torch.cumsum(x, 1), ((2, 5, 3),)),))
def cumsum(x, dim, *, dtype=None):
    dim = dim % x.dim()
    length = x.shape[dim]
    # weight[j, i] = 1 for i <= j: output j sums inputs 0..j
    weight = torch.tensor(np.tril(np.ones((length, length), dtype=np.float32)))
    moved = x.transpose(dim, -1) if dim != x.dim() - 1 else x
    summed = torch.nn.functional.linear(moved, weight)
    return summed.transpose(dim, -1) if dim != x.dim() - 1 else summed
