"""Convolutions with string padding ("valid", "same": `nn.Conv2d(..., padding="same")`, the
convolutions of EfficientNet and other TF ports) as convolutions with integer padding.

Export keeps them as their own overloads (`aten.conv2d.padding`), which no op rule quantizes:
left whole, their weights stayed float and they ran on the CPU. "valid" is no padding. "same"
pads dilation·(kernel - 1) per dim, the odd one at the end as torch does: the symmetric part in
the convolution and the extra row or column in a zero pad before it."""

from __future__ import annotations

import torch
import torch.nn.functional as F

from armnpu.passes.decompose import decomposition
from armnpu.passes.decompositions.conv3d import per_dim
from armnpu.tosa.registry import Sample, ramp

aten = torch.ops.aten

_CONVOLUTIONS = {3: F.conv1d, 4: F.conv2d, 5: F.conv3d}


@decomposition(
    aten.conv1d.padding, aten.conv2d.padding, aten.conv3d.padding,
    samples=(
        Sample(lambda x, w=ramp(4, 3, 3, 3): torch.relu(F.conv2d(x, w, stride=2, padding="valid")), ((1, 3, 7, 6),)),
        Sample(lambda x, w=ramp(4, 1, 3, 3): F.conv2d(x, w, padding="same", groups=4), ((1, 4, 5, 6),)),
        Sample(lambda x, w=ramp(2, 2, 4, 3), b=ramp(2): F.conv2d(x, w, b, padding="same", dilation=(1, 2)),
               ((1, 2, 6, 7),)),
        Sample(lambda x, w=ramp(4, 2, 4): F.conv1d(x, w, padding="same"), ((1, 2, 9),)),
    ),
)
def conv_with_string_padding(x, weight, bias=None, stride=1, padding="valid", dilation=1, groups=1):
    dims = weight.dim() - 2
    conv = _CONVOLUTIONS[weight.dim()]
    if padding == "valid":
        return conv(x, weight, bias, stride, 0, dilation, groups)
    # "same" (torch accepts it with stride 1 only)
    totals = [d * (k - 1) for d, k in zip(per_dim(dilation, dims), weight.shape[2:])]
    extra = [0] * (2 * dims)
    for i, total in enumerate(totals):
        extra[2 * (dims - 1 - i) + 1] = total % 2  # F.pad lists the last dim first, (before, after) each
    if any(extra):
        x = F.pad(x, extra)
    return conv(x, weight, bias, stride, [total // 2 for total in totals], dilation, groups)
