"""Describe an FX node for people: its op, the nn.Module it belongs to and the line of user code."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from torch.fx import Node

from armnpu.report.model import OpInfo
from armnpu.report.source import layer_source
from armnpu.tosa.registry import aten_target


def op_info(node: Node, reason: str = "") -> OpInfo:
    return OpInfo(node.name, str(aten_target(node)), module_path(node), source_line(node), reason)


def module_path(node: Node) -> str:
    """The innermost named nn.Module the node was traced in ("" for the top-level forward)."""
    return module_from_stack((node.meta.get("nn_module_stack") or {}).values())


def module_from_stack(stack: Iterable[Sequence[Any]]) -> str:
    """The innermost non-empty path of an nn_module_stack's (path, type) entries."""
    for path, *_ in reversed(list(stack)):
        if path:
            return str(path)
    return ""


def source_line(node: Node) -> str:
    return layer_source(node.meta.get("stack_trace") or "", (node.meta.get("nn_module_stack") or {}).values())
