"""Comparisons (eq, ne, gt, ge, lt, le), logical and bitwise ops, and where.

Comparisons take two operands that share quantization parameters, so in the INT profile
they compare the int8 values themselves (as int32: TOSA's GREATER/EQUAL take int32 there).
A number operand c becomes an integer threshold in the operand's units, chosen so that the
comparison of codes equals the quantized model's comparison of float32 dequantized values.
lt/le swap the operands of GREATER/GREATER_EQUAL; ne is the LOGICAL_NOT of EQUAL.
The bool results stay bool: they feed where (SELECT), logical ops or the CPU.

where(cond, a, b) shares one set of quantization parameters between a, b and its result,
so SELECT picks int8 values as they are.
"""

from __future__ import annotations

import math
import numbers
from typing import Optional

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node
from torchao.quantization.pt2e.quantizer import SharedQuantizationSpec

from armnpu.graph_facts import MASK_FILL_MAGNITUDE, is_constant
from armnpu.ops.annotation import float_tensor_inputs, set_annotation
from armnpu.ops.elementwise import binary, broadcast, operand, to_int32
from armnpu.ops.minmax import extremum
from armnpu.targets import VELA_LIMITS
from armnpu.tosa.lowering import LoweringContext, Value, quantized_constant
from armnpu.tosa.qdq import DEQUANTIZE_OPS
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
    return binary(ctx, op, *inputs, out_shape, dtype, attr=attr)


def _not(ctx: LoweringContext, value: Value) -> Value:
    return ctx.op(ts.Op.LOGICAL_NOT, [ctx.tensor(value)], value)


def _is_number(arg) -> bool:
    return isinstance(arg, numbers.Number) and not isinstance(arg, bool)


# ---- annotation --------------------------------------------------------------------------
def annotate_shared_inputs(node: Node, rule: OpRule, config) -> None:
    """Float inputs share the first one's qparams; a bool result is not quantized."""
    inputs = list(dict.fromkeys(float_tensor_inputs(node)))
    if not inputs:
        return
    first = inputs[0]
    shared = SharedQuantizationSpec((first, node))
    set_annotation(node, {first: config.input_activation, **{other: shared for other in inputs[1:]}}, None)


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
        threshold = _threshold(float(node.args[1]), scale, op, swapped)
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
    if isinstance(node.args[1], Node) and node.args[0].meta["val"].dtype != node.args[1].meta["val"].dtype:
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
    wide = binary(ctx, op, *(_as_int32(ctx, v) for v in inputs), out_shape, torch.int32, attr=attr)
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
    x = ctx.to_layout(ctx.value(node.args[0]), tuple(range(len(node.args[0].meta["val"].shape))))
    dims = node.args[1] if len(node.args) > 1 and node.args[1] is not None else list(range(x.rank))
    for dim in sorted({d % x.rank for d in ([dims] if isinstance(dims, int) else dims)}):
        shape = tuple(1 if i == dim else n for i, n in enumerate(x.shape))
        x = ctx.op(op, [x.name], x, _attr(builder, dim), shape=shape)
    out_shape = tuple(int(n) for n in node.meta["val"].shape)
    return x if x.shape == out_shape else ctx.reshape(x, out_shape)


def _bool_reduction_support(node: Node, ctx: SupportContext) -> Optional[str]:
    lacking = ethos_u55_lacks(ctx, "any/all")
    if lacking:
        return lacking
    if node.args[0].meta["val"].dtype != torch.bool:
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


# ---- where -----------------------------------------------------------------------------------
_NO_OP_VIEWS = (aten.detach.default, aten.detach_.default, aten.alias.default)


def _is_fill_constant(node: Node) -> bool:
    """A constant at or past float32's ends (a mask's fill value), also behind a detach."""
    while node.op == "call_function" and node.target in _NO_OP_VIEWS:
        node = node.args[0]
    if node.op != "get_attr":
        return False
    data = getattr(node.graph.owning_module, node.target, None)
    return isinstance(data, torch.Tensor) and bool((data.abs() >= MASK_FILL_MAGNITUDE).any())


def _annotate_where(node: Node, rule: OpRule, config) -> None:
    """Choices and result share qparams. A fill constant at float32's ends (an attention mask's)
    is left out: an observer seeing it would lose all resolution; the lowering saturates it to
    the range's end."""
    inputs = [arg for arg in dict.fromkeys(float_tensor_inputs(node)) if not _is_fill_constant(arg)]
    if not inputs:
        return
    first = inputs[0]
    shared = SharedQuantizationSpec((first, node))
    set_annotation(node, {first: config.input_activation, **{other: shared for other in inputs[1:]}}, shared)


