"""A 1x1 convolution of 17-32 int8 channels reads pixel pairs on the Ethos-U85 with up to 512 MACs
(armnpu.ops.conv, EthosUTarget.packs_pixel_pairs): the same sums in half Vela's cycles. Other
targets, channel counts and odd widths keep single pixels, and so do results whose reader Vela fuses
into the convolution, and inputs other ops read where the convolution has few outputs.

A convolution of stride 2 across the width reads its input as pixel pairs on every Ethos-U where
Vela counts fewer MAC steps so: the same sums, stride 1 across the pairs."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from armnpu.backends.tosa_graph import read_operators
from armnpu.tosa.program import lower_program
from armnpu.tosa.spatial import Variant
from armnpu.verify.reference import run_tosa
from tests.ops.test_spatial import _ethosu_partition, bit_exact_variant_runs

SINGLE_PIXELS = Variant(pixel_pairs=False)
STRIDED_SINGLE = Variant(width_pairs=False)


class _Pad(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.pad(x, (1, 1, 1, 1))


def _pointwise(channels: int, then: str = "conv", activation: type = torch.nn.ReLU6) -> torch.nn.Module:
    """A narrow 1x1 convolution whose result another convolution reads (as in MobileNetV2's blocks),
    `then` "pad" with an explicit PAD between them, or "output" returned."""
    layers = [torch.nn.Conv2d(channels, 40, 1), activation()]
    if then != "output":
        layers += [_Pad(), torch.nn.Conv2d(40, 8, 3)] if then == "pad" else [torch.nn.Conv2d(40, 8, 3, padding=1)]
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


@pytest.mark.parametrize("target, channels, width, then", [
    ("ethos-u55-128", 24, 10, "conv"),
    ("ethos-u65-256", 24, 10, "conv"),
    ("ethos-u85-1024", 24, 10, "conv"),
    ("ethos-u85-256", 16, 10, "conv"),
    ("ethos-u85-256", 33, 10, "conv"),
    ("ethos-u85-256", 24, 9, "conv"),  # an odd width has no pairs
    # Vela writes these in place, transposed or into a larger tensor, where a RESHAPE would stop it.
    ("ethos-u85-256", 24, 10, "output"),
    ("ethos-u85-256", 24, 10, "pad"),
])
def test_other_targets_channels_widths_and_placed_results_keep_single_pixels(target, channels, width, then):
    torch.manual_seed(0)
    x = torch.randn(1, channels, 6, width)
    program, compile_target, _ = _ethosu_partition(_pointwise(channels, then), x, target)
    default = lower_program(program, compile_target)
    assert _reshapes(default.flatbuffer) == _reshapes(lower_program(program, compile_target, SINGLE_PIXELS).flatbuffer)


def test_pixel_pairs_run_in_fewer_u85_cycles_bit_exact():
    torch.manual_seed(0)
    runs = bit_exact_variant_runs(_pointwise(24), torch.randn(1, 24, 28, 28), "ethos-u85-256", (Variant(), SINGLE_PIXELS))
    # The 1x1 convolution is the first.
    cycles = {variant: next(row["cycles"] for row in run.per_layer if row["op"] == "Conv2D") for variant, run in runs.items()}
    # Measured for 24 -> 144 channels at 56x56: 226,596 cycles on single pixels, 113,620 on pairs.
    assert cycles[Variant()] < 0.6 * cycles[SINGLE_PIXELS], cycles


class _InputReadTwice(torch.nn.Module):
    """The pointwise convolution's input is read by another convolution too."""

    def __init__(self, c_out: int) -> None:
        super().__init__()
        self.stem = torch.nn.Conv2d(3, 24, 3, padding=1)
        self.pointwise = torch.nn.Conv2d(24, c_out, 1)
        self.head = torch.nn.Conv2d(c_out, 8, 3, padding=1)
        self.other = torch.nn.Conv2d(24, 8, 3, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.relu(self.stem(x))
        return self.head(torch.clamp(self.pointwise(y), 0, 6)) + self.other(y)


# The pairs' RESHAPE of an input that other ops read costs a copy, worth it with 80 outputs or more.
@pytest.mark.parametrize("c_out, pairs", [(40, False), (96, True)])
def test_an_input_read_elsewhere_takes_pairs_only_for_many_outputs(c_out, pairs):
    torch.manual_seed(0)
    program, target, _ = _ethosu_partition(_InputReadTwice(c_out).eval(), torch.randn(1, 3, 8, 8), "ethos-u85-256")
    extra = _reshapes(lower_program(program, target).flatbuffer) - _reshapes(lower_program(program, target, SINGLE_PIXELS).flatbuffer)
    assert extra == (2 if pairs else 0)


# Stride 2 across the width: the input alone is read as pairs (armnpu.ops.conv._on_width_pairs),
# on every Ethos-U, where Vela counts fewer MAC steps for twice the channels over half the taps.
_STRIDED = {
    # wav2letter's stem: 39 MFCCs, kernel 48, even padding
    "conv1d k48": (lambda: torch.nn.Conv1d(39, 64, 48, 2, 24), (1, 39, 96)),
    # odd padding shifts the taps by one
    "conv1d k5": (lambda: torch.nn.Conv1d(3, 16, 5, 2, 2), (1, 3, 40)),
    # MobileNetV2's and ResNet's stems: stride 2 down the height too
    "3x3 stem": (lambda: torch.nn.Conv2d(3, 32, 3, 2, 1), (1, 3, 16, 16)),
    "7x7 stem": (lambda: torch.nn.Conv2d(3, 16, 7, 2, 3), (1, 3, 18, 22)),
}


def _strided_then_conv(name: str) -> tuple[torch.nn.Module, torch.Tensor]:
    build, shape = _STRIDED[name]
    torch.manual_seed(0)
    first = build()
    conv = torch.nn.Conv1d if len(shape) == 3 else torch.nn.Conv2d
    return torch.nn.Sequential(first, torch.nn.ReLU(), conv(first.out_channels, 8, 3, padding=1)).eval(), torch.randn(*shape)


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u65-256", "ethos-u85-256"])
@pytest.mark.parametrize("name", list(_STRIDED))
def test_stride_2_convolutions_read_width_pairs_with_the_same_outputs(name, target):
    module, x = _strided_then_conv(name)
    program, compile_target, _ = _ethosu_partition(module, x, target)
    pairs, single = lower_program(program, compile_target), lower_program(program, compile_target, STRIDED_SINGLE)
    assert _reshapes(pairs.flatbuffer) == _reshapes(single.flatbuffer) + 1  # the input read as pairs; the output is not
    generator = np.random.default_rng(0)
    for _ in range(2):
        codes = generator.integers(-128, 128, size=tuple(x.shape), dtype=np.int8)
        for want, got in zip(run_tosa(single.flatbuffer, [codes]), run_tosa(pairs.flatbuffer, [codes]), strict=True):
            np.testing.assert_array_equal(got, want)


def test_width_pairs_run_wav2letters_stem_in_fewer_u85_cycles_bit_exact():
    module, x = _strided_then_conv("conv1d k48")
    runs = bit_exact_variant_runs(module, x, "ethos-u85-256", (Variant(), STRIDED_SINGLE))
    cycles = {variant: next(row["cycles"] for row in run.per_layer if row["op"] == "Conv2D") for variant, run in runs.items()}
    # Measured from 64 to 400 frames: 0.84x the cycles on single pixels.
    assert cycles[Variant()] < 0.9 * cycles[STRIDED_SINGLE], cycles


def test_strided_convolutions_on_single_pixels_are_a_candidate_where_pairs_were_read():
    # Vela's weight-fetch bound can outweigh the MAC steps saved (the U55 at under 296 frames).
    module, x = _strided_then_conv("conv1d k48")
    program, target, _ = _ethosu_partition(module, x, "ethos-u55-128")
    assert STRIDED_SINGLE in lower_program(program, target).spatial.variants()
    deep, x = torch.nn.Conv2d(64, 32, 3, 2, 1).eval(), torch.randn(1, 64, 8, 8)
    program, target, _ = _ethosu_partition(deep, x, "ethos-u55-128")
    assert STRIDED_SINGLE not in lower_program(program, target).spatial.variants()


class _StemReadTwice(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.stem, self.other = torch.nn.Conv2d(3, 16, 3, 2, 1), torch.nn.Conv2d(3, 16, 3, 2, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.stem(x)) + self.other(x)


@pytest.mark.parametrize("module, shape", [
    (torch.nn.Conv2d(64, 32, 3, 2, 1), (1, 64, 8, 8)),  # deep maps: 72 MAC steps on pixels, 96 on pairs
    (torch.nn.Conv2d(3, 16, 3, 2, 1), (1, 3, 8, 9)),  # an odd width has no pairs
    (torch.nn.Conv2d(3, 16, 3, (2, 1), 1), (1, 3, 8, 8)),  # stride 1 across the width
    (_StemReadTwice(), (1, 3, 8, 8)),  # Vela would copy an input other ops read
])
def test_deep_odd_unit_stride_or_shared_inputs_keep_single_pixels(module, shape):
    torch.manual_seed(0)
    program, target, _ = _ethosu_partition(module.eval(), torch.randn(*shape), "ethos-u55-128")
    assert _reshapes(lower_program(program, target).flatbuffer) == _reshapes(lower_program(program, target, STRIDED_SINGLE).flatbuffer)
