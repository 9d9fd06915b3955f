"""What the Ethos-U55/U65 planner needs to know of the accelerator a stream was compiled for.

The driver payload's CONFIG register (`armnpu.npu.config`) gives the configuration and the SHRAM
size (all cores); the micro-block depths come from regor's accelerator tables
(`s_EthosU55Configs`, `s_EthosU65Configs` in architecture/ethosu55|65/ethos_u55|65.cpp).
"""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.npu.config import NpuConfig

SHRAM_BANK_BYTES = 1024
LUT_SLOT_BYTES = 256
LUT_AREA_BYTES = 2048


@dataclass(frozen=True)
class Accelerator:
    name: str
    cores: int
    ifm_ublock_depth: int
    ofm_ublock_depth: int
    shram_banks: int  # per core

    @property
    def shram_bytes(self) -> int:
        return self.shram_banks * SHRAM_BANK_BYTES

    def lut_address(self, table: int) -> int:
        """SHRAM byte address of LUT slot `table`: the LUT area is the last 2 KiB of SHRAM, in
        256-byte slots (an int16 LUT fills all eight). Where regor's Vela puts its LUT DMAs."""
        return self.shram_bytes - LUT_AREA_BYTES + table * LUT_SLOT_BYTES


# configuration -> (IFM micro-block depth, OFM micro-block depth)
_UBLOCK_DEPTHS = {
    "ethos-u55-32": (8, 4),
    "ethos-u55-64": (8, 8),
    "ethos-u55-128": (8, 8),
    "ethos-u55-256": (8, 8),
    "ethos-u65-256": (8, 8),
    "ethos-u65-512": (8, 8),
}


def accelerator_for(config: NpuConfig) -> Accelerator:
    ifm_ub, ofm_ub = _UBLOCK_DEPTHS[config.name]
    return Accelerator(config.name, config.cores, ifm_ub, ofm_ub, config.fields["shram_size"] // config.cores)
