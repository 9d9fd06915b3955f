"""A 1x1 convolution of 17-32 int8 channels reads pixel pairs on the Ethos-U85 with up to 512 MACs
(armnpu.ops.conv, EthosUTarget.packs_pixel_pairs): the same sums in half Vela's cycles. Other
targets, channel counts, odd widths and a program's own output keep single pixels."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from armnpu.backends.tosa_graph import read_operators
from armnpu.backends.vela import run_vela
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.tosa.program import lower_program
from armnpu.tosa.spatial import Variant
from armnpu.verify.reference import run_tosa
from tests.ops.harness import check_int
from tests.ops.test_spatial import _ethosu_partition

SINGLE_PIXELS = Variant(pixel_pairs=False)


def _pointwise(channels: int, then_conv: bool = True, activation: type = torch.nn.ReLU6) -> torch.nn.Module:
    """A narrow 1x1 convolution whose result another convolution reads (as in MobileNetV2's blocks)."""
    layers = [torch.nn.Conv2d(channels, 40, 1), activation()]
    if then_conv:
        layers.append(torch.nn.Conv2d(40, 8, 3, padding=1))
    return torch.nn.Sequential(*layers).eval()


def _reshapes(flatbuffer: bytes) -> int:
    return [op.op for op in read_operators(flatbuffer)].count("RESHAPE")


# Hardswish runs as a TABLE, which the pairs pass through so that Vela fuses it into the convolution.
@pytest.mark.parametrize("channels, height, width, activation", [
    (24, 8, 10, torch.nn.ReLU6), (17, 5, 4, torch.nn.ReLU), (32, 3, 6, torch.nn.Hardswish)])
def test_narrow_pointwise_convolutions_read_pixel_pairs_on_the_u85(channels, height, width, activation):
    torch.manual_seed(0)
    x = torch.randn(1, channels, height, width)
    program, target, _ = _ethosu_partition(_pointwise(channels, activation=activation), x, "ethos-u85-256")
    pairs, single = lower_program(program, target), lower_program(program, target, SINGLE_PIXELS)
    # One RESHAPE reads the pairs, one reads them back as pixels.
    assert _reshapes(pairs.flatbuffer) == _reshapes(single.flatbuffer) + 2
    if activation is torch.nn.Hardswish:  # read back after the TABLE, not between it and the convolution
        operators = [op.op for op in read_operators(pairs.flatbuffer)]
        second_conv = [i for i, op in enumerate(operators) if op == "CONV2D"][1]
        read_back = max(i for i, op in enumerate(operators[:second_conv]) if op == "RESHAPE")
        assert operators.index("TABLE") < read_back, operators
    generator = np.random.default_rng(0)
    for _ in range(2):
        codes = generator.integers(-128, 128, size=tuple(x.shape), dtype=np.int8)
        for want, got in zip(run_tosa(single.flatbuffer, [codes]), run_tosa(pairs.flatbuffer, [codes]), strict=True):
            np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("target, channels, width, then_conv", [
    ("ethos-u55-128", 24, 10, True),
    ("ethos-u65-256", 24, 10, True),
    ("ethos-u85-1024", 24, 10, True),
    ("ethos-u85-256", 16, 10, True),
    ("ethos-u85-256", 33, 10, True),
    ("ethos-u85-256", 24, 9, True),  # an odd width has no pairs
    ("ethos-u85-256", 24, 10, False),  # the program's output: its TRANSPOSE is fused into the convolution
])
def test_other_targets_channels_widths_and_outputs_keep_single_pixels(target, channels, width, then_conv):
    torch.manual_seed(0)
    x = torch.randn(1, channels, 6, width)
    program, compile_target, _ = _ethosu_partition(_pointwise(channels, then_conv), x, target)
    default = lower_program(program, compile_target)
    assert _reshapes(default.flatbuffer) == _reshapes(lower_program(program, compile_target, SINGLE_PIXELS).flatbuffer)


def test_pixel_pairs_run_in_fewer_u85_cycles_bit_exact():
    torch.manual_seed(0)
    module, x = _pointwise(24), torch.randn(1, 24, 28, 28)
    check_int(module, (x,), ethosu_targets=("ethos-u85-256",))  # the simulator equals the reference
    program, target, _ = _ethosu_partition(module, x, "ethos-u85-256")
    flags = EthosUCompileSpec("ethos-u85-256").compiler_flags
    cycles = {}
    for variant in (Variant(), SINGLE_PIXELS):
        layers = run_vela(lower_program(program, target, variant).flatbuffer, flags, "pairs").per_layer
        cycles[variant] = next(row["cycles"] for row in layers if row["op"] == "Conv2D")  # the 1x1 one
    # Measured for 24 -> 144 channels at 56x56: 226,596 cycles on single pixels, 113,620 on pairs.
    assert cycles[Variant()] < 0.6 * cycles[SINGLE_PIXELS], cycles
