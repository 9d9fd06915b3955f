"""Convolutions: conv1d/conv2d (regular, depthwise, grouped) → TOSA CONV2D / DEPTHWISE_CONV2D."""

from __future__ import annotations

from typing import Optional

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.ops.registry import OpRule, Quant, register
from armnpu.ops.support_util import ethosu_kernel_limits
from armnpu.tosa.lowering import LoweringContext, QParams, Value, channels_last

aten = torch.ops.aten


def _conv_args(node: Node):
    x, w, b, stride, padding, dilation, transposed, _output_padding, groups = node.args
    return x, w, b, list(stride), list(padding), list(dilation), transposed, groups


def _support(node: Node, ctx) -> Optional[str]:
    x, w, _b, stride, padding, dilation, transposed, groups = _conv_args(node)
    rank = len(w.meta["val"].shape)
    if transposed:
        return "transposed convolution is not lowered yet"
    if rank not in (3, 4):
        return f"only 1-D and 2-D convolutions are lowered (got a {rank - 2}-D one)"
    if not isinstance(w, Node) or w.op not in ("placeholder", "get_attr", "call_function"):
        return "convolution weights must be constants"
    c_in = x.meta["val"].shape[1]
    if groups not in (1, c_in):
        return f"grouped convolution with {groups} groups over {c_in} channels is not lowered yet (only regular and depthwise)"
    kernel = list(w.meta["val"].shape[2:])
    if rank == 3:
        kernel, stride, dilation = [1, *kernel], [1, *stride], [1, *dilation]
    return ethosu_kernel_limits(ctx, kernel, stride, dilation)


def _as_2d(ctx: LoweringContext, x: Value, w: Value, stride, padding, dilation):
    """Conv1d runs as conv2d over a unit height."""
    if x.rank == 4:
        return x, w, stride, padding, dilation
    n, c, length = x.shape
    x4 = ctx.reshape(x, (n, c, 1, length))
    w4 = w.replace(shape=(*w.shape[:2], 1, w.shape[2]), const=w.const[:, :, None, :])
    return x4, w4, [1, *stride], [0, *padding], [1, *dilation]


def _exact_padding(in_size: int, kernel: int, stride: int, dilation: int, pad: int) -> tuple[int, int, int]:
    """(pad_before, pad_after, rows_to_drop): TOSA wants the output size to divide exactly,
    torch floors; trailing rows no window reaches are padded less or sliced off."""
    span = in_size - 1 + 2 * pad - (kernel - 1) * dilation
    extra = span % stride
    after = pad - extra
    return pad, max(after, 0), max(-after, 0)


def lower_conv(ctx: LoweringContext, node: Node) -> Value:
    x_node, w_node, b_node, stride, padding, dilation, _t, groups = _conv_args(node)
    x, w = ctx.value(x_node), ctx.value(w_node)
    bias = ctx.value(b_node) if isinstance(b_node, Node) else None
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    was_1d = x.rank == 3
    x, w, stride, padding, dilation = _as_2d(ctx, x, w, stride, padding, dilation)
    n, c_in, h, wid = x.shape
    c_out, _, kh, kw = w.shape
    pad_t, pad_b, drop_h = _exact_padding(h, kh, stride[0], dilation[0], padding[0])
    pad_l, pad_r, drop_w = _exact_padding(wid, kw, stride[1], dilation[1], padding[1])
    x = x if not (drop_h or drop_w) else _slice_hw(ctx, x, h - drop_h, wid - drop_w)
    x_name = ctx.tensor(x, channels_last(4))

    acc_dtype = torch.int32 if ctx.integer else torch.float32
    x_zp = x.qparams.zero_point if ctx.integer else 0
    weight_data = w.const
    bias_data = bias.const if bias is not None else np.zeros(c_out)
    depthwise = groups == c_in and groups > 1
    if depthwise:
        multiplier = c_out // c_in
        weight = weight_data.reshape(c_in, multiplier, kh, kw).transpose(2, 3, 0, 1)
        op, attr_name = ts.Op.DEPTHWISE_CONV2D, "DepthwiseConv2dAttribute"
    elif groups == 1:
        weight = weight_data.transpose(0, 2, 3, 1)
        op, attr_name = ts.Op.CONV2D, "Conv2dAttribute"
    else:
        raise ValueError(f"unsupported group count {groups}")
    attr = ts.TosaSerializerAttribute()
    getattr(attr, attr_name)([pad_t, pad_b, pad_l, pad_r], stride, dilation, False,
                             ts.DType.INT32 if ctx.integer else ts.DType.FP32)
    in_dtype = x.dtype
    w_dtype = w.dtype
    inputs = [
        x_name,
        ctx.const(weight, w_dtype, "weight"),
        ctx.const(bias_data, acc_dtype, "bias"),
        ctx.zero_point(x_zp, in_dtype),
        ctx.zero_point(0, w_dtype),
    ]
    out4 = (n, c_out, out_shape[-2] if not was_1d else 1, out_shape[-1])
    qparams = None
    if ctx.integer:
        scale = float(x.qparams.scale) * np.broadcast_to(w.qparams.scale, (c_out,))
        qparams = QParams(scale, 0, -(2**31), 2**31 - 1, axis=1)
    result = ctx.op(op, inputs, Value(out4, acc_dtype, perm=channels_last(4)), attr, qparams=qparams)
    if was_1d:
        # (N, 1, L, C) → (N, L, C) is a pure reshape in channels-last order.
        tosa_shape = [n, out4[3], c_out]
        name = ctx.emit(ts.Op.RESHAPE, [result.name, ctx.shape_const(tosa_shape)], tosa_shape, acc_dtype)
        result = result.replace(name=name, shape=out_shape, perm=(0, 2, 1))
    return result


def _slice_hw(ctx: LoweringContext, x: Value, h: int, w: int) -> Value:
    layout = channels_last(4)
    source = ctx.to_layout(x, layout)
    sliced = source.replace(shape=(x.shape[0], x.shape[1], h, w))
    name = ctx.emit(
        ts.Op.SLICE,
        [source.name, ctx.shape_const([0, 0, 0, 0]), ctx.shape_const(sliced.tosa_shape)],
        sliced.tosa_shape,
        x.dtype,
    )
    return sliced.replace(name=name)


register(
    OpRule(
        name="convolution",
        lower_targets=(aten.convolution.default,),
        quant_targets=(aten.conv2d.default, aten.conv1d.default),
        quant=Quant.WEIGHTED,
        fuses_activation=True,
        support=_support,
        lower_int=lower_conv,
        lower_fp=lower_conv,
    )
)
