"""The values an integer input of a compiled program may take: an index into a table (an
embedding's rows, the dimension `index`, `index_select` or `gather` pick from) must lie below
that table's size, or the program reads out of bounds. Found by following each input through the
ops that only move or cast it, into delegates' original graphs too, to the ops that index with it.
"""

from __future__ import annotations

from typing import Iterator, Optional

import torch
from torch.fx import Node

from armnpu.tosa.registry import aten_target

# Ops whose first argument reaches the output as the same values (a cast, a view, a copy).
_VALUE_PRESERVING = {
    "aten.view_copy.default", "aten.view.default", "aten.reshape.default", "aten._unsafe_view.default",
    "aten.clone.default", "aten._to_copy.default", "aten.to.dtype", "aten.to.dtype_layout",
    "aten.unsqueeze_copy.default", "aten.unsqueeze.default", "aten.squeeze_copy.dims", "aten.squeeze.dims",
    "aten.squeeze_copy.dim", "aten.permute_copy.default", "aten.permute.default", "aten.expand_copy.default",
    "aten.expand.default", "aten.flatten.using_ints",
    "dim_order_ops._to_dim_order_copy.default", "dim_order_ops._clone_dim_order.default",
}


def integer_input_ranges(program: torch.export.ExportedProgram) -> list[Optional[tuple[int, int]]]:
    """Per user input: the half-open range [low, high) of valid values when the input indexes a
    table, else None (a float input, or an integer one nothing indexes with)."""
    user_inputs = set(program.graph_signature.user_inputs)
    ranges: list[Optional[tuple[int, int]]] = []
    for node in program.graph.nodes:
        if node.op != "placeholder" or node.name not in user_inputs:
            continue
        value = node.meta.get("val")
        if not isinstance(value, torch.Tensor) or value.dtype.is_floating_point or value.dtype == torch.bool:
            ranges.append(None)
            continue
        bounds = list(_index_bounds(node))
        ranges.append((0, min(bounds)) if bounds else None)
    return ranges


def _index_bounds(node: Node) -> Iterator[int]:
    """The table sizes `node`'s values index, wherever they flow."""
    for user in node.users:
        if user.op != "call_function":
            continue
        if user.target is torch.ops.higher_order.executorch_call_delegate:
            yield from _through_delegate(user, node)
            continue
        name = str(aten_target(user))
        if name in _VALUE_PRESERVING and user.args and user.args[0] is node:
            yield from _index_bounds(user)
            continue
        bound = _bound(name, user, node)
        if bound is not None:
            yield bound


def _bound(name: str, user: Node, index: Node) -> Optional[int]:
    args = user.args
    if name.startswith("aten.embedding") and len(args) > 1 and args[1] is index:
        return _size(args[0], 0)
    # aten.index.Tensor's args[1] is its list of index tensors (fx types node.args as any Argument)
    if name.startswith("aten.index.Tensor") and len(args) > 1 and index in args[1]:  # type: ignore[operator]
        return _size(args[0], list(args[1]).index(index))  # type: ignore[arg-type]
    if name.startswith(("aten.index_select", "aten.gather")) and len(args) > 2 and args[2] is index:
        return _size(args[0], args[1])
    return None


def _size(table: object, dim: object) -> Optional[int]:
    value = table.meta.get("val") if isinstance(table, Node) else None
    if not isinstance(value, torch.Tensor) or not isinstance(dim, int) or value.dim() == 0:
        return None
    return int(value.shape[dim])


def _through_delegate(call: Node, argument: Node) -> Iterator[int]:
    """Follow `argument` into the delegate's original graph: call arguments after the lowered
    module map in order onto that graph's user inputs."""
    lowered = getattr(call.graph.owning_module, call.args[0].target)  # type: ignore[union-attr,arg-type]  # args[0]: a get_attr node
    inner = lowered.original_module
    names = list(inner.graph_signature.user_inputs)
    placeholders = {n.name: n for n in inner.graph.nodes if n.op == "placeholder"}
    for position, given in enumerate(call.args[1:]):
        if given is argument and position < len(names) and names[position] in placeholders:
            yield from _index_bounds(placeholders[names[position]])


def delegate_index_bound(call: Node) -> Optional[int]:
    """The smallest table any integer argument of a delegate call indexes inside the delegate,
    or None: an intermediate int32 (position ids a CPU op computed) may index a smaller table than
    the program's inputs do."""
    bounds = [bound for argument in call.args[1:] if isinstance(argument, Node)
              for bound in _through_delegate(call, argument)]
    return min(bounds) if bounds else None
