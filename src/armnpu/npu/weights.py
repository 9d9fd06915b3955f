"""Ethos-U55/U65 weight and scale streams: decode and put back in (O, H, W, I) order.

A weight stream is an MLW bitstream (decoded with `ethosu.mlw_codec.decode`) whose elements
follow regor's `EthosUWeightOrdering::GetNext` (architecture/ethosu55/ethos_u55_weight_encoder.cpp):
OFM blocks of OFM_BLK_DEPTH channels (split between cores), IFM blocks of 16 channels
(part-kernel-first or 16-bit IFM) or 32, sub-kernels of at most 8x8 (4x4 taps with dilation 2),
then IFM micro-blocks (part-kernel-first), OFM micro-blocks, kernel elements (padded to a multiple
of 4 for depthwise and part-kernel-first, 2 for 16-bit part-kernel-first), IFM micro-blocks
(depth-first), and the elements of one OFM x IFM micro-block. Out-of-range positions hold 0.

A scale stream holds 10 bytes per OFM channel: int40 bias, uint32 scale, 6-bit shift, little-endian.
With more than one core, core k's streams hold OFM channels k, k + cores, k + 2*cores, ...
"""

from __future__ import annotations

import array
import functools
import os
import struct
from dataclasses import dataclass
from typing import BinaryIO

import numpy as np
from ethosu import mlw_codec

from armnpu.forked import start_forked, usable_cores
from armnpu.npu.errors import NpuError

TRAVERSAL_DEPTH_FIRST, TRAVERSAL_PART_KERNEL, TRAVERSAL_DEPTHWISE = "depth_first", "part_kernel", "depthwise"
SCALE_ENTRY_BYTES = 10


def traversal_of(command_name: str, part_kernel: bool) -> str:
    """The weight traversal of a CONV or DEPTHWISE command (KERNEL_STRIDE.weight_order for a CONV)."""
    if command_name == "NPU_OP_DEPTHWISE":
        return TRAVERSAL_DEPTHWISE
    return TRAVERSAL_PART_KERNEL if part_kernel else TRAVERSAL_DEPTH_FIRST


@dataclass(frozen=True)
class WeightLayout:
    ofm_depth: int  # OFM channels of the stripe (all cores together)
    ifm_depth: int  # 1 for depthwise
    kernel_h: int  # taps, not dilated
    kernel_w: int
    dilation_y: int
    dilation_x: int
    ofm_block_depth: int  # OFM_BLK_DEPTH_M1 + 1
    ifm_bits: int
    traversal: str
    ofm_ublock_depth: int
    ifm_ublock_depth: int
    cores: int = 1


def stream_order(layout: WeightLayout, core: int) -> np.ndarray:
    """Core `core`'s stream order as flat indices into the (O, KH, KW, I) weights (`assemble`);
    core k's channel j is the stripe's channel k + cores*j."""
    dw = layout.traversal == TRAVERSAL_DEPTHWISE
    pk = layout.traversal == TRAVERSAL_PART_KERNEL
    ofm_depth = (layout.ofm_depth + layout.cores - 1 - core) // layout.cores
    ifm_depth = 1 if dw else layout.ifm_depth
    ifm_block = 16 if (pk or layout.ifm_bits == 16) else 32
    block = (layout.ofm_block_depth + layout.cores - 1 - core) // layout.cores

    # The order inside one (OFM block, IFM block) pair depends only on how far the pair is
    # clipped; build each distinct pattern once and offset it.
    patterns: dict[tuple[int, int], tuple[np.ndarray, ...]] = {}
    pieces = []
    for ofm_block_z in range(0, ofm_depth, block):
        clipped_ofm = min(block, ofm_depth - ofm_block_z)
        for ifm_block_z in range(0, ifm_depth, ifm_block):
            clipped_ifm = layout.ifm_ublock_depth if dw else min(ifm_block, ifm_depth - ifm_block_z) if pk else ifm_block
            key = (clipped_ofm, clipped_ifm)
            if key not in patterns:
                patterns[key] = _block_pattern(layout, clipped_ofm, clipped_ifm)
            pieces.append((patterns[key], ofm_block_z, ifm_block_z))
    return assemble(pieces, ofm_depth, ifm_depth, (layout.kernel_h, layout.kernel_w), (core, layout.cores))


