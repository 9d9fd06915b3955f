"""Index arithmetic in int32: int64 model inputs and values that only ever become indices.

TOSA 1.0 has no int64, yet torch makes token ids int64 and promotes integer sums to int64.
RoBERTa's position ids are the usual case: `mask = ids.ne(pad).int();
(mask.cumsum(1).type_as(mask) + past) * mask).long() + pad`, gathered from an int64 buffer and
looked up in an embedding. Two rewrites, both exact, make such graphs int32:

- an int64 input used as an index (embedding ids, index/index_select/gather indices), directly
  or through data movement, holds values that fit int32 (a valid index does), so where the target runs GATHER it is cast
  to int32 right after the placeholder, for every use. The cast is the only int64 op left: it
  runs on the CPU at the delegate's edge (neither TOSA nor the Ethos-U runtime takes int64
  inputs), the rest can delegate. A program whose ids are int32 needs no cast at all;
- an int64 value whose every use ends in a narrowing to int32 (a cast to a narrower integer, or
  an index operand) through ops that commute with wrapping to 32 bits (add, sub, mul, neg,
  cumsum, data movement) is computed in int32: arithmetic modulo 2**32 gives the same low 32
  bits as int64 arithmetic, and the narrowing keeps only those, so the result is bit-exact even
  where an intermediate would wrap.
"""

from __future__ import annotations

from typing import Any, Iterator

import torch
from torch.fx import GraphModule, Node

from armnpu.passes.dtypes import follow_dtypes

aten = torch.ops.aten

# op -> positions of its index operands (embedding's ids; index.Tensor's list is position 1).
_INDEX_OPERANDS: dict[Any, tuple[int, ...]] = {
    aten.embedding.default: (1,),
    aten.index.Tensor: (1,),
    aten.index_select.default: (2,),
    aten.gather.default: (2,),
}
# Ops whose low 32 bits depend only on the low 32 bits of their integer operands.
_WRAPPING_ARITHMETIC = {
    aten.add.Tensor, aten.add.Scalar, aten.sub.Tensor, aten.sub.Scalar, aten.rsub.Scalar,
    aten.mul.Tensor, aten.mul.Scalar, aten.neg.default, aten.cumsum.default,
}
# Ops that move integer data without computing with it (position 0 is the data).
_DATA_MOVEMENT = {
    aten.view.default, aten.reshape.default, aten._unsafe_view.default, aten.unsqueeze.default,
    aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default, aten.expand.default,
    aten.slice.Tensor, aten.select.int, aten.permute.default, aten.transpose.int,
    aten.clone.default, aten.contiguous.default, aten.repeat.default, aten.flatten.using_ints,
    aten.gather.default, aten.index_select.default,
}
_CASTS = {aten.to.dtype, aten.to.dtype_layout, aten._to_copy.default, aten.type_as.default}
_NARROW_INTEGERS = (torch.int8, torch.int16, torch.int32)
_INT32 = torch.iinfo(torch.int32)


def narrow_int64_indices(graph_module: GraphModule, target: Any = None) -> GraphModule:
    """Rewrite a pre-dispatch ATen graph module in place (see the module docstring); returns it."""
    # The Ethos-U55/U65 have no GATHER: their lookups stay on the CPU, which takes int64 ids as
    # they are, so a cast of the input would be one more CPU op.
    runs_gather = not getattr(target, "is_u55_like", False)
    inputs = [node for node in graph_module.graph.nodes
              if runs_gather and node.op == "placeholder" and _used_as_index(node)]
    for node in inputs:
        _cast_after(graph_module.graph, node, torch.int32)
    if inputs:
        follow_dtypes(graph_module)
    wrapped = _wrapping_values(graph_module.graph)
    for node in wrapped:
        _compute_in_int32(graph_module.graph, node)
    if inputs or wrapped:
        graph_module.graph.eliminate_dead_code()
        follow_dtypes(graph_module)
        graph_module.graph.lint()
        graph_module.recompile()
    return graph_module


# ---- int64 inputs ----------------------------------------------------------------------------


def _dtype(arg: Any) -> torch.dtype | None:
    val = arg.meta.get("val") if isinstance(arg, Node) else None
    return val.dtype if isinstance(val, torch.Tensor) else None


def _index_operands(node: Node) -> Iterator[Any]:
    for position in _INDEX_OPERANDS.get(node.target, ()) if node.op == "call_function" else ():
        if len(node.args) > position:
            operand = node.args[position]
            yield from operand if isinstance(operand, (list, tuple)) else (operand,)


def _used_as_index(node: Node) -> bool:
    """An int64 index (its values fit int32) that no use needs as int64 (one_hot takes int64 only),
    used directly or after data movement (CLIP's `ids.view(-1, n)`)."""
    uses = [user.target for user in node.users]
    return (_dtype(node) == torch.int64 and aten.one_hot.default not in uses
            and any(node in _index_operands(user) or (_moves(node, user) and _used_as_index(user))
                    for user in node.users))


