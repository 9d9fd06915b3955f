"""Ethos-U85 weight and scale streams: decode and put back in (O, H, W, I) order.

The element order is regor's `EthosU85WeightOrdering` (architecture/ethosu85/ethos_u85_weight_encoder.cpp):
OFM blocks of OFM_BLK_DEPTH channels; IFM blocks of the fixed IFM block depth, visited serpentine
(the direction flips with each OFM block and starts where the last one ended); sub-kernels of at
most 8x8 taps (fewer with dilation), W outer; IFM units; OFM micro-blocks; stride phases (part-kernel
and depthwise only); kernel rows with every odd row reversed; 8 IFM channels (1 for depthwise);
the OFM micro-block in groups of 4 channels; each group's 4 OFM x 8 IFM elements. A sub-kernel's
taps are padded to a multiple of 5 (part-kernel, 8-bit), 10 (part-kernel 16-bit or 2:4 sparse,
depthwise) or 1, and depthwise adds `_dwPaddingCount` empty taps on larger or 16-bit configurations.

With several cores, core k's stream holds OFM channels 4k..4k+3 of each 4*cores group of every
micro-block. SWD streams (MLW bitstreams, `ethosu.mlw_codec`) are one per core, at WEIGHT_BASE,
WEIGHT1_BASE, ...; an FWD stream (the fast weight decoder format, decoded here) is one for all
cores, interleaving the cores' orders in blocks (`EthosU85WeightOrderingFwd`). 2:4 sparse streams
hold every weight, zeros included, with 16 IFM channels per run and IFM blocks of 128 (8-bit).

Scale streams hold one 10-byte record per OFM channel, padded to the micro-block depth rounded
up to 16: Acc32 int32 bias, 31-bit scale, 6-bit shift; Acc48 int48 bias, 15-bit scale, 6-bit shift.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from armnpu.npu.errors import NpuError
from armnpu.npu.weights import (
    SCALE_ENTRY_BYTES,
    TRAVERSAL_DEPTH_FIRST,
    TRAVERSAL_DEPTHWISE,
    TRAVERSAL_PART_KERNEL,
    assemble,
)

_INTERLEAVE = 4  # OFM channels per group (InterleaveDepth)
_FWD_HEADER_BYTES = 32
_PAD = -1  # a padding slot in a sub-kernel's tap sequence


def ifm_block_depth(part_kernel: bool, ifm_bits: int, macs: int, ofm_ublock_depth: int, sparse: bool) -> int:
    """The fixed IFM block depth of convolutions (ArchEthosU85::FindBlockConfig); not in the stream."""
    if part_kernel:
        return 16
    if ifm_bits == 32 or (macs in (128, 256) and ofm_ublock_depth == 16 and not sparse):
        return 32
    return 128 if sparse and ifm_bits == 8 else 64


@dataclass(frozen=True)
class U85WeightLayout:
    ofm_depth: int
    ifm_depth: int  # 1 for depthwise
    kernel_h: int  # taps, not dilated
    kernel_w: int
    dilation_y: int
    dilation_x: int
    stride_y: int
    stride_x: int
    ofm_block_depth: int  # OFM_BLK_DEPTH_M1 + 1
    ofm_ublock_depth: int
    ifm_bits: int
    traversal: str
    cores: int
    macs: int
    sparse: bool = False  # 2:4 sparsity: the stream holds every weight, zeros included, in 16-deep IFM steps

    @property
    def ifm_block_depth(self) -> int:
        part_kernel = self.traversal == TRAVERSAL_PART_KERNEL
        return ifm_block_depth(part_kernel, self.ifm_bits, self.macs, self.ofm_ublock_depth, self.sparse)

    @property
    def ifm_unit(self) -> int:
        if self.traversal == TRAVERSAL_DEPTHWISE:
            return 1
        if self.traversal == TRAVERSAL_PART_KERNEL and self.ifm_bits == 16 and not self.sparse:
            return 8
        return self.ifm_block_depth

    @property
    def ifm_step(self) -> int:
        """IFM channels per OFM group element run."""
        return 1 if self.traversal == TRAVERSAL_DEPTHWISE else 16 if self.sparse else 8

    @property
    def taps_round(self) -> int:
        if self.traversal == TRAVERSAL_PART_KERNEL:
            return 10 if self.ifm_bits == 16 or self.sparse else 5
        return 10 if self.traversal == TRAVERSAL_DEPTHWISE else 1

    @property
    def fwd_block(self) -> int:
        """Elements per core and turn in an interleaved multi-core FWD stream."""
        return self.ofm_ublock_depth * self.ifm_unit * self.taps_round // self.cores


def _sub_kernel_slots(layout: U85WeightLayout, sky: int, sh: int, skx: int, sw: int) -> np.ndarray:
    """(wy, wx) per slot of one sub-kernel, in stream order; padding slots are (_PAD, _PAD)."""
    dw = layout.traversal == TRAVERSAL_DEPTHWISE
    sy, sx = (1, 1) if layout.traversal == TRAVERSAL_DEPTH_FIRST else (layout.stride_y, layout.stride_x)
    dw_pad = 0 if (layout.ifm_bits != 16 and layout.macs <= 256) else 2 if layout.macs <= 512 else 6
    skr = layout.taps_round
    remaining = -(-(sw * sh) // skr) * skr
    slots: list[tuple[int, int]] = []
    for sty in range(sy):
        rows = (sh + sy - 1 - sty) // sy
        for stx in range(sx):
            cols = (sw + sx - 1 - stx) // sx
            for ky in range(rows):
                for kxi in range(cols):
                    x = kxi if ky % 2 == 0 else cols - 1 - kxi
                    slots.append((sky + sty + ky * sy, skx + stx + x * sx))
                    remaining -= 1
                    if dw and remaining % skr == 0:
                        slots += [(_PAD, _PAD)] * dw_pad
    if remaining > 0:
        slots += [(_PAD, _PAD)] * (remaining + (dw_pad if dw else 0))
    return np.array(slots, dtype=np.int64).reshape(-1, 2)


@lru_cache(maxsize=256)
def _block_pattern(layout: U85WeightLayout, clipped_ofm: int, clipped_ifm: int, core: int) -> tuple[np.ndarray, ...]:
    """(ofm, wy, wx, ifm, is_tap) of one (OFM block, IFM block) pair for `core`, relative to the blocks."""
    dw = layout.traversal == TRAVERSAL_DEPTHWISE
    iub, oub, cores = layout.ifm_unit, layout.ofm_ublock_depth, layout.cores
    step = layout.ifm_step
    groups = np.arange(core * _INTERLEAVE, oub, _INTERLEAVE * cores)
    if len(groups) * _INTERLEAVE * cores != oub:
        raise NpuError(f"an OFM micro-block of {oub} channels does not split into groups of 4 over {cores} cores")
    # One slot's elements: IFM step (outer), OFM groups, group channel, IFM channel (inner).
    iui, ouz, oui, iz = np.meshgrid(np.arange(0, iub, step), groups, np.arange(_INTERLEAVE), np.arange(step), indexing="ij")
    inner_o, inner_i = np.ravel(ouz + oui), np.ravel(iui + iz)
    parts = []
    decomp_x, decomp_y = 8 // layout.dilation_x, 8 // layout.dilation_y
    for skx in range(0, layout.kernel_w, decomp_x):
        sw = min(layout.kernel_w - skx, decomp_x)
        for sky in range(0, layout.kernel_h, decomp_y):
            sh = min(layout.kernel_h - sky, decomp_y)
            slots = _sub_kernel_slots(layout, sky, sh, skx, sw)
            outer_i, outer_o, slot, inner = np.meshgrid(
                np.arange(0, 1 if dw else clipped_ifm, iub),
                np.arange(0, clipped_ofm, oub),
                np.arange(len(slots)),
                np.arange(len(inner_o)),
                indexing="ij",
            )
            wy, wx = slots[slot.ravel(), 0], slots[slot.ravel(), 1]
            parts.append((np.ravel(outer_o) + inner_o[inner.ravel()], wy, wx, np.ravel(outer_i) + inner_i[inner.ravel()], wy != _PAD))
    return tuple(np.concatenate([p[i] for p in parts]) for i in range(5))


def stream_order(layout: U85WeightLayout, core: int) -> np.ndarray:
    """Core `core`'s order as flat indices into the (O, KH, KW, I) weights, -1 for padding."""
    ifm_depth = 1 if layout.traversal == TRAVERSAL_DEPTHWISE else layout.ifm_depth
    ifm_bd, ofm_bd = layout.ifm_block_depth, layout.ofm_block_depth
    pieces = []
    ifm_block, direction = 0, -ifm_bd
    for ofm_block in range(0, layout.ofm_depth, ofm_bd):
        direction = -direction
        clipped_ofm = min(ofm_bd, layout.ofm_depth - ofm_block)
        z = ifm_block
        while 0 <= z < ifm_depth:  # serpentine over IFM blocks, resuming at the last one
            ifm_block = z
            pattern = _block_pattern(layout, clipped_ofm, min(ifm_bd, ifm_depth - z), core)
            pieces.append((pattern, ofm_block, z))
            z += direction
    return assemble(pieces, layout.ofm_depth, ifm_depth, (layout.kernel_h, layout.kernel_w))


