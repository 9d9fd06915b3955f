"""Pooling: max_pool2d, avg_pool2d and adaptive_avg_pool2d → TOSA MAX_POOL2D / AVG_POOL2D.

TOSA wants each output size to divide exactly, pads max pools with -inf and
leaves padding out of an average. torch floors (or ceils) the output size and
counts padding into the average unless told not to, so trailing padding is
trimmed (or rows sliced off) and average pools that count their padding get an
explicit PAD with the zero point instead.

INT averages over a small even count round ties (1 in N averages of int8 codes) to even,
as torch's quantize_per_tensor does, not up as AVG_POOL2D and RESCALE do: window
sums (a depthwise convolution) and two half-up RESCALEs whose sum is the
half-to-even quotient (`divide_half_to_even`).

All pools share their input's qparams (the SHARED pattern): for max pools that
is exact, and an average pool rescaled after TOSA's rounded average would round
twice (2 quanta off when the output scale is finer than the input's).
"""

from __future__ import annotations

import math
from typing import NamedTuple, Optional, Sequence, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.conv import depthwise_conv2d, slice_spatial
from armnpu.ops.elementwise import binary, int32_qparams
from armnpu.tosa.lowering import INT48, LoweringContext, QParams, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.spatial import channels_last, following, hw, pad_hw
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten

# TOSA 1.0 level 8K: kernel sizes (and strides, pads) up to 8192.
MAX_KERNEL = 8192
# Vela on the Ethos-U55/U65 ("could not run on NPU" otherwise): an average pool that pads
# takes kernels up to 8x8, and a pool that pads takes strides up to 3 (Vela splits larger
# strides into one pool per output, which these NPUs cannot do with padding; the U85 can).
MAX_PADDED_AVG_KERNEL_U55 = 8
MAX_PADDED_STRIDE_U55 = 3
# Vela's depthwise convolutions on the Ethos-U55/U65: kernels up to 64, strides up to 3.
MAX_DEPTHWISE_KERNEL_U55 = 64
MAX_DEPTHWISE_STRIDE_U55 = 3
# The largest even count whose averages round ties to even (see ties_possible).
MAX_TIED_COUNT = 16


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
    in_hw = arg_node(node, 0).meta["val"].shape[-2:]
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
    """The TOSA pool: its kernel and stride, the padding written out first as zeros (torch
    counts it in the average), TOSA's own padding (left out of the divisor; past torch's padding
    in ceil mode), and the input rows/columns to keep."""

    kernel: list[int]
    stride: list[int]
    zero_pad: list[int]  # top, bottom, left, right
    pad: list[int]
    keep_hw: tuple[int, int]


def _exact_padding(in_size: int, out_size: int, kernel: int, stride: int, pad: int) -> tuple[int, int, int]:
    """(pad_before, pad_after, rows_to_drop) giving exactly `out_size` windows as TOSA wants:
    torch floors (or ceils) the window count, so trailing padding is trimmed or rows dropped."""
    after = (out_size - 1) * stride + kernel - in_size - pad
    return pad, max(after, 0), max(-after, 0)


def _geometry(node: Node) -> _Geometry:
    pool = _POOLS[aten_target(node)](node)
    in_hw = [int(s) for s in arg_node(node, 0).meta["val"].shape[-2:]]
    out_hw = _output_shape(node)[-2:]
    (top, bottom, drop_h), (left, right, drop_w) = (
        _exact_padding(in_hw[i], out_hw[i], pool.kernel[i], pool.stride[i], pool.padding[i]) for i in range(2)
    )
    pad = [top, bottom, left, right]
    keep = (in_hw[0] - drop_h, in_hw[1] - drop_w)
    zero_pad = [0, 0, 0, 0]
    if pool.count_include_pad:
        # torch's divisor counts its own padding, not the windows' overhang past it (ceil mode).
        zero_pad = [top, min(bottom, pool.padding[0]), left, min(right, pool.padding[1])]
    return _Geometry(pool.kernel, pool.stride, zero_pad, [p - z for p, z in zip(pad, zero_pad)], keep)


