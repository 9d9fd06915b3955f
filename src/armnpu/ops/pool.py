"""Pooling: max_pool2d, avg_pool2d and adaptive_avg_pool2d → TOSA MAX_POOL2D / AVG_POOL2D.

TOSA wants each output size to divide exactly, pads max pools with -inf and
leaves padding out of an average. torch floors (or ceils) the output size and
counts padding into the average unless told not to, so trailing padding is
trimmed (or rows sliced off) and average pools that count their padding get an
explicit PAD with the zero point instead.

All pools share their input's qparams (the SHARED pattern): for max pools that
is exact, and an average pool rescaled after TOSA's rounded average would round
twice (2 quanta off when the output scale is finer than the input's).
"""

from __future__ import annotations

from typing import NamedTuple, Optional, Sequence

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.ops.conv import slice_channels_last
from armnpu.ops.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.lowering import LoweringContext, Value, channels_last

aten = torch.ops.aten

# TOSA 1.0 level 8K: kernel sizes (and strides, pads) up to 8192.
MAX_KERNEL = 8192
# Vela on the Ethos-U55/U65 ("could not run on NPU" otherwise): an average pool that pads
# takes kernels up to 8x8, and a pool that pads takes strides up to 3 (Vela splits larger
# strides into one pool per output, which these NPUs cannot do with padding; the U85 can).
MAX_PADDED_AVG_KERNEL_U55 = 8
MAX_PADDED_STRIDE_U55 = 3


class _Pool(NamedTuple):
    kernel: list[int]
    stride: list[int]
    padding: list[int]
    ceil_mode: bool = False
    count_include_pad: bool = False


