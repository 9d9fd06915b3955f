"""Comparisons (eq, ne, gt, ge, lt, le), logical and bitwise ops, and any/all.

Comparisons take two operands that share quantization parameters, so in the INT profile
they compare the int8 values themselves (as int32: TOSA's GREATER/EQUAL take int32 there).
A number operand c becomes an integer threshold in the operand's units, chosen so that the
comparison of codes equals the quantized model's comparison of float32 dequantized values.
lt/le swap the operands of GREATER/GREATER_EQUAL; ne is the LOGICAL_NOT of EQUAL.
The bool results stay bool: they feed where (SELECT, `ops/where.py`), logical ops or the CPU.
"""

from __future__ import annotations

import math
import numbers
from typing import Optional, Sequence, Union, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.annotation import annotate_sharing_first, float_tensor_inputs
from armnpu.ops.elementwise import binary, operand, to_int32
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Sample, aten_target, register
from armnpu.tosa.support import SupportContext
from armnpu.tosa.support_util import ethos_u55_lacks

aten = torch.ops.aten

# torch op → (TOSA op, operands swapped, result negated)
_COMPARISONS = {
    aten.eq: (ts.Op.EQUAL, False, False),
    aten.ne: (ts.Op.EQUAL, False, True),
    aten.gt: (ts.Op.GREATER, False, False),
    aten.ge: (ts.Op.GREATER_EQUAL, False, False),
    aten.lt: (ts.Op.GREATER, True, False),
    aten.le: (ts.Op.GREATER_EQUAL, True, False),
}
_COMPARISON_TARGETS = {getattr(packet, overload): packet for packet in _COMPARISONS for overload in ("Tensor", "Scalar")}
_INTEGER_DTYPES = (torch.int8, torch.int16, torch.int32)


def _attr(builder: str, *args):
    attr = ts.TosaSerializerAttribute()
    getattr(attr, builder)(*args)
    return attr


def _emit(ctx: LoweringContext, op, inputs: list[Value], node: Node, attr=None) -> Value:
    """`op` on one or two operands (broadcast), giving the node's shape and dtype. `attr`: the
    operator's attribute when it has fields."""
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    dtype = node.meta["val"].dtype
    if len(inputs) == 1:
        (x,) = inputs
        return ctx.op(op, [ctx.tensor(x)], x, attr, dtype=dtype, qparams=None)
    return binary(ctx, op, *cast(tuple[Value, Value], inputs), out_shape, dtype, attr=attr)  # two operands here


def _not(ctx: LoweringContext, value: Value) -> Value:
    return ctx.op(ts.Op.LOGICAL_NOT, [ctx.tensor(value)], value)


def _is_number(arg) -> bool:
    return isinstance(arg, numbers.Number) and not isinstance(arg, bool)


# ---- annotation --------------------------------------------------------------------------
def annotate_shared_inputs(node: Node, rule: OpRule, config) -> None:
    """Float inputs share the first one's qparams; a bool result is not quantized."""
    annotate_sharing_first(node, list(dict.fromkeys(float_tensor_inputs(node))), config, output_shares=False)


# ---- comparisons ---------------------------------------------------------------------------
def _threshold(c: float, scale: float, op, swapped: bool) -> int:
    """The integer t with q OP t ⇔ dequantize(q) OP c for every integer q (zero point removed),
    dequantized as the quantized model does it: in float32."""
    c32, s32 = np.float32(c), np.float32(scale)

    def first(predicate) -> int:  # the smallest integer n with predicate(f32(n) * s32); it is monotonic
        n = int(math.floor(c / scale)) - 2
        while not predicate(np.float32(n) * s32):
            n += 1
        return n

    if op == ts.Op.EQUAL:
        n = first(lambda real: real >= c32)
        return n if np.float32(n) * s32 == c32 else 2**31 - 1  # a value no int8 code reaches
    # q > t and t ≥ q are strict in q's favour: t is the last value not above c
    if (op == ts.Op.GREATER) != swapped:
        return first(lambda real: real > c32) - 1
    return first(lambda real: real >= c32)