def _divisor_override(node: Node) -> Optional[int]:
    if aten_target(node) is not aten.avg_pool2d.default or len(node.args) < 7:
        return None
    return cast(Optional[int], node.args[6])


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    target = aten_target(node)
    rank = len(arg_node(node, 0).meta["val"].shape)
    if rank not in (3, 4):
        return f"only 3-D and 4-D inputs are pooled, got a {rank}-D input"
    if target is aten.max_pool2d_with_indices.default:
        if any(user.args[1] != 0 for user in node.users):
            return "the indices of max_pool2d are used; TOSA MAX_POOL2D only gives the values"
        dilation = pair(node.args[4] if len(node.args) > 4 else None, (1, 1))
        if dilation != [1, 1]:
            return f"max_pool2d with dilation {dilation} is not lowered (TOSA pools have no dilation)"
    # An adaptive pool with uneven windows never gets here: the decomposition table splits it.
    geometry = _geometry(node)
    if max(geometry.kernel + geometry.stride) > MAX_KERNEL:
        return f"kernel {geometry.kernel} or stride {geometry.stride} exceeds TOSA's level limit of {MAX_KERNEL}"
    if ctx.is_u55_like and _divisor_override(node) is not None:
        return _u55_depthwise_limits(geometry)
    if ctx.is_u55_like:
        return _u55_limits(geometry, average=target is not aten.max_pool2d_with_indices.default)
    return None


def _depthwise_fits_u55(kernel: Sequence[int], stride: Sequence[int]) -> bool:
    return max(kernel) <= MAX_DEPTHWISE_KERNEL_U55 and max(stride) <= MAX_DEPTHWISE_STRIDE_U55


def _u55_depthwise_limits(geometry: _Geometry) -> Optional[str]:
    if not _depthwise_fits_u55(geometry.kernel, geometry.stride):
        return (f"a sum pool (divisor_override) runs as a depthwise convolution; kernel {geometry.kernel}, stride "
                f"{geometry.stride}: the Ethos-U55/U65 take kernels up to {MAX_DEPTHWISE_KERNEL_U55} and strides up "
                f"to {MAX_DEPTHWISE_STRIDE_U55}")
    return None


def _u55_limits(geometry: _Geometry, average: bool) -> Optional[str]:
    if not any(geometry.pad):
        return None
    if max(geometry.stride) > MAX_PADDED_STRIDE_U55:
        return f"padded pool with stride {geometry.stride}: the Ethos-U55/U65 limit is {MAX_PADDED_STRIDE_U55}"
    if average and max(geometry.kernel) > MAX_PADDED_AVG_KERNEL_U55:
        limit = MAX_PADDED_AVG_KERNEL_U55
        return f"padded average pool with kernel {geometry.kernel}: the Ethos-U55/U65 limit is {limit}x{limit}"
    return None


def lower_pool(ctx: LoweringContext, node: Node):
    x = ctx.value(node.args[0])
    if x.rank == 4:
        return _lower_batched(ctx, node, x, _output_shape(node))
    # An unbatched (C, H, W) input pools as a batch of one.
    out_shape = _output_shape(node)
    result = _lower_batched(ctx, node, ctx.reshape(x, (1, *x.shape), channels_last(4)), (1, *out_shape))
    if isinstance(result, list):  # max_pool2d_with_indices: the values only
        return [ctx.view(result[0], out_shape)]
    return ctx.view(result, out_shape)


def _lower_batched(ctx: LoweringContext, node: Node, x: Value, out_shape: tuple[int, ...]):
    geometry = _geometry(node)
    if geometry.keep_hw != x.shape[2:]:
        x = slice_spatial(ctx, x, (0, 0, 0, 0), (*x.shape[:2], *geometry.keep_hw))
    if aten_target(node) is aten.max_pool2d_with_indices.default:
        return [_max_pool2d(ctx, x, geometry.kernel, geometry.stride, geometry.pad, out_shape)]
    divisor = _divisor_override(node)
    if divisor is not None:
        all_pad = [z + p for z, p in zip(geometry.zero_pad, geometry.pad)]
        return _sum_pool(ctx, x, geometry.kernel, geometry.stride, all_pad, out_shape, divisor)
    if any(geometry.zero_pad):
        x = _pad_with_zero(ctx, x, geometry.zero_pad)
    return avg_pool2d(ctx, x, geometry.kernel, geometry.stride, geometry.pad, out_shape)


