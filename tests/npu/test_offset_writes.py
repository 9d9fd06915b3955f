"""Where Vela 5.2.0 puts the result of a RESCALE of int32 data that a PAD places inside a larger
tensor, on the Ethos-U55/U65.

Vela writes the RESCALE's last MUL at the PAD output's origin, where the pad's constant is then
copied, instead of at the PAD's offset: the command stream itself is wrong, and the simulator
runs it as written (so it differs from the TOSA reference model). Followed by a full-range CLAMP,
which Vela fuses into that MUL, the RESCALE is written at its offset: armnpu's lowering adds the
CLAMP (vela-workaround in armnpu.tosa.lowering). When Vela is upgraded and the first test fails,
check whether the workaround is still needed."""

from __future__ import annotations

import numpy as np
import pytest
import tosa_serializer as ts

from armnpu.npu.executor import load_program
from armnpu.npu.memory import FeatureMap
from armnpu.npu.ops import ElementwiseOp, PoolOp
from tests.npu.harness import TARGETS, assert_bit_exact, compile_tosa, random_int8
from tests.npu.tosa_builder import Graph

SHAPE, LEFT = (1, 3, 8, 48), 4  # the PAD puts LEFT columns of its constant before the data


def _padded_sum(clamped: bool) -> bytes:
    """int8 x -> (x/2 + x/4 in int32) -> RESCALE to int8 [-> CLAMP] -> PAD LEFT columns."""
    g = Graph()
    x = g.input(SHAPE)
    wide = g.binary(ts.Op.ADD, g.rescale(x, 0.5, np.int32), g.rescale(x, 0.25, np.int32))
    y = g.rescale(wide, 0.01, np.int8, output_zp=-3)
    if clamped:
        y = g.clamp(y, -128, 127)
    return g.serialize(g.pad(y, [(0, 0), (0, 0), (LEFT, 0), (0, 0)], -3))


def _writes(blob: bytes) -> tuple[FeatureMap, FeatureMap]:
    """The OFMs of the last elementwise op (the RESCALE's last MUL) and of the pad's copy (a pool)."""
    ops = load_program(blob).ops
    last_mul = [op for op in ops if isinstance(op, ElementwiseOp)][-1]
    pad_copy = [op for op in ops if isinstance(op, PoolOp)][-1]
    return last_mul.out.ofm, pad_copy.out.ofm


def test_vela_writes_the_rescale_at_the_pad_origin():
    tosa = _padded_sum(clamped=False)
    blob = compile_tosa(tosa, "ethos-u55-128")
    data, pad = _writes(blob)
    assert data.bases[0] == pad.bases[0], "Vela now writes the RESCALE at its offset: re-check the CLAMP workaround"
    with pytest.raises(AssertionError, match="elements differ"):
        assert_bit_exact(tosa, blob, [random_int8(np.random.default_rng(0), SHAPE)])


@pytest.mark.parametrize("target", TARGETS)
def test_a_clamp_after_the_rescale_puts_it_at_its_offset(target):
    tosa = _padded_sum(clamped=True)
    blob = compile_tosa(tosa, target)
    data, pad = _writes(blob)
    assert not pad.brick and data.bases[0] == pad.bases[0] + LEFT * pad.stride_x
    assert_bit_exact(tosa, blob, [random_int8(np.random.default_rng(0), SHAPE)])
