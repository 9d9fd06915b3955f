"""Quantize/dequantize nodes in the edge graph: which ops they are and what they carry.

Kept apart from armnpu.tosa.program so op modules can use it without importing the
graph driver (which imports every op module)."""

from __future__ import annotations

import dataclasses
from typing import Optional, cast

import numpy as np
import torch
from torch.fx import Node

from armnpu.compile_spec import CompileTarget
from armnpu.tosa.lowering import QParams
from armnpu.tosa.registry import Quant, aten_target, rule_for_lowering

_QD = torch.ops.quantized_decomposed
QUANTIZE_OPS = (_QD.quantize_per_tensor.default, _QD.quantize_per_tensor.tensor)
DEQUANTIZE_OPS = (
    _QD.dequantize_per_tensor.default,
    _QD.dequantize_per_tensor.tensor,
    _QD.dequantize_per_channel.default,
)
QDQ_OPS = frozenset(QUANTIZE_OPS) | frozenset(DEQUANTIZE_OPS)


def target_for_graph(target: CompileTarget, graph: torch.fx.Graph) -> CompileTarget:
    """The target a program or partition lowers for: with both TOSA profiles, a graph holding
    quantize/dequantize nodes is a quantized program and lowers through INT, any other through FP."""
    quantized = any(node.op == "call_function" and aten_target(node) in QDQ_OPS for node in graph.nodes)
    return dataclasses.replace(target, quantized=quantized)


def qparams_of(node: Node) -> QParams:
    """Quantization parameters of a per-tensor quantize/dequantize node."""
    args = node.args
    # torch types node.args as any fx Argument; a quantize/dequantize node's are numbers
    return QParams(np.asarray(float(args[1]), dtype=np.float64), int(args[2]), int(args[3]), int(args[4]))  # type: ignore[arg-type]


def quantize_user(node: Node) -> Optional[Node]:
    """The quantize node `node`'s output goes to, looking through fused activations."""
    for user in node.users:
        while len(user.users) == 1 and (rule := rule_for_lowering(user)) is not None and rule.quant == Quant.ACTIVATION:
            user = next(iter(user.users))
        if aten_target(user) in QUANTIZE_OPS:
            return user
    return None


def output_quant(node: Node) -> tuple[QParams, torch.dtype]:
    """The qparams and dtype of the quantize node `node` (or its fused activation) feeds."""
    user = quantize_user(node)
    assert user is not None, f"{node.name} does not feed a quantize node"
    return qparams_of(user), cast(torch.dtype, user.args[5])  # a quantize node's dtype