def window_sum(ctx: LoweringContext, x: Value, kernel, stride, pad, out_shape, weight: int = 1, bias: int = 0) -> Value:
    """Window sums of a 4-D value (times `weight`, plus `bias`): a depthwise convolution (its
    padding adds nothing, as torch's zeros do). INT (int8 or int16 maps): exact int32 sums at the input's scale, one
    for every channel (per tensor: a mean reshapes them so that the channels need not stay the
    last dim)."""
    channels = x.shape[1]
    weight_dtype = torch.int8 if ctx.integer else torch.float32
    weights = Value((channels, 1, *kernel), weight_dtype, const=np.full((channels, 1, *kernel), weight),
                    qparams=QParams(np.array(1.0), 0, -127, 127) if ctx.integer else None)
    biases = np.full(channels, bias) if bias else None
    summed = depthwise_conv2d(ctx, x, weights, biases, out_shape, (pad, stride, [1, 1]), following(x.layout))
    if ctx.integer and summed.dtype == INT48:
        # int16 maps (a16w8) sum into an int48 accumulator; their window sums fit int32 exactly.
        summed = ctx.rescale(summed, 1.0, torch.int32, in_zp=0)
    if ctx.integer:
        summed = summed.replace(qparams=int32_qparams(float(x.known_qparams.scale)))
    return summed


def ties_possible(divisor: int) -> bool:
    """Whether an average over `divisor` rounds its ties to even (`divide_half_to_even`): an even
    count, and small: its window sums cost Vela about 4x an AVG_POOL2D's cycles (EfficientNet's
    squeeze-and-excitation means on ethos-u85-256: 21.2k vs 5.2k over 32x32, 1.6k vs 0.5k over
    2x2) while rounding ties up biases an average by 1/2N codes only (1/32 at N = 16)."""
    return divisor % 2 == 0 and divisor <= MAX_TIED_COUNT


def divide_half_to_even(ctx: LoweringContext, upper: Value, divisor: int, x: Value) -> Value:
    """Sums v of x's codes (zero point removed) over `divisor`, given as the int32 `upper` =
    2v + N - 1 (N = divisor), rounded to x's qparams as the quantized model rounds them: torch's
    quantize_per_tensor takes a tie to the even code, where a TOSA RESCALE or AVG_POOL2D takes it
    up (with an even N, 1 in N sums of int8 codes is a tie: a bias of +1/2N codes). Since
        half_even(v / N) = half_up((2v + N - 1) / 4N) + half_up((2v - N + 1) / 4N)
    (the first adds 1 from v / N's fraction 1/2 + 1/N on, the second from 3/2 on) and neither
    quotient ever lands on a half, each RESCALE is exact even when 1/4N is not a power of 2."""
    offset = Value((), torch.int32, const=np.array(2 - 2 * divisor))
    lower = binary(ctx, ts.Op.ADD, upper, offset, upper.shape, torch.int32, qparams=upper.qparams)
    quarter = int32_qparams(float(x.known_qparams.scale))
    first, second = (ctx.rescale(v, 1.0 / (4 * divisor), torch.int32, in_zp=0, out_qparams=quarter) for v in (upper, lower))
    rounded = binary(ctx, ts.Op.ADD, first, second, upper.shape, torch.int32, qparams=quarter)
    return ctx.rescale(rounded, 1.0, x.dtype, out_zp=x.known_qparams.zero_point, in_zp=0, out_qparams=x.qparams)


def _window_sums_run(ctx: LoweringContext, kernel: Sequence[int], stride: Sequence[int]) -> bool:
    """Whether Vela runs window sums (a depthwise convolution) of this geometry on the target."""
    return not ctx.target.is_u55_like or _depthwise_fits_u55(kernel, stride)


