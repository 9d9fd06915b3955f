"""The report as one self-contained HTML page: inline CSS and SVG, no scripts, no network."""

from __future__ import annotations

import dataclasses
from collections import Counter
from html import escape
from typing import Iterable, Optional, cast

from armnpu.report import fmt
from armnpu.report.svg import Frame, bar_chart, step_area_chart
from armnpu.report_data.cost import ProgramCost, op_sides, program_cost
from armnpu.report_data.model import Layer, MemoryUse, OpInfo, Partition, Report

NPU_COLOR, CPU_COLOR = "#0d9488", "#ea580c"
_TOP_LAYERS = 8
_SIDE_BY_SIDE = 12  # up to this many layers, the cycles and SRAM charts sit side by side

# Vela operator → chart category, first match wins (so depthwise is tested before conv).
_CATEGORIES = (
    ("depthwise", "Depthwise conv", "#7c3aed"),
    ("conv", "Convolution", "#2563eb"),
    ("fullyconnected", "Convolution", "#2563eb"),
    ("matmul", "Convolution", "#2563eb"),
    ("pool", "Pooling / reduce", "#0891b2"),
    ("reduce", "Pooling / reduce", "#0891b2"),
    ("sigmoid", "Activation (LUT)", "#db2777"),
    ("tanh", "Activation (LUT)", "#db2777"),
    ("table", "Activation (LUT)", "#db2777"),
    ("lut", "Activation (LUT)", "#db2777"),
    ("add", "Elementwise", "#d97706"),
    ("sub", "Elementwise", "#d97706"),
    ("mul", "Elementwise", "#d97706"),
    ("min", "Elementwise", "#d97706"),
    ("max", "Elementwise", "#d97706"),
    ("relu", "Elementwise", "#d97706"),
    ("rescale", "Elementwise", "#d97706"),
    ("clamp", "Elementwise", "#d97706"),
    ("abs", "Elementwise", "#d97706"),
)
_DATA_MOVEMENT = ("Data movement", "#94a3b8")

