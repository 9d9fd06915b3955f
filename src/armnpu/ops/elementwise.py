"""Elementwise arithmetic: add and sub (with alpha) and mul → TOSA ADD / SUB / MUL.

Operands may be tensors of different ranks (torch broadcasting: TOSA wants equal
ranks, so the smaller one gets leading unit dims) or constants, and may come in
different layouts (one channels-last from a convolution, one not): both are
brought to one layout first. Tensor constants arrive in the INT profile as
int8 data and a dequantize node (PT2E quantizes buffers and parameters like
activations); they enter the int32 domain by RESCALE like tensors. Python
numbers (the .Scalar overloads and rsub) are float constants in FP; in INT
they become int8 constants (below).

Integer profile, the TFLite scheme:
- add/sub: each int8 operand is rescaled to int32 with its zero point removed,
  shifted left by ADD_SHIFT bits (ADD_SHIFT_INT16 for int16 operands, a16w8) and
  scaled by s_i / (2 max(s_a, s_b)), so both share the scale 2 max(s_a, s_b) /
  2**ADD_SHIFT; ADD/SUB runs in int32 and the
  next quantize node requantizes the int32 result (applying a fused relu).
  alpha scales s_b. A number c is the int8 code sign(c) of scale |c|.
- mul: both operands are rescaled to int32 with their zero points removed and
  multiplied exactly (shift 0; int16 products fit int32 too); the product has the scale s_a * s_b. A number
  c is the int8 code sign(c) of scale |c|.
Vela folds the input RESCALEs (of constants too, which keeps every operand
int8), the ADD/SUB/MUL and the output RESCALE (and clamp) into one NPU
elementwise operation.
"""

from __future__ import annotations

import numbers
from typing import Optional, Sequence, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.ops import phase
from armnpu.tosa.lowering import LoweringContext, QParams, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten

# Left shift of add/sub operands in int32: 8-bit inputs keep 20 fractional bits
# (TFLite's choice), far below overflow: 255 * 2**19 * 2 < 2**31. int16 ones keep 15 (the
# operands' factors are at most 2**14): 32768 * 2**14 * 2 < 2**31.
ADD_SHIFT = 20
ADD_SHIFT_INT16 = 15
NUMBER_FACTOR_BITS = 24  # 2**31 / 128: an int8 value times the factor fits int32
_INT32_MIN, _INT32_MAX = -(2**31), 2**31 - 1

_ADD = (aten.add.Tensor, aten.add.Scalar)
_SUB = (aten.sub.Tensor, aten.sub.Scalar)
_RSUB = (aten.rsub.Scalar,)  # the edge transform would decompose it into a float constant minus x
_MUL = (aten.mul.Tensor, aten.mul.Scalar)


# ---- operands, broadcasting and layouts ------------------------------------------------
def scalar(value: float) -> Value:
    """A rank-0 float32 constant Value."""
    return Value((), torch.float32, const=np.array(value, dtype=np.float32))


def operand(ctx: LoweringContext, arg) -> Value:
    """A node's Value, or a Python number as a rank-0 float32 constant."""
    if isinstance(arg, numbers.Number) and not isinstance(arg, bool):
        return scalar(float(arg))  # type: ignore[arg-type]  # typeshed: numbers.Number has no __float__ (fx scalars are int/float)
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
    name = ctx.emit(ts.Op.RESHAPE, [value.tensor_name, ctx.shape_const(lifted.tosa_shape)], lifted.tosa_shape, value.dtype)
    return lifted.replace(name=name)


def broadcast(
    ctx: LoweringContext, values: Sequence[Value], out_shape: Sequence[int]
) -> tuple[list[Value], tuple[int, ...]]:
    """`values` lifted to the rank of `out_shape` and brought to one layout, and that layout:
    the layout of a full-size tensor operand, so that the larger operand never moves."""
    lifted = [_lift_rank(ctx, v, len(out_shape)) for v in values]
    tensors = sorted((v for v in lifted if v.const is None), key=lambda v: v.shape != tuple(out_shape))
    layout = tensors[0].layout if tensors else tuple(range(len(out_shape)))
    return [ctx.to_layout(v, layout) for v in lifted], layout


