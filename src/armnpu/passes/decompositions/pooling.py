"""adaptive_avg_pool2d with uneven windows (an output that does not divide the input, or is
larger than it): each output row averages its own span of input rows, which is a product with
a constant averaging matrix, once along the width and once along the height. The matrices'
rows hold 1/len each, so per-channel int8 weights represent them exactly."""

from __future__ import annotations

import numpy as np
import torch
from torch.fx import Node

from armnpu.ops.registry import Sample
from armnpu.passes.decompose import decomposition

aten = torch.ops.aten


def _averaging(size_in: int, size_out: int) -> torch.Tensor:
    """[out, in]: row i averages inputs floor(i·in/out) .. ceil((i+1)·in/out) - 1, as torch does."""
    matrix = np.zeros((size_out, size_in), dtype=np.float32)
    for i in range(size_out):
        start, end = (i * size_in) // size_out, -((-(i + 1) * size_in) // size_out)
        matrix[i, start:end] = 1.0 / (end - start)
    return torch.tensor(matrix)


def _uneven(node: Node, target) -> bool:
    in_hw = node.args[0].meta["val"].shape[-2:]
    return any(int(i) % int(o) for i, o in zip(in_hw, node.args[1]))


@decomposition(aten.adaptive_avg_pool2d.default, aten._adaptive_avg_pool2d.default, applies=_uneven,
               samples=(Sample(lambda x: torch.nn.functional.adaptive_avg_pool2d(x, (3, 5)), ((1, 2, 7, 4),)),))
def adaptive_avg_pool2d(x, output_size):
    height, width = x.shape[-2:]
    rows = torch.nn.functional.linear(x, _averaging(width, output_size[1]))  # [..., H, OW]
    return torch.nn.functional.linear(rows.transpose(-1, -2), _averaging(height, output_size[0])).transpose(-1, -2)
