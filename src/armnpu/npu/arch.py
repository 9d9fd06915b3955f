"""What the Ethos-U55/U65 planner needs to know of the accelerator a stream was compiled for.

The driver payload's CONFIG register (`armnpu.npu.config`) gives the configuration and the SHRAM
size (all cores); the cores, micro-block depths and LUT size come from armnpu.targets' table.
"""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.npu.config import NpuConfig
from armnpu.npu.errors import NpuError

SHRAM_BANK_BYTES = 1024
LUT_SLOT_BYTES = 256  # ACTIVATION TABLE_n addresses the LUT area in slots of this size


@dataclass(frozen=True)
class Accelerator:
    name: str
    cores: int
    ifm_ublock_depth: int
    ofm_ublock_depth: int
    shram_banks: int  # per core
    lut_bytes: int  # the LUT area at the end of SHRAM

    @property
    def shram_bytes(self) -> int:
        return self.shram_banks * SHRAM_BANK_BYTES

    def lut_address(self, table: int) -> int:
        """SHRAM byte address of LUT slot `table`: the LUT area is the last 2 KiB of SHRAM, in
        256-byte slots (an int16 LUT fills all eight). Where regor's Vela puts its LUT DMAs."""
        return self.shram_bytes - self.lut_bytes + table * LUT_SLOT_BYTES


def accelerator_for(config: NpuConfig) -> Accelerator:
    target = config.target
    if target.ublock_depths is None:
        raise NpuError(f"{config.describe()} has no U55/U65 micro-block; its stream needs another planner")
    ifm_ub, ofm_ub = target.ublock_depths
    shram_banks = config.fields["shram_size"] // config.cores
    return Accelerator(config.name, config.cores, ifm_ub, ofm_ub, shram_banks, target.product.lut_bytes)
