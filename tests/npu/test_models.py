"""Bundled models compiled with armnpu.compile: the simulator equals the TOSA reference model
bit for bit on every Ethos-U delegate, on random and extreme inputs."""

from __future__ import annotations

import functools

import pytest
import torch

import armnpu
from armnpu.examples import calibration_inputs, get_example
from armnpu.verify.delegates import check_delegates

TARGETS = ("ethos-u55-128", "ethos-u55-256", "ethos-u65-256")
FAST = {("tiny_cnn", t) for t in TARGETS} | {("ds_cnn", "ethos-u55-128")}
# The large CNNs run on ethos-u55-128 in tests/models/test_models.py (MobileNetV3 also on
# ethos-u85-256), the transformer and recurrent examples in tests/models/test_sequence_models.py.
MODELS = ("tiny_cnn", "tiny_mlp", "ds_cnn", "conv1d_speech", "small_unet")
# Ethos-U85: the smallest model on every config; in the slow set, the other kinds of model
# spread over the configs (bench/simulator.py --models all --check runs the whole table).
U85_TARGETS = ("ethos-u85-128", "ethos-u85-256", "ethos-u85-512", "ethos-u85-1024", "ethos-u85-2048")
U85_SLOW = (("ds_cnn", "ethos-u85-512"), ("llama_decoder", "ethos-u85-1024"), ("mobilenet_v2", "ethos-u85-2048"))
CASES = [
    pytest.param(model, target, marks=() if (model, target) in FAST else pytest.mark.slow)
    for model in MODELS
    for target in TARGETS
] + [pytest.param("tiny_cnn", target) for target in U85_TARGETS] + [
    pytest.param(model, target, marks=pytest.mark.slow) for model, target in U85_SLOW
]


@functools.lru_cache(maxsize=None)
def _compiled(model: str, target: str):
    module, example_inputs = get_example(model).build()
    return armnpu.compile(module, example_inputs, target=target, calibration=calibration_inputs(model, 4, 0))


@pytest.mark.parametrize("model, target", CASES)
def test_model_is_bit_exact(model, target):
    assert check_delegates(_compiled(model, target), seeds=(0, 1)) >= 1


class _ExtremumWithZerosPlusConstant(torch.nn.Module):
    """The competitor's MaxAddZero and MinAddZero op tests: max/min(x, zeros) + c. Vela 5.2.0 has a
    U85 bug on this chain: an int8->int32 RESCALE it cannot fuse into the ADD, it fuses onto the
    MAXIMUM's output instead (FuseRescale's QuantAfterOFMFusing, graphir_optimiser.cpp ~1646-1666)
    with a [-128, 127] clamp that regor applies after the 2^19 scale, so every positive value
    clips. Vela fuses a RESCALE into its consumer only if any int8 value times its factor fits
    int32 (CanBeFused, ~1377-1401); armnpu keeps a number's factor below 2^24 so that both of the
    ADD's RESCALEs fuse into it and the faulty path is never taken. With the old bound of 2^28,
    + 1 and + 0.75 gave wrong values."""

    def __init__(self, extremum, constant: float):
        super().__init__()
        self.extremum, self.constant = extremum, constant

    def forward(self, x):
        return self.extremum(x, torch.full_like(x, 0.0)) + self.constant


@pytest.mark.parametrize("extremum", [torch.maximum, torch.minimum], ids=["max", "min"])
@pytest.mark.parametrize("constant", [1.0, 0.75])
def test_an_extremum_chained_into_an_add_on_u85(extremum, constant):
    torch.manual_seed(0)
    x = (torch.rand(10, 10, 10) * 2 - 1,)
    model = _ExtremumWithZerosPlusConstant(extremum, constant).eval()
    compiled = armnpu.compile(model, x, target="ethos-u85-256", calibration=[x])
    assert check_delegates(compiled) == 1
