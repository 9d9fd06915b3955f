"""Values a program computes from constants alone become constants before partitioning.

A mask built in forward (`torch.ones(...).tril()`, comparisons of `arange`s, masked_fill's fill
value) is a chain of bool and integer ops the Ethos-U55/U65 cannot run: left as it is, it stays
on the CPU with the `where` it feeds, and splits the delegate. Folded, it is a constant, and the
where runs on the NPU (ops/where.py). Dequantize nodes stay, so quantized values remain int8
constants with their dequantize; a quantize of a constant folds into an int8 constant, as
convert_pt2e folds those of the parameters.
"""

from __future__ import annotations

import operator
from typing import Any, Optional, cast

import torch
from executorch.exir.passes.constant_prop_pass import constant_prop_pass
from torch.export import ExportedProgram
from torch.fx import Node

from armnpu.graph_facts import computed_from_constants
from armnpu.tosa.qdq import DEQUANTIZE_OPS


def fold_constants(program: ExportedProgram) -> ExportedProgram:
    """`program` with every value computed from constants only replaced by a constant."""
    _inline_grad_mode_regions(program)
    _functional_updates_of_constant_values(program)
    _drop_metadata_asserts(program)
    return constant_prop_pass(program, custom_skip_targets=set(DEQUANTIZE_OPS))


def _drop_metadata_asserts(program: ExportedProgram) -> None:
    """The dtype asserts a traced .to() leaves check what export has already checked. Folded, an
    assert's input becomes a constant only the assert reads, which torch then cannot unlift
    (Gemma 3n's text decoder: "`_prop_tensor_constant6` is not a buffer")."""
    graph = program.graph_module.graph
    asserts = [n for n in graph.nodes if n.op == "call_function" and n.target is torch.ops.aten._assert_tensor_metadata.default]
    for node in asserts:
        graph.erase_node(node)
    if asserts:
        program.graph_module.recompile()


def _inline_grad_mode_regions(program: ExportedProgram) -> None:
    """A `torch.no_grad()` block is a wrap_with_set_grad_enabled region, which constant_prop_pass
    does not enter (Llama's rotary embedding: sin and cos of constants). Grad mode means nothing
    to inference: the region's ops join the graph, where they fold (to_edge inlines it anyway)."""
    graph_module = program.graph_module
    graph = graph_module.graph
    changed = False
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target is not torch.ops.higher_order.wrap_with_set_grad_enabled:
            continue
        region = getattr(graph_module, str(cast(Node, node.args[1]).target))
        env: dict[Node, Any] = dict(zip((p for p in region.graph.nodes if p.op == "placeholder"), node.args[2:]))
        outputs: Any = None
        with graph.inserting_before(node):
            for part in region.graph.nodes:
                if part.op == "output":
                    outputs = part.args[0]
                elif part.op != "placeholder":
                    env[part] = graph.node_copy(part, env.__getitem__)
        results = [env[o] if isinstance(o, Node) else o for o in (outputs if isinstance(outputs, (list, tuple)) else [outputs])]
        for user in list(node.users):
            if user.target is operator.getitem:
                user.replace_all_uses_with(results[cast(int, user.args[1])])
                graph.erase_node(user)
        node.replace_all_uses_with(results[0])  # a region returning one value is used whole
        graph.erase_node(node)
        changed = True
    if changed:
        graph.eliminate_dead_code()
        graph_module.delete_all_unused_submodules()
        graph_module.recompile()


def _functional_updates_of_constant_values(program: ExportedProgram) -> None:
    """constant_prop_pass folds the operand of an in-place op but not the op, which has side
    effects: the forward would then mutate a constant, which export rejects (T5's
    `relative_buckets += ...` on arange arithmetic). An in-place update of a value computed from
    constants that nothing else reads is its out-of-place twin, and folds with it."""
    changed = False
    for node in program.graph.nodes:
        functional = _out_of_place(node)
        updated = node.args[0] if functional is not None else None
        if isinstance(updated, Node) and updated.op == "call_function" and len(updated.users) == 1 \
                and computed_from_constants(updated):
            node.target = functional
            changed = True
    if changed:
        program.graph_module.recompile()


def _out_of_place(node: Node) -> Optional[torch._ops.OpOverload]:
    """The functional twin of an in-place ATen op (`add_.Tensor` → `add.Tensor`), if any."""
    target = node.target
    if node.op != "call_function" or not isinstance(target, torch._ops.OpOverload) or not target._schema.is_mutable:
        return None
    name = target._schema.name.split("::")[-1]
    if not name.endswith("_") or name.startswith("_"):
        return None
    packet = getattr(torch.ops.aten, name[:-1], None)
    return getattr(packet, target._overloadname, None) if packet is not None else None
