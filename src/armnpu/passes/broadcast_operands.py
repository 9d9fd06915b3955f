"""A pointwise op reads an expanded operand unexpanded: it broadcasts that operand itself.

`F.normalize` divides by `norm(x).clamp_min(eps).expand_as(x)`. Lowered as written, the expand
is a TILE, which Vela 5.2 runs on the U85 as one memory copy per broadcast row (Swin2SR's
attention, 16x16x2 norms expanded 16 times: 256 copies and 86,528 cycles per TILE, 4 TILEs), and
the reciprocal after it reads 16 times the values it needs. TOSA's elementwise ops broadcast
unit dims, so the expand is dropped wherever the op's result keeps its shape without it.
"""

from __future__ import annotations

import torch
from torch.fx import GraphModule, Node

aten = torch.ops.aten

_EXPANDS = (aten.expand.default, aten.expand_as.default, aten.expand_copy.default)


def _shape(arg: object) -> tuple[int, ...] | None:
    val = arg.meta.get("val") if isinstance(arg, Node) else None
    return tuple(val.shape) if isinstance(val, torch.Tensor) else None


def _broadcasts_unexpanded(user: Node, expand: Node) -> bool:
    """`user` is pointwise, does not write its inputs, and gives the same shape with `expand`'s
    input in place of `expand`."""
    target = user.target
    if not isinstance(target, torch._ops.OpOverload) or torch.Tag.pointwise not in target.tags:
        return False
    if target._schema.is_mutable or expand in user.kwargs.values():
        return False
    shapes = [_shape(expand.args[0]) if arg is expand else _shape(arg) for arg in user.args if isinstance(arg, Node)]
    out = _shape(user)
    if out is None or any(shape is None for shape in shapes):
        return False
    try:
        return tuple(torch.broadcast_shapes(*shapes)) == out
    except RuntimeError:
        return False


def read_unexpanded(graph_module: GraphModule, target=None) -> GraphModule:
    """Every pointwise use of an expand that broadcasts the expand's input to the same result reads
    that input instead; expands left unused go. In place."""
    changed = False
    for node in list(graph_module.graph.nodes):
        if node.op != "call_function" or node.target not in _EXPANDS or not isinstance(node.args[0], Node):
            continue
        for user in list(node.users):
            if _broadcasts_unexpanded(user, node):
                user.replace_input_with(node, node.args[0])
                changed = True
        if not node.users:
            graph_module.graph.erase_node(node)
    if changed:
        graph_module.recompile()
    return graph_module
