"""Partitioners: tag the nodes a TOSA, Ethos-U or VGF target can run, and say why for the rest."""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Callable, Optional, Sequence, TypeGuard

import executorch.kernels.quantized  # noqa: F401 - CPU-side Q/DQ out-variants, needed by to_executorch()
import torch
from executorch.exir.backend.backend_details import ExportedProgram
from executorch.exir.backend.partitioner import (
    DelegationSpec,
    Partitioner,
    PartitionResult,
)
from executorch.exir.backend.utils import tag_constant_data
from torch.fx import Node
from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner
from torch.fx.passes.operator_support import OperatorSupportBase

from armnpu import cia_ops_cache, cpu_cost
from armnpu.backends import ethosu, tosa, vgf  # noqa: F401 - registers EthosUBackend/TOSABackend/VgfBackend with ExecuTorch
from armnpu.compile_spec import ArmCompileSpec, EthosUCompileSpec, VgfCompileSpec
from armnpu.graph_facts import (
    arg_node,
    attr_name,
    computed_from_constants,
    creates_constant,
    is_constant,
    mark_region,
    returns_from_region,
)
from armnpu.passes.pipeline import BEFORE_EDGE_DECOMPOSITION, run_stage
from armnpu.tosa.qdq import DEQUANTIZE_OPS, QDQ_OPS, QUANTIZE_OPS, target_for_graph
from armnpu.tosa.registry import (
    OpRule,
    Quant,
    aten_target,
    ops_to_keep_undecomposed,
    rule_for_lowering,
)
from armnpu.tosa.support import SupportContext
from armnpu.tosa.support_util import ethos_u55_bool_reason

cia_ops_cache.install()


@dataclass(frozen=True)
class Rejection:
    node: str
    target: str
    reason: str


@dataclass(frozen=True)
class Placement:
    """Where an op both sides can run is cheaper, by the estimates: its NPU cycles (its rule's
    OpRule.npu_cycles) against its Cortex-M cycles (armnpu.cpu_cost) plus what leaving it on the
    CPU adds: dequantizing its inputs, quantizing its outputs and one more delegate call, as taking
    it out of a partition splits it."""

    node: str
    npu_cycles: int
    npu_clock_hz: float
    cpu_cycles: int
    cpu_clock_hz: float
    cpu: str

    @property
    def on_npu(self) -> bool:
        return self.npu_cycles / self.npu_clock_hz <= self.cpu_cycles / self.cpu_clock_hz

    def describe(self) -> str:
        npu_us, cpu_us = 1e6 * self.npu_cycles / self.npu_clock_hz, 1e6 * self.cpu_cycles / self.cpu_clock_hz
        return (f"estimated cheaper on the {'NPU' if self.on_npu else self.cpu}: NPU {self.npu_cycles:,} cycles "
                f"({npu_us:,.0f} µs) against {self.cpu} {self.cpu_cycles:,} cycles ({cpu_us:,.0f} µs) with the "
                "Q/DQ and delegate call the CPU side adds (estimates)")


def _placement(node: Node, rule: OpRule, ctx: SupportContext, system: cpu_cost.System) -> Optional[Placement]:
    npu_cycles = rule.npu_cycles(node, ctx) if rule.npu_cycles is not None else None
    if npu_cycles is None:
        return None
    cpu = system.cpu
    boundary = sum(cpu_cost.elements(arg.meta.get("val")) for arg in _float_tensor_inputs(node))
    boundary += cpu_cost.elements(node.meta.get("val"))
    cpu_cycles = (cpu_cost.op_cycles(node, cpu) + cpu_cost.qdq_cycles(boundary, cpu)
                  + cpu_cost.delegate_call_cycles(cpu))
    return Placement(node.name, npu_cycles, system.npu_clock_hz, cpu_cycles, system.cpu_clock_hz, cpu.name)


