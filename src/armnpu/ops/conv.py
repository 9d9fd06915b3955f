"""Convolutions: conv1d/conv2d (regular, depthwise, grouped) → TOSA CONV2D / DEPTHWISE_CONV2D."""

from __future__ import annotations

import itertools
from typing import Any, Optional, Sequence

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node, ints_arg
from armnpu.ops.activation import lower_clamp_int
from armnpu.ops.table import lower_table
from armnpu.tosa.lowering import (
    INT48,
    LoweringContext,
    PixelPairs,
    QParams,
    Value,
    accumulator_dtype,
    accumulator_qparams,
    tosa_dtype,
)
from armnpu.tosa.qdq import DEQUANTIZE_OPS, QUANTIZE_OPS, output_quant
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, ramp, register, rule_for_lowering
from armnpu.tosa.spatial import channels_last, following, hw, pad_hw, weight_hw
from armnpu.tosa.support import SupportContext
from armnpu.tosa.support_util import ethos_u55_lacks_int16, ethosu_kernel_limits

aten = torch.ops.aten


def _conv_args(node: Node):
    args: tuple[Any, ...] = node.args  # tensors (Nodes), int lists, a bool and an int
    x, w, b, stride, padding, dilation, transposed, _output_padding, groups = args
    return x, w, b, list(stride), list(padding), list(dilation), transposed, groups


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    _x, w, _b, stride, padding, dilation, transposed, _groups = _conv_args(node)
    rank = len(w.meta["val"].shape)
    if transposed:
        return _transposed_support(node, rank, stride, dilation, _groups, ctx)
    if rank not in (3, 4):
        return f"only 1-D and 2-D convolutions are lowered (got a {rank - 2}-D one)"
    if not isinstance(w, Node) or w.op not in ("placeholder", "get_attr", "call_function"):
        return "convolution weights must be constants"
    kernel = list(w.meta["val"].shape[2:])
    if rank == 3:
        kernel, stride, dilation = [1, *kernel], [1, *stride], [1, *dilation]
    return ethosu_kernel_limits(ctx, kernel, stride, dilation, padded=any(padding))


def _transposed_support(node: Node, rank: int, stride, dilation, groups: int, ctx: SupportContext) -> Optional[str]:
    if rank != 4:
        return "only 2-D transposed convolutions are lowered"
    if any(d != 1 for d in dilation):
        return "transposed convolutions with dilation are not lowered"
    if (int16 := ethos_u55_lacks_int16(node, ctx, "a transposed convolution")) is not None:
        return int16
    if ctx.is_u55_like:
        kernel = list(arg_node(node, 1).meta["val"].shape[2:])
        if max(stride) > 2 or kernel[0] != kernel[1]:
            return f"Vela runs transposed convolutions on {ctx.npu_name} with square kernels and strides up to 2 only (kernel {kernel}, stride {list(stride)})"
    return None


def _weighted_operands(node: Node):
    """(input, weight, bias, weight channel axis): a transposed convolution's weight is IOHW."""
    args = list(node.args) + [None] * 3
    transposed = aten_target(node) is aten.conv_transpose2d.input
    return args[0], args[1], args[2], 1 if transposed else 0


def _as_2d(ctx: LoweringContext, x: Value, w: Value, stride, padding, dilation):
    """Conv1d runs as conv2d over a unit height; an (N, C, L) value stored as (N, L, C), as
    conv1d results are, reshapes into channels-last without a transpose."""
    if x.rank == 4:
        return x, w, stride, padding, dilation
    n, c, length = x.shape
    x4 = ctx.reshape(x, (n, c, 1, length), channels_last(4))
    w4 = w.replace(shape=(*w.shape[:2], 1, w.shape[2]), const=w.const_data[:, :, None, :])
    return x4, w4, [1, *stride], [0, *padding], [1, *dilation]


def exact_padding(in_size: int, kernel: int, stride: int, dilation: int, pad: int) -> tuple[int, int, int]:
    """(pad_before, pad_after, rows_to_drop): TOSA wants the output size to divide exactly,
    torch floors; trailing rows no window reaches are padded less or sliced off."""
    span = in_size - 1 + 2 * pad - (kernel - 1) * dilation
    extra = span % stride
    after = pad - extra
    return pad, max(after, 0), max(-after, 0)


