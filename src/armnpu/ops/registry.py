"""The op registry: one `OpRule` per op family member, keyed by ATen overload.

A rule keeps together everything armnpu knows about an operator: the ATen
targets it quantizes (pre-export training IR) and lowers (edge IR), how the
quantizer annotates it, when a target can run it (with a reason when it
cannot) and its TOSA lowering for the INT and FP profiles.
"""

from __future__ import annotations

import importlib
import math
import pkgutil
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Optional

import torch
from executorch.exir.dialects.edge._ops import EdgeOpOverload
from torch.fx import Node

if TYPE_CHECKING:
    from armnpu.tosa.lowering import LoweringContext, Value
    from armnpu.tosa.support import SupportContext

# Returns None when the node is supported, otherwise the reason it is not.
SupportCheck = Callable[["Node", "SupportContext"], Optional[str]]
Lowering = Callable[["LoweringContext", Node], "Value"]


class Quant:
    """How the quantizer annotates an op (see armnpu.quantizer.annotate). An op with a pattern
    of its own gives `OpRule.quant` a function (node, rule, config) that annotates it instead."""

    WEIGHTED = "weighted"  # input act, weight (arg 1), bias (arg 2) derived int32; may fuse an activation
    IO = "io"  # every float tensor input and the output get their own activation qparams
    SHARED = "shared"  # output (and further inputs) share the qparams of input 0
    ACTIVATION = "activation"  # shared, but fused into a preceding WEIGHTED/IO op when it is the sole user
    NONE = "none"  # not annotated


@dataclass(frozen=True)
class Sample:
    """A small use of an op, for tests and the random-graph fuzzer: `fn` applied to float
    tensors of `shapes` (the op itself plus whatever makes its arguments, e.g. a comparison
    feeding a where), fully delegable on every target the rule supports."""

    fn: Callable[..., Any]
    shapes: tuple[tuple[int, ...], ...]


def ramp(*shape: int) -> torch.Tensor:
    """Sample weights: a ramp in [-1, 1], made once (a default argument), so a constant of the graph."""
    return torch.linspace(-1, 1, math.prod(shape)).reshape(shape)


@dataclass(frozen=True)
class OpRule:
    name: str
    lower_targets: tuple[torch._ops.OpOverload, ...]
    quant_targets: tuple[torch._ops.OpOverload, ...] = ()
    quant: str | Callable = Quant.NONE
    lower_int: Optional[Lowering] = None
    lower_fp: Optional[Lowering] = None
    support: Optional[SupportCheck] = None
    # Ops the edge transform must keep whole so the rule sees them undecomposed.
    keep_undecomposed: tuple[torch._ops.OpOverload, ...] = ()
    fuses_activation: bool = False
    int16: bool = False  # the INT lowering also takes int16 activations (a16w8); data movement always does
    # Also lowers as a member of a data-movement run that shares its input's qparams (edge turns a
    # channels-last adaptive_avg_pool2d, annotated as a pool, into mean + as_strided_copy).
    joins_shared_runs: bool = False
    samples: tuple[Sample, ...] = ()
    extra: dict = field(default_factory=dict)


_BY_LOWER_TARGET: dict[torch._ops.OpOverload, OpRule] = {}
_BY_QUANT_TARGET: dict[torch._ops.OpOverload, OpRule] = {}
_RULES: list[OpRule] = []


def register(rule: OpRule) -> OpRule:
    for target in rule.lower_targets:
        if target in _BY_LOWER_TARGET:
            raise ValueError(f"{target} already lowered by {_BY_LOWER_TARGET[target].name}")
        _BY_LOWER_TARGET[target] = rule
    for target in rule.quant_targets:
        _BY_QUANT_TARGET.setdefault(target, rule)
    _RULES.append(rule)
    return rule


def aten_target(node: Node):
    """The ATen overload behind a node, whether it is ATen or edge dialect."""
    target = node.target
    return target._op if isinstance(target, EdgeOpOverload) else target


def rule_for_lowering(node: Node) -> Optional[OpRule]:
    _load_op_modules()
    return _BY_LOWER_TARGET.get(aten_target(node))


def rule_for_quantization(node: Node) -> Optional[OpRule]:
    _load_op_modules()
    return _BY_QUANT_TARGET.get(aten_target(node))


def all_rules() -> list[OpRule]:
    _load_op_modules()
    return list(_RULES)


def ops_to_keep_undecomposed() -> list[torch._ops.OpOverload]:
    return [op for rule in all_rules() for op in rule.keep_undecomposed]


# Modules of armnpu.ops that hold helpers rather than op families.
_NOT_FAMILIES = {"annotation", "registry", "support_util"}
_loaded = False


def op_families() -> list[str]:
    """Every op family module of armnpu.ops: each registers its rules when imported."""
    package = importlib.import_module("armnpu.ops")
    return sorted(m.name for m in pkgutil.iter_modules(package.__path__) if m.name not in _NOT_FAMILIES)


def _load_op_modules() -> None:
    # Loaded on first lookup, not when the registry is imported: op modules import
    # the lowering and Q/DQ helpers, which import the registry.
    global _loaded
    if not _loaded:
        _loaded = True
        for family in op_families():
            importlib.import_module(f"armnpu.ops.{family}")
