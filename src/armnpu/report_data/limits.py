"""Memory use against what the configuration says about memory sizes.

Vela's .ini describes memory speeds, not sizes; the one size it may carry is `arena_cache_size`
(in a memory mode, possibly inherited), which `--arena-cache-size` overrides. It bounds the SRAM
Vela uses: the feature-map arena in Shared_Sram/Sram_Only, the cache in the Dedicated_Sram modes.
Anything else is reported as unknown rather than guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

from armnpu.errors import ArmNpuError
from armnpu.report_data.model import MemoryUse, Target
from armnpu.targets import ETHOSU_TARGETS, read_vela_ini, resolve_config_ini

_ARENA_FLAG = "--arena-cache-size"

# VelaSummary byte counts → the name Vela uses for that memory in its "*_storage_area" columns.
_MEMORIES = (
    ("sram_bytes", "SRAM"),
    ("dram_bytes", "DRAM"),
    ("on_chip_flash_bytes", "On-chip Flash"),
    ("off_chip_flash_bytes", "Off-chip Flash"),
)


@dataclass(frozen=True)
class Limit:
    bytes: Optional[int]
    note: str


def sram_limit(target: Target) -> Limit:
    """The SRAM Vela may use, from the Vela flags or the memory mode; unknown when neither says."""
    from_flag = _flag_value(target.extra_flags, _ARENA_FLAG)
    if from_flag is not None:
        return Limit(from_flag, f"{_ARENA_FLAG}={from_flag} in the Vela flags")
    value, section = memory_mode_value(target, "arena_cache_size")
    if value is None:
        return Limit(None, f"unknown: memory mode {target.memory_mode or '(none recorded)'} sets no arena_cache_size")
    inherited = "" if section == target.memory_mode else f" (from {section})"
    return Limit(int(float(value)), f"arena_cache_size of memory mode {target.memory_mode}{inherited}")


def arena_limit(target: Target) -> Limit:
    """The bound on the scratch arena: the SRAM limit when the memory mode keeps the arena in the
    memory Vela caches in (Shared_Sram, Sram_Only); unknown when the arena sits behind the cache."""
    arena, _ = memory_mode_value(target, "arena_mem_area")
    cache, _ = memory_mode_value(target, "cache_mem_area")
    if arena is not None and arena == cache:
        return sram_limit(target)
    mode = target.memory_mode or "(none recorded)"
    return Limit(None, f"unknown: memory mode {mode} puts the arena outside the SRAM")


def memory_mode_value(target: Target, key: str) -> tuple[Optional[str], str]:
    """A memory-mode key and the section that sets it, following `inherit=`; (None, "") when unset
    or the .ini is unreadable."""
    try:
        modes = read_vela_ini(resolve_config_ini(target.config_ini or "Arm/vela.ini")).memory_modes
    except ArmNpuError:
        return None, ""
    section, seen = target.memory_mode, set()
    while section in modes and section not in seen:
        seen.add(section)
        if key in modes[section]:
            return modes[section][key], section
        section = modes[section].get("inherit", "").removeprefix("Memory_Mode.")
    return None, ""


# The memory-mode key that places each base-pointer region: 0 the constants, 1 the arena (3 and 4,
# direct drive's input and output regions, live there too), 2 the fast scratch (the cache).
_REGION_AREAS = {0: "const_mem_area", 1: "arena_mem_area", 2: "cache_mem_area", 3: "arena_mem_area",
                 4: "arena_mem_area"}


def region_ports(target: Target) -> dict[int, int]:
    """The AXI port (0 or 1) each region's accesses go through, from the memory mode's Axi0/Axi1
    areas; a region the memory mode does not place is left out."""
    ports = {}
    for region, key in _REGION_AREAS.items():
        area, _ = memory_mode_value(target, key)
        if area is not None and area.strip().lower() in ("axi0", "axi1"):
            ports[region] = int(area.strip()[-1])
    return ports


def region_memories(target: Target) -> dict[int, str]:
    """The memory behind each region ("sram", "dram", "on_chip_flash", "off_chip_flash"): the system
    config's memory on the region's AXI port. Sram_Only's constants are in the SRAM, though Vela's
    summary names their area "On-chip Flash"."""
    try:
        configs = read_vela_ini(resolve_config_ini(target.config_ini or "Arm/vela.ini")).system_configs
    except ArmNpuError:
        return {}
    config = configs.get(target.system_config, {})
    memories = {}
    for region, port in region_ports(target).items():
        memory = config.get(f"axi{port}_port", "")
        if memory:
            memories[region] = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", memory).lower()  # OffChipFlash -> off_chip_flash
    return memories


def memory_use(vela: dict[str, Any], target: Target) -> list[MemoryUse]:
    """One row per memory Vela placed data in (SRAM always), with the limit where one is known."""
    rows = []
    for key, name in _MEMORIES:
        used = int(vela.get(key, 0))
        if used == 0 and name != "SRAM":
            continue
        holds = [what for what, area in (("feature maps", "feature_map_area"), ("weights", "weights_area"))
                 if _same_memory(vela.get(area, ""), name)]
        if name == "SRAM" and not holds and used:
            holds = ["cache for the arena and weights"]  # Dedicated_Sram: both live elsewhere
        if name == "SRAM":
            limit = sram_limit(target)
        else:
            limit = Limit(None, "unknown: Vela's .ini gives no memory sizes")
        rows.append(MemoryUse(name, used, limit.bytes, limit.note, " and ".join(holds)))
    return rows


def shram_bytes(target: str) -> Optional[int]:
    """The NPU's internal SHRAM per core (U55/U65), from armnpu.targets; None for the U85 or a TOSA target."""
    npu = ETHOSU_TARGETS.get(target.lower())
    return None if npu is None else npu.shram_bytes


def _same_memory(area: str, name: str) -> bool:
    return area.replace(" ", "").replace("-", "").lower() == name.replace(" ", "").replace("-", "").lower()


def _flag_value(flags: list[str], name: str) -> Optional[int]:
    tokens = [part for flag in flags for part in flag.replace("=", " ").split()]
    value = None
    for i, token in enumerate(tokens[:-1]):
        if token == name:
            value = tokens[i + 1]  # the last occurrence wins, as in argparse
    try:
        return None if value is None else int(float(value))
    except ValueError:
        return None
