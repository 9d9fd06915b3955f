"""Indexed writes: index_put (index_copy becomes one), slice_scatter and select_scatter.

A write to a contiguous run of positions known at compile time (a KV-cache update at a fixed
position: slice_scatter with step 1, select_scatter, index_put with constant consecutive
indices) is SLICEs of the destination around the new values and a CONCAT: plain data movement
that every Ethos-U runs (index_put only where its indices' values are known to the support
check, so not on the U55/U65). Any other write is TOSA SCATTER, the inverse of GATHER: values_in (N, K, C), int32 indices (N, W) and input (N, W, C)
→ (N, K, C), the destination's indexed dims merged into K as for GATHER
(armnpu.ops.gather). The Ethos-U55/U65 have no SCATTER. The new values share the
destination's quantization parameters, so a write is bit-exact.

index_put with accumulate=True adds every value into its position, duplicates included, which
SCATTER (one write per position) cannot do: the sum is a one-hot product instead,
added[k] = Σ_w (flat[w] == k) · values[w] (EQUAL, SELECT, REDUCE_SUM), then ADD. In INT the
destination and the values have their own parameters and are brought to one int32 scale as
add does (armnpu.ops.elementwise), with headroom for W + 1 terms; the output is requantized.
"""

from __future__ import annotations

import math
import typing
from typing import Any, Optional, Sequence

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node, int_arg, optional_nodes_arg
from armnpu.ops.annotation import is_float_tensor, set_annotation
from armnpu.ops.elementwise import ADD_SHIFT, binary, int32_qparams, to_int32
from armnpu.ops.gather import (
    annotate_shared_source,
    cast,
    data_reason,
    flat_index,
    index_block,
    index_reason,
    index_value,
    movable,
    row_indices,
    tile,
)
from armnpu.ops.shape import permute, slice_value
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Sample, register
from armnpu.tosa.support import SupportContext

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
    name = ctx.emit(ts.Op.SCATTER, [ctx.tensor(dest), ctx.tensor(indices), ctx.tensor(src)], list(dest.shape), dest.dtype)
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


def _index_put_block(ctx: LoweringContext, node: Node, dest: Value):
    """(indexed dims, dest with them moved together, their position there, flat indices)."""
    index_args = list(optional_nodes_arg(node, 1)) + [None] * (dest.rank - len(optional_nodes_arg(node, 1)))
    indexed = [d for d, arg in enumerate(index_args) if arg is not None]
    indices = [index_value(ctx, index_args[d], dest.shape[d]) for d in indexed]
    moved, block = index_block(dest, indexed)
    flat = flat_index(ctx, indices, [moved.shape[d] for d in block])
    return indexed, moved, block, flat


def _unmove(result: Value, indexed: list[int], block: list[int]) -> Value:
    if block == indexed:
        return result
    order = indexed + [d for d in range(result.rank) if d not in indexed]  # undo the move to the front
    return permute(result, [order.index(d) for d in range(result.rank)])


def lower_index_put(ctx: LoweringContext, node: Node) -> Value:
    if _accumulates(node):
        return lower_index_put_accumulate(ctx, node)
    dest = ctx.value(node.args[0])
    indexed, moved, block, flat = _index_put_block(ctx, node, dest)
    sizes = [moved.shape[d] for d in block]
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
    return _unmove(cast(ctx, ctx.reshape(written, moved.shape), dest.dtype), indexed, block)


# ---- index_put with accumulate=True ----------------------------------------------------------

# Elements of the one-hot (rows, W, K, cols) product, an intermediate the NPU keeps in scratch.
_MAX_ONE_HOT = 1 << 20


def _accumulates(node: Node) -> bool:
    return len(node.args) > 3 and bool(node.args[3])


def _index_count(node: Node) -> int:
    """W: how many positions the (broadcast) index tensors name."""
    present = [i for i in optional_nodes_arg(node, 1) if i is not None]
    return math.prod(torch.broadcast_shapes(*(i.meta["val"].shape for i in present)))


def _in_common_scale(ctx: LoweringContext, dest: Value, src: Value, terms: int) -> tuple[Value, Value]:
    """dest and src as int32 in one scale with room for `terms` additions (INT); else as they are."""
    if dest.qparams is None or src.qparams is None:
        return dest, src
    # Each rescaled int8 term is below 2**(shift + 7): `terms` of them stay below 2**31.
    shift = min(ADD_SHIFT, 24 - math.ceil(math.log2(terms)))
    common = int32_qparams(2 * max(float(dest.qparams.scale), float(src.qparams.scale)) / 2**shift)
    return typing.cast(tuple[Value, Value],  # one for each of dest and src
                       tuple(to_int32(ctx, v, float(v.known_qparams.scale) / float(common.scale), common) for v in (dest, src)))


def _one_hot(ctx: LoweringContext, flat: Value, k: int) -> Value:
    """(1, W, K, 1) bool: flat[w] == k."""
    w = math.prod(flat.shape)
    positions = ctx.reshape(flat, (1, w, 1, 1))
    iota = np.arange(k).reshape(1, 1, k, 1)
    if positions.const is not None:
        return Value((1, w, k, 1), torch.bool, const=positions.const == iota)
    iota_name = ctx.const(iota, torch.int32, "positions")
    name = ctx.emit(ts.Op.EQUAL, [ctx.tensor(positions), iota_name], [1, w, k, 1], torch.bool)
    return Value((1, w, k, 1), torch.bool, name=name)


