"""Unary elementwise functions: a TOSA TABLE in the INT profile, TOSA ops in FP.

INT: an int8 input has only 256 codes, so f becomes a 256-entry int8 lookup
table, entry i + 128 = Q_out(f(DQ_in(i))). The entries are computed with the
very torch ops the quantized model runs — dequantize_per_tensor, the node's own
ATen op with its arguments, quantize_per_tensor, all in float32 — so the table
reproduces the quantized model exactly (round half to even, clamping, NaN and
infinity handling included).

INT, int16 (a16w8): TOSA's int16 TABLE holds 513 int16 entries, one every 128
input codes, and interpolates linearly between them into an int32 with 7
fractional bits, which a RESCALE by 2**-7 rounds to int16 (Vela runs both as one
LUT_S16_S16). The entries are the least-squares fit of that interpolation to the
quantized model's output codes for all 65,536 input codes, or, where the output
saturates inside a segment, to the function itself in units of two codes (a
RESCALE by 2**-6 and a CLAMP: two NPU passes). They cannot follow
the model exactly (513 points for 65,536 codes): a table is lowered when its
rounded result is at most MAX_INT16_TABLE_QUANTA off the model for every input
code, else the op stays on the CPU and the reason gives the figure. Curvature
over a wide input range (exp of scores spanning 8), a saturation kink inside a
segment and a discontinuity (rsqrt, reciprocal at 0) are what exceed it.

FP: SIGMOID, TANH, EXP, LOG directly; the rest composed from ADD/MUL/CLAMP
with constants (hardswish = x * clamp(x + 3, 0, 6) / 6, ...). Functions
without an FP lowering decompose in the edge transform as usual.

Adding a function is one `TableFunction` entry in FUNCTIONS.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from dataclasses import dataclass
from typing import Callable, Optional, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops import phase
from armnpu.ops.elementwise import float_binary, scalar
from armnpu.tosa.lowering import LoweringContext, QParams, Value
from armnpu.tosa.qdq import DEQUANTIZE_OPS, QUANTIZE_OPS, output_quant, qparams_of, quantize_user
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
_QD = torch.ops.quantized_decomposed
_FLOAT_MAX = float(torch.finfo(torch.float32).max)

FloatLowering = Callable[[LoweringContext, Value, Node], Value]


# ---- INT: the table --------------------------------------------------------------------------
def make_table(node: Node, in_q: QParams, out_q: QParams) -> np.ndarray:
    """The 256 int8 outputs of the quantized model's dq → f → q for input codes -128..127."""
    codes = torch.arange(-128, 128, dtype=torch.int8)
    real = _QD.dequantize_per_tensor(codes, float(in_q.scale), in_q.zero_point, in_q.qmin, in_q.qmax, torch.int8)
    result = aten_target(node)(real, *node.args[1:], **node.kwargs)
    out = _QD.quantize_per_tensor(result, float(out_q.scale), out_q.zero_point, out_q.qmin, out_q.qmax, torch.int8)
    return out.numpy()


def _output_qparams(node: Node) -> QParams:
    # The partitioner only delegates the op when every user is a quantize node.
    return qparams_of(cast(Node, quantize_user(node)))


def lower_table_int(ctx: LoweringContext, node: Node) -> Value:
    x = ctx.value(node.args[0])
    out_q = _output_qparams(node)
    table = ctx.const(make_table(node, x.known_qparams, out_q), torch.int8, "table")
    return ctx.op(ts.Op.TABLE, [ctx.tensor(x), table], x, dtype=torch.int8, qparams=out_q, clamp=None)


# How far an int16 table may be from the quantized model, in int16 quanta: 1/16 of the step int8
# activations would have over the same range (65,534 / 254 quanta), so a16w8 keeps 4 of its 8
# extra bits through the table.
MAX_INT16_TABLE_QUANTA = 16
# TOSA's int16 TABLE: an entry every _STEP codes from -32768, and the last one at 32768.
_STEP = 128
_FRACTION_BITS = 7
_INT16_CODES = np.arange(-32768, 32768)


@dataclass(frozen=True)
class Int16Table:
    entries: np.ndarray  # the 513 int16 entries
    unit: int  # output quanta per entry unit: 1, or 2 to follow the function past a saturation
    worst: int  # the most output codes the rounded interpolation is off the quantized model
    steps_fit: bool = True  # every step between neighbouring entries fits int16 (TOSA's bound)

    @property
    def fraction_bits(self) -> int:
        """The RESCALE after the TABLE multiplies by 2**-fraction_bits."""
        return _FRACTION_BITS - (self.unit - 1)