def _window_mean_half_to_even(ctx: LoweringContext, x: Value, kernel, stride, pad, out_shape, divisor: int) -> Value:
    upper = window_sum(ctx, x, kernel, stride, pad, out_shape, weight=2, bias=divisor - 1)
    return divide_half_to_even(ctx, upper, divisor, x)


def _sum_pool(ctx: LoweringContext, x: Value, kernel, stride, pad, out_shape, divisor: int) -> Value:
    """Window sums over `divisor`, rounded once to the input's qparams (the pool's, shared)."""
    if ctx.integer and ties_possible(divisor):
        return _window_mean_half_to_even(ctx, x, kernel, stride, pad, out_shape, divisor)
    summed = window_sum(ctx, x, kernel, stride, pad, out_shape)
    if ctx.integer:
        return ctx.rescale(summed, 1.0 / divisor, x.dtype, out_zp=x.known_qparams.zero_point, in_zp=0,
                           out_qparams=x.qparams)
    factor = ctx.const(np.full((1, 1, 1, 1), 1.0 / divisor), torch.float32, "reciprocal")
    shift = ctx.const(np.zeros(1), torch.int8, "shift")
    return ctx.op(ts.Op.MUL, [summed.tensor_name, factor, shift], summed)


def _max_pool2d(ctx: LoweringContext, x: Value, kernel, stride, pad, out_shape) -> Value:
    layout = following(x.layout)
    attr = ts.TosaSerializerAttribute()
    attr.MaxPool2dAttribute(hw(kernel, layout), hw(stride, layout), pad_hw(pad, layout), ts.NanPropagationMode.PROPAGATE)
    return ctx.op(ts.Op.MAX_POOL2D, [ctx.tensor(x, layout)], x, attr, shape=out_shape, perm=layout)


def avg_pool2d(
    ctx: LoweringContext, x: Value, kernel: Sequence[int], stride: Sequence[int], pad: Sequence[int], out_shape
) -> Value:
    """TOSA AVG_POOL2D of a 4-D value (padding left out of the divisor). In the INT profile
    the result keeps the input's qparams; the next quantize node rescales it if it must. An
    INT average over an even number of values without padding divides its window sums itself:
    AVG_POOL2D would round its ties up, not to even as the quantized model does."""
    count = math.prod(kernel)
    if ctx.integer and not any(pad) and ties_possible(count) and _window_sums_run(ctx, kernel, stride):
        return _window_mean_half_to_even(ctx, x, kernel, stride, pad, out_shape, count)
    layout = following(x.layout)
    attr = ts.TosaSerializerAttribute()
    attr.AvgPool2dAttribute(hw(kernel, layout), hw(stride, layout), pad_hw(pad, layout),
                            ts.DType.INT32 if ctx.integer else ts.DType.FP32)
    zp = ctx.zero_point(x.known_qparams.zero_point if ctx.integer else 0, x.dtype)
    inputs = [ctx.tensor(x, layout), zp, zp]
    return ctx.op(ts.Op.AVG_POOL2D, inputs, x, attr, shape=tuple(out_shape), perm=layout)


def _pad_with_zero(ctx: LoweringContext, x: Value, pad: list[int]) -> Value:
    """Explicit PAD with the real value 0 (the zero point), for pools that count their padding."""
    top, bottom, left, right = pad
    n, c, h, w = x.shape
    layout = following(x.layout)
    padded = x.replace(shape=(n, c, h + top + bottom, w + left + right), perm=layout)
    value = x.known_qparams.zero_point if ctx.integer else 0.0
    inputs = [
        ctx.tensor(x, layout),
        ctx.shape_const([0, 0, *pad_hw(pad, layout), 0, 0]),
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
            Sample(lambda x: torch.nn.functional.avg_pool2d(x * 2.0, 3, 2, 1, ceil_mode=True), ((1, 2, 6, 6),)),
            Sample(lambda x: torch.nn.functional.avg_pool2d(x * 2.0, 2, 2, divisor_override=3), ((1, 2, 6, 6),)),
            Sample(lambda x: torch.nn.functional.max_pool2d(x * 2.0, 3, 2, 1), ((3, 9, 11),)),
        ),
    )
)
