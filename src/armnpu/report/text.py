"""The report as plain text for a terminal (no colour codes, so it survives pipes and logs)."""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from armnpu.report import fmt
from armnpu.report.side_by_side import change, layer_rows, most_expensive, side_text, totals
from armnpu.report_data.cost import ProgramCost, op_sides, program_cost
from armnpu.report_data.model import OpInfo, Partition, Report

_BAR_WIDTH = 30


def render_text(report: Report, max_layers: int = 0) -> str:
    """`max_layers` > 0 keeps only the most expensive layers per partition (the rest are summed)."""
    lines = [f"{fmt.title(report)}: {fmt.target_line(report)}"]
    facts = []
    if report.program.get("bytes"):
        facts.append(f"program {fmt.size(report.program['bytes'])}")
    if report.target.shram_bytes:
        facts.append(f"SHRAM {fmt.size(report.target.shram_bytes)}")
    if facts:
        lines.append("  " + " · ".join(facts))
    lines += [f"  note: {note}" for note in report.notes]
    lines += ["", *_delegation(report)]
    cost = program_cost(report)
    if cost is not None:
        lines += ["", *_whole_program(cost)]
    cpu = report.cpu_estimate.cpu if report.cpu_estimate else ""
    for partition in report.partitions:
        lines += ["", *_partition(partition, max_layers, cpu)]
    return "\n".join(lines) + "\n"


def _delegation(report: Report) -> list[str]:
    npu, cpu = report.npu_op_count, report.cpu_op_count
    lines = ["What runs where"]
    npu_text = f"{npu} op(s)" if report.npu_ops_known else "ops not recorded"
    cpu_text = f"{cpu} op(s) on the CPU" if report.cpu_ops_known else "CPU ops unknown"
    if report.npu_ops_known and report.cpu_ops_known and npu + cpu:
        filled = round(_BAR_WIDTH * npu / (npu + cpu))
        lines.append(f"  [{'#' * filled}{'.' * (_BAR_WIDTH - filled)}] {fmt.percent(npu, npu + cpu)} of ops delegated")
    lines.append(f"  {len(report.partitions)} delegate(s) ({npu_text}), {cpu_text}")
    for p in report.partitions:
        ops = Counter(fmt.short_op(op.op) for op in p.ops for _ in range(op.count))
        listing = ", ".join(f"{name} x{n}" if n > 1 else name for name, n in ops.items()) or "ops not recorded"
        lines.append(f"  {p.name:<10} {p.backend:<14} {fmt.size(p.blob_bytes):>9}  {listing}")
    if report.cpu_ops:
        lines.append("  On the CPU:")
        lines += _cpu_ops(report.cpu_ops)
    return lines


def _cpu_ops(ops: Sequence[OpInfo]) -> list[str]:
    lines = []
    for op in ops:
        where = " ".join(p for p in (op.node, f"({op.module})" if op.module else "") if p)
        times = f" x{op.count}" if op.count > 1 else ""
        lines.append(f"    {op.op}{times}  {where}".rstrip())
        if op.source:
            lines.append(f"        at {op.source}")
        if op.reason:
            lines.append(f"        why: {op.reason}")
        if op.cpu_cycles is not None:
            lines.append(f"        cost: {fmt.count(op.cpu_cycles * op.count)} CPU cycles (estimate)")
    return lines


def _whole_program(cost: ProgramCost) -> list[str]:
    """NPU + CPU, each at its own clock: the NPU's cycles are Vela's estimate, the CPU's armnpu's."""
    lines = ["What the whole program costs (estimates: Vela for the NPU, armnpu.cpu_cost for the CPU)"]
    for share in cost.npu:
        lines.append(f"  NPU {share.label:<14}{fmt.count(share.cycles):>14} cycles  {fmt.duration(share.seconds):>10}"
                     f"  at {share.clock_hz / 1e6:g} MHz")
    if cost.cpu is not None:
        cpu = cost.cpu
        lines.append(f"  CPU {cpu.label:<14}{fmt.count(cpu.cycles):>14} cycles  {fmt.duration(cpu.seconds):>10}"
                     f"  at {cpu.clock_hz / 1e6:g} MHz: ops {fmt.count(cost.cpu_op_cycles)}, quantize/dequantize "
                     f"{fmt.count(cost.qdq_cycles)}, delegate calls {fmt.count(cost.delegate_call_cycles)}")
    lines.append(f"  {'total':<32}{fmt.duration(cost.seconds):>16}"
                 + ("" if cost.cpu is not None else "  (NPU only: no host CPU estimate)"))
    return lines


