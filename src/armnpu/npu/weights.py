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
import os
import struct
from dataclasses import dataclass

import numpy as np
from ethosu import mlw_codec

from armnpu.forked import run_forked
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


def stream_order(layout: WeightLayout, core: int) -> tuple[np.ndarray, ...]:
    """(ofm, ky, kx, ifm, valid) index arrays, one entry per stream element in stream order.
    `ofm` counts the stripe's channels (core k's channel j is k + cores*j)."""
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
    return assemble(pieces, ofm_depth, ifm_depth)


def assemble(pieces: list[tuple[tuple[np.ndarray, ...], int, int]], ofm_depth: int, ifm_depth: int) -> tuple[np.ndarray, ...]:
    """A stream's (ofm, ky, kx, ifm, valid) order from its block patterns, each given with the
    first OFM and IFM channel of its block; positions outside the tensor are not valid."""
    if not pieces:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty, empty, empty.astype(bool)
    ofm = np.concatenate([pat[0] + o for pat, o, _ in pieces])
    ifm = np.concatenate([pat[3] + i for pat, _, i in pieces])
    ky = np.concatenate([pat[1] for pat, _, _ in pieces])
    kx = np.concatenate([pat[2] for pat, _, _ in pieces])
    valid = np.concatenate([pat[4] for pat, _, _ in pieces]) & (ofm < ofm_depth) & (ifm < ifm_depth)
    return ofm, ky, kx, ifm, valid


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
    weights = np.zeros((layout.ofm_depth, layout.kernel_h, layout.kernel_w, ifm), dtype=np.int64)
    for core, values in enumerate(streams):
        ofm, ky, kx, ifm_z, valid = stream_order(layout, core)
        if len(values) != len(ofm):
            raise NpuError(
                f"weight stream of core {core} decodes to {len(values)} weights, but a {layout.ofm_depth}x"
                f"{layout.kernel_h}x{layout.kernel_w}x{ifm} {layout.traversal} kernel with OFM blocks of "
                f"{layout.ofm_block_depth} takes {len(ofm)}"
            )
        v = np.asarray(values, dtype=np.int64)
        weights[core + layout.cores * ofm[valid], ky[valid], kx[valid], ifm_z[valid]] = v[valid]
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
    exit(1) on underrun), so where fork() exists the streams are decoded in a child process and
    a bad stream becomes an NpuError.
    """
    if not streams:
        return []
    if not hasattr(os, "fork"):
        return [np.asarray(mlw_codec.decode(bytearray(s)), dtype=np.int16) for s in streams]

    def decode_all(out) -> None:  # (count, int16 values) per stream
        for s in streams:
            values = array.array("h", mlw_codec.decode(bytearray(s))).tobytes()
            out.write(struct.pack("<Q", len(values)) + values)
            out.flush()  # so a later stream's failure does not lose this one

    data, status = run_forked(decode_all)
    results, pos = [], 0
    for index in range(len(streams)):
        if pos + 8 > len(data):
            where = labels[index] if labels else f"weight stream {index}"
            raise NpuError(
                f"{where} ({len(streams[index])} bytes) is not a valid MLW bitstream: "
                f"the decoder failed (exit status {os.waitstatus_to_exitcode(status)})"
            )
        (size,) = struct.unpack_from("<Q", data, pos)
        results.append(np.frombuffer(data, dtype=np.int16, count=size // 2, offset=pos + 8))
        pos += 8 + size
    return results
