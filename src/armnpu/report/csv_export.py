"""`armnpu report --csv`: one row per Vela layer, every per-layer figure armnpu has.

The first columns are those of Vela's own per-layer CSV (`vela --verbose-performance`), spelt and
computed as Vela does (its percentages are per partition, as Vela compiles one partition at a
time); then where the layer comes from, what Vela's debug database says about it, the accuracy
measured for its node (with `armnpu compile --accuracy`) and, given a profile
(`armnpu run --profile-json`), the simulator's counters.

After the layers, one row per op left on the CPU, then one for the quantize/dequantize steps and
one for the delegate calls it runs, with Target "CPU (estimate)" and armnpu.cpu_cost's estimated
cycles in "Op Cycles": the NPU rows' cycles plus these are the whole program's.
"""

from __future__ import annotations

import csv
import io
import math
from typing import Any, Optional

from armnpu.report.profile import DISAGREEMENT, INTERNAL_MEMORY, LayerCounters
from armnpu.report_data.accuracy import ActivationAccuracy, Power
from armnpu.report_data.model import Layer, OpInfo, Partition, Report

VELA_COLUMNS = (
    "Original Operator", "NNG Operator", "Target", "Staging Usage", "Peak% (Staging)", "Op Cycles",
    "Network% (cycles)", "NPU", "SRAM AC", "DRAM AC", "OnFlash AC", "OffFlash AC", "MAC Count",
    "Network% (MAC)", "Util% (MAC)", "Name",
)
_ACCESS_CYCLES = {"SRAM AC": "sram", "DRAM AC": "dram", "OnFlash AC": "on_chip_flash", "OffFlash AC": "off_chip_flash"}
_MEMORIES = ("sram", "dram", "on_chip_flash", "off_chip_flash")
_SOURCE_COLUMNS = ("Partition", "Node", "Op", "Module", "Source")
_DEBUG_COLUMNS = (
    "SRAM in use (bytes)", "IFM shape", "IFM2 shape", "OFM shape", "Weight bytes (Vela)",
    *(f"{m} {d} bytes (Vela estimate)" for m in _MEMORIES for d in ("read", "write")),
)
_ACCURACY_COLUMNS = ("SQNR int vs float (dB)", "SQNR of the op alone (dB)")


def render_csv(report: Report, counters: Optional[list[LayerCounters]] = None) -> str:
    """The CSV text; simulated columns only with `counters` (`armnpu.report.profile.layer_counters`)."""
    events = sorted({event for row in counters or [] for event in row.beats})
    header = [*VELA_COLUMNS, *_SOURCE_COLUMNS, *_DEBUG_COLUMNS]
    if report.accuracy is not None:
        header += _ACCURACY_COLUMNS
    if counters is not None:
        header += _simulated_header(events)
    simulated = {id(row.layer): row for row in counters or []}
    accuracy = _accuracy_by_node(report)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for partition in report.partitions:
        for layer in partition.layers:
            row = _vela_cells(partition, layer) + _source_cells(partition, layer) + _debug_cells(layer)
            if report.accuracy is not None:
                row += _accuracy_cells(accuracy.get((partition.name, layer.node)))
            if counters is not None:
                row += _simulated_cells(simulated.get(id(layer)), events)
            writer.writerow(row)
    blank = len(header) - len(VELA_COLUMNS) - len(_SOURCE_COLUMNS)
    for cells in _cpu_rows(report):
        writer.writerow(cells + [""] * blank)
    return out.getvalue()


CPU_TARGET = "CPU (estimate)"


def _cpu_rows(report: Report) -> list[list[Any]]:
    """The CPU's share by armnpu.cpu_cost's estimates, in the Vela columns and the source columns."""
    estimate = report.cpu_estimate
    if estimate is None:
        return []
    rows = [_cpu_row(op.op, op.cpu_cycles * op.count, op.node, op) for op in report.cpu_ops if op.cpu_cycles is not None]
    rows.append(_cpu_row("quantize/dequantize", estimate.qdq_cycles, "quantize/dequantize steps on the CPU"))
    rows.append(_cpu_row("delegate call", estimate.delegate_call_cycles, f"{estimate.delegate_calls} delegate call(s)"))
    return rows


