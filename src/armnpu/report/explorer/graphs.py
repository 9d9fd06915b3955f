"""Model Explorer's graph JSON for a compiled program (the format of its JSON adapter, `{"graphs": [...]}`).

One graph, `program`: the program's inputs, CPU kernels, delegates and outputs, with the .pte's
dataflow as edges. An Ethos-U delegate with Vela's per-layer data is a group (a namespace named
after it) holding Vela's operators in schedule order, wired as Vela's debug database says, between
a "partition inputs" node (which takes the delegate's inputs) and a "partition outputs" node (whose
outputs are the delegate's). Any other delegate is one node.
"""

from __future__ import annotations

from collections import defaultdict, deque
from typing import Any

from armnpu.report.explorer.dataflow import DELEGATE, KERNEL, FlowNode, Source
from armnpu.report.profile import ETHOSU
from armnpu.report_data.model import Layer, OpInfo, Partition, Report

PROGRAM_GRAPH = "program"
PARTITION_INPUTS, PARTITION_OUTPUTS = "partition inputs", "partition outputs"
DELEGATE_GROUP_COLOR = "#e0f2f1"  # the delegate's box: a pale teal, the NPU's colour in armnpu's HTML report
Json = dict[str, Any]


def partition_of(report: Report, node: FlowNode) -> Partition | None:
    """The report's partition for a delegate node: partitions are listed in delegate order."""
    if node.kind != DELEGATE or node.delegate_index is None or node.delegate_index >= len(report.partitions):
        return None
    return report.partitions[node.delegate_index]


def opens_up(partition: Partition | None) -> bool:
    """Whether a delegate is drawn as a group of Vela's operators (else as one node)."""
    return partition is not None and partition.backend == ETHOSU and bool(partition.layers)


def group_name(node: FlowNode, partition: Partition) -> str:
    """The namespace of a delegate's group, e.g. "EthosUBackend tag0"."""
    return f"{node.name} {partition.name}"


def layer_node_id(delegate: FlowNode, index: int) -> str:
    return f"{delegate.id}/layer{index}"


def build_graphs(report: Report, flow: list[FlowNode]) -> Json:
    cpu_ops = _cpu_op_queues(report.cpu_ops)
    groups = {node.id: node for node in flow if opens_up(partition_of(report, node))}

    def edge(source: Source) -> tuple[str, int]:  # a grouped delegate's outputs leave from its outputs node
        return (f"{source.node}/outputs" if source.node in groups else source.node, source.slot)

    nodes: list[Json] = []
    attributes: dict[str, dict[str, str]] = {}
    for node in flow:
        edges = [edge(source) for source in node.inputs]
        partition = partition_of(report, node)
        if partition is not None and opens_up(partition):
            namespace = group_name(node, partition)
            attributes[namespace] = {key: str(value) for key, value in _delegate_attrs(partition).items()}
            nodes += _vela_operators(node, partition, namespace, edges)
            continue
        attrs: dict[str, Any] = {}
        label = node.name
        if node.kind == KERNEL:
            attrs["runs on"] = "CPU"
            queue = cpu_ops.get(_base_op(node.name))
            if queue:  # the report data's facts about this kernel's FX node
                op = queue.popleft()
                attrs.update({"FX node": op.node, "source": op.source, "why on the CPU": op.reason})
        elif partition is not None:
            label = f"{node.name} {partition.name}"
            attrs.update(_delegate_attrs(partition))
        nodes.append(_node(node.id, label, "", attrs, edges))
    graph: Json = {"id": PROGRAM_GRAPH, "nodes": nodes, "groupNodeAttributes": attributes,
                   "groupNodeConfigs": [{"namespaceRegex": ".*", "backgroundColor": DELEGATE_GROUP_COLOR}]}
    return {"graphs": [graph]}


def _vela_operators(delegate: FlowNode, partition: Partition, namespace: str, edges: list[tuple[str, int]]) -> list[Json]:
    layers = partition.layers
    inputs, outputs = f"{delegate.id}/inputs", f"{delegate.id}/outputs"
    nodes = [_node(inputs, PARTITION_INPUTS, namespace, {}, edges)]
    for index, layer in enumerate(layers):
        sources = [(inputs, 0) if source < 0 else (layer_node_id(delegate, source), 0) for source in layer.input_layers]
        nodes.append(_node(layer_node_id(delegate, index), layer.op, namespace, _layer_attrs(layer), sources,
                           shape=layer.ofm_shape))
    # What no layer reads leaves the partition (known only when the database gave each layer's inputs).
    read = {source for layer in layers for source in layer.input_layers}
    unread = [i for i in range(len(layers)) if i not in read] if read else []
    nodes.append(_node(outputs, PARTITION_OUTPUTS, namespace, {}, [(layer_node_id(delegate, i), 0) for i in unread]))
    return nodes


def _delegate_attrs(partition: Partition) -> dict[str, Any]:
    attrs: dict[str, Any] = {"runs on": partition.backend, "partition": partition.name,
                             "blob bytes": partition.blob_bytes,
                             "FX nodes": ", ".join(op.node for op in partition.ops)}
    if partition.layers:
        attrs["Vela operators"] = len(partition.layers)
        attrs["cycles (Vela estimate)"] = sum(layer.cycles for layer in partition.layers)
        attrs["peak SRAM bytes (Vela estimate)"] = partition.peak_sram
    return attrs


def _layer_attrs(layer: Layer) -> dict[str, Any]:
    return {
        "Vela name": layer.name, "TOSA operator": layer.original_op, "runs on": layer.runs_on,
        "FX node": layer.node, "module": layer.module, "source": layer.source,
        "cycles (Vela estimate)": layer.cycles, "MACs (Vela estimate)": layer.macs,
        "MAC utilisation % (Vela estimate)": round(layer.mac_util_percent, 1),
        "SRAM bytes in use (Vela estimate)": layer.sram_in_use, "weight bytes": layer.weight_bytes,
        "IFM shape": layer.ifm_shape, "IFM2 shape": layer.ifm2_shape, "OFM shape": layer.ofm_shape,
    }


def _node(node_id: str, label: str, namespace: str, attrs: dict[str, Any], edges: list[tuple[str, int]],
          shape: list[int] | None = None) -> Json:
    return {
        "id": node_id, "label": label, "namespace": namespace,
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
