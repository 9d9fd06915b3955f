"""Bundled models compiled with armnpu.compile: the simulator equals the TOSA reference model
bit for bit on every Ethos-U delegate, on random and extreme inputs."""

from __future__ import annotations

import functools

import pytest
import torch

import armnpu
from armnpu.examples import calibration_inputs, get_example
from armnpu.npu.errors import NpuError
from armnpu.npu.verify import check_delegates

TARGETS = ("ethos-u55-128", "ethos-u55-256", "ethos-u65-256")
FAST = {("tiny_cnn", t) for t in TARGETS} | {("ds_cnn", "ethos-u55-128")}
MODELS = ("tiny_cnn", "tiny_mlp", "ds_cnn", "conv1d_speech", "small_unet", "mobilenet_v2", "resnet18")
# Ethos-U85: the smallest model on every config; in the slow set, the other kinds of model
# spread over the configs (bench/simulator.py --models all --check runs the whole table).
U85_TARGETS = ("ethos-u85-128", "ethos-u85-256", "ethos-u85-512", "ethos-u85-1024", "ethos-u85-2048")
U85_SLOW = (("ds_cnn", "ethos-u85-512"), ("tiny_vit", "ethos-u85-256"), ("lstm_kws", "ethos-u85-128"),
            ("llama_decoder", "ethos-u85-1024"), ("mobilenet_v2", "ethos-u85-2048"))
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


class _MaxWithZerosPlusConstant(torch.nn.Module):
    """The competitor's MaxAddZero op test: max(x, zeros) + 1. On ethos-u85-256 Vela chains the
    MAXIMUM into the ADD, with an OFM scale of 2^19 and an int8 clamp on the chained output.
    That clamp is Vela's error (5.2.0): FuseRescale's QuantAfterOFMFusing (graphir_optimiser.cpp
    ~1646-1666) folds the int8->int32 RESCALE (x 2^19) onto the MAXIMUM and clamps to the rescale's
    *input* range [-128, 127], but regor applies quantMin/quantMax after scale and zero point (its own
    Scale(), graphir_optimiser.cpp ~458-499; fused ReLU min = OFM zp), and the U85 generator forces
    B16 clipping for int32 OFMs (ethos_u85_register_cs_generator.cpp ~1066-1081). Same registers with
    --disable-chaining, so chaining is not the cause; the simulator follows the registers."""

    def forward(self, x):
        return torch.maximum(x, torch.full_like(x, 0.0)) + 1.0


@pytest.mark.xfail(raises=NpuError, strict=True,
                   reason="Vela 5.2.0 bug: fusing the int8->int32 x2^19 RESCALE onto the MAXIMUM keeps an "
                          "unscaled [-128, 127] clamp, applied after the 2^19 OFM scale (B16 forced for int32 "
                          "OFMs), so every positive input clips to one value; see the class docstring. "
                          "Strict, so a Vela fix is noticed")
def test_a_maximum_chained_into_an_add_on_u85():
    torch.manual_seed(0)
    x = (torch.rand(10, 10, 10) * 2 - 1,)
    compiled = armnpu.compile(_MaxWithZerosPlusConstant().eval(), x, target="ethos-u85-256", calibration=[x])
    check_delegates(compiled)
