"""`armnpu run --profile` as text: per layer, the simulator's counts beside Vela's estimates."""

from __future__ import annotations

from armnpu.report import fmt
from armnpu.report.profile import DISAGREEMENT, INTERNAL_MEMORY, LayerCounters

_FLAG = "!"


def render_profile_text(rows: list[LayerCounters]) -> str:
    if not rows:
        return "no Ethos-U layers to profile\n"
    memories = sorted({m for row in rows for m in (*row.read_bytes, *row.write_bytes, *row.layer.traffic_bytes)}
                      - {INTERNAL_MEMORY})
    header = ["partition", "layer", "op", "cycles (Vela estimate)", "MACs simulated", "MACs Vela estimate"]
    for memory in memories:
        header += [f"{memory} bytes simulated", f"{memory} bytes Vela estimate"]
    header += ["differs"]
    table = []
    for row in rows:
        cells = [row.partition, row.layer.name, fmt.layer_op(row.layer), fmt.count(row.layer.cycles),
                 fmt.count(row.macs), fmt.count(row.layer.macs)]
        for memory in memories:
            cells += [fmt.count(row.traffic(memory)), fmt.count(row.layer.traffic_bytes.get(memory, 0))]
        differs = row.disagreements()
        cells.append(f"{_FLAG} {', '.join(differs)}" if differs else "")
        table.append(cells)
    lines = [f"Per layer: simulated counts (armnpu's NPU simulator) beside Vela's estimates; {_FLAG} marks a figure "
             f"that differs from the estimate by more than {DISAGREEMENT:.0%} of it. Bytes are read + written."]
    lines += _table(header, table, {0, 1, 2, len(header) - 1})
    lines += ["", "Per layer, simulated: AXI data beats (by PMU event), weight and scale stream bytes decoded, "
                  "NPU commands run"]
    events = sorted({name for row in rows for name in row.beats})
    detail_header = ["partition", "layer", *events, "weight bytes", "scale bytes", "internal RAM bytes", "commands"]
    detail = []
    for row in rows:
        internal = row.read_bytes.get(INTERNAL_MEMORY, 0) + row.write_bytes.get(INTERNAL_MEMORY, 0)
        commands = ", ".join(f"{name.removeprefix('NPU_OP_')} x{n}" for name, n in sorted(row.commands.items()))
        detail.append([row.partition, row.layer.name, *(fmt.count(row.beats.get(e, 0)) for e in events),
                       fmt.count(row.weight_bytes), fmt.count(row.scale_bytes), fmt.count(internal), commands])
    lines += _table(detail_header, detail, {0, 1, len(detail_header) - 1})
    flagged = sum(1 for row in rows if row.disagreements())
    lines += ["", f"{flagged} of {len(rows)} layer(s) flagged"]
    return "\n".join(lines) + "\n"


def _table(header: list[str], rows: list[list[str]], text_columns: set[int]) -> list[str]:
    """Columns in `text_columns` are left-aligned, numbers right-aligned."""
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in text_columns else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths))).rstrip()

    return [line(header), "-" * len(line(header))] + [line(row) for row in rows]
