"""Ops ExecuTorch's edge decomposition turns into a single core ATen op, rewritten as that op here.

to_edge_transform_and_lower retraces the whole program (`run_decompositions`) when any op of its
decomposition table is left in it: on ethos-u55-128 that retrace is 40% of a one-convolution
compile and 12% of MobileNetV3-small's. Most programs reach it holding only ops whose
decomposition is one core op with its defaults filled in (conv2d -> convolution, transpose ->
permute, chunk and split -> split_with_sizes, a constant pad -> constant_pad_nd, a | b ->
bitwise_or, a whole-tensor sum -> sum over no dims), or the first output of one (max_pool2d ->
max_pool2d_with_indices' values). A reshape or flatten of a tensor that cannot be viewed in that
shape (attention's heads after their transpose) reaches it too: ExecuTorch's functionalization
makes it a contiguous copy and an `_unsafe_view`, which its table turns into `view`; here it
becomes that copy and `view` before. Rewritten here, node by node, they leave nothing for the
retrace, which ExecuTorch then skips; the edge program it builds is the one the retrace would
have given.
"""

from __future__ import annotations

import dataclasses
import operator
from typing import Any, Callable, Optional, cast

import torch
from torch.export import ExportedProgram
from torch.fx import Node

from armnpu.graph_facts import tensor_rank, tensor_value

aten = torch.ops.aten


@dataclasses.dataclass(frozen=True)
class _New:
    """An argument of a rewrite that is a new node, `op(*args, **kwargs)`, placed before the
    rewritten one; it takes that node's metadata (its provenance) with `val`, its traced value."""

    op: Any
    args: tuple
    val: Any
    kwargs: dict = dataclasses.field(default_factory=dict)


# op -> (spatial dims, transposed); the transposed ones' schema has output_padding before groups.
_CONVOLUTIONS = {
    aten.conv1d.default: (1, False),
    aten.conv2d.default: (2, False),
    aten.conv3d.default: (3, False),
    aten.conv_transpose1d.default: (1, True),
    aten.conv_transpose2d.input: (2, True),
    aten.conv_transpose3d.input: (3, True),
}


def _arguments(node: Node) -> dict[str, Any]:
    """The node's arguments by schema name, defaults filled in."""
    values = {}
    for position, argument in enumerate(node.target._schema.arguments):  # type: ignore[union-attr]
        if position < len(node.args):
            values[argument.name] = node.args[position]
        else:
            values[argument.name] = node.kwargs.get(argument.name, argument.default_value)
    return values


def _per_dim(value: Any, dims: int) -> list:
    """An int or one-element list of an IntArrayRef[dims] argument, spelled out per dim."""
    values = list(value) if isinstance(value, (list, tuple)) else [value]
    return values * dims if len(values) == 1 else values


def _convolution(node: Node) -> Optional[tuple]:
    dims, transposed = _CONVOLUTIONS[node.target]  # type: ignore[index]
    a = _arguments(node)
    if tensor_rank(a["input"]) != dims + 2:  # an unbatched input: ATen adds the batch dim first
        return None
    output_padding = _per_dim(a["output_padding"], dims) if transposed else [0] * dims
    return aten.convolution.default, (
        a["input"], a["weight"], a["bias"], _per_dim(a["stride"], dims), _per_dim(a["padding"], dims),
        _per_dim(a["dilation"], dims), transposed, output_padding, a["groups"])


def _permute(node: Node) -> Optional[tuple]:
    source = node.args[0]
    rank = tensor_rank(source)
    if rank is None:
        return None
    order = list(range(rank))
    if rank:
        first, second = (int(cast(int, d)) % rank for d in node.args[1:3])
        order[first], order[second] = order[second], order[first]
    return aten.permute.default, (source, order)


def _view(node: Node) -> Optional[tuple]:
    return aten.view.default, tuple(node.args)


def _sum_all(node: Node) -> Optional[tuple]:
    dtype = node.kwargs.get("dtype")
    return aten.sum.dim_IntList, (node.args[0], []), ({} if dtype is None else {"dtype": dtype})


def _renamed(op: Any) -> Callable[[Node], Optional[tuple]]:
    """The same arguments to another op (a | b is bitwise_or)."""
    return lambda node: (op, tuple(node.args))


def _adaptive_mean(node: Node) -> Optional[tuple]:
    source, size = node.args[0], _per_dim(node.args[1], 2)
    if None in size:  # a size taken from the input: ATen works it out first
        return None
    if size == [1, 1]:
        return aten.mean.dim, (source, [-1, -2], True)
    return aten._adaptive_avg_pool2d.default, (source, size)


