"""Indexed reads: index_select, advanced indexing (index.Tensor, which embedding becomes) and
gather → TOSA GATHER.

TOSA GATHER picks rows: values (N, K, C), int32 indices (N, W) → (N, W, C). Every indexed
read is brought to that form: the indexed dims of the source are merged into K (after moving
them together, as torch does when they are not adjacent), the dims before them into N and the
dims after them into C; the index tensors become one flat row index into K. torch.gather
indexes every element on its own, so its source is viewed as one row of single elements.

Indices must be int32 at run time (TOSA 1.0 has no int64): the decomposition table casts
int64 index inputs on the CPU (passes/decompositions/indexing.py), and constant indices of
any integer type are folded here. Nothing is moved or computed, so the result shares the
source's quantization parameters and is bit-exact. The Ethos-U55/U65 have no GATHER.
"""

from __future__ import annotations

import math
import typing
from typing import Optional, Sequence

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.errors import LoweringError
from armnpu.graph_facts import arg_node, int_arg, is_constant, optional_nodes_arg
from armnpu.ops.annotation import annotate_sharing_first, float_tensor_inputs
from armnpu.ops.shape import permute
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Sample, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten

# Element types TOSA GATHER/SCATTER move per profile (INT: float32 is quantized); bool goes through int8.
_INT_DATA = (torch.float32, torch.int8, torch.int16, torch.int32, torch.bool)
_FP_DATA = (torch.float32, torch.float16, torch.int8, torch.int16, torch.int32, torch.bool)
_INDEX_TYPES = (torch.int32, torch.int64, torch.int16, torch.int8, torch.uint8)
_INT32_MIN, _INT32_MAX = -(2**31), 2**31 - 1
_MAX_RANK = 6


# ---- quantization: the result is the source's elements ------------------------------------


def annotate_shared_source(node: Node, rule: OpRule, config) -> None:
    """Float operands after the first (a scatter's new values) and the output share the first's
    qparams. Not Quant.SHARED: index and integer tensors may also flow in and out unquantized."""
    annotate_sharing_first(node, float_tensor_inputs(node), config)


# ---- support -------------------------------------------------------------------------------


def index_reason(arg) -> Optional[str]:
    """Why an index operand cannot be a TOSA int32 tensor."""
    val = arg.meta.get("val") if isinstance(arg, Node) else None
    if not isinstance(val, torch.Tensor):
        return f"index {arg!r} is not a tensor"
    if val.dtype == torch.bool:
        return "boolean mask indices have a data-dependent shape"
    if val.dtype not in _INDEX_TYPES:
        return f"{val.dtype} indices are not lowered"
    if val.dtype == torch.int64 and not is_constant(arg):
        return ("int64 index tensors have no TOSA type: the index must be cast to int32 first "
                "(armnpu's decompositions do so for the ops it lowers)")
    return None


def data_reason(node: Node, ctx: SupportContext, data_args: Sequence) -> Optional[str]:
    allowed = _INT_DATA if ctx.integer else _FP_DATA
    for arg in [node, *data_args]:
        val = arg.meta.get("val") if isinstance(arg, Node) else None
        if not isinstance(val, torch.Tensor):
            continue
        if val.numel() == 0:
            return "zero-size tensors are not lowered"
        if val.dim() > _MAX_RANK:
            return f"{val.dim()}-D tensors exceed TOSA's {_MAX_RANK} dimensions"
        if val.dtype not in allowed:
            return f"TOSA GATHER/SCATTER do not move {val.dtype} data in the {'INT' if ctx.integer else 'FP'} profile"
    return None


def _gather_support(data_args, index_args, op: str):
    def support(node: Node, ctx: SupportContext) -> Optional[str]:
        if ctx.is_u55_like:
            return f"the Ethos-U55/U65 cannot run {op}: Vela has no GATHER for them"
        for arg in index_args(node):
            reason = index_reason(arg)
            if reason is not None:
                return reason
        return data_reason(node, ctx, data_args(node))

    return support


# ---- int32 index arithmetic ----------------------------------------------------------------


def index_value(ctx: LoweringContext, arg, size: int) -> Value:
    """An index operand as an int32 Value; constants are folded, negative ones wrapped by `size`."""
    value = ctx.value(arg)
    if value.const is not None:
        data = np.asarray(value.const).astype(np.int64)
        data = np.where(data < 0, data + size, data)
        if data.size and (data.min() < _INT32_MIN or data.max() > _INT32_MAX):
            raise LoweringError(f"index {arg} does not fit int32")
        return Value(value.shape, torch.int32, const=data)
    if value.dtype != torch.int32:
        raise LoweringError(f"index {arg} is {value.dtype}; TOSA indices are int32")
    return value


