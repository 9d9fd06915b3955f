"""Indexed writes: index_put (index_copy becomes one), slice_scatter and select_scatter.

A write to a contiguous run of positions known at compile time (a KV-cache update at a fixed
position: slice_scatter with step 1, select_scatter, index_put with constant consecutive
indices) is SLICEs of the destination around the new values and a CONCAT: plain data movement
that every Ethos-U runs (index_put only where its indices' values are known to the support
check, so not on the U55/U65). Any other write is TOSA SCATTER, the inverse of GATHER: values_in (N, K, C), int32 indices (N, W) and input (N, W, C)
→ (N, K, C), the destination's indexed dims merged into K as for GATHER
(armnpu.ops.gather). The Ethos-U55/U65 have no SCATTER. The new values share the
destination's quantization parameters, so a write is bit-exact.
"""

from __future__ import annotations

import math
from typing import Optional, Sequence

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.ops.gather import (
    index_block,
    annotate_shared_source,
    cast,
    data_reason,
    flat_index,
    index_reason,
    index_value,
    movable,
    row_indices,
    tile,
)
from armnpu.ops.registry import OpRule, Sample, register
from armnpu.ops.shape import permute, slice_value
from armnpu.tosa.lowering import LoweringContext, Value

aten = torch.ops.aten


def _shape(node: Node) -> tuple[int, ...]:
    return tuple(int(s) for s in node.meta["val"].shape)


# ---- the two ways to write ------------------------------------------------------------------


def _same_quantization(ctx: LoweringContext, src: Value, like: Value) -> Value:
    if ctx.integer and src.qparams is not None and like.qparams is not None and not src.qparams.same_as(like.qparams):
        return ctx.requantize(src, like.qparams, like.dtype)
    return src


def write_run(ctx: LoweringContext, dest: Value, src: Value, dim: int, start: int) -> Value:
    """dest with positions start.. start+len of `dim` replaced by src: SLICE, SLICE, CONCAT."""
    src = _same_quantization(ctx, src, dest)
    length, size = src.shape[dim], dest.shape[dim]
    pieces = []
    if start > 0:
        pieces.append(slice_value(ctx, dest, dim, 0, start))
    pieces.append(src)
    if start + length < size:
        pieces.append(slice_value(ctx, dest, dim, start + length, size - start - length))
    if len(pieces) == 1:
        return src.replace(qparams=dest.qparams)
    layout = tuple(range(dest.rank))
    names = [ctx.tensor(p, layout) for p in pieces]
    attr = ts.TosaSerializerAttribute()
    attr.ConcatAttribute(dim)
    return ctx.op(ts.Op.CONCAT, names, dest.replace(perm=(), name=None, const=None), attr)


def scatter_rows(ctx: LoweringContext, dest: Value, indices: Value, src: Value) -> Value:
    """TOSA SCATTER: dest (N, K, C), indices (N, W), src (N, W, C) → (N, K, C)."""
    attr = ts.TosaSerializerAttribute()
    attr.ScatterAttribute()
    name = ctx.emit(ts.Op.SCATTER, [ctx.tensor(dest), ctx.tensor(indices), ctx.tensor(src)], list(dest.shape), dest.dtype, attr)
    return dest.replace(name=name, perm=(), const=None)