def conv2d(
    ctx: LoweringContext,
    x: Value,
    weight: Value,
    bias: Optional[np.ndarray],
    out_shape: Sequence[int],
    pad: Sequence[int] = (0, 0, 0, 0),
    stride: Sequence[int] = (1, 1),
    dilation: Sequence[int] = (1, 1),
    layout: Sequence[int] = channels_last(4),
) -> Value:
    """TOSA CONV2D of a 4-D `x` with a constant OIHW `weight` Value; returns the accumulator
    (int32 with per-output-channel scales in the INT profile) in `layout` (armnpu.tosa.spatial)."""
    weight_ohwi = weight.const_data.transpose(0, 2, 3, 1)
    return _emit(ctx, ts.Op.CONV2D, x, weight, weight_ohwi, bias, out_shape, (pad, stride, dilation), layout)


_ATTRIBUTES = {ts.Op.CONV2D: "Conv2dAttribute", ts.Op.DEPTHWISE_CONV2D: "DepthwiseConv2dAttribute",
               ts.Op.TRANSPOSE_CONV2D: "TransposeConv2dAttribute"}
# The kernel height and width axes of each op's TOSA weight (OHWI, or HWCM for depthwise).
_WEIGHT_HW_AXES = {ts.Op.CONV2D: (1, 2), ts.Op.DEPTHWISE_CONV2D: (0, 1), ts.Op.TRANSPOSE_CONV2D: (1, 2)}


def _emit(ctx: LoweringContext, op, x: Value, weight: Value, weight_data: np.ndarray, bias, out_shape, geometry, layout) -> Value:
    """`geometry`: (pad, stride, dilation), or (out_pad, stride) for TRANSPOSE_CONV2D, in torch's
    (height, width) order; the op runs in `layout`. The INT accumulator (and bias) is int32 for
    int8 inputs, int48 for int16 ones."""
    c_out = out_shape[1]
    acc_dtype = accumulator_dtype(x.dtype) if ctx.integer else torch.float32
    pad, *pairs = geometry
    geometry = [pad_hw(pad, layout), *(hw(pair, layout) for pair in pairs)]
    attr = ts.TosaSerializerAttribute()
    getattr(attr, _ATTRIBUTES[op])(*geometry, False, tosa_dtype(acc_dtype))
    inputs = [
        ctx.tensor(x, layout),
        ctx.const(weight_hw(weight_data, _WEIGHT_HW_AXES[op], layout), weight.dtype, "weight"),
        ctx.const(bias if bias is not None else np.zeros(c_out), acc_dtype, "bias"),
        ctx.zero_point(x.known_qparams.zero_point if ctx.integer else 0, x.dtype),
        ctx.zero_point(0, weight.dtype),
    ]
    qparams = None
    if ctx.integer:
        scale = float(x.known_qparams.scale) * np.broadcast_to(weight.known_qparams.scale, (c_out,))
        qparams = accumulator_qparams(scale, acc_dtype, axis=1)
    return ctx.op(op, inputs, Value(tuple(out_shape), acc_dtype, perm=tuple(layout)), attr, qparams=qparams)


