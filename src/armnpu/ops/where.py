"""where(cond, a, b): SELECT on the Ethos-U85 and in TOSA; on the Ethos-U55/U65, which have no
SELECT, a constant condition with one constant choice (an attention mask) becomes per-element
bounds. a, b and the result share one set of quantization parameters, so SELECT picks int8
values as they are.
"""

from __future__ import annotations

import math
from typing import Optional

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import constant_mask_fill, is_constant
from armnpu.ops.annotation import annotate_sharing_first, float_tensor_inputs
from armnpu.ops.elementwise import broadcast, operand
from armnpu.ops.minmax import extremum
from armnpu.targets import VELA_LIMITS
from armnpu.tosa.lowering import LoweringContext, Value, quantized_constant
from armnpu.tosa.qdq import DEQUANTIZE_OPS
from armnpu.tosa.registry import OpRule, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten

def _annotate_where(node: Node, rule: OpRule, config) -> None:
    """Choices and result share qparams. A fill constant at float32's ends (an attention mask's)
    is left out: an observer seeing it would lose all resolution; the lowering saturates it to
    the range's end."""
    inputs = [arg for arg in dict.fromkeys(float_tensor_inputs(node)) if not constant_mask_fill(arg)]
    annotate_sharing_first(node, inputs, config)


def lower_where(ctx: LoweringContext, node: Node) -> Value:
    cond, a, b = (operand(ctx, arg) for arg in node.args[:3])
    reference = a if a.const is None else b
    a, b = quantized_constant(a, reference), quantized_constant(b, reference)
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    if ctx.target.is_u55_like:
        return _where_by_bounds(ctx, cond, a, b, out_shape)
    (cond, a, b), layout = broadcast(ctx, [cond, a, b], out_shape)
    like = Value(out_shape, a.dtype, perm=layout if layout != tuple(range(len(out_shape))) else (), qparams=a.qparams)
    return ctx.op(ts.Op.SELECT, [cond.tensor_name, a.tensor_name, b.tensor_name], like)


def _where_by_bounds(ctx: LoweringContext, cond: Value, a: Value, b: Value, out_shape: tuple[int, ...]) -> Value:
    """where(cond, a, b) for a constant cond and one constant choice (an attention mask), without
    SELECT, which the U55/U65 lack: the tensor choice x becomes min(max(x, lower), upper) with
    per-element int8 bounds, the int8 range where x is chosen and the constant's code elsewhere.
    A bound that is the range's end everywhere (a fill saturated to the lowest code) is left out."""
    x, fill, chosen = (a, b, cond.const_data.astype(bool)) if a.const is None else (b, a, ~cond.const_data.astype(bool))
    q = x.known_qparams
    shape = np.broadcast_shapes(chosen.shape, fill.const_data.shape)
    chosen, codes = np.broadcast_to(chosen, shape), np.broadcast_to(fill.const_data, shape)
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
