"""The op registry: one `OpRule` per op family member, keyed by ATen overload.

A rule keeps together everything armnpu knows about an operator: the ATen
targets it quantizes (pre-export training IR) and lowers (edge IR), how the
quantizer annotates it, when a target can run it (with a reason when it
cannot), its TOSA lowering for the INT and FP profiles, and the few facts the
quantizer and the partitioner ask of it. Nothing outside the rule holds a
table keyed by op.

The rules live in the op family modules of `armnpu.ops`, which this module finds
and imports (plugin discovery, no static import) the first time a rule is looked up.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence, Union

import torch
from executorch.exir.dialects.edge._ops import EdgeOpOverload
from torch.fx import Node

from armnpu.tosa.plugins import PluginPackage

if TYPE_CHECKING:
    from armnpu.tosa.lowering import LoweringContext, Value
    from armnpu.tosa.support import SupportContext

OpOverload = torch._ops.OpOverload
# Returns None when the node is supported, otherwise the reason it is not.
SupportCheck = Callable[[Node, "SupportContext"], Optional[str]]
# Emits the TOSA operators of one node; returns the Value that stands for its result (a
# multi-output op: one per output, None for an output not used, read back by getitem).
Lowering = Callable[["LoweringContext", Node], Union["Value", Sequence[Optional["Value"]]]]
# An op's own annotation pattern: (node, its rule, an armnpu.quantizer.QuantizationConfig).
# The config is typed Any here because the quantizer sits above this layer.
QuantPattern = Callable[[Node, "OpRule", Any], None]
# (input, weight, bias or None, the weight's output-channel axis), or None for a use that is not quantized.
WeightedOperands = Callable[[Node], Optional[tuple[Node, Node, Optional[Node], int]]]
# Whether one use of an op lowers to no TOSA compute (see OpRule.moves_data_only).
MovesDataOnly = Callable[[Node], bool]
# An estimate of a use's NPU cycles on a target, or None where the rule has none for it.
NpuCycles = Callable[[Node, "SupportContext"], Optional[int]]


class Quant(enum.Enum):
    """How the quantizer annotates an op (see armnpu.quantizer.annotate). An op with a pattern
    of its own gives `OpRule.quant` a `QuantPattern` function instead."""

    WEIGHTED = "weighted"  # input act, weight and bias (OpRule.weighted_operands) derived int32; may fuse an activation
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


def always(node: Node) -> bool:
    """`OpRule.moves_data_only` of an op no use of which computes anything (a view, a copy)."""
    return True


def keeps_shape(node: Node) -> bool:
    """`OpRule.moves_data_only` of an op that lowers to nothing when its result has its input's
    shape (a squeeze of nothing, a whole-tensor slice)."""
    source, out = first_input_and_output(node)
    return source is not None and out is not None and source.shape == out.shape


def first_input_and_output(node: Node) -> tuple[Optional[torch.Tensor], Optional[torch.Tensor]]:
    """The fake tensors of a node's first argument and of its result (None when not a tensor)."""
    source = node.args[0].meta.get("val") if node.args and isinstance(node.args[0], Node) else None
    out = node.meta.get("val")
    return (source if isinstance(source, torch.Tensor) else None, out if isinstance(out, torch.Tensor) else None)


