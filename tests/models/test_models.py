"""Whole-network tests: full delegation on Ethos-U55/U85 and the TOSA reference
matching the quantized model."""

import pytest
import torch

import armnpu
from armnpu.examples import calibration_inputs, get_example
from tests.ops.harness import assert_fully_delegated, max_error_in_quanta

SMALL = ["ds_cnn", "conv1d_speech", "small_unet", "tiny_cnn", "tiny_mlp"]
LARGE = ["mobilenet_v2", "resnet18"]
# Tie-rounding differences (TOSA rounds half up, torch half to even) can compound
# through a deep network; a quantum or two at the output is the expected residue.
MAX_QUANTA = {"mobilenet_v2": 4, "resnet18": 4, "small_unet": 3}


def _check_model(name: str) -> None:
    model, inputs = get_example(name).build()
    calibration = calibration_inputs(name, n=4)
    tosa = armnpu.compile(model, inputs, target="TOSA-1.0+INT", calibration=calibration)
    assert_fully_delegated(tosa)
    held_out = calibration_inputs(name, n=2, seed=7)
    worst = max(max_error_in_quanta(tosa, batch) for batch in [inputs, *held_out])
    print(f"{name}: TOSA reference vs quantized model: max {worst} quanta")
    assert worst <= MAX_QUANTA.get(name, 2)
    for target in ("ethos-u55-128", "ethos-u85-256"):
        npu = armnpu.compile(model, inputs, target=target, calibration=calibration)
        assert_fully_delegated(npu)
        print(npu.summary())


@pytest.mark.parametrize("name", SMALL)
def test_small_model(name):
    _check_model(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", LARGE)
def test_large_model(name):
    _check_model(name)
