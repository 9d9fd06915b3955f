"""`armnpu compile --target vgf`, `run` and `report` on a VGF program, as a user runs them."""

import numpy as np
import pytest

from tests.cli.conftest import armnpu, assert_one_line_error
from tests.vgf.harness import requires_vgf


@pytest.mark.parametrize("args, fragment", [
    (["--target", "vgf", "--tosa-profile", "INT8"], "valid: INT+FP, INT, FP"),
    (["--target", "TOSA-1.0+INT", "--tosa-profile", "INT"], "--tosa-profile applies to the vgf target"),
    (["--target", "vgf", "--tosa-profile", "INT", "--no-quantize"], "needs the TOSA FP profile"),
    (["--target", "vgf", "--system-config", "Ethos_U55_High_End_Embedded"], "only apply to Ethos-U targets"),
])
def test_bad_vgf_options_are_one_line_errors(args, fragment):
    assert_one_line_error(armnpu("compile", "tiny_mlp", *args), fragment)


def test_targets_lists_vgf_and_its_profiles():
    result = armnpu("targets")
    assert result.returncode == 0, result
    assert "VGF: vgf (--tosa-profile INT+FP, INT, FP" in result.stdout


@pytest.mark.slow  # five CLI processes, each importing torch and ExecuTorch
@requires_vgf
def test_compile_run_and_report_a_vgf_program_bit_exact_with_tosa(tmp_path):
    """The same quantized MLP as VGF and as TOSA: the VGF program's outputs equal the TOSA
    reference model's bit for bit (both take the example input as calibration)."""
    vgf = armnpu("compile", "tiny_mlp", "--target", "vgf", "-o", tmp_path / "mlp_vgf.pte")
    assert vgf.returncode == 0, vgf
    assert "VgfBackend" in vgf.stdout
    tosa = armnpu("compile", "tiny_mlp", "--target", "TOSA-1.0+INT", "-o", tmp_path / "mlp_tosa.pte")
    assert tosa.returncode == 0, tosa
    np.save(tmp_path / "x.npy", np.linspace(-2, 2, 16, dtype=np.float32).reshape(1, 16))
    ran = armnpu("run", tmp_path / "mlp_vgf.pte", "--input", tmp_path / "x.npy", "--output", tmp_path / "vgf.npz")
    assert ran.returncode == 0, ran
    assert "(VgfBackend x1)" in ran.stdout
    same = armnpu("run", tmp_path / "mlp_tosa.pte", "--input", tmp_path / "x.npy",
                  "--compare", tmp_path / "vgf.npz", "--atol", "0")
    assert same.returncode == 0, same
    report = armnpu("report", tmp_path / "mlp_vgf.pte")
    assert report.returncode == 0, report
    assert "vgf · TOSA-1.0+INT+FP+int4+int16" in report.stdout
    assert "Partition tag0 (VgfBackend)" in report.stdout
