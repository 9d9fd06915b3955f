"""`armnpu compile --io-layout nhwc` and `armnpu run` on its program: .npy inputs and outputs are
the buffers the device holds, (N, H, W, C) for a channels-last tensor."""

import numpy as np
import pytest
import torch

from tests.cli.conftest import armnpu, assert_one_line_error


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_nhwc_program_runs_on_nhwc_arrays(tmp_path):
    compiled = armnpu("compile", "tiny_cnn", "--target", "TOSA-1.0+INT", "--io-layout", "nhwc", "-o", tmp_path / "cnn.pte")
    assert compiled.returncode == 0, compiled
    nchw = torch.randn(1, 3, 16, 16, generator=torch.Generator().manual_seed(0)).numpy()
    np.save(tmp_path / "nhwc.npy", nchw.transpose(0, 2, 3, 1))
    np.save(tmp_path / "nchw.npy", nchw)
    ran = armnpu("run", tmp_path / "cnn.pte", "--input", tmp_path / "nhwc.npy", "--output", tmp_path / "out.npz")
    assert ran.returncode == 0, ran
    # Same values as the Python API, which takes logical (N, C, H, W) tensors.
    from armnpu.runtime import load

    want = load(tmp_path / "cnn.pte")(torch.from_numpy(nchw))[0].numpy()
    with np.load(tmp_path / "out.npz") as saved:
        np.testing.assert_array_equal(saved["output_0"], want)
    assert_one_line_error(armnpu("run", tmp_path / "cnn.pte", "--input", tmp_path / "nchw.npy"),
                          "(1, 3, 16, 16)", "(1, 16, 16, 3) (channels-last: N, H, W, C)")


def test_unknown_io_layout_is_a_usage_error(tmp_path):
    result = armnpu("compile", "tiny_cnn", "--io-layout", "chw", "-o", tmp_path / "x.pte")
    assert result.returncode == 2 and "nchw" in result.stderr and "nhwc" in result.stderr