def pair(value, default: Sequence[int]) -> list[int]:
    """A pool's 2-D argument (kernel, stride, padding, dilation) as given to torch, as [h, w]."""
    if value is None or (isinstance(value, (list, tuple)) and len(value) == 0):
        return list(default)
    return [int(value)] * 2 if isinstance(value, int) else [int(v) for v in value] * (2 // len(value))


def _max_pool(node: Node) -> _Pool:
    args = list(node.args) + [None] * (6 - len(node.args))
    kernel = pair(args[1], ())
    return _Pool(kernel, pair(args[2], kernel), pair(args[3], (0, 0)), bool(args[5]))


def _avg_pool(node: Node) -> _Pool:
    args = list(node.args) + [None] * (7 - len(node.args))
    kernel = pair(args[1], ())
    include = True if args[5] is None else bool(args[5])
    return _Pool(kernel, pair(args[2], kernel), pair(args[3], (0, 0)), bool(args[4]), include)


def _adaptive_pool(node: Node) -> _Pool:
    in_hw = node.args[0].meta["val"].shape[-2:]
    out_hw = _output_shape(node)[-2:]
    kernel = [int(i) // int(o) for i, o in zip(in_hw, out_hw)]
    return _Pool(kernel, kernel, [0, 0])


_POOLS = {
    aten.max_pool2d_with_indices.default: _max_pool,
    aten.avg_pool2d.default: _avg_pool,
    aten._adaptive_avg_pool2d.default: _adaptive_pool,
}


def _output_shape(node: Node) -> tuple[int, ...]:
    val = node.meta["val"]
    return tuple(int(s) for s in (val[0] if isinstance(val, (list, tuple)) else val).shape)


class _Geometry(NamedTuple):
    """The TOSA pool: its kernel, stride and padding, the input rows/columns to keep,
    and whether the padding must be an explicit PAD with zeros (it counts in the average)."""

    kernel: list[int]
    stride: list[int]
    pad: list[int]  # top, bottom, left, right
    keep_hw: tuple[int, int]
    explicit_pad: bool


def _exact_padding(in_size: int, out_size: int, kernel: int, stride: int, pad: int) -> tuple[int, int, int]:
    """(pad_before, pad_after, rows_to_drop) giving exactly `out_size` windows as TOSA wants:
    torch floors (or ceils) the window count, so trailing padding is trimmed or rows dropped."""
    after = (out_size - 1) * stride + kernel - in_size - pad
    return pad, max(after, 0), max(-after, 0)


def _geometry(node: Node) -> _Geometry:
    pool = _POOLS[aten_target(node)](node)
    in_hw = [int(s) for s in node.args[0].meta["val"].shape[-2:]]
    out_hw = _output_shape(node)[-2:]
    (top, bottom, drop_h), (left, right, drop_w) = (
        _exact_padding(in_hw[i], out_hw[i], pool.kernel[i], pool.stride[i], pool.padding[i]) for i in range(2)
    )
    pad = [top, bottom, left, right]
    keep = (in_hw[0] - drop_h, in_hw[1] - drop_w)
    return _Geometry(pool.kernel, pool.stride, pad, keep, pool.count_include_pad and any(pad))


def _support(node: Node, ctx) -> Optional[str]:
    target = aten_target(node)
    rank = len(node.args[0].meta["val"].shape)
    if rank != 4:
        return f"only batched (4-D) pooling is lowered, got a {rank}-D input"
    if target is aten.max_pool2d_with_indices.default:
        if any(user.args[1] != 0 for user in node.users):
            return "the indices of max_pool2d are used; TOSA MAX_POOL2D only gives the values"
        dilation = pair(node.args[4] if len(node.args) > 4 else None, (1, 1))
        if dilation != [1, 1]:
            return f"max_pool2d with dilation {dilation} is not lowered (TOSA pools have no dilation)"
    if target is aten.avg_pool2d.default:
        if len(node.args) > 6 and node.args[6] is not None:
            return "avg_pool2d with divisor_override is not lowered"
        if _avg_pool(node).ceil_mode:
            return "avg_pool2d with ceil_mode=True is not lowered"
    # An adaptive pool with uneven windows never gets here: the decomposition table splits it.
    geometry = _geometry(node)
    if max(geometry.kernel + geometry.stride) > MAX_KERNEL:
        return f"kernel {geometry.kernel} or stride {geometry.stride} exceeds TOSA's level limit of {MAX_KERNEL}"
    if ctx.is_u55_like:
        return _u55_limits(geometry, average=target is not aten.max_pool2d_with_indices.default)
    return None


def _u55_limits(geometry: _Geometry, average: bool) -> Optional[str]:
    if geometry.explicit_pad or not any(geometry.pad):
        return None
    if max(geometry.stride) > MAX_PADDED_STRIDE_U55:
        return f"padded pool with stride {geometry.stride}: the Ethos-U55/U65 limit is {MAX_PADDED_STRIDE_U55}"
    if average and max(geometry.kernel) > MAX_PADDED_AVG_KERNEL_U55:
        limit = MAX_PADDED_AVG_KERNEL_U55
        return f"padded average pool with kernel {geometry.kernel}: the Ethos-U55/U65 limit is {limit}x{limit}"
    return None


def lower_pool(ctx: LoweringContext, node: Node):
    geometry = _geometry(node)
    x = ctx.value(node.args[0])
    out_shape = _output_shape(node)
    if geometry.keep_hw != x.shape[2:]:
        x = slice_channels_last(ctx, x, (0, 0, 0, 0), (*x.shape[:2], *geometry.keep_hw))
    pad = geometry.pad
    if aten_target(node) is aten.max_pool2d_with_indices.default:
        return [_max_pool2d(ctx, x, geometry.kernel, geometry.stride, pad, out_shape)]
    if geometry.explicit_pad:
        x, pad = _pad_with_zero(ctx, x, pad), [0, 0, 0, 0]
    return avg_pool2d(ctx, x, geometry.kernel, geometry.stride, pad, out_shape)


def _max_pool2d(ctx: LoweringContext, x: Value, kernel, stride, pad, out_shape) -> Value:
    attr = ts.TosaSerializerAttribute()
    attr.MaxPool2dAttribute(list(kernel), list(stride), list(pad), ts.NanPropagationMode.PROPAGATE)
    return ctx.op(ts.Op.MAX_POOL2D, [ctx.tensor(x, channels_last(4))], x, attr, shape=out_shape, perm=channels_last(4))


def avg_pool2d(
    ctx: LoweringContext, x: Value, kernel: Sequence[int], stride: Sequence[int], pad: Sequence[int], out_shape
) -> Value:
    """TOSA AVG_POOL2D of a 4-D value (padding left out of the divisor). In the INT profile
    the result keeps the input's qparams; the next quantize node rescales it if it must."""
    attr = ts.TosaSerializerAttribute()
    attr.AvgPool2dAttribute(list(kernel), list(stride), list(pad), ts.DType.INT32 if ctx.integer else ts.DType.FP32)
    zp = ctx.zero_point(x.qparams.zero_point if ctx.integer else 0, x.dtype)
    inputs = [ctx.tensor(x, channels_last(4)), zp, zp]
    return ctx.op(ts.Op.AVG_POOL2D, inputs, x, attr, shape=tuple(out_shape), perm=channels_last(4))


def _pad_with_zero(ctx: LoweringContext, x: Value, pad: list[int]) -> Value:
    """Explicit PAD with the real value 0 (the zero point), for pools that count their padding."""
    top, bottom, left, right = pad
    n, c, h, w = x.shape
    padded = x.replace(shape=(n, c, h + top + bottom, w + left + right), perm=channels_last(4))
    value = x.qparams.zero_point if ctx.integer else 0.0
    inputs = [
        ctx.tensor(x, channels_last(4)),
        ctx.shape_const([0, 0, top, bottom, left, right, 0, 0]),
        ctx.const(np.array([value]), x.dtype, "pad_value"),
    ]
    return ctx.op(ts.Op.PAD, inputs, padded)


register(
    OpRule(
        name="pool2d",
        lower_targets=tuple(_POOLS),
        # The 1-D pools reach the edge graph as 2-D ones between an unsqueeze and a squeeze.
        quant_targets=(aten.max_pool2d.default, aten.avg_pool2d.default, aten.adaptive_avg_pool2d.default,
                       aten.max_pool1d.default, aten.avg_pool1d.default),
        quant=Quant.SHARED,
        support=_support,
        lower_int=lower_pool,
        lower_fp=lower_pool,
        samples=(
            Sample(lambda x: torch.nn.functional.max_pool2d(x * 2.0, 2), ((1, 3, 6, 6),)),
            Sample(lambda x: torch.nn.functional.avg_pool2d(x * 2.0, 3, 1, 1), ((1, 2, 5, 5),)),
            Sample(lambda x: torch.nn.functional.max_pool1d(x * 2.0, 3, 2), ((1, 3, 9),)),
        ),
    )
)
