"""maximum, minimum, abs and neg.

INT: maximum/minimum share their operands' quantization parameters, so the larger int8 value
is the larger real one. A constant operand (a clamp's bound) is not observed: the shared
observer also sees the result, which holds the constant wherever it wins, and the lowering
saturates the constant to the range, which changes no result (a bound of 1e10 on values
within ±10 would otherwise leave them a handful of int8 codes); TOSA's MAXIMUM/MINIMUM, ABS and NEGATE take int32 in the INT profile,
so the operands are rescaled to int32 without their zero point and the int32 result keeps the
input scale for the next quantize node. abs and neg get output parameters of their own (IO):
their range differs from the input's. neg is 0 - x in int32, which Vela runs as one fused SUB.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import computed_from_constants
from armnpu.ops.annotation import annotate_sharing_first, float_tensor_inputs
from armnpu.ops.elementwise import binary, int32_qparams, to_int32
from armnpu.tosa.lowering import LoweringContext, Value, quantized_constant
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
_EXTREMA = {aten.maximum.default: ts.Op.MAXIMUM, aten.minimum.default: ts.Op.MINIMUM}
_ATTRIBUTE = {ts.Op.MAXIMUM: "MaximumAttribute", ts.Op.MINIMUM: "MinimumAttribute"}


def _in_int32(ctx: LoweringContext, value: Value) -> Value:
    if value.qparams is None:
        return value  # integer tensors run as they are
    return to_int32(ctx, value, 1.0, int32_qparams(float(value.qparams.scale)))


def _out_shape(node: Node) -> tuple[int, ...]:
    return tuple(int(s) for s in node.meta["val"].shape)


def extremum(ctx: LoweringContext, op, a: Value, b: Value, out_shape: tuple[int, ...]) -> Value:
    """MAXIMUM or MINIMUM of two Values, quantized ones in int32 with the first one's scale."""
    if ctx.integer:
        a, b = _in_int32(ctx, a), _in_int32(ctx, b)
    attr = ts.TosaSerializerAttribute()
    getattr(attr, _ATTRIBUTE[op])(ts.NanPropagationMode.PROPAGATE)
    return binary(ctx, op, a, b, out_shape, a.dtype, attr=attr, qparams=a.qparams)


def _annotate_extremum(node: Node, rule: OpRule, config) -> None:
    """Operands and result share qparams, observed on the operands computed at run time and on
    the result; constants are left out (see the module's docstring)."""
    inputs = [arg for arg in dict.fromkeys(float_tensor_inputs(node)) if not computed_from_constants(arg)]
    annotate_sharing_first(node, inputs, config)


def lower_extremum(ctx: LoweringContext, node: Node) -> Value:
    a, b = (ctx.value(arg) for arg in node.args[:2])
    if a.const is not None:
        a, b = b, a  # both are symmetric in their operands; the run-time one sets the units
    b = quantized_constant(b, a)
    return extremum(ctx, _EXTREMA[aten_target(node)], a, b, _out_shape(node))


def lower_abs(ctx: LoweringContext, node: Node) -> Value:
    x = ctx.value(node.args[0])
    if ctx.integer:
        x = _in_int32(ctx, x)
    return ctx.op(ts.Op.ABS, [ctx.tensor(x)], x)


def lower_neg(ctx: LoweringContext, node: Node) -> Value:
    x = ctx.value(node.args[0])
    if ctx.integer and x.qparams is not None:
        # vela-workaround(5.2.0): NEGATE written as a SUB from 0, whose RESCALEs Vela fuses
        # 0 - x in int32 rather than NEGATE: Vela fuses the operands' RESCALEs into a SUB, while
        # NEGATE's input RESCALE stays a separate NPU pass.
        zero = Value((), x.dtype, const=np.zeros((), dtype=np.int64), qparams=dataclasses.replace(x.qparams, zero_point=0))
        x32 = _in_int32(ctx, x)
        return binary(ctx, ts.Op.SUB, _in_int32(ctx, zero), x32, x.shape, torch.int32, qparams=x32.qparams)
    zero_point = ctx.const(np.zeros(1), x.dtype, "zp")
    return ctx.op(ts.Op.NEGATE, [ctx.tensor(x), zero_point, zero_point], x)


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    dtypes = {arg.meta["val"].dtype for arg in node.args[:2] if isinstance(arg, Node)}
    if len(dtypes) != 1 or not all(d.is_floating_point or d == torch.int32 for d in dtypes):
        return "operands must be float (quantized) or int32 tensors of one dtype"
    if aten_target(node) in _EXTREMA and not isinstance(node.args[1], Node):
        return "the second operand must be a tensor"
    return None


register(
    OpRule(
        name="maximum_minimum",
        lower_targets=tuple(_EXTREMA),
        quant=_annotate_extremum,
        support=_support,
        lower_int=lower_extremum,
        lower_fp=lower_extremum,
        quantizes_float_constants=True,
        samples=(Sample(lambda x, y: torch.maximum(x, y), ((2, 3, 4), (2, 3, 4))),
                 Sample(lambda x, y: torch.minimum(x, y) * 2.0, ((1, 4, 6), (1, 1, 6)))),
    )
)

register(
    OpRule(
        name="abs",
        lower_targets=(aten.abs.default,),
        quant_targets=(aten.abs.default, aten.abs_.default),
        quant=Quant.IO,
        support=_support,
        lower_int=lower_abs,
        lower_fp=lower_abs,
        samples=(Sample(lambda x: torch.abs(x), ((2, 8),)),),
    )
)

register(
    OpRule(
        name="neg",
        lower_targets=(aten.neg.default,),
        quant_targets=(aten.neg.default, aten.neg_.default),
        quant=Quant.IO,
        support=_support,
        lower_int=lower_neg,
        lower_fp=lower_neg,
        samples=(Sample(lambda x: -x, ((2, 8),)), Sample(lambda x: torch.relu(-x), ((1, 3, 5),))),
    )
)
