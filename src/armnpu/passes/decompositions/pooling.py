"""Pools TOSA has no direct form for.

adaptive_avg_pool2d with uneven windows (an output that does not divide the input, or is
larger than it): each output row averages its own span of input rows, which is a product with
a constant averaging matrix, once along the width and once along the height. The matrices'
rows hold 1/len each, so per-channel int8 weights represent them exactly.

max_pool2d with dilation: see dilated_max_pool2d."""

from __future__ import annotations

import numpy as np
import torch
import torch.nn.functional as F
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.pool import pair
from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _averaging(size_in: int, size_out: int) -> torch.Tensor:
    """[out, in]: row i averages inputs floor(i·in/out) .. ceil((i+1)·in/out) - 1, as torch does."""
    matrix = np.zeros((size_out, size_in), dtype=np.float32)
    for i in range(size_out):
        start, end = (i * size_in) // size_out, -((-(i + 1) * size_in) // size_out)
        matrix[i, start:end] = 1.0 / (end - start)
    return torch.tensor(matrix)


def _uneven(node: Node, target) -> bool:
    in_hw = arg_node(node, 0).meta["val"].shape[-2:]
    return any(int(i) % int(o) for i, o in zip(in_hw, node.args[1]))  # type: ignore[arg-type]  # fx: args as any Argument


@decomposition(aten.adaptive_avg_pool2d.default, aten._adaptive_avg_pool2d.default, applies=_uneven,
               samples=(Sample(lambda x: torch.nn.functional.adaptive_avg_pool2d(x, (3, 5)), ((1, 2, 7, 4),)),))
def adaptive_avg_pool2d(x, output_size):
    height, width = x.shape[-2:]
    rows = torch.nn.functional.linear(x, _averaging(width, output_size[1]))  # [..., H, OW]
    return torch.nn.functional.linear(rows.transpose(-1, -2), _averaging(height, output_size[0])).transpose(-1, -2)


def _max_pool_args(node: Node):
    args = list(node.args) + [None] * (6 - len(node.args))
    kernel = pair(args[1], ())
    return kernel, pair(args[2], kernel), pair(args[3], (0, 0)), pair(args[4], (1, 1)), bool(args[5])


def _dilated(node: Node, target) -> bool:
    _, _, _, dilation, ceil_mode = _max_pool_args(node)
    return dilation != [1, 1] and not ceil_mode and arg_node(node, 0).meta["val"].dim() == 4


def _max_along(x: torch.Tensor, kernel: int, stride: int, dilation: int, dim: int) -> torch.Tensor:
    """Max over `kernel` taps `dilation` apart along dim -2 or -1, undilated: the dim splits
    into (groups, dilation), and taps `dilation` apart are neighbours along groups. Along a
    dilated dim every window is computed and a stride keeps every `stride`-th."""
    if dilation == 1:
        if kernel == stride == 1:
            return x
        window, steps = ((kernel, 1), (stride, 1)) if dim == -2 else ((1, kernel), (1, stride))
        return F.max_pool2d(x, window, steps)
    size = x.shape[dim]
    out = size - (kernel - 1) * dilation
    groups = -(-size // dilation)
    if groups * dilation > size:  # filler rows reach only outputs that are cut off below
        x = torch.cat([x, x.narrow(dim, 0, groups * dilation - size)], dim)
    n, c, h, w = x.shape
    if dim == -2:
        y = F.max_pool2d(x.reshape(n, c, groups, dilation * w), (kernel, 1), 1)
        return y.reshape(n, c, -1, w)[:, :, :out:stride]
    y = F.max_pool2d(x.reshape(n, c * h, groups, dilation), (kernel, 1), 1)
    return y.reshape(n, c, h, -1)[..., :out:stride]


def _pad_with_minimum(x: torch.Tensor, pad: list[int]) -> torch.Tensor:
    """Padding no window maximum can pick: each map's own minimum (finite, unlike -inf, so the
    quantization parameters stay those of `x`)."""
    if not any(pad):
        return x
    n, c, h, w = x.shape
    low = x.amin((-2, -1), keepdim=True)
    x = torch.cat([low.expand(n, c, pad[0], w), x, low.expand(n, c, pad[0], w)], -2)
    return torch.cat([low.expand(n, c, h + 2 * pad[0], pad[1]), x, low.expand(n, c, h + 2 * pad[0], pad[1])], -1)


@decomposition(aten.max_pool2d.default, applies=_dilated,
               samples=(Sample(lambda x: F.max_pool2d(x, 3, 1, 1, dilation=(2, 3)), ((1, 2, 9, 10),)),
                        Sample(lambda x: F.max_pool2d(x, 3, (3, 1), dilation=(1, 2)), ((1, 3, 11, 12),)),
                        Sample(lambda x: F.max_pool2d(x, 3, 3, 1, dilation=2), ((1, 2, 9, 8),))))
def dilated_max_pool2d(x, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """max_pool2d with dilation (TOSA pools have none), separably: the maximum of a window is
    the maximum over its rows of each row's maximum."""
    kernel, pad, dilation = pair(kernel_size, ()), pair(padding, (0, 0)), pair(dilation, (1, 1))
    stride = pair(stride, kernel)
    x = _pad_with_minimum(x, pad)
    rows = _max_along(x, kernel[0], stride[0], dilation[0], -2)
    return _max_along(rows, kernel[1], stride[1], dilation[1], -1)
