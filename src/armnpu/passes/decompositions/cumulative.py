"""cumsum in the forms the NPU runs.

A float sum is a product with a constant triangular matrix of ones: a fully connected layer
whose int8 weights (0 and 1) are exact, so the sum is exact before the output's requantization.
An int32 sum (a count over a mask, `mask.cumsum(1, dtype=torch.int32)`; torch sums integers in
int64 unless told, passes/int32_indices.py tells it where the result ends as an index) is no
quantized product: it is a scan of ceil(log2(n)) int32 additions, each adding the sum so far
shifted by a power of two, exact as int32 arithmetic (wrapping like torch's int32 sum). Other
integer sums (int64 results) are left alone: built from constants they fold, else they stay on
the CPU."""

from __future__ import annotations

import numpy as np
import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _of_floats(node, target) -> bool:
    return node.args[0].meta["val"].dtype.is_floating_point


def _int32_sum(node, target) -> bool:
    return node.args[0].meta["val"].dtype == torch.int32 and node.meta["val"].dtype == torch.int32


@decomposition(aten.cumsum.default, applies=_of_floats, samples=(Sample(lambda x: torch.cumsum(x, 1), ((2, 5, 3),)),))
def cumsum(x, dim, *, dtype=None):
    dim = dim % x.dim()
    length = x.shape[dim]
    # weight[j, i] = 1 for i <= j: output j sums inputs 0..j
    weight = torch.tensor(np.tril(np.ones((length, length), dtype=np.float32)))
    moved = x.transpose(dim, -1) if dim != x.dim() - 1 else x
    summed = torch.nn.functional.linear(moved, weight)
    return summed.transpose(dim, -1) if dim != x.dim() - 1 else summed


@decomposition(aten.cumsum.default, applies=_int32_sum,
               samples=(Sample(lambda x: torch.cumsum((x > 0).int(), 1, dtype=torch.int32), ((2, 7, 3),)),))
def cumsum_int32(x, dim, *, dtype=None):
    dim = dim % x.dim()
    length = x.shape[dim]
    summed, shift = x, 1
    # Hillis-Steele scan: after the step with shift s, position j holds the sum of inputs
    # j-2s+1..j; the first s positions are final already.
    while shift < length:
        tail = summed.narrow(dim, shift, length - shift) + summed.narrow(dim, 0, length - shift)
        summed = torch.cat([summed.narrow(dim, 0, shift), tail], dim)
        shift *= 2
    return summed
