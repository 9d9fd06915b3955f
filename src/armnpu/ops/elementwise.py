"""Elementwise arithmetic: add and sub (with alpha) and mul → TOSA ADD / SUB / MUL.

Operands may be tensors of different ranks (torch broadcasting: TOSA wants equal
ranks, so the smaller one gets leading unit dims), constants or Python numbers,
and may come in different layouts (one channels-last from a convolution, one
not): both are brought to one layout first.

Integer profile, the TFLite scheme:
- add/sub: each int8 operand is rescaled to int32 with its zero point removed,
  shifted left by ADD_SHIFT bits and scaled by s_i / (2 max(s_a, s_b)), so both
  share the scale 2 max(s_a, s_b) / 2**ADD_SHIFT; ADD/SUB runs in int32 and the
  next quantize node requantizes the int32 result (applying a fused relu).
- mul: both operands are rescaled to int32 with their zero points removed and
  multiplied exactly (shift 0); the product has the scale s_a * s_b.
Vela folds the input RESCALEs, the ADD/SUB/MUL and the output RESCALE (and
clamp) into one NPU elementwise operation.
"""

from __future__ import annotations

import numbers
from typing import Optional, Sequence

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.ops.registry import OpRule, Quant, aten_target, register
from armnpu.tosa import quant_math
from armnpu.tosa.lowering import LoweringContext, QParams, Value

aten = torch.ops.aten

# Left shift of add/sub operands in int32: 8-bit inputs keep 20 fractional bits
# (TFLite's choice), far below overflow: 255 * 2**19 * 2 < 2**31.
ADD_SHIFT = 20
_INT32_MIN, _INT32_MAX = -(2**31), 2**31 - 1

_ADD = (aten.add.Tensor, aten.add.Scalar)
_SUB = (aten.sub.Tensor, aten.sub.Scalar)
_MUL = (aten.mul.Tensor, aten.mul.Scalar)


# ---- operands, broadcasting and layouts ------------------------------------------------
def scalar(value: float, rank: int = 0) -> Value:
    """A float32 constant Value of `rank` unit dims."""
    return Value((1,) * rank, torch.float32, const=np.full((1,) * rank, value, dtype=np.float32))


def operand(ctx: LoweringContext, arg) -> Value:
    """A node's Value, or a Python number as a rank-0 float32 constant."""
    if isinstance(arg, numbers.Number) and not isinstance(arg, bool):
        return scalar(float(arg))
    return ctx.value(arg)


def _lift_rank(ctx: LoweringContext, value: Value, rank: int) -> Value:
    """Prepend unit dims up to `rank`: a pure reshape in whatever layout `value` has."""
    extra = rank - value.rank
    if extra == 0:
        return value
    shape = (1,) * extra + value.shape
    if value.const is not None:
        return value.replace(shape=shape, perm=(), const=np.reshape(value.const, shape))
    perm = tuple(range(extra)) + tuple(d + extra for d in value.layout)
    lifted = value.replace(shape=shape, perm=perm, name=None)
    name = ctx.emit(ts.Op.RESHAPE, [value.name, ctx.shape_const(lifted.tosa_shape)], lifted.tosa_shape, value.dtype)
    return lifted.replace(name=name)


def common_layout(values: Sequence[Value], rank: int) -> tuple[int, ...]:
    """The layout to compute in: that of the first full-rank tensor that is not a constant,
    so that the larger operand never moves."""
    for value in values:
        if value.const is None and value.rank == rank:
            return value.layout
    for value in values:
        if value.const is None and value.perm:
            extra = rank - value.rank
            return tuple(range(extra)) + tuple(d + extra for d in value.layout)
    return tuple(range(rank))


def broadcast(ctx: LoweringContext, values: Sequence[Value], rank: int) -> tuple[list[Value], tuple[int, ...]]:
    """`values` lifted to `rank` and brought to one layout, and that layout."""
    lifted = [_lift_rank(ctx, v, rank) for v in values]
    layout = common_layout(lifted, rank)
    return [ctx.to_layout(v, layout) for v in lifted], layout


