"""The table `armnpu compile` prints: each partition's backend, ops and blob, with Vela's figures
when there are any, then the CPU's share and why each op stayed there."""

from __future__ import annotations

from typing import Any


def summary_table(report: Any) -> str:
    from armnpu.report import fmt
    from armnpu.report_data.cost import program_cost

    vela_columns = any(p.vela for p in report.partitions)
    header = ["partition", "backend", "ops", "blob"]
    if vela_columns:
        header += ["cycles", "time", "MACs", "SRAM", "off-chip"]
    rows = [header]
    for p in report.partitions:
        row = [p.name, p.backend, str(sum(op.count for op in p.ops)), fmt.size(p.blob_bytes)]
        v = p.vela
        if vela_columns and v:
            row += [fmt.count(v["total_cycles"]), fmt.duration(v["inference_time_s"]), fmt.count(v["macs"]),
                    fmt.size(v["sram_bytes"]), fmt.size(v["dram_bytes"] + v["off_chip_flash_bytes"])]
        elif vela_columns:
            row += ["-"] * 5
        rows.append(row)
    cost = program_cost(report)
    cpu = cost.cpu if cost is not None else None
    cpu_row = ["CPU", f"{cpu.label} (estimate)" if cpu else "portable kernels", str(report.cpu_op_count), "-"]
    if vela_columns:
        cpu_row += [fmt.count(cpu.cycles), fmt.duration(cpu.seconds)] if cpu else ["-", "-"]
        cpu_row += ["-"] * 3
    rows.append(cpu_row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    if cost is not None and cpu is not None:
        lines.append(f"whole program (estimate): NPU {fmt.duration(cost.npu_seconds)} + {cpu.label} "
                     f"{fmt.duration(cpu.seconds)} = {fmt.duration(cost.seconds)}")
    for op in report.cpu_ops:
        lines.append(f"  CPU {fmt.short_op(op.op)} ({op.node}): {op.reason}")
    return "\n".join(lines)
