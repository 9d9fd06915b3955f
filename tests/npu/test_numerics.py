"""The output-stage arithmetic: rounding modes, 40-bit products, reciprocal scales."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from armnpu.npu.numerics import (
    Rounding,
    apply_scale,
    count_leading_zeros32,
    reciprocal_scale,
)


@pytest.mark.parametrize(
    "v, scale, shift, rounding, expected",
    [
        (3, 1, 1, Rounding.NATURAL, 2),  # 1.5 rounds up
        (-3, 1, 1, Rounding.NATURAL, -1),  # -1.5 rounds up too
        (-3, 1, 1, Rounding.TRUNCATE, -1),  # towards zero
        (3, 1, 1, Rounding.TRUNCATE, 1),
        (-5, 1, 2, Rounding.TRUNCATE, -1),
        (7, 5, 0, Rounding.NATURAL, 35),  # shift 0 adds nothing
        # DBL: shift > 31 adds +-2**30 to the round term (TOSA double rounding)
        # v * scale = 2**61 - 2**29, just under half of 2**62
        ((1 << 32) - 1, 1 << 29, 62, Rounding.NATURAL, 0),
        ((1 << 32) - 1, 1 << 29, 62, Rounding.DOUBLE, 1),
        (-((1 << 32) - 1), 1 << 29, 62, Rounding.NATURAL, 0),
        (-((1 << 32) - 1), 1 << 29, 62, Rounding.DOUBLE, -1),
        (3, 1, 1, Rounding.DOUBLE, 2),  # shift <= 31: DBL is NATURAL
    ],
)
def test_rounding_modes(v, scale, shift, rounding, expected):
    assert int(apply_scale(np.array([v]), scale, shift, rounding)[0]) == expected


def test_40_bit_products_are_exact():
    rng = np.random.default_rng(0)
    v = rng.integers(-(1 << 39), 1 << 39, size=200)
    scale = rng.integers(0, 1 << 32, size=200)
    shift = rng.integers(0, 64, size=200)
    got = apply_scale(v, scale, shift, Rounding.NATURAL)
    for a, s, h, g in zip(v.tolist(), scale.tolist(), shift.tolist(), got.tolist()):
        want = (a * s + ((1 << (h - 1)) if h else 0)) >> h
        assert g == max(min(want, (1 << 63) - 1), -(1 << 63))


def test_per_channel_broadcast():
    acc = np.array([[10, 10, 10]])
    got = apply_scale(acc, np.array([1, 3, 5]), np.array([0, 1, 2]), Rounding.NATURAL)
    assert got.tolist() == [[10, 15, 13]]  # 10, 30/2, 50/4 = 12.5 -> 13


@pytest.mark.parametrize("count", [1, 2, 3, 5, 7, 9, 16, 49, 63, 64, 65, 100])
def test_reciprocal_scale(count):
    multiplier, shift = (int(a) for a in reciprocal_scale(np.array([count])))
    assert (1 << 30) <= multiplier < (1 << 31) or count == 1
    assert abs(Fraction(multiplier, 1 << shift) - Fraction(1, count)) <= Fraction(1, 1 << 30)


def test_count_leading_zeros():
    v = np.array([0, 1, -1, 0x7FFFFFFF, 0x00010000, -(1 << 31)])
    assert count_leading_zeros32(v).tolist() == [32, 31, 0, 1, 15, 0]
