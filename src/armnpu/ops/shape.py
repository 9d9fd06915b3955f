"""Data movement: view/reshape/flatten, squeeze/unsqueeze, permute/transpose, slice/select,
split/chunk, and the identities (clone, alias, eval-mode dropout).

None of these compute, so they share their input's qparams (bit-exact in INT) and
work on the value's layout rather than torch's: a permute only relabels dims, and a
reshape that keeps the TOSA buffer's element order is a single RESHAPE, whatever
the layout. A reshape that would reorder elements first transposes to the nearest
layout in which it does not.
"""

from __future__ import annotations

import dataclasses
import operator
from typing import Any, Optional, Sequence, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node, int_arg, ints_arg
from armnpu.tosa.layout import canonical
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import (
    Lowering,
    OpOverload,
    OpRule,
    Quant,
    Sample,
    SupportCheck,
    always,
    aten_target,
    first_input_and_output,
    keeps_shape,
    register,
)
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
dim_order_ops = torch.ops.dim_order_ops


def _out_shape(node: Node) -> tuple[int, ...]:
    return tuple(int(s) for s in node.meta["val"].shape)


def lower_reshape(ctx: LoweringContext, node: Node) -> Value:
    return ctx.view(ctx.value(node.args[0]), _out_shape(node))


# ---- reshape and permute -------------------------------------------------------------------------


def permute(value: Value, dims: Sequence[int]) -> Value:
    """A permute relabels torch dims: the TOSA tensor stays as it is."""
    dims = [d % value.rank for d in dims]
    shape = tuple(value.shape[d] for d in dims)
    qparams = value.qparams
    if qparams is not None and qparams.axis is not None:
        qparams = dataclasses.replace(qparams, axis=dims.index(qparams.axis))
    if value.const is not None:
        return value.replace(shape=shape, perm=(), const=np.transpose(value.const, dims), qparams=qparams)
    layout = tuple(dims.index(d) for d in value.layout)
    return value.replace(shape=shape, perm=canonical(layout), qparams=qparams)


def lower_permute(ctx: LoweringContext, node: Node) -> Value:
    return permute(ctx.value(node.args[0]), ints_arg(node, 1))


# ---- slice / select / split ----------------------------------------------------------


def _slice_args(node: Node) -> tuple[int, int, int]:
    """(dim, start, step), start clamped the way torch clamps negative, None and huge bounds."""
    shape = arg_node(node, 0).meta["val"].shape
    args: list[Any] = (list(node.args[1:]) + [None] * 4)[:4]  # ints or None
    dim, start, _end, step = args
    dim = (dim or 0) % len(shape)
    size = int(shape[dim])
    start = 0 if start is None else int(start)
    start = min(max(start + size if start < 0 else start, 0), size)
    return dim, start, 1 if step is None else int(step)


def slice_value(ctx: LoweringContext, value: Value, dim: int, start: int, length: int, step: int = 1) -> Value:
    """Elements start, start+step, ... (length of them) along torch dim `dim`."""
    shape = list(value.shape)
    shape[dim] = length
    if value.const is not None:
        index = [slice(None)] * value.rank
        index[dim] = slice(start, start + (length - 1) * step + 1, step)
        return value.replace(shape=tuple(shape), const=value.const[tuple(index)])
    if step > 1 and length > 1:
        return _strided_slice(ctx, value, dim, start, length, step)
    result = value.replace(shape=tuple(shape))
    if result.tosa_shape == value.tosa_shape:
        return result
    axis = value.layout.index(dim)
    starts = [start if i == axis else 0 for i in range(value.rank)]
    return ctx.slice(value, starts, result)


def _strided_slice(ctx: LoweringContext, value: Value, dim: int, start: int, length: int, step: int) -> Value:
    """TOSA has no strided slice: take a window of `length` groups of `step` elements,
    view it as (outer, length, step * inner) and keep one `inner` block of each group."""
    axis = value.layout.index(dim)
    tosa = value.tosa_shape
    outer, inner, size = int(np.prod(tosa[:axis])), int(np.prod(tosa[axis + 1 :])), tosa[axis]
    window = length * step
    first = min(start, size - window)
    if first < max(0, start - step + 1):
        # No window of whole groups fits: pad the end (padded elements are never picked).
        first = start
        value = pad_value(ctx, value, [(0, start + window - size if d == dim else 0) for d in range(value.rank)], 0)
    window_value = slice_value(ctx, value, dim, first, window)
    grouped_shape = (outer, length, step * inner)
    grouped = Value(grouped_shape, value.dtype, name=_tosa_reshape(ctx, window_value, grouped_shape))
    picked = slice_value(ctx, grouped, 2, (start - first) * inner, inner)
    shape = list(value.shape)
    shape[dim] = length
    result = value.replace(shape=tuple(shape))
    return result.replace(name=_tosa_reshape(ctx, picked, result.tosa_shape))


