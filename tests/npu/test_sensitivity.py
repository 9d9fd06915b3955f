"""The bit-exactness comparison is sharp: a deliberately wrong rounding, LUT or averaging rule
makes it fail."""

from __future__ import annotations

import numpy as np
import pytest

from armnpu.npu import numerics, ops
from tests.npu.harness import assert_bit_exact, compile_tosa
from tests.npu.tosa_builder import Graph


def _conv_graph(double_round: bool) -> tuple[bytes, tuple[int, ...]]:
    rng = np.random.default_rng(11)
    g = Graph()
    x = g.input((1, 8, 8, 16))
    weights = rng.integers(-1, 2, size=(24, 3, 3, 16), dtype=np.int8)
    acc = g.conv2d(x, weights, rng.integers(-99, 99, size=24, dtype=np.int32), (1, 1), (1, 1), (1, 1, 1, 1))
    # 2**-4 puts a sixteenth of the results exactly on a rounding tie; 1.5 * 2**-6 needs a shift
    # of 37 > 31, where double rounding moves results within 2**-7 of a tie.
    y = g.rescale(acc, [2.0**-4] * 12 + [1.5 * 2.0**-6] * 12, np.int8, output_zp=0, double_round=double_round)
    return g.serialize(y), (1, 8, 8, 16)


def _input(shape):
    return [np.random.default_rng(2).integers(-128, 128, size=shape, dtype=np.int8)]


@pytest.mark.parametrize("double_round", [False, True])
def test_wrong_rounding_rule_fails(monkeypatch, double_round):
    tosa, shape = _conv_graph(double_round)
    blob = compile_tosa(tosa)
    assert_bit_exact(tosa, blob, _input(shape))  # the real rule passes
    real = numerics._round_term

    def half_away_from_zero(v, shift, rounding):  # a plausible but wrong rule
        half = real(v, shift, numerics.Rounding.NATURAL)
        return np.where(v < 0, half - 1, half)

    monkeypatch.setattr(numerics, "_round_term", half_away_from_zero)
    with pytest.raises(AssertionError, match="differ"):
        assert_bit_exact(tosa, blob, _input(shape))


def test_wrong_lut_index_fails(monkeypatch):
    g = Graph()
    x = g.input((1, 4, 4, 16))
    y = g.table(x, np.random.default_rng(4).integers(-128, 128, size=256, dtype=np.int8))
    tosa = g.serialize(y)
    blob = compile_tosa(tosa)
    assert_bit_exact(tosa, blob, _input((1, 4, 4, 16)))
    real = ops.OutputStage._lut

    def off_by_one(self, v, memory, *where):
        return real(self, np.clip(v + 1, -128, 127), memory, *where)

    monkeypatch.setattr(ops.OutputStage, "_lut", off_by_one)
    with pytest.raises(AssertionError, match="differ"):
        assert_bit_exact(tosa, blob, _input((1, 4, 4, 16)))


def test_wrong_padded_average_rule_fails(monkeypatch):
    g = Graph()
    x = g.input((1, 7, 7, 8))
    tosa = g.serialize(g.avg_pool(x, (3, 3), (1, 1), (1, 1, 1, 1), input_zp=3, output_zp=-2))
    blob = compile_tosa(tosa)
    assert_bit_exact(tosa, blob, _input((1, 7, 7, 8)))

    def divide_by_kernel_size(count):  # averaging over the padding too
        return numerics.reciprocal_scale(np.full_like(count, 9))

    monkeypatch.setattr(ops, "reciprocal_scale", divide_by_kernel_size)
    with pytest.raises(AssertionError, match="differ"):
        assert_bit_exact(tosa, blob, _input((1, 7, 7, 8)))


def test_ignoring_double_rounding_fails(monkeypatch):
    tosa, shape = _conv_graph(double_round=True)
    blob = compile_tosa(tosa)
    real = numerics._round_term
    monkeypatch.setattr(numerics, "_round_term", lambda v, shift, rounding: real(v, shift, numerics.Rounding.NATURAL))
    with pytest.raises(AssertionError, match="differ"):
        assert_bit_exact(tosa, blob, _input(shape))
