"""Catalogue of Ethos-U accelerator configs and the Vela .ini files that describe their systems."""

from __future__ import annotations

import configparser
import functools
import importlib.util
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from armnpu.errors import ConfigError

Family = Literal["ethos-u55", "ethos-u65", "ethos-u85"]


@dataclass(frozen=True)
class EthosUTarget:
    name: str
    family: Family
    macs: int
    default_system_config: str
    default_memory_mode: str

    @property
    def u55_like(self) -> bool:
        """The U65 has the U55's operator set (and Vela's constraints for it); the U85 is the superset."""
        return self.family in ("ethos-u55", "ethos-u65")

    @property
    def merges_transposes(self) -> bool:
        """A TOSA TRANSPOSE runs on as few dims as merging allows. Vela 5.2 runs the U55's
        transposes faster on fewer dims (NCHW -> NHWC of 1x3x224x224: 112,896 cycles in 4-D,
        56,448 as 3x50176 -> 50176x3 on ethos-u55-128) and the U85's far slower (548,800 -> 92 M
        on ethos-u85-256); on the U65 it won on one model and lost on another."""
        return self.family == "ethos-u55"


# Per-family defaults: the configs Vela's own Arm/vela.ini ships for a typical board of each family.
_FAMILY_DEFAULTS: dict[Family, tuple[tuple[int, ...], str, str]] = {
    "ethos-u55": ((32, 64, 128, 256), "Ethos_U55_High_End_Embedded", "Shared_Sram"),
    "ethos-u65": ((256, 512), "Ethos_U65_High_End", "Dedicated_Sram_384KB"),
    "ethos-u85": ((128, 256, 512, 1024, 2048), "Ethos_U85_SYS_DRAM_Mid", "Sram_Only"),
}

ETHOSU_TARGETS: dict[str, EthosUTarget] = {
    f"{family}-{macs}": EthosUTarget(f"{family}-{macs}", family, macs, system_config, memory_mode)
    for family, (all_macs, system_config, memory_mode) in _FAMILY_DEFAULTS.items()
    for macs in all_macs
}


def get_ethosu_target(name: str) -> EthosUTarget:
    """Look up an accelerator config by name, case-insensitively."""
    key = name.strip().lower()
    if key in ETHOSU_TARGETS:
        return ETHOSU_TARGETS[key]
    family, _, macs = key.rpartition("-")
    if family in _FAMILY_DEFAULTS:
        valid_macs = ", ".join(str(m) for m in _FAMILY_DEFAULTS[family][0])
        raise ConfigError(
            f"Unknown Ethos-U target '{name}': the {family} has no {macs}-MAC config; "
            f"valid MAC counts for {family}: {valid_macs}"
        )
    raise ConfigError(f"Unknown Ethos-U target '{name}'; valid targets: {', '.join(ETHOSU_TARGETS)}")


def tosa_spec_for(target: EthosUTarget) -> str:
    """The TOSA spec string a target's partitions are lowered to."""
    # Every Ethos-U runs int8 and int16 activations. U55-like NPUs get the "u55" operator subset;
    # only the U85 runs TOSA control flow (cond_if / while_loop), hence "cf".
    return "TOSA-1.0+INT+int16+u55" if target.u55_like else "TOSA-1.0+INT+int16+cf"


def is_tosa_target(name: str) -> bool:
    """A target named by a TOSA spec string (TOSA-1.0+INT, ...) rather than an Ethos-U config."""
    return name.strip().upper().startswith("TOSA")


def tosa_targets() -> list[str]:
    """The TOSA spec strings offered to users targeting TOSA directly."""
    return ["TOSA-1.0+INT", "TOSA-1.0+FP"]


