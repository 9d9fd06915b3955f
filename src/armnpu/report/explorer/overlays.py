"""Per-node data for Model Explorer (its "node data" JSON: graph id -> node id -> value), one file per figure.

Vela's operators get their own figures; a delegate node in the program graph gets its partition's
total (its peak, for SRAM). Each overlay's name says where its figures come from: "Vela estimate"
(the compiler's performance model) or "simulated" (the simulator's counts of one run, from
`armnpu run --profile-json`). CPU kernels get none: no device estimate exists for them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Optional

from armnpu.report.explorer.dataflow import FlowNode
from armnpu.report.explorer.graphs import PROGRAM_GRAPH, layer_node_id, partition_of, vela_graph_id
from armnpu.report.profile import ETHOSU, INTERNAL_MEMORY, LayerCounters
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
        _overlay("cycles (Vela estimate)", report, flow, lambda p, layer: layer.cycles, _total),
        _overlay("SRAM bytes in use (Vela estimate)", report, flow, lambda p, layer: layer.sram_in_use,
                 lambda p, values: p.peak_sram),
        _overlay("bytes moved (Vela estimate)", report, flow, lambda p, layer: sum(layer.traffic_bytes.values()), _total),
    ]
    if counters is not None:
        by_layer = {(row.partition, id(row.layer)): row for row in counters}

        def simulated(partition: Partition, layer: Layer) -> Optional[int]:
            row = by_layer.get((partition.name, id(layer)))
            return None if row is None else sum(row.traffic(m) for m in _memories(row) if m != INTERNAL_MEMORY)

        overlays.append(_overlay("bytes moved (simulated)", report, flow, simulated, _total))
    return overlays


def _overlay(name: str, report: Report, flow: list[FlowNode],
             per_layer: Callable[[Partition, Layer], Optional[int]],
             per_partition: Callable[[Partition, list[int]], Optional[int]]) -> Overlay:
    data: dict[str, Any] = {}
    delegates = {}
    for node in flow:
        partition = partition_of(report, node)
        if partition is None or partition.backend != ETHOSU or not partition.layers:
            continue
        layers = {layer_node_id(i): per_layer(partition, layer) for i, layer in enumerate(partition.layers)}
        values = {node_id: value for node_id, value in layers.items() if value is not None}
        data[vela_graph_id(partition)] = _graph_data(name, values)
        total = per_partition(partition, list(values.values()))
        if total is not None:
            delegates[node.id] = total
    data[PROGRAM_GRAPH] = _graph_data(name, delegates)
    return Overlay(name, data)


def _graph_data(name: str, values: dict[str, int]) -> dict[str, Any]:
    return {"name": name, "results": {node_id: {"value": value} for node_id, value in values.items()},
            "gradient": GRADIENT}


def _total(partition: Partition, values: list[int]) -> int:
    return sum(values)


def _memories(row: LayerCounters) -> set[str]:
    return set(row.read_bytes) | set(row.write_bytes)
