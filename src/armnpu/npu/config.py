"""Which NPU a command stream was compiled for, read from the driver payload's CONFIG register.

regor writes CONFIG as `product << 28 | ...` (`ConfigRegisters()` in architecture/ethosu55|65|85):
product 0 is the Ethos-U55, 1 the U65, 2 the U85. The other fields differ by architecture, so each
product's register layout comes from its own ISA table:

- U55/U65: `macs_per_cc` = log2(MACs per cycle, all cores), `shram_size` = SHRAM KiB (all cores);
  the core count is not in the register (regor's `s_EthosU65Configs`: only the U65-512 has two).
- U85: `macs_per_cc` = log2(MACs per cycle, all cores), `num_wd` = log2(cores)
  (`ArchEthosU85::ConfigRegister`).
"""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.npu.errors import NpuError
from armnpu.npu.isa import ETHOS_U55, ETHOS_U85, Isa
from armnpu.targets import ETHOSU_TARGETS

# CONFIG product id -> (armnpu family, product name, the ISA its commands are written in)
_PRODUCTS: dict[int, tuple[str, str, Isa]] = {
    0: ("ethos-u55", "Ethos-U55", ETHOS_U55),
    1: ("ethos-u65", "Ethos-U65", ETHOS_U55),
    2: ("ethos-u85", "Ethos-U85", ETHOS_U85),
}
_TWO_CORES = {"ethos-u65-512"}  # U55/U65 configs with two cores (regor's s_EthosU65Configs)


@dataclass(frozen=True)
class NpuConfig:
    """What the driver payload's CONFIG action says about the accelerator."""

    family: str  # "ethos-u55", "ethos-u65" or "ethos-u85", as in armnpu.targets
    product: str  # "Ethos-U55", ...
    macs: int  # MACs per cycle, all cores together
    cores: int
    isa: Isa
    fields: dict[str, int]  # the CONFIG register's fields, named by the product's ISA table
    config_word: int
    id_word: int

    @property
    def name(self) -> str:
        """The target name the program was compiled for, e.g. "ethos-u85-256"."""
        return f"{self.family}-{self.macs}"

    def describe(self) -> str:
        cores = "1 core" if self.cores == 1 else f"{self.cores} cores"
        return f"{self.name} ({self.product}, {self.macs} MACs/cycle, {cores})"


def read_config(config_word: int, id_word: int) -> NpuConfig:
    """Decode CONFIG; raise NpuError for a product or configuration armnpu does not know."""
    # Every header puts `product` in bits 31:28 (tests/npu/test_isa.py checks), so any table reads it.
    product_id = ETHOS_U55.register("CONFIG", config_word)["product"]
    if product_id not in _PRODUCTS:
        known = ", ".join(f"{code} = {product}" for code, (_, product, _) in _PRODUCTS.items())
        raise NpuError(
            f"CONFIG register {config_word:#010x} names NPU product {product_id}, which armnpu does not know "
            f"(known products: {known})"
        )
    family, product, isa = _PRODUCTS[product_id]
    fields = isa.register("CONFIG", config_word)
    macs = 1 << fields["macs_per_cc"]
    name = f"{family}-{macs}"
    if family == "ethos-u85":
        cores = 1 << fields["num_wd"]
    else:
        cores = 2 if name in _TWO_CORES else 1
    if name not in ETHOSU_TARGETS:
        configs = ", ".join(t for t, target in ETHOSU_TARGETS.items() if target.family == family)
        raise NpuError(
            f"CONFIG register {config_word:#010x} describes an {product} with {macs} MACs/cycle, which is no "
            f"configuration armnpu knows ({product} configurations: {configs})"
        )
    return NpuConfig(family, product, macs, cores, isa, fields, config_word, id_word)
