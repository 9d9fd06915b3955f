"""`armnpu sweep` end to end, as a user runs it: the same table from the process pool and from a
Ray cluster, a second run served from the cache, the Pareto plots rendered by Chromium, and bad
input (a memory mode a target does not have, a Ray address nobody answers at) refused before any
compile with one line and exit 2."""

import csv
import json
import socket
import subprocess
import tempfile
import time

import numpy as np
import pytest

from tests.cli.conftest import armnpu, assert_one_line_error
from tests.report.chromium import CHROMIUM, screenshot
from tests.report.png import read_png

# Two tiny models (a bundled example and a model file, which workers receive as bytes), four
# targets of the three families, two memory modes all of them have: 16 combinations.
_MODEL_FILE = """
import torch
model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(144, 5))
example_inputs = (torch.randn(1, 3, 8, 8),)
"""
_TARGETS = "ethos-u55-64,ethos-u65-256,ethos-u85-128,ethos-u85-256"
_MODES = "Shared_Sram,Sram_Only"
_COMBINATIONS = 2 * 4 * 2
_TEAL, _ORANGE = (0x0D, 0x94, 0x88), (0xEA, 0x58, 0x0C)  # the first two models' colours (sweep.html)


def _sweep(directory, output, *extra, models=("tiny_mlp", "net.py"), targets=_TARGETS):
    return armnpu("sweep", *models, "--targets", targets, "--memory-modes", _MODES,
                  "-o", output, "--cache-dir", directory / "cache", *extra, cwd=directory)


def _rows(output_dir, drop=("compile_s",)):
    with open(output_dir / "sweep.csv", newline="") as f:
        return [{k: v for k, v in row.items() if k not in drop} for row in csv.DictReader(f)]


@pytest.fixture(scope="module")
def pool_sweep(tmp_path_factory):
    """The sweep on the local process pool, once; then again, from the cache."""
    directory = tmp_path_factory.mktemp("sweep")
    (directory / "net.py").write_text(_MODEL_FILE)
    first = _sweep(directory, "pool")
    started = time.perf_counter()
    second = _sweep(directory, "again")
    return directory, first, second, time.perf_counter() - started


@pytest.mark.slow  # 32 compiles: CI's slow step
def test_every_combination_compiles_and_is_measured(pool_sweep):
    directory, first, _, _ = pool_sweep
    assert first.returncode == 0, first
    rows = _rows(directory / "pool")
    assert len(rows) == _COMBINATIONS and {r["status"] for r in rows} == {"ok"}, rows
    assert {(r["model"], r["target"], r["memory_mode"]) for r in rows} == {
        (m, t, mode) for m in ("tiny_mlp", "net.py") for t in _TARGETS.split(",") for mode in _MODES.split(",")}
    for row in rows:
        assert int(row["cycles"]) > 0 and int(row["sram_peak_bytes"]) > 0 and int(row["flash_bytes"]) > 0, row
        assert float(row["int_sqnr_db"]) > 20, row  # an int8 program of a small net is that close
        if row["memory_mode"] == "Sram_Only":
            assert int(row["off_chip_bytes"]) == 0, row  # nothing lives off chip
    assert f"{_COMBINATIONS} compiled, 0 from the cache" in first.stdout
    assert "ethos-u65-256  Ethos_U65_High_End" in first.stdout  # the printed table, with its default system config


@pytest.mark.slow  # 32 compiles: CI's slow step
def test_a_second_run_is_served_from_the_cache(pool_sweep):
    directory, _, second, seconds = pool_sweep
    assert second.returncode == 0, second
    assert f"0 compiled, {_COMBINATIONS} from the cache" in second.stdout
    assert "compiling" not in second.stderr and "loading torch" not in second.stderr  # no worker, no model
    assert seconds < 10, seconds  # no compile: the first run took minutes
    assert _rows(directory / "again", drop=()) == _rows(directory / "pool", drop=())  # compile_s too: stored


@pytest.mark.slow  # 16 compiles, then 4 on Ray: CI's slow step
@pytest.mark.long
def test_ray_gives_the_same_table_as_the_process_pool(pool_sweep):
    ray = pytest.importorskip("ray", reason="Ray is the optional extra armnpu[sweep]")
    directory, _, _, _ = pool_sweep
    # The model file (which workers receive as bytes) on a U55 and a U85, both memory modes: what
    # Ray changes is where each compile runs, and 4 show that as well as 16 (208 s of CI on Ray).
    targets = "ethos-u55-64,ethos-u85-256"
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        address = ray.get_runtime_context().gcs_address
        result = _sweep(directory, "ray", "--ray", address, "--no-cache", models=("net.py",), targets=targets)
    finally:
        ray.shutdown()
    assert result.returncode == 0, result
    assert "4 compiled, 0 from the cache" in result.stdout
    same_combinations = [row for row in _rows(directory / "pool")
                         if row["model"] == "net.py" and row["target"] in targets.split(",")]
    assert len(same_combinations) == 4
    assert _rows(directory / "ray") == same_combinations


