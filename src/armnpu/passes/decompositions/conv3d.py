"""conv3d as one conv2d: each output depth sees `kd` input frames, which are concatenated on
channels (group by group), and the output depths are stacked on the batch. The 3-D kernel,
reordered to [out, kd·in, kh, kw], then runs as a 2-D one over that stack, and every int32
accumulator holds the same sum as the 3-D convolution's, so the result is exact. No Ethos-U
has a 3-D convolution; a 2-D one runs on all of them."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample, ramp

aten = torch.ops.aten


def per_dim(value, dims: int) -> tuple[int, ...]:
    """A convolution argument (an int, or a sequence of one or `dims` ints) as `dims` ints."""
    values = [value] * dims if isinstance(value, int) else list(value)
    return tuple(int(v) for v in (values * dims if len(values) == 1 else values))


def conv3d_as_conv2d(x, weight, bias, stride, padding, dilation, groups: int):
    (sd, sh, sw), (pd, ph, pw), (dd, dh, dw) = per_dim(stride, 3), per_dim(padding, 3), per_dim(dilation, 3)
    out_channels, group_channels, kd, kh, kw = weight.shape
    n, _, depth, height, width = x.shape
    # Every tensor in between stays 4-D or less (Vela handles no 5-D layout changes).
    frames = x.reshape(n, -1, depth, height * width)
    if pd:
        frames = F.pad(frames, (0, 0, pd, pd))
    out_depth = (depth + 2 * pd - (kd - 1) * dd - 1) // sd + 1
    # Input channels in [group][tap][channel] order, matching the kernel's [out][tap][channel].
    stacked = torch.cat([
        torch.cat([frames[:, g * group_channels:(g + 1) * group_channels, o * sd + k * dd]
                   for g in range(groups) for k in range(kd)], dim=1)
        for o in range(out_depth)
    ], dim=0).reshape(out_depth * n, groups * kd * group_channels, height, width)
    kernel = weight.permute(0, 2, 1, 3, 4).reshape(out_channels, kd * group_channels, kh, kw)
    out = F.conv2d(stacked, kernel, bias, (sh, sw), (ph, pw), (dh, dw), groups)  # [out_depth·N, O, Ho, Wo]
    out_height, out_width = out.shape[-2:]
    out = out.reshape(out_depth, n, out_channels, out_height * out_width).permute(1, 2, 0, 3)
    return out.reshape(n, out_channels, out_depth, out_height, out_width)


@decomposition(
    aten.conv3d.default,
    samples=(
        Sample(lambda x, w=ramp(4, 2, 3, 3, 3), b=ramp(4): F.conv3d(x, w, b, stride=(2, 1, 1), padding=1),
               ((1, 2, 5, 6, 6),)),
        Sample(lambda x, w=ramp(4, 1, 2, 3, 3): F.conv3d(x, w, groups=2, dilation=(2, 1, 1)), ((2, 2, 5, 5, 4),)),
    ),
)
def conv3d(x, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    return conv3d_as_conv2d(x, weight, bias, stride, padding, dilation, groups)


def _is_3d(node: Node, target) -> bool:
    return len(arg_node(node, 1).meta["val"].shape) == 5 and not node.args[6]


@decomposition(aten.convolution.default, applies=_is_3d, samples=(
    Sample(lambda x, w=ramp(3, 2, 2, 2, 2): aten.convolution(x, w, None, [1, 2, 1], [1, 0, 0], [1, 1, 1], False, [0, 0, 0], 1),
           ((1, 2, 4, 5, 3),)),))
def convolution_3d(x, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    return conv3d_as_conv2d(x, weight, bias, stride, padding, dilation, groups)
