"""Simulated counters: what each NPU command moved and computed, counted while the simulator runs it.

Counting is off unless a caller wraps runs in `recording()`; then every delegate run gets a
`Profile`, and each op the simulator executes adds to its command's `CommandCounts`:

- bytes and AXI data beats read and written per memory region (the base-pointer regions of
  `memory.py`; `memory.INTERNAL` is the NPU's own SHRAM / LUT RAM, which DMAs in INTERNAL mode fill).
  An access is counted where the simulator makes it: each feature-map tile part an op reads or
  writes, each DMA row, each weight and scale stream an op reads, each index a U85 indexed DMA
  reads. A beat is one bus-width word a contiguous run of bytes touches (a run of n bytes from
  address a spans (a + n - 1) // W - a // W + 1 beats, W the product's `axi_beat_bytes`);
- MAC operations: OFM elements x kernel taps x IFM depth for a convolution, OFM elements x taps
  for a depthwise convolution or a pool, OFM elements for an elementwise op or a resize;
- weight and scale stream bytes the op decodes;
- how many times the command ran (a U85 branch can run one more than once).

The simulator computes each op on whole feature maps, so each counts what its registers address,
once: the re-reads a real NPU makes of an IFM for each OFM block or weight pass are not in them.
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import math
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np

from armnpu.npu.ops import ConvOp, DepthwiseOp, ElementwiseOp, MatMulOp, Op, PoolOp, ResizeOp
from armnpu.npu.program import Program


@dataclass
class CommandCounts:
    """Everything one NPU_OP_* command did, over all the times it ran."""

    offset: int  # byte offset of the command in the register command stream
    command: str  # e.g. "NPU_OP_CONV"
    runs: int = 0
    read_bytes: dict[int, int] = field(default_factory=dict)  # region (or INTERNAL) -> bytes
    write_bytes: dict[int, int] = field(default_factory=dict)
    read_beats: dict[int, int] = field(default_factory=dict)
    write_beats: dict[int, int] = field(default_factory=dict)
    macs: int = 0
    weight_bytes: int = 0
    scale_bytes: int = 0


@dataclass
class Profile:
    """The counters of one delegate blob, over every run of it inside `recording()`."""

    blob_sha256: str
    config: str  # the accelerator config the blob was compiled for, e.g. "ethos-u55-128"
    beat_bytes: int
    runs: int = 0
    commands: dict[int, CommandCounts] = field(default_factory=dict)  # by command offset

    def totals(self) -> CommandCounts:
        """Every command's counts added up (offset -1, command "total")."""
        total = CommandCounts(-1, "total")
        for counts in self.commands.values():
            _add_into(total, counts)
        return total


class Meter:
    """Counts the accesses `Memory` users report while one op runs; memory.meter is one while profiling."""

    def __init__(self, beat_bytes: int) -> None:
        self.beat_bytes = beat_bytes
        self.current = CommandCounts(-1, "")

    def access(self, region: int, base: int, shape: tuple[int, ...], strides: tuple[int, ...], itemsize: int,
               write: bool) -> None:
        """An access to the elements of a strided area: `shape` and byte `strides` from address `base`."""
        count = math.prod(shape)
        if count == 0:
            return
        nbytes, beats = count * itemsize, _beats(base, shape, strides, itemsize, self.beat_bytes)
        c = self.current
        by_bytes, by_beats = (c.write_bytes, c.write_beats) if write else (c.read_bytes, c.read_beats)
        by_bytes[region] = by_bytes.get(region, 0) + nbytes
        by_beats[region] = by_beats.get(region, 0) + beats

    def span(self, region: int, addr: int, length: int, write: bool) -> None:
        """An access to `length` contiguous bytes."""
        self.access(region, addr, (length,), (1,), 1, write)


def _beats(base: int, shape: tuple[int, ...], strides: tuple[int, ...], itemsize: int, width: int) -> int:
    """Bus words touched, summed over the area's contiguous runs (each run is one burst)."""
    dims = [(n, s) for n, s in zip(shape, strides) if n > 1]
    run = itemsize
    while dims and dims[-1][1] == run:  # fold the innermost dims that continue the run
        run *= dims.pop()[0]
    starts = np.full(1, base, dtype=np.int64)
    for n, s in dims:
        starts = (starts[:, None] + np.arange(n, dtype=np.int64) * s).reshape(-1)
    return int(((starts + run - 1) // width - starts // width + 1).sum())


def macs(op: Op) -> int:
    """Multiply-accumulates the op performs (see the module docstring for what counts as one)."""
    if isinstance(op, MatMulOp):
        return math.prod(op.ofm_shape) * op.ifm_depth
    if isinstance(op, ConvOp):
        return math.prod(op.ofm_shape) * op.kernel.taps_h * op.kernel.taps_w * op.ifm_depth
    if isinstance(op, (DepthwiseOp, PoolOp)):
        return math.prod(op.ofm_shape) * op.kernel.taps_h * op.kernel.taps_w
    if isinstance(op, (ElementwiseOp, ResizeOp)):
        return math.prod(op.ofm_shape)
    return 0


class _Recorder:
    def __init__(self) -> None:
        self.profiles: dict[str, Profile] = {}

    def profile_for(self, blob: bytes, program: Program) -> Profile:
        key = hashlib.sha256(blob).hexdigest()
        profile = self.profiles.get(key)
        if profile is None:
            beat = program.config.target.product.axi_beat_bytes
            profile = self.profiles[key] = Profile(key, program.config.name, beat)
        return profile


_ACTIVE: contextvars.ContextVar[_Recorder | None] = contextvars.ContextVar("armnpu_npu_counters", default=None)


@contextlib.contextmanager
def recording() -> Iterator[list[Profile]]:
    """Count every delegate the simulator runs inside the block; the list fills with one Profile per
    distinct blob, in the order each first ran, when the block ends."""
    recorder = _Recorder()
    token = _ACTIVE.set(recorder)
    profiles: list[Profile] = []
    try:
        yield profiles
    finally:
        _ACTIVE.reset(token)
        profiles.extend(recorder.profiles.values())


def active_profile(blob: bytes, program: Program) -> Profile | None:
    """The Profile this run of `blob` counts into, or None when nothing is recording."""
    recorder = _ACTIVE.get()
    return None if recorder is None else recorder.profile_for(blob, program)


def count_op(profile: Profile, meter: Meter, op: Op) -> CommandCounts:
    """Point the meter at `op`'s counts (made on its first run); the op's static counts are added."""
    counts = profile.commands.get(op.offset)
    if counts is None:
        counts = profile.commands[op.offset] = CommandCounts(op.offset, op.name)
    counts.runs += 1
    counts.macs += macs(op)
    meter.current = counts
    for kind, region, addr, length in op.streams:
        meter.span(region, addr, length, write=False)
        if kind == "weight":
            counts.weight_bytes += length
        else:
            counts.scale_bytes += length
    return counts


def _add_into(total: CommandCounts, counts: CommandCounts) -> None:
    total.runs += counts.runs
    total.macs += counts.macs
    total.weight_bytes += counts.weight_bytes
    total.scale_bytes += counts.scale_bytes
    for name in ("read_bytes", "write_bytes", "read_beats", "write_beats"):
        into: dict[int, int] = getattr(total, name)
        for region, value in getattr(counts, name).items():
            into[region] = into.get(region, 0) + value
