"""`armnpu report --explorer / --explorer-json`, on tiny_cnn for the U55, and Model Explorer in headless chromium."""

from __future__ import annotations

import json
import shutil
import socket

import numpy as np
import pytest

from tests.cli.conftest import armnpu, assert_one_line_error
from tests.report.chromium import CHROMIUM
from tests.report.png import read_png

# The overlays' gradient tops out here: the costliest Vela operator is filled with it.
TOP_COLOR = (0xD9, 0x48, 0x01)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory) -> dict:
    """tiny_cnn compiled (report data beside it) and run once with its counters saved."""
    directory = tmp_path_factory.mktemp("explorer")
    program = directory / "tiny.pte"
    done = armnpu("compile", "tiny_cnn", "--target", "ethos-u55-128", "-o", program)
    assert done.returncode == 0, done
    ran = armnpu("run", program, "--random", "--profile-json", directory / "p.json")
    assert ran.returncode == 0, ran
    report = json.loads((directory / "tiny.armnpu.json").read_text())
    return {"dir": directory, "program": program, "profile": directory / "p.json", "report": report}


def test_explorer_json_writes_the_graphs_and_one_node_data_file_per_overlay(compiled, tmp_path):
    out = tmp_path / "me"
    done = armnpu("report", compiled["program"], "--explorer-json", out, "--profile", compiled["profile"])
    assert done.returncode == 0, done
    (graph,) = json.loads((out / "graphs.json").read_text())["graphs"]
    (partition,) = compiled["report"]["partitions"]
    group = [node for node in graph["nodes"] if node["namespace"] == f"EthosUBackend {partition['name']}"]
    layer_ids = [f"delegate0/layer{i}" for i in range(len(partition["layers"]))]
    assert [node["id"] for node in group] == ["delegate0/inputs", *layer_ids, "delegate0/outputs"]
    assert graph["groupNodeAttributes"][f"EthosUBackend {partition['name']}"]["cycles (Vela estimate)"] == str(
        sum(layer["cycles"] for layer in partition["layers"]))
    files = sorted(p.name for p in out.glob("*.json"))
    assert files == ["bytes_moved_simulated.json", "bytes_moved_vela_estimate.json", "cycles_vela_estimate.json",
                     "graphs.json", "sram_bytes_in_use_vela_estimate.json"]
    overlays = {name: json.loads((out / name).read_text())["program"]["results"] for name in files if name != "graphs.json"}
    for name, results in overlays.items():
        assert sorted(results) == sorted(layer_ids), name  # a value for each Vela operator, nothing else
    cycles = overlays["cycles_vela_estimate.json"]
    assert [cycles[i]["value"] for i in layer_ids] == [layer["cycles"] for layer in partition["layers"]]
    simulated = overlays["bytes_moved_simulated.json"]
    assert all(simulated[i]["value"] > 0 for i in layer_ids)  # every layer reads and writes a feature map


def test_explorer_needs_the_report_data(compiled, tmp_path):
    bare = tmp_path / "bare.pte"
    shutil.copy(compiled["program"], bare)
    assert_one_line_error(armnpu("report", bare, "--explorer-json", tmp_path / "me"),
                          "without its report data", "compile it again")


def test_explorer_takes_one_pte_and_port_goes_with_explorer(compiled, tmp_path):
    sidecar = compiled["dir"] / "tiny.armnpu.json"
    assert_one_line_error(armnpu("report", sidecar, "--explorer-json", tmp_path / "me"), "takes one .pte")
    assert_one_line_error(armnpu("report", compiled["program"], "--port", "8123"), "--port goes with --explorer")


def test_a_port_in_use_is_one_error_before_anything_starts(compiled):
    pytest.importorskip("model_explorer", reason="the `explorer` extra is not installed")
    with socket.socket() as busy:
        busy.bind(("localhost", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert_one_line_error(armnpu("report", compiled["program"], "--explorer", "--port", port),
                              f"port {port} is in use")


@pytest.mark.slow  # 16 s (after the shared compile): Model Explorer's server, then chromium rendering its graph
@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (Debian: apt-get install -y chromium)")
def test_model_explorer_shows_the_delegate_with_its_overlay_in_headless_chromium(compiled, tmp_path):
    pytest.importorskip("model_explorer", reason="the `explorer` extra is not installed")
    from tests.report.explorer_page import explorer_page

    (partition,) = compiled["report"]["partitions"]
    delegate = f"EthosUBackend {partition['name']}"
    # The side panel lists each overlay and each root node, the delegate's group among them.
    ready = (f"document.body.innerText.includes({json.dumps(delegate)}) && "
             "document.body.innerText.includes('bytes moved (simulated)')")
    with explorer_page(compiled["program"], "--profile", str(compiled["profile"]), ready=ready) as page:
        text = page.evaluate("document.body.innerText")
        shot = tmp_path / "model-explorer.png"
        page.screenshot(shot)
    for overlay in ("cycles (Vela estimate)", "SRAM bytes in use (Vela estimate)", "bytes moved (Vela estimate)",
                    "bytes moved (simulated)"):
        assert overlay in text
    # The node data table: each Vela operator with its four figures (cycles first).
    rows = [line.split("\t") for line in text.splitlines() if line.count("\t") == 5]
    layer_rows = [row for row in rows if row[1] != "-" and row[2].isdigit()]
    assert [int(row[2]) for row in layer_rows][-len(partition["layers"]):] == [
        layer["cycles"] for layer in partition["layers"]], rows
    # The costliest operator is drawn in the graph (left of the side panel) filled with the overlay's top colour.
    image = read_png(shot)[..., :3]
    graph = image[:, : image.shape[1] * 2 // 3]
    assert int(np.all(graph == TOP_COLOR, axis=-1).sum()) > 300, "no node painted with the overlay's colour"