def _partition(p: Partition, max_layers: int, cpu: str) -> list[str]:
    lines = [f"Partition {p.name} ({p.backend})"]
    if p.vela:
        v = p.vela
        clock = v.get("core_clock_hz") or 0
        lines.append(
            f"  {fmt.count(v['total_cycles'])} cycles · {fmt.duration(v.get('inference_time_s'))}"
            + (f" at {clock / 1e6:g} MHz" if clock else "")
            + f" · {fmt.count(v.get('macs', 0))} MACs"
        )
    if p.blob:
        lines.append(
            f"  blob {fmt.size(p.blob_bytes)}: command stream {fmt.size(p.blob.get('cmd_data'))}, "
            f"weights {fmt.size(p.blob.get('weight_data'))}, scratch arena {fmt.size(p.blob.get('scratch'))}"
        )
    if p.memory:
        lines.append(f"  {'memory':<22}{'used':>10}  {'limit':>10}  {'use':>6}  holds / limit from")
        for m in p.memory:
            share = fmt.percent(m.used_bytes, m.limit_bytes) if m.limit_bytes else "-"
            detail = "; ".join(x for x in (m.holds, m.limit_note) if x)
            lines.append(
                f"  {m.memory:<22}{fmt.size(m.used_bytes):>10}  {fmt.size(m.limit_bytes):>10}  {share:>6}  {detail}"
            )
    if p.layers:
        lines += _layers(p, max_layers)
        if cpu:
            lines += _op_sides(p, max_layers, cpu)
    elif p.backend == "EthosUBackend" and not p.vela:
        lines.append("  no Vela figures recorded")
    elif p.backend != "EthosUBackend":
        lines.append(
            f"  blob {fmt.size(p.blob_bytes)}; no performance figures (Vela estimates Ethos-U partitions only)"
        )
    return lines


def _layers(p: Partition, max_layers: int) -> list[str]:
    total = sum(layer.cycles for layer in p.layers) or 1
    keep = set(map(id, p.layers))
    if max_layers and len(p.layers) > max_layers:
        keep = set(map(id, sorted(p.layers, key=lambda layer: -layer.cycles)[:max_layers]))
    shown = [layer for layer in p.layers if id(layer) in keep]
    label_width = _column_width((fmt.layer_label(layer) for layer in shown), 20)
    op_width = _column_width((fmt.layer_op(layer) for layer in shown), 18)
    header = (f"  {'layer':<{label_width}}{'op':<{op_width}}{'cycles':>10}{'share':>8}{'MACs':>12}{'util':>7}"
              f"{'SRAM':>11}{'weights':>10}  shapes (NHWC) · traffic")
    lines = [f"  Per layer, in schedule order (Vela) · peak SRAM {fmt.size(p.peak_sram)}:", header]
    for layer in shown:
        weights = fmt.size(layer.weight_bytes) if layer.weight_bytes else "-"
        detail = " · ".join(x for x in (fmt.layer_shapes(layer), fmt.traffic(layer.traffic_bytes)) if x)
        lines.append(
            f"  {fmt.layer_label(layer):<{label_width}}{fmt.layer_op(layer):<{op_width}}{fmt.count(layer.cycles):>10}"
            f"{fmt.percent(layer.cycles, total):>8}{fmt.count(layer.macs):>12}{layer.mac_util_percent:>6.1f}%"
            f"{fmt.size(layer.sram_in_use):>11}{weights:>10}  {detail}".rstrip()
        )
        # Vela's own name for the layer, to find it in Vela's CSVs, and the model code it comes from.
        lines.append(f"      {layer.name} (Vela)" + (f" · at {layer.source}" if layer.source else ""))
    hidden = [layer for layer in p.layers if id(layer) not in keep]
    if hidden:
        cycles = sum(layer.cycles for layer in hidden)
        lines.append(f"  ... {len(hidden)} more layer(s): {fmt.count(cycles)} cycles ({fmt.percent(cycles, total)})")
    return lines