def _out_shape(node: Node) -> tuple[int, ...]:
    return tuple(int(s) for s in node.meta["val"].shape)


def _shift_const(ctx: LoweringContext) -> str:
    return ctx.const(np.zeros(1), torch.int8, "shift")


def binary(ctx: LoweringContext, op, a: Value, b: Value, out_shape: Sequence[int], dtype: torch.dtype, **changes) -> Value:
    """Emit ADD/SUB/MUL (MUL with shift 0) on broadcast operands of `dtype`."""
    out_shape = tuple(int(s) for s in out_shape)
    (a, b), layout = broadcast(ctx, [a, b], out_shape)
    inputs = [a.tensor_name, b.tensor_name] + ([_shift_const(ctx)] if op == ts.Op.MUL else [])
    like = Value(out_shape, dtype, perm=layout if layout != tuple(range(len(out_shape))) else ())
    return ctx.op(op, inputs, like, **changes)


def _broadcast_shape(*shapes: Sequence[int]) -> tuple[int, ...]:
    return tuple(torch.broadcast_shapes(*(torch.Size(s) for s in shapes)))


def float_binary(ctx: LoweringContext, op, a: Value, b: Value) -> Value:
    """FP ADD/SUB/MUL of two Values (or a Value and `scalar(...)`) with torch broadcasting."""
    return binary(ctx, op, a, b, _broadcast_shape(a.shape, b.shape), torch.float32)


# ---- add / sub ---------------------------------------------------------------------------
def _add_sub_operands(ctx: LoweringContext, node: Node):
    """(op, a, b, alpha) for a op alpha * b; rsub(x, c, alpha) is c - alpha * x."""
    target = aten_target(node)
    a, b = operand(ctx, node.args[0]), operand(ctx, node.args[1])
    # alpha is keyword-only for .Tensor, positional too for .Scalar.
    alpha = float(cast(float, node.args[2] if len(node.args) > 2 else node.kwargs.get("alpha", 1)))
    if target in _RSUB:
        return ts.Op.SUB, b, a, alpha
    return (ts.Op.ADD if target in _ADD else ts.Op.SUB), a, b, alpha


def lower_add_sub_fp(ctx: LoweringContext, node: Node) -> Value:
    op, a, b, alpha = _add_sub_operands(ctx, node)
    if alpha != 1:
        if b.const is not None:
            b = b.replace(const=(b.const * np.float32(alpha)).astype(np.float32))
        else:
            b = float_binary(ctx, ts.Op.MUL, b, scalar(alpha))
    return binary(ctx, op, a, b, _out_shape(node), torch.float32)


def to_int32(ctx: LoweringContext, value: Value, factor: float, qparams: Optional[QParams], folded: bool = False) -> Value:
    """`value` as int32 with its zero point removed and scaled by `factor` by a TOSA RESCALE,
    constants too: Vela fuses a RESCALE of an 8-bit constant into the elementwise operation, but
    an int32 constant operand keeps the other operand's RESCALE a separate NPU pass. `folded`:
    Vela folds this RESCALE and the other operand's into the operation (LoweringContext.rescale)."""
    return ctx.rescale(value, factor, torch.int32, 0, out_qparams=qparams, folded_into_binary=folded)


def _is_number(value: Value) -> bool:
    """A float constant without quantization parameters: a Python number operand (.Scalar ops)."""
    return value.qparams is None and value.const is not None


def int32_qparams(scale: float) -> QParams:
    return QParams(np.asarray(scale, dtype=np.float64), 0, _INT32_MIN, _INT32_MAX)