def _function_key(node: Node) -> tuple:
    """What an int16 table depends on besides the qparams: the op and its other arguments."""
    return (aten_target(node), tuple(node.args[1:]), tuple(sorted(node.kwargs.items())))


def make_int16_table(node: Node, in_q: QParams, out_q: QParams) -> Int16Table:
    return _int16_table(_function_key(node), float(in_q.scale), float(out_q.scale), out_q.qmin, out_q.qmax)


@functools.lru_cache(maxsize=64)
def _int16_table(key: tuple, in_scale: float, out_scale: float, qmin: int, qmax: int) -> Int16Table:
    """The closer of two fits: entries in output codes, fitted to the model's codes; or entries in
    units of two codes fitted to the function itself, unsaturated, so that a segment holding the
    input where the output saturates follows the function past it (the CLAMP after the RESCALE
    saturates it where the model does); the first alone cannot, its entries stop at the limit."""
    op, args, kwargs = key
    codes = torch.from_numpy(_INT16_CODES).to(torch.int16)
    real = _QD.dequantize_per_tensor(codes, in_scale, 0, -32768, 32767, torch.int16)
    result = op(real, *args, **dict(kwargs))
    want = _QD.quantize_per_tensor(result, out_scale, 0, qmin, qmax, torch.int16).numpy().astype(np.int64)
    scaled = (result / out_scale).numpy().astype(np.float64)
    # Outside the function's domain (NaN) the model's codes; infinities as far as units of two reach.
    unsaturated = np.where(np.isnan(scaled), want, np.clip(scaled, -(2**16), 2**16))
    tables = [_checked(np.round(_fit_piecewise_linear(target / unit)), unit, want, qmin, qmax)
              for unit, target in ((1, want.astype(np.float64)), (2, unsaturated))]
    return min(tables, key=lambda table: (not table.steps_fit, table.worst))


def _checked(entries: np.ndarray, unit: int, want: np.ndarray, qmin: int, qmax: int) -> Int16Table:
    """The table of `entries` (clipped to int16) and how far it is from `want`."""
    entries = np.clip(entries, -32768, 32767).astype(np.int64) if unit > 1 else np.clip(entries, qmin, qmax).astype(np.int64)
    table = Int16Table(entries, unit, 0)
    if np.abs(np.diff(entries)).max() > 32767:
        return dataclasses.replace(table, steps_fit=False)
    got = np.clip(_interpolate(entries, table.fraction_bits), qmin, qmax)
    valid = _INT16_CODES >= -32767  # the symmetric input never holds -32768
    return dataclasses.replace(table, worst=int(np.abs(got - want)[valid].max()))


def _fit_piecewise_linear(target: np.ndarray) -> np.ndarray:
    """The 513 knots whose linear interpolation (every _STEP codes) fits `target` (one value per
    int16 code) best in least squares: a tridiagonal system, one segment's four sums at a time."""
    t = np.arange(_STEP) / _STEP
    segments = target.reshape(-1, _STEP)
    normal = np.zeros((len(segments) + 1, len(segments) + 1))
    rhs = np.zeros(len(segments) + 1)
    for i, y in enumerate(segments):
        normal[i, i] += np.sum((1 - t) ** 2)
        normal[i + 1, i + 1] += np.sum(t**2)
        normal[i, i + 1] += np.sum(t * (1 - t))
        normal[i + 1, i] += np.sum(t * (1 - t))
        rhs[i] += np.sum(y * (1 - t))
        rhs[i + 1] += np.sum(y * t)
    # The last knot (input 32768) is reached by no code but t = 0 of a segment past the end: the
    # fit leaves it to the last segment's slope.
    return np.linalg.solve(normal, rhs)


def _interpolate(entries: np.ndarray, fraction_bits: int) -> np.ndarray:
    """TOSA TABLE int16 then RESCALE by 2**-fraction_bits (round half up) for every int16 code."""
    offset = _INT16_CODES + 32768
    base, fraction = entries[offset >> _FRACTION_BITS], offset & (_STEP - 1)
    following = entries[(offset >> _FRACTION_BITS) + 1]
    wide = (base << _FRACTION_BITS) + (following - base) * fraction
    return (wide + (1 << (fraction_bits - 1))) >> fraction_bits


