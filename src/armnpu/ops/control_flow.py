"""torch.cond and while_loop: TOSA COND_IF and WHILE_LOOP, from the control-flow extension (cf).

Each branch, loop condition and loop body becomes a TOSA region of its own, lowered after the
enclosing block. Constants a region uses (a branch's conv weights, a loop's threshold) are
written into it; tensors are passed as its inputs, in torch's dim order.

In the INT profile a loop carries its values as int32 (see _carried); the body quantizes them
to its own input parameters, as the quantized model does with its float values. A cond's branches both return their
results in the parameters of the quantize node after the cond.
"""

from __future__ import annotations

from typing import Any, Optional, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node, attr_name, is_constant, nodes_arg
from armnpu.ops.annotation import is_float_tensor, set_annotation
from armnpu.tosa.lowering import LoweringContext, QParams, Value, quantized_constant
from armnpu.tosa.program import lower_region
from armnpu.tosa.qdq import DEQUANTIZE_OPS, qparams_of, quantize_user
from armnpu.tosa.registry import OpRule, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

_COND = torch.ops.higher_order.cond
_WHILE = torch.ops.higher_order.while_loop


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    if ctx.tosa_spec.support_extension("cf"):
        return None
    target = cast("torch._ops.HigherOrderOperator", node.target)  # cond or while_loop
    if ctx.is_ethosu:
        return f"the {ctx.npu_name} has no control flow (Vela's TOSA spec for it lacks cf): {target.__name__} stays on the CPU"
    return f"{ctx.tosa_spec} lacks the TOSA control-flow extension: use {ctx.tosa_spec}+cf to delegate {target.__name__}"


# ---- quantization -------------------------------------------------------------------------


def _annotate(node: Node, rule: OpRule, config) -> None:
    """Operands and results get activation parameters of their own. Constants a cond or a loop
    merely reads stay float: the region quantizes them as its ops need (per-channel weights).
    A loop's carried values are rewritten each iteration, so even a constant one is an activation."""
    if node.target is _WHILE:
        operands = [*nodes_arg(node, 2), *(a for a in nodes_arg(node, 3) if not is_constant(a))]
    else:
        operands = [a for a in nodes_arg(node, 3) if not is_constant(a)]
    set_annotation(node, {a: config.input_activation for a in operands if is_float_tensor(a)}, None)
    for user in node.users:
        if is_float_tensor(user):
            set_annotation(user, {}, config.output_activation)


# ---- lowering -----------------------------------------------------------------------------


def _submodule(node: Node, index: int) -> torch.fx.GraphModule:
    return getattr(node.graph.owning_module, attr_name(arg_node(node, index)))


def _as_input(ctx: LoweringContext, value: Value) -> Value:
    """`value` as a TOSA tensor in torch's dim order, ready to be passed to a region."""
    identity = tuple(range(value.rank))
    return value.replace(name=ctx.tensor(value, identity), perm=(), const=None, clamp=None)


def _like(block: LoweringContext, value: Value, like: Value) -> Value:
    """`value` in the dtype and quantization parameters `like` has (what a region must return)."""
    if like.qparams is not None:
        return block.requantize(quantized_constant(value, like), like.qparams, like.dtype)
    return value


def _emit_multi(ctx: LoweringContext, op, inputs: list[str], results: list[Value], attr) -> tuple[Value, ...]:
    plain = [result.replace(perm=(), const=None, clamp=None) for result in results]
    names = ctx.emit_many(op, inputs, [(list(r.shape), r.dtype) for r in plain], attr)
    return tuple(r.replace(name=name) for r, name in zip(plain, names))


def _scalar_bool(block: LoweringContext, value: Value) -> Value:
    """COND_IF's condition and a loop condition's result are rank-0 bool tensors."""
    return value if value.shape == () else block.reshape(value, ())


_CARRY_REFINEMENT = 256  # int8 codes × 256 leave int32 ample headroom