def _int_operand(ctx: LoweringContext, value: Value) -> Value:
    """A quantized value as int32 without its zero point; integer values as they are."""
    if value.qparams is None:
        return value
    return to_int32(ctx, value, 1.0, None)


def lower_comparison_int(ctx: LoweringContext, node: Node) -> Value:
    op, swapped, negated = _COMPARISONS[_COMPARISON_TARGETS[aten_target(node)]]
    a = ctx.value(node.args[0])
    if _is_number(node.args[1]):
        scale = 1.0 if a.qparams is None else float(a.qparams.scale)
        threshold = _threshold(float(cast(float, node.args[1])), scale, op, swapped)
        b = Value((), torch.int32, const=np.array(threshold, dtype=np.int64))
    else:
        b = ctx.value(node.args[1])
    a, b = _int_operand(ctx, a), _int_operand(ctx, b)
    if a.dtype != b.dtype:  # int8 against an int32 constant
        a, b = (v if v.dtype == torch.int32 else _as_int32(ctx, v) for v in (a, b))
    if swapped:
        a, b = b, a
    result = _emit(ctx, op, [a, b], node)
    return _not(ctx, result) if negated else result


def _as_int32(ctx: LoweringContext, value: Value) -> Value:
    if value.const is not None:
        return value.replace(dtype=torch.int32)
    return ctx.op(ts.Op.CAST, [ctx.tensor(value)], value, dtype=torch.int32)


def lower_comparison_fp(ctx: LoweringContext, node: Node) -> Value:
    op, swapped, negated = _COMPARISONS[_COMPARISON_TARGETS[aten_target(node)]]
    a, b = operand(ctx, node.args[0]), operand(ctx, node.args[1])
    if b.const is not None and a.dtype != torch.float32:
        b = b.replace(dtype=a.dtype, const=b.const.astype(np.int64))
    if swapped:
        a, b = b, a
    result = _emit(ctx, op, [a, b], node)
    return _not(ctx, result) if negated else result


def _comparison_support(node: Node, ctx: SupportContext) -> Optional[str]:
    lacking = ethos_u55_lacks(ctx, "a comparison")
    if lacking:
        return lacking
    for arg in node.args[:2]:
        if isinstance(arg, Node):
            dtype = arg.meta["val"].dtype
            if not (dtype.is_floating_point or dtype in _INTEGER_DTYPES):
                return f"operand {arg.name} is {dtype}; comparisons take float or int8/16/32 tensors"
        elif not _is_number(arg):
            return f"operand {arg!r} is neither a tensor nor a number"
    if isinstance(node.args[1], Node) and arg_node(node, 0).meta["val"].dtype != arg_node(node, 1).meta["val"].dtype:
        return "operands of different dtypes"
    return None


register(
    OpRule(
        name="comparison",
        lower_targets=tuple(_COMPARISON_TARGETS),
        quant=annotate_shared_inputs,
        support=_comparison_support,
        lower_int=lower_comparison_int,
        lower_fp=lower_comparison_fp,
        samples=(
            Sample(lambda x, y: torch.where(x > y, x, y), ((2, 3, 4), (2, 3, 4))),
            Sample(lambda x: torch.where(x <= 0.3, x, x * 0.5), ((4, 8),)),
            Sample(lambda x, y: torch.where(torch.ne(x, y), x, y), ((1, 4, 5), (1, 1, 5))),
        ),
    )
)


