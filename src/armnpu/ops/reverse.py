"""torch.flip → one TOSA REVERSE per flipped dim, on the TOSA axis that holds it in the value's layout."""

from __future__ import annotations

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node, ints_arg
from armnpu.ops.shape import tensor_reason
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, register

aten = torch.ops.aten


def _flipped_dims(node: Node) -> list[int]:
    """Flipped torch dims, normalised; flipping a unit dim changes nothing, so it is dropped."""
    shape = arg_node(node, 0).meta["val"].shape
    dims = sorted({int(d) % len(shape) for d in ints_arg(node, 1)}) if len(shape) else []
    return [d for d in dims if int(shape[d]) != 1]


def reverse(ctx: LoweringContext, value: Value, dim: int) -> Value:
    """Elements of torch dim `dim` in reverse order."""
    if value.const is not None:
        index = tuple(slice(None, None, -1) if d == dim else slice(None) for d in range(value.rank))
        return value.replace(const=value.const[index])
    axis = value.layout.index(dim)
    if ctx.target.is_u55_like and (axis == value.rank - 1 or value.rank > 4):
        return _reverse_middle_axis(ctx, value, axis)
    return value.replace(name=_emit_reverse(ctx, value.tensor_name, value.tosa_shape, value.dtype, axis))


def _reverse_middle_axis(ctx: LoweringContext, value: Value, axis: int) -> Value:
    """The Ethos-U55/U65 reverse with a negative stride on any axis but the innermost: view
    the tensor as (outer, axis, inner) with a unit inner dim if need be, reverse the middle."""
    tosa = value.tosa_shape
    grouped = [int(np.prod(tosa[:axis])), tosa[axis], int(np.prod(tosa[axis + 1 :]))]
    name = ctx.emit(ts.Op.RESHAPE, [value.tensor_name, ctx.shape_const(grouped)], grouped, value.dtype)
    name = _emit_reverse(ctx, name, grouped, value.dtype, 1)
    name = ctx.emit(ts.Op.RESHAPE, [name, ctx.shape_const(tosa)], tosa, value.dtype)
    return value.replace(name=name)


def _emit_reverse(ctx: LoweringContext, name: str, tosa_shape, dtype: torch.dtype, axis: int) -> str:
    attr = ts.TosaSerializerAttribute()
    attr.ReverseAttribute(axis)
    return ctx.emit(ts.Op.REVERSE, [name], tosa_shape, dtype, attr)


def lower_flip(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    for dim in _flipped_dims(node):
        value = reverse(ctx, value, dim)
    return value


register(
    OpRule(
        name="flip",
        lower_targets=(aten.flip.default,),
        quant=Quant.SHARED,
        support=tensor_reason,
        lower_int=lower_flip,
        lower_fp=lower_flip,
        samples=(Sample(lambda x: torch.flip(x, [1]), ((1, 3, 4, 5),)),),
    )
)