def fwd_order(layout: U85WeightLayout) -> np.ndarray:
    """The order of an FWD stream: one core's order, or the cores' orders interleaved in blocks."""
    orders = [stream_order(layout, core) for core in range(layout.cores)]
    if layout.cores == 1:
        return orders[0]
    block = layout.fwd_block
    indices = []
    lengths = {len(order) for order in orders}
    if len(lengths) != 1:
        raise NpuError(f"the cores' FWD weight orders differ in length ({sorted(lengths)})")
    (length,) = lengths
    for start in range(0, length, block):
        for core in range(layout.cores):
            indices.append((core, start, min(start + block, length)))
    return np.concatenate([orders[c][a:b] for c, a, b in indices])


def decode_fwd(data: bytes, count: int, what: str) -> np.ndarray:
    """Decode an FWD (fast weight decoder) stream of `count` weights, written from regor's
    `ml_encode_fwd`: a 256-bit header (raw flag, small-LUT flag, 102 zero bits, 8-bit zero adjust,
    16 folded 9-bit LUT entries), then 8-bit raw values, 2-bit or 4-bit LUT indices; LSB first."""
    stream = np.frombuffer(bytes(data), dtype=np.uint8)
    if len(stream) < _FWD_HEADER_BYTES:
        raise NpuError(f"{what}: an FWD stream of {len(data)} bytes is shorter than its 32-byte header")
    header = np.unpackbits(stream[:_FWD_HEADER_BYTES], bitorder="little").astype(np.int64)

    def field(start: int, width: int) -> int:
        return int(header[start : start + width] @ (1 << np.arange(width)))

    raw, small = field(0, 1), field(1, 1)
    zero_adjust = field(104, 8)
    zero_adjust -= 256 if zero_adjust & 0x80 else 0
    folded = np.array([field(112 + 9 * i, 9) for i in range(16)], dtype=np.int64)
    lut = np.where(folded & 1, -(folded >> 1), folded >> 1)
    width = 8 if raw else 2 if small else 4
    per_byte = 8 // width
    body = stream[_FWD_HEADER_BYTES : _FWD_HEADER_BYTES + -(-count // per_byte)]
    if len(body) * per_byte < count:
        raise NpuError(f"{what}: an FWD stream of {len(data)} bytes holds fewer than the {count} weights its layout takes")
    # Symbols never straddle a byte (widths 2, 4, 8 after a 32-byte header): byte-wide shifts
    # split them, where a bit-per-element unpacking took 64 times the stream's size in memory.
    shifts = np.arange(0, 8, width, dtype=np.uint8)
    symbols = ((body[:, None] >> shifts) & ((1 << width) - 1)).reshape(-1)[:count]
    if raw:
        return symbols.view(np.int8).astype(np.int64) - zero_adjust
    return lut[symbols]


def unpack_scales_u85(data: bytes, ofm_depth: int, acc48: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(bias, scale, shift) int64 per OFM channel from an Acc32 or Acc48 scale stream."""
    need = ofm_depth * SCALE_ENTRY_BYTES
    if len(data) < need:
        raise NpuError(f"scale stream holds {len(data)} bytes, {ofm_depth} channels need {need}")
    raw = np.frombuffer(bytes(data[:need]), dtype=np.uint8).reshape(ofm_depth, SCALE_ENTRY_BYTES).astype(np.int64)
    bias_bytes, scale_bytes = (6, 2) if acc48 else (4, 4)
    bias = raw[:, :bias_bytes] @ (1 << (8 * np.arange(bias_bytes)))
    bias = np.where(bias >= 1 << (8 * bias_bytes - 1), bias - (1 << (8 * bias_bytes)), bias)
    scale = raw[:, bias_bytes : bias_bytes + scale_bytes] @ (1 << (8 * np.arange(scale_bytes)))
    scale &= (1 << (8 * scale_bytes - 1)) - 1  # 31-bit (Acc32) or 15-bit (Acc48) scale
    return bias, scale, raw[:, 8] & 0x3F
