"""Errors raised by the NPU simulator."""

from __future__ import annotations

from armnpu.errors import ArmNpuError


class NpuError(ArmNpuError, ValueError):
    """A command stream, weight stream or delegate blob the simulator cannot run; the message
    names the offset and what was expected."""