def _carried(ctx: LoweringContext, node: Node) -> list[Value]:
    """The loop's initial values; in INT, as int32 in a scale 256 times finer than the finer of
    their own and the one the body returns them in: neither range clips the other, and the values
    enter each iteration next to unrounded, as the quantized model's float values do (rounding
    twice, to a coarser carried scale and then the body's, is off by a quantum near ties)."""
    returned = nodes_arg(_submodule(node, 1).graph.output_node(), 0)
    carried = []
    for arg, result in zip(nodes_arg(node, 2), returned):
        value = ctx.value(arg)
        if ctx.integer and value.qparams is not None and aten_target(result) in DEQUANTIZE_OPS[:2]:
            scale = min(float(value.qparams.scale), float(qparams_of(result).scale)) / _CARRY_REFINEMENT
            info = torch.iinfo(torch.int32)
            wide = QParams(np.asarray(scale, dtype=np.float64), 0, info.min, info.max)
            value = ctx.rescale(value, float(value.qparams.scale) / scale, torch.int32, out_qparams=wide)
        carried.append(_as_input(ctx, value))
    return carried


def lower_while(ctx: LoweringContext, node: Node) -> tuple[Value, ...]:
    carried = _carried(ctx, node)
    additional = [ctx.value(a) for a in nodes_arg(node, 3)]
    # TOSA loops have no read-only inputs: tensors the loop only reads are carried unchanged.
    passed = [_as_input(ctx, v) for v in additional if v.const is None]
    region_inputs = [*carried, *_merge(additional, passed)]
    loop = [*carried, *passed]
    cond_name, body_name = ctx.unique("while_cond"), ctx.unique("while_body")
    lower_region(ctx, cond_name, _submodule(node, 0), region_inputs, lambda block, ins, outs: [_scalar_bool(block, outs[0])])
    lower_region(
        ctx,
        body_name,
        _submodule(node, 1),
        region_inputs,
        lambda block, ins, outs: [*(_like(block, o, c) for o, c in zip(outs, carried)), *ins[len(carried):]],
    )
    attr = ts.TosaSerializerAttribute()
    attr.WhileLoopAttribute(cond_name, body_name)
    return _emit_multi(ctx, ts.Op.WHILE_LOOP, [v.tensor_name for v in loop], loop, attr)[: len(carried)]


def _merge(values: list[Value], passed: list[Value]) -> list[Value]:
    """`values` with each non-constant replaced by the next of `passed` (its TOSA tensor)."""
    tensors = iter(passed)
    return [v if v.const is not None else next(tensors) for v in values]


def _cond_results(ctx: LoweringContext, node: Node) -> list[Value]:
    """What the cond returns: in INT, each result in the parameters of the quantize node after it."""
    results = []
    for index, val in enumerate(node.meta["val"]):
        result = Value(tuple(int(s) for s in val.shape), val.dtype)
        getitem = next((u for u in node.users if u.args[1] == index), None)
        q = quantize_user(getitem) if ctx.integer and getitem is not None and val.dtype.is_floating_point else None
        if q is not None:
            result = result.replace(dtype=q.args[5], qparams=qparams_of(q))
        results.append(result)
    return results


def lower_cond(ctx: LoweringContext, node: Node) -> tuple[Value, ...]:
    predicate = _as_input(ctx, _scalar_bool(ctx, ctx.value(node.args[0])))
    operands = [ctx.value(a) for a in nodes_arg(node, 3)]
    passed = [_as_input(ctx, v) for v in operands if v.const is None]
    region_inputs = _merge(operands, passed)
    results = _cond_results(ctx, node)
    names = []
    for index in (1, 2):
        names.append(ctx.unique("cond_then" if index == 1 else "cond_else"))
        lower_region(
            ctx, names[-1], _submodule(node, index), region_inputs,
            lambda block, ins, outs: [_like(block, o, r) for o, r in zip(outs, results)],
        )
    attr = ts.TosaSerializerAttribute()
    attr.CondIfAttribute(*names)
    return _emit_multi(ctx, ts.Op.COND_IF, [predicate.tensor_name, *(v.tensor_name for v in passed)], results, attr)


class _While(torch.nn.Module):
    def forward(self, x):
        return torch.ops.higher_order.while_loop(lambda v: v.sum() < 40.0, lambda v: (v + v.abs() + 1.0,), (x,), ())[0]


class _Cond(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda v: v * 2.0, lambda v: v - 1.0, (x,))


_COMMON: dict[str, Any] = dict(support=_support, quant=_annotate, quantizes_float_constants=True)
register(OpRule(name="while_loop", lower_targets=(_WHILE,), lower_int=lower_while,
                lower_fp=lower_while, samples=(Sample(lambda x: _While()(x), ((2, 3),)),), **_COMMON))
register(OpRule(name="cond", lower_targets=(_COND,), lower_int=lower_cond,
                lower_fp=lower_cond, samples=(Sample(lambda x: _Cond()(x), ((2, 3),)),), **_COMMON))