def assemble(
    pieces: list[tuple[tuple[np.ndarray, ...], int, int]],
    ofm_depth: int,
    ifm_depth: int,
    kernel: tuple[int, int],
    ofm_channel: tuple[int, int] = (0, 1),
) -> np.ndarray:
    """A stream's order as flat indices into the (O, KH, KW, I) weights, -1 where the stream holds
    padding, from its block patterns, each given with the first OFM and IFM channel of its block.
    `ofm_channel` (first, step) maps the stream's OFM index to the weights' (a core's channels).

    Pieces sharing a pattern are placed together, with broadcasting: an LLM's LM head has tens of
    thousands of blocks, and per-block arrays took most of a decode program's first call."""
    lengths = np.array([len(pat[0]) for pat, _, _ in pieces], dtype=np.int64)
    starts = np.cumsum(lengths) - lengths
    order = np.empty(int(lengths.sum()), dtype=np.int64)
    groups: dict[int, list[int]] = {}
    for index, (pat, _, _) in enumerate(pieces):
        groups.setdefault(id(pat), []).append(index)
    kernel_h, kernel_w = kernel
    first, step = ofm_channel
    for members in groups.values():
        pat_ofm, pat_ky, pat_kx, pat_ifm, pat_valid = pieces[members[0]][0]
        tap = (pat_ky * kernel_w + pat_kx) * ifm_depth
        # A few million elements at a time: whole-tensor temporaries of an LM head (28 M weights)
        # made this 20 times slower on a busy host.
        chunk = max(1, (1 << 21) // max(1, len(pat_ofm)))
        for at in range(0, len(members), chunk):
            some = members[at : at + chunk]
            ofm = pat_ofm + np.array([pieces[m][1] for m in some], dtype=np.int64)[:, None]
            ifm = pat_ifm + np.array([pieces[m][2] for m in some], dtype=np.int64)[:, None]
            flat = (first + step * ofm) * (kernel_h * kernel_w * ifm_depth) + tap + ifm
            valid = pat_valid & (ofm < ofm_depth) & (ifm < ifm_depth)
            placed = np.where(valid, flat, -1)
            first_at, length = starts[some[0]], len(pat_ofm)
            if np.array_equal(starts[some], first_at + length * np.arange(len(some))):  # consecutive pieces
                order[first_at : first_at + placed.size] = placed.reshape(-1)
            else:
                order[starts[some][:, None] + np.arange(length)] = placed
    return order


def place_weights(values: np.ndarray, order: np.ndarray, weights: np.ndarray, what: str) -> None:
    """Put decoded stream `values` into `weights` (O, KH, KW, I) at the flat positions `order` gives."""
    if len(values) < len(order):
        raise NpuError(f"{what} decodes to {len(values)} weights, but its kernel layout takes {len(order)}")
    keep = order >= 0
    weights.reshape(-1)[order[keep]] = np.asarray(values[: len(order)])[keep]


def _block_pattern(layout: WeightLayout, clipped_ofm: int, clipped_ifm: int) -> tuple[np.ndarray, ...]:
    """(ofm, ky, kx, ifm, tap valid) of one block pair, relative to the block's first channels."""
    dw = layout.traversal == TRAVERSAL_DEPTHWISE
    pk = layout.traversal == TRAVERSAL_PART_KERNEL
    decomp_x, decomp_y = 8 // layout.dilation_x, 8 // layout.dilation_y
    round_to = 4 if dw else (2 if layout.ifm_bits == 16 else 4) if pk else 1
    oub, iub = layout.ofm_ublock_depth, layout.ifm_ublock_depth
    outer, inner = (clipped_ifm, 1) if pk else (1, clipped_ifm)
    parts = []
    for sub_y in range(0, layout.kernel_h, decomp_y):
        sub_h = min(layout.kernel_h - sub_y, decomp_y)
        for sub_x in range(0, layout.kernel_w, decomp_x):
            sub_w = min(layout.kernel_w - sub_x, decomp_x)
            elements = -(-sub_w * sub_h // round_to) * round_to
            # Loop nest, outermost first: IFM ublocks (part-kernel), OFM ublocks, kernel
            # elements, IFM ublocks (depth-first), OFM ublock depth, IFM ublock depth.
            a, b, e, d, oz, iz = np.meshgrid(
                np.arange(0, outer, iub),
                np.arange(0, clipped_ofm, oub),
                np.arange(elements),
                np.arange(0, inner, iub),
                np.arange(oub),
                np.arange(1 if dw else iub),
                indexing="ij",
            )
            ky, kx = e // sub_w, e % sub_w
            parts.append((b + oz, sub_y + ky, sub_x + kx, a + d + iz, ky < sub_h))
    return tuple(np.concatenate([np.ravel(p[i]) for p in parts]) for i in range(5))


def unpack_weights(streams: list[np.ndarray], layout: WeightLayout) -> np.ndarray:
    """Weights (O, KH, KW, I) of the stripe from each core's decoded stream values."""
    ifm = 1 if layout.traversal == TRAVERSAL_DEPTHWISE else layout.ifm_depth
    weights = np.zeros((layout.ofm_depth, layout.kernel_h, layout.kernel_w, ifm), dtype=np.int16)  # MLW decodes to int16
    for core, values in enumerate(streams):
        order = stream_order(layout, core)
        if len(values) != len(order):
            raise NpuError(
                f"weight stream of core {core} decodes to {len(values)} weights, but a {layout.ofm_depth}x"
                f"{layout.kernel_h}x{layout.kernel_w}x{ifm} {layout.traversal} kernel with OFM blocks of "
                f"{layout.ofm_block_depth} takes {len(order)}"
            )
        place_weights(values, order, weights, f"weight stream of core {core}")
    return weights


def unpack_scales(streams: list[bytes], ofm_depth: int, cores: int) -> tuple[np.ndarray, ...]:
    """(bias int64, scale int64, shift int64) per OFM channel from each core's scale stream."""
    bias = np.zeros(ofm_depth, dtype=np.int64)
    scale = np.zeros(ofm_depth, dtype=np.int64)
    shift = np.zeros(ofm_depth, dtype=np.int64)
    for core, data in enumerate(streams):
        count = (ofm_depth + cores - 1 - core) // cores
        if len(data) < count * SCALE_ENTRY_BYTES:
            raise NpuError(
                f"scale stream of core {core} holds {len(data)} bytes, {count} channels need "
                f"{count * SCALE_ENTRY_BYTES}"
            )
        raw = np.frombuffer(bytes(data[: count * SCALE_ENTRY_BYTES]), dtype=np.uint8).reshape(count, 10)
        b = raw[:, :5].astype(np.int64) @ (1 << (8 * np.arange(5, dtype=np.int64)))
        b = np.where(b >= 1 << 39, b - (1 << 40), b)
        s = raw[:, 5:9].astype(np.int64) @ (1 << (8 * np.arange(4, dtype=np.int64)))
        channels = np.arange(core, ofm_depth, cores)
        bias[channels], scale[channels], shift[channels] = b, s, raw[:, 9] & 0x3F
    return bias, scale, shift


def decode_mlw(streams: list[bytes], labels: list[str] | None = None) -> list[np.ndarray]:
    """Decode MLW weight streams; `labels` say where each comes from, for error messages.

    `mlw_codec.decode` ends the whole process on a malformed stream (its bit reader calls
    exit(1) on underrun), so where fork() exists the streams are decoded in child processes, one
    per usable core with about equal bytes each (an LLM holds 100 M weights or more), and a bad
    stream becomes an NpuError.
    """
    if not streams:
        return []
    if not hasattr(os, "fork"):
        return [np.asarray(mlw_codec.decode(bytearray(s)), dtype=np.int16) for s in streams]
    shares = _shares([len(s) for s in streams], usable_cores())
    children = [start_forked(functools.partial(_decode_share, [streams[i] for i in share])) for share in shares]
    results: list[np.ndarray] = [np.zeros(0, dtype=np.int16)] * len(streams)
    for share, child in zip(shares, children):
        data, status = child.finish()
        pos = 0
        for index in share:
            if pos + 8 > len(data):
                where = labels[index] if labels else f"weight stream {index}"
                raise NpuError(
                    f"{where} ({len(streams[index])} bytes) is not a valid MLW bitstream: "
                    f"the decoder failed (exit status {os.waitstatus_to_exitcode(status)})"
                )
            (size,) = struct.unpack_from("<Q", data, pos)
            results[index] = np.frombuffer(data, dtype=np.int16, count=size // 2, offset=pos + 8)
            pos += 8 + size
    return results


def _decode_share(streams: list[bytes], out: BinaryIO) -> None:
    """In a child: (byte count, int16 values) per stream."""
    for s in streams:
        values = array.array("h", mlw_codec.decode(bytearray(s))).tobytes()
        out.write(struct.pack("<Q", len(values)) + values)
        out.flush()  # so a later stream's failure does not lose this one


def _shares(sizes: list[int], count: int) -> list[list[int]]:
    """Stream indices in `count` consecutive runs of about equal total size (empty runs dropped)."""
    total, filled = sum(sizes), 0
    shares: list[list[int]] = []
    run: list[int] = []
    for index, size in enumerate(sizes):
        run.append(index)
        filled += size
        if filled * count >= total * (len(shares) + 1) and len(shares) < count - 1:
            shares.append(run)
            run = []
    return shares + [run] if run else shares