def lower_conv(ctx: LoweringContext, node: Node) -> Value:
    x_node, w_node, b_node, stride, padding, dilation, transposed, groups = _conv_args(node)
    x, w = ctx.value(x_node), ctx.value(w_node)
    bias = ctx.value(b_node).const if isinstance(b_node, Node) else None
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    if transposed:
        layout = ctx.spatial.conv_layout(*out_shape[2:])
        return _transposed(ctx, x, _block_diagonal(w, groups), bias, out_shape, stride, padding, list(ints_arg(node, 7)), layout)
    was_1d = x.rank == 3
    x, w, stride, padding, dilation = _as_2d(ctx, x, w, stride, padding, dilation)
    # A conv1d's (N, 1, L, C) map is already as wide as it can be.
    layout = channels_last(4) if was_1d else ctx.spatial.conv_layout(*out_shape[2:])
    if groups == 1 and not was_1d and _is_stem(ctx, x, stride, dilation):
        ctx.spatial.saw_stem(x.shape[1], w.shape[2:])
        if ctx.spatial.variant.space_to_depth:
            return _space_to_depth(ctx, x, w, bias, out_shape, padding, layout)
    if groups == 1 and not was_1d and (end := _pairs_read_back_at(ctx, node, x, w, stride, padding, layout)):
        return _on_pixel_pairs(ctx, x, w, bias, out_shape, end)
    n, c_in, h, wid = x.shape
    c_out, _, kh, kw = w.shape
    pad_t, pad_b, drop_h = exact_padding(h, kh, stride[0], dilation[0], padding[0])
    pad_l, pad_r, drop_w = exact_padding(wid, kw, stride[1], dilation[1], padding[1])
    if drop_h or drop_w:
        x = slice_spatial(ctx, x, (0, 0, 0, 0), (n, c_in, h - drop_h, wid - drop_w), layout)
    out4 = (n, c_out, out_shape[-2] if not was_1d else 1, out_shape[-1])
    geometry = ([pad_t, pad_b, pad_l, pad_r], stride, dilation)
    width_pairs = groups == 1 and _width_pairs_pay(ctx, node, x, w, stride, dilation, pad_l, layout)
    ctx.spatial.width_pairs |= width_pairs
    if width_pairs and ctx.spatial.variant.width_pairs:
        result = _on_width_pairs(ctx, x, w, bias, out4, geometry[0], stride[0])
    elif groups == 1:
        result = conv2d(ctx, x, w, bias, out4, *geometry, layout)
    elif groups == c_in:
        result = depthwise_conv2d(ctx, x, w, bias, out4, geometry, layout)
    else:
        result = _grouped(ctx, node, x, w, bias, out4, groups, geometry, layout)
    if was_1d:
        # (N, 1, L, C) → (N, L, C): the result stays channels-last.
        result = ctx.view(narrowed(ctx, result, node), out_shape)
    return result


# A stem's few input channels fill little of the Ethos-U MAC array's input depth;
# space-to-depth gives it four times as many.
_STEM_MAX_CHANNELS = 4


def _is_stem(ctx: LoweringContext, x: Value, stride, dilation) -> bool:
    """A stride-2 int8 convolution of at most _STEM_MAX_CHANNELS input channels."""
    return (ctx.integer and x.dtype == torch.int8 and x.qparams is not None and not x.qparams.per_channel
            and list(stride) == [2, 2] and list(dilation) == [1, 1] and x.shape[1] <= _STEM_MAX_CHANNELS)


