"""Which value of the float model a node of the compiled program computes.

The quantized program is an export of an export of the float model (PT2E quantization re-traces
it, lowering re-exports it, passes decompose ops), and every step records in `node.meta["from_node"]`
the node it was made from. The root of that chain names a node of the float model's own export,
which `FloatValues` runs and records.
"""

from __future__ import annotations

import operator
from typing import Optional, Sequence, cast

import torch
from torch.fx import Node

from armnpu.export import export
from armnpu.report.accuracy.record import run_recording


def float_origin(node: Node) -> Optional[str]:
    """The name of the float export's node `node` was made from; None without provenance."""
    name = None
    sources = node.meta.get("from_node")
    while sources:
        # A node made from several (a fusion) lists them in order; the first is the one it replaces.
        source = sources[0]
        name = source.name
        sources = source.from_node
    return name


class FloatValues:
    """Every value the float model computes, by the node names of its export."""

    def __init__(self, model: torch.nn.Module, example_inputs: Sequence[torch.Tensor]) -> None:
        # The same export the quantizer starts from (armnpu.pipeline.quantize): the same names.
        self.module = export(model, tuple(example_inputs)).module(check_guards=False)
        self._nodes = {node.name: node for node in self.module.graph.nodes}

    def counterpart(self, origin: str, kept: set[str]) -> str:
        """The float node whose value a compiled node made from `origin` holds.

        That is `origin`, or further on when the ops after it vanished into it (quantization folds
        a batch norm into its conv, which then computes the batch norm's value): the float nodes
        following it one sole user at a time that no node of the compiled program comes from
        (`kept`: the origins of all the compiled program's nodes)."""
        node = self._nodes.get(origin)
        while node is not None and len(node.users) == 1:
            (user,) = node.users
            if user.op != "call_function" or user.name in kept:
                break
            node = user
        return origin if node is None else node.name

    def run(self, batch: Sequence[torch.Tensor]) -> tuple[object, dict[str, object]]:
        """The model's outputs on `batch`, and every node's value by name."""
        return run_recording(self.module, batch)


def float_value(values: dict[str, object], name: str, source: Node) -> Optional[torch.Tensor]:
    """The tensor `name` computed (the `source` getitem's element of a multi-output op), or None."""
    value = values.get(name)
    if isinstance(value, (tuple, list)) and source.target is operator.getitem:
        value = value[cast(int, source.args[1])]  # getitem's index
    return value if isinstance(value, torch.Tensor) else None