def broadcast_to(ctx: LoweringContext, value: Value, shape: Sequence[int]) -> Value:
    lifted = ctx.reshape(value, (1,) * (len(shape) - value.rank) + value.shape)
    return tile(ctx, lifted, [s // v for s, v in zip(shape, lifted.shape)])


# ---- index_put ------------------------------------------------------------------------------


def _contiguous_run(flat: Value) -> Optional[int]:
    """The first position when constant flat indices are start, start+1, ..., else None."""
    if flat.const is None:
        return None
    positions = np.reshape(flat.const, -1)
    if np.array_equal(positions, np.arange(positions[0], positions[0] + positions.size)):
        return int(positions[0])
    return None


def lower_index_put(ctx: LoweringContext, node: Node) -> Value:
    dest = ctx.value(node.args[0])
    index_args = list(node.args[1]) + [None] * (dest.rank - len(node.args[1]))
    indexed = [d for d, arg in enumerate(index_args) if arg is not None]
    indices = [index_value(ctx, index_args[d], dest.shape[d]) for d in indexed]
    moved, block = index_block(dest, indexed)
    sizes = [moved.shape[d] for d in block]
    flat = flat_index(ctx, indices, sizes)
    before, after = moved.shape[: block[0]], moved.shape[block[-1] + 1 :]
    rows, k, cols, w = math.prod(before), math.prod(sizes), math.prod(after), math.prod(flat.shape)
    src = _same_quantization(ctx, ctx.value(node.args[2]), dest)
    src = broadcast_to(ctx, src, before + tuple(flat.shape) + after)
    start = _contiguous_run(flat)
    table = ctx.reshape(movable(ctx, moved), (rows, k, cols))
    updates = ctx.reshape(movable(ctx, src), (rows, w, cols))
    if start is not None:
        written = write_run(ctx, table, updates.replace(qparams=table.qparams), 1, start)
    else:
        written = scatter_rows(ctx, table, row_indices(ctx, flat, rows), updates)
    result = cast(ctx, ctx.reshape(written, moved.shape), dest.dtype)
    if block != indexed:  # undo the move of the indexed dims to the front
        order = indexed + [d for d in range(dest.rank) if d not in indexed]
        result = permute(result, [order.index(d) for d in range(dest.rank)])
    return result


def _index_put_support(node: Node, ctx) -> Optional[str]:
    if len(node.args) > 3 and node.args[3]:
        return "index_put with accumulate=True is not lowered (duplicate indices must add up)"
    present = [i for i in node.args[1] if i is not None]
    if not present:
        return "index_put without index tensors"
    if ctx.is_u55_like:
        return ("the Ethos-U55/U65 cannot run SCATTER (Vela has none for them); a write to a slice "
                "(cache[..., a:b] = new: slice_scatter) runs there as slices and a concat")
    for arg in present:
        reason = index_reason(arg)
        if reason is not None:
            return reason
    return data_reason(node, ctx, [node.args[0], node.args[2]])


# ---- slice_scatter / select_scatter ---------------------------------------------------------


def _slice_scatter_args(node: Node) -> tuple[int, int, int]:
    shape = node.args[0].meta["val"].shape
    defaults = [0, None, None, 1]
    given = list(node.args[2:])
    dim, start, _end, step = given + defaults[len(given) :]
    dim = (dim or 0) % len(shape)
    size = int(shape[dim])
    start = 0 if start is None else (start + size if start < 0 else start)
    return dim, min(max(start, 0), size), 1 if step is None else int(step)


def lower_slice_scatter(ctx: LoweringContext, node: Node) -> Value:
    dest, src = ctx.value(node.args[0]), ctx.value(node.args[1])
    dim, start, step = _slice_scatter_args(node)
    if step == 1:
        return write_run(ctx, dest, src, dim, start)
    positions = np.arange(start, start + step * src.shape[dim], step)
    index = Value((len(positions),), torch.int32, const=positions)
    before, after = dest.shape[:dim], dest.shape[dim + 1 :]
    rows, cols = math.prod(before), math.prod(after)
    table = ctx.reshape(movable(ctx, dest), (rows, dest.shape[dim], cols))
    updates = ctx.reshape(movable(ctx, _same_quantization(ctx, src, dest)), (rows, len(positions), cols))
    written = scatter_rows(ctx, table, row_indices(ctx, index, rows), updates)
    return cast(ctx, ctx.reshape(written, dest.shape), dest.dtype)


def lower_select_scatter(ctx: LoweringContext, node: Node) -> Value:
    dest, src = ctx.value(node.args[0]), ctx.value(node.args[1])
    dim = node.args[2] % dest.rank
    index = node.args[3] % dest.shape[dim]
    src = ctx.reshape(src, dest.shape[:dim] + (1,) + dest.shape[dim + 1 :])
    return write_run(ctx, dest, src, dim, index)


def _slice_scatter_support(node: Node, ctx) -> Optional[str]:
    _, _, step = _slice_scatter_args(node)
    if step > 1 and ctx.is_u55_like:
        return "slice_scatter with a step writes scattered positions: the Ethos-U55/U65 have no SCATTER"
    return data_reason(node, ctx, [node.args[0], node.args[1]])


def _select_scatter_support(node: Node, ctx) -> Optional[str]:
    return data_reason(node, ctx, [node.args[0], node.args[1]])


register(
    OpRule(
        name="index_put",
        lower_targets=(aten.index_put.default,),
        quant_targets=(aten.index_put.default, aten.index_put_.default),
        quant=annotate_shared_source,
        lower_int=lower_index_put,
        lower_fp=lower_index_put,
        support=_index_put_support,
        samples=(
            Sample(lambda x, y: torch.index_put(x, (torch.tensor([3, 0], dtype=torch.int32),), y), ((5, 3), (2, 3))),
            Sample(lambda x, y: torch.index_put(x, (torch.tensor([1, 2]),), y), ((3, 4, 3), (2, 4, 3))),
        ),
    )
)

register(
    OpRule(
        name="slice_scatter",
        lower_targets=(aten.slice_scatter.default,),
        quant_targets=(aten.slice_scatter.default,),
        quant=annotate_shared_source,
        lower_int=lower_slice_scatter,
        lower_fp=lower_slice_scatter,
        support=_slice_scatter_support,
        keep_undecomposed=(aten.slice_scatter.default,),
        samples=(Sample(lambda x, y: torch.slice_scatter(x, y, 1, 2, 4), ((2, 6), (2, 2))),),
    )
)

register(
    OpRule(
        name="select_scatter",
        lower_targets=(aten.select_scatter.default,),
        quant_targets=(aten.select_scatter.default,),
        quant=annotate_shared_source,
        lower_int=lower_select_scatter,
        lower_fp=lower_select_scatter,
        support=_select_scatter_support,
        keep_undecomposed=(aten.select_scatter.default,),
        samples=(Sample(lambda x, y: torch.select_scatter(x, y, 0, 1), ((3, 4), (4,))),),
    )
)
