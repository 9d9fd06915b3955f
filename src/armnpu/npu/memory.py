"""NPU memory: the base-pointer regions and feature-map addressing.

Regions (the runtime's base pointers): 0 read-only weights/constants (`weight_data`), 1 the
scratch arena (`scratch_size` bytes, holds every feature map incl. inputs/outputs), 2 fast
scratch, 3+ mem2mem / separate IO regions. The blob does not record the fast-scratch size, so
regions other than 0 and 1 grow on demand. SHRAM (the NPU's internal RAM, where DMAs in
INTERNAL mode put LUTs; the U85's LUT RAM) is a separate byte array. The U85 also keeps state
between operations outside memory: the chaining buffer (an OFM with CHAINED storage, read by the
next op) and the accumulators (kept with acc_output DISABLE, added back with acc_input KEEP).

Feature maps use four tiles: tile 0 is the top-left area of WIDTH0 x HEIGHT0 elements, tile 1
the columns right of it (HEIGHT1 rows), tile 2 the rows below tile 0, tile 3 the rows below
tile 1. Within a tile, NHWC element (y, x, c) is at `base + y*STRIDE_Y + x*STRIDE_X + c*esize`
and NHCWB16 element at `base + y*STRIDE_Y + (c//16)*STRIDE_C + (16*x + c%16)*esize`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np

from armnpu.npu.errors import NpuError

REGION_NAMES = {0: "weights", 1: "scratch", 2: "fast scratch"}
INTERNAL = -1  # the NPU's internal RAM (SHRAM, the U85's LUT RAM) where counters name a region


class AccessMeter(Protocol):
    """What counts the NPU's memory accesses while profiling (armnpu.npu.counters.Meter)."""

    def access(self, region: int, base: int, shape: tuple[int, ...], strides: tuple[int, ...], itemsize: int,
               write: bool) -> None: ...

    def span(self, region: int, addr: int, length: int, write: bool) -> None: ...


class Memory:
    def __init__(self, weight_data: bytes, scratch_size: int, shram_bytes: int) -> None:
        self.regions: dict[int, np.ndarray] = {
            0: np.frombuffer(bytes(weight_data), dtype=np.uint8),  # read-only, never written
            1: np.zeros(scratch_size, dtype=np.uint8),
        }
        self.fixed = {0, 1}
        self.shram = np.zeros(shram_bytes, dtype=np.uint8)
        self.chain: np.ndarray | None = None  # U85 chaining buffer, (H, W, C) int64
        self.acc: np.ndarray | None = None  # U85 accumulators kept for the next op, (H, W, C) int64
        self.meter: AccessMeter | None = None  # counts the NPU's accesses while profiling, else None

    def region(self, index: int, end: int, what: str) -> np.ndarray:
        """Region `index`, checked (or, if growable, grown) to hold bytes up to `end`."""
        buf = self.regions.get(index)
        if buf is None:
            if index in self.fixed or not 0 <= index < 8:
                raise NpuError(f"{what}: region {index} does not exist")
            buf = self.regions[index] = np.zeros(0, dtype=np.uint8)
        if end > len(buf):
            if index in self.fixed:
                raise NpuError(
                    f"{what}: needs bytes up to {end} of region {index} ({REGION_NAMES.get(index, 'region')}), "
                    f"which holds only {len(buf)} bytes"
                )
            grown = np.zeros(max(end, 2 * len(buf)), dtype=np.uint8)
            grown[: len(buf)] = buf
            buf = self.regions[index] = grown
        return buf

    def read_bytes(self, index: int, addr: int, length: int, what: str) -> np.ndarray:
        return self.region(index, addr + length, what)[addr : addr + length]

    def write_bytes(self, index: int, addr: int, data: np.ndarray, what: str) -> None:
        if index == 0:
            raise NpuError(f"{what}: writes to region 0, the read-only weights")
        self.region(index, addr + len(data), what)[addr : addr + len(data)] = data