class _Support(OperatorSupportBase):
    def __init__(self, ctx: SupportContext, additional_checks: Sequence[OperatorSupportBase],
                 system: Optional[cpu_cost.System] = None) -> None:
        self.ctx = ctx
        self.additional_checks = list(additional_checks)
        self.system = system
        self.rejections: dict[str, Rejection] = {}
        self.placements: dict[str, Placement] = {}

    def is_node_supported(self, submodules, node: Node) -> bool:
        reason = self._reason(submodules, node)
        if reason is not None and node.op == "call_function":
            self.rejections[node.name] = Rejection(node.name, str(aten_target(node)), reason)
        return reason is None

    def reject_group(self, nodes: list[Node], reason: str) -> None:
        for node in nodes:
            if node.op == "call_function" and node.target is not operator.getitem and aten_target(node) not in QDQ_OPS:
                self.rejections[node.name] = Rejection(node.name, str(aten_target(node)), reason)

    def _reason(self, submodules, node: Node) -> Optional[str]:
        if _is_graph_attr(node):
            # A cond branch or loop body goes wherever the control-flow op using it goes.
            return next((r for r in (self._reason(submodules, u) for u in node.users) if r is not None), None)
        if node.op != "call_function":
            return "not an operator call"
        for check in self.additional_checks:
            if not check.is_node_supported(submodules, node):
                return f"Rejected by {type(check).__name__}"
        target = aten_target(node)
        if target is operator.getitem:
            return None
        if target in QUANTIZE_OPS or target in DEQUANTIZE_OPS:
            return None if self.ctx.integer else "quantize/dequantize has no place in a float TOSA graph"
        if self.ctx.integer and self._folds_into_its_users(submodules, node):
            return None
        rule = rule_for_lowering(node)
        if rule is None:
            return f"{target} has no armnpu lowering"
        if (rule.lower_int if self.ctx.integer else rule.lower_fp) is None:
            # A rule that never lowers its op (topk) says why in its support check.
            why = rule.support(node, self.ctx) if rule.support is not None else None
            return why or f"{rule.name} has no {'INT' if self.ctx.integer else 'FP'} lowering"
        # A rule that lowers constant bool inputs itself (a mask) checks them in its own support.
        bool_check = None if rule.lowers_constant_bools else ethos_u55_bool_reason
        for support in (rule.support, bool_check, self._regions_reason):
            reason = support(node, self.ctx) if support is not None else None
            if reason is not None:
                return reason
        if not self.ctx.integer:
            return _float_io_reason(node)
        if (placement := self._placement(node, rule)) is not None and not placement.on_npu:
            return placement.describe()
        if rule.quant == Quant.SHARED:
            # Data movement of integer or bool tensors has no quantize/dequantize around it.
            return self._shared_run_reason(node) if _has_float_output(node) else None
        if rule.joins_shared_runs and not all(_is_q(user) for user in _output_users(node)):
            return self._shared_run_reason(node)
        if rule.keeps_float_edges is not None and rule.keeps_float_edges(node):
            return None
        if rule.quant == Quant.ACTIVATION:
            for producer in _float_tensor_inputs(node):
                if _absorbs_activation(producer) and self._reason(submodules, producer) is not None:
                    return f"it is fused into {producer.name}, which stays on the CPU"
        return _quantized_io_reason(node, rule)

    def _placement(self, node: Node, rule: OpRule) -> Optional[Placement]:
        if self.system is None:
            return None
        placement = _placement(node, rule, self.ctx, self.system)
        if placement is not None:
            self.placements[node.name] = placement
        return placement

    def _folds_into_its_users(self, submodules, node: Node) -> bool:
        """A float value computed from constants (`-self.limit`) that the user's flow left unfolded,
        used only by delegated ops that quantize float constants: it goes into the delegate, whose
        lowering computes it (armnpu.tosa.program)."""
        if not (isinstance(node.meta.get("val"), torch.Tensor) and _has_float_output(node) and _from_constants_only(node)):
            return False
        if not node.all_input_nodes and not self._creates_a_lowered_constant(node):
            return False
        return all((_quantizes_constants(user) and self._reason(submodules, user) is None)
                   or (user.op == "call_function" and self._folds_into_its_users(submodules, user))
                   for user in node.users)

    def _creates_a_lowered_constant(self, node: Node) -> bool:
        """An op without inputs (an `arange` the frequencies of a sinusoid start from) whose rule
        computes its constant."""
        rule = rule_for_lowering(node)
        return creates_constant(node) and rule is not None and self._reason_alone(node, rule) is None

    def _regions_reason(self, node: Node, ctx: SupportContext) -> Optional[str]:
        """A control-flow op runs in the delegate only with every op of its branches or body."""
        for arg in node.args:
            if not _is_graph_attr(arg):
                continue
            graph_module = getattr(node.graph.owning_module, attr_name(arg))
            mark_region(graph_module)
            for inner in graph_module.graph.nodes:
                if inner.op == "get_attr" and not _is_graph_attr(inner):
                    continue  # a constant of the region
                if inner.op in ("call_function", "get_attr") and (reason := self._reason({}, inner)) is not None:
                    return f"{inner.name} in {arg.target} cannot run: {reason}"
        return None

    def _shared_run_reason(self, node: Node) -> Optional[str]:
        """Data-movement (SHARED) ops may follow each other without Q/DQ in between: after
        quantization the edge transform splits e.g. reshape into clone + view. Such a run is
        accepted or rejected as a whole: every member supported, fed by DQs, feeding Qs."""
        run, todo = {node}, [node]
        while todo:
            member = todo.pop()
            for neighbour in [*_float_tensor_inputs(member), *_output_users(member)]:
                neighbour = _through_getitem(neighbour)
                if neighbour in run or _is_dq(neighbour) or _is_q(neighbour):
                    continue
                rule = rule_for_lowering(neighbour) if neighbour.op == "call_function" else None
                if rule is None or not (rule.quant == Quant.SHARED or rule.joins_shared_runs):
                    side = "input" if neighbour in member.all_input_nodes else "output"
                    return f"{side} {neighbour.name} of {member.name} is not quantized (float on the CPU)"
                if neighbour is not node and self._reason_alone(neighbour, rule) is not None:
                    return f"{neighbour.name}, moved along with it, cannot run: {self._reason_alone(neighbour, rule)}"
                run.add(neighbour)
                todo.append(neighbour)
        return None

    def _reason_alone(self, node: Node, rule: OpRule) -> Optional[str]:
        """Why `node` itself (lowered by `rule`) cannot run, leaving its inputs and outputs aside."""
        if any(not check.is_node_supported({}, node) for check in self.additional_checks):
            return "rejected by an additional check"
        if rule.lower_int is None:
            return f"{rule.name} has no INT lowering"
        return rule.support(node, self.ctx) if rule.support is not None else None


