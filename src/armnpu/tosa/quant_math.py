"""Fixed-point arithmetic shared by lowerings: scale → (multiplier, shift)."""

from __future__ import annotations

import math

import numpy as np

# TOSA 1.0 RESCALE accepts shifts in [2, 62] for 32-bit multipliers.
MIN_SHIFT, MAX_SHIFT = 2, 62


def quantize_multiplier(scale: float, bits: int = 32) -> tuple[int, int]:
    """(multiplier, shift) with scale ≈ multiplier * 2**-shift and a (bits - 1)-bit multiplier
    (TOSA RESCALE: 32-bit multipliers, or 16-bit ones for int48 inputs)."""
    if scale < 0:
        raise ValueError(f"rescale factor must be non-negative, got {scale}")
    if scale == 0:
        return 0, MIN_SHIFT
    mantissa, exponent = math.frexp(scale)
    multiplier = round(mantissa * (1 << (bits - 1)))
    if multiplier == 1 << (bits - 1):
        multiplier //= 2
        exponent += 1
    shift = bits - 1 - exponent
    if shift > MAX_SHIFT:
        # Very small factors lose low multiplier bits rather than overflow the shift field.
        multiplier >>= shift - MAX_SHIFT
        shift = MAX_SHIFT
    if shift < MIN_SHIFT:
        raise ValueError(f"rescale factor {scale} is too large for a {bits}-bit TOSA RESCALE multiplier")
    return multiplier, shift


def quantize_multipliers(scales, bits: int = 32) -> tuple[list[int], list[int]]:
    pairs = [quantize_multiplier(float(s), bits) for s in np.atleast_1d(np.asarray(scales, dtype=np.float64))]
    return [m for m, _ in pairs], [s for _, s in pairs]


def quantize_value(value: float, scale: float, zero_point: int, qmin: int, qmax: int) -> int:
    """The integer code torch's quantize_per_tensor gives a real value."""
    if math.isinf(value):
        return qmin if value < 0 else qmax
    # Masks fill with float32's extremes (transformers' finfo.min): the quotient overflows to an
    # infinity, which the clamp saturates as torch does.
    with np.errstate(over="ignore"):
        code = np.round(np.float32(value) / np.float32(scale)) + zero_point
    # typeshed's min/max lose the numpy scalar's type (its __int__); the clamp stays in numpy's arithmetic
    return int(min(max(code, qmin), qmax))  # type: ignore[arg-type]