def _cpu_row(op: str, cycles: int, name: str, info: Optional[OpInfo] = None) -> list[Any]:
    values: dict[str, Any] = dict.fromkeys(VELA_COLUMNS, "")
    values.update({"Original Operator": op, "NNG Operator": op, "Target": CPU_TARGET, "Op Cycles": cycles, "Name": name})
    source = ["CPU", info.node, info.op, info.module, info.source] if info else ["CPU", "", op, "", ""]
    return [values[column] for column in VELA_COLUMNS] + source


def _vela_cells(partition: Partition, layer: Layer) -> list[Any]:
    peak_staging = max((other.staging_bytes for other in partition.layers), default=0)
    total_cycles = sum(other.cycles for other in partition.layers)
    total_macs = sum(other.macs for other in partition.layers)
    values: dict[str, Any] = {
        "Original Operator": layer.original_op or layer.op, "NNG Operator": layer.op, "Target": layer.runs_on or "NPU",
        "Staging Usage": layer.staging_bytes, "Peak% (Staging)": _percent(layer.staging_bytes, peak_staging),
        "Op Cycles": layer.cycles, "Network% (cycles)": _percent(layer.cycles, total_cycles), "NPU": layer.npu_cycles,
        "MAC Count": layer.macs, "Network% (MAC)": _percent(layer.macs, total_macs),
        "Util% (MAC)": layer.mac_util_percent, "Name": layer.name,
    }
    values.update({column: layer.access_cycles.get(memory, 0) for column, memory in _ACCESS_CYCLES.items()})
    return [values[column] for column in VELA_COLUMNS]


def _source_cells(partition: Partition, layer: Layer) -> list[Any]:
    return [partition.name, layer.node, layer.op_name, layer.module, layer.source]


def _debug_cells(layer: Layer) -> list[Any]:
    def shape(dims: list[int]) -> str:
        return "x".join(map(str, dims))

    cells: list[Any] = [
        "" if layer.sram_bytes is None else layer.sram_bytes, shape(layer.ifm_shape), shape(layer.ifm2_shape),
        shape(layer.ofm_shape), "" if layer.weight_bytes is None else layer.weight_bytes,
    ]
    for memory in _MEMORIES:
        cells += [layer.read_bytes.get(memory, 0), layer.write_bytes.get(memory, 0)]
    return cells


def _accuracy_by_node(report: Report) -> dict[tuple[str, str], ActivationAccuracy]:
    if report.accuracy is None:
        return {}
    return {(a.partition, a.node): a for a in report.accuracy.activations}


def _accuracy_cells(activation: Optional[ActivationAccuracy]) -> list[Any]:
    if activation is None:
        return ["", ""]
    return [_db(activation.int_vs_float), _db(activation.local)]


def _db(power: Optional[Power]) -> Any:
    if power is None:
        return ""
    value = power.sqnr_db
    return "inf" if math.isinf(value) and value > 0 else round(value, 2)


def _simulated_header(events: list[str]) -> list[str]:
    header = ["MACs (simulated)"]
    header += [f"{m} {d} bytes (simulated)" for m in (*_MEMORIES, INTERNAL_MEMORY) for d in ("read", "write")]
    header += [f"{event} (simulated)" for event in events]
    header += ["Weight bytes (simulated)", "Scale bytes (simulated)", "NPU commands (simulated)",
               f"Differs from Vela estimate by >{DISAGREEMENT:.0%}"]
    return header


def _simulated_cells(row: Optional[LayerCounters], events: list[str]) -> list[Any]:
    if row is None:
        return [""] * len(_simulated_header(events))
    cells: list[Any] = [row.macs]
    for memory in (*_MEMORIES, INTERNAL_MEMORY):
        cells += [row.read_bytes.get(memory, 0), row.write_bytes.get(memory, 0)]
    cells += [row.beats.get(event, 0) for event in events]
    commands = " ".join(f"{name}x{n}" for name, n in sorted(row.commands.items()))
    cells += [row.weight_bytes, row.scale_bytes, commands, "; ".join(row.disagreements())]
    return cells


def _percent(part: float, whole: float) -> float:
    return 100.0 * part / whole if whole else 0.0
