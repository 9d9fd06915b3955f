"""A Report from an intermediates directory written by `dump_intermediate_artifacts_to(DIR)` alone.

Such a directory holds, per Ethos-U partition, the TOSA flatbuffer Vela compiled, Vela's summary and
per-layer CSVs in `output/`, and with `dump_debug_info("JSON")` the FX debug map. It knows nothing
of the ops left on the CPU.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

from armnpu.backends.tosa_graph import NodeTracer, read_operators
from armnpu.edge_nodes import module_from_stack
from armnpu.errors import ArmNpuError
from armnpu.report_data.limits import memory_use, shram_bytes
from armnpu.report_data.model import Layer, OpInfo, Partition, Report, Target
from armnpu.report_data.source import layer_source

_EDGE_TARGET = re.compile(r"<EdgeOpOverload: ([^>]+)>")
_QDQ_PREFIX = "quantized_decomposed."


def report_from_intermediates(directory: Path) -> Report:
    # Vela's CSV readers live with the Vela call; the column meanings are theirs.
    from armnpu.backends.vela import _read_per_layer, _read_summary

    partitions: list[Partition] = []
    target = Target("unknown")
    for summary_csv in sorted((directory / "output").glob("*_summary_*.csv")):
        name = summary_csv.name.split("_summary_")[0]
        summary = _read_summary(summary_csv, name)
        if not partitions:
            target = _target(summary)
        per_layer_csv = summary_csv.with_name(f"{name}_per-layer.csv")
        rows = _read_per_layer(per_layer_csv, name) if per_layer_csv.is_file() else []
        partitions.append(_partition(directory, name, summary, rows, target))
    if not partitions:
        raise ArmNpuError(f"{directory} holds no Vela outputs (output/*_summary_*.csv)")
    notes = [f"read from the intermediates in {directory}: Ethos-U partitions only, CPU ops unknown",
             "memory limits assume Vela's bundled Arm/vela.ini"]
    return Report(target, partitions, [], {"file": directory.name}, origin="intermediates", notes=notes,
                  cpu_ops_known=False)


def _target(summary: Any) -> Target:
    name = summary.accelerator_config.lower().replace("_", "-")  # "Ethos_U55_128" → "ethos-u55-128"
    return Target(name, system_config=summary.system_config, memory_mode=summary.memory_mode,
                  shram_bytes=shram_bytes(name))


def _partition(directory: Path, name: str, summary: Any, rows: list[dict], target: Target) -> Partition:
    debug_json = directory / f"{name}_debug.json"
    debug = json.loads(debug_json.read_text()) if debug_json.is_file() else {}
    nodes: dict[str, dict] = debug.get("nodes", {})
    ops = {node: _op_name(info.get("target", "")) for node, info in nodes.items()}
    tosa = directory / f"{name}.tosa"
    tracer = NodeTracer(
        read_operators(tosa.read_bytes()) if tosa.is_file() else [],
        debug.get("tensor_to_node", {}),
        passthrough={node for node, op in ops.items() if op.startswith(_QDQ_PREFIX)},
    )
    vela = dataclasses.asdict(summary)
    partition = Partition(
        name,
        "EthosUBackend",
        blob_bytes=None,  # the blob is packed in memory, never written to the directory
        ops=[_op_info(node, op, nodes[node]) for node, op in ops.items() if op and not op.startswith(_QDQ_PREFIX)],
        vela=vela,
        memory=memory_use(vela, target),
    )
    for row in rows:
        node = tracer.node_for(row["name"])
        partition.layers.append(Layer.from_vela_row(row, _op_info(node, ops.get(node, ""), nodes.get(node, {}))))
    return partition


def _op_name(target: str) -> str:
    match = _EDGE_TARGET.match(target)
    return match.group(1) if match else ""


def _op_info(node: str, op: str, info: dict) -> OpInfo:
    stack = info.get("module_stack", [])
    return OpInfo(node, op, module_from_stack(stack), layer_source(info.get("stack_trace") or "", stack))
