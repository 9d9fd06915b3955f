"""A compiled program's memory against the board's: the SRAM and scratch arena Vela planned,
checked against the limits the configuration gives, and the scratch the runtime must provide.

The limits are the report data's (armnpu.report_data.limits), so compile's check and the report's gauges
agree: an SRAM size reaches both as Vela's `--arena-cache-size`, which also makes Vela plan for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from armnpu.errors import ArmNpuError

_UNITS = {"": 1, "b": 1, "kib": 1024, "mib": 1024**2, "gib": 1024**3}
_SIZE = re.compile(r"\s*(\d+)\s*([a-z]*)\s*", re.IGNORECASE)
ARENA_FLAG = "--arena-cache-size"


def parse_size(text: str, option: str) -> int:
    """Bytes from '262144', '256KiB' or '2MiB' (binary units only: a board's SRAM is sized in them)."""
    match = _SIZE.fullmatch(text)
    unit = match.group(2).lower() if match else None
    if match is None or unit not in _UNITS or int(match.group(1)) == 0:
        raise ArmNpuError(f"{option} {text!r}: expected a positive size in bytes, KiB or MiB, e.g. 262144 or 256KiB")
    return int(match.group(1)) * _UNITS[unit]


def with_sram_size(extra_flags: str | None, sram_size: int) -> str:
    """Vela's extra flags with the SRAM size as its arena/cache size; naming it twice is an error."""
    flags = (extra_flags or "").split()
    if any(flag.split("=", 1)[0] == ARENA_FLAG for flag in flags):
        raise ArmNpuError(f"--sram-size and {ARENA_FLAG} in --extra-vela-flags both give the SRAM size; give one")
    return " ".join([*flags, f"{ARENA_FLAG}={sram_size}"])


@dataclass(frozen=True)
class Overflow:
    partition: str
    memory: str  # "SRAM" or "scratch arena"
    used_bytes: int
    limit_bytes: int
    limit_note: str

    def __str__(self) -> str:
        return (f"{self.partition}: {self.memory} {self.used_bytes:,} bytes exceeds the limit of "
                f"{self.limit_bytes:,} bytes ({self.limit_note})")


def overflows(report: Any) -> list[Overflow]:
    """Every partition's SRAM (and scratch arena, where its limit is known) beyond the limit."""
    from armnpu.report_data.limits import arena_limit

    arena = arena_limit(report.target)
    found = []
    for partition in report.partitions:
        for row in partition.memory:
            if row.memory == "SRAM" and row.limit_bytes is not None and row.used_bytes > row.limit_bytes:
                found.append(Overflow(partition.name, "SRAM", row.used_bytes, row.limit_bytes, row.limit_note))
        scratch = partition.blob.get("scratch")
        if scratch is not None and arena.bytes is not None and scratch > arena.bytes:
            found.append(Overflow(partition.name, "scratch arena", scratch, arena.bytes, arena.note))
    return found


def scratch_bytes(report: Any) -> int | None:
    """The scratch buffer the runtime must provide: the largest any Ethos-U delegate asks for
    (delegates run one at a time and share it); None without an Ethos-U delegate."""
    sizes = [p.blob["scratch"] for p in report.partitions if "scratch" in p.blob]
    return max(sizes) if sizes else None
