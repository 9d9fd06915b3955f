"""A select of one slice of a stacked tensor reads that slice's own tensor.

A recurrent classifier keeps its last step: `output, _ = rnn(x); fc(output[:, -1])`. The unrolled
layer (armnpu.passes.decompositions.recurrent) stacks every step's hidden state into `output`, and
the NPU then copies all of them into one tensor (a GRU of 49 steps on ethos-u85-256: 6% of its
cycles) for the select to read one back. Taken straight from the step that computed it, the
stack is left unused and goes with dead-code elimination. Transposes between the stack and the
select are followed, as long as they leave the other dims in order (batch_first's transpose).
"""

from __future__ import annotations

from typing import Optional, cast

import torch
from torch.fx import GraphModule, Node

from armnpu.graph_facts import tensor_rank

aten = torch.ops.aten


def _stacked_slice(select: Node) -> Optional[Node]:
    """The tensor `select` takes whole from a stack, or None."""
    source, dim, index = select.args[0], int(cast(int, select.args[1])), int(cast(int, select.args[2]))
    rank = tensor_rank(source)
    if rank is None:
        return None
    perm = list(range(rank))  # dim k of `source` is dim perm[k] of the stack
    while isinstance(source, Node) and source.target is aten.transpose.int:
        a, b = (int(cast(int, d)) % rank for d in source.args[1:3])
        perm = [b if p == a else a if p == b else p for p in perm]
        source = source.args[0]
    if not (isinstance(source, Node) and source.target is aten.stack.default):
        return None
    parts = cast(list, source.args[0])
    axis = int(cast(int, source.args[1] if len(source.args) > 1 else 0)) % rank
    dim %= rank
    rest = [p - (p > axis) for k, p in enumerate(perm) if k != dim]
    if perm[dim] != axis or rest != sorted(rest) or not -len(parts) <= index < len(parts):
        return None
    return cast(Node, parts[index])


def select_from_stacks(graph_module: GraphModule, target=None) -> GraphModule:
    """Every `aten.select.int` of a stacked tensor reads the stacked slice instead; in place."""
    changed = False
    for node in list(graph_module.graph.nodes):
        if node.target is aten.select.int and (part := _stacked_slice(node)) is not None:
            node.replace_all_uses_with(part)
            changed = True
    if changed:
        graph_module.graph.eliminate_dead_code()  # the selects, and the stacks nothing else reads
        graph_module.recompile()
    return graph_module
