"""compile --accuracy stores per-layer SQNR next to the program; report --accuracy and --html show it."""

import json
import re

import pytest

from tests.cli.conftest import armnpu, assert_one_line_error

_ROW = re.compile(r"^\s+(-?[\d.]+|exact|-)\s+(-?[\d.]+|exact|-)\s+(-?[\d.]+|exact|-)\s+\S+\s+\S+\s+tag0\s")


@pytest.fixture
def measured(shared):
    """tiny_cnn compiled with --accuracy for the Ethos-U55-128, once per test run."""

    def build(directory):
        return armnpu("compile", "tiny_cnn", "--accuracy", "-o", directory / "cnn.pte")

    directory, result = shared("tiny_cnn_accuracy", build)
    assert result.returncode == 0, result
    return directory / "cnn.pte"


def _activations(pte) -> list[dict]:
    return json.loads(pte.with_suffix(".armnpu.json").read_text())["accuracy"]["activations"]


def test_compile_accuracy_stores_every_delegated_activation(measured):
    stored = _activations(measured)
    # tiny_cnn: the input, conv1+relu, pool, conv2, avgpool, flatten, fc: all on the NPU.
    assert [a["op"].split(".")[-2] if "." in a["op"] else a["op"] for a in stored] == \
        ["input", "relu", "max_pool2d_with_indices", "convolution", "mean", "view_copy", "linear"]
    assert all(a["int_vs_float"]["signal"] > 0 and a["float_node"] for a in stored)


def test_report_accuracy_lists_the_layers_worst_first(measured):
    result = armnpu("report", measured, "--accuracy")
    assert result.returncode == 0, result
    rows = [line for line in result.stdout.splitlines() if _ROW.match(line)]
    assert len(rows) == len(_activations(measured))
    added = [float("inf") if r.split()[0] == "exact" else float(r.split()[0]) for r in rows]
    assert added == sorted(added)  # the ones adding the most noise (lowest SQNR) first
    assert "outputs: integer program" in result.stdout and "calibration batch" in result.stdout
    top = armnpu("report", measured, "--accuracy", "--top", "2")
    assert [line for line in top.stdout.splitlines() if _ROW.match(line)] == rows[:2]


def test_html_has_an_accuracy_section_whenever_the_data_holds_it(measured, tmp_path):
    result = armnpu("report", measured, "--html", tmp_path / "r.html")
    assert result.returncode == 0, result
    page = (tmp_path / "r.html").read_text()
    section = page[page.index('<section id="accuracy">'):]
    assert "<svg" in section and section.count("<tr>") == len(_activations(measured)) + 1


def test_report_accuracy_without_the_data_says_to_compile_with_it(tosa_mlp):
    assert_one_line_error(armnpu("report", tosa_mlp, "--accuracy"), "holds no accuracy figures", "--accuracy")


@pytest.mark.parametrize("args, fragment", [
    (("--target", "TOSA-1.0+FP", "--no-quantize"), "--accuracy measures a quantized program"),
    (("--target", "vgf"), "not vgf ones"),
])
def test_accuracy_is_refused_before_any_work_where_it_cannot_be_measured(tmp_path, args, fragment):
    result = armnpu("compile", "tiny_mlp", *args, "--accuracy", "-o", tmp_path / "f.pte")
    assert_one_line_error(result, fragment)
    assert not (tmp_path / "f.pte").exists()
