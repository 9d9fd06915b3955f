"""Which Ethos-U55/U65 configuration a command stream was compiled for.

The driver payload's CONFIG register gives the product, MACs per cycle (all cores) and SHRAM
size (all cores); the micro-block depths and core count come from regor's accelerator tables
(`s_EthosU55Configs`, `s_EthosU65Configs` in architecture/ethosu55|65/ethos_u55|65.cpp).
"""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.npu.commands import NpuConfig
from armnpu.npu.errors import NpuError

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


# (product, MACs per cycle for all cores) -> (name, cores, IFM ublock depth, OFM ublock depth)
_CONFIGS = {
    (0, 32): ("ethos-u55-32", 1, 8, 4),
    (0, 64): ("ethos-u55-64", 1, 8, 8),
    (0, 128): ("ethos-u55-128", 1, 8, 8),
    (0, 256): ("ethos-u55-256", 1, 8, 8),
    (1, 256): ("ethos-u65-256", 1, 8, 8),
    (1, 512): ("ethos-u65-512", 2, 8, 8),
}
_PRODUCTS = {0: "Ethos-U55", 1: "Ethos-U65"}


def accelerator_for(config: NpuConfig | None) -> Accelerator:
    if config is None:
        raise NpuError("cmd_data has no CONFIG driver action, so the accelerator configuration is unknown")
    entry = _CONFIGS.get((config.product, config.macs_per_cycle))
    if entry is None:
        product = _PRODUCTS.get(config.product, f"product {config.product}")
        supported = ", ".join(name for name, *_ in _CONFIGS.values())
        raise NpuError(
            f"CONFIG register {config.config_word:#010x} describes {product} with {config.macs_per_cycle} MACs/cycle; "
            f"the simulator runs {supported}"
        )
    name, cores, ifm_ub, ofm_ub = entry
    return Accelerator(name, cores, ifm_ub, ofm_ub, config.shram_kib // cores)