def lower_index_put_accumulate(ctx: LoweringContext, node: Node) -> Value:
    dest, src = ctx.value(node.args[0]), ctx.value(node.args[2])
    dest, src = _in_common_scale(ctx, dest, src, _index_count(node) + 1)
    indexed, moved, block, flat = _index_put_block(ctx, node, dest)
    before, after = moved.shape[: block[0]], moved.shape[block[-1] + 1 :]
    rows, cols, w = math.prod(before), math.prod(after), math.prod(flat.shape)
    k = math.prod(moved.shape[d] for d in block)
    table = ctx.reshape(moved, (rows, k, cols))
    updates = ctx.reshape(broadcast_to(ctx, src, before + tuple(flat.shape) + after), (rows, w, 1, cols))
    zero = Value((1, 1, 1, 1), updates.dtype, const=np.zeros((1, 1, 1, 1)))
    hits = _one_hot(ctx, flat, k)
    picked_like = Value((rows, w, k, cols), updates.dtype, qparams=updates.qparams)
    picked = ctx.op(ts.Op.SELECT, [ctx.tensor(hits), ctx.tensor(updates), ctx.tensor(zero)], picked_like)
    attr = ts.TosaSerializerAttribute()
    attr.ReduceSumAttribute(1)
    summed = ctx.op(ts.Op.REDUCE_SUM, [picked.tensor_name], picked.replace(shape=(rows, 1, k, cols)), attr)
    added = ctx.reshape(summed, (rows, k, cols))
    written = binary(ctx, ts.Op.ADD, table, added, (rows, k, cols), table.dtype, qparams=table.qparams)
    return _unmove(ctx.reshape(written, moved.shape), indexed, block)


def _annotate_index_put(node: Node, rule: OpRule, config) -> None:
    """A write shares the destination's parameters; a sum needs its own, as add does."""
    if not _accumulates(node):
        return annotate_shared_source(node, rule, config)
    dest, values = node.args[0], node.args[2]
    if is_float_tensor(dest) and is_float_tensor(values):
        set_annotation(node, {dest: config.input_activation, values: config.input_activation}, config.output_activation)


def _index_put_support(node: Node, ctx: SupportContext) -> Optional[str]:
    present = [i for i in optional_nodes_arg(node, 1) if i is not None]
    if not present:
        return "index_put without index tensors"
    if _accumulates(node):
        reason = _accumulate_reason(node, ctx)
        if reason is not None:
            return reason
    elif ctx.is_u55_like:
        return ("the Ethos-U55/U65 cannot run SCATTER (Vela has none for them); a write to a slice "
                "(cache[..., a:b] = new: slice_scatter) runs there as slices and a concat")
    for arg in present:
        reason = index_reason(arg)
        if reason is not None:
            return reason
    return data_reason(node, ctx, [node.args[0], node.args[2]])


def _accumulate_reason(node: Node, ctx: SupportContext) -> Optional[str]:
    if ctx.is_u55_like:
        return "index_put with accumulate=True is a one-hot sum: the Ethos-U55/U65 have no SELECT for it"
    dtypes = {arg.meta["val"].dtype for arg in (node, node.args[0], node.args[2]) if isinstance(arg, Node)}
    if dtypes != {torch.float32} and dtypes != {torch.int32}:
        return f"index_put with accumulate=True adds float32 (quantized) or int32 tensors only, not {sorted(map(str, dtypes))}"
    size = math.prod(_shape(arg_node(node, 0))) * _index_count(node)
    if size > _MAX_ONE_HOT:
        return f"index_put with accumulate=True sums through a one-hot tensor of {size} elements (armnpu's limit: {_MAX_ONE_HOT})"
    return None


# ---- slice_scatter / select_scatter ---------------------------------------------------------


def _slice_scatter_args(node: Node) -> tuple[int, int, int]:
    shape = arg_node(node, 0).meta["val"].shape
    defaults = [0, None, None, 1]
    given: list[Any] = list(node.args[2:])  # ints or None
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
    dim = int_arg(node, 2) % dest.rank
    index = int_arg(node, 3) % dest.shape[dim]
    src = ctx.reshape(src, dest.shape[:dim] + (1,) + dest.shape[dim + 1 :])
    return write_run(ctx, dest, src, dim, index)


def _slice_scatter_support(node: Node, ctx: SupportContext) -> Optional[str]:
    _, _, step = _slice_scatter_args(node)
    if step > 1 and ctx.is_u55_like:
        return "slice_scatter with a step writes scattered positions: the Ethos-U55/U65 have no SCATTER"
    return data_reason(node, ctx, [node.args[0], node.args[1]])


def _select_scatter_support(node: Node, ctx: SupportContext) -> Optional[str]:
    return data_reason(node, ctx, [node.args[0], node.args[1]])


register(
    OpRule(
        name="index_put",
        lower_targets=(aten.index_put.default,),
        quant_targets=(aten.index_put.default, aten.index_put_.default),
        quant=_annotate_index_put,
        lower_int=lower_index_put,
        lower_fp=lower_index_put,
        support=_index_put_support,
        samples=(
            Sample(lambda x, y: torch.index_put(x, (torch.tensor([3, 0], dtype=torch.int32),), y), ((5, 3), (2, 3))),
            Sample(lambda x, y: torch.index_put(x, (torch.tensor([1, 2]),), y), ((3, 4, 3), (2, 4, 3))),
            Sample(lambda x, y: torch.index_put(x, (torch.tensor([2, 0, 2]),), y, accumulate=True), ((4, 3), (3, 3))),
        ),
    )
)

register(
    OpRule(
        name="slice_scatter",
        lower_targets=(aten.slice_scatter.default,),
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
        quant=annotate_shared_source,
        lower_int=lower_select_scatter,
        lower_fp=lower_select_scatter,
        support=_select_scatter_support,
        keep_undecomposed=(aten.select_scatter.default,),
        samples=(Sample(lambda x, y: torch.select_scatter(x, y, 0, 1), ((3, 4), (4,))),),
    )
)
