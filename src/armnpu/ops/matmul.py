"""Batched matrix products of two activations: bmm → TOSA MATMUL.

INT: MATMUL multiplies int8 operands with their zero points removed into an int32
accumulator of scale s_a * s_b, which the next quantize node requantizes. Products
with a constant right-hand matrix go to `linear` instead (a 1x1 convolution is
faster on the NPU); `matmul` and activation-by-activation `mm` reach this rule through
the decomposition table (passes/decompositions/matmul.py).
"""

from __future__ import annotations

from typing import Optional

import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.tosa.lowering import LoweringContext, QParams, Value, accumulator_dtype, accumulator_qparams
from armnpu.tosa.registry import OpRule, Quant, Sample, register
from armnpu.tosa.support import SupportContext
from armnpu.tosa.support_util import ethos_u55_lacks_int16, quantized_dtype

aten = torch.ops.aten


def _operands(ctx: LoweringContext, node: Node) -> tuple[Value, Value]:
    identity = (0, 1, 2)
    return tuple(ctx.to_layout(ctx.value(arg), identity) for arg in node.args[:2])  # type: ignore[return-value]


def _matmul(ctx: LoweringContext, node: Node, dtype: torch.dtype, qparams: Optional[QParams]) -> Value:
    a, b = _operands(ctx, node)
    a_zp = a.qparams.zero_point if a.qparams is not None else 0
    b_zp = b.qparams.zero_point if b.qparams is not None else 0
    inputs = [ctx.tensor(a), ctx.tensor(b), ctx.zero_point(a_zp, a.dtype), ctx.zero_point(b_zp, b.dtype)]
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    return ctx.op(ts.Op.MATMUL, inputs, Value(out_shape, dtype), qparams=qparams)


def lower_bmm_int(ctx: LoweringContext, node: Node) -> Value:
    a, b = (ctx.value(arg) for arg in node.args[:2])
    scale = float(a.known_qparams.scale) * float(b.known_qparams.scale)
    acc_dtype = accumulator_dtype(a.dtype)
    return _matmul(ctx, node, acc_dtype, accumulator_qparams(scale, acc_dtype))


def lower_bmm_fp(ctx: LoweringContext, node: Node) -> Value:
    return _matmul(ctx, node, torch.float32, None)


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    if not ctx.integer:
        return None
    for arg in node.args[:2]:
        val = arg.meta.get("val") if isinstance(arg, Node) else None
        if val is None or not val.dtype.is_floating_point:
            return "only quantized floating-point matrix products are lowered"
    dtypes = [quantized_dtype(arg) for arg in node.args[:2]]
    if dtypes[0] != dtypes[1]:
        return f"TOSA MATMUL multiplies operands of one type; these are {dtypes[0]} and {dtypes[1]}"
    return ethos_u55_lacks_int16(node, ctx, "a matrix product")


register(
    OpRule(
        name="bmm",
        lower_targets=(aten.bmm.default,),
        quant=Quant.IO,
        fuses_activation=True,
        int16=True,
        support=_support,
        lower_int=lower_bmm_int,
        lower_fp=lower_bmm_fp,
        samples=(Sample(lambda a, b: torch.bmm(a, b), ((2, 3, 4), (2, 4, 5))),),
    )
)