_CSS = """
:root { --ink:#0f172a; --muted:#64748b; --line:#e2e8f0; --card:#fff; --bg:#f1f5f9;
  --npu:%(npu)s; --cpu:%(cpu)s; }
* { box-sizing: border-box; }
body { margin:0; background:var(--bg); color:var(--ink);
  font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif; }
header { background:linear-gradient(120deg,#0f172a,#134e4a); color:#f8fafc; padding:28px 40px 24px; }
header h1 { margin:0 0 4px; font-size:26px; font-weight:650; letter-spacing:-0.01em; }
header .target { color:#99f6e4; font-size:15px; }
header .facts { margin-top:10px; display:flex; flex-wrap:wrap; gap:8px; }
.pill { display:inline-block; padding:2px 10px; border-radius:999px; font-size:12px;
  background:rgba(255,255,255,.12); color:#e2e8f0; }
main { max-width:1200px; margin:0 auto; padding:24px 40px 48px; }
section { background:var(--card); border:1px solid var(--line); border-radius:14px;
  padding:22px 26px; margin:0 0 22px; box-shadow:0 1px 2px rgba(15,23,42,.04); }
h2 { margin:0 0 14px; font-size:18px; font-weight:650; }
h2 small { font-weight:400; color:var(--muted); font-size:13px; margin-left:8px; }
h3 { margin:22px 0 8px; font-size:14px; font-weight:600; color:#334155; }
.kpis { display:grid; grid-template-columns:repeat(auto-fit,minmax(170px,1fr)); gap:14px; margin:0 0 22px; }
.kpi { background:var(--card); border:1px solid var(--line); border-radius:12px; padding:14px 18px; }
.kpi .label { color:var(--muted); font-size:12px; text-transform:uppercase; letter-spacing:.05em; }
.kpi .value { font-size:24px; font-weight:650; margin-top:2px; font-variant-numeric:tabular-nums; }
.kpi .sub { color:var(--muted); font-size:12px; }
.split { display:flex; height:28px; border-radius:8px; overflow:hidden; margin:6px 0 10px; }
.split div { display:flex; align-items:center; justify-content:center; color:#fff; font-weight:600;
  font-size:12px; white-space:nowrap; overflow:hidden; }
.legend { display:flex; flex-wrap:wrap; gap:14px; color:var(--muted); font-size:12px; margin:4px 0 8px; }
.legend i { display:inline-block; width:10px; height:10px; border-radius:3px; margin-right:5px; vertical-align:-1px; }
.chips { display:flex; flex-wrap:wrap; gap:6px; }
.chip { font-size:12px; padding:2px 9px; border-radius:6px; background:#ccfbf1; color:#115e59; }
.chip.cpu { background:#ffedd5; color:#9a3412; }
table { border-collapse:collapse; width:100%%; font-size:13px; }
th { text-align:left; color:var(--muted); font-weight:600; font-size:12px; border-bottom:1px solid var(--line);
  padding:6px 10px; white-space:nowrap; }
td { padding:6px 10px; border-bottom:1px solid #f1f5f9; vertical-align:top; }
td.num, th.num { text-align:right; font-variant-numeric:tabular-nums; white-space:nowrap; }
td.bar { min-width:120px; }
.meter { position:relative; height:8px; background:#f1f5f9; border-radius:4px; overflow:hidden; margin-top:6px; }
.meter span { position:absolute; left:0; top:0; bottom:0; border-radius:4px; }
.reason { color:#9a3412; }
.muted, .src { color:var(--muted); }
.src { font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace; font-size:12px; }
.partition-head { display:flex; justify-content:space-between; align-items:baseline; flex-wrap:wrap; gap:8px; }
.badge { font-size:12px; padding:2px 10px; border-radius:999px; background:#ccfbf1; color:#115e59; font-weight:600; }
.mem { display:grid; grid-template-columns:repeat(auto-fit,minmax(250px,1fr)); gap:14px; }
.mem .card { border:1px solid var(--line); border-radius:10px; padding:12px 14px; }
.mem .card b { font-size:18px; font-variant-numeric:tabular-nums; }
.mem .unknown { background:repeating-linear-gradient(45deg,#f1f5f9,#f1f5f9 6px,#e2e8f0 6px,#e2e8f0 12px); }
.top { display:grid; grid-template-columns:minmax(180px,300px) 1fr 80px; gap:6px 14px; align-items:center;
  font-size:13px; }
.top .track { height:14px; background:#f1f5f9; border-radius:4px; overflow:hidden; }
.top .track span { display:block; height:100%%; border-radius:4px; }
.pair { display:grid; grid-template-columns:1fr 1fr; gap:28px; }
details summary { cursor:pointer; color:#0f766e; font-weight:600; margin:14px 0 6px; }
.notes { color:var(--muted); font-size:13px; }
footer { text-align:center; color:var(--muted); font-size:12px; padding:0 0 32px; }
""" % {"npu": NPU_COLOR, "cpu": CPU_COLOR}


def render_html(report: Report, max_layers: int = 0) -> str:
    """`max_layers` > 0 lists only the most expensive layers per partition (as `--top` does in text)."""
    body = [_header(report), "<main>", _kpis(report), _delegation(report)]
    cost = program_cost(report)
    if cost is not None:
        body.append(_whole_program(cost))
    cpu = report.cpu_estimate.cpu if report.cpu_estimate else ""
    body += [_partition(p, max_layers, cpu) for p in report.partitions]
    if report.accuracy is not None:
        from armnpu.report.accuracy.html import accuracy_section

        body.append(accuracy_section(report.accuracy, max_layers))
    if report.notes:
        body.append('<section class="notes"><h2>Notes</h2><ul>'
                    + "".join(f"<li>{escape(n)}</li>" for n in report.notes) + "</ul></section>")
    body.append("</main>")
    return page(fmt.title(report), "".join(body))


def page(title: str, body: str, extra_css: str = "") -> str:
    """A whole self-contained page in the report's style."""
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>armnpu report · {escape(title)}</title><style>{_CSS}{extra_css}</style></head>"
        f"<body>{body}<footer>armnpu report · single file, no scripts, no network</footer></body></html>\n"
    )


def _header(report: Report) -> str:
    facts = []
    if report.program.get("bytes"):
        facts.append(f"program {fmt.size(report.program['bytes'])}")
    facts.append(f"{len(report.partitions)} delegate(s)")
    if report.target.shram_bytes:
        facts.append(f"SHRAM {fmt.size(report.target.shram_bytes)}")
    if report.target.extra_flags:
        facts.append("Vela flags: " + " ".join(report.target.extra_flags))
    facts.append({"compile": "from compile-time report data", "pte": "read from the .pte alone",
                  "intermediates": "read from an intermediates directory"}.get(report.origin, report.origin))
    return (
        f"<header><h1>{escape(fmt.title(report))}</h1>"
        f'<div class="target">{escape(fmt.target_line(report))}</div>'
        f'<div class="facts">{"".join(f"<span class=pill>{escape(f)}</span>" for f in facts)}</div></header>'
    )


