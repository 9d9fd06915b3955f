"""sweep.html: the Pareto fronts (cycles against SRAM, flash against the integer program's SQNR)
as inline SVG, and every row in a table; one self-contained page in the report's style."""

from __future__ import annotations

from html import escape
from typing import Sequence

from armnpu.report.html import page
from armnpu.sweep.pareto import TRADEOFFS, Tradeoff, front, plotted
from armnpu.sweep.plot import Point, scatter
from armnpu.sweep.row import NAME_COLUMNS, OK, TABLE, Row

# One colour per model (the report's teal first), repeated past the last.
MODEL_COLORS = ("#0d9488", "#ea580c", "#4f46e5", "#db2777", "#65a30d", "#0284c7")

_CSS = """
.plots { display:grid; grid-template-columns:1fr 1fr; gap:28px; }
.wide { overflow-x:auto; }
.wide td { white-space:nowrap; }
tr.front td:first-child { font-weight:650; }
tr.failed td { color:#9a3412; }
"""


def render_sweep_html(rows: Sequence[Row]) -> str:
    models = list(dict.fromkeys(r.model for r in rows))
    colors = {model: MODEL_COLORS[i % len(MODEL_COLORS)] for i, model in enumerate(models)}
    fronts = [front(rows, tradeoff) for tradeoff in TRADEOFFS]
    failed = sum(r.status != OK for r in rows)
    facts = [f"{len(rows)} combination(s)", f"{len(models)} model(s)", f"{failed} failed"]
    body = [
        "<header><h1>armnpu sweep</h1>"
        f'<div class="target">{escape(", ".join(models))}</div>'
        f'<div class="facts">{"".join(f"<span class=pill>{escape(f)}</span>" for f in facts)}</div></header>',
        "<main>",
        '<section><h2>Pareto fronts <small>ringed: no other configuration of the model is better on both</small></h2>',
        '<div class="legend">' + "".join(f'<span><i style="background:{colors[m]}"></i>{escape(m)}</span>'
                                         for m in models) + "</div>",
        '<div class="plots">' + "".join(_plot(rows, t, f, colors) for t, f in zip(TRADEOFFS, fronts)) + "</div>",
        "</section>",
        _table(rows, set().union(*fronts)),
        "</main>",
    ]
    return page("sweep", "".join(body), _CSS)


def _plot(rows: Sequence[Row], tradeoff: Tradeoff, on_front: set[int], colors: dict[str, str]) -> str:
    shown = plotted(rows, tradeoff)
    heading = f"<h3>{escape(tradeoff.title)}</h3>"
    if not shown:
        return (f'<div>{heading}<p class="muted">no row has both figures (Ethos-U targets give Vela\'s; a '
                'bit-exact program has no finite SQNR)</p></div>')
    points = [Point(float(tradeoff.x(rows[i]) or 0), float(tradeoff.y(rows[i]) or 0), colors[rows[i].model],
                    _tooltip(rows[i]), i in on_front) for i in shown]
    svg = scatter(points, tradeoff.x_name, tradeoff.y_name, tradeoff.x_fmt, tradeoff.y_fmt, tradeoff.title,
                  tradeoff.x_unit, tradeoff.y_unit)
    return f"<div>{heading}{svg}</div>"


def _tooltip(row: Row) -> str:
    return " · ".join(v for v in (row.model, row.target, row.system_config, row.memory_mode,
                                  row.calibration_method) if v)


def _table(rows: Sequence[Row], on_front: set[int]) -> str:
    head = "".join(f'<th{" class=num" if i >= NAME_COLUMNS else ""}>{escape(name)}</th>' for i, (name, _) in enumerate(TABLE))
    lines = []
    for i, row in enumerate(rows):
        if row.status == OK:
            kind = ' class="front"' if i in on_front else ""
            cells = "".join(f'<td{" class=num" if j >= NAME_COLUMNS else ""}>{escape(cell(row))}</td>'
                            for j, (_, cell) in enumerate(TABLE))
            note = f'<tr><td colspan="{len(TABLE)}" class="muted">{escape(row.error)}</td></tr>' if row.error else ""
        else:
            kind = ' class="failed"'
            cells = "".join(f"<td>{escape(cell(row))}</td>" for _, cell in TABLE[:NAME_COLUMNS])
            cells += f'<td colspan="{len(TABLE) - NAME_COLUMNS}">{escape(row.error)}</td>'
            note = ""
        lines.append(f"<tr{kind}>{cells}</tr>{note}")
    return (f"<section><h2>Every combination <small>bold: on a Pareto front</small></h2>"
            f"<div class=wide><table><thead><tr>{head}</tr></thead><tbody>{''.join(lines)}</tbody></table></div></section>")
