"""The report's Accuracy section: a per-layer SQNR chart in graph order and the table, worst first."""

from __future__ import annotations

import math
from html import escape

from armnpu.report import fmt
from armnpu.report.accuracy.text import LEGEND, db, headline, label, op, power_db, shown
from armnpu.report.svg import bar_chart
from armnpu.report_data.accuracy import Accuracy

_WORST_COLOR, _COLOR = "#dc2626", "#0d9488"
_WORST = 3  # activations drawn in red: the ones adding the most noise


def accuracy_section(accuracy: Accuracy, top: int = 0) -> str:
    activations = accuracy.activations
    worst = set(accuracy.worst_first()[:_WORST])
    measured = [a.int_vs_float.sqnr_db for a in activations if a.int_vs_float is not None]
    finite = [v for v in measured if math.isfinite(v)]
    ceiling = max(finite, default=1.0)  # "exact" draws as the highest finite bar
    values = [0.0 if a.int_vs_float is None else min(max(a.int_vs_float.sqnr_db, 0.0), ceiling) for a in activations]
    tips = [f"{label(a)} · {op(a)} · {a.partition}\nint {power_db(a.int_vs_float)} dB · fq {power_db(a.fake_vs_float)} dB"
            f" · int/fq {power_db(a.int_vs_fake)} dB · local {power_db(a.local)} dB · added {db(accuracy.added_db(i))} dB"
            + (f"\n{a.unmapped}" if a.unmapped else "") for i, a in enumerate(activations)]
    chart = bar_chart(values, [label(a) for a in activations],
                      [_WORST_COLOR if i in worst else _COLOR for i in range(len(activations))], tips,
                      lambda v: f"{v:g} dB", "SQNR of the integer program against the float model, per activation")
    rows = shown(accuracy, top)
    table = ['<table class="accuracy"><tr><th class="num">added</th><th class="num">int</th><th class="num">fq</th>'
             '<th class="num">int/fq</th><th class="num">local</th><th>partition</th><th>layer</th><th>op</th>'
             "<th>shape</th></tr>"]
    for i in rows:
        a = activations[i]
        note = f'<div class="muted">{escape(a.unmapped)}</div>' if a.unmapped else ""
        table.append(f'<tr><td class="num">{db(accuracy.added_db(i))}</td><td class="num">{power_db(a.int_vs_float)}</td>'
                     f'<td class="num">{power_db(a.fake_vs_float)}</td><td class="num">{power_db(a.int_vs_fake)}</td>'
                     f'<td class="num">{power_db(a.local)}</td><td>{escape(a.partition)}</td>'
                     f"<td>{escape(label(a))}{note}</td><td>{escape(op(a))}</td>"
                     f"<td>{escape(fmt.shape(a.shape))}</td></tr>")
    table.append("</table>")
    more = f" · the {len(rows)} adding the most noise" if len(rows) < len(activations) else ""
    return (f'<section id="accuracy"><h2>Accuracy<small>{escape(headline(accuracy))}</small></h2>'
            f'<p class="notes">{escape(LEGEND)}</p>'
            f"<h3>SQNR of the integer program against the float model, in graph order "
            f"<small class=muted>red: the {_WORST} activations adding the most noise</small></h3>{chart}"
            f"<h3>Per activation, the ones adding the most noise first<small class=muted>{more}</small></h3>"
            + "".join(table) + "</section>")