# ---- logical and bitwise -------------------------------------------------------------------
_LOGICAL = {
    aten.logical_and.default: ts.Op.LOGICAL_AND,
    aten.logical_or.default: ts.Op.LOGICAL_OR,
    aten.logical_xor.default: ts.Op.LOGICAL_XOR,
    aten.logical_not.default: ts.Op.LOGICAL_NOT,
}
# Bitwise ops on bool tensors are the logical ones.
_BITWISE = {
    aten.bitwise_and.Tensor: (ts.Op.BITWISE_AND, aten.logical_and.default),
    aten.bitwise_or.Tensor: (ts.Op.BITWISE_OR, aten.logical_or.default),
    aten.bitwise_xor.Tensor: (ts.Op.BITWISE_XOR, aten.logical_xor.default),
    aten.bitwise_not.default: (ts.Op.BITWISE_NOT, aten.logical_not.default),
}
_BITWISE.update({
    aten.bitwise_and.Scalar: _BITWISE[aten.bitwise_and.Tensor],
    aten.bitwise_or.Scalar: _BITWISE[aten.bitwise_or.Tensor],
    aten.bitwise_xor.Scalar: _BITWISE[aten.bitwise_xor.Tensor],
})
_SHIFTS = (aten.bitwise_left_shift.Tensor, aten.bitwise_left_shift.Tensor_Scalar,
           aten.__lshift__.Scalar, aten.__lshift__.Tensor)
_RIGHT_SHIFTS = (aten.bitwise_right_shift.Tensor, aten.bitwise_right_shift.Tensor_Scalar,
                 aten.__rshift__.Scalar, aten.__rshift__.Tensor)


def _logical_operand(ctx: LoweringContext, arg, like: Value) -> Value:
    if isinstance(arg, Node):
        return ctx.value(arg)
    return Value((), like.dtype, const=np.array(arg, dtype=np.bool_ if like.dtype == torch.bool else np.int64))


def lower_logical(ctx: LoweringContext, node: Node) -> Value:
    target = aten_target(node)
    first = ctx.value(node.args[0])
    inputs = [first] + [_logical_operand(ctx, arg, first) for arg in node.args[1:2]]
    if target in _RIGHT_SHIFTS:  # torch shifts signed integers arithmetically, truncating
        return _shift(ctx, ts.Op.ARITHMETIC_RIGHT_SHIFT, inputs, node, _truncating_shift())
    if target in _SHIFTS:
        return _shift(ctx, ts.Op.LOGICAL_LEFT_SHIFT, inputs, node)
    if target in _BITWISE:
        bitwise, logical = _BITWISE[target]
        op = _LOGICAL[logical] if first.dtype == torch.bool else bitwise
    else:
        op = _LOGICAL[target]
    return _emit(ctx, op, inputs, node)


def _truncating_shift():
    """The attribute of an ARITHMETIC_RIGHT_SHIFT without rounding."""
    return _attr("ArithmeticRightShiftAttribute", False)


def _shift(ctx: LoweringContext, op, inputs: list[Value], node: Node, attr=None) -> Value:
    dtype = node.meta["val"].dtype
    if not ctx.target.is_u55_like or dtype == torch.int32:
        return _emit(ctx, op, inputs, node, attr)
    # Vela shifts int32 only on the U55/U65: widen, shift, and narrow.
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    operands = cast(tuple[Value, Value], (_as_int32(ctx, v) for v in inputs))  # two: a shift's
    wide = binary(ctx, op, *operands, out_shape, torch.int32, attr=attr)
    if op == ts.Op.LOGICAL_LEFT_SHIFT:
        wide = _wrap(ctx, wide, torch.iinfo(dtype).bits, out_shape)
    return ctx.op(ts.Op.CAST, [ctx.tensor(wide)], wide, dtype=dtype)


def _wrap(ctx: LoweringContext, wide: Value, bits: int, out_shape: tuple[int, ...]) -> Value:
    """v - ((v + 2^(bits-1)) >> bits << bits): int32 `wide` wrapped into the signed `bits`-bit
    range, as torch's narrow integers overflow (the NPU's narrowing CAST saturates instead)."""
    def number(n: int) -> Value:
        return Value((), torch.int32, const=np.array(n))

    def emit(op, a, b, attr=None):
        return binary(ctx, op, a, b, out_shape, torch.int32, attr=attr)

    offset = emit(ts.Op.ADD, wide, number(1 << (bits - 1)))
    high = emit(ts.Op.ARITHMETIC_RIGHT_SHIFT, offset, number(bits), _truncating_shift())
    multiple = emit(ts.Op.LOGICAL_LEFT_SHIFT, high, number(bits))
    return emit(ts.Op.SUB, wide, multiple)


