"""What the nodes of an edge program are: calls into a delegate, quantize/dequantize steps, or
operators that compute, and the nn.Module each was traced in. The pipeline counts ops by these;
the report data and the backends' debug dumps name each node's module."""

from __future__ import annotations

import operator
from typing import Any, Iterable, Iterator, Sequence

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


def module_path(node: Node) -> str:
    """The innermost named nn.Module the node was traced in ("" for the top-level forward)."""
    return module_from_stack((node.meta.get("nn_module_stack") or {}).values())


def module_from_stack(stack: Iterable[Sequence[Any]]) -> str:
    """The innermost non-empty path of an nn_module_stack's (path, type) entries."""
    for path, *_ in reversed(list(stack)):
        if path:
            return str(path)
    return ""