def lower_table_int16(ctx: LoweringContext, node: Node) -> Value:
    """An int16 input to int16, or to int8 (the angle of a sinusoid, armnpu.ops.phase): the table in
    output codes without the zero point, which the RESCALE adds."""
    x = ctx.value(node.args[0])
    out_q, out_dtype = output_quant(node)
    zp = out_q.zero_point
    table = make_int16_table(node, x.known_qparams, dataclasses.replace(out_q, qmin=out_q.qmin - zp, qmax=out_q.qmax - zp))
    entries = ctx.const(table.entries, torch.int16, "table")
    wide = ctx.op(ts.Op.TABLE, [ctx.tensor(x), entries], x, dtype=torch.int32, qparams=None, clamp=None)
    result = ctx.rescale(wide, 2.0**-table.fraction_bits, out_dtype, zp, in_zp=0, out_qparams=out_q)
    # Entries in output codes keep every interpolation in range; in units of two they pass the limit.
    return result if table.unit == 1 else ctx.clamp_int(result, out_q.qmin, out_q.qmax)


def lower_table(ctx: LoweringContext, node: Node) -> Value:
    return (lower_table_int16 if ctx.value(node.args[0]).dtype == torch.int16 else lower_table_int)(ctx, node)


def _quantized_io(node: Node, ctx: SupportContext) -> Optional[str]:
    if not ctx.integer:
        return None
    source = node.args[0]
    in_dtype = arg_node(source, 0).meta["val"].dtype if isinstance(source, Node) and aten_target(source) in DEQUANTIZE_OPS else None
    outputs = [user for user in node.users if aten_target(user) in QUANTIZE_OPS]
    out_dtypes = {user.meta["val"].dtype for user in outputs}
    if in_dtype not in (None, torch.int8, torch.int16) or out_dtypes - {in_dtype or torch.int8}:
        return f"tables map int8 to int8 or int16 to int16 (the input is {in_dtype}, the output {sorted(map(str, out_dtypes))})"
    if in_dtype == torch.int16 and outputs:
        table = make_int16_table(node, qparams_of(cast(Node, source)), qparams_of(outputs[0]))
        if not table.steps_fit:
            return ("its int16 table (513 entries, interpolated) would step by more than int16 holds between "
                    "neighbouring entries (TOSA's bound): the function jumps")
        if table.worst > MAX_INT16_TABLE_QUANTA:
            return (f"its int16 table (513 entries, interpolated) would be {table.worst} quanta off the quantized "
                    f"model for some input; armnpu lowers int16 tables within {MAX_INT16_TABLE_QUANTA} quanta")
    return None


# ---- FP: direct and composed -----------------------------------------------------------------
def _unary(ctx: LoweringContext, op, x: Value) -> Value:
    return ctx.op(op, [ctx.tensor(x)], x)


def _direct(op) -> FloatLowering:
    return lambda ctx, x, node: _unary(ctx, op, x)


def _add(ctx: LoweringContext, a: Value, b: Value) -> Value:
    return float_binary(ctx, ts.Op.ADD, a, b)


def _mul(ctx: LoweringContext, a: Value, b: Value) -> Value:
    return float_binary(ctx, ts.Op.MUL, a, b)


def _positive_part(ctx: LoweringContext, x: Value) -> Value:
    return ctx.clamp_float(x, 0.0, _FLOAT_MAX)


def _negative_part(ctx: LoweringContext, x: Value) -> Value:
    return ctx.clamp_float(x, -_FLOAT_MAX, 0.0)


def _relu6_of_x_plus_3(ctx: LoweringContext, x: Value) -> Value:
    return ctx.clamp_float(_add(ctx, x, scalar(3.0)), 0.0, 6.0)


def _hardsigmoid_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    return _mul(ctx, _relu6_of_x_plus_3(ctx, x), scalar(1 / 6))


def _hardswish_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    return _mul(ctx, _mul(ctx, x, _relu6_of_x_plus_3(ctx, x)), scalar(1 / 6))


def _silu_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    return _mul(ctx, x, _unary(ctx, ts.Op.SIGMOID, x))


def _arg(node: Node, index: int, name: str, default):
    return node.args[index] if len(node.args) > index else node.kwargs.get(name, default)


def _sqrt_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    # 1 / rsqrt(x): exact zeros (rsqrt(0) = inf), where x * rsqrt(x) would give NaN.
    inverse_root = _unary(ctx, ts.Op.RSQRT, x)
    return _unary(ctx, ts.Op.RECIPROCAL, inverse_root)


