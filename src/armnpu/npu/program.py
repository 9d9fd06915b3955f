"""A planned delegate: the operations a planner made of a blob, ready to run on any input."""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.formats.vela_bin_stream import VelaIO
from armnpu.npu.config import NpuConfig
from armnpu.npu.ops import Op


@dataclass
class Program:
    config: NpuConfig  # the NPU the blob was compiled for
    ops: list[Op]
    weight_data: bytes
    scratch_size: int
    inputs: list[VelaIO]
    outputs: list[VelaIO]
    internal_bytes: int  # the NPU's internal RAM that DMAs reach with region_mode INTERNAL (U55/U65: SHRAM)