def _kpi(label: str, value: str, sub: str = "") -> str:
    return (f'<div class="kpi"><div class="label">{escape(label)}</div><div class="value">{escape(value)}</div>'
            f'<div class="sub">{escape(sub)}</div></div>')


def _kpis(report: Report) -> str:
    npu, cpu = report.npu_op_count, report.cpu_op_count
    if report.npu_ops_known and report.cpu_ops_known:
        cards = [_kpi("Ops delegated", fmt.percent(npu, npu + cpu) if npu + cpu else "-",
                      f"{npu} delegated · {cpu} on the CPU")]
    else:
        cards = [_kpi("Delegates", str(len(report.partitions)),
                      "ops inside not recorded" if not report.npu_ops_known else "CPU ops unknown")]
    vela = [p.vela for p in report.partitions if p.vela]
    if vela:
        clock = vela[0].get("core_clock_hz") or 0
        cards.append(_kpi("NPU cycles", fmt.count(sum(v["total_cycles"] for v in vela)),
                          f"at {clock / 1e6:g} MHz" if clock else ""))
        cards.append(_kpi("Inference time", fmt.duration(sum(v["inference_time_s"] for v in vela)),
                          "NPU only, Vela's estimate"))
        cost = program_cost(report)
        if cost is not None and cost.cpu is not None:
            cards.append(_kpi("Whole program", fmt.duration(cost.seconds),
                              f"NPU + {cost.cpu.label}, estimate"))
        cards.append(_kpi("MACs", fmt.count(sum(v["macs"] for v in vela)), ""))
        peak = max(p.peak_sram or 0 for p in report.partitions if p.vela)
        limits = [m for p in report.partitions for m in p.memory if m.memory == "SRAM"]
        limit = limits[0].limit_bytes if limits else None
        cards.append(_kpi("Peak SRAM", fmt.size(peak),
                          f"of {fmt.size(limit)} ({fmt.percent(peak, limit)})" if limit else "limit unknown"))
    elif report.partitions:
        cards.append(_kpi("Delegate blobs", fmt.size(sum(p.blob_bytes or 0 for p in report.partitions)),
                          ", ".join(sorted({p.backend for p in report.partitions}))))
    return f'<div class="kpis">{"".join(cards)}</div>'


def _delegation(report: Report) -> str:
    npu, cpu = report.npu_op_count, report.cpu_op_count
    npu_text = f"{npu} op(s)" if report.npu_ops_known else "ops not recorded"
    cpu_text = f"{cpu} on the CPU" if report.cpu_ops_known else "CPU ops unknown"
    parts = ["<section><h2>What runs where"
             f"<small>{len(report.partitions)} delegate(s) ({npu_text}), {cpu_text}</small></h2>"]
    if report.npu_ops_known and report.cpu_ops_known and npu + cpu:
        parts.append('<div class="split">'
                     + _segment(npu, npu + cpu, NPU_COLOR, f"NPU · {npu}")
                     + _segment(cpu, npu + cpu, CPU_COLOR, f"CPU · {cpu}") + "</div>")
    parts.append('<table><tr><th>delegate</th><th>backend</th><th class="num">blob</th><th>ops</th></tr>')
    for p in report.partitions:
        chips = Counter(fmt.short_op(op.op) for op in p.ops for _ in range(op.count))
        chip_html = "".join(f'<span class="chip">{escape(name)}{f" ×{n}" if n > 1 else ""}</span>'
                            for name, n in chips.items()) or '<span class="muted">not recorded</span>'
        parts.append(f"<tr><td><b>{escape(p.name)}</b></td><td>{escape(p.backend)}</td>"
                     f'<td class="num">{fmt.size(p.blob_bytes)}</td><td><div class="chips">{chip_html}</div></td></tr>')
    parts.append("</table>")
    if report.cpu_ops:
        parts.append(_cpu_table(report.cpu_ops))
    parts.append("</section>")
    return "".join(parts)


