"""The HTML report: one self-contained file that a real browser renders with its charts."""

import re
from html import escape
from html.parser import HTMLParser

import numpy as np
import pytest

from armnpu.report import fmt
from armnpu.report.html import render_html
from armnpu.report.load import load_report
from armnpu.report.text import render_text
from tests.report.chromium import CHROMIUM, screenshot
from tests.report.png import read_png

NPU_TEAL, CONV_BLUE, CPU_ORANGE = (13, 148, 136), (37, 99, 235), (234, 88, 12)


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.urls = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.urls += [value for name, value in attrs if name in ("src", "href") and value]


def test_page_is_self_contained(split_net):
    page = render_html(load_report(split_net.pte))
    parser = _Tags()
    parser.feed(page)
    assert "script" not in parser.tags and "link" not in parser.tags and "img" not in parser.tags
    assert parser.urls == []
    # The only URL is SVG's namespace name, which browsers never fetch.
    assert set(re.findall(r"https?://[^\s\"')]+", page)) == {"http://www.w3.org/2000/svg"}
    assert parser.tags.count("svg") == 2 * 2  # cycles and SRAM charts for each of the two partitions


def test_page_and_text_show_the_cpu_op_and_its_reason(split_net):
    report = load_report(split_net.pte)
    (topk,) = [op for op in report.cpu_ops if "topk" in op.op]
    page, text = render_html(report), render_text(report)
    for rendering, shown in ((page, escape), (text, str)):
        assert shown(topk.reason) in rendering  # the reason may quote ("ExecuTorch's")
        for partition in report.partitions:
            assert all(escape(fmt.layer_label(layer)) in rendering for layer in partition.layers)


def test_text_can_keep_only_the_most_expensive_layers(split_net):
    report = load_report(split_net.pte)
    text = render_text(report, max_layers=1)
    for partition in report.partitions:
        ranked = sorted(partition.layers, key=lambda layer: -layer.cycles)
        assert f"  {fmt.layer_label(ranked[0])} " in text
        assert f"... {len(ranked) - 1} more layer(s)" in text


def test_card_chart_and_text_show_one_peak_sram(seq_net):
    report = load_report(seq_net.pte)
    peak = fmt.size(report.partitions[0].peak_sram)
    page = render_html(report)
    assert re.search(r'Peak SRAM</div><div class="value">([^<]+)<', page)[1] == peak
    chart = page[page.index('aria-label="SRAM in use per layer"'):]
    assert re.search(r">peak ([^<]+)</text>", chart)[1] == peak
    assert f"peak SRAM {peak}" in render_text(report)


def test_chart_axis_names_the_layers(seq_net):
    report = load_report(seq_net.pte)
    page = render_html(report)
    charts = re.findall(r"<svg .*?</svg>", page, re.S)
    assert len(charts) == 2
    for chart in charts:
        axis = re.findall(r'rotate\(-60\)" text-anchor="end" fill="[^"]+"><title>([^<]+)</title>', chart)
        assert axis == [fmt.layer_label(layer) for layer in report.partitions[0].layers]
        assert {f"blocks.{i}" for i in range(5)} <= set(axis)


def test_html_keeps_only_the_top_layers(seq_net):
    report = load_report(seq_net.pte)
    layers = report.partitions[0].layers
    page = render_html(report, max_layers=2)
    table = page[page.index('<table class="layers">'):]
    table = table[:table.index("</table>")]
    assert table.count("<tr>") == 1 + 2 and f"{len(layers) - 2} more layer(s)" in table
    costliest = sorted(layers, key=lambda layer: -layer.cycles)[:2]
    assert all(f"{fmt.count(layer.cycles)}</td>" in table for layer in costliest)
    assert page.count('<div class="track">') == 2
    full = render_html(report)
    assert full.count('<div class="track">') == min(8, len(layers)) and "more layer(s)" not in full


def test_layer_table_shows_shapes_weights_and_traffic(seq_net):
    report = load_report(seq_net.pte)
    page = render_html(report)
    for layer in report.partitions[0].layers:
        if layer.weight_bytes:
            assert f"<td>{escape(fmt.layer_shapes(layer))}</td>" in page
            assert f"{escape(fmt.traffic(layer.traffic_bytes))}</td>" in page
    assert "1×10×10×64 → 1×10×10×64" in page and "off-chip flash" in page


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian: apt-get install -y chromium)")
def test_page_renders_in_headless_chromium(split_net, tmp_path):
    page = tmp_path / "report.html"
    page.write_text(render_html(load_report(split_net.pte)), encoding="utf-8")
    shot = tmp_path / "report.png"
    stderr = screenshot(page, shot)
    assert shot.is_file(), stderr[-2000:]
    image = read_png(shot)[..., :3]
    assert image.shape[:2] == (2000, 1280)
    background = np.all(image == image[-1, -1], axis=-1)
    assert background.mean() < 0.9, "the page is (nearly) blank"

    def pixels(color):
        return int(np.all(image == color, axis=-1).sum())

    # Solid fills the page draws: the NPU share of the delegation bar, the CPU share, the conv bars.
    assert pixels(NPU_TEAL) > 2000 and pixels(CPU_ORANGE) > 1000 and pixels(CONV_BLUE) > 200
