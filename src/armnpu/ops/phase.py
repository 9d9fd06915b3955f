"""Sinusoids of a scaled activation, sin(x · f) and cos(x · f), and the chain of muls by constants
(`f`, frequencies times a scale) that makes their argument: a sinusoidal timestep or position
embedding.

Quantized like other values, the argument loses everything: a diffusion timestep in [0, 1000]
times frequencies up to 1 spans 1,000 radians, so one int8 code of it is 7.9 radians and the sin
of it noise (a timestep embedding alone: 1.1 dB against the float model). The quantizer keeps
`x` int16 and the muls' results float (quantizer/phases.py); the last mul's lowering computes
the argument in integers modulo one turn, which is all a sinusoid reads of it, and the sin and
cos look the result up in an int16 table over that turn (ops/table.py). The other muls lower to
nothing.

The argument in integers: with q the int16 code of x (zero point removed) and p = s_x · f / 2π
the turns one code makes, the last mul's lowering forms q · p in fixed point with as many
fractional bits of a turn as int32 holds over x's range (22 for a timestep), from two int32
products (p split into high and low 15-bit parts: a 64-bit product in 32-bit operations), drops
the whole turns by a left shift to 32 fractional bits (TOSA's LOGICAL_LEFT_SHIFT wraps, as the
NPU's SHL does) and rounds the rest to 16 bits: an int16 code of the angle with the scale
2π / 65536, which the sin and cos read like any int16 input (ops/table.py: an int16 table over
one turn is within 2**-14 of the function). Its error is under 2**-21 turn; torch's float32
product x · f is further from the exact angle than that.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from typing import Optional, TypeGuard

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.errors import LoweringError
from armnpu.graph_facts import computed_from_constants
from armnpu.tosa.lowering import LoweringContext, QParams, Value
from armnpu.tosa.registry import aten_target
from armnpu.tosa.support_util import quantized_dtype

aten = torch.ops.aten
SINUSOIDS = (aten.sin.default, aten.cos.default)
_MULS = (aten.mul.Tensor, aten.mul.Scalar)


@dataclass(frozen=True)
class PhaseChain:
    """x · f_1 · ... · f_n, read only by sinusoids (the last step) and the next step (the others)."""

    source: Node  # x
    factors: tuple[object, ...]  # the constants: nodes computed from constants only, or numbers
    steps: tuple[Node, ...]  # the muls, from the one reading x to the one the sinusoids read

    def int16_source(self) -> bool:
        """x arrives as a dequantized int16 value (the edge graph of a quantized model)."""
        return quantized_dtype(self.source) == torch.int16


def _constant(arg: object) -> bool:
    return (isinstance(arg, numbers.Number) and not isinstance(arg, bool)) or (
        isinstance(arg, Node) and computed_from_constants(arg))


def _is_mul_by_constant(node: object) -> TypeGuard[Node]:
    return (isinstance(node, Node) and node.op == "call_function" and aten_target(node) in _MULS
            and sum(not _constant(arg) for arg in node.args[:2]) == 1)


def phase_chain(last: object) -> Optional[PhaseChain]:
    """The chain whose last mul is `last`, when sinusoids read `last` and nothing else does."""
    if not _is_mul_by_constant(last) or not all(aten_target(user) in SINUSOIDS for user in last.users):
        return None
    steps: list[Node] = []
    factors: list[object] = []
    current: Node = last
    while True:
        steps.append(current)
        (source,) = [arg for arg in current.args[:2] if not _constant(arg)]
        factors += [arg for arg in current.args[:2] if _constant(arg)]
        if not (_is_mul_by_constant(source) and len(source.users) == 1):
            break
        current = source
    if not isinstance(source, Node) or not getattr(source.meta.get("val"), "dtype", torch.int32).is_floating_point:
        return None
    return PhaseChain(source, tuple(factors), tuple(reversed(steps)))


def sinusoid_input(node: Node) -> Optional[PhaseChain]:
    """The phase chain a sin or cos reads, if it reads one."""
    if aten_target(node) not in SINUSOIDS or not node.args:
        return None
    return phase_chain(node.args[0])


def step_of_chain(node: Node) -> Optional[PhaseChain]:
    """The phase chain `node` (a mul) is a step of."""
    last = node
    while _is_mul_by_constant(last) and len(last.users) == 1 and _is_mul_by_constant(next(iter(last.users))):
        last = next(iter(last.users))
    chain = phase_chain(last)
    return chain if chain is not None and node in chain.steps else None


def lowered_exactly(chain: Optional[PhaseChain]) -> bool:
    """The edge graph's chain is one the sinusoids' lowering computes: an int16 x."""
    return chain is not None and chain.int16_source()


# ---- lowering -------------------------------------------------------------------------------------
_TURN_BITS = 16  # the angle's int16 codes cover one turn
_LOW_BITS = 15  # the low part of the turns per code: its product with a code fits int32
PHASE_QPARAMS = QParams(np.asarray(2 * math.pi / 2**_TURN_BITS, dtype=np.float64), 0, -(2**15), 2**15 - 1)


def lower_step(ctx: LoweringContext, node: Node) -> Value:
    """A mul of a phase chain: the last computes the angle modulo one turn, the others nothing."""
    chain = step_of_chain(node)
    assert chain is not None  # the mul rule lowers steps only
    if node is not chain.steps[-1]:
        return ctx.value(chain.source)  # read by the next step, whose lowering reads the chain itself
    return _angle(ctx, chain, tuple(int(s) for s in node.meta["val"].shape))


def _factor(ctx: LoweringContext, factor: object) -> np.ndarray:
    if not isinstance(factor, Node):
        return np.asarray(float(factor))  # type: ignore[arg-type]  # a number (phase._constant)
    value = ctx.value(factor)
    if value.const is None:
        raise LoweringError(f"{factor.name}, a factor of the sinusoid's argument, is not a constant of the program")
    return np.asarray(value.const, dtype=np.float64)


def _angle(ctx: LoweringContext, chain: PhaseChain, shape: tuple[int, ...]) -> Value:
    x = ctx.value(chain.source)
    q = x.known_qparams
    turns_per_code = np.broadcast_to(float(q.scale) * np.prod(np.broadcast_arrays(
        *[_factor(ctx, f) for f in chain.factors], np.ones(shape)), axis=0) / (2 * math.pi), shape)
    codes = max(abs(q.qmin - q.zero_point), abs(q.qmax - q.zero_point))
    span = float(np.max(np.abs(turns_per_code))) * codes or 1.0
    bits = min(31, math.floor(math.log2(2**30 / span)))  # fractional bits of a turn: x · p fits int32
    if bits < _TURN_BITS:
        raise LoweringError(f"the argument of {chain.steps[-1].name}'s sinusoids spans {span:.0f} turns; "
                            f"armnpu computes arguments of up to {2**(30 - _TURN_BITS)} turns")
    fixed = np.round(turns_per_code * 2.0 ** (bits + _LOW_BITS))
    high = np.floor(fixed / 2**_LOW_BITS)
    low = fixed - high * 2**_LOW_BITS

    rank = len(shape)
    codes32 = ctx.rescale(x, 1.0, torch.int32, out_qparams=None)
    codes32 = ctx.reshape(codes32, (1,) * (rank - codes32.rank) + codes32.shape)

    def const(data) -> str:
        return ctx.const(np.broadcast_to(np.asarray(data, dtype=np.int64), shape if np.ndim(data) else (1,) * rank), torch.int32)

    def emit(op, a: str, b: str, attr=None) -> str:
        inputs = [a, b] + ([ctx.const(np.zeros(1), torch.int8, "shift")] if op == ts.Op.MUL else [])
        return ctx.emit(op, inputs, shape, torch.int32, attr)

    code = ctx.tensor(codes32, tuple(range(rank)))
    truncating = ts.TosaSerializerAttribute()
    truncating.ArithmeticRightShiftAttribute(False)
    turns = emit(ts.Op.ADD, emit(ts.Op.MUL, code, const(high)),
                 emit(ts.Op.ARITHMETIC_RIGHT_SHIFT, emit(ts.Op.MUL, code, const(low)),
                      const(_LOW_BITS), truncating))
    # A left shift to 32 fractional bits of a turn drops the whole turns (TOSA's shift wraps, as
    # the NPU's does): the angle in [-half a turn, half a turn).
    angle = Value(shape, torch.int32, name=emit(ts.Op.LOGICAL_LEFT_SHIFT, turns, const(32 - bits)))
    return ctx.rescale(angle, 2.0**-_TURN_BITS, torch.int16, in_zp=0, out_qparams=PHASE_QPARAMS).replace(qparams=PHASE_QPARAMS)
