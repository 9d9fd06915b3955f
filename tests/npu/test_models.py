"""Bundled models compiled with armnpu.compile: the simulator equals the TOSA reference model
bit for bit on every Ethos-U delegate, on random and extreme inputs."""

from __future__ import annotations

import functools

import pytest

import armnpu
from armnpu.examples import calibration_inputs, get_example
from armnpu.npu.verify import check_delegates

TARGETS = ("ethos-u55-128", "ethos-u55-256", "ethos-u65-256")
FAST = {("tiny_cnn", t) for t in TARGETS} | {("ds_cnn", "ethos-u55-128")}
MODELS = ("tiny_cnn", "tiny_mlp", "ds_cnn", "conv1d_speech", "small_unet", "mobilenet_v2", "resnet18")
CASES = [
    pytest.param(model, target, marks=() if (model, target) in FAST else pytest.mark.slow)
    for model in MODELS
    for target in TARGETS
]


@functools.lru_cache(maxsize=None)
def _compiled(model: str, target: str):
    module, example_inputs = get_example(model).build()
    return armnpu.compile(module, example_inputs, target=target, calibration=calibration_inputs(model, 4, 0))


@pytest.mark.parametrize("model, target", CASES)
def test_model_is_bit_exact(model, target):
    assert check_delegates(_compiled(model, target), seeds=(0, 1)) >= 1