def _pow_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    """Small integer powers as products (exact, any sign), others through TOSA POW (x > 0)."""
    exponent = float(cast(float, node.args[1]))
    if exponent.is_integer() and 1 <= abs(exponent) <= 4:
        result = x
        for _ in range(int(abs(exponent)) - 1):
            result = _mul(ctx, result, x)
        return result if exponent > 0 else _unary(ctx, ts.Op.RECIPROCAL, result)
    power = ctx.const(np.full([1] * x.rank, exponent), torch.float32, "exponent")
    return ctx.op(ts.Op.POW, [ctx.tensor(x), power], x)


def _sign_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    # clamp(x · 2¹²⁷, -1, 1): ±1 for every normal float (the product of the smallest is 2), 0 for 0.
    return ctx.clamp_float(_mul(ctx, x, scalar(2.0**127)), -1.0, 1.0)


def _trunc_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    magnitude = _unary(ctx, ts.Op.FLOOR, _unary(ctx, ts.Op.ABS, x))
    return _mul(ctx, magnitude, _sign_fp(ctx, x, node))


def _gelu_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    if _arg(node, 1, "approximate", "none") == "tanh":
        # 0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3)))
        cube = _mul(ctx, _mul(ctx, x, x), x)
        inner = _mul(ctx, _add(ctx, x, _mul(ctx, cube, scalar(0.044715))), scalar(math.sqrt(2 / math.pi)))
        gate = _unary(ctx, ts.Op.TANH, inner)
    else:
        # 0.5 x (1 + erf(x / sqrt(2)))
        gate = _unary(ctx, ts.Op.ERF, _mul(ctx, x, scalar(math.sqrt(0.5))))
    return _mul(ctx, _mul(ctx, x, scalar(0.5)), _add(ctx, gate, scalar(1.0)))


def _elu_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    # scale * (max(x, 0) + alpha * (exp(min(x, 0) * input_scale) - 1))
    alpha = float(_arg(node, 1, "alpha", 1.0))
    scale = float(_arg(node, 2, "scale", 1.0))
    input_scale = float(_arg(node, 3, "input_scale", 1.0))
    exp = _unary(ctx, ts.Op.EXP, _mul(ctx, _negative_part(ctx, x), scalar(input_scale)))
    negative = _mul(ctx, _add(ctx, exp, scalar(-1.0)), scalar(alpha * scale))
    return _add(ctx, _mul(ctx, _positive_part(ctx, x), scalar(scale)), negative)


def _leaky_relu_fp(ctx: LoweringContext, x: Value, node: Node) -> Value:
    slope = float(_arg(node, 1, "negative_slope", 0.01))
    return _add(ctx, _positive_part(ctx, x), _mul(ctx, _negative_part(ctx, x), scalar(slope)))


# ---- the functions ---------------------------------------------------------------------------
def _any(x):
    return x


def _positive(x):
    return torch.sigmoid(x) + 0.05


def _probability(x):
    return torch.sigmoid(x) * 0.9 + 0.05


def _open_unit(x):
    return torch.tanh(x) * 0.95


def _at_least_one(x):
    return torch.sigmoid(x) + 1.05


@dataclass(frozen=True)
class TableFunction:
    name: str
    op: torch._ops.OpOverload  # the functional ATen op, as the edge graph has it
    inplace: Optional[torch._ops.OpOverload] = None  # its in-place twin, which the quantizer may see
    lower_fp: Optional[FloatLowering] = None
    keep_undecomposed: bool = False  # the edge transform would otherwise decompose it
    domain: Callable = _any  # brings a standard-normal sample input into the function's domain
    args: tuple = ()  # further arguments of the sample's call (an exponent)

    def sample(self) -> Sample:
        return Sample(lambda x: self.op(self.domain(x), *self.args), ((2, 3, 8),))


