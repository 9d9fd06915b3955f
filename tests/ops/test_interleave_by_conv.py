"""A TRANSPOSE that moves few channels innermost (an NCHW image to NHWC) runs on the Ethos-U85 as one
one-hot CONV2D (armnpu.tosa.lowering, EthosUTarget.interleaves_by_conv); other targets, and more
channels, keep the TRANSPOSE."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from armnpu.backends.tosa_graph import read_operators
from armnpu.tosa.program import lower_program
from armnpu.tosa.spatial import PLAIN, Variant
from armnpu.verify.reference import run_tosa
from tests.ops.test_spatial import _ethosu_partition, bit_exact_variant_runs


def _stem(channels: int) -> torch.nn.Module:
    return torch.nn.Sequential(torch.nn.Conv2d(channels, 8, 3, stride=2, padding=1), torch.nn.ReLU()).eval()


def _operators(flatbuffer: bytes) -> list[str]:
    return [op.op for op in read_operators(flatbuffer)]


@pytest.mark.parametrize(
    "channels, height, width",
    [(3, 48, 40), (2, 20, 12), (16, 12, 10), (3, 256, 300)],  # 256 x 300 pixels exceed one row: 2 rows
)
def test_few_channels_move_innermost_by_one_convolution_on_the_u85(channels, height, width):
    torch.manual_seed(0)
    x = torch.randn(1, channels, height, width)
    program, target, _ = _ethosu_partition(_stem(channels), x, "ethos-u85-256")
    default, plain = lower_program(program, target), lower_program(program, target, PLAIN)
    # The output goes back to NCHW by a TRANSPOSE in both.
    assert _operators(plain.flatbuffer).count("TRANSPOSE") == 2 and _operators(plain.flatbuffer).count("CONV2D") == 1
    assert _operators(default.flatbuffer).count("TRANSPOSE") == 1 and _operators(default.flatbuffer).count("CONV2D") == 2
    generator = np.random.default_rng(0)
    for _ in range(2):
        codes = generator.integers(-128, 128, size=tuple(x.shape), dtype=np.int8)
        for want, got in zip(run_tosa(plain.flatbuffer, [codes]), run_tosa(default.flatbuffer, [codes]), strict=True):
            np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("target, channels", [("ethos-u55-128", 3), ("ethos-u65-256", 3), ("ethos-u85-256", 17)])
def test_other_targets_and_more_channels_keep_the_transpose(target, channels):
    torch.manual_seed(0)
    program, compile_target, _ = _ethosu_partition(_stem(channels), torch.randn(1, channels, 12, 10), target)
    operators = _operators(lower_program(program, compile_target).flatbuffer)
    assert operators.count("TRANSPOSE") == 2 and operators.count("CONV2D") == 1


def test_an_image_stem_runs_in_fewer_u85_cycles_bit_exact():
    torch.manual_seed(0)
    runs = bit_exact_variant_runs(_stem(3), torch.randn(1, 3, 96, 96), "ethos-u85-256", (Variant(), PLAIN))
    cycles = {variant: run.summary.total_cycles for variant, run in runs.items()}
    # Measured: 102,488 cycles with the TRANSPOSE, 36,000 or so with the convolution.
    assert cycles[Variant()] < 0.5 * cycles[PLAIN], cycles
