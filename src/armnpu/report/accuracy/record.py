"""Run an FX graph and keep every node's value by name."""

from __future__ import annotations

import torch


def run_recording(module: torch.fx.GraphModule, inputs, **run_kwargs) -> tuple[object, dict[str, object]]:
    """`module`'s result on `inputs`, and the value of every node it ran, by node name."""
    seen: dict[str, object] = {}

    class Recorder(torch.fx.Interpreter):
        def run_node(self, node):
            seen[node.name] = result = super().run_node(node)
            return result

    with torch.no_grad():
        result = Recorder(module).run(*inputs, **run_kwargs)
    return result, seen