def _segment(part: int, whole: int, color: str, label: str) -> str:
    if not part:
        return ""
    style = f"width:{100 * part / whole:.2f}%;background:{color}"
    return f'<div style="{style}" title="{escape(label)}">{escape(label)}</div>'


def _whole_program(cost: ProgramCost) -> str:
    """NPU + CPU, each at its own clock (Vela's estimate for the NPU, armnpu.cpu_cost's for the CPU)."""
    rows = [(f"NPU · {share.label}", share, "Vela's estimate") for share in cost.npu]
    if cost.cpu is not None:
        detail = (f"armnpu's estimate: ops {fmt.count(cost.cpu_op_cycles)}, quantize/dequantize "
                  f"{fmt.count(cost.qdq_cycles)}, delegate calls {fmt.count(cost.delegate_call_cycles)}")
        rows.append((f"CPU · {cost.cpu.label}", cost.cpu, detail))
    cells = "".join(
        f'<tr><td>{escape(label)}</td><td class="num">{fmt.count(share.cycles)}</td>'
        f'<td class="num">{share.clock_hz / 1e6:g} MHz</td><td class="num">{fmt.duration(share.seconds)}</td>'
        f"<td class=muted>{escape(detail)}</td></tr>"
        for label, share, detail in rows
    )
    total = (f'<tr><td><b>total</b></td><td></td><td></td><td class="num"><b>{fmt.duration(cost.seconds)}</b></td>'
             f"<td class=muted>{'' if cost.cpu is not None else 'NPU only: no host CPU estimate'}</td></tr>")
    return ("<section><h2>What the whole program costs<small>estimates</small></h2>"
            '<table><tr><th>where</th><th class="num">cycles</th><th class="num">clock</th>'
            f'<th class="num">time</th><th>from</th></tr>{cells}{total}</table></section>')


def _cpu_table(ops: Iterable[OpInfo]) -> str:
    rows = []
    for op in ops:
        count = f" ×{op.count}" if op.count > 1 else ""
        where = escape(op.module or op.node)
        source = f'<div class="src">{escape(op.source)}</div>' if op.source else ""
        reason = escape(op.reason) if op.reason else '<span class="muted">not recorded</span>'
        cycles = "-" if op.cpu_cycles is None else fmt.count(op.cpu_cycles * op.count)
        rows.append(f'<tr><td><span class="chip cpu">{escape(fmt.short_op(op.op))}{count}</span></td>'
                    f'<td>{where}{source}</td><td class=reason>{reason}</td><td class="num">{cycles}</td></tr>')
    return ("<h3>On the CPU, and why</h3><table><tr><th>op</th><th>where</th><th>why it is not delegated</th>"
            '<th class="num">CPU cycles (estimate)</th></tr>' + "".join(rows) + "</table>")


def _op_sides(p: Partition, max_layers: int, cpu: str) -> str:
    """Each delegated op's NPU cycles against what the host CPU would take for it instead."""
    rows = op_sides(p)
    shown = rows[:max_layers] if max_layers else rows
    cells = "".join(
        f'<tr><td>{escape(row.node)}</td><td>{escape(fmt.short_op(row.op))}</td>'
        f'<td class="num">{fmt.count(row.npu_cycles)}</td>'
        f'<td class="num">{"-" if row.cpu_cycles is None else fmt.count(row.cpu_cycles)}</td></tr>'
        for row in shown
    )
    return (f"<details><summary>Per op: NPU against the {escape(cpu)} (estimate)</summary>"
            '<table><tr><th>node</th><th>op</th><th class="num">NPU cycles (Vela)</th>'
            f'<th class="num">{escape(cpu)} cycles instead (estimate, the op alone)</th></tr>{cells}</table></details>')


def _category(op: str) -> tuple[str, str]:
    key = op.lower()
    return next(((name, color) for match, name, color in _CATEGORIES if match in key), _DATA_MOVEMENT)


def _partition(p: Partition, max_layers: int, cpu: str) -> str:
    v = p.vela or {}
    head = (f'<div class="partition-head"><h2>Partition {escape(p.name)}<small>{escape(p.backend)} · '
            f"{len(p.ops)} op(s) · blob {fmt.size(p.blob_bytes)}</small></h2>")
    if v:
        head += (f'<span class="badge">{fmt.count(v["total_cycles"])} cycles · {fmt.duration(v["inference_time_s"])}'
                 f' · {fmt.count(v["macs"])} MACs</span>')
    parts = [f"<section>{head}</div>"]
    if p.memory:
        parts.append("<h3>Memory</h3>" + _memory(p.memory, p.blob_bytes, p.blob))
    if p.layers:
        parts += _layer_charts(p, max_layers)
        if cpu:
            parts.append(_op_sides(p, max_layers, cpu))
    elif p.backend == "EthosUBackend":
        parts.append('<p class="muted">No per-layer figures: this program was read without its report data.</p>')
    parts.append("</section>")
    return "".join(parts)


