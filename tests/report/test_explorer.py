"""Model Explorer's graphs and overlays for compiled programs (armnpu.report.explorer), no server."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

import armnpu
from armnpu import EthosUCompileSpec
from armnpu.errors import ArmNpuError
from armnpu.report.explorer.dataflow import DELEGATE, KERNEL, program_flow
from armnpu.report.explorer.graphs import PARTITION_INPUTS, PARTITION_OUTPUTS, PROGRAM_GRAPH, build_graphs
from armnpu.report.explorer.overlays import build_overlays
from armnpu.report.load import load_report
from armnpu.report.profile import LayerCounters


class Residual(torch.nn.Module):
    """A binary op inside one delegate: the add reads the first conv's output and the second's."""

    def __init__(self):
        super().__init__()
        self.first = torch.nn.Conv2d(8, 8, 1)
        self.second = torch.nn.Conv2d(8, 8, 3, padding=1)

    def forward(self, x):
        y = self.first(x)
        return torch.relu(y + self.second(y))


@pytest.fixture(scope="module")
def residual(tmp_path_factory) -> Path:
    torch.manual_seed(0)
    program = armnpu.compile(Residual().eval(), (torch.randn(1, 8, 6, 6),), target=EthosUCompileSpec("ethos-u55-128"))
    return program.save(tmp_path_factory.mktemp("residual") / "residual.pte")


def _by_id(graph: dict) -> dict[str, dict]:
    return {node["id"]: node for node in graph["nodes"]}


def _sources(node: dict) -> list[str]:
    return [edge["sourceNodeId"] for edge in sorted(node["incomingEdges"], key=lambda e: int(e["targetNodeInputId"]))]


def _program(pte: Path) -> dict[str, dict]:
    (graph,) = build_graphs(load_report(pte), program_flow(pte))["graphs"]
    assert graph["id"] == PROGRAM_GRAPH
    return _by_id(graph)


def test_program_graph_has_the_cpu_kernels_and_delegates_with_the_programs_dataflow(split_net):
    flow = program_flow(split_net.pte)
    kinds = [(node.kind, node.name) for node in flow if node.kind in (KERNEL, DELEGATE)]
    # quantize → NPU(conv, relu) → dequantize → topk → quantize → NPU(head) → dequantize
    assert [name.split("::")[-1] for _, name in kinds] == [
        "quantize_per_tensor.out", "EthosUBackend", "dequantize_per_tensor.out", "topk.values",
        "quantize_per_tensor.out", "EthosUBackend", "dequantize_per_tensor.out"]
    nodes = _program(split_net.pte)
    # Each Ethos-U delegate is a group of Vela's operators between its inputs and outputs nodes.
    for source, target in [("input0", "kernel1"), ("kernel1", "delegate0/inputs"), ("delegate0/outputs", "kernel3"),
                           ("kernel3", "kernel4"), ("kernel4", "kernel5"), ("kernel5", "delegate1/inputs"),
                           ("delegate1/outputs", "kernel7"), ("kernel7", "output0")]:
        assert _sources(nodes[target]) == [source], target
    topk = {a["key"]: a["value"] for a in nodes["kernel4"]["attrs"]}
    assert topk["runs on"] == "CPU" and topk["FX node"] == "aten_topk_default" and "top-k" in topk["why on the CPU"]
    report = load_report(split_net.pte)
    for index, partition in enumerate(report.partitions):  # partitions are listed in delegate order
        group = [node for node in nodes.values() if node["namespace"] == f"EthosUBackend {partition.name}"]
        layers = [f"delegate{index}/layer{i}" for i in range(len(partition.layers))]
        assert [node["id"] for node in group] == [f"delegate{index}/inputs", *layers, f"delegate{index}/outputs"]
        assert [node["label"] for node in group[1:-1]] == [layer.op for layer in partition.layers]


def test_vela_operators_are_wired_as_velas_schedule_connects_them(residual):
    report = load_report(residual)
    nodes = _program(residual)
    (partition,) = report.partitions
    layers = partition.layers
    (add,) = [i for i, layer in enumerate(layers) if layer.op == "Add"]
    first, second = (next(i for i, layer in enumerate(layers) if layer.op == "Conv2D" and layer.module == name)
                     for name in ("first", "second"))
    # As the model computes: second(y) reads y = first(x), and the add reads y (its ifm) and second(y) (its ifm2).
    assert layers[second].input_layers == [first]
    assert layers[add].input_layers == [first, second], [(layer.op, layer.input_layers) for layer in layers]
    assert _sources(nodes[f"delegate0/layer{add}"]) == [f"delegate0/layer{first}", f"delegate0/layer{second}"]
    # The layers reading the delegate's input read the inputs node; the last layer's result leaves it.
    entry = [i for i, layer in enumerate(layers) if -1 in layer.input_layers]
    assert entry and all("delegate0/inputs" in _sources(nodes[f"delegate0/layer{i}"]) for i in entry)
    assert _sources(nodes["delegate0/outputs"]) == [f"delegate0/layer{len(layers) - 1}"]
    assert nodes["delegate0/inputs"]["label"] == PARTITION_INPUTS and nodes["delegate0/outputs"]["label"] == PARTITION_OUTPUTS


def test_overlays_give_each_vela_operator_its_figures_labelled_by_origin(split_net):
    report = load_report(split_net.pte)
    overlays = {o.name: o for o in build_overlays(report, program_flow(split_net.pte))}
    assert list(overlays) == ["cycles (Vela estimate)", "SRAM bytes in use (Vela estimate)",
                              "bytes moved (Vela estimate)"]
    figures = {"cycles (Vela estimate)": lambda layer: layer.cycles,
               "SRAM bytes in use (Vela estimate)": lambda layer: layer.sram_in_use,
               "bytes moved (Vela estimate)": lambda layer: sum(layer.traffic_bytes.values())}
    for name, figure in figures.items():
        expected = {f"delegate{index}/layer{i}": {"value": figure(layer)}
                    for index, partition in enumerate(report.partitions) for i, layer in enumerate(partition.layers)}
        assert overlays[name].data[PROGRAM_GRAPH]["results"] == expected, name  # none for CPU kernels: no estimate


def test_simulated_bytes_overlay_sums_each_layers_counted_traffic_without_the_npus_internal_ram(split_net):
    report = load_report(split_net.pte)
    rows = [LayerCounters(p.name, layer, read_bytes={"sram": 10 * i, "internal": 999}, write_bytes={"sram": 1})
            for p in report.partitions for i, layer in enumerate(p.layers)]
    (simulated,) = [o for o in build_overlays(report, program_flow(split_net.pte), rows) if "simulated" in o.name]
    assert simulated.name == "bytes moved (simulated)" and simulated.file_name == "bytes_moved_simulated.json"
    assert simulated.data[PROGRAM_GRAPH]["results"] == {
        f"delegate{index}/layer{i}": {"value": 10 * i + 1}
        for index, partition in enumerate(report.partitions) for i in range(len(partition.layers))}


def test_the_adapter_extension_converts_a_pte_into_model_explorers_graphs(split_net):
    pytest.importorskip("model_explorer", reason="the `explorer` extra is not installed")
    from model_explorer.utils import convert_adapter_response

    from armnpu.report.explorer.main import ArmNpuPteAdapter

    converted = convert_adapter_response(ArmNpuPteAdapter().convert(str(split_net.pte), {}))
    expected = build_graphs(load_report(split_net.pte), program_flow(split_net.pte))
    assert [g["id"] for g in converted["graphs"]] == [g["id"] for g in expected["graphs"]]
    for ours, theirs in zip(expected["graphs"], converted["graphs"]):
        for node, served in zip(ours["nodes"], theirs["nodes"]):
            assert {k: served[k] for k in node} == node


def test_a_missing_explorer_extra_is_one_error_naming_the_extra(monkeypatch):
    from armnpu.report.explorer.serve import check_installed

    monkeypatch.setitem(sys.modules, "model_explorer", None)  # import fails as if not installed
    with pytest.raises(ArmNpuError, match=r"armnpu\[explorer\]"):
        check_installed()
