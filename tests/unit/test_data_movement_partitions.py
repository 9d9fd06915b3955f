"""A partition that only moves data (OpRule.moves_data_only) stays on the CPU: a delegate of
its own would cost more than it saves. One that computes, even a single TRANSPOSE, is delegated."""

import pytest
import torch

import armnpu
from tests.ops.harness import Fn

MOVES_DATA_ONLY = {
    "view": lambda x: x.reshape(4, 6),
    "identity_permute": lambda x: x.permute(0, 1, 2),
    "squeeze_of_nothing": lambda x: x.squeeze(0).clone(),
    "whole_slice": lambda x: x[:, :, 0:6],
    "expand_to_own_shape": lambda x: x.expand(2, 3, 4).reshape(24),
}
COMPUTES = {
    "transpose": lambda x: x.permute(0, 2, 1),
    "slice": lambda x: x[:, :, 1:3],
    "repeat": lambda x: x.repeat(1, 2, 1),
}


def _compile(fn, target):
    x = torch.randn(2, 3, 4)
    options = {} if target.endswith("FP") else dict(calibration=[(x,)])
    return armnpu.compile(Fn(fn).eval(), (x,), target=target, **options)


@pytest.mark.parametrize("target", ["TOSA-1.0+FP", "TOSA-1.0+INT"])
@pytest.mark.parametrize("name", MOVES_DATA_ONLY)
def test_data_movement_alone_stays_on_the_cpu(name, target):
    compiled = _compile(MOVES_DATA_ONLY[name], target)
    assert compiled.num_delegates == 0, compiled.summary()
    assert any("moves data only" in r.reason for r in compiled.rejections), compiled.rejections


@pytest.mark.parametrize("target", ["TOSA-1.0+FP", "TOSA-1.0+INT"])
@pytest.mark.parametrize("name", COMPUTES)
def test_a_real_transpose_slice_or_repeat_is_delegated(name, target):
    compiled = _compile(COMPUTES[name], target)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