def _length(source: object, dim: int) -> Optional[int]:
    """The traced length of `source` along `dim`; None if unknown or symbolic (known only at run time)."""
    value = tensor_value(source)
    length = value.shape[dim] if value is not None else None
    return length if isinstance(length, int) else None


def _split_with_sizes_of(source: object, length: Optional[int], size: object, dim: int) -> Optional[tuple]:
    """split.Tensor's lengths spelled out: `size` each, the last one what is left."""
    if length is None or not isinstance(size, int) or size <= 0:
        return None
    chunks = max(-(-length // size), 1)
    sizes = [size] * (chunks - 1) + [length - size * (chunks - 1)]
    return aten.split_with_sizes.default, (source, sizes, dim)


def _split_with_sizes(node: Node) -> Optional[tuple]:
    a = _arguments(node)
    return _split_with_sizes_of(a["self"], _length(a["self"], a["dim"]), a["split_size"], a["dim"])


def _chunk(node: Node) -> Optional[tuple]:
    # An LSTM's gates, a GLU's halves: chunk is split.Tensor with the chunk length worked out.
    a = _arguments(node)
    length = _length(a["self"], a["dim"])
    if length is None or a["chunks"] <= 0:
        return None
    return _split_with_sizes_of(a["self"], length, -(-length // a["chunks"]), a["dim"])


def _constant_pad(node: Node) -> Optional[tuple]:
    a = _arguments(node)
    if a["mode"] != "constant":  # reflect, replicate, circular: ExecuTorch's table makes several ops of them
        return None
    return aten.constant_pad_nd.default, (a["self"], a["pad"], 0.0 if a["value"] is None else a["value"])


def _max_pool_values(node: Node) -> Optional[tuple]:
    value = tensor_value(node)
    if value is None:
        return None
    both = (value, value.new_empty(value.shape, dtype=torch.int64))  # values and indices, as ATen types them
    return operator.getitem, (_New(aten.max_pool2d_with_indices.default, tuple(node.args), both), 0)


def _copy_then_view(node: Node) -> Optional[tuple]:
    source, value, source_value = node.args[0], tensor_value(node), tensor_value(node.args[0])
    if value is None or source_value is None:
        return None
    shape = list(value.shape)
    if not all(isinstance(d, int) for d in shape):  # a symbolic length: ATen works it out at run time
        return None
    try:
        source_value.view(shape)
        return None  # viewable: functionalization makes it a `view`, which ExecuTorch keeps
    except (RuntimeError, ValueError):  # fake tensors raise the latter
        pass
    copy = _New(aten.clone.default, (source,), source_value.clone(memory_format=torch.contiguous_format),
                {"memory_format": torch.contiguous_format})
    return aten.view.default, (copy, shape)


# op -> the core op, its arguments (a _New node among them) and keyword arguments (if any) ExecuTorch's
# table would make of a node, or None where the table does something else (the node is then left
# for ExecuTorch).
_REWRITES: dict[Any, Callable[[Node], Optional[tuple]]] = {
    **{op: _convolution for op in _CONVOLUTIONS},
    aten.transpose.int: _permute,
    aten._unsafe_view.default: _view,
    aten.adaptive_avg_pool2d.default: _adaptive_mean,
    aten.split.Tensor: _split_with_sizes,
    aten.chunk.default: _chunk,
    aten.pad.default: _constant_pad,
    aten.max_pool2d.default: _max_pool_values,
    aten.reshape.default: _copy_then_view,
    aten.flatten.using_ints: _copy_then_view,
    aten.sum.default: _sum_all,
    # a & b, a | b, a ^ b
    **{getattr(getattr(aten, f"__{name}__"), overload): _renamed(getattr(getattr(aten, f"bitwise_{name}"), overload))
       for name in ("and", "or", "xor") for overload in ("Tensor", "Scalar")},
}


def to_core_forms(program: ExportedProgram) -> ExportedProgram:
    """Rewrite the program's ops in _REWRITES in place (see the module docstring)."""
    changed = False
    for node in list(program.graph_module.graph.nodes):
        rewrite = _REWRITES.get(node.target) if node.op == "call_function" else None
        replacement = rewrite(node) if rewrite is not None else None
        if replacement is None:
            continue
        args = tuple(_inserted_before(node, arg) if isinstance(arg, _New) else arg for arg in replacement[1])
        # In place: the node keeps its name (the graph signature names outputs by it) and metadata.
        node.target, node.args, node.kwargs = replacement[0], args, (replacement[2] if len(replacement) > 2 else {})
        changed = True
    if changed:
        program.graph_module.recompile()
    return program


def _inserted_before(node: Node, new: _New) -> Node:
    with node.graph.inserting_before(node):
        inserted = node.graph.call_function(new.op, new.args, new.kwargs)
    inserted.meta = {**node.meta, "val": new.val}
    return inserted
