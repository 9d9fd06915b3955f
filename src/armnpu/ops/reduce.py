"""Reductions: mean (mean.dim, mean.default), sum.dim_IntList, amax and amin.

The reduced dims are brought next to each other in the value's TOSA layout (the
layout it already has when they are, a TRANSPOSE otherwise), so the tensor reads
as [outer, reduced..., inner] and reshapes for free.

INT mean: a mean's range is narrower than its input's, so the quantizer gives it
qparams of its own (the IO pattern), and the lowering sums in int32 and rounds
once, straight to them: REDUCE_SUM on the U55/U65; elsewhere a DEPTHWISE_CONV2D
with weights of one whose kernel covers the reduced block (one NPU op, no
transpose), unless nothing is inner (it would run over maps one channel deep) or
no kernel fits. A mean that shares its input's qparams (edge turns
adaptive_avg_pool2d, annotated as a pool, into a mean) is one AVG_POOL2D instead,
Vela's best form, with the same one rounding; over an even count,
whose ties the quantized model rounds to even, window sums (up to
pool.MAX_TIED_COUNT values) or REDUCE_SUM sums (any even count) divided by
pool.divide_half_to_even.
INT sum: RESCALE to int32 without the zero point, REDUCE_SUM, and an int32 result
that the next quantize node requantizes.
FP: REDUCE_SUM, then MUL by 1/N for a mean.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable, NamedTuple, Optional, Sequence, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.elementwise import binary, int32_qparams
from armnpu.ops.pool import MAX_KERNEL, avg_pool2d, divide_half_to_even, window_sum
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.qdq import qparams_of, quantize_user
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.spatial import channels_last
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
_MEANS = (aten.mean.dim, aten.mean.default)


class _Block(NamedTuple):
    """`x` in a layout where the reduced dims are adjacent: [outer, reduced..., inner]."""

    x: Value
    outer: int
    reduced: tuple[int, ...]  # sizes of the reduced dims, in layout order
    inner: int


def _reduced_dims(node: Node) -> list[int]:
    rank = len(arg_node(node, 0).meta["val"].shape)
    dims = cast(Optional[Sequence[int]], node.args[1] if len(node.args) > 1 else None)
    if dims is None or len(dims) == 0:
        return list(range(rank))
    return sorted({d % rank for d in ([dims] if isinstance(dims, int) else dims)})


def _keepdim(node: Node) -> bool:
    return bool(node.args[2]) if len(node.args) > 2 else bool(node.kwargs.get("keepdim", False))


def _block(ctx: LoweringContext, x: Value, dims: Sequence[int]) -> _Block:
    layout = x.layout
    positions = sorted(layout.index(d) for d in dims)
    if positions[-1] - positions[0] != len(dims) - 1:
        # Not adjacent: move the reduced dims in front of the innermost kept dim.
        kept = [d for d in layout if d not in dims]
        layout = (*kept[:-1], *[d for d in layout if d in dims], *kept[-1:])
        x = ctx.to_layout(x, layout)
        positions = sorted(layout.index(d) for d in dims)
    sizes = [x.shape[d] for d in layout]
    first, last = positions[0], positions[-1] + 1
    return _Block(x, math.prod(sizes[:first]), tuple(sizes[first:last]), math.prod(sizes[last:]))


def _pool_geometry(block: _Block) -> Optional[tuple[list[int], tuple[int, int]]]:
    """(NHWC shape, kernel) of a pool averaging the block, or None when no kernel within
    TOSA's limits covers it. A single map ([1, kh, kw, inner]) takes any split of the
    reduced block (it is contiguous); otherwise the outer rows run down the height under a
    one-row kernel, so Vela sees one map, not a batch of them."""
    total = math.prod(block.reduced)
    if block.outer > 1:
        return ([1, block.outer, total, block.inner], (1, total)) if total <= MAX_KERNEL else None
    natural = (math.prod(block.reduced[:-1]), block.reduced[-1])
    splits = [natural] + [(h, total // h) for h in range(1, MAX_KERNEL + 1) if total % h == 0]
    kernel = next(((h, w) for h, w in splits if h <= MAX_KERNEL and w <= MAX_KERNEL), None)
    return None if kernel is None else ([1, *kernel, block.inner], kernel)


def _result(ctx: LoweringContext, node: Node, block: _Block, reduced: Value) -> Value:
    """`reduced` ([outer, 1.., inner] in TOSA) as the node's output in the block's layout."""
    dims = _reduced_dims(node)
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    layout = block.x.layout
    if not _keepdim(node):
        index = {d: d - sum(r < d for r in dims) for d in layout if d not in dims}
        layout = tuple(index[d] for d in layout if d not in dims)
    result = reduced.replace(shape=out_shape, perm=layout if layout != tuple(range(len(layout))) else ())
    if result.tosa_shape != reduced.tosa_shape:
        shape = result.tosa_shape
        name = ctx.emit(ts.Op.RESHAPE, [reduced.tensor_name, ctx.shape_const(shape)], shape, result.dtype)
        result = result.replace(name=name)
    return result


def _reduce(ctx: LoweringContext, block: _Block, x: Value, op, attribute: Callable[[int], object]) -> Value:
    """`op` (REDUCE_SUM, REDUCE_MAX, ...) of the block over its reduced dims, as [outer, 1, inner] or,
    when nothing is inner, [outer, 1]: Vela reduces the innermost axis natively and transposes for any other.
    A block that is x's innermost TOSA axis is reduced in x's own shape: a RESHAPE of another NPU
    operation's output costs Vela a memory copy (a softmax's max after a masked score)."""
    total = math.prod(block.reduced)
    if block.inner == 1 and x.tosa_shape[-1] == total:
        axis, name = len(x.tosa_shape) - 1, ctx.tensor(x)
        reduced = Value((*x.tosa_shape[:-1], 1), x.dtype, qparams=x.qparams)
        return ctx.op(op, [name], reduced, attribute(axis))
    shape = (block.outer, total, block.inner) if block.inner > 1 else (block.outer, total)
    name = ctx.emit(ts.Op.RESHAPE, [ctx.tensor(x), ctx.shape_const(shape)], shape, x.dtype)
    reduced = Value((block.outer, 1, *shape[2:]), x.dtype, qparams=x.qparams)
    return ctx.op(op, [name], reduced, attribute(1))


def _attribute(builder: str, *extra) -> Callable[[int], object]:
    """A REDUCE_* attribute for a given axis."""

    def make(axis: int):
        attr = ts.TosaSerializerAttribute()
        getattr(attr, builder)(axis, *extra)
        return attr

    return make


def _reduce_sum(ctx: LoweringContext, block: _Block, factor: float = 1.0) -> Value:
    """The block's sums (INT: of its codes times `factor`, an int32 at the input's scale)."""
    x = block.x
    if ctx.integer:
        x = ctx.rescale(x, factor, torch.int32, out_qparams=int32_qparams(float(x.known_qparams.scale)))
    return _reduce(ctx, block, x, ts.Op.REDUCE_SUM, _attribute("ReduceSumAttribute"))


def lower_sum_int(ctx: LoweringContext, node: Node) -> Value:
    block = _block(ctx, ctx.value(node.args[0]), _reduced_dims(node))
    return _result(ctx, node, block, _reduce_sum(ctx, block))


def _keeps_input_qparams(node: Node, x: Value) -> bool:
    """Whether the mean is requantized to its input's qparams (a pool's annotation)."""
    user = quantize_user(node)
    return user is None or x.known_qparams.same_as(qparams_of(user))


def _as_mean(summed: Value, block: _Block) -> Value:
    """An int32 sum over the block read as its mean: the same integers at 1/N of the scale."""
    scale = summed.known_qparams.scale / math.prod(block.reduced)
    return summed.replace(qparams=dataclasses.replace(summed.known_qparams, scale=scale))


def _sums_round_to_even(count: int, x: Value) -> bool:
    """Whether a mean of REDUCE_SUM sums over `count` codes of x rounds its ties to even, as the
    quantized model does: for any even count whose doubled sums fit in int32. Unlike window sums
    (pool.ties_possible), the rounding costs a few elementwise ops on the reduced sums only, and a
    tie rounded up is no small bias after an rsqrt: Gemma3n's RMSNorm, whose mean of 32 squares
    kept their qparams (both at the 2**-16 scale floor), read 16.5 codes as 17, and its output
    was 2 to 7 quanta off the quantized model."""
    info = torch.iinfo(x.dtype)
    return count % 2 == 0 and count * (2 * (info.max - info.min) + 1) <= torch.iinfo(torch.int32).max


def lower_mean_int(ctx: LoweringContext, node: Node) -> Value:
    block = _block(ctx, ctx.value(node.args[0]), _reduced_dims(node))
    shared = _keeps_input_qparams(node, block.x)
    # Vela's U55/U65 REDUCE_SUM costs fewer cycles than a window sum (the means of conv1d_speech,
    # digits and tiny_vit). On U85, REDUCE_SUM over any axis but the innermost makes the producer
    # write its output transposed: conv1d_speech's last convolution went from 10.5k to 32k cycles.
    windowed = shared or not ctx.target.is_u55_like
    pool = _pool_geometry(block) if block.inner > 1 and windowed else None
    count = math.prod(block.reduced)
    if pool is None and shared and _sums_round_to_even(count, block.x):
        # Rounded to even as the quantized model rounds a mean kept at its input's qparams.
        doubled = _reduce_sum(ctx, block, factor=2.0)
        offset = Value((), torch.int32, const=np.array(count - 1))
        upper = binary(ctx, ts.Op.ADD, doubled, offset, doubled.shape, torch.int32, qparams=doubled.qparams)
        return _result(ctx, node, block, divide_half_to_even(ctx, upper, count, block.x))
    if pool is None:
        return _result(ctx, node, block, _as_mean(_reduce_sum(ctx, block), block))
    nhwc, kernel = pool
    x = block.x
    name = ctx.emit(ts.Op.RESHAPE, [ctx.tensor(x), ctx.shape_const(nhwc)], nhwc, x.dtype)
    # NHWC [n, h, w, c] is the logical (N, C, H, W) value in channels-last layout.
    x4 = Value((nhwc[0], nhwc[3], *nhwc[1:3]), x.dtype, name=name, perm=channels_last(4), qparams=x.qparams)
    out = (nhwc[0], nhwc[3], nhwc[1] - kernel[0] + 1, 1)
    if shared:
        return _result(ctx, node, block, avg_pool2d(ctx, x4, kernel, (1, 1), (0, 0, 0, 0), out))
    return _result(ctx, node, block, _as_mean(window_sum(ctx, x4, kernel, (1, 1), (0, 0, 0, 0), out), block))


def lower_reduce_fp(ctx: LoweringContext, node: Node) -> Value:
    block = _block(ctx, ctx.value(node.args[0]), _reduced_dims(node))
    summed = _reduce_sum(ctx, block)
    if aten_target(node) in _MEANS:
        reciprocal = np.full((1,) * summed.rank, 1.0 / math.prod(block.reduced))
        factor = ctx.const(reciprocal, torch.float32, "reciprocal")
        shift = ctx.const(np.zeros(1), torch.int8, "shift")
        summed = ctx.op(ts.Op.MUL, [summed.tensor_name, factor, shift], summed)
    return _result(ctx, node, block, summed)


_EXTREMES = {aten.amax.default: (ts.Op.REDUCE_MAX, "ReduceMaxAttribute"),
             aten.amin.default: (ts.Op.REDUCE_MIN, "ReduceMinAttribute")}


def lower_extreme(ctx: LoweringContext, node: Node) -> Value:
    """amax/amin: REDUCE_MAX/MIN, exact in any profile (the result shares the input's qparams)."""
    block = _block(ctx, ctx.value(node.args[0]), _reduced_dims(node))
    op, attr_name = _EXTREMES[aten_target(node)]
    if ctx.integer and ctx.target.is_u55_like and op == ts.Op.REDUCE_MIN:
        # vela-workaround(5.2.0): U55/U65 REDUCE_MIN written as a complemented REDUCE_MAX
        # Vela 5.2 rewrites a U55/U65 REDUCE_MIN as pivot - max(pivot - x) but sizes those steps by
        # other views of the same tensors (a later reshape, another reshape of the input), which
        # mis-broadcasts them; min(x) = -1 - max(-1 - x) written in TOSA leaves Vela nothing to rewrite.
        flipped = block._replace(x=ctx.complement(block.x))
        attribute = _attribute("ReduceMaxAttribute", ts.NanPropagationMode.PROPAGATE)
        return _result(ctx, node, block, ctx.complement(_reduce(ctx, flipped, flipped.x, ts.Op.REDUCE_MAX, attribute)))
    attribute = _attribute(attr_name, ts.NanPropagationMode.PROPAGATE)
    return _result(ctx, node, block, _reduce(ctx, block, block.x, op, attribute))


def _u55_extent_reason(node: Node, ctx: SupportContext) -> Optional[str]:
    shape = list(arg_node(node, 0).meta["val"].shape)
    dims = _reduced_dims(node)
    limit = None if ctx.npu is None else ctx.npu.limits.reduce_extent  # U55/U65 only
    if limit is None or not dims:
        return None
    kept_inside = [d for d in range(dims[0], len(shape)) if d not in dims]
    adjacent = dims == list(range(dims[0], dims[-1] + 1))
    inner = math.prod(shape[dims[-1] + 1:]) if adjacent else (shape[kept_inside[-1]] if kept_inside else 1)
    total = math.prod(shape[d] for d in dims)
    if max(total, inner) > limit:
        return (f"a reduction over {total} elements with {inner} inside cannot run on {ctx.npu_name}: "
                f"Vela takes at most {limit} along each")
    return None


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    dtype = node.kwargs.get("dtype")
    if dtype is not None and dtype != arg_node(node, 0).meta["val"].dtype:
        return f"{aten_target(node)} converting to {dtype} is not lowered"
    return _u55_extent_reason(node, ctx)


register(
    OpRule(
        name="mean",
        lower_targets=_MEANS,
        quant=Quant.IO,
        int16=True,
        joins_shared_runs=True,
        support=_support,
        lower_int=lower_mean_int,
        lower_fp=lower_reduce_fp,
        samples=(Sample(lambda x: torch.mean(x * 2.0, (2, 3), keepdim=True), ((1, 4, 3, 5),)),
                 Sample(lambda x: torch.mean(x * 2.0, -1), ((2, 3, 8),))),
    )
)
def _extreme_support(node: Node, ctx: SupportContext) -> Optional[str]:
    if ctx.is_u55_like and not arg_node(node, 0).meta["val"].dtype.is_floating_point:
        return f"Vela has no {ctx.npu_name} kernel for REDUCE_MAX/MIN of integer tensors"
    return _u55_extent_reason(node, ctx)


register(
    OpRule(
        name="amax_amin",
        lower_targets=tuple(_EXTREMES),
        quant=Quant.SHARED,
        support=_extreme_support,
        lower_int=lower_extreme,
        lower_fp=lower_extreme,
        samples=(Sample(lambda x: torch.amax(x, -1, keepdim=True) - x, ((2, 3, 8),)),
                 Sample(lambda x: x * torch.amin(x, (1, 2), keepdim=True), ((2, 4, 5, 1),))),
    )
)
register(
    OpRule(
        name="sum",
        lower_targets=(aten.sum.dim_IntList,),
        quant_targets=(aten.sum.dim_IntList, aten.sum.default),
        quant=Quant.IO,
        int16=True,
        support=_support,
        lower_int=lower_sum_int,
        lower_fp=lower_reduce_fp,
        samples=(Sample(lambda x: torch.sum(x, 1, keepdim=True), ((2, 5, 3),)),),
    )
)