def lower_where(ctx: LoweringContext, node: Node) -> Value:
    cond, a, b = (operand(ctx, arg) for arg in node.args[:3])
    reference = a if a.const is None else b
    a, b = quantized_constant(a, reference), quantized_constant(b, reference)
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    if ctx.target.is_u55_like:
        return _where_by_bounds(ctx, cond, a, b, out_shape)
    (cond, a, b), layout = broadcast(ctx, [cond, a, b], out_shape)
    like = Value(out_shape, a.dtype, perm=layout if layout != tuple(range(len(out_shape))) else (), qparams=a.qparams)
    return ctx.op(ts.Op.SELECT, [cond.name, a.name, b.name], like)


def _where_by_bounds(ctx: LoweringContext, cond: Value, a: Value, b: Value, out_shape: tuple[int, ...]) -> Value:
    """where(cond, a, b) for a constant cond and one constant choice (an attention mask), without
    SELECT, which the U55/U65 lack: the tensor choice x becomes min(max(x, lower), upper) with
    per-element int8 bounds, the int8 range where x is chosen and the constant's code elsewhere.
    A bound that is the range's end everywhere (a fill saturated to the lowest code) is left out."""
    x, fill, chosen = (a, b, cond.const.astype(bool)) if a.const is None else (b, a, ~cond.const.astype(bool))
    q = x.qparams
    shape = np.broadcast_shapes(chosen.shape, fill.const.shape)
    chosen, codes = np.broadcast_to(chosen, shape), np.broadcast_to(fill.const, shape)
    dense = _burst_shape(out_shape) if x.shape == out_shape and not x.perm else None
    result = ctx.reshape(x, dense) if dense else x
    for op, end in ((ts.Op.MAXIMUM, q.qmin), (ts.Op.MINIMUM, q.qmax)):
        bound = np.where(chosen, end, codes)
        if dense:
            bound = np.broadcast_to(bound, out_shape).reshape(dense)
        if (bound != end).any():
            result = extremum(ctx, op, result, Value(bound.shape, x.dtype, const=bound, qparams=q), result.shape)
    return ctx.reshape(result, out_shape) if dense else result


def _burst_shape(shape: tuple[int, ...]) -> Optional[tuple[int, ...]]:
    """The elements of `shape` as one NHWC row 16 deep, or None if they do not fit one.
    Vela reads the per-element bounds from flash in bursts of one row of channels unless the
    depth fills its block: [1, 4, 4, 12] attention scores cost 1,536 cycles on the U55, as
    [1, 1, 12, 16] 192 (as [1, 3, 4, 16] 384), and the RESHAPEs around them are free."""
    width, rest = divmod(math.prod(shape), 16)
    return None if rest or width >= VELA_LIMITS.axis else (1, 1, width, 16)


def _where_support(node: Node, ctx: SupportContext) -> Optional[str]:
    if ctx.is_u55_like:
        return _u55_where_reason(node)
    cond = node.args[0]
    if not isinstance(cond, Node) or cond.meta["val"].dtype != torch.bool:
        return "the condition must be a bool tensor"
    dtypes = {arg.meta["val"].dtype for arg in node.args[1:3] if isinstance(arg, Node)}
    if len(dtypes) > 1:
        return "the two choices have different dtypes"
    return None


def _is_constant_value(node: Node) -> bool:
    """A constant, or a quantized one: the dequantization of a constant."""
    return is_constant(node) or (aten_target(node) in DEQUANTIZE_OPS and is_constant(node.args[0]))


def _u55_where_reason(node: Node) -> Optional[str]:
    cond, *choices = node.args[:3]
    tensors = [c for c in choices if isinstance(c, Node) and not _is_constant_value(c)]
    if (not is_constant(cond) or cond.meta["val"].dtype != torch.bool or len(tensors) != 1
            or not tensors[0].meta["val"].dtype.is_floating_point):
        return ("where on the Ethos-U55/U65 (no SELECT) needs a constant condition, one quantized tensor "
                "choice and one constant one")
    return None


register(
    OpRule(
        name="where",
        lower_targets=(aten.where.self,),
        quant=_annotate_where,
        support=_where_support,
        lower_int=lower_where,
        lower_fp=lower_where,
        quantizes_float_constants=True,
        lowers_constant_bools=True,
        samples=(Sample(lambda x, y: torch.where(x > 0, x, y), ((2, 3, 4), (2, 3, 4))),
                 Sample(lambda x, y: torch.where(x > 0.5, y, x), ((4, 8), (1, 8)))),
    )
)