def lower_add_sub_int(ctx: LoweringContext, node: Node) -> Value:
    op, a, b, alpha = _add_sub_operands(ctx, node)
    if alpha < 0:  # a + alpha b == a - |alpha| b: RESCALE takes non-negative factors only
        op = ts.Op.SUB if op == ts.Op.ADD else ts.Op.ADD
        alpha = -alpha
    weighted = [(a, 1.0), (b, alpha)]
    scales = [float(v.qparams.scale) * w for v, w in weighted if not _is_number(v)]
    peaks = [float(np.max(np.abs(v.const))) * w for v, w in weighted if _is_number(v)]
    shift = ADD_SHIFT_INT16 if torch.int16 in (a.dtype, b.dtype) else ADD_SHIFT
    # vela-workaround(5.2.0): the common scale keeps every RESCALE fusable (U85 MAXIMUM/MINIMUM)
    # A number is exact to the common scale's resolution; a large one coarsens that to keep its
    # RESCALE factor |c| / common below 2**24. Vela fuses a RESCALE into the operation only if
    # any int8 value times its factor fits int32, and on the U85 the other operand's RESCALE, left
    # unfused after a MAXIMUM or MINIMUM, clamps wrongly (Vela 5.2.0).
    common = int32_qparams(max([2 * max(scales) / 2**shift] + [peak / 2**NUMBER_FACTOR_BITS for peak in peaks]))
    folded = ctx.folds_both_rescales(a, b)
    a32, b32 = (_in_common_scale(ctx, v, w, common, folded) for v, w in weighted)
    return binary(ctx, op, a32, b32, _out_shape(node), torch.int32, qparams=common)


def _in_common_scale(ctx: LoweringContext, value: Value, weight: float, common: QParams, folded: bool) -> Value:
    """weight * `value` as int32 in units of the common scale."""
    factor = weight / float(common.scale)
    value = _quantize_number(value)
    return to_int32(ctx, value, float(value.known_qparams.scale) * factor, common, folded)


# ---- mul -----------------------------------------------------------------------------------
def lower_mul_fp(ctx: LoweringContext, node: Node) -> Value:
    a, b = operand(ctx, node.args[0]), operand(ctx, node.args[1])
    return binary(ctx, ts.Op.MUL, a, b, _out_shape(node), torch.float32)


def _quantize_number(value: Value) -> Value:
    """A number c as the int8 constant sign(c) of scale |c|: exact, and it enters the int32 domain
    through a RESCALE like any int8 operand, which Vela fuses into the operation."""
    if not _is_number(value):
        return value
    c = float(value.const_data.reshape(()))
    qparams = QParams(np.asarray(abs(c) or 1.0, dtype=np.float64), 0, -1, 1)
    return value.replace(const=np.sign(value.const_data).astype(np.int64), dtype=torch.int8, qparams=qparams)


def lower_mul_int(ctx: LoweringContext, node: Node) -> Value:
    a, b = (_quantize_number(operand(ctx, arg)) for arg in node.args[:2])
    product = int32_qparams(float(a.known_qparams.scale) * float(b.known_qparams.scale))
    folded = ctx.folds_both_rescales(a, b)
    a32, b32 = to_int32(ctx, a, 1.0, None, folded), to_int32(ctx, b, 1.0, None, folded)
    return binary(ctx, ts.Op.MUL, a32, b32, _out_shape(node), torch.int32, qparams=product)


# ---- int32 ---------------------------------------------------------------------------------------
def _int32_arithmetic(node: Node) -> bool:
    """int32 tensors (and integer numbers) in, int32 out: TOSA ADD/SUB/MUL as they are."""
    val = node.meta.get("val")
    if not isinstance(val, torch.Tensor) or val.dtype != torch.int32:
        return False
    tensors = [arg for arg in node.args[:2] if isinstance(arg, Node)]
    numbers_ok = all(isinstance(arg, int) and not isinstance(arg, bool) for arg in node.args[:2] if not isinstance(arg, Node))
    return numbers_ok and all(arg.meta["val"].dtype == torch.int32 for arg in tensors)