FUNCTIONS = (
    TableFunction("sigmoid", aten.sigmoid.default, aten.sigmoid_.default, _direct(ts.Op.SIGMOID)),
    TableFunction("tanh", aten.tanh.default, aten.tanh_.default, _direct(ts.Op.TANH)),
    TableFunction("hardsigmoid", aten.hardsigmoid.default, aten.hardsigmoid_.default, _hardsigmoid_fp, True),
    TableFunction("hardswish", aten.hardswish.default, aten.hardswish_.default, _hardswish_fp, True),
    TableFunction("silu", aten.silu.default, aten.silu_.default, _silu_fp, True),
    TableFunction("gelu", aten.gelu.default, aten.gelu_.default, _gelu_fp),
    TableFunction("elu", aten.elu.default, aten.elu_.default, _elu_fp),
    TableFunction("leaky_relu", aten.leaky_relu.default, aten.leaky_relu_.default, _leaky_relu_fp),
    TableFunction("exp", aten.exp.default, aten.exp_.default, _direct(ts.Op.EXP)),
    TableFunction("log", aten.log.default, aten.log_.default, _direct(ts.Op.LOG), domain=_positive),
    TableFunction("rsqrt", aten.rsqrt.default, aten.rsqrt_.default, _direct(ts.Op.RSQRT),
                  domain=_positive),
    TableFunction("sqrt", aten.sqrt.default, aten.sqrt_.default, _sqrt_fp, domain=_positive),
    TableFunction("reciprocal", aten.reciprocal.default, aten.reciprocal_.default,
                  _direct(ts.Op.RECIPROCAL), domain=_positive),
    TableFunction("expm1", aten.expm1.default, aten.expm1_.default),
    TableFunction("log10", aten.log10.default, aten.log10_.default, domain=_positive),
    TableFunction("log1p", aten.log1p.default, aten.log1p_.default, domain=_positive),
    TableFunction("log2", aten.log2.default, aten.log2_.default, domain=_positive),
    TableFunction("sin", aten.sin.default, aten.sin_.default, _direct(ts.Op.SIN)),
    TableFunction("cos", aten.cos.default, aten.cos_.default, _direct(ts.Op.COS)),
    TableFunction("tan", aten.tan.default, aten.tan_.default, domain=_open_unit),
    TableFunction("asin", aten.asin.default, aten.asin_.default, domain=_open_unit),
    TableFunction("acos", aten.acos.default, aten.acos_.default, domain=_open_unit),
    TableFunction("atan", aten.atan.default, aten.atan_.default),
    TableFunction("sinh", aten.sinh.default, aten.sinh_.default),
    TableFunction("cosh", aten.cosh.default, aten.cosh_.default),
    TableFunction("asinh", aten.asinh.default, aten.asinh_.default),
    TableFunction("acosh", aten.acosh.default, aten.acosh_.default, domain=_at_least_one),
    TableFunction("atanh", aten.atanh.default, aten.atanh_.default, domain=_open_unit),
    TableFunction("erf", aten.erf.default, aten.erf_.default, _direct(ts.Op.ERF)),
    TableFunction("erfinv", aten.erfinv.default, aten.erfinv_.default, domain=_open_unit),
    TableFunction("floor", aten.floor.default, aten.floor_.default, _direct(ts.Op.FLOOR)),
    TableFunction("ceil", aten.ceil.default, aten.ceil_.default, _direct(ts.Op.CEIL)),
    TableFunction("round", aten.round.default, aten.round_.default),
    TableFunction("trunc", aten.trunc.default, aten.trunc_.default, _trunc_fp),
    TableFunction("frac", aten.frac.default, aten.frac_.default, keep_undecomposed=True),
    TableFunction("softplus", aten.softplus.default, None, keep_undecomposed=True),
    TableFunction("mish", aten.mish.default, aten.mish_.default, keep_undecomposed=True),
    TableFunction("logit", aten.logit.default, aten.logit_.default, keep_undecomposed=True, domain=_probability),
    TableFunction("selu", aten.selu.default, aten.selu_.default, keep_undecomposed=True),
    TableFunction("celu", aten.celu.default, aten.celu_.default, keep_undecomposed=True),
    TableFunction("pow", aten.pow.Tensor_Scalar, aten.pow_.Scalar, _pow_fp, domain=_positive, args=(1.5,)),
    TableFunction("sign", aten.sign.default, aten.sign_.default, _sign_fp),
)


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    val = node.meta.get("val")
    if not isinstance(val, torch.Tensor) or not val.dtype.is_floating_point:
        return "only floating-point (or quantized) inputs are lowered"
    return _quantized_io(node, ctx)


def _reads_angle(node: Node) -> bool:
    """A sin or cos of an argument computed modulo one turn (armnpu.ops.phase): an int16 angle."""
    return phase.lowered_exactly(phase.sinusoid_input(node))


def _fp_rule(function: TableFunction):
    lower = function.lower_fp
    return None if lower is None else (lambda ctx, node: lower(ctx, ctx.value(node.args[0]), node))


for _function in FUNCTIONS:
    register(
        OpRule(
            name=_function.name,
            lower_targets=(_function.op,),
            quant_targets=(_function.op,) + ((_function.inplace,) if _function.inplace else ()),
            quant=Quant.IO,
            int16=True,
            support=_support,
            lower_int=lower_table,
            lower_fp=_fp_rule(_function),
            keep_undecomposed=(_function.op,) if _function.keep_undecomposed else (),
            keeps_float_edges=_reads_angle,
            samples=(_function.sample(),),
        )
    )