def _lift(ctx: LoweringContext, value: Value, rank: int) -> Value:
    return ctx.reshape(value, (1,) * (rank - value.rank) + value.shape)


def _binary(ctx: LoweringContext, op, a: Value, b: Value, shape: Sequence[int]) -> Value:
    """int32 a op b with TOSA broadcasting; both operands of rank len(shape)."""
    if a.const is not None and b.const is not None:
        fn = {ts.Op.ADD: np.add, ts.Op.MUL: np.multiply}[op]
        return Value(tuple(shape), torch.int32, const=np.broadcast_to(fn(a.const, b.const), tuple(shape)))
    inputs = [ctx.tensor(a, range(a.rank)), ctx.tensor(b, range(b.rank))]
    if op == ts.Op.MUL:
        inputs.append(ctx.const(np.array([0]), torch.int8, "shift"))
    name = ctx.emit(op, inputs, list(shape), torch.int32)
    return Value(tuple(shape), torch.int32, name=name)


def flat_index(ctx: LoweringContext, indices: Sequence[Value], sizes: Sequence[int]) -> Value:
    """Row-major position in a block of `sizes` of the broadcast index tuple `indices`."""
    shape = tuple(torch.broadcast_shapes(*[tuple(i.shape) for i in indices]))
    total: Optional[Value] = None
    for k, index in enumerate(indices):
        stride = math.prod(sizes[k + 1 :])
        term = _lift(ctx, index, len(shape))
        if stride != 1:
            term = _binary(ctx, ts.Op.MUL, term, Value((1,) * len(shape), torch.int32, const=np.full((1,) * len(shape), stride)), term.shape)
        total = term if total is None else _binary(
            ctx, ts.Op.ADD, total, term, torch.broadcast_shapes(total.shape, term.shape)
        )
    return typing.cast(Value, total)  # `indices` is never empty


def tile(ctx: LoweringContext, value: Value, multiples: Sequence[int]) -> Value:
    shape = tuple(s * m for s, m in zip(value.shape, multiples))
    if all(m == 1 for m in multiples):
        return value
    if value.const is not None:
        return value.replace(shape=shape, perm=(), const=np.tile(value.const, tuple(multiples)))
    source = ctx.to_layout(value, range(value.rank))
    name = ctx.emit(ts.Op.TILE, [source.tensor_name, ctx.shape_const(multiples)], list(shape), value.dtype)
    return source.replace(shape=shape, name=name, perm=())


def row_indices(ctx: LoweringContext, flat: Value, rows: int) -> Value:
    """The (rows, W) index operand of GATHER/SCATTER: the same flat indices for every row."""
    return tile(ctx, ctx.reshape(flat, (1, math.prod(flat.shape))), (rows, 1))


# ---- bool data travels as int8 ----------------------------------------------------------


def cast(ctx: LoweringContext, value: Value, dtype: torch.dtype) -> Value:
    if value.dtype == dtype:
        return value
    if value.const is not None:
        return value.replace(dtype=dtype, const=np.asarray(value.const).astype(np.int64 if dtype != torch.bool else np.bool_))
    return ctx.op(ts.Op.CAST, [ctx.tensor(value)], value, dtype=dtype)


def movable(ctx: LoweringContext, value: Value) -> Value:
    return cast(ctx, value, torch.int8) if value.dtype == torch.bool else value


# ---- GATHER --------------------------------------------------------------------------------


def gather_rows(ctx: LoweringContext, values: Value, indices: Value) -> Value:
    """TOSA GATHER: values (N, K, C), indices (N, W) → (N, W, C), with the source's qparams."""
    n, _, c = values.shape
    w = indices.shape[1]
    name = ctx.emit(ts.Op.GATHER, [ctx.tensor(values), ctx.tensor(indices)], [n, w, c], values.dtype)
    return values.replace(shape=(n, w, c), name=name, perm=(), const=None)


def index_block(value: Value, indexed: list[int]) -> tuple[Value, list[int]]:
    """Move non-adjacent indexed dims to the front, as torch's result puts their dims first."""
    if indexed == list(range(indexed[0], indexed[-1] + 1)):
        return value, indexed
    order = indexed + [d for d in range(value.rank) if d not in indexed]
    return permute(value, order), list(range(len(indexed)))


