"""Two reports side by side as one self-contained HTML page (same style as the single report)."""

from __future__ import annotations

from html import escape
from typing import Optional

from armnpu.report import fmt
from armnpu.report.html import CPU_COLOR, NPU_COLOR, page
from armnpu.report.side_by_side import (
    CPU,
    Row,
    Side,
    change,
    layer_rows,
    most_expensive,
    side_text,
    totals,
)
from armnpu.report_data.model import Report

B_COLOR = "#4f46e5"  # program B's bars; program A's are NPU_COLOR

_CSS = """
.vs { display:grid; grid-template-columns:1fr 1fr; gap:14px; }
.vs .who { font-size:12px; color:var(--muted); text-transform:uppercase; letter-spacing:.05em; }
.pairbar { display:grid; grid-template-rows:9px 9px; gap:2px; min-width:160px; }
.pairbar span { display:block; height:9px; border-radius:3px; }
td.up { color:#b91c1c; } td.down { color:#047857; }
.where { font-size:12px; padding:1px 8px; border-radius:6px; background:#ccfbf1; color:#115e59; white-space:nowrap; }
.where.cpu { background:#ffedd5; color:#9a3412; } .where.absent { background:#f1f5f9; color:var(--muted); }
"""


def render_compare_html(a: Report, b: Report, max_layers: int = 0) -> str:
    """`max_layers` > 0 keeps only the layers most expensive in either program."""
    rows = layer_rows(a, b)
    shown = most_expensive(rows, max_layers)
    header = (
        f"<header><h1>{escape(fmt.title(a))} vs {escape(fmt.title(b))}</h1>"
        f'<div class="target">A: {escape(fmt.target_line(a))}</div>'
        f'<div class="target">B: {escape(fmt.target_line(b))}</div></header>'
    )
    body = [header, "<main>", _programs(a, b), _totals(a, b), _layers(shown, len(rows)), "</main>"]
    return page(f"{fmt.title(a)} vs {fmt.title(b)}", "".join(body), _CSS)


def _programs(a: Report, b: Report) -> str:
    cards = []
    for who, report, color in (("A", a, NPU_COLOR), ("B", b, B_COLOR)):
        delegates = ", ".join(f"{p.name} ({p.backend})" for p in report.partitions) or "none"
        cards.append(f'<div class="kpi" style="border-top:4px solid {color}"><div class="who">program {who}</div>'
                     f"<b>{escape(fmt.title(report))}</b><div class=muted>{escape(fmt.target_line(report))}</div>"
                     f'<div class="muted">delegates: {escape(delegates)}</div></div>')
    return f'<div class="vs" style="margin-bottom:22px">{"".join(cards)}</div>'


def _totals(a: Report, b: Report) -> str:
    rows = []
    for t in totals(a, b):
        rows.append(f"<tr><td>{escape(t.label)}</td><td class=num>{escape(t.show(t.a))}</td>"
                    f"<td class=num>{escape(t.show(t.b))}</td>{_change_cell(t.a, t.b)}</tr>")
    return ('<section><h2>Totals</h2><table><tr><th>figure</th><th class="num">A</th><th class="num">B</th>'
            f'<th class="num">B vs A</th></tr>{"".join(rows)}</table></section>')


def _layers(rows: list[Row], total: int) -> str:
    top = max((row.max_cycles for row in rows), default=0) or 1
    body = []
    for row in rows:
        cycles = [s.cycles if s else None for s in (row.a, row.b)]
        bars = "".join(f'<span style="width:{100 * (c or 0) / top:.1f}%;background:{color}"></span>'
                       for c, color in zip(cycles, (NPU_COLOR, B_COLOR)))
        body.append(
            f"<tr><td>{escape(row.name)}</td><td>{_where(row.a)}</td><td>{_where(row.b)}</td>"
            + "".join(f'<td class="num">{"-" if c is None else fmt.count(c)}</td>' for c in cycles)
            + _change_cell(*cycles)
            + f'<td><div class="pairbar">{bars}</div></td>'
            + "".join(f'<td class="num">{_sram(s)}</td>' for s in (row.a, row.b))
            + "</tr>"
        )
    more = f" · the {len(rows)} most expensive of {total}" if len(rows) < total else ""
    return (
        f"<section><h2>Per layer<small>matched by layer name{escape(more)}</small></h2>"
        f'<div class="legend"><span><i style="background:{NPU_COLOR}"></i>A cycles</span>'
        f'<span><i style="background:{B_COLOR}"></i>B cycles</span>'
        f'<span><i style="background:{CPU_COLOR}"></i>runs on the CPU</span></div>'
        '<table class="compare"><tr><th>layer</th><th>runs on A</th><th>runs on B</th><th class="num">cycles A</th>'
        '<th class="num">cycles B</th><th class="num">B vs A</th><th></th><th class="num">SRAM A</th>'
        f'<th class="num">SRAM B</th></tr>{"".join(body)}</table></section>'
    )


def _where(side: Optional[Side]) -> str:
    kind = "absent" if side is None else ("cpu" if side.where == CPU else "")
    return f'<span class="where {kind}">{escape(side_text(side))}</span>'


def _sram(side: Optional[Side]) -> str:
    return "-" if side is None or side.sram_bytes is None else fmt.size(side.sram_bytes)


def _change_cell(a: Optional[float], b: Optional[float]) -> str:
    text = change(a, b)
    kind = "up" if text.startswith("+") else ("down" if text.startswith("-") else "")
    return f'<td class="num {kind}">{escape(text)}</td>'
