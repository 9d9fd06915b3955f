"""Build a Report from what `armnpu.compile` returned: the report data saved beside the program."""

from __future__ import annotations

import dataclasses
import hashlib
from typing import TYPE_CHECKING, Any, Optional, Protocol

from armnpu import cpu_cost
from armnpu.backends.partition_lowering import partition_name
from armnpu.backends.tosa_graph import NodeTracer, read_operators
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.edge_nodes import compute_nodes, is_delegate_call, is_qdq
from armnpu.formats.vela_bin_stream import parse_vela_bin_stream
from armnpu.report_data.limits import memory_use, shram_bytes
from armnpu.report_data.model import CpuEstimate, Layer, OpInfo, Partition, Report, Target
from armnpu.report_data.nodes import op_info
from armnpu.targets import VGF_TARGET, HostCpu

if TYPE_CHECKING:
    from torch.export import ExportedProgram

    from armnpu.backends.ethosu import CompiledPartition
    from armnpu.compile_spec import ArmCompileSpec
    from armnpu.partitioner import Rejection

# The partitioner records a reason for every node it refuses; a node without one was accepted but
# left outside every partition (e.g. one that only moves data, not worth a delegate call).
_NO_REASON = "no reason recorded: the partitioner accepted it but no partition took it"


class Compiled(Protocol):
    """What the report data is built from: an `armnpu.pipeline.CompiledProgram`, named by its
    fields here because the pipeline sits above this package."""

    buffer: bytes
    spec: ArmCompileSpec
    edge_program: ExportedProgram
    partitions: list[CompiledPartition]
    rejections: list[Rejection]


def from_compiled(compiled: Compiled, file: Optional[str] = None) -> Report:
    """The report data of `compiled`; `file` names the program file it is saved as."""
    target = target_of(compiled.spec)
    system = cpu_cost.system_of(compiled.spec)
    cpu = system.cpu if system is not None else None
    reasons = {r.node: r.reason for r in compiled.rejections}
    records = {p.name: p for p in compiled.partitions}
    graph = compiled.edge_program.graph
    partitions = [
        _partition(getattr(compiled.edge_program.graph_module, node.args[0].target), records, target, cpu)
        for node in graph.nodes
        if is_delegate_call(node)
    ]
    cpu_ops = [_costed(op_info(node, reasons.get(node.name, _NO_REASON)), node, cpu) for node in compute_nodes(graph)]
    program = {"bytes": len(compiled.buffer), "sha256": hashlib.sha256(compiled.buffer).hexdigest(),
               "io_layout": compiled.spec.io_layout}
    if file is not None:
        program["file"] = file
    report = Report(target, partitions, cpu_ops, program, origin="compile")
    if system is not None:
        report.cpu_estimate = _cpu_estimate(system, graph, len(partitions), target.system_config)
    return report


def _costed(op: OpInfo, node: Any, cpu: Optional[HostCpu]) -> OpInfo:
    if cpu is not None:
        op.cpu_cycles = cpu_cost.op_cycles(node, cpu)
    return op


def _cpu_estimate(system: cpu_cost.System, graph: Any, delegate_calls: int, system_config: str) -> CpuEstimate:
    """The CPU's share beyond its compute ops: the quantize/dequantize nodes left outside every
    delegate (at partition boundaries, on float inputs and outputs) and one call per delegate."""
    qdq_elements = sum(cpu_cost.elements(node.meta.get("val")) for node in graph.nodes if is_qdq(node))
    cpu = system.cpu
    return CpuEstimate(
        cpu.name, cpu.system, system.cpu_clock_hz,
        f"assumed equal to the NPU's core_clock in Vela's {system_config} (Vela's .ini sets no CPU clock)",
        cpu_cost.qdq_cycles(qdq_elements, cpu), delegate_calls, delegate_calls * cpu_cost.delegate_call_cycles(cpu),
    )


def target_of(spec: ArmCompileSpec) -> Target:
    if spec.get_output_format() == VGF_TARGET.name:
        return Target(VGF_TARGET.name, tosa_spec=str(spec.tosa_spec))
    if not isinstance(spec, EthosUCompileSpec):  # a TOSA spec: the spec string is the target
        return Target(str(spec.tosa_spec), tosa_spec=str(spec.tosa_spec))
    name = spec.target
    return Target(
        name,
        tosa_spec=str(spec.tosa_spec),
        system_config=spec.system_config,
        memory_mode=spec.memory_mode,
        config_ini=spec.config_ini,
        extra_flags=list(spec.extra_flags),
        shram_bytes=shram_bytes(name),
    )


def _partition(lowered: Any, records: dict[str, CompiledPartition], target: Target,
               cpu: Optional[HostCpu]) -> Partition:
    graph = lowered.original_module.graph
    name = partition_name(lowered.original_module)
    ops = [_costed(op_info(node), node, cpu) for node in compute_nodes(graph)]
    partition = Partition(name, lowered.backend_id, len(lowered.processed_bytes), ops)
    record = records.get(name)
    if record is None:  # a TOSA partition: no Vela figures
        return partition
    blob = parse_vela_bin_stream(lowered.processed_bytes)
    partition.blob = {
        "cmd_data": len(blob.cmd_data), "weight_data": len(blob.weight_data), "scratch": blob.scratch_size
    }
    partition.vela = dataclasses.asdict(record.summary)
    partition.memory = memory_use(partition.vela, target)
    nodes = {node.name: node for node in graph.nodes}
    tracer = NodeTracer(
        read_operators(record.tosa_flatbuffer),
        record.tensor_to_node,
        passthrough={node.name for node in graph.nodes if is_qdq(node)},
    )
    partition.layers = [_layer(row, tracer.node_for(row["name"]), nodes) for row in record.per_layer]
    return partition


def _layer(row: dict[str, Any], node_name: str, nodes: dict[str, Any]) -> Layer:
    node = nodes.get(node_name)
    return Layer.from_vela_row(row, op_info(node) if node is not None else OpInfo("", ""))