def advanced_index(ctx: LoweringContext, value: Value, index_args: Sequence, out_shape: Sequence[int]) -> Value:
    """value[index_args] with torch semantics; None entries keep a dim whole."""
    indexed = [d for d, arg in enumerate(index_args) if arg is not None]
    indices = [index_value(ctx, index_args[d], value.shape[d]) for d in indexed]
    value, indexed = index_block(value, indexed)
    sizes = [value.shape[d] for d in indexed]
    flat = flat_index(ctx, indices, sizes)
    rows = math.prod(value.shape[: indexed[0]])
    cols = math.prod(value.shape[indexed[-1] + 1 :])
    if value.const is not None and flat.const is not None:
        table_data = np.reshape(value.const, (rows, math.prod(sizes), cols))
        picked = np.take(table_data, np.reshape(flat.const, -1), axis=1)
        return value.replace(shape=tuple(out_shape), perm=(), const=np.reshape(picked, tuple(out_shape)))
    source = movable(ctx, value)
    table = ctx.reshape(source, (rows, math.prod(sizes), cols))
    gathered = gather_rows(ctx, table, row_indices(ctx, flat, rows))
    return cast(ctx, ctx.reshape(gathered, tuple(out_shape)), value.dtype)


def element_positions(shape: Sequence[int], strides: Sequence[int], dim: int) -> np.ndarray:
    """For every position p of `shape`: the flat offset of p in a tensor of `strides`, dim `dim` left out."""
    offset = np.zeros(tuple(shape), dtype=np.int64)
    for d, (size, stride) in enumerate(zip(shape, strides)):
        if d != dim:
            offset = offset + np.arange(size).reshape([-1 if e == d else 1 for e in range(len(shape))]) * stride
    return offset


def lower_gather(ctx: LoweringContext, node: Node) -> Value:
    """torch.gather: out[p] = x[p with dim replaced by index[p]], as GATHER over single elements."""
    value = ctx.value(node.args[0])
    dim = int_arg(node, 1) % max(value.rank, 1)
    index_arg = arg_node(node, 2)
    shape = tuple(int(s) for s in index_arg.meta["val"].shape)
    index = index_value(ctx, index_arg, value.shape[dim] if value.rank else 1)
    strides = [math.prod(value.shape[d + 1 :]) for d in range(value.rank)]
    offsets = Value(shape, torch.int32, const=element_positions(shape, strides, dim))
    stride = Value((1,) * len(shape), torch.int32, const=np.full((1,) * len(shape), strides[dim] if value.rank else 1))
    flat = _binary(ctx, ts.Op.ADD, _binary(ctx, ts.Op.MUL, index, stride, shape), offsets, shape)
    source = movable(ctx, value)
    table = ctx.reshape(source, (1, math.prod(value.shape), 1))
    gathered = gather_rows(ctx, table, row_indices(ctx, flat, 1))
    return cast(ctx, ctx.reshape(gathered, shape), value.dtype)


def lower_index_select(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    dim = int_arg(node, 1) % max(value.rank, 1)
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    return advanced_index(ctx, value, [None] * dim + [arg_node(node, 2)], out_shape)


def lower_index_tensor(ctx: LoweringContext, node: Node) -> Value:
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    return advanced_index(ctx, ctx.value(node.args[0]), list(optional_nodes_arg(node, 1)), out_shape)


def _index_tensor_support(node: Node, ctx: SupportContext) -> Optional[str]:
    indices = list(optional_nodes_arg(node, 1))
    present = [i for i in indices if i is not None]
    if not present:
        return "index.Tensor without index tensors"
    return _gather_support(lambda n: [n.args[0]], lambda n: present, "GATHER")(node, ctx)


register(
    OpRule(
        name="index_select",
        lower_targets=(aten.index_select.default,),
        quant=annotate_shared_source,
        lower_int=lower_index_select,
        lower_fp=lower_index_select,
        support=_gather_support(lambda n: [n.args[0]], lambda n: [n.args[2]], "GATHER"),
        samples=(
            Sample(lambda x: torch.index_select(x, 1, torch.tensor([3, 0, 3], dtype=torch.int32)), ((2, 5, 3),)),
        ),
    )
)

register(
    OpRule(
        name="index",
        lower_targets=(aten.index.Tensor,),
        quant=annotate_shared_source,
        lower_int=lower_index_tensor,
        lower_fp=lower_index_tensor,
        support=_index_tensor_support,
        samples=(Sample(lambda x: x[:, torch.tensor([[1, 0], [2, 2]], dtype=torch.int32)], ((2, 3, 4),)),),
    )
)

register(
    OpRule(
        name="gather",
        lower_targets=(aten.gather.default,),
        quant=annotate_shared_source,
        lower_int=lower_gather,
        lower_fp=lower_gather,
        support=_gather_support(lambda n: [n.args[0]], lambda n: [n.args[2]], "GATHER"),
        samples=(Sample(lambda x: torch.gather(x, 1, torch.tensor([[2, 0], [1, 1], [0, 2]], dtype=torch.int32)), ((3, 3),)),),
    )
)
