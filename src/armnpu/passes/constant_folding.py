"""Values a program computes from constants alone become constants before partitioning.

A mask built in forward (`torch.ones(...).tril()`, comparisons of `arange`s, masked_fill's fill
value) is a chain of bool and integer ops the Ethos-U55/U65 cannot run: left as it is, it stays
on the CPU with the `where` it feeds, and splits the delegate. Folded, it is a constant, and the
where runs on the NPU (ops/where.py). Dequantize nodes stay, so quantized values remain int8
constants with their dequantize; a quantize of a constant folds into an int8 constant, as
convert_pt2e folds those of the parameters.
"""

from __future__ import annotations

from typing import Optional

import torch
from executorch.exir.passes.constant_prop_pass import constant_prop_pass
from torch.export import ExportedProgram
from torch.fx import Node

from armnpu.graph_facts import computed_from_constants
from armnpu.tosa.qdq import DEQUANTIZE_OPS


def fold_constants(program: ExportedProgram) -> ExportedProgram:
    """`program` with every value computed from constants only replaced by a constant."""
    _functional_updates_of_constant_values(program)
    return constant_prop_pass(program, custom_skip_targets=set(DEQUANTIZE_OPS))


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
