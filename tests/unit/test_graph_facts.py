"""graph_facts: what a node computes from, on graphs of any depth."""

from __future__ import annotations

import torch

from armnpu.graph_facts import computed_from_constants


def _chain(depth: int, from_input: bool) -> torch.fx.Node:
    """`depth` adds in a row, starting from a parameter or from the user's input."""
    module = torch.nn.Module()
    module.weight = torch.nn.Parameter(torch.ones(2))
    graph = torch.fx.Graph(module)
    x = graph.placeholder("x")
    value = x if from_input else graph.get_attr("weight")
    for _ in range(depth):
        value = graph.call_function(torch.ops.aten.add.Tensor, (value, value))
    return value


def test_a_graph_deeper_than_the_python_stack_is_walked():
    # A diffusion UNet's partition raised RecursionError here (unet2d on ethos-u55-128).
    assert computed_from_constants(_chain(5000, from_input=False))
    assert not computed_from_constants(_chain(5000, from_input=True))
