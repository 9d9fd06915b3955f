"""Integer arithmetic of the Ethos-U55/U65 output stage, vectorised over numpy int64 arrays.

`apply_scale` is `(v * scale + round) >> shift` with the round term of each rounding mode, as
regor's reference `Scale()` (compiler/graphir_optimiser.cpp) and the TOSA specification's
`apply_scale_32` define it:

- NATURAL: `round = 2**(shift-1)` (round half up);
- DOUBLE: NATURAL plus `+2**30` for `v >= 0`, `-2**30` for `v < 0` when `shift > 31` (TOSA double
  round; U55/U65 `round_mode` DBL);
- TRUNCATE: towards zero (`round = 0` for `v >= 0`, `2**shift - 1` for `v < 0`);
- FLOOR: towards minus infinity (`round = 0`; U85 TRUNCATE_TO_LOWER);
- SYMMETRIC: half away from zero (`round = 2**(shift-1)`, one less for `v < 0`; U85 SYMMETRIC).

The planners map each architecture's round-mode registers to `Rounding`.

Products that could leave int64 (40-bit accumulators times 32-bit scales) are split so the
result stays exact.
"""

from __future__ import annotations

import enum

import numpy as np


class Rounding(enum.Enum):
    NATURAL = "natural"
    DOUBLE = "double"
    TRUNCATE = "truncate"
    FLOOR = "floor"
    SYMMETRIC = "symmetric"


_SAFE = 1 << 62


def apply_scale(v: np.ndarray, scale: np.ndarray | int, shift: np.ndarray | int, rounding: Rounding) -> np.ndarray:
    """`(v * scale + round) >> shift` for int64 `v`, unsigned 32-bit `scale`, `0 <= shift < 64`.

    `scale` and `shift` broadcast against `v` (per-channel scaling passes arrays over the last axis).
    """
    v = np.asarray(v, dtype=np.int64)
    scale = np.asarray(scale, dtype=np.int64)
    shift = np.asarray(shift, dtype=np.int64)
    round_ = _round_term(v, shift, rounding)
    vmax = int(np.abs(v).max(initial=0))
    smax = int(scale.max(initial=0))
    if vmax * smax < _SAFE and int(shift.max(initial=0)) < 63:  # |v*scale + round| < 2**63
        return (v * scale + round_) >> shift
    return _apply_scale_wide(v, scale, shift, round_)


def _round_term(v: np.ndarray, shift: np.ndarray, rounding: Rounding) -> np.ndarray:
    half = np.where(shift > 0, np.left_shift(np.int64(1), np.maximum(shift - 1, 0)), 0)
    if rounding is Rounding.NATURAL:
        return half
    if rounding is Rounding.DOUBLE:
        double = np.where(shift > 31, np.where(v >= 0, 1 << 30, -(1 << 30)), 0)
        return half + double
    if rounding is Rounding.TRUNCATE:
        return np.where(v >= 0, 0, np.left_shift(np.int64(1), shift) - 1)
    if rounding is Rounding.FLOOR:
        return np.zeros_like(shift)
    if rounding is Rounding.SYMMETRIC:
        return np.where((v < 0) & (shift > 0), half - 1, half)
    raise ValueError(f"unknown rounding mode {rounding}")


def _apply_scale_wide(v: np.ndarray, scale: np.ndarray, shift: np.ndarray, round_: np.ndarray) -> np.ndarray:
    # Exact big-integer fallback: only reached with 40-bit accumulators near their limits.
    shape = np.broadcast_shapes(v.shape, scale.shape, shift.shape)
    vo = np.broadcast_to(v, shape).astype(object)
    so = np.broadcast_to(scale, shape).astype(object)
    ho = np.broadcast_to(shift, shape).astype(object)
    ro = np.broadcast_to(round_, shape).astype(object)
    out = (vo * so + ro) >> ho
    return np.clip(out, -(1 << 63), (1 << 63) - 1).astype(np.int64)


def reciprocal_scale(count: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """TOSA's `reciprocal_scale`: (multiplier, shift) with `multiplier / 2**shift ~= 1 / count`."""
    count = np.asarray(count, dtype=np.int64)
    k = np.zeros_like(count)
    # k = 32 - clz(count - 1): the bit length of count - 1.
    m = count - 1
    while np.any(m > 0):
        k += m > 0
        m >>= 1
    numerator = ((1 << 30) + 1) << k
    return numerator // count, 30 + k


def wrap(v: np.ndarray, bits: int, signed: bool = True) -> np.ndarray:
    """The low `bits` bits of int64 values, read as a signed or unsigned `bits`-bit integer."""
    if bits >= 64:
        return v
    low = np.asarray(v, dtype=np.int64) & ((1 << bits) - 1)
    return np.where(low >= 1 << (bits - 1), low - (1 << bits), low) if signed else low


def count_leading_zeros32(v: np.ndarray) -> np.ndarray:
    """CLZ of int32 values taken as 32-bit patterns (CLZ(0) = 32)."""
    u = np.asarray(v, dtype=np.int64) & 0xFFFFFFFF
    n = np.full(u.shape, 32, dtype=np.int64)
    for bit in range(31, -1, -1):
        hit = (u >> bit) & 1 == 1
        n = np.where(hit & (n == 32), 31 - bit, n)
    return n