def _is_graph_attr(node: object) -> TypeGuard[Node]:
    """A get_attr of a graph (a cond branch, a loop condition or body)."""
    return (isinstance(node, Node) and node.op == "get_attr" and node.graph.owning_module is not None
            and isinstance(getattr(node.graph.owning_module, attr_name(node), None), torch.fx.GraphModule))


def _is_dq(node) -> bool:
    return isinstance(node, Node) and aten_target(node) in DEQUANTIZE_OPS


def _is_q(node) -> bool:
    return isinstance(node, Node) and aten_target(node) in QUANTIZE_OPS


def _float_tensor_inputs(node: Node) -> list[Node]:
    found = []
    for arg in node.all_input_nodes:
        val = arg.meta.get("val")
        if isinstance(val, torch.Tensor) and val.dtype.is_floating_point:
            found.append(arg)
    return found


def _absorbs_activation(producer: Node) -> bool:
    rule = rule_for_lowering(producer)
    return rule is not None and rule.fuses_activation and len(producer.users) == 1


def _quantizes_constants(user: Node) -> bool:
    """`user` quantizes a float constant it takes: a region returning it, or an op whose rule says
    so, or one that takes it unquantized (a sinusoid's frequencies, OpRule.keeps_float_edges)."""
    if user.op != "call_function":
        return returns_from_region(user)
    rule = rule_for_lowering(user)
    return rule is not None and (rule.quantizes_float_constants
                                 or (rule.keeps_float_edges is not None and rule.keeps_float_edges(user)))


def _from_constants_only(node: Node) -> bool:
    """graph_facts.computed_from_constants, answered at once for the usual value, a quantize or
    dequantize or an op with a quantized or user input: the partitioner asks it of every node,
    and the walk up the graph would otherwise reach the program's inputs each time."""
    if _is_dq(node) or _is_q(node) or any(_is_dq(arg) or _is_q(arg) or (arg.op == "placeholder" and not is_constant(arg))
                                          for arg in node.all_input_nodes):
        return False
    return computed_from_constants(node)