def _memory(rows: list[MemoryUse], blob_bytes: Optional[int], blob: dict[str, int]) -> str:
    cards = []
    for m in rows:
        if m.limit_bytes:
            share = m.used_bytes / m.limit_bytes
            color = "#dc2626" if share > 0.9 else NPU_COLOR
            fill = f"width:{min(share, 1) * 100:.1f}%;background:{color}"
            meter = f'<div class="meter"><span style="{fill}"></span></div>'
            of = f" of {fmt.size(m.limit_bytes)} ({fmt.percent(m.used_bytes, m.limit_bytes)})"
        else:
            meter = '<div class="meter unknown"></div>'
            of = " · limit unknown"
        holds = f" · {escape(m.holds)}" if m.holds else ""
        cards.append(f'<div class="card"><div class="muted">{escape(m.memory)}{holds}</div>'
                     f"<b>{fmt.size(m.used_bytes)}</b><span class=muted>{escape(of)}</span>{meter}"
                     f'<div class="muted" style="font-size:12px;margin-top:6px">{escape(m.limit_note)}</div></div>')
    if blob:
        cards.append('<div class="card"><div class="muted">Delegate blob</div>'
                     f"<b>{fmt.size(blob_bytes)}</b>"
                     f'<div class="muted" style="font-size:12px;margin-top:6px">command stream '
                     f"{fmt.size(blob.get('cmd_data'))} · weights {fmt.size(blob.get('weight_data'))} · "
                     f"scratch arena {fmt.size(blob.get('scratch'))} (allocated at run time)</div></div>")
    return f'<div class="mem">{"".join(cards)}</div>'


def _tooltip(i: int, layer: Layer, total: int) -> str:
    lines = [f"#{i + 1} {fmt.layer_label(layer)} · {fmt.layer_op(layer)} · Vela layer {layer.name}",
             f"{fmt.count(layer.cycles)} cycles ({fmt.percent(layer.cycles, total)}), "
             f"NPU busy {fmt.count(layer.npu_cycles)}",
             f"{fmt.count(layer.macs)} MACs, {layer.mac_util_percent:.1f}% MAC utilisation",
             f"SRAM in use {fmt.size(layer.sram_in_use)}"]
    lines += [text for text in (fmt.layer_shapes(layer), fmt.traffic(layer.traffic_bytes), layer.source) if text]
    return "\n".join(lines)


def _layer_charts(partition: Partition, max_layers: int) -> list[str]:
    layers = partition.layers
    total = sum(layer.cycles for layer in layers) or 1
    categories = [_category(layer.op) for layer in layers]
    tips = [_tooltip(i, layer, total) for i, layer in enumerate(layers)]
    labels = [fmt.layer_label(layer) for layer in layers]
    legend = "".join(f'<span><i style="background:{color}"></i>{escape(name)}</span>'
                     for name, color in dict.fromkeys(categories))
    limit = _sram_limit(partition.memory)
    peak = partition.peak_sram or 0
    limit_note = f" · peak {fmt.size(peak)}"
    if limit:
        limit_note += f" of {fmt.size(limit.limit_bytes)} ({fmt.percent(peak, cast(int, limit.limit_bytes))})"  # set: see _sram_limit
    # Few layers: the two charts side by side; many: full width, one above the other, aligned.
    narrow = len(layers) <= _SIDE_BY_SIDE
    frame = Frame(width=560) if narrow else Frame()
    cycles = (
        "<div><h3>Cycles per layer, in schedule order</h3>"
        f'<div class="legend">{legend}</div>'
        '<div class="legend"><span>solid: NPU computing · pale: waiting on memory · '
        "hover a bar for details</span></div>"
        + bar_chart([layer.cycles for layer in layers], labels, [c for _, c in categories], tips,
                    lambda v: f"{v:,.0f}", "cycles per layer", frame, solid=[layer.npu_cycles for layer in layers])
        + "</div>"
    )
    sram = (
        f"<div><h3>SRAM in use over the schedule<small class=muted>{escape(limit_note)}</small></h3>"
        '<div class="legend"><span><i style="background:#0d9488"></i>feature maps and staged weights (Vela)</span>'
        "</div>"
        + step_area_chart([layer.sram_in_use for layer in layers], labels, tips, fmt.size, "SRAM in use per layer",
                          limit=limit.limit_bytes if limit else None,
                          limit_label=f"limit {fmt.size(limit.limit_bytes)}" if limit else "",
                          frame=dataclasses.replace(frame, height=frame.height - 30, top=24),
                          unit=fmt.byte_unit(peak))
        + "</div>"
    )
    ranked = sorted(range(len(layers)), key=lambda i: -layers[i].cycles)
    top = ranked[:max_layers or _TOP_LAYERS]
    listed = sorted(ranked[:max_layers]) if max_layers else list(range(len(layers)))
    table_title = (f"The {len(listed)} most expensive of {len(layers)} layers" if len(listed) < len(layers)
                   else f"All {len(layers)} layers")
    return [
        f'<div class="{"pair" if narrow else "stack"}">{cycles}{sram}</div>',
        f"<h3>Where the time goes <small class=muted>top {len(top)} of {len(layers)} layers</small></h3>",
        _top_layers(layers, top, categories, total),
        f"<details><summary>{table_title}</summary>{_layer_table(layers, listed, total)}</details>",
    ]