def _out_shape(node: Node) -> tuple[int, ...]:
    return tuple(int(s) for s in node.meta["val"].shape)


def _shift_const(ctx: LoweringContext) -> str:
    return ctx.const(np.zeros(1), torch.int8, "shift")


def binary(ctx: LoweringContext, op, a: Value, b: Value, out_shape: Sequence[int], dtype: torch.dtype, **changes) -> Value:
    """Emit ADD/SUB/MUL (MUL with shift 0) on broadcast operands of `dtype`."""
    out_shape = tuple(int(s) for s in out_shape)
    (a, b), layout = broadcast(ctx, [a, b], len(out_shape))
    inputs = [a.name, b.name] + ([_shift_const(ctx)] if op == ts.Op.MUL else [])
    like = Value(out_shape, dtype, perm=layout if layout != tuple(range(len(out_shape))) else ())
    return ctx.op(op, inputs, like, **changes)


def _broadcast_shape(*shapes: Sequence[int]) -> tuple[int, ...]:
    return tuple(torch.broadcast_shapes(*(torch.Size(s) for s in shapes)))


def float_binary(ctx: LoweringContext, op, a: Value, b: Value) -> Value:
    """FP ADD/SUB/MUL of two Values (or a Value and `scalar(...)`) with torch broadcasting."""
    return binary(ctx, op, a, b, _broadcast_shape(a.shape, b.shape), torch.float32)


# ---- add / sub ---------------------------------------------------------------------------
def _alpha(node: Node) -> float:
    return float(node.kwargs.get("alpha", 1))


def _add_sub_op(node: Node):
    return ts.Op.ADD if aten_target(node) in _ADD else ts.Op.SUB


def lower_add_sub_fp(ctx: LoweringContext, node: Node) -> Value:
    a, b = operand(ctx, node.args[0]), operand(ctx, node.args[1])
    alpha = _alpha(node)
    if alpha != 1:
        if b.const is not None:
            b = b.replace(const=(b.const * np.float32(alpha)).astype(np.float32))
        else:
            b = float_binary(ctx, ts.Op.MUL, b, scalar(alpha))
    return binary(ctx, _add_sub_op(node), a, b, _out_shape(node), torch.float32)


def _to_int32(ctx: LoweringContext, value: Value, factor: float, common: Optional[QParams]) -> Value:
    """`value` in int32 units of `common`: (v - zp) * factor, as TOSA RESCALE rounds it.

    Constants are rescaled here rather than on the NPU; a float constant (a Python
    number) without quantization parameters is quantized straight to int32."""
    if value.const is not None:
        if value.qparams is None:
            data = np.round(value.const.astype(np.float64) * factor)
        else:
            data = rescale_reference(value.const, factor, value.qparams.zero_point)
        data = np.clip(data, _INT32_MIN, _INT32_MAX).astype(np.int64)
        return Value(value.shape, torch.int32, const=data, qparams=common)
    return ctx.rescale(value, factor, torch.int32, 0, out_qparams=common)


def rescale_reference(data: np.ndarray, factor: float, zero_point: int) -> np.ndarray:
    """TOSA RESCALE (32-bit multiplier, single rounding) of integer `data` in numpy."""
    multiplier, shift = quant_math.quantize_multiplier(factor)
    centred = np.asarray(data, dtype=np.int64) - zero_point
    return (centred * multiplier + (1 << (shift - 1))) >> shift


def _scale(value: Value) -> Optional[float]:
    return None if value.qparams is None else float(value.qparams.scale)


