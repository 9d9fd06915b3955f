"""Model Explorer's graph JSON for a compiled program (the format of its JSON adapter, `{"graphs": [...]}`).

Graph `program` holds the program's inputs, CPU kernels, delegates and outputs, with the .pte's
dataflow as edges. Each Ethos-U delegate that has Vela's per-layer data opens (its `subgraphIds`)
a graph of Vela's operators in schedule order, with the edges of Vela's debug database, from a
"partition inputs" node to a "partition outputs" node.
"""

from __future__ import annotations

from collections import defaultdict, deque
from typing import Any

from armnpu.report.explorer.dataflow import DELEGATE, KERNEL, FlowNode
from armnpu.report.profile import ETHOSU
from armnpu.report_data.model import Layer, OpInfo, Partition, Report

PROGRAM_GRAPH = "program"
PARTITION_INPUTS, PARTITION_OUTPUTS = "partition inputs", "partition outputs"
Json = dict[str, Any]


def vela_graph_id(partition: Partition) -> str:
    return f"{partition.name} Vela operators"


def layer_node_id(index: int) -> str:
    return f"layer{index}"


def partition_of(report: Report, node: FlowNode) -> Partition | None:
    """The report's partition for a delegate node: partitions are listed in delegate order."""
    if node.kind != DELEGATE or node.delegate_index is None or node.delegate_index >= len(report.partitions):
        return None
    return report.partitions[node.delegate_index]


def build_graphs(report: Report, flow: list[FlowNode]) -> Json:
    graphs = [_program_graph(report, flow)]
    graphs += [_vela_graph(p) for p in report.partitions if p.backend == ETHOSU and p.layers]
    return {"graphs": graphs}


def _program_graph(report: Report, flow: list[FlowNode]) -> Json:
    cpu_ops = _cpu_op_queues(report.cpu_ops)
    nodes = []
    for node in flow:
        attrs: dict[str, Any] = {}
        label, subgraphs = node.name, []
        if node.kind == KERNEL:
            attrs["runs on"] = "CPU"
            queue = cpu_ops.get(_base_op(node.name))
            if queue:  # the report data's facts about this kernel's FX node
                op = queue.popleft()
                attrs.update({"FX node": op.node, "source": op.source, "why on the CPU": op.reason})
        partition = partition_of(report, node)
        if partition is not None:
            label = f"{node.name} {partition.name}"
            attrs.update(_delegate_attrs(partition))
            if partition.backend == ETHOSU and partition.layers:
                subgraphs = [vela_graph_id(partition)]
        nodes.append(_node(node.id, label, attrs, [(s.node, s.slot) for s in node.inputs], subgraphs))
    return {"id": PROGRAM_GRAPH, "nodes": nodes}


def _delegate_attrs(partition: Partition) -> dict[str, Any]:
    attrs: dict[str, Any] = {"runs on": partition.backend, "partition": partition.name,
                             "blob bytes": partition.blob_bytes,
                             "FX nodes": ", ".join(op.node for op in partition.ops)}
    if partition.layers:
        attrs["Vela operators"] = len(partition.layers)
        attrs["cycles (Vela estimate)"] = sum(layer.cycles for layer in partition.layers)
        attrs["peak SRAM bytes (Vela estimate)"] = partition.peak_sram
    return attrs


def _vela_graph(partition: Partition) -> Json:
    layers = partition.layers
    read = {source for layer in layers for source in layer.input_layers}
    nodes = []
    if -1 in read:
        nodes.append(_node(PARTITION_INPUTS, PARTITION_INPUTS, {}, []))
    for index, layer in enumerate(layers):
        edges = [(PARTITION_INPUTS if source < 0 else layer_node_id(source), 0) for source in layer.input_layers]
        nodes.append(_node(layer_node_id(index), layer.op, _layer_attrs(layer), edges, shape=layer.ofm_shape))
    # What no layer reads leaves the partition (only knowable when the database gave the inputs).
    unread = [i for i in range(len(layers)) if i not in read] if any(layer.input_layers for layer in layers) else []
    if unread:
        nodes.append(_node(PARTITION_OUTPUTS, PARTITION_OUTPUTS, {}, [(layer_node_id(i), 0) for i in unread]))
    return {"id": vela_graph_id(partition), "nodes": nodes}


def _layer_attrs(layer: Layer) -> dict[str, Any]:
    return {
        "Vela name": layer.name, "TOSA operator": layer.original_op, "runs on": layer.runs_on,
        "FX node": layer.node, "module": layer.module, "source": layer.source,
        "cycles (Vela estimate)": layer.cycles, "MACs (Vela estimate)": layer.macs,
        "MAC utilisation % (Vela estimate)": round(layer.mac_util_percent, 1),
        "SRAM bytes in use (Vela estimate)": layer.sram_in_use, "weight bytes": layer.weight_bytes,
        "IFM shape": layer.ifm_shape, "IFM2 shape": layer.ifm2_shape, "OFM shape": layer.ofm_shape,
    }


def _node(node_id: str, label: str, attrs: dict[str, Any], edges: list[tuple[str, int]],
          subgraphs: list[str] | None = None, shape: list[int] | None = None) -> Json:
    return {
        "id": node_id, "label": label, "namespace": "", "subgraphIds": subgraphs or [],
        "attrs": [{"key": key, "value": str(value)} for key, value in attrs.items() if value not in (None, "", [])],
        "incomingEdges": [{"sourceNodeId": source, "sourceNodeOutputId": str(slot), "targetNodeInputId": str(number)}
                          for number, (source, slot) in enumerate(edges)],
        "outputsMetadata": [{"id": "0", "attrs": [{"key": "shape", "value": str(shape)}]}] if shape else [],
        "inputsMetadata": [],
    }


def _cpu_op_queues(ops: list[OpInfo]) -> dict[str, deque[OpInfo]]:
    queues: dict[str, deque[OpInfo]] = defaultdict(deque)
    for op in ops:
        queues[_base_op(op.op)].append(op)
    return queues


def _base_op(name: str) -> str:
    """"aten::topk.values" (a kernel) and "aten.topk.default" (an FX target) are both "aten.topk"."""
    return ".".join(name.replace("::", ".").split(".")[:2])