def _integer_operand(ctx: LoweringContext, arg) -> Value:
    if isinstance(arg, Node):
        return ctx.value(arg)
    return Value((), torch.int32, const=np.array(arg, dtype=np.int64))


def lower_int32_arithmetic(ctx: LoweringContext, node: Node) -> Value:
    target = aten_target(node)
    a, b = (_integer_operand(ctx, arg) for arg in node.args[:2])
    alpha = node.args[2] if len(node.args) > 2 else node.kwargs.get("alpha", 1)
    if target in _MUL:
        return binary(ctx, ts.Op.MUL, a, b, _out_shape(node), torch.int32)
    if target in _RSUB:
        a, b = b, a
    if alpha != 1:
        b = binary(ctx, ts.Op.MUL, b, Value((), torch.int32, const=np.array(alpha, dtype=np.int64)), b.shape, torch.int32)
    op = ts.Op.ADD if target in _ADD else ts.Op.SUB
    return binary(ctx, op, a, b, _out_shape(node), torch.int32)


def _or_int32(lowering):
    return lambda ctx, node: lower_int32_arithmetic(ctx, node) if _int32_arithmetic(node) else lowering(ctx, node)


# ---- support ---------------------------------------------------------------------------------
def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    val = node.meta.get("val")
    if _int32_arithmetic(node):
        return None
    if not isinstance(val, torch.Tensor) or not val.dtype.is_floating_point:
        return "only floating-point (or quantized) and int32 elementwise arithmetic is lowered"
    for arg in node.args[:2]:
        if isinstance(arg, Node):
            arg_val = arg.meta.get("val")
            if not isinstance(arg_val, torch.Tensor) or not arg_val.dtype.is_floating_point:
                return f"operand {arg.name} is not a floating-point tensor"
        elif not isinstance(arg, numbers.Number) or isinstance(arg, bool):
            return f"operand {arg!r} is neither a tensor nor a number"
    return None


register(
    OpRule(
        name="add_sub",
        lower_targets=(*_ADD, *_SUB, *_RSUB),
        quant_targets=(*_ADD, *_SUB, *_RSUB, aten.add_.Tensor, aten.add_.Scalar, aten.sub_.Tensor, aten.sub_.Scalar),
        quant=Quant.IO,
        fuses_activation=True,
        int16=True,
        support=_support,
        lower_int=_or_int32(lower_add_sub_int),
        lower_fp=_or_int32(lower_add_sub_fp),
        keep_undecomposed=_RSUB,
        samples=(
            Sample(lambda x, y: x + y, ((1, 3, 4, 5), (1, 3, 4, 5))),
            Sample(lambda x, y: torch.relu(x - y), ((2, 3, 4), (3, 1))),
            Sample(lambda x: 2.0 - x * 1.0, ((4, 6),)),
        ),
    )
)

def _phase_step(node: Node) -> bool:
    """A mul of a sinusoid's argument that the sinusoids' lowering computes modulo one turn."""
    return phase.lowered_exactly(phase.step_of_chain(node))


register(
    OpRule(
        name="mul",
        lower_targets=_MUL,
        quant_targets=(*_MUL, aten.mul_.Tensor, aten.mul_.Scalar),
        quant=Quant.IO,
        fuses_activation=True,
        int16=True,
        support=_support,
        lower_int=_or_int32(lambda ctx, node: (phase.lower_step if _phase_step(node) else lower_mul_int)(ctx, node)),
        lower_fp=_or_int32(lower_mul_fp),
        keeps_float_edges=_phase_step,
        samples=(
            Sample(lambda x, y: x * y, ((1, 3, 4, 5), (1, 1, 4, 5))),
            Sample(lambda x: x * 0.25, ((2, 8),)),
        ),
    )
)