def _logical_support(node: Node, ctx: SupportContext) -> Optional[str]:
    is_shift = aten_target(node) in _SHIFTS or aten_target(node) in _RIGHT_SHIFTS
    lacking = None if is_shift else ethos_u55_lacks(ctx, "a logical or bitwise op")
    if lacking:
        return lacking
    allowed = (torch.bool,) if aten_target(node) in _LOGICAL else (torch.bool, *_INTEGER_DTYPES)
    tensors = [arg for arg in node.args if isinstance(arg, Node)]
    for arg in tensors:
        if arg.meta["val"].dtype not in allowed:
            return f"operand {arg.name} is {arg.meta['val'].dtype}; accepted: {', '.join(map(str, allowed))}"
    if len({arg.meta["val"].dtype for arg in tensors}) > 1:
        return "operands of different dtypes"
    if any(not isinstance(arg, (Node, int)) for arg in node.args[:2]):
        return "number operands must be integers"
    return None


register(
    OpRule(
        name="logical",
        lower_targets=(*_LOGICAL, *_BITWISE, *_SHIFTS, *_RIGHT_SHIFTS),
        support=_logical_support,
        lower_int=lower_logical,
        lower_fp=lower_logical,
        samples=(
            Sample(lambda x, y: torch.where(torch.logical_and(x > 0, y > 0), x, y), ((2, 6), (2, 6))),
            Sample(lambda x, y: torch.where(torch.logical_not((x > 0) | (y < 0)), x, y), ((2, 6), (2, 6))),
        ),
    )
)


# ---- any / all -------------------------------------------------------------------------------
_BOOL_REDUCTIONS = {
    aten.any.default: (ts.Op.REDUCE_ANY, "ReduceAnyAttribute"),
    aten.any.dim: (ts.Op.REDUCE_ANY, "ReduceAnyAttribute"),
    aten.any.dims: (ts.Op.REDUCE_ANY, "ReduceAnyAttribute"),
    aten.all.default: (ts.Op.REDUCE_ALL, "ReduceAllAttribute"),
    aten.all.dim: (ts.Op.REDUCE_ALL, "ReduceAllAttribute"),
    aten.all.dims: (ts.Op.REDUCE_ALL, "ReduceAllAttribute"),
}


def lower_bool_reduction(ctx: LoweringContext, node: Node) -> Value:
    """One REDUCE_ANY/ALL per reduced dim (each keeps it as 1), then the result's shape."""
    op, builder = _BOOL_REDUCTIONS[aten_target(node)]
    x = ctx.to_layout(ctx.value(node.args[0]), tuple(range(len(arg_node(node, 0).meta["val"].shape))))
    dims = cast(Union[int, Sequence[int]], node.args[1]) if len(node.args) > 1 and node.args[1] is not None else list(range(x.rank))
    for dim in sorted({d % x.rank for d in ([dims] if isinstance(dims, int) else dims)}):
        shape = tuple(1 if i == dim else n for i, n in enumerate(x.shape))
        x = ctx.op(op, [x.tensor_name], x, _attr(builder, dim), shape=shape)
    out_shape = tuple(int(n) for n in node.meta["val"].shape)
    return x if x.shape == out_shape else ctx.reshape(x, out_shape)


def _bool_reduction_support(node: Node, ctx: SupportContext) -> Optional[str]:
    lacking = ethos_u55_lacks(ctx, "any/all")
    if lacking:
        return lacking
    if arg_node(node, 0).meta["val"].dtype != torch.bool:
        return "any/all are lowered for bool tensors"
    return None


register(
    OpRule(
        name="any_all",
        lower_targets=tuple(_BOOL_REDUCTIONS),
        support=_bool_reduction_support,
        lower_int=lower_bool_reduction,
        lower_fp=lower_bool_reduction,
        samples=(Sample(lambda x, y: torch.where(torch.any(x > 0.5, -1, keepdim=True), y, x), ((2, 3, 4), (2, 3, 4))),),
    )
)
