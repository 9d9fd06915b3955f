"""Fully connected layers: linear, and addmm/mm with a constant weight.

INT: Vela has no fully-connected TOSA operator for the Ethos-U55, so the input's rows
(its leading dims) become the pixels of an NHWC map, which a 1x1 CONV2D turns into an
int32 accumulator with per-output-channel scales, as for conv; a RESHAPE restores the
leading dims. The weight must be a constant.
FP (TOSA only, no Vela): a MATMUL, which also takes weights computed at run time.
"""

from __future__ import annotations

import dataclasses
import math
from typing import NamedTuple, Optional, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node, computed_from_constants
from armnpu.ops.conv import conv2d, narrowed
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.spatial import channels_last
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
_DEQUANTIZE = (
    torch.ops.quantized_decomposed.dequantize_per_tensor.default,
    torch.ops.quantized_decomposed.dequantize_per_channel.default,
)


class _Operands(NamedTuple):
    x: Node
    weight: Node
    bias: Optional[Node]
    in_out: bool  # weight laid out [in, out] (mm, addmm) rather than [out, in] (linear)


def _operands(node: Node) -> _Operands:
    target = aten_target(node)
    if target is aten.linear.default:
        bias = node.args[2] if len(node.args) > 2 else node.kwargs.get("bias")
        return _Operands(arg_node(node, 0), arg_node(node, 1), cast(Optional[Node], bias), False)
    if target is aten.addmm.default:
        return _Operands(arg_node(node, 1), arg_node(node, 2), arg_node(node, 0), True)
    return _Operands(arg_node(node, 0), arg_node(node, 1), None, True)


def _weighted_operands(node: Node):
    """What the quantizer annotates: only a constant weight makes a fully connected layer
    the INT profile can run (a product of two activations is left alone); a 1-D bias is
    quantized with it."""
    x, weight, bias, in_out = _operands(node)
    if not computed_from_constants(weight):
        return None
    if bias is not None and len(bias.meta["val"].shape) != 1:
        bias = None
    return x, weight, bias, 1 if in_out else 0


def _is_quantized_constant(node) -> bool:
    """In the edge graph a quantized weight is a dequantize of an integer parameter."""
    if not (isinstance(node, Node) and aten_target(node) in _DEQUANTIZE):
        return False
    source = node.args[0]
    return isinstance(source, Node) and source.op in ("placeholder", "get_attr")


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    # addmm with beta or alpha other than 1 never gets here: the decomposition table splits it.
    if not ctx.integer:
        return None
    _x, weight, bias, in_out = _operands(node)
    if not _is_quantized_constant(weight):
        return "the INT lowering needs a constant weight (it becomes a 1x1 convolution)"
    if bias is not None:
        out_features = weight.meta["val"].shape[1 if in_out else 0]
        if not _is_quantized_constant(bias) or tuple(bias.meta["val"].shape) != (out_features,):
            return f"the bias must be a constant of shape ({out_features},)"
    return None


def lower_linear_int(ctx: LoweringContext, node: Node) -> Value:
    x_node, w_node, b_node, in_out = _operands(node)
    x, w = ctx.value(x_node), ctx.value(w_node)
    weight = w.const_data.T if in_out else w.const_data  # [out, in]
    out_features, in_features = weight.shape
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    # The leading dims of x become an NHWC map's height and width the way Vela pads shapes
    # to 4-D ((rows, C) → [1, 1, rows, C]), so that the RESHAPE back is a no-op for Vela and
    # the requantization and activation fuse into the convolution.
    lead = x.shape[:-1]
    height, width = math.prod(lead[:-1]), (lead[-1] if lead else 1)
    x4 = ctx.reshape(x, (1, height, width, in_features))
    x4 = x4.replace(shape=(1, in_features, height, width), perm=channels_last(4))
    w4 = w.replace(shape=(out_features, in_features, 1, 1), const=weight[:, :, None, None])
    bias = ctx.value(b_node).const if b_node is not None else None
    acc = narrowed(ctx, conv2d(ctx, x4, w4, bias, (1, out_features, height, width)), node)
    name = ctx.emit(ts.Op.RESHAPE, [acc.tensor_name, ctx.shape_const(out_shape)], out_shape, acc.dtype)
    # The per-channel scales now run along the last axis.
    return Value(out_shape, acc.dtype, name=name, qparams=dataclasses.replace(acc.known_qparams, axis=len(out_shape) - 1))


def _in_out_weight(ctx: LoweringContext, w: Value, in_out: bool) -> Value:
    """The weight as a logical [in, out] matrix."""
    if in_out:
        return w
    if w.const is not None:
        return Value(w.shape[::-1], w.dtype, const=np.ascontiguousarray(w.const.T))
    return ctx.to_layout(w, (1, 0)).replace(shape=w.shape[::-1], perm=())


def lower_linear_fp(ctx: LoweringContext, node: Node) -> Value:
    x_node, w_node, b_node, in_out = _operands(node)
    x = ctx.value(x_node)
    w = _in_out_weight(ctx, ctx.value(w_node), in_out)
    in_features, out_features = w.shape
    rows = math.prod(x.shape[:-1])
    a = ctx.reshape(x, (1, rows, in_features))
    b = ctx.reshape(w, (1, in_features, out_features))
    zero = ctx.zero_point(0, torch.float32)
    result = ctx.op(
        ts.Op.MATMUL, [ctx.tensor(a), ctx.tensor(b), zero, zero], Value((1, rows, out_features), torch.float32)
    )
    if b_node is not None:
        bias = ctx.value(b_node)
        bias = ctx.reshape(bias, (1,) * (3 - bias.rank) + bias.shape)
        result = ctx.op(ts.Op.ADD, [result.tensor_name, ctx.tensor(bias)], result)
    return ctx.reshape(result, node.meta["val"].shape)


register(
    OpRule(
        name="linear",
        lower_targets=(aten.linear.default, aten.addmm.default, aten.mm.default),
        quant=Quant.WEIGHTED,
        fuses_activation=True,
        int16=True,
        support=_support,
        lower_int=lower_linear_int,
        lower_fp=lower_linear_fp,
        keep_undecomposed=(aten.linear.default,),
        # Weights made once (default arguments), so constants of the sample's graph.
        samples=(Sample(lambda x, w=torch.linspace(-1, 1, 40).reshape(5, 8), b=torch.ones(5):
                        torch.nn.functional.linear(x, w, b), ((2, 8),)),),
        weighted_operands=_weighted_operands,
        # addmm has its bias first and mm none: bias correction covers linear alone.
        output_channel_dim={aten.linear.default: -1},
    )
)
