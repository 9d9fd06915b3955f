"""One command-stream ISA table per Ethos-U architecture, generated from Arm's interface headers.

`ethos_u55` (from ethos_u65_interface.hpp; the U55 and U65 share it) and `ethos_u85` are plain
data written by `armnpu.npu.gen_isa`. `Isa` wraps one of them with the lookups the decoder and
the planners need, so that nothing picks an architecture's table at import time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType

from armnpu.npu.isa import ethos_u55, ethos_u85

# A command's named bitfields: (name, word, lsb, width); its disassembly: (shown name, field, kind).
Bitfield = tuple[str, int, int, int]
Shown = tuple[str, str, str | None]


@dataclass(frozen=True)
class Isa:
    name: str  # the architectures the table describes, e.g. "Ethos-U55/U65"
    arch_version: tuple[int, int, int]
    cmd0: dict[int, tuple[str, tuple[Bitfield, ...], tuple[Shown, ...]]]
    cmd1: dict[int, tuple[str, tuple[Bitfield, ...], tuple[Shown, ...]]]
    enums: dict[str, dict[int, str]]  # enum -> value -> name ("round_mode" -> 0 -> "DBL")
    enum_names: dict[str, dict[int, str]]  # the printable names Vela's disassembler shows
    registers: dict[str, tuple[tuple[str, int, int], ...]]  # "CONFIG" / "ID" -> (field, lsb, width)
    _field_enums: dict[tuple[str, str], str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The disassembly says which enum each enum-valued field holds (IFM_UPSCALE.mode: ifm_upscale_mode).
        field_enums = {
            (command, shown): kind
            for table in (self.cmd0, self.cmd1)
            for command, _, disassembly in table.values()
            for shown, _, kind in disassembly
            if kind in self.enums
        }
        object.__setattr__(self, "_field_enums", field_enums)

    def member(self, command: str, field: str, value: int) -> str:
        """The enum member an enum-valued field holds, e.g. member("NPU_SET_IFM_UPSCALE", "mode", 2) == "ZEROS";
        "<value>" for a value the enum does not name."""
        return self.enums[self._field_enums[command, field]].get(value, f"<{value}>")

    def register(self, register: str, word: int) -> dict[str, int]:
        """The named fields of a CONFIG or ID register word."""
        return {name: (word >> lsb) & ((1 << width) - 1) for name, lsb, width in self.registers[register]}


def _from_table(name: str, table: ModuleType) -> Isa:
    return Isa(name, table.ARCH_VERSION, table.CMD0, table.CMD1, table.ENUMS, table.ENUM_NAMES, table.REGISTERS)


ETHOS_U55 = _from_table("Ethos-U55/U65", ethos_u55)
ETHOS_U85 = _from_table("Ethos-U85", ethos_u85)

# ISA name (armnpu.targets' EthosUProduct.isa) -> its table
ISAS: dict[str, Isa] = {"ethos-u55": ETHOS_U55, "ethos-u85": ETHOS_U85}
