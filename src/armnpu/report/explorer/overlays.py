"""Per-node data for Model Explorer (its "node data" JSON: graph id -> node id -> value), one file per figure.

Each of Vela's operators gets its figure; Model Explorer sums them over a delegate's group in its
side panel. Each overlay's name says where its figures come from: "Vela estimate" (the compiler's
performance model) or "simulated" (the simulator's counts of one run, from `armnpu run --profile-json`).
CPU kernels get none: no device estimate exists for them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Optional

from armnpu.report.explorer.dataflow import FlowNode
from armnpu.report.explorer.graphs import PROGRAM_GRAPH, layer_node_id, opens_up, partition_of
from armnpu.report.profile import INTERNAL_MEMORY, LayerCounters
from armnpu.report_data.model import Layer, Partition, Report

# Low values pale, high values saturated: the costliest nodes stand out.
GRADIENT = [{"stop": 0, "bgColor": "#fff5eb"}, {"stop": 1, "bgColor": "#d94801"}]


@dataclass(frozen=True)
class Overlay:
    name: str  # what the figure is and where it comes from, e.g. "cycles (Vela estimate)"
    data: dict[str, Any]  # Model Explorer's node data: graph id -> {"results": {node id: {"value": n}}, ...}

    @property
    def file_name(self) -> str:
        return re.sub(r"[^a-z0-9]+", "_", self.name.lower()).strip("_") + ".json"


def build_overlays(report: Report, flow: list[FlowNode], counters: Optional[list[LayerCounters]] = None) -> list[Overlay]:
    """Cycles, SRAM in use and bytes moved as Vela estimates them; with `counters`, the simulated bytes."""
    overlays = [
        _overlay("cycles (Vela estimate)", report, flow, lambda p, layer: layer.cycles),
        _overlay("SRAM bytes in use (Vela estimate)", report, flow, lambda p, layer: layer.sram_in_use),
        _overlay("bytes moved (Vela estimate)", report, flow, lambda p, layer: sum(layer.traffic_bytes.values())),
    ]
    if counters is not None:
        by_layer = {(row.partition, id(row.layer)): row for row in counters}

        def simulated(partition: Partition, layer: Layer) -> Optional[int]:
            row = by_layer.get((partition.name, id(layer)))
            if row is None:
                return None
            return sum(n for m, n in [*row.read_bytes.items(), *row.write_bytes.items()] if m != INTERNAL_MEMORY)

        overlays.append(_overlay("bytes moved (simulated)", report, flow, simulated))
    return overlays


def _overlay(name: str, report: Report, flow: list[FlowNode],
             per_layer: Callable[[Partition, Layer], Optional[int]]) -> Overlay:
    results = {}
    for node in flow:
        partition = partition_of(report, node)
        if partition is None or not opens_up(partition):
            continue
        for index, layer in enumerate(partition.layers):
            value = per_layer(partition, layer)
            if value is not None:
                results[layer_node_id(node, index)] = {"value": value}
    return Overlay(name, {PROGRAM_GRAPH: {"name": name, "results": results, "gradient": GRADIENT}})