def _quantized_io_reason(node: Node, rule: OpRule) -> Optional[str]:
    for arg in _float_tensor_inputs(node):
        # A constant made in forward (full_like(x, 0), -self.limit) is one too where nothing folded it
        # (ExecuTorch's own flow): it goes into the delegate with the op.
        if (creates_constant(arg) or _from_constants_only(arg)) and rule.quantizes_float_constants:
            continue
        fused = rule.quant == Quant.ACTIVATION and _absorbs_activation(arg)
        if not (_is_dq(arg) or fused):
            return f"input {arg.name} is not quantized (float on the CPU)"
        dtype = _quantized_dtype(arg) if _is_dq(arg) else torch.int8
        if dtype == torch.int16 and not rule.int16:
            return f"armnpu lowers {rule.name} for int8 activations only; its input {arg.name} is int16 (a16w8)"
        if dtype == torch.uint8:
            return f"armnpu does not lower uint8 activations ({arg.name}); only int8 and int16"
    if not _has_float_output(node):
        return None  # bool and integer results (comparisons, argmax) are not quantized
    outputs = _output_users(node)
    # A constant created here may go unquantized to a region's result or to an op that quantizes
    # its float constants: their lowering quantizes it.
    if all(_is_q(user) or (creates_constant(node) and _quantizes_constants(user)) for user in outputs):
        return None
    if rule.fuses_activation and len(node.users) == 1:
        (user,) = node.users
        user_rule = rule_for_lowering(user)
        if user_rule is not None and user_rule.quant == Quant.ACTIVATION and all(_is_q(u) for u in user.users):
            return None
    return "output is not quantized (float on the CPU)"


def _quantized_dtype(dequantize: Node) -> Optional[torch.dtype]:
    val = dequantize.args[0].meta.get("val") if isinstance(dequantize.args[0], Node) else None
    return getattr(val, "dtype", None)


def _has_float_output(node: Node) -> bool:
    vals = node.meta.get("val")
    vals = vals if isinstance(vals, (list, tuple)) else [vals]
    return any(isinstance(v, torch.Tensor) and v.dtype.is_floating_point for v in vals)


def _through_getitem(node: Node) -> Node:
    return arg_node(node, 0) if node.op == "call_function" and node.target is operator.getitem else node


def _output_users(node: Node) -> list[Node]:
    if isinstance(node.meta.get("val"), (list, tuple)):
        # Multi-output ops: only the outputs actually used must be quantized.
        return [u for item in node.users for u in item.users]
    return list(node.users)


def _float_io_reason(node: Node) -> Optional[str]:
    for arg in node.all_input_nodes:
        val = arg.meta.get("val")
        if isinstance(val, torch.Tensor) and val.dtype not in (torch.float32, torch.int64, torch.int32, torch.bool):
            return f"input {arg.name} has dtype {val.dtype}; the TOSA FP profile takes float32"
    return None


