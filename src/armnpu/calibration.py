"""The names of the activation calibration methods. Torch-free, so the command line checks a name
before it imports anything heavy; `armnpu.quantizer.observers` maps each name to its observer."""

from __future__ import annotations

from armnpu.errors import ConfigError

CALIBRATION_METHODS = ("minmax", "moving_average", "histogram", "percentile", "mse")
DEFAULT_CALIBRATION_METHOD = "histogram"


def check_calibration_method(name: str) -> str:
    """`name` if it is a calibration method, else a ConfigError naming the accepted ones."""
    if name not in CALIBRATION_METHODS:
        raise ConfigError(f"unknown calibration method {name!r}; accepted: {', '.join(CALIBRATION_METHODS)}")
    return name
