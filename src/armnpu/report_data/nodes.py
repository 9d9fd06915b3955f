"""Describe an FX node for people: its op, the nn.Module it belongs to and the line of user code."""

from __future__ import annotations

from torch.fx import Node

from armnpu.edge_nodes import module_path
from armnpu.report_data.model import OpInfo
from armnpu.report_data.source import layer_source
from armnpu.tosa.registry import aten_target


def op_info(node: Node, reason: str = "") -> OpInfo:
    return OpInfo(node.name, str(aten_target(node)), module_path(node), source_line(node), reason)


def source_line(node: Node) -> str:
    return layer_source(node.meta.get("stack_trace") or "", (node.meta.get("nn_module_stack") or {}).values())