@dataclass(frozen=True)
class VgfTarget:
    """Vulkan devices with Arm's ML extensions (SPIR-V graphs and tensors): partitions are lowered to
    TOSA, then ML SDK's model-converter compiles them to a VGF file."""

    name: str
    default_tosa_spec: str  # both profiles: a quantized program lowers through INT, a float one through FP
    profile_specs: dict[str, str]  # the TOSA spec for each profile choice the command line offers

    def tosa_spec_for_profile(self, profile: str) -> str:
        key = "+".join(sorted(profile.strip().upper().split("+"), reverse=True))  # "FP+INT" == "INT+FP"
        if key not in self.profile_specs:
            raise ConfigError(f"Unknown TOSA profile '{profile}' for {self.name}; valid: {', '.join(self.profile_specs)}")
        return self.profile_specs[key]


VGF_TARGET = VgfTarget(
    "vgf",
    "TOSA-1.0+FP+INT+int4+int16",
    {"INT+FP": "TOSA-1.0+FP+INT+int4+int16", "INT": "TOSA-1.0+INT+int4+int16", "FP": "TOSA-1.0+FP"},
)


def is_vgf_target(name: str) -> bool:
    return name.strip().lower() == VGF_TARGET.name


@dataclass(frozen=True)
class VelaIni:
    """The [System_Config.X] and [Memory_Mode.X] sections of a Vela .ini, keys as written."""

    system_configs: dict[str, dict[str, str]]
    memory_modes: dict[str, dict[str, str]]


@functools.cache
def _vela_config_files_dir() -> Path:
    # Ask the import system rather than hard-coding a path, so the .ini always matches the Vela in use.
    spec = importlib.util.find_spec("ethosu")
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError("Vela (package 'ethos-u-vela') is not installed; cannot resolve its config files")
    return Path(next(iter(spec.submodule_search_locations))) / "config_files"


def resolve_config_ini(config_ini: str) -> Path:
    """An existing path as given, else a path inside the installed Vela's config_files folder."""
    given = Path(config_ini).expanduser()
    if given.is_file():
        return given.resolve()
    bundled = _vela_config_files_dir() / config_ini
    if bundled.is_file():
        return bundled.resolve()
    raise ConfigError(f"Vela config file '{config_ini}' not found: looked at {given.absolute()} and {bundled}")


def read_vela_ini(path: Path | str) -> VelaIni:
    """Parse a Vela .ini (cached; re-read when the file changes). Do not mutate the result."""
    path = Path(path).resolve()
    try:
        mtime_ns = path.stat().st_mtime_ns
    except OSError as exc:
        raise ConfigError(f"Cannot read Vela config file {path}: {exc.strerror}") from exc
    return _parse_vela_ini(path, mtime_ns)


@functools.cache
def _parse_vela_ini(path: Path, mtime_ns: int) -> VelaIni:
    # Vela's section and key names are case-sensitive and may contain '%', so no lowercasing or interpolation.
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read(path, encoding="utf-8")
    except configparser.Error as exc:
        raise ConfigError(f"Vela config file {path} is not a valid .ini file: {exc}") from exc
    sections: dict[str, dict[str, dict[str, str]]] = {"System_Config": {}, "Memory_Mode": {}}
    for section in parser.sections():
        kind, _, name = section.partition(".")
        if kind in sections and name:
            sections[kind][name] = dict(parser[section])
    return VelaIni(system_configs=sections["System_Config"], memory_modes=sections["Memory_Mode"])


_FAMILY_MENTION = re.compile(r"(?<![0-9])u(55|65|85)(?![0-9])")


def system_config_fits(name: str, family: str) -> bool:
    """A system config fits a family it names (Ethos_U55_...), or any family if it names none."""
    mentioned = {f"ethos-u{m}" for m in _FAMILY_MENTION.findall(name.lower())}
    return not mentioned or family in mentioned


def memory_mode_fits(name: str, family: str) -> bool:
    """Dedicated_Sram* puts a read-write arena behind the second AXI port, which is read-only on the U55."""
    return not (family == "ethos-u55" and name.startswith("Dedicated_Sram"))


def system_configs_for(family: str, ini: VelaIni) -> list[str]:
    return [name for name in ini.system_configs if system_config_fits(name, family)]


def memory_modes_for(family: str, ini: VelaIni) -> list[str]:
    return [name for name in ini.memory_modes if memory_mode_fits(name, family)]
