"""What a planner knows of memory contents before the program runs: weight_data, and the DMA
copies of it Vela inserts (weight and scale streams, LUTs) until an op overwrites them."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeVar

from armnpu.npu.errors import NpuError

_Mode = TypeVar("_Mode", bound=enum.Enum)


def mode(kind: type[_Mode], member: str, what: str) -> _Mode:
    """The shared kernels' mode named `member`, or an NpuError naming what is not simulated."""
    if member not in kind.__members__:
        raise NpuError(f"{what}: {kind.__name__} {member} is not simulated")
    return kind[member]


@dataclass
class Copy:
    """A DMA whose source bytes are known when planning (they come from region 0)."""

    region: int
    internal: bool
    addr: int
    data: bytes


class StaticMemory:
    def __init__(self, weight_data: bytes) -> None:
        self.weight_data = weight_data
        self.copies: list[Copy] = []

    def read(self, region: int, addr: int, length: int, what: str) -> bytes:
        """Bytes at region:addr as planned: weight_data itself, or a DMA copy of it."""
        if region == 0:
            end = addr + length
            if end > len(self.weight_data):
                raise NpuError(
                    f"{what}: reads bytes {addr}..{end} of region 0, but weight_data holds {len(self.weight_data)} bytes"
                )
            return self.weight_data[addr:end]
        for copy in reversed(self.copies):
            if copy.region == region and not copy.internal and copy.addr <= addr and addr + length <= copy.addr + len(copy.data):
                return copy.data[addr - copy.addr : addr - copy.addr + length]
        raise NpuError(f"{what}: reads its weights/scales from region {region} at {addr}, where no DMA put them")

    def copied(self, region: int, internal: bool, addr: int, src_region: int, src_addr: int, length: int) -> None:
        """A 1-D DMA ran: remember its bytes if they are constant data (a feature-map copy is not)."""
        if internal:
            return
        try:
            data = self.read(src_region, src_addr, length, "DMA")
        except NpuError:
            return  # its contents are only known when the program runs
        self.copies.append(Copy(region, internal, addr, data))

    def forget(self, region: int, lo: int, hi: int) -> None:
        """Something wrote region:[lo, hi): drop the DMA copies it overwrote."""
        self.copies = [c for c in self.copies if c.region != region or c.addr + len(c.data) <= lo or hi <= c.addr]