def _op_sides(p: Partition, max_layers: int, cpu: str) -> list[str]:
    """Each delegated op's NPU cycles against what the host CPU would take for it instead."""
    rows = op_sides(p)
    shown = rows[:max_layers] if max_layers else rows
    width = _column_width((row.node for row in shown), 20)
    lines = [f"  Per op, NPU (Vela's layers of the op) against the {cpu} instead (estimate, the op alone):",
             f"  {'node':<{width}}{'op':<14}{'NPU cycles':>12}{cpu + ' cycles':>20}{'CPU / NPU':>11}"]
    for row in shown:
        cpu_text = "-" if row.cpu_cycles is None else fmt.count(row.cpu_cycles)
        ratio = f"{row.cpu_cycles / row.npu_cycles:.1f}x" if row.cpu_cycles is not None and row.npu_cycles else "-"
        lines.append(f"  {row.node:<{width}}{fmt.short_op(row.op):<14}{fmt.count(row.npu_cycles):>12}"
                     f"{cpu_text:>20}{ratio:>11}")
    if len(shown) < len(rows):
        lines.append(f"  ... {len(rows) - len(shown)} more op(s)")
    return lines


def _column_width(cells: Iterable[str], minimum: int) -> int:
    """A left-aligned column's width: `minimum`, or wider so the longest cell keeps two spaces
    before the next column."""
    return max([minimum, *(len(cell) + 2 for cell in cells)])


def render_compare_text(a: Report, b: Report, max_layers: int = 0) -> str:
    """Two programs side by side; `max_layers` > 0 keeps the layers most expensive in either."""
    lines = [f"A: {fmt.title(a)}: {fmt.target_line(a)}", f"B: {fmt.title(b)}: {fmt.target_line(b)}", ""]
    lines.append(f"  {'':<22}{'A':>14}{'B':>14}{'B vs A':>10}")
    for t in totals(a, b):
        lines.append(f"  {t.label:<22}{t.show(t.a):>14}{t.show(t.b):>14}{change(t.a, t.b):>10}")
    rows = layer_rows(a, b)
    shown = most_expensive(rows, max_layers)
    name_width = _column_width((row.name for row in shown), 22)
    side_width = _column_width((side_text(side) for row in shown for side in (row.a, row.b)), 12)
    lines += ["", "Per layer, matched by name:",
              f"  {'layer':<{name_width}}{'runs on A':<{side_width}}{'runs on B':<{side_width}}{'cycles A':>10}"
              f"{'cycles B':>10}{'B vs A':>9}{'SRAM A':>10}{'SRAM B':>10}"]
    for row in shown:
        cycles = [s.cycles if s else None for s in (row.a, row.b)]
        sram = [fmt.size(s.sram_bytes) if s and s.sram_bytes is not None else "-" for s in (row.a, row.b)]
        lines.append(
            f"  {row.name:<{name_width}}{side_text(row.a):<{side_width}}{side_text(row.b):<{side_width}}"
            + "".join(f"{'-' if c is None else fmt.count(c):>10}" for c in cycles)
            + f"{change(*cycles):>9}{sram[0]:>10}{sram[1]:>10}"
        )
    if len(shown) < len(rows):
        lines.append(f"  ... {len(rows) - len(shown)} more layer(s)")
    return "\n".join(lines) + "\n"