def _top_layers(layers: list[Layer], ranked: list[int], categories: list[tuple[str, str]], total: int) -> str:
    top = layers[ranked[0]].cycles if ranked else 1
    rows = []
    for i in ranked:
        layer = layers[i]
        label = f"#{i + 1} {fmt.layer_label(layer)} · {fmt.layer_op(layer)}"
        rows.append(f'<div title="{escape(layer.source)}">{escape(label)}</div>'
                    f'<div class="track"><span style="width:{100 * layer.cycles / (top or 1):.1f}%;'
                    f'background:{categories[i][1]}"></span></div>'
                    f'<div class="num muted" style="text-align:right">{fmt.percent(layer.cycles, total)}</div>')
    return f'<div class="top">{"".join(rows)}</div>'


def _layer_table(layers: list[Layer], listed: list[int], total: int) -> str:
    head = ('<table class="layers"><tr><th class="num">#</th><th>layer</th><th>op</th><th>shapes (NHWC)</th>'
            '<th class="num">cycles</th><th class="num">share</th><th class="num">MACs</th>'
            '<th class="num">MAC util</th><th class="num">weights</th><th class="num">SRAM in use</th>'
            "<th>traffic</th></tr>")
    rows = []
    for i in listed:
        layer = layers[i]
        source = f'<div class="src">{escape(layer.source)}</div>' if layer.source else ""
        rows.append(
            f'<tr><td class="num muted">{i + 1}</td><td>{escape(fmt.layer_origin(layer))}{source}</td>'
            f"<td>{escape(fmt.layer_op(layer))}</td><td>{escape(fmt.layer_shapes(layer))}</td>"
            f'<td class="num">{fmt.count(layer.cycles)}</td><td class="num">{fmt.percent(layer.cycles, total)}</td>'
            f'<td class="num">{fmt.count(layer.macs)}</td><td class="num">{layer.mac_util_percent:.1f}%</td>'
            f'<td class="num">{_optional_size(layer.weight_bytes)}</td>'
            f'<td class="num">{fmt.size(layer.sram_in_use)}</td><td>{escape(fmt.traffic(layer.traffic_bytes))}</td></tr>'
        )
    shown = set(listed)
    hidden = [layer for i, layer in enumerate(layers) if i not in shown]
    if hidden:
        cycles = sum(layer.cycles for layer in hidden)
        rows.append(f'<tr class="more"><td></td><td colspan="3" class="muted">{len(hidden)} more layer(s)</td>'
                    f'<td class="num">{fmt.count(cycles)}</td><td class="num">{fmt.percent(cycles, total)}</td>'
                    '<td colspan="5"></td></tr>')
    return head + "".join(rows) + "</table>"


def _optional_size(value: Optional[int]) -> str:
    return fmt.size(value) if value else "-"


def _sram_limit(rows: list[MemoryUse]) -> Optional[MemoryUse]:
    return next((m for m in rows if m.memory == "SRAM" and m.limit_bytes), None)
