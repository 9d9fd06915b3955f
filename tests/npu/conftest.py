"""Fixtures the simulator tests share."""

from __future__ import annotations

import pytest
import torch

import armnpu
from armnpu.verify.delegates import Delegate, ethosu_delegates


class Cond(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda v: v * 2.0, lambda v: v - 1.0, (x,))


@pytest.fixture(scope="module")
def cond_delegate() -> Delegate:
    """A COND_IF compiled for ethos-u85-256: one Ethos-U delegate with a branch in its command stream."""
    torch.manual_seed(0)
    x = torch.randn(1, 4, 3)
    calibration = [(x,), (x.abs() + 0.5,), (-x.abs() - 0.5,)]
    compiled = armnpu.compile(Cond(), (x,), target="ethos-u85-256", calibration=calibration)
    (delegate,) = ethosu_delegates(compiled)
    return delegate
