"""The HTML report: one self-contained file that a real browser renders with its charts."""

import re
import shutil
import subprocess
from html.parser import HTMLParser

import numpy as np
import pytest

from armnpu.report.html import render_html
from armnpu.report.load import load_report
from armnpu.report.text import render_text
from tests.report.png import read_png

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
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
    for rendering in (page, text):
        assert topk.reason in rendering
        for partition in report.partitions:
            assert all(layer.name in rendering for layer in partition.layers)


def test_text_can_keep_only_the_most_expensive_layers(split_net):
    report = load_report(split_net.pte)
    text = render_text(report, max_layers=1)
    for partition in report.partitions:
        ranked = sorted(partition.layers, key=lambda layer: -layer.cycles)
        assert f"  {ranked[0].name} " in text
        assert f"... {len(ranked) - 1} more layer(s)" in text


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian: apt-get install -y chromium)")
def test_page_renders_in_headless_chromium(split_net, tmp_path):
    page = tmp_path / "report.html"
    page.write_text(render_html(load_report(split_net.pte)), encoding="utf-8")
    shot = tmp_path / "report.png"
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={tmp_path / 'profile'}", f"--screenshot={shot}", "--window-size=1280,2000", page.as_uri()],
        capture_output=True, text=True, timeout=180,
    )
    assert shot.is_file(), done.stderr[-2000:]
    image = read_png(shot)[..., :3]
    assert image.shape[:2] == (2000, 1280)
    background = np.all(image == image[-1, -1], axis=-1)
    assert background.mean() < 0.9, "the page is (nearly) blank"

    def pixels(color):
        return int(np.all(image == color, axis=-1).sum())

    # Solid fills the page draws: the NPU share of the delegation bar, the CPU share, the conv bars.
    assert pixels(NPU_TEAL) > 2000 and pixels(CPU_ORANGE) > 1000 and pixels(CONV_BLUE) > 200