def _tosa_reshape(ctx: LoweringContext, value: Value, tosa_shape: Sequence[int]) -> str:
    return ctx.emit(ts.Op.RESHAPE, [value.tensor_name, ctx.shape_const(tosa_shape)], tosa_shape, value.dtype)


def pad_value(ctx: LoweringContext, value: Value, pads: Sequence[tuple[int, int]], fill) -> Value:
    """TOSA PAD by (before, after) per torch dim, in the value's layout; `fill` is in the tensor's own units."""
    shape = tuple(size + before + after for size, (before, after) in zip(value.shape, pads))
    padding = [amount for d in value.layout for amount in pads[d]]
    inputs = [ctx.tensor(value), ctx.shape_const(padding), ctx.const(np.array([fill]), value.dtype, "pad_const")]
    return ctx.op(ts.Op.PAD, inputs, value, shape=shape)


def lower_slice(ctx: LoweringContext, node: Node) -> Value:
    dim, start, step = _slice_args(node)
    return slice_value(ctx, ctx.value(node.args[0]), dim, start, _out_shape(node)[dim], step)


def lower_select(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    dim = int_arg(node, 1) % value.rank
    index = int_arg(node, 2) % value.shape[dim]
    return ctx.view(slice_value(ctx, value, dim, index, 1), _out_shape(node))


def lower_split(ctx: LoweringContext, node: Node) -> list[Optional[Value]]:
    """One SLICE per output actually used (unused ones stay None)."""
    value = ctx.value(node.args[0])
    dim = cast(int, node.args[2] if len(node.args) > 2 else node.kwargs.get("dim", 0)) % value.rank
    used = {user.args[1] for user in node.users if user.target is operator.getitem}
    results, start = [], 0
    for index, out in enumerate(node.meta["val"]):
        length = int(out.shape[dim])
        results.append(slice_value(ctx, value, dim, start, length) if index in used else None)
        start += length
    return results


def lower_identity(ctx: LoweringContext, node: Node) -> Value:
    return ctx.value(node.args[0])


# ---- support -------------------------------------------------------------------------


# Tensor dtypes the TOSA profiles (and armnpu's lowering) can move.
_TOSA_DTYPES = (torch.float32, torch.float16, torch.int8, torch.int16, torch.int32, torch.bool)
_MAX_RANK = 6  # TOSA 8K level


def tensor_reason(node: Node, ctx: Optional[SupportContext] = None) -> Optional[str]:
    """Why the tensors into and out of a data-movement node cannot be TOSA tensors."""
    vals = node.meta.get("val")
    vals = list(vals) if isinstance(vals, (list, tuple)) else [vals]
    vals += [arg.meta.get("val") for arg in node.all_input_nodes]
    for val in vals:
        if not isinstance(val, torch.Tensor):
            continue
        if val.numel() == 0:
            return "zero-size tensors are not lowered"
        if val.dtype not in _TOSA_DTYPES:
            return f"{val.dtype} tensors have no TOSA equivalent"
        if val.dim() > _MAX_RANK:
            return f"{val.dim()}-D tensors exceed TOSA's {_MAX_RANK} dimensions"
    return None


def _identity_support(node: Node, ctx: SupportContext) -> Optional[str]:
    target = aten_target(node)
    if target is dim_order_ops._clone_dim_order.default:
        dim_order = cast(Optional[Sequence[int]], node.kwargs.get("dim_order"))
        if dim_order is not None and list(dim_order) != list(range(len(dim_order))):
            return f"clone into dim order {list(dim_order)} changes the memory format"
    if target is aten.clone.default and node.kwargs.get("memory_format") not in (None, torch.contiguous_format, torch.preserve_format):
        return f"clone into {node.kwargs['memory_format']} changes the memory format"
    return tensor_reason(node)


def _as_strided_support(node: Node, ctx: SupportContext) -> Optional[str]:
    """as_strided is a reshape when it reads the whole contiguous input in order."""
    source = arg_node(node, 0).meta["val"]
    size, stride = list(ints_arg(node, 1)), list(ints_arg(node, 2))
    offset = node.args[3] if len(node.args) > 3 else node.kwargs.get("storage_offset")
    # A dim of size 1 is never stepped along: its stride is free (a channels-last (N, C, 1, 1)).
    contiguous = torch.empty(size).stride()
    in_order = all(n == 1 or s == c for n, s, c in zip(size, stride, contiguous))
    if offset or not source.is_contiguous() or not in_order:
        return "as_strided with other than contiguous strides from offset 0 is a gather, not a reshape"
    if int(np.prod(size)) != source.numel():
        return "as_strided reads part of its input"
    return tensor_reason(node)


_SHAPE_OPS: list[tuple[str, tuple[OpOverload, ...], tuple[OpOverload, ...], Lowering, SupportCheck]] = [
    ("view", (aten.view_copy.default, aten.squeeze_copy.dims, aten.squeeze_copy.dim, aten.squeeze_copy.default,
              aten.unsqueeze_copy.default),
     (aten.view.default, aten.reshape.default, aten.flatten.using_ints, aten.unflatten.int, aten.view_copy.default,
      aten._unsafe_view.default, aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.unsqueeze.default,
      aten.squeeze_copy.dim, aten.squeeze_copy.dims, aten.squeeze_copy.default, aten.unsqueeze_copy.default),
     lower_reshape, tensor_reason),
    ("as_strided", (aten.as_strided_copy.default,), (aten.as_strided.default, aten.as_strided_copy.default),
     lower_reshape, _as_strided_support),
    ("permute", (aten.permute_copy.default,),
     (aten.permute.default, aten.permute_copy.default, aten.transpose.int, aten.transpose_copy.int, aten.t.default,
      aten.t_copy.default, aten.movedim.int, aten.moveaxis.int, aten.swapaxes.default, aten.swapdims.default),
     lower_permute, tensor_reason),
    ("slice", (aten.slice_copy.Tensor,), (aten.slice.Tensor, aten.slice_copy.Tensor, aten.narrow.default,
                                          aten.narrow_copy.default),
     lower_slice, tensor_reason),
    ("select", (aten.select_copy.int,), (aten.select.int, aten.select_copy.int), lower_select, tensor_reason),
    ("split", (aten.split_with_sizes_copy.default, aten.split_copy.Tensor),
     (aten.split_with_sizes.default, aten.split.Tensor, aten.split_copy.Tensor, aten.split_with_sizes_copy.default,
      aten.chunk.default, aten.tensor_split.sections, aten.unbind.int, aten.unbind_copy.int),
     lower_split, tensor_reason),
    ("identity", (aten.clone.default, dim_order_ops._clone_dim_order.default, aten.alias_copy.default,
                  aten.detach_copy.default),
     (aten.clone.default, aten.contiguous.default, aten.dropout.default, aten.feature_dropout.default,
      aten.alias.default, aten.alias_copy.default, aten.detach.default, aten.detach_copy.default),
     lower_identity, _identity_support),
]


def _view_moves_data_only(node: Node) -> bool:
    """A view relabels its input's buffer; a squeeze or unsqueeze does when it keeps the shape."""
    return aten_target(node) is aten.view_copy.default or keeps_shape(node)


def _identity_permutation(node: Node) -> bool:
    source, out = first_input_and_output(node)
    if source is None or out is None:
        return False
    return [d % source.dim() for d in ints_arg(node, 1)] == list(range(source.dim()))


# How a use of each op is known to move data only (OpRule.moves_data_only); absent: it computes.
_MOVES_DATA_ONLY = {
    "view": _view_moves_data_only,
    "as_strided": keeps_shape,
    "permute": _identity_permutation,
    "slice": keeps_shape,
    "identity": always,
}

_SAMPLES = {
    "view": (Sample(lambda x: x.reshape(2, 6, 5).unsqueeze(1), ((1, 3, 4, 5),)), Sample(lambda x: x.squeeze(0), ((1, 3, 4),))),
    "as_strided": (Sample(lambda x: torch.as_strided(x, (3, 8), (8, 1)), ((4, 6),)),
                   Sample(lambda x: torch.as_strided(x, (1, 6, 1, 1), (6, 1, 6, 6)), ((2, 3),))),
    "permute": (Sample(lambda x: x.permute(0, 2, 3, 1), ((1, 3, 4, 5),)), Sample(lambda x: x.transpose(0, 1), ((3, 5),)),
                Sample(lambda x: torch.moveaxis(x, 1, -1), ((1, 4, 5, 6),))),
    "slice": (Sample(lambda x: x[:, 1:3, ::2], ((1, 4, 6),)),),
    "select": (Sample(lambda x: x[:, 1], ((2, 3, 4),)),),
    "split": (Sample(lambda x: torch.split(x, [1, 2], 1)[1], ((1, 3, 4),)),),
    "identity": (Sample(lambda x: x.clone() + x.detach(), ((2, 5),)),),
}

for _name, _lower, _quant, _lowering, _support in _SHAPE_OPS:
    register(
        OpRule(
            name=_name,
            lower_targets=_lower,
            quant_targets=_quant,
            quant=Quant.SHARED,
            lower_int=_lowering,
            lower_fp=_lowering,
            support=_support,
            moves_data_only=_MOVES_DATA_ONLY.get(_name),
            samples=_SAMPLES[_name],
        )
    )