_MEASURE_POINTS = """<script>
addEventListener("load", () => {
  const boxes = [...document.querySelectorAll("svg")].map(svg => {
    const frame = svg.getBoundingClientRect();
    const inside = [...svg.querySelectorAll("circle.point")].filter(c => {
      const r = c.getBoundingClientRect();
      return r.width > 4 && r.left >= frame.left && r.right <= frame.right && r.top >= frame.top && r.bottom <= frame.bottom;
    });
    return {frame: [frame.left, frame.top, frame.right, frame.bottom].map(Math.round),
            points: svg.querySelectorAll("circle.point").length, inside: inside.length,
            front: svg.querySelectorAll("circle.on-front").length, lines: svg.querySelectorAll("polyline.front").length};
  });
  document.body.insertAdjacentHTML("beforeend", `<pre id="measured">${JSON.stringify(boxes)}</pre>`);
});
</script>"""


@pytest.mark.slow  # 32 compiles: CI's slow step
@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian: apt-get install -y chromium)")
def test_the_pareto_plots_render_in_headless_chromium(pool_sweep, tmp_path):
    directory, _, _, _ = pool_sweep
    page = (directory / "pool" / "sweep.html").read_text()
    assert "<script" not in page  # the page itself runs nothing; the test adds its own measuring script
    probe = tmp_path / "probe.html"
    probe.write_text(page.replace("</body>", _MEASURE_POINTS + "</body>"))
    with tempfile.TemporaryDirectory(prefix="armnpu_chromium_") as profile:
        dom = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                              f"--user-data-dir={profile}", "--window-size=1280,2000", "--dump-dom", probe.as_uri()],
                             capture_output=True, text=True, timeout=180).stdout
    measured = json.loads(dom.rsplit('<pre id="measured">', 1)[1].split("</pre>")[0])  # the script names it too
    # Two plots, every row a point laid out inside its plot, each model with a front.
    assert [m["points"] for m in measured] == [_COMBINATIONS, _COMBINATIONS], measured
    assert all(m["inside"] == m["points"] and m["front"] >= 2 for m in measured), measured
    # Drawn: inside each plot's frame (as laid out above, at the same width), each model's colour.
    shot = tmp_path / "sweep.png"
    stderr = screenshot(directory / "pool" / "sweep.html", shot, height=1200)
    image = read_png(shot)[..., :3]
    for plot in measured:
        left, top, right, bottom = plot["frame"]
        for color in (_TEAL, _ORANGE):
            assert np.all(image[top:bottom, left:right] == color, axis=-1).sum() > 50, (plot, color, stderr[-500:])


_DATA_DEPENDENT_FILE = """
import torch

class Branchy(torch.nn.Module):
    def forward(self, x):
        return x * 2 if x.sum() > 0 else x - 1

model = Branchy()
example_inputs = (torch.ones(2, 8),)
"""


@pytest.mark.slow  # a process pool's start and a compile: CI's slow step
def test_a_combination_that_fails_is_a_row_not_an_aborted_sweep(tmp_path):
    (tmp_path / "branchy.py").write_text(_DATA_DEPENDENT_FILE)
    result = armnpu("sweep", "branchy.py", "tiny_mlp", "--targets", "ethos-u55-128", "-o", "out", "--no-cache",
                    cwd=tmp_path)
    assert result.returncode == 0, result
    failed, compiled = _rows(tmp_path / "out")
    assert failed["status"] == "error" and "ExportError" in failed["error"] and failed["cycles"] == "", failed
    assert compiled["status"] == "ok" and int(compiled["cycles"]) > 0, compiled
    assert "1 failed" in result.stdout and "  failed: ExportError" in result.stdout


def test_a_memory_mode_a_target_lacks_is_named_before_any_compile(tmp_path):
    result = armnpu("sweep", "tiny_mlp", "--targets", "ethos-u85-256,ethos-u55-128",
                    "--memory-modes", "Sram_Only,Dedicated_Sram", "-o", "out", cwd=tmp_path)
    assert_one_line_error(result, "ethos-u55-128", "Dedicated_Sram", "valid for ethos-u55: Sram_Only, Shared_Sram")
    assert "loading torch" not in result.stderr and not (tmp_path / "out").exists()


def test_an_unreachable_ray_address_is_one_line(tmp_path):
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.perf_counter()
    result = armnpu("sweep", "tiny_mlp", "--targets", "ethos-u55-128", "-o", "out", "--ray", f"127.0.0.1:{port}",
                    cwd=tmp_path)
    assert_one_line_error(result, f"--ray 127.0.0.1:{port}", "no Ray cluster answers there")
    assert time.perf_counter() - started < 30
    assert not (tmp_path / "out").exists()