@dataclass(frozen=True)
class FeatureMap:
    """A feature map as the IFM/IFM2/OFM registers describe it."""

    region: int
    bases: tuple[int, int, int, int]
    height0: int  # rows in tiles 0 and 2's split (HEIGHT0_M1 + 1)
    height1: int  # rows in tiles 1 and 3's split
    width0: int
    stride_x: int
    stride_y: int
    stride_c: int
    elem_size: int  # bytes: 1, 2 or 4
    signed: bool
    brick: bool  # NHCWB16
    zero_point: int
    chained: bool = False  # U85 CHAINED storage: the chaining buffer, not memory
    transpose: tuple[int, int, int] = (0, 1, 2)  # U85 OFM: the written tensor is logical.transpose(...)
    reverse: int | None = None  # U85 OFM: the logical axis (0 H, 1 W, 2 C) written in reverse order

    @property
    def dtype(self) -> np.dtype:
        return np.dtype(f"<{'i' if self.signed else 'u'}{self.elem_size}")

    def pieces(self, height: int, width: int) -> list[tuple[int, int, int, int, int]]:
        """The area's parts in each tile: (y0, y1, x0, x1, base address)."""
        w0 = min(width, self.width0)
        parts = [
            (0, min(height, self.height0), 0, w0, self.bases[0]),
            (0, min(height, self.height1), w0, width, self.bases[1]),
            (self.height0, height, 0, w0, self.bases[2]),
            (self.height1, height, w0, width, self.bases[3]),
        ]
        return [p for p in parts if p[1] > p[0] and p[3] > p[2]]

    def _layout(self, base: int, height: int, width: int, depth: int) -> tuple[tuple, tuple, int, int]:
        """(shape, byte strides, first byte, end byte) of one tile's part of the area."""
        es = self.elem_size
        if self.brick:
            # a single brick spans only the channels there are (the area may end at the region's end)
            shape: tuple[int, ...] = (height, width, -(-depth // 16), min(depth, 16))
            strides: tuple[int, ...] = (self.stride_y, 16 * es, self.stride_c, es)
        else:
            shape, strides = (height, width, depth), (self.stride_y, self.stride_x, es)
        lo = base + sum(min(0, (n - 1) * st) for n, st in zip(shape, strides))
        hi = base + sum(max(0, (n - 1) * st) for n, st in zip(shape, strides)) + es
        return shape, strides, lo, hi

    def byte_ranges(self, height: int, width: int, depth: int) -> list[tuple[int, int]]:
        """[first, end) byte range of each tile's part of the area."""
        return [self._layout(base, y1 - y0, x1 - x0, depth)[2:] for y0, y1, x0, x1, base in self.pieces(height, width)]

    def _view(self, memory: Memory, base: int, height: int, width: int, depth: int, what: str) -> np.ndarray:
        """A writable view of one tile's part of the area in region memory: (height, width, depth)
        for NHWC, (height, width, bricks, 16) for NHCWB16."""
        shape, strides, lo, hi = self._layout(base, height, width, depth)
        if lo < 0:
            raise NpuError(f"{what}: address {lo} before the start of region {self.region}")
        buf = memory.region(self.region, hi, what)
        origin = np.frombuffer(buf.data, dtype=self.dtype, count=1, offset=base)
        return np.lib.stride_tricks.as_strided(origin, shape=shape, strides=strides)

    def read(self, memory: Memory, height: int, width: int, depth: int, what: str) -> np.ndarray:
        """The area's element values as int64, shape (height, width, depth)."""
        if self.chained:
            chain = memory.chain
            if chain is None or chain.shape[0] < height or chain.shape[1] < width or chain.shape[2] < depth:
                have = None if chain is None else chain.shape
                raise NpuError(f"{what}: reads a {height}x{width}x{depth} chained input, the chaining buffer holds {have}")
            return chain[:height, :width, :depth]
        out = np.empty((height, width, depth), dtype=np.int64)
        for y0, y1, x0, x1, base in self.pieces(height, width):
            view = self._view(memory, base, y1 - y0, x1 - x0, depth, what)
            if memory.meter is not None:
                memory.meter.access(self.region, base, view.shape, view.strides, view.itemsize, write=False)
            if self.brick:
                view = view.reshape(y1 - y0, x1 - x0, -1)[:, :, :depth]
            out[y0:y1, x0:x1] = view
        return out

    def write(self, memory: Memory, values: np.ndarray, what: str) -> None:
        if self.chained:
            memory.chain = values.astype(np.int64)  # already clamped to the OFM type
            return
        if self.reverse is not None:
            values = np.flip(values, axis=self.reverse)
        if self.transpose != (0, 1, 2):
            values = values.transpose(self.transpose)
        if self.region == 0:
            raise NpuError(f"{what}: writes to region 0, the read-only weights")
        height, width, depth = values.shape
        values = values.astype(self.dtype)
        for y0, y1, x0, x1, base in self.pieces(height, width):
            view = self._view(memory, base, y1 - y0, x1 - x0, depth, what)
            if memory.meter is not None:
                memory.meter.access(self.region, base, view.shape, view.strides, view.itemsize, write=True)
            part = values[y0:y1, x0:x1]
            if self.brick:
                full, rest = divmod(depth, 16)
                if full:
                    view[:, :, :full] = part[:, :, : 16 * full].reshape(y1 - y0, x1 - x0, full, 16)
                if rest:
                    view[:, :, full, :rest] = part[:, :, 16 * full :]
            else:
                view[...] = part
