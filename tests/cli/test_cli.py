"""The `armnpu` command line, run as a user runs it: the console script in a subprocess."""

import csv
import json

import numpy as np
import pytest
import torch

from armnpu.examples import EXAMPLES
from armnpu.targets import ETHOSU_TARGETS
from tests.cli.conftest import armnpu, assert_one_line_error

_MODEL_FILE = '''
import torch

class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3)
        self.head = torch.nn.Conv2d(8, 4, 1)

    def forward(self, x):
        return self.head(torch.topk(torch.relu(self.conv(x)), 3, dim=-1).values)

model = Net().eval()
example_inputs = (torch.randn(1, 3, 8, 8),)
'''
_TOSA_TARGETS = ("TOSA-1.0+INT", "TOSA-1.0+FP")


# ---- fast: usage and bad input -------------------------------------------------------------------


def test_targets_lists_every_accelerator_config_and_tosa_spec():
    result = armnpu("targets")
    assert result.returncode == 0, result
    for name in [*ETHOSU_TARGETS, *_TOSA_TARGETS]:
        assert name in result.stdout
    assert "(default)" in result.stdout


def test_list_examples():
    result = armnpu("compile", "--list-examples")
    assert result.returncode == 0, result
    assert [line.split()[0] for line in result.stdout.splitlines()] == list(EXAMPLES)


def test_unknown_target_is_one_line_listing_the_valid_targets():
    result = armnpu("compile", "tiny_cnn", "--target", "ethos-u55-999")
    assert_one_line_error(result, "ethos-u55-999", *ETHOSU_TARGETS, *_TOSA_TARGETS)


@pytest.mark.parametrize("model", ["no_such_model.py", "models/missing.py"])
def test_missing_model_file(tmp_path, model):
    assert_one_line_error(armnpu("compile", model, cwd=tmp_path), model)


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["compile", "tiny_cnn", "--no-such-option"], "--no-such-option"),
        (["compile"], "MODEL"),
        (["frobnicate"], "frobnicate"),
        (["compile", "tiny_mlp", "--target", "TOSA-1.0+INT", "--memory-mode", "Shared_Sram"], "--memory-mode"),
        (["compile", "tiny_mlp", "--no-quantize"], "TOSA-1.0+FP"),
        (["compile", "tiny_mlp", "--calibration-data", "nowhere.npz"], "nowhere.npz"),
        (["report", "nowhere.pte"], "nowhere.pte"),
        (["run", "nowhere.pte", "--random"], "nowhere.pte"),
    ],
)
def test_bad_usage_is_one_line_exit_2(tmp_path, args, fragment):
    assert_one_line_error(armnpu(*args, cwd=tmp_path), fragment)


def test_a_file_that_is_not_a_program(tmp_path):
    (tmp_path / "junk.pte").write_bytes(b"\x00" * 64)
    assert_one_line_error(armnpu("report", "junk.pte", cwd=tmp_path), "junk.pte")
    verbose = armnpu("report", "junk.pte", "--verbose", cwd=tmp_path)
    assert verbose.returncode == 2 and "Traceback" in verbose.stderr and "junk.pte" in verbose.stderr


# ---- compile tiny_cnn for the U55 with intermediates, then report on it --------------------------


@pytest.fixture
def tiny_cnn(shared):
    def build(directory):
        return armnpu("compile", "tiny_cnn", "--intermediates", directory / "im", "-o", directory / "tiny_cnn.pte")

    directory, result = shared("tiny_cnn", build)
    assert result.returncode == 0, result
    return directory, result


def _vela_summary(intermediates):
    (path,) = (intermediates / "output").glob("tag0_summary_*.csv")
    with path.open(newline="") as f:
        return next(csv.DictReader(f))


