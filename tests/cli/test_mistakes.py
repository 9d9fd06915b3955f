"""Mistakes a new user makes on the command line: each ends before any work with exit 2 and one
line saying what was wrong and what is accepted (run as subprocesses, as a user would)."""

import numpy as np
import pytest
import torch

from tests.cli.conftest import armnpu, assert_one_line_error

_LINEAR_FILE = """
import torch
model = torch.nn.Sequential(torch.nn.Linear(8, 4), torch.nn.ReLU())
example_inputs = (torch.randn(2, {width}),)
"""

_CLASS_FILE = """
import torch
model = torch.nn.Linear
example_inputs = (torch.randn(2, 8),)
"""

_DATA_DEPENDENT_FILE = """
import torch

class Branchy(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x * 2
        return x - 1

model = Branchy()
example_inputs = (torch.randn(2, 8),)
"""


@pytest.mark.parametrize(
    "output, fragments",
    [("nodir/x.pte", ["nodir", "does not exist"]), (".", ["is a directory", ".pte"]), ("x.bin", ["x.bin", ".pte"])],
    ids=["missing_directory", "a_directory", "wrong_suffix"],
)
def test_compile_output_is_checked_first(tmp_path, output, fragments):
    result = armnpu("compile", "tiny_cnn", "-o", output, cwd=tmp_path)
    assert_one_line_error(result, *fragments)
    assert "calibrating" not in result.stderr  # nothing was compiled


def test_report_html_into_a_missing_directory(tosa_mlp, tmp_path):
    assert_one_line_error(armnpu("report", tosa_mlp, "--html", "nodir/x.html", cwd=tmp_path), "nodir", "does not exist")
    assert not (tmp_path / "nodir").exists()


def test_run_output_into_a_missing_directory(tosa_mlp, tmp_path):
    result = armnpu("run", tosa_mlp, "--random", "--output", "nodir/o.npz", cwd=tmp_path)
    assert_one_line_error(result, "nodir", "does not exist")
    assert "output 0" not in result.stdout  # checked before running


def test_a_compiled_program_given_as_the_model(tosa_mlp):
    assert_one_line_error(armnpu("compile", tosa_mlp), "compiled program", "armnpu run")


def test_a_state_dict_given_as_the_model(tmp_path):
    torch.save(torch.nn.Linear(8, 4).state_dict(), tmp_path / "weights.pt")
    np.savez(tmp_path / "x.npz", np.zeros((2, 8), np.float32))
    result = armnpu("compile", "weights.pt", "--model-input", "x.npz", cwd=tmp_path)
    assert_one_line_error(result, "weights.pt", "state_dict", "torch.export.save")


def test_a_saved_module_needs_its_inputs(tmp_path):
    torch.save(torch.nn.Linear(8, 4), tmp_path / "net.pth")
    assert_one_line_error(armnpu("compile", "net.pth", cwd=tmp_path), "net.pth", "--model-input")


def test_a_class_instead_of_a_module(tmp_path):
    (tmp_path / "net.py").write_text(_CLASS_FILE)
    assert_one_line_error(armnpu("compile", "net.py", cwd=tmp_path), "net.py", "the class torch.nn", "Linear(...)")


def test_example_inputs_of_the_wrong_shape(tmp_path):
    (tmp_path / "net.py").write_text(_LINEAR_FILE.format(width=5))
    result = armnpu("compile", "net.py", cwd=tmp_path)
    assert_one_line_error(result, "net.py", "fails on its example inputs", "(2, 5)")
    assert len(result.stderr.splitlines()) <= 3  # no torch log


@pytest.mark.parametrize("option", ["--calibration-data", "--model-input"])
def test_an_npy_where_an_npz_is_expected(tmp_path, option):
    (tmp_path / "net.py").write_text(_LINEAR_FILE.format(width=8))
    np.save(tmp_path / "x.npy", np.zeros((4, 2, 8), np.float32))
    assert_one_line_error(armnpu("compile", "net.py", option, "x.npy", cwd=tmp_path), option, "x.npy", ".npz")


def test_compare_with_an_npy(tosa_mlp, tmp_path):
    np.save(tmp_path / "ref.npy", np.zeros((1, 10), np.float32))
    result = armnpu("run", tosa_mlp, "--random", "--compare", "ref.npy", cwd=tmp_path)
    assert_one_line_error(result, "--compare", "ref.npy", ".npz")


def test_data_dependent_control_flow(tmp_path):
    (tmp_path / "net.py").write_text(_DATA_DEPENDENT_FILE)
    result = armnpu("compile", "net.py", "--target", "TOSA-1.0+INT", cwd=tmp_path)
    assert_one_line_error(result, "depends on tensor values", "net.py:6", "torch.cond")
    # torch's own report of it (a symbolic-shapes warning, the partial graph) stays out
    assert all(line.startswith("armnpu") for line in result.stderr.splitlines()), result.stderr


def test_version():
    result = armnpu("--version")
    assert result.returncode == 0 and result.stdout.startswith("armnpu "), result


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_compare_with_a_tolerance(tosa_mlp, tmp_path):
    np.save(tmp_path / "x.npy", np.linspace(-1, 1, 16, dtype=np.float32).reshape(1, 16))
    assert armnpu("run", tosa_mlp, "--input", tmp_path / "x.npy", "--output", tmp_path / "ref.npz").returncode == 0
    with np.load(tmp_path / "ref.npz") as saved:
        np.savez(tmp_path / "shifted.npz", output_0=saved["output_0"] + 0.25)
    compare = ("run", tosa_mlp, "--input", tmp_path / "x.npy", "--compare", tmp_path / "shifted.npz")
    within = armnpu(*compare, "--atol", "0.3")
    assert within.returncode == 0, within
    beyond = armnpu(*compare, "--atol", "0.1")
    assert beyond.returncode == 1 and "more than --atol 0.1" in beyond.stderr, beyond
    assert_one_line_error(armnpu("run", tosa_mlp, "--random", "--atol", "0.1"), "--atol needs --compare")