@dataclass(frozen=True)
class OpRule:
    """Everything armnpu knows about one op (or a few overloads lowered alike).

    A rule is registered with `register` from an op family module of `armnpu.ops`; the
    quantizer, the partitioner, the TOSA lowering and the tests find it by ATen overload.
    Only `name` and `lower_targets` are required: the defaults describe an op that is
    not quantized, has no lowering and no support conditions."""

    # Shown in reasons and reports ("convolution has no FP lowering").
    name: str
    # The overloads the rule lowers, as they appear in the edge (post-export) graph.
    lower_targets: tuple[OpOverload, ...]
    # The overloads the quantizer annotates with `quant`, as they appear in the pre-export
    # (training IR) graph. None: the same as `lower_targets` (the op is not renamed by export).
    quant_targets: Optional[tuple[OpOverload, ...]] = None
    # How the quantizer annotates a use: a Quant pattern or the op's own QuantPattern function.
    quant: Union[Quant, QuantPattern] = Quant.NONE
    # TOSA lowering for the INT profile (quantized programs) and for the FP profile; None: not lowered.
    lower_int: Optional[Lowering] = None
    lower_fp: Optional[Lowering] = None
    # Whether a target can run a use (None: always, beyond the checks every op gets).
    support: Optional[SupportCheck] = None
    # Ops the edge transform must keep whole so the rule sees them undecomposed.
    keep_undecomposed: tuple[OpOverload, ...] = ()
    # The op's INT lowering applies a following activation (relu, clamp) itself.
    fuses_activation: bool = False
    # The INT lowering also takes int16 activations (a16w8); data movement always does.
    int16: bool = False
    # Also lowers as a member of a data-movement run that shares its input's qparams (edge turns a
    # channels-last adaptive_avg_pool2d, annotated as a pool, into mean + as_strided_copy).
    joins_shared_runs: bool = False
    # Quant.WEIGHTED: where a use's input, weight and bias sit. None: arguments 0, 1 and 2,
    # with the weight's output channels along its axis 0.
    weighted_operands: Optional[WeightedOperands] = None
    # Bias correction (armnpu.quantizer.bias_correction): the quant targets whose bias it may
    # shift (input, weight and bias are arguments 0, 1 and 2), to the dim of their output that
    # holds the output channels. Empty: the op's biases are left as they are.
    output_channel_dim: Mapping[OpOverload, int] = field(default_factory=dict)
    # The rule's own quant pattern quantizes its float constant inputs (a number a branch
    # returns), so the partitioner accepts them without a dequantize in front.
    quantizes_float_constants: bool = False
    # The rule checks its constant bool inputs (a mask) in its own `support`, so the partitioner
    # skips its generic "no bool tensors on the Ethos-U55/U65" check.
    lowers_constant_bools: bool = False
    # Whether a use only moves or relabels data (a view, a copy, an identity permute): a delegate
    # holding nothing but such uses would cost more than it saves, so the partitioner keeps it
    # on the CPU. None: every use computes. `always` and `keeps_shape` are the common answers.
    moves_data_only: Optional[MovesDataOnly] = None
    # An estimate of a use's NPU cycles, for a lowering that costs the NPU several operations
    # (measured from Vela's per-layer figures): the partitioner weighs it against what the op
    # costs on the Cortex-M (armnpu.cpu_cost) and keeps the use on the CPU when that is cheaper.
    # None: a supported use always runs on the NPU.
    npu_cycles: Optional[NpuCycles] = None
    # Uses whose float inputs and output stay unquantized inside the delegate, because the lowering
    # computes them exactly in integers (the argument of a sinusoid, armnpu.ops.phase): the
    # partitioner takes them without a quantize or dequantize around them. None: there are none.
    keeps_float_edges: Optional[Callable[[Node], bool]] = None
    # Small uses of the op for the op tests and the fuzzer; every rule has at least one.
    samples: tuple[Sample, ...] = ()

    def __post_init__(self) -> None:
        if self.quant_targets is None:
            object.__setattr__(self, "quant_targets", self.lower_targets)


_BY_LOWER_TARGET: dict[OpOverload, OpRule] = {}
_BY_QUANT_TARGET: dict[OpOverload, OpRule] = {}
_RULES: list[OpRule] = []


def register(rule: OpRule) -> OpRule:
    """Make `rule` the lowering of its lower targets (each has one) and, unless an earlier rule
    claimed them, the quantization of its quant targets."""
    for target in rule.lower_targets:
        if target in _BY_LOWER_TARGET:
            raise ValueError(f"{target} already lowered by {_BY_LOWER_TARGET[target].name}")
        _BY_LOWER_TARGET[target] = rule
    for target in rule.quant_targets or ():
        _BY_QUANT_TARGET.setdefault(target, rule)
    _RULES.append(rule)
    return rule


def aten_target(node: Node) -> Any:
    """The ATen overload behind a node, whether it is ATen or edge dialect (or a Python
    callable such as operator.getitem)."""
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


def ops_to_keep_undecomposed() -> list[OpOverload]:
    return [op for rule in all_rules() for op in rule.keep_undecomposed]


# The package whose modules register the rules. A module there that registers nothing (a
# helper such as armnpu.ops.annotation) is imported all the same, which costs nothing.
OP_PACKAGE = "armnpu.ops"
_OP_MODULES = PluginPackage(OP_PACKAGE)


def op_modules() -> list[str]:
    """Every module of the op package, by full name."""
    return _OP_MODULES.modules()


def _load_op_modules() -> None:
    # Loaded on first lookup, not when the registry is imported: op modules import
    # the lowering and Q/DQ helpers, which import the registry.
    _OP_MODULES.load()
