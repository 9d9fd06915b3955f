"""Which NPU a command stream was compiled for, read from the driver payload's CONFIG register.

regor writes CONFIG as `product << 28 | ...` (`ConfigRegisters()` in architecture/ethosu55|65|85),
with the product ids of armnpu.targets' `EthosUProduct.product_id`. The other fields differ by
architecture, so each product's register layout comes from its own ISA table:

- U55/U65: `macs_per_cc` = log2(MACs per cycle, all cores), `shram_size` = SHRAM KiB (all cores);
  the core count is not in the register but in armnpu.targets' table.
- U85: `macs_per_cc` = log2(MACs per cycle, all cores), `num_wd` = log2(cores)
  (`ArchEthosU85::ConfigRegister`).
"""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.npu.errors import NpuError
from armnpu.npu.isa import ETHOS_U55, ISAS, Isa
from armnpu.targets import (
    ETHOSU_PRODUCTS,
    ETHOSU_TARGETS,
    EthosUTarget,
    product_with_id,
)


@dataclass(frozen=True)
class NpuConfig:
    """What the driver payload's CONFIG action says about the accelerator."""

    target: EthosUTarget  # armnpu's table entry for the configuration
    cores: int
    isa: Isa
    fields: dict[str, int]  # the CONFIG register's fields, named by the product's ISA table
    config_word: int
    id_word: int

    @property
    def name(self) -> str:
        """The target name the program was compiled for, e.g. "ethos-u85-256"."""
        return self.target.name

    @property
    def family(self) -> str:
        return self.target.family

    @property
    def product(self) -> str:
        """The product's name, e.g. "Ethos-U85"."""
        return self.target.product.name

    @property
    def macs(self) -> int:
        """MACs per cycle, all cores together."""
        return self.target.macs

    def describe(self) -> str:
        cores = "1 core" if self.cores == 1 else f"{self.cores} cores"
        return f"{self.name} ({self.product}, {self.macs} MACs/cycle, {cores})"


def read_config(config_word: int, id_word: int) -> NpuConfig:
    """Decode CONFIG; raise NpuError for a product or configuration armnpu does not know."""
    # Every header puts `product` in bits 31:28 (tests/npu/test_isa.py checks), so any table reads it.
    product_id = ETHOS_U55.register("CONFIG", config_word)["product"]
    product = product_with_id(product_id)
    if product is None:
        known = ", ".join(f"{known.product_id} = {known.name}" for known in ETHOSU_PRODUCTS)
        raise NpuError(
            f"CONFIG register {config_word:#010x} names NPU product {product_id}, which armnpu does not know "
            f"(known products: {known})"
        )
    isa = ISAS[product.isa]
    fields = isa.register("CONFIG", config_word)
    macs = 1 << fields["macs_per_cc"]
    target = ETHOSU_TARGETS.get(f"{product.family}-{macs}")
    if target is None:
        configs = ", ".join(t for t, known in ETHOSU_TARGETS.items() if known.product == product)
        raise NpuError(
            f"CONFIG register {config_word:#010x} describes an {product.name} with {macs} MACs/cycle, which is no "
            f"configuration armnpu knows ({product.name} configurations: {configs})"
        )
    cores = (1 << fields["num_wd"]) if target.cores is None else target.cores
    return NpuConfig(target, cores, isa, fields, config_word, id_word)
