"""Clamping activations: relu, relu6/hardtanh, clamp.

In the integer profile they never emit an op of their own: Q(clamp(x, a, b))
equals clamp(Q(x), Q(a), Q(b)) because quantization is monotonic, so the
clamp is recorded on the value and applied where it is requantized (which
Vela then fuses into the producing op).
"""

from __future__ import annotations

import math
from typing import cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.ops.elementwise import binary
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten


def _bounds(node: Node) -> tuple[float, float]:
    target = aten_target(node)
    if target in (aten.relu.default, aten.relu_.default):
        return 0.0, math.inf
    if target in (aten.hardtanh.default, aten.hardtanh_.default):
        low = node.args[1] if len(node.args) > 1 else node.kwargs.get("min_val", -1.0)
        high = node.args[2] if len(node.args) > 2 else node.kwargs.get("max_val", 1.0)
        return float(cast(float, low)), float(cast(float, high))
    if target is aten.relu6.default:
        return 0.0, 6.0
    low = node.args[1] if len(node.args) > 1 else node.kwargs.get("min")
    high = node.args[2] if len(node.args) > 2 else node.kwargs.get("max")
    return (-math.inf if low is None else float(cast(float, low))), (math.inf if high is None else float(cast(float, high)))


def _intersect(pending, bounds):
    if pending is None:
        return bounds
    return max(pending[0], bounds[0]), min(pending[1], bounds[1])


def lower_clamp_int(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    if value.qparams is None:  # an integer tensor: no requantization to fold the clamp into
        return _clamp_integer(ctx, value, node)
    return value.replace(clamp=_intersect(value.clamp, _bounds(node)))


def _clamp_integer(ctx: LoweringContext, value: Value, node: Node) -> Value:
    """MAXIMUM and MINIMUM with the bounds (TOSA's CLAMP takes no int32)."""
    for (bound, op, builder), limit in zip(
        ((0, ts.Op.MAXIMUM, "MaximumAttribute"), (1, ts.Op.MINIMUM, "MinimumAttribute")), _bounds(node)
    ):
        if math.isinf(limit):
            continue
        integer = math.ceil(limit) if bound == 0 else math.floor(limit)
        attr = ts.TosaSerializerAttribute()
        getattr(attr, builder)(ts.NanPropagationMode.PROPAGATE)
        constant = Value((), value.dtype, const=np.array(integer, dtype=np.int64))
        value = binary(ctx, op, value, constant, value.shape, value.dtype, attr=attr)
    return value


def lower_clamp_fp(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    if not value.dtype.is_floating_point:
        return _clamp_integer(ctx, value, node)
    low, high = _bounds(node)
    finite = torch.finfo(torch.float32)
    return ctx.clamp_float(value, max(low, finite.min), min(high, finite.max))


def _support(node: Node, ctx: SupportContext):
    if aten_target(node) is aten.clamp.default:
        for bound in node.args[1:3]:
            if bound is not None and not isinstance(bound, (int, float)):
                return "clamp bounds must be numbers, not tensors"
    return None


register(
    OpRule(
        name="clamp",
        lower_targets=(aten.relu.default, aten.hardtanh.default, aten.clamp.default),
        quant_targets=(
            aten.relu.default,
            aten.relu_.default,
            aten.relu6.default,
            aten.hardtanh.default,
            aten.hardtanh_.default,
            aten.clamp.default,
        ),
        quant=Quant.ACTIVATION,
        support=_support,
        lower_int=lower_clamp_int,
        lower_fp=lower_clamp_fp,
        samples=(Sample(lambda x: torch.nn.functional.relu6(x * 3.0), ((2, 8),)),
                 Sample(lambda x, y: torch.relu(x + y), ((2, 8), (2, 8)))),
    )
)