def _space_to_depth(ctx: LoweringContext, x: Value, w: Value, bias, out_shape, padding, layout) -> Value:
    """A stride-2 convolution as a stride-1 one on 2x2 pixel blocks (space-to-depth): a CONV2D of
    one-hot weights with stride 2 moves each block into 4x the channels (exactly: its int32 sums
    are the inputs, rescaled by 1), and the convolution's taps move with them, zero where a
    block reaches past the kernel. Every output sums the same products as the stride-2 one.
    Odd padding is taken up by the block grid's offset; rows and columns no output reaches are
    left out."""
    c_out, _, kh, kw = w.shape
    out_h, out_w = out_shape[2:]
    shift_h, shift_w = padding[0] % 2, padding[1] % 2  # a padding row/column inside the first block
    kernel_h, kernel_w = (kh + 1) // 2, (kw + 1) // 2
    top, left = (padding[0] - shift_h) // 2, (padding[1] - shift_w) // 2
    reach_h, reach_w = out_h - 1 + kernel_h - top, out_w - 1 + kernel_w - left  # blocks the outputs read
    blocks_h = min((x.shape[2] + shift_h + 1) // 2, reach_h)
    blocks_w = min((x.shape[3] + shift_w + 1) // 2, reach_w)
    used_h, used_w = min(x.shape[2], 2 * blocks_h - shift_h), min(x.shape[3], 2 * blocks_w - shift_w)
    if (used_h, used_w) != x.shape[2:]:
        x = slice_spatial(ctx, x, (0, 0, 0, 0), (*x.shape[:2], used_h, used_w), layout)
    n, c, h, wid = x.shape
    bottom, right = reach_h - blocks_h, reach_w - blocks_w
    one_hot = np.zeros((4 * c, c, 2, 2), dtype=np.int64)
    for dy, dx, channel in itertools.product(range(2), range(2), range(c)):
        one_hot[(2 * dy + dx) * c + channel, channel, dy, dx] = 1
    mover = Value(one_hot.shape, w.dtype, const=one_hot, qparams=QParams(np.array(1.0), 0, -127, 127))
    block_pad = [shift_h, 2 * blocks_h - h - shift_h, shift_w, 2 * blocks_w - wid - shift_w]
    moved = conv2d(ctx, x, mover, None, (n, 4 * c, blocks_h, blocks_w), block_pad, (2, 2), (1, 1), layout)
    moved = ctx.requantize(moved, x.known_qparams, x.dtype)
    taps = np.zeros((c_out, c, 2 * kernel_h, 2 * kernel_w), dtype=w.const_data.dtype)
    taps[:, :, :kh, :kw] = w.const
    taps = taps.reshape(c_out, c, kernel_h, 2, kernel_w, 2).transpose(0, 3, 5, 1, 2, 4)
    taps = taps.reshape(c_out, 4 * c, kernel_h, kernel_w)
    return conv2d(ctx, moved, w.replace(shape=taps.shape, const=taps), bias, (n, c_out, out_h, out_w),
                  [top, bottom, left, right], (1, 1), (1, 1), layout)


def _mac_steps(channels: int, taps: int) -> int:
    """Vela's MAC steps per output for `taps` kernel elements of `channels` int8 input channels,
    as its Ethos-U55 and -U85 estimates count them in part-kernel-first order (the order it
    takes for few channels): 8-channel steps in blocks of 16 channels."""
    blocks, block_depth = -(-channels // 16), min(channels, 16)
    return taps * blocks * -(-block_depth // 8)


def _width_pair_taps(kw: int, pad_left: int) -> int:
    """Kernel width on pixel pairs: an odd left padding shifts the taps by one."""
    return (kw + pad_left % 2 + 1) // 2


def _width_pairs_pay(ctx: LoweringContext, node: Node, x: Value, w: Value, stride, dilation, pad_left: int, layout) -> bool:
    """Whether a convolution of stride 2 across the width may run on pixel pairs: on an Ethos-U,
    an int8 channels-last map of even width that no other op reads (Vela would copy it for the
    RESHAPE), where Vela counts fewer MAC steps for twice the channels over half the taps. That
    holds for few channels (MobileNetV2's 3-channel stem: 9 -> 6 steps) or channels that fill
    16-channel blocks badly (wav2letter's 39 MFCCs, kernel 48: 288 -> 240), not for deep maps
    (64 channels, 3x3: 72 -> 96). The lowering without them is compiled too (Variant.width_pairs)."""
    if not (ctx.target.npu is not None and ctx.integer and x.dtype == torch.int8 and x.qparams is not None
            and not x.qparams.per_channel and tuple(layout) == channels_last(4)
            and stride[1] == 2 and list(dilation) == [1, 1] and x.shape[3] % 2 == 0 and not _read_elsewhere(node)):
        return False
    c_in, (kh, kw) = x.shape[1], w.shape[2:]
    return _mac_steps(2 * c_in, kh * _width_pair_taps(kw, pad_left)) < _mac_steps(c_in, kh * kw)


def _on_width_pairs(ctx: LoweringContext, x: Value, w: Value, bias, out4, pad: Sequence[int], stride_h: int) -> Value:
    """A convolution of stride 2 across the width on each pair of neighbouring pixels as one pixel
    of twice the channels (a RESHAPE of the channels-last map, no data moves): stride 1 across
    the pairs, each tap pair's weights side by side in the channels (zero past the kernel, and
    before it where an odd left padding shifts the taps by one). Every output sums the same
    products: exact."""
    n, c_in, h, wid = x.shape
    c_out, _, kh, kw = w.shape
    pad_t, pad_b, pad_l, _ = pad
    shift, taps = pad_l % 2, _width_pair_taps(kw, pad_l)
    left = (pad_l + shift) // 2
    # exact_padding left no column unread, so every pair is read: right >= 0.
    right = out4[3] - 1 + taps - wid // 2 - left
    pairs = ctx.regroup(x, (n, 2 * c_in, h, wid // 2))
    spread = np.zeros((c_out, c_in, kh, 2 * taps), dtype=w.const_data.dtype)
    spread[..., shift:shift + kw] = w.const_data
    weight = spread.reshape(c_out, c_in, kh, taps, 2).transpose(0, 4, 1, 2, 3).reshape(c_out, 2 * c_in, kh, taps)
    return conv2d(ctx, pairs, w.replace(shape=weight.shape, const=weight), bias, out4,
                  [pad_t, pad_b, left, right], (stride_h, 1), (1, 1))


# vela-workaround(5.2.0): pointwise convolutions of 17-32 channels read pixel pairs (EthosUTarget.packs_pixel_pairs)
PIXEL_PAIR_CHANNELS = range(17, 33)
# Where the input needs a copy: break-even measured at 57-77 output channels (ethos-u85-256: RegNet's
# 32 -> 48 saved 448 cycles for a 528-cycle copy, Swin2SR's 32 -> 32 1,824 for 4,368; MobileNetV2's
# 24 -> 144 113,000 for 50,357).
PAIRS_WITH_COPY_MIN_CHANNELS = 80


def _pairs_read_back_at(ctx: LoweringContext, node: Node, x: Value, w: Value, stride, padding, layout) -> Optional[Node]:
    """Where a convolution runs on pixel pairs: a stride-1 unpadded 1x1 convolution of
    PIXEL_PAIR_CHANNELS int8 channels over an even width, on a target that runs it faster so. The
    quantize node that reads the pairs back as pixels: the convolution's own (after clamping
    activations), or that of one LUT activation that alone reads it, so that Vela still fuses the
    activation and the requantization into the convolution. None where the result is read
    otherwise, or where Vela fuses its reader into the convolution, which a RESHAPE in between
    stops: a program output's TRANSPOSE (NCHW: 258,612 cycles after a 113,620-cycle
    convolution), a PAD or CONCAT placing it in a larger tensor (transformers' MobileNetV2 pads
    before each depthwise convolution: +1,856 cycles of copy against 1,098 saved), a residual ADD
    (MobileViT: +4,096 against 1,824). Where other ops read the input too, Vela copies it for
    the pairs' RESHAPE: at about 0.5-1 cycle a byte that outweighs the saving unless the
    convolution has PAIRS_WITH_COPY_MIN_CHANNELS output channels."""
    npu = ctx.target.npu
    if not (npu is not None and npu.packs_pixel_pairs and ctx.spatial.variant.pixel_pairs
            and ctx.integer and x.dtype == torch.int8 and x.qparams is not None and not x.qparams.per_channel
            and tuple(layout) == channels_last(4) and tuple(w.shape[2:]) == (1, 1)
            and list(stride) == [1, 1] and not any(padding)
            and x.shape[1] in PIXEL_PAIR_CHANNELS and x.shape[3] % 2 == 0
            and (w.shape[0] >= PAIRS_WITH_COPY_MIN_CHANNELS or not _read_elsewhere(node))):
        return None
    quantize = _next_quantize(node, lower_clamp_int)
    activation = _only_user(_only_user(quantize))  # after the quantize node's dequantize node
    table = _next_quantize(activation, lower_table) if activation and _lowers_by(activation, lower_table) else None
    end = table or quantize
    if end is None or any(reader.op == "output" or aten_target(reader) in _FUSED_READERS for reader in _readers(end)):
        return None
    return end


# Readers Vela fuses into their input's producing convolution on the U85.
_FUSED_READERS = (aten.constant_pad_nd.default, aten.cat.default, aten.add.Tensor, aten.sub.Tensor, aten.mul.Tensor)


def _readers(node: Node) -> list[Node]:
    """The nodes that read `node`'s tensor: its users, each dequantize node's users in its place."""
    return [reader for user in node.users for reader in (user.users if aten_target(user) in DEQUANTIZE_OPS else [user])]


def _read_elsewhere(conv: Node) -> bool:
    """Whether ops other than `conv` read its input tensor."""
    x = arg_node(conv, 0)
    source = arg_node(x, 0) if aten_target(x) in DEQUANTIZE_OPS else x
    return any(reader is not conv for reader in _readers(source))


def _only_user(node: Optional[Node]) -> Optional[Node]:
    return next(iter(node.users)) if node is not None and len(node.users) == 1 else None


def _next_quantize(start: Optional[Node], passes_through) -> Optional[Node]:
    """The quantize node that `start`'s result reaches through single users whose INT lowering
    is `passes_through`."""
    node = _only_user(start)
    while node is not None and aten_target(node) not in QUANTIZE_OPS:
        node = _only_user(node) if _lowers_by(node, passes_through) else None
    return node


def _lowers_by(node: Node, lowering) -> bool:
    rule = rule_for_lowering(node)
    return rule is not None and rule.lower_int is lowering


def _on_pixel_pairs(ctx: LoweringContext, x: Value, w: Value, bias, out_shape, read_back_at: Node) -> Value:
    """A 1x1 convolution on each pair of neighbouring pixels as one pixel of twice the channels:
    the channels-last map read as half as wide (a RESHAPE, no data moves), block-diagonal weights
    (each half of the output sees its own pixel's channels only) and the bias twice. Every output
    sums the same products: exact. The result stays paired through its activations and
    requantizations, which Vela fuses into the convolution, up to `read_back_at`."""
    n, c_in, h, wid = x.shape
    c_out = w.shape[0]
    pairs = ctx.regroup(x, (n, 2 * c_in, h, wid // 2))
    weight = np.zeros((2 * c_out, 2 * c_in, 1, 1), dtype=w.const_data.dtype)
    weight[:c_out, :c_in] = weight[c_out:, c_in:] = w.const_data
    paired_w = w.replace(shape=weight.shape, const=weight, qparams=_tiled_scales(w.qparams, 2))
    paired_bias = None if bias is None else np.tile(bias, 2)
    result = conv2d(ctx, pairs, paired_w, paired_bias, (n, 2 * c_out, h, wid // 2))
    return result.replace(paired=PixelPairs(tuple(out_shape), read_back_at.name))


def _tiled_scales(qparams: Optional[QParams], times: int) -> Optional[QParams]:
    """Per-channel scales repeated for `times` copies of the channels; others as they are."""
    if qparams is None or not qparams.per_channel:
        return qparams
    return QParams(np.tile(qparams.scale, times), qparams.zero_point, qparams.qmin, qparams.qmax, qparams.axis)


def _transposed(ctx: LoweringContext, x: Value, w: Value, bias, out_shape, stride, padding, output_padding, layout) -> Value:
    """TRANSPOSE_CONV2D: torch's IOHW weight as OHWI; torch's padding crops the full output
    (a negative TOSA out_pad), output_padding extends it at the bottom/right."""
    out_pad = [-padding[0], output_padding[0] - padding[0], -padding[1], output_padding[1] - padding[1]]
    weight_ohwi = w.const_data.transpose(1, 2, 3, 0)
    return _emit(ctx, ts.Op.TRANSPOSE_CONV2D, x, w, weight_ohwi, bias, out_shape, (out_pad, stride), layout)


def _block_diagonal(w: Value, groups: int) -> Value:
    """A grouped transposed convolution's (C_in, C_out/groups, kh, kw) weight as one dense
    (C_in, C_out, kh, kw) weight that is zero between groups: a single TRANSPOSE_CONV2D then
    computes every group exactly, where slicing the input per group would feed Vela's
    upscaled transposed-convolution input a channel slice. Per-channel scales cover one
    group's outputs and repeat over the groups."""
    if groups == 1:
        return w
    c_in, c_out = w.shape[0] // groups, w.shape[1]
    dense = np.zeros((w.shape[0], c_out * groups, *w.shape[2:]), dtype=w.const_data.dtype)
    for g in range(groups):
        dense[g * c_in:(g + 1) * c_in, g * c_out:(g + 1) * c_out] = w.const_data[g * c_in:(g + 1) * c_in]
    return w.replace(shape=dense.shape, const=dense, qparams=_tiled_scales(w.qparams, groups))


def depthwise_conv2d(ctx: LoweringContext, x: Value, w: Value, bias, out4, geometry, layout: Sequence[int] = channels_last(4)) -> Value:
    """TOSA DEPTHWISE_CONV2D of a 4-D `x` with a constant (C*M, 1, kh, kw) `w`; geometry (pad, stride, dilation)."""
    c_out, _, kh, kw = w.shape
    weight_hwcm = w.const_data.reshape(x.shape[1], c_out // x.shape[1], kh, kw).transpose(2, 3, 0, 1)
    return _emit(ctx, ts.Op.DEPTHWISE_CONV2D, x, w, weight_hwcm, bias, out4, geometry, layout)


def _grouped(ctx: LoweringContext, node: Node, x: Value, w: Value, bias, out4, groups: int,
             geometry: tuple[Sequence[int], Sequence[int], Sequence[int]], layout) -> Value:
    """One CONV2D per group on a channel slice of the input, joined by a CONCAT on channels.
    In the INT profile each group is requantized to the output's qparams first, so that Vela
    fuses every rescale into its convolution and the CONCAT moves int8 data."""
    c_in, c_out = x.shape[1] // groups, out4[1] // groups
    out_q = output_quant(node) if ctx.integer else None
    parts = []
    for g in range(groups):
        channels = slice(g * c_out, (g + 1) * c_out)
        scales = _slice_scales(w.qparams, channels)
        w_g = w.replace(shape=(c_out, *w.shape[1:]), const=w.const_data[channels], qparams=scales)
        x_g = slice_spatial(ctx, x, (0, g * c_in, 0, 0), (x.shape[0], c_in, *x.shape[2:]), layout)
        b_g = bias[channels] if bias is not None else None
        part = conv2d(ctx, x_g, w_g, b_g, (out4[0], c_out, *out4[2:]), *geometry, layout)
        parts.append(ctx.requantize(part, *out_q) if out_q is not None else part)
    attr = ts.TosaSerializerAttribute()
    attr.ConcatAttribute(3)
    like = parts[0].replace(shape=tuple(out4), qparams=out_q[0] if out_q is not None else None)
    return ctx.op(ts.Op.CONCAT, [p.tensor_name for p in parts], like, attr)


def _slice_scales(qparams: Optional[QParams], channels: slice) -> Optional[QParams]:
    if qparams is None or not qparams.per_channel:
        return qparams
    return QParams(qparams.scale[channels], qparams.zero_point, qparams.qmin, qparams.qmax, qparams.axis)


def narrowed(ctx: LoweringContext, acc: Value, node: Node) -> Value:
    """`acc`, an int48 accumulator, requantized to `node`'s output before it is reshaped: armnpu
    moves no int48 data (TOSA RESCALE reads it, but Vela runs no RESHAPE or TRANSPOSE of it).
    An int32 accumulator is left for the quantize node after `node`."""
    return ctx.requantize(acc, *output_quant(node)) if acc.dtype == INT48 else acc


def slice_spatial(
    ctx: LoweringContext, x: Value, start: Sequence[int], shape: Sequence[int], layout: Optional[Sequence[int]] = None
) -> Value:
    """TOSA SLICE of a 4-D feature map in `layout`: by default the spatial layout `x` follows
    (channels-last, or width-major, see armnpu.tosa.spatial); `start` and `shape` in torch dim order."""
    layout = following(x.layout) if layout is None else tuple(layout)
    source = ctx.to_layout(x, layout)
    sliced = source.replace(shape=tuple(shape))
    return ctx.slice(source, [start[d] for d in layout], sliced)


register(
    OpRule(
        name="convolution",
        lower_targets=(aten.convolution.default,),
        quant_targets=(aten.conv2d.default, aten.conv1d.default, aten.conv_transpose2d.input),
        quant=Quant.WEIGHTED,
        fuses_activation=True,
        int16=True,
        support=_support,
        lower_int=lower_conv,
        lower_fp=lower_conv,
        weighted_operands=_weighted_operands,
        # Bias correction covers these two; not the transposed convolution.
        output_channel_dim={aten.conv1d.default: 1, aten.conv2d.default: 1},
        samples=(
            Sample(lambda x, w=ramp(3, 4, 3, 3): torch.nn.functional.conv_transpose2d(
                x, w, stride=2, padding=1, output_padding=1), ((1, 3, 4, 5),)),
            Sample(lambda x, w=ramp(4, 3, 3, 3): torch.relu(torch.nn.functional.conv2d(x, w)), ((1, 3, 6, 6),)),
            Sample(lambda x, w=ramp(4, 2, 3), b=ramp(4): torch.nn.functional.conv1d(x, w, b), ((1, 2, 9),)),
        ),
    )
)