def test_compile_writes_program_sidecar_and_intermediates(tiny_cnn):
    directory, result = tiny_cnn
    im = directory / "im"
    assert (directory / "tiny_cnn.pte").is_file() and (directory / "tiny_cnn.armnpu.json").is_file()
    assert (im / "tiny_cnn.armnpu.json").read_text() == (directory / "tiny_cnn.armnpu.json").read_text()
    for pattern in ["tag0_TOSA-*.tosa", "tag0_TOSA-*.tosa.json", "tag0_debug.json", "output/tag0_per-layer.csv"]:
        assert list(im.glob(pattern)), pattern
    assert json.loads((im / "tag0_debug.json").read_text())["operators"]


def test_compile_shows_progress_and_a_summary_table(tiny_cnn):
    directory, result = tiny_cnn
    assert "calibrating on 8 batch(es)" in result.stderr
    assert "partition tag0: lowering to TOSA-1.0+INT" in result.stderr
    assert "partition tag0: compiling for ethos-u55-128 with Vela" in result.stderr
    header, rule, row = result.stdout.splitlines()[:3]
    assert header.split()[:4] == ["partition", "backend", "ops", "blob"] and set(rule) == {"-"}
    cycles = int(_vela_summary(directory / "im")["cycles_total"].split(".")[0])
    assert row.split()[:2] == ["tag0", "EthosUBackend"] and f"{cycles:,}" in row


def test_report_text_lists_velas_layers(tiny_cnn):
    directory, _ = tiny_cnn
    result = armnpu("report", directory / "tiny_cnn.pte")
    assert result.returncode == 0, result
    with (directory / "im" / "output" / "tag0_per-layer.csv").open(newline="") as f:
        names = [row["Name"] for row in csv.DictReader(f)]
    for name in names:
        assert f"  {name} " in result.stdout
    assert "ethos-u55-128" in result.stdout and "Shared_Sram" in result.stdout


def test_report_html_from_the_intermediates_directory(tiny_cnn, tmp_path):
    directory, _ = tiny_cnn
    page = tmp_path / "page.html"
    result = armnpu("report", directory / "im", "--html", page)
    assert result.returncode == 0, result
    html = page.read_text()
    assert html.startswith("<!DOCTYPE html>") and html.count("<svg") == 2 and "<script" not in html


# ---- a model file with a CPU op and calibration data ---------------------------------------------


@pytest.fixture
def model_file(shared):
    def build(directory):
        (directory / "net.py").write_text(_MODEL_FILE)
        np.savez(directory / "calib.npz", x=np.random.default_rng(0).standard_normal((4, 3, 8, 8), dtype=np.float32))
        return armnpu("compile", "net.py", "--calibration-data", "calib.npz", "-o", "net.pte", cwd=directory)

    directory, result = shared("model_file", build)
    assert result.returncode == 0, result
    return directory, result


def test_python_model_file_with_calibration_data(model_file):
    directory, result = model_file
    assert "calibrating on 4 batch(es)" in result.stderr
    sidecar = json.loads((directory / "net.armnpu.json").read_text())
    (cpu_op,) = sidecar["cpu_ops"]
    assert "topk" in cpu_op["op"] and cpu_op["reason"]
    assert f"CPU topk ({cpu_op['node']}): {cpu_op['reason']}" in result.stdout
    report = armnpu("report", "net.pte", cwd=directory)
    assert f"why: {cpu_op['reason']}" in report.stdout
    assert "net.py:" in report.stdout  # the source line of the CPU op


def test_calibration_data_of_the_wrong_shape(tmp_path):
    (tmp_path / "net.py").write_text(_MODEL_FILE)
    np.savez(tmp_path / "bad.npz", np.zeros((4, 3, 9, 9), np.float32))
    result = armnpu("compile", "net.py", "--calibration-data", "bad.npz", cwd=tmp_path)
    assert_one_line_error(result, "bad.npz", "(4, 3, 9, 9)", "(N, 3, 8, 8)")


# ---- run a TOSA program on the host ----------------------------------------------------------------


