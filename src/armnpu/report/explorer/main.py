"""The adapter extension Model Explorer loads (`--extensions=armnpu.report.explorer` imports this
module): it opens a `.pte` compiled by `armnpu compile`, with its report data beside it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from model_explorer import Adapter, AdapterMetadata, ModelExplorerGraphs, graph_builder

from armnpu.report.explorer.dataflow import program_flow
from armnpu.report.explorer.graphs import build_graphs
from armnpu.report.load import load_report

ADAPTER_ID = "armnpu_pte"


class ArmNpuPteAdapter(Adapter):
    metadata = AdapterMetadata(
        id=ADAPTER_ID,
        name="armnpu program",
        description="An ExecuTorch program compiled by armnpu: CPU ops, delegates, and Vela's operators inside "
                    "each Ethos-U delegate",
        source_repo="",
        fileExts=["pte"],
    )

    def convert(self, model_path: str, settings: dict) -> ModelExplorerGraphs:
        path = Path(model_path)
        graphs = build_graphs(load_report(path), program_flow(path))["graphs"]
        return {"graphs": [_graph(graph) for graph in graphs]}


def _graph(graph: dict[str, Any]) -> graph_builder.Graph:
    """Model Explorer serialises its own dataclasses; graphs.py writes their JSON form."""

    def attrs(items: list[dict[str, str]]) -> list[graph_builder.KeyValue]:
        return [graph_builder.KeyValue(key=item["key"], value=item["value"]) for item in items]

    nodes = [
        graph_builder.GraphNode(
            id=node["id"], label=node["label"], namespace=node["namespace"], attrs=attrs(node["attrs"]),
            incomingEdges=[graph_builder.IncomingEdge(**edge) for edge in node["incomingEdges"]],
            outputsMetadata=[graph_builder.MetadataItem(id=m["id"], attrs=attrs(m["attrs"])) for m in node["outputsMetadata"]],
        )
        for node in graph["nodes"]
    ]
    return graph_builder.Graph(
        id=graph["id"], nodes=nodes, groupNodeAttributes=graph["groupNodeAttributes"],
        groupNodeConfigs=[graph_builder.GroupNodeConfig(**config) for config in graph["groupNodeConfigs"]],
    )
