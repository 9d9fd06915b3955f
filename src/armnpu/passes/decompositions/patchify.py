"""A convolution whose stride equals its kernel (a ViT's patch embedding, a ConvNeXt stem) as one
matrix product over the patches. Past a stride of 3 Vela runs such a convolution as one NPU
operation per output pixel, each fetching every weight again; gathering the patches takes one
4-D transpose instead, and the product reads the weights once. The accumulators hold the same
sums as the convolution's, so the result is exact. Measured with Vela 5.2 for an 8x8/8 patch
embedding of a 3x32x32 image into 64 channels: 276k -> 24k cycles on ethos-u55-128 and
99k -> 38k on ethos-u85-256; at stride 2 the direct convolution is faster, so it is kept.

Where the target gathers patches by dilation (EthosUTarget.gathers_patches_by_dilation), no data
moves at all: the channels-last map read as patch rows, each row's patch columns side by side in
the channels, is a view, and one convolution whose kernel spans a patch's rows, dilated by the
patches per row, sums each patch. That holds while the dilated kernel fits the NPU's kernel
height and width (OpLimits.kernel_dim): images up to 64 patches wide for 2-row patches, 9 for 8."""

# vela-workaround(5.2.0): patch convolutions as a matrix product, from measured cycles

from __future__ import annotations

from typing import cast

import torch
import torch.nn.functional as F
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.pool import pair
from armnpu.passes.decompose import decomposition
from armnpu.targets import VELA_LIMITS
from armnpu.tosa.registry import Sample, ramp

aten = torch.ops.aten


def patch_product(x: torch.Tensor, weight: torch.Tensor, bias) -> torch.Tensor:
    n, channels, height, width = x.shape
    out_channels, _, kh, kw = weight.shape
    rows, cols = height // kh, width // kw
    # torch drops the trailing rows and columns no patch covers.
    x = x[:, :, : rows * kh, : cols * kw]
    # [n][row][kh][col][kw·c] -> [n][row][col][kh][kw·c]: every tensor stays 4-D (Vela moves no 5-D layouts).
    patches = x.permute(0, 2, 3, 1).reshape(n * rows, kh, cols, kw * channels).permute(0, 2, 1, 3)
    patches = patches.reshape(n, rows, cols, kh * kw * channels)
    flat_weight = weight.permute(0, 2, 3, 1).reshape(out_channels, kh * kw * channels)  # [o][kh][kw][c]
    return F.linear(patches, flat_weight, bias).permute(0, 3, 1, 2)


def dilated_patch_rows(x: torch.Tensor, weight: torch.Tensor, bias) -> torch.Tensor:
    n, channels, height, width = x.shape
    out_channels, _, kh, kw = weight.shape
    rows, cols = height // kh, width // kw
    x = x[:, :, : rows * kh, : cols * kw]
    # Channels-last [n][row][kh][col][kw][c] read as [n][row][kh·col][kw·c]: a view, no data moves.
    # contiguous(): torch's convolution keeps a channels-last input's or weight's memory format,
    # which would make the result, and a program output that is this result, channels-last.
    grid = x.permute(0, 2, 3, 1).reshape(n, rows, kh * cols, kw * channels).permute(0, 3, 1, 2).contiguous()
    # Tap i of the (1, kh) kernel reads patch row i of every patch, `cols` columns further on.
    taps = weight.permute(0, 2, 3, 1).reshape(out_channels, kh, kw * channels).permute(0, 2, 1).unsqueeze(2).contiguous()
    return F.conv2d(grid, taps, bias, dilation=(1, cols))


def _geometry(node: Node):
    """(kernel, stride, padding, dilation, groups) of a 2-D convolution node, None for any other."""
    weight = node.args[1]
    if not isinstance(weight, Node) or len(weight.meta["val"].shape) != 4:
        return None
    if node.target is aten.convolution.default:
        _x, _w, _b, stride, padding, dilation, transposed, _out_pad, groups = node.args
        if transposed:
            return None
    else:
        args = list(node.args) + [None] * (7 - len(node.args))
        stride, padding, dilation, groups = args[3], args[4], args[5], args[6] or 1
    kernel = [int(k) for k in weight.meta["val"].shape[2:]]
    return kernel, pair(stride, (1, 1)), pair(padding, (0, 0)), pair(dilation, (1, 1)), groups


def _is_patch_embedding(node: Node, target) -> bool:
    """Stride equal to the kernel, past what the NPU strides natively, no padding, dilation or groups."""
    geometry = _geometry(node)
    if geometry is None or target is None or not target.is_ethosu:
        return False
    kernel, stride, padding, dilation, groups = geometry
    return (stride == kernel and max(stride) > VELA_LIMITS.stride and padding == [0, 0]
            and dilation == [1, 1] and groups == 1)


def _gathers_by_dilation(node: Node, target) -> bool:
    """A patch embedding on a target that gathers patches by dilation, whose dilated kernel fits."""
    if not (_is_patch_embedding(node, target) and target.npu.gathers_patches_by_dilation):
        return False
    (kernel_h, kernel_w), *_ = cast(tuple, _geometry(node))
    cols = int(arg_node(node, 0).meta["val"].shape[3]) // kernel_w
    return (kernel_h - 1) * cols + 1 <= target.npu.limits.kernel_dim


_SAMPLES = (
    Sample(lambda x, w=ramp(8, 3, 4, 4), b=ramp(8): F.conv2d(x, w, b, stride=4), ((1, 3, 8, 12),)),
    # 10x13 leaves a row and a column no patch covers.
    Sample(lambda x, w=ramp(6, 2, 5, 4): F.conv2d(x, w, stride=(5, 4)), ((2, 2, 11, 13),)),
)


# Both ops take (input, weight, bias) first; the geometry after them is the applies check's.
# The first entry that applies wins: the dilated gathering where the target has it.
@decomposition(aten.conv2d.default, aten.convolution.default, applies=_gathers_by_dilation, samples=_SAMPLES)
def patch_rows_convolution(x, weight, bias=None, *_geometry):
    return dilated_patch_rows(x, weight, bias)


@decomposition(aten.conv2d.default, aten.convolution.default, applies=_is_patch_embedding, samples=_SAMPLES)
def patches_product(x, weight, bias=None, *_geometry):
    return patch_product(x, weight, bias)