def test_run_random_inputs_and_save_outputs(tosa_mlp, tmp_path):
    result = armnpu("run", tosa_mlp, "--random", "--output", tmp_path / "out.npz")
    assert result.returncode == 0, result
    assert "output 0: shape (1, 10)" in result.stdout
    with np.load(tmp_path / "out.npz") as saved:
        assert saved["output_0"].shape == (1, 10)


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_run_given_inputs_and_compare(tosa_mlp, tmp_path):
    np.save(tmp_path / "x.npy", np.linspace(-1, 1, 16, dtype=np.float32).reshape(1, 16))
    first = armnpu("run", tosa_mlp, "--input", tmp_path / "x.npy", "--output", tmp_path / "ref.npz")
    assert first.returncode == 0, first
    with np.load(tmp_path / "ref.npz") as saved:
        shifted = saved["output_0"] + 0.25
    np.savez(tmp_path / "shifted.npz", output_0=shifted)
    again = armnpu("run", tosa_mlp, "--input", tmp_path / "x.npy", "--compare", tmp_path / "shifted.npz")
    assert again.returncode == 0, again
    assert "max abs difference 0.25" in again.stdout


def test_run_rejects_an_input_of_the_wrong_shape(tosa_mlp, tmp_path):
    np.save(tmp_path / "x.npy", np.zeros((1, 15), np.float32))
    assert_one_line_error(armnpu("run", tosa_mlp, "--input", tmp_path / "x.npy"), "x.npy", "(1, 15)", "(1, 16)")


# ---- saved models: a torch.export.save()d .pt2, a torch.save()d module with --model-input -----------


def _linear_relu():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(8, 4), torch.nn.ReLU()).eval()


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_compile_an_exported_program_file(tmp_path):
    torch.export.save(torch.export.export(_linear_relu(), (torch.randn(2, 8),)), tmp_path / "net.pt2")
    result = armnpu("compile", "net.pt2", "--target", "TOSA-1.0+INT", cwd=tmp_path)
    assert result.returncode == 0, result
    assert (tmp_path / "net_tosa-1.0_int.pte").is_file()


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
@pytest.mark.parametrize("inputs_file", ["x.npz", "x.pt"])
def test_compile_a_saved_module_with_its_inputs(tmp_path, inputs_file):
    torch.save(_linear_relu(), tmp_path / "net.pt")
    x = torch.randn(2, 8)
    np.savez(tmp_path / "x.npz", x.numpy())
    torch.save((x,), tmp_path / "x.pt")
    result = armnpu("compile", "net.pt", "--model-input", inputs_file, "--target", "TOSA-1.0+INT", "-o", "net.pte",
                    cwd=tmp_path)
    assert result.returncode == 0, result
    run = armnpu("run", "net.pte", "--random", cwd=tmp_path)
    assert run.returncode == 0 and "output 0: shape (2, 4)" in run.stdout, run


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_run_on_an_ethos_u85_program_uses_the_u85_simulator(shared, tmp_path):
    def build(directory):
        return armnpu("compile", "tiny_mlp", "--target", "ethos-u85-256", "-o", directory / "mlp_u85.pte")

    directory, compiled = shared("u85_mlp", build)
    assert compiled.returncode == 0, compiled
    result = armnpu("run", directory / "mlp_u85.pte", "--random", "--output", tmp_path / "o.npz")
    assert result.returncode == 0 and "1 output(s)" in result.stdout, result
    output = np.load(tmp_path / "o.npz")["output_0"]
    assert output.shape == (1, 10) and np.isfinite(output).all() and output.any()


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_calibration_on_the_example_input_alone_is_warned(tmp_path):
    (tmp_path / "net.py").write_text("import torch\nmodel = torch.nn.Linear(8, 4)\nexample_inputs = (torch.randn(2, 8),)\n")
    result = armnpu("compile", "net.py", "--target", "TOSA-1.0+INT", cwd=tmp_path)
    assert result.returncode == 0, result
    assert result.stderr.splitlines()[0].startswith("armnpu: loading torch, ExecuTorch and net.py")
    assert "warning: calibrating on the example input alone" in result.stderr