def _moves(value: Node, user: Node) -> bool:
    return user.op == "call_function" and user.target in _DATA_MOVEMENT and user.args[0] is value


def _cast_after(graph: torch.fx.Graph, node: Node, dtype: torch.dtype) -> Node:
    """`node.to(dtype)` right after `node`, taking all of its uses."""
    users = list(node.users)
    with graph.inserting_after(node):
        cast = graph.call_function(aten.to.dtype, (node, dtype))
    if isinstance(node.meta.get("val"), torch.Tensor):
        cast.meta["val"] = node.meta["val"].to(dtype)
    for user in users:
        user.replace_input_with(node, cast)
    return cast


# ---- int64 values that end as int32 ----------------------------------------------------------


def _cast_dtype(node: Node) -> torch.dtype | None:
    if node.target is aten.type_as.default:
        return _dtype(node.args[1])
    if node.target is aten.to.dtype:
        return node.args[1] if len(node.args) > 1 else node.kwargs.get("dtype")  # type: ignore[return-value]
    # _to_copy's and to.dtype_layout's keyword; without it the cast keeps the dtype
    return node.kwargs.get("dtype") or _dtype(node.args[0])  # type: ignore[return-value]


def _is_dtype_assert(node: Node) -> bool:
    return node.op == "call_function" and node.target is aten._assert_tensor_metadata.default


def _candidates(graph: torch.fx.Graph) -> set[Node]:
    """int64 values that could be computed in int32: constants, and results of the ops above
    (a cast to int64 only from a narrower integer or a bool: a float's conversion differs)."""
    found = set()
    for node in graph.nodes:
        if _dtype(node) != torch.int64 or not node.users:
            continue
        if node.op == "get_attr":
            found.add(node)
        elif node.op == "call_function" and node.target in _CASTS:
            if _dtype(node.args[0]) in (*_NARROW_INTEGERS, torch.bool, torch.int64):
                found.add(node)
        elif node.op == "call_function" and node.target in _DATA_MOVEMENT:
            found.add(node)
        elif node.op == "call_function" and node.target in _WRAPPING_ARITHMETIC and _int32_numbers(node):
            found.add(node)
    return found


def _int32_numbers(node: Node) -> bool:
    """The op's number operands fit int32 (cumsum's dimension is no operand)."""
    numbers = [] if node.target is aten.cumsum.default else [*node.args[1:], *node.kwargs.values()]
    return all(_INT32.min <= n <= _INT32.max for n in numbers if isinstance(n, int) and not isinstance(n, bool))


def _data_operands(node: Node) -> list[Node]:
    """The operands whose values the result is computed from (not a gather's index)."""
    if node.op != "call_function":
        return []
    if node.target in _CASTS or node.target in _DATA_MOVEMENT:
        return [node.args[0]] if isinstance(node.args[0], Node) else []
    return [arg for arg in node.args if isinstance(arg, Node)]


def _use_ends_in_int32(use: Node, value: Node, wrapped: set[Node]) -> bool:
    if _is_dtype_assert(use) or use in wrapped:
        return True
    if use.op == "call_function" and use.target in _CASTS and use.args[0] is value:
        return _cast_dtype(use) in _NARROW_INTEGERS
    # An index operand only (a gather of `value` by `value` also moves its data).
    return value in _index_operands(use) and not (use.target in _DATA_MOVEMENT and use.args[0] is value)


def _wrapping_values(graph: torch.fx.Graph) -> list[Node]:
    """The largest set of candidates whose every use ends in int32 and whose int64 operands are
    in the set too (removing violators until none is left), in graph order."""
    wrapped = _candidates(graph)
    changed = True
    while changed:
        changed = False
        for node in list(wrapped):
            operands_ok = all(_dtype(arg) != torch.int64 or arg in wrapped for arg in _data_operands(node))
            uses_ok = all(_use_ends_in_int32(use, node, wrapped) for use in node.users)
            if not (operands_ok and uses_ok):
                wrapped.discard(node)
                changed = True
    return [node for node in graph.nodes if node in wrapped]


def _compute_in_int32(graph: torch.fx.Graph, node: Node) -> None:
    """Make `node` produce int32; the ops after it learn their new dtypes from follow_dtypes."""
    if node.op == "get_attr":
        _cast_after(graph, node, torch.int32)  # a constant: folded into the delegate later
    elif node.target in _CASTS:
        source = node.args[0]
        assert isinstance(source, Node), f"{node.name}: a cast of a tensor (a candidate's operand)"
        if _dtype(source) == torch.int32:
            node.replace_all_uses_with(source)
            return
        with graph.inserting_before(node):
            narrowed = graph.call_function(aten.to.dtype, (source, torch.int32))
        node.replace_all_uses_with(narrowed)
    elif node.target is aten.cumsum.default:
        node.update_kwarg("dtype", torch.int32)  # torch sums integers in int64 unless told
