"""Facts about FX nodes that several passes and op rules ask: which values are constants, which
values are mask fills, which nodes end a control-flow region; and typed access to what torch.fx
types loosely (a node's arguments as any Argument, its target as callable or str)."""

from __future__ import annotations

from typing import Optional, Sequence, TypeGuard, cast

import torch
from torch.fx import Node

# A value this large (±float32 max, ±inf) is a mask's fill, not data: observers skip it and
# the integer program saturates it to the range's end.
MASK_FILL_MAGNITUDE = torch.finfo(torch.float32).max / 2

# The quantizer marks the graph modules of the cond branches, loop conditions and bodies it
# annotates, the partitioner those it checks.
_REGION_KEY = "armnpu_control_flow_region"


def arg_node(node: Node, index: int) -> Node:
    """`node.args[index]` where the op's schema makes it a tensor, so a Node."""
    return cast(Node, node.args[index])


def int_arg(node: Node, index: int) -> int:
    """`node.args[index]` where the op's schema makes it an int (a dim, a count)."""
    return cast(int, node.args[index])


def ints_arg(node: Node, index: int) -> Sequence[int]:
    """`node.args[index]` where the op's schema makes it an int list (sizes, dims, strides)."""
    return cast(Sequence[int], node.args[index])


def nodes_arg(node: Node, index: int) -> Sequence[Node]:
    """`node.args[index]` where the op's schema makes it a tensor list."""
    return cast(Sequence[Node], node.args[index])


def optional_nodes_arg(node: Node, index: int) -> Sequence[Optional[Node]]:
    """`node.args[index]` where the op's schema makes it a list of optional tensors (index_put's indices)."""
    return cast(Sequence[Optional[Node]], node.args[index])


def tensor_value(node: object) -> Optional[torch.Tensor]:
    """The tensor a node computes, as traced (a fake tensor); None if it is no node or has none."""
    value = node.meta.get("val") if isinstance(node, Node) else None
    return value if isinstance(value, torch.Tensor) else None


def tensor_rank(node: object) -> Optional[int]:
    """The rank of the tensor a node computes, from its traced value; None if it has none."""
    value = tensor_value(node)
    return None if value is None else value.dim()


def attr_name(node: Node) -> str:
    """The attribute path a get_attr or call_module node names."""
    return cast(str, node.target)


# lift_fresh_copy: how a traced torch.tensor(...) constant first appears (a copy of the same data).
_NO_OP_VIEWS = (torch.ops.aten.detach.default, torch.ops.aten.detach_.default, torch.ops.aten.alias.default,
                torch.ops.aten.lift_fresh_copy.default)


def _constant_data(node: Node) -> Optional[torch.Tensor]:
    """The tensor a get_attr node names, also behind a detach; None for other nodes."""
    while node.op == "call_function" and node.target in _NO_OP_VIEWS:
        node = arg_node(node, 0)
    data = getattr(node.graph.owning_module, attr_name(node), None) if node.op == "get_attr" else None
    return data if isinstance(data, torch.Tensor) else None


def constant_mask_fill(node: Node) -> bool:
    """A constant tensor holding a value at or past float32's ends (a mask's fill), also behind a detach."""
    data = _constant_data(node)
    return data is not None and bool((data.abs() >= MASK_FILL_MAGNITUDE).any())


def is_mask_fill(arg: object, sign: int = -1) -> bool:
    """A number, a full() of one or a constant tensor at or past float32's end of `sign`: a mask's fill."""
    if isinstance(arg, Node) and arg.op == "call_function" and arg.target is torch.ops.aten.full.default:
        arg = arg.args[1]
    if isinstance(arg, (int, float)):
        return arg * sign >= MASK_FILL_MAGNITUDE
    data = _constant_data(arg) if isinstance(arg, Node) else None
    return data is not None and bool((data * sign >= MASK_FILL_MAGNITUDE).any())


def mark_region(graph_module: torch.fx.GraphModule) -> None:
    graph_module.meta[_REGION_KEY] = True


def _in_region(node: Node) -> bool:
    return bool(getattr(node.graph.owning_module, "meta", {}).get(_REGION_KEY))


def returns_from_region(node: Node) -> bool:
    """`node` is the output of a control-flow region: what it returns is lowered with the region."""
    return node.op == "output" and _in_region(node)


def is_constant(node: object) -> TypeGuard[Node]:
    """A parameter, buffer or lifted constant: a get_attr before export's lifting, a placeholder
    that is not a user input after it."""
    if not isinstance(node, Node):
        return False
    if node.op == "get_attr":
        return True
    if node.op != "placeholder":
        return False
    desc = node.meta.get("desc")
    if desc is not None:
        return type(desc).__name__ != "PlainAOTInput"
    return node.name.startswith(("b_", "p_", "c_", "_lifted_tensor_constant"))


def creates_constant(node: object) -> TypeGuard[Node]:
    """An op without tensor inputs (arange, full): it computes a constant unless it has side
    effects (a random draw)."""
    return (isinstance(node, Node) and node.op == "call_function" and not node.all_input_nodes
            and not node.is_impure())


def computed_from_constants(node: object) -> bool:
    """A constant, or a value computed from constants only (a transposed weight, T5's relative
    position buckets from `arange`s): folded once quantized. An op that creates a constant counts
    unless it runs in a control-flow region, which constant folding does not enter: there it is
    computed at run time, quantized like any other value (a loop body's x / full(2.0))."""
    # A walk with a stack, not recursion: a diffusion UNet's graph is deeper than Python's stack.
    seen: set[object] = set()
    todo: list[object] = [node]
    while todo:
        current = todo.pop()
        if current in seen or is_constant(current):
            continue
        seen.add(current)
        if not isinstance(current, Node) or current.op != "call_function":
            return False
        if not current.all_input_nodes:
            if not (creates_constant(current) and not _in_region(current)):
                return False
        todo.extend(current.all_input_nodes)
    return True