def lower_add_sub_int(ctx: LoweringContext, node: Node) -> Value:
    a, b = operand(ctx, node.args[0]), operand(ctx, node.args[1])
    op = _add_sub_op(node)
    alpha = _alpha(node)
    if alpha < 0:  # a + alpha b == a - |alpha| b: RESCALE takes non-negative factors only
        op = ts.Op.SUB if op == ts.Op.ADD else ts.Op.ADD
        alpha = -alpha
    scale_a = _scale(a)
    scale_b = None if _scale(b) is None else _scale(b) * alpha
    known = [s for s in (scale_a, scale_b) if s is not None]
    if not known:
        raise ValueError("add/sub needs at least one quantized operand")
    twice_max = 2 * max(known)
    common_scale = twice_max / 2**ADD_SHIFT
    common = QParams(np.asarray(common_scale, dtype=np.float64), 0, _INT32_MIN, _INT32_MAX)
    # A float constant operand (no scale) is expressed in the common scale directly.
    factor_a = 1 / common_scale if scale_a is None else scale_a / twice_max * 2**ADD_SHIFT
    factor_b = alpha / common_scale if scale_b is None else scale_b / twice_max * 2**ADD_SHIFT
    a32 = _to_int32(ctx, a, factor_a, common)
    b32 = _to_int32(ctx, b, factor_b, common)
    return binary(ctx, op, a32, b32, _out_shape(node), torch.int32, qparams=common)


# ---- mul -----------------------------------------------------------------------------------
def lower_mul_fp(ctx: LoweringContext, node: Node) -> Value:
    a, b = operand(ctx, node.args[0]), operand(ctx, node.args[1])
    return binary(ctx, ts.Op.MUL, a, b, _out_shape(node), torch.float32)


def _mul_factor(value: Value) -> tuple[Value, float]:
    """(int operand, its scale): a float constant c becomes round(c / s) with s = max|c| / 2**15."""
    if value.qparams is not None or value.const is None:
        return value, float(value.qparams.scale)
    peak = float(np.max(np.abs(value.const))) if value.const.size else 0.0
    scale = peak / 2**15 if peak > 0 else 1.0
    quantized = QParams(np.asarray(scale, dtype=np.float64), 0, -(2**15), 2**15)
    return value.replace(const=np.round(value.const.astype(np.float64) / scale), qparams=quantized), scale


def lower_mul_int(ctx: LoweringContext, node: Node) -> Value:
    (a, scale_a), (b, scale_b) = (_mul_factor(operand(ctx, arg)) for arg in node.args[:2])
    product = QParams(np.asarray(scale_a * scale_b, dtype=np.float64), 0, _INT32_MIN, _INT32_MAX)
    a32, b32 = _to_int32(ctx, a, 1.0, None), _to_int32(ctx, b, 1.0, None)
    return binary(ctx, ts.Op.MUL, a32, b32, _out_shape(node), torch.int32, qparams=product)


# ---- support ---------------------------------------------------------------------------------
def _support(node: Node, ctx) -> Optional[str]:
    val = node.meta.get("val")
    if not isinstance(val, torch.Tensor) or not val.dtype.is_floating_point:
        return "only floating-point (or quantized) elementwise arithmetic is lowered"
    for arg in node.args[:2]:
        if isinstance(arg, Node):
            arg_val = arg.meta.get("val")
            if not isinstance(arg_val, torch.Tensor):
                return f"operand {arg.name} is not a tensor"
        elif not isinstance(arg, numbers.Number) or isinstance(arg, bool):
            return f"operand {arg!r} is neither a tensor nor a number"
    return None


register(
    OpRule(
        name="add_sub",
        lower_targets=(*_ADD, *_SUB),
        quant_targets=(aten.add.Tensor, aten.add_.Tensor, aten.sub.Tensor, aten.sub_.Tensor),
        quant=Quant.IO,
        fuses_activation=True,
        support=_support,
        lower_int=lower_add_sub_int,
        lower_fp=lower_add_sub_fp,
    )
)

register(
    OpRule(
        name="mul",
        lower_targets=_MUL,
        quant_targets=(aten.mul.Tensor, aten.mul_.Tensor),
        quant=Quant.IO,
        fuses_activation=True,
        support=_support,
        lower_int=lower_mul_int,
        lower_fp=lower_mul_fp,
    )
)
