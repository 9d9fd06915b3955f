"""Division of integer tensors, rounded toward zero or down: TOSA INTDIV in int32, with the
quotient lowered by one where torch floors (a non-zero remainder whose sign differs from the
divisor's). Float division is a product with a reciprocal (passes/decompositions/arith.py)."""

from __future__ import annotations

import typing
from typing import Optional

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.ops.elementwise import binary
from armnpu.ops.gather import cast
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
_TARGETS = (aten.div.Tensor_mode, aten.floor_divide.default)
_INTEGERS = (torch.int8, torch.int16, torch.int32)


def _rounding(node: Node) -> Optional[str]:
    if aten_target(node) is aten.floor_divide.default:
        return "floor"
    return typing.cast(Optional[str], node.kwargs.get("rounding_mode"))


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    operands = [arg for arg in node.args[:2] if isinstance(arg, Node)]
    dtypes = {arg.meta["val"].dtype for arg in operands} | {node.meta["val"].dtype}
    if len(operands) != 2 or not dtypes <= set(_INTEGERS):
        return "only the division of two integer tensors (int8/int16/int32) is lowered as integer division"
    if _rounding(node) not in ("floor", "trunc"):
        return f"rounding mode {_rounding(node)!r}: integer division rounds 'trunc' or 'floor'"
    if ctx.is_ethosu:
        return f"Vela does not compile TOSA INTDIV for {ctx.npu_name}"
    return None


def _int32(value: int) -> Value:
    return Value((), torch.int32, const=np.array(value, dtype=np.int64))


def lower_integer_division(ctx: LoweringContext, node: Node) -> Value:
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    a, b = (cast(ctx, ctx.value(arg), torch.int32) for arg in node.args[:2])
    quotient = binary(ctx, ts.Op.INTDIV, a, b, out_shape, torch.int32)  # rounds toward zero
    if _rounding(node) == "floor":
        remainder = binary(ctx, ts.Op.SUB, a, binary(ctx, ts.Op.MUL, quotient, b, out_shape, torch.int32),
                           out_shape, torch.int32)
        below_zero = [binary(ctx, ts.Op.GREATER, _int32(0), v, v.shape, torch.bool) for v in (remainder, b)]
        signs_differ = binary(ctx, ts.Op.LOGICAL_XOR, below_zero[0], below_zero[1], out_shape, torch.bool)
        is_zero = binary(ctx, ts.Op.EQUAL, remainder, _int32(0), out_shape, torch.bool)
        nonzero = ctx.op(ts.Op.LOGICAL_NOT, [ctx.tensor(is_zero)], is_zero)
        floored = binary(ctx, ts.Op.LOGICAL_AND, signs_differ, nonzero, out_shape, torch.bool)
        quotient = binary(ctx, ts.Op.SUB, quotient, cast(ctx, floored, torch.int32), out_shape, torch.int32)
    return cast(ctx, quotient, node.meta["val"].dtype)


def _integers(x: torch.Tensor, scale: float) -> torch.Tensor:
    return (x * scale).round().to(torch.int32)


register(
    OpRule(
        name="integer_division",
        lower_targets=_TARGETS,
        quant_targets=(),
        quant=Quant.NONE,
        support=_support,
        lower_int=lower_integer_division,
        lower_fp=lower_integer_division,
        samples=(
            Sample(lambda a, b: torch.div(_integers(a, 50), _integers(b, 10).abs() + 1, rounding_mode="floor").float(),
                   ((3, 8), (3, 8))),
            Sample(lambda a, b: torch.div(_integers(a, 50), -_integers(b, 10).abs() - 1, rounding_mode="trunc").float(),
                   ((3, 8), (3, 8))),
        ),
    )
)
