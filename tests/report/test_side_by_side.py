"""`armnpu report A B`: two programs side by side, layers matched by name."""

import subprocess
import sys

import numpy as np
import pytest

from armnpu.report import fmt
from armnpu.report.html import NPU_COLOR
from armnpu.report.load import load_report
from armnpu.report.side_by_side import CPU, layer_rows, totals
from armnpu.report.side_by_side_html import B_COLOR, render_compare_html
from armnpu.report.text import render_compare_text
from tests.report.chromium import CHROMIUM, screenshot
from tests.report.png import read_png


def _rgb(color: str) -> tuple[int, ...]:
    return tuple(int(color[i:i + 2], 16) for i in (1, 3, 5))


def test_layers_match_by_name_with_each_sides_figures(split_net, split_net_u85):
    a, b = load_report(split_net.pte), load_report(split_net_u85)
    rows = {row.name: row for row in layer_rows(a, b)}
    for report, side in ((a, "a"), (b, "b")):
        layers = [layer for p in report.partitions for layer in p.layers]
        assert sum(getattr(row, side).cycles or 0 for row in rows.values() if getattr(row, side)) == sum(
            layer.cycles for layer in layers)
    # Both convs run on the NPU for both targets; topk has no lowering on either.
    for module in ("conv", "head"):
        row = rows[module]
        assert row.a.where.startswith("NPU") and row.b.where.startswith("NPU")
        assert row.a.cycles and row.b.cycles
    (topk,) = [row for row in rows.values() if row.a and row.a.where == CPU]
    assert topk.b is not None and topk.b.where == CPU


def test_totals_are_each_programs_own(split_net, split_net_u85):
    a, b = load_report(split_net.pte), load_report(split_net_u85)
    figures = {t.label: t for t in totals(a, b)}
    for report, side in ((a, "a"), (b, "b")):
        assert getattr(figures["NPU cycles"], side) == sum(p.vela["total_cycles"] for p in report.partitions)
        assert getattr(figures["Peak SRAM"], side) == max(p.peak_sram for p in report.partitions)
        assert getattr(figures["Program size"], side) == report.program["bytes"]
    text = render_compare_text(a, b)
    assert f"A: {fmt.title(a)}" in text and "ethos-u85-256" in text and "  head " in text


def test_cli_compares_two_programs_and_refuses_three(split_net, split_net_u85, tmp_path):
    page = tmp_path / "cmp.html"
    cli = [sys.executable, "-m", "armnpu.cli", "report"]
    done = subprocess.run([*cli, str(split_net.pte), str(split_net_u85), "--html", str(page)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "runs on A" in done.stdout and page.is_file() and "split_u85.pte" in page.read_text()
    done = subprocess.run([*cli, str(split_net.pte), str(split_net_u85), str(split_net.pte)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "one program, or two to compare; got 3" in done.stderr
    done = subprocess.run([*cli, str(split_net.pte), "--top", "-1"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "--top takes a number of layers" in done.stderr


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian: apt-get install -y chromium)")
def test_comparison_renders_in_headless_chromium(split_net, split_net_u85, tmp_path):
    page = tmp_path / "cmp.html"
    page.write_text(render_compare_html(load_report(split_net.pte), load_report(split_net_u85)), encoding="utf-8")
    shot = tmp_path / "cmp.png"
    stderr = screenshot(page, shot, height=1200)
    assert shot.is_file(), stderr[-2000:]
    image = read_png(shot)[..., :3]
    assert image.shape[:2] == (1200, 1280)

    def pixels(color):
        return int(np.all(image == _rgb(color), axis=-1).sum())

    # The per-layer bars of both programs are drawn (and the card borders in their colours).
    assert pixels(NPU_COLOR) > 300 and pixels(B_COLOR) > 300


def test_top_keeps_the_layers_most_expensive_in_either(split_net, split_net_u85):
    a, b = load_report(split_net.pte), load_report(split_net_u85)
    rows = layer_rows(a, b)
    costliest = max(rows, key=lambda row: row.max_cycles)
    text = render_compare_text(a, b, max_layers=1)
    assert f"  {costliest.name} " in text and f"... {len(rows) - 1} more layer(s)" in text
    page = render_compare_html(a, b, max_layers=1)
    assert page.count("<tr><td>") == 1 + len(totals(a, b)) and f"the 1 most expensive of {len(rows)}" in page
