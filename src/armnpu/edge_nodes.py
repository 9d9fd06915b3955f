"""What the nodes of an edge program are: calls into a delegate, quantize/dequantize steps, or
operators that compute. The pipeline counts ops by these and the report lists them."""

from __future__ import annotations

import operator
from typing import Iterator

import torch
from torch.fx import Node

from armnpu.tosa.qdq import QDQ_OPS
from armnpu.tosa.registry import aten_target


def is_delegate_call(node: Node) -> bool:
    return node.op == "call_function" and node.target is torch.ops.higher_order.executorch_call_delegate


def is_qdq(node: Node) -> bool:
    return node.op == "call_function" and aten_target(node) in QDQ_OPS


def compute_nodes(graph: torch.fx.Graph) -> Iterator[Node]:
    """Operator calls that compute something: not quantize/dequantize, getitem or delegate calls."""
    for node in graph.nodes:
        if node.op != "call_function" or node.target is operator.getitem or is_delegate_call(node):
            continue
        if not is_qdq(node):
            yield node