class TOSAPartitioner(Partitioner):
    backend_id = "TOSABackend"
    # The compile specs this partitioner takes, for isinstance; mypy rejects an abstract class in a
    # type[...] variable whatever it is used for (python/mypy#4717).
    spec_class: type[ArmCompileSpec] = ArmCompileSpec  # type: ignore[type-abstract]

    def __init__(
        self,
        compile_spec: ArmCompileSpec,
        additional_checks: Optional[Sequence[OperatorSupportBase]] = None,
        system: Optional[cpu_cost.System] = None,
    ) -> None:
        """`system`: the processors whose estimated costs decide where an op both can run goes
        (see Placement); by default the compile spec's NPU and its reference system's Cortex-M."""
        if not isinstance(compile_spec, self.spec_class):
            raise TypeError(
                f"{type(self).__name__} takes an {self.spec_class.__name__}, not {type(compile_spec).__name__}"
            )
        self.compile_spec = compile_spec
        self.additional_checks = list(additional_checks or [])
        self.delegation_spec = DelegationSpec(self.backend_id, compile_spec._to_list())
        self.system = system if system is not None else cpu_cost.system_of(compile_spec)
        self.rejections: list[Rejection] = []
        self.placements: list[Placement] = []

    def _support_context(self, program: ExportedProgram) -> SupportContext:
        return target_for_graph(self.compile_spec.compile_target, program.graph)

    def partition(self, exported_program: ExportedProgram) -> PartitionResult:
        graph_module = exported_program.graph_module
        support = _Support(self._support_context(exported_program), self.additional_checks, self.system)
        proposed = CapabilityBasedPartitioner(
            graph_module, support, allows_single_node_partition=True
        ).propose_partitions()
        tags: dict[str, DelegationSpec] = {}
        for nodes in proposed:
            for group in _connected_components(_strip_boundary_qdq(set(nodes.nodes))):
                if not _computes(group):
                    support.reject_group(group, "moves data only: a delegate of its own would cost more than it saves")
                    continue
                tag = f"tag{len(tags)}"
                for node in group:
                    node.meta["delegation_tag"] = tag
                tags[tag] = self.delegation_spec
        tag_constant_data(exported_program)
        self.rejections = sorted(support.rejections.values(), key=lambda r: r.node)
        self.placements = sorted(support.placements.values(), key=lambda p: p.node)
        return PartitionResult(tagged_exported_program=exported_program, partition_tags=tags)

    def transform_for_pre_decomposition(self, exported_program: ExportedProgram) -> ExportedProgram:
        """Composite ops the quantizer did not already split (float programs) become their parts."""
        target = self._support_context(exported_program)
        return run_stage(BEFORE_EDGE_DECOMPOSITION, exported_program, target)

    def ops_to_not_decompose(
        self, ep: ExportedProgram
    ) -> tuple[list[torch._ops.OpOverload], Optional[Callable[[Node], bool]]]:
        """The composite ops armnpu lowers whole; one that a use cannot run whole here is
        decomposed, as its pieces may still delegate.

        Without control flow the answer is per op (no check function): ExecuTorch then runs one
        decomposition pass instead of three, the bulk of its compile time. ExecuTorch's one-pass
        path misses the ops inside while_loop/cond bodies, so programs with control flow get a
        per-node check function and the three passes.

        An op the partitioner left on the CPU for its cost (a Placement) stays whole there too, on its
        portable kernel, which is what the estimate costed: the support check here leaves costs aside,
        and once the op has been placed (ExecuTorch asks again after partitioning) it is no longer
        one the delegate must consume."""
        support = _Support(self._support_context(ep), self.additional_checks)
        # A cond branch or while_loop body is a GraphModule child of the program's graph module.
        has_control_flow = any(isinstance(m, torch.fx.GraphModule) for m in ep.graph_module.children())
        left_on_cpu = {placement.node for placement in self.placements if not placement.on_npu}

        def keep_whole(node: Node) -> bool:
            return node.name not in left_on_cpu and support.is_node_supported({}, node)

        if has_control_flow:
            return ops_to_keep_undecomposed(), keep_whole
        keep = set(ops_to_keep_undecomposed())
        for node in ep.graph_module.graph.nodes:
            # aten_target: ExecuTorch asks again of the edge program, whose targets are edge ops.
            if node.op == "call_function" and aten_target(node) in keep and not keep_whole(node):
                keep.discard(aten_target(node))
        return sorted(keep, key=str), None


class EthosUPartitioner(TOSAPartitioner):
    """Takes an EthosUCompileSpec."""

    backend_id = "EthosUBackend"
    spec_class = EthosUCompileSpec


class VgfPartitioner(TOSAPartitioner):
    """Takes a VgfCompileSpec."""

    backend_id = "VgfBackend"
    spec_class = VgfCompileSpec


def _strip_boundary_qdq(nodes: set[Node]) -> set[Node]:
    """Quantize nodes fed from outside and dequantize nodes feeding only the outside
    stay on the CPU, so that every partition input and output is an integer tensor."""
    kept = set(nodes)
    for node in nodes:
        if _is_q(node) and not any(arg in nodes for arg in node.all_input_nodes):
            kept.discard(node)
        elif _is_dq(node) and not any(user in nodes for user in node.users):
            kept.discard(node)
    return kept


def _connected_components(nodes: set[Node]) -> list[list[Node]]:
    parent = {node: node for node in nodes}

    def find(node: Node) -> Node:
        while parent[node] is not node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for node in nodes:
        for arg in node.all_input_nodes:
            if arg in nodes:
                parent[find(arg)] = find(node)
    groups: dict[Node, list[Node]] = {}
    for node in nodes:
        groups.setdefault(find(node), []).append(node)
    return list(groups.values())


def _computes(nodes: list[Node]) -> bool:
    return not all(_moves_nothing(node) for node in nodes)


def _moves_nothing(node: Node) -> bool:
    """The node lowers to no TOSA compute (a relabelling view, an identity permute, a same-dtype
    copy: its rule's OpRule.moves_data_only). Quantize/dequantize nodes, which fold into their
    neighbours, and getitem, which picks one result of a multi-output op and has no rule, neither."""
    target = aten_target(node)
    if target in QDQ_OPS or target is operator.getitem:
        return True
    rule = rule_for_lowering(node)
    return rule is not None and rule.moves_data_only is not None and rule.moves_data_only(node)
