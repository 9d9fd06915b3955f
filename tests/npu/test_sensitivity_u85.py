"""Each Ethos-U85 rule inferred from Vela's source (README, "NPU simulator") is pinned: the case
passes with the rule, and fails with a plausible wrong one."""

from __future__ import annotations

import dataclasses
from collections import OrderedDict

import numpy as np
import pytest
import tosa_serializer as ts

from armnpu.npu import branch, executor, ops, planner_u85, weights_u85
from armnpu.npu.errors import NpuError
from armnpu.targets import ETHOSU_TARGETS
from armnpu.verify.delegates import check_delegate
from tests.npu.harness import assert_bit_exact, compile_tosa
from tests.npu.test_branch import cond_inputs
from tests.npu.test_indexed_dma import indexed_graph, indexed_inputs
from tests.npu.test_int16_u85 import CASES, table
from tests.npu.test_ops import U85_CASES, _attr, _comparison
from tests.npu.tosa_builder import Graph


def _fresh_plans(monkeypatch) -> None:
    """Plans and weight patterns are cached; a perturbed rule must be planned anew."""
    monkeypatch.setattr(executor, "_CACHE", OrderedDict())
    weights_u85._block_pattern.cache_clear()
    monkeypatch.setattr(weights_u85, "_block_pattern", weights_u85._block_pattern.__wrapped__)


def _inputs(shapes, seed=5):
    rng = np.random.default_rng(seed)
    return [rng.integers(np.iinfo(d).min, int(np.iinfo(d).max) + 1, size=s, dtype=d) for s, d in shapes]


def _sharp(monkeypatch, tosa, shapes, target, perturb) -> None:
    blob = compile_tosa(tosa, target)
    xs = _inputs(shapes)
    assert_bit_exact(tosa, blob, xs)  # the rule as modelled passes
    _fresh_plans(monkeypatch)
    perturb()
    # a wrong rule gives wrong values, or a weight layout that does not fit the stream
    with pytest.raises((AssertionError, NpuError), match="differ|weights its layout takes"):
        assert_bit_exact(tosa, blob, xs)


def _conv(ic=100, oc=40, kernel=(3, 3), depthwise=False):
    rng = np.random.default_rng(3)
    g = Graph()
    x = g.input((1, 6, 6, ic))
    if depthwise:
        acc = g.depthwise(x, rng.integers(-127, 128, size=(*kernel, ic, 1), dtype=np.int8), np.zeros(ic, np.int32), (1, 1), (1, 1), (1, 1, 1, 1))
        oc = ic
    else:
        acc = g.conv2d(x, rng.integers(-127, 128, size=(oc, *kernel, ic), dtype=np.int8), np.zeros(oc, np.int32), (1, 1), (1, 1), (1, 1, 1, 1))
    taps = kernel[0] * kernel[1] * (1 if depthwise else ic)
    y = g.rescale(acc, 1.0 / (128 * np.sqrt(taps) * 20), np.int8)
    return g.serialize(y), [((1, 6, 6, ic), np.int8)]


def test_ifm_block_depth_rule(monkeypatch):
    """The IFM block depth (64 here, regor's FindBlockConfig) is not in the stream."""
    tosa, shapes = _conv()
    _sharp(monkeypatch, tosa, shapes, "ethos-u85-256", lambda: monkeypatch.setattr(weights_u85, "ifm_block_depth", lambda *a: 32))


def test_micro_block_depth_table(monkeypatch):
    """ACC_FORMAT.microblock names the micro-block's H x W; its depth comes from the MAC count."""
    tosa, shapes = _conv()
    right = ETHOSU_TARGETS["ethos-u85-256"]
    wrong = dataclasses.replace(right, ofm_ublocks={name: 24 - depth for name, depth in right.ofm_ublocks.items()})
    _sharp(monkeypatch, tosa, shapes, "ethos-u85-256", lambda: monkeypatch.setitem(ETHOSU_TARGETS, right.name, wrong))


def test_multi_core_interleave(monkeypatch):
    """With two or more cores each core's stream takes 4 of every 4 x cores OFM channels."""
    tosa, shapes = _conv(ic=20, oc=40)
    _sharp(monkeypatch, tosa, shapes, "ethos-u85-1024", lambda: monkeypatch.setattr(weights_u85, "_INTERLEAVE", 8))


def test_average_pool_divides_in_hardware(monkeypatch):
    """U85 AVERAGE (kernels up to 8x8) divides by the tap count itself; OFM_SCALE is then 1 >> 0."""
    g = Graph()
    x = g.input((1, 6, 6, 8))
    tosa = g.serialize(g.avg_pool(x, (3, 3), (1, 1), (0, 0, 0, 0), input_zp=3, output_zp=-2))
    no_division = lambda count: (np.ones_like(count), np.zeros_like(count))  # noqa: E731
    _sharp(monkeypatch, tosa, [((1, 6, 6, 8), np.int8)], "ethos-u85-256", lambda: monkeypatch.setattr(ops, "reciprocal_scale", no_division))


def _one_for_true(compare):
    return lambda a, b: -compare(a, b).astype(np.int64)


def test_comparison_true_is_all_ones(monkeypatch):
    """regor's SELECT masks its operands with a comparison's result, so true must be all ones."""
    tosa, shapes = _comparison(ts.Op.GREATER, "GreaterAttribute")
    one = {mode: _one_for_true(f) for mode, f in ops._COMPARISONS.items()}
    _sharp(monkeypatch, tosa, shapes, "ethos-u85-256", lambda: monkeypatch.setattr(ops, "_COMPARISONS", one))


def test_ofm_transpose_permutations(monkeypatch):
    """The NCHW -> NHWC input transpose is one SUM pool writing its OFM with activation_transpose."""
    g = Graph()
    y = g.op(ts.Op.TRANSPOSE, [g.input((1, 5, 6, 7)).name], (1, 7, 5, 6), np.int8, _attr("TransposeAttribute", [0, 3, 1, 2]))
    swapped = {name: perm[::-1] for name, perm in planner_u85._TRANSPOSES.items()}
    _sharp(monkeypatch, g.serialize(y), [((1, 5, 6, 7), np.int8)], "ethos-u85-256", lambda: monkeypatch.setattr(planner_u85, "_TRANSPOSES", swapped))


def test_argmax_index_above_16_bits(monkeypatch):
    """ARGMAX pools hold the index above 16 bits (regor reads it with OFM_SCALE 1 >> 16)."""
    tosa, shapes = U85_CASES["argmax"]()
    real = ops.PoolOp.run

    def index_in_low_bits(self, memory):
        if self.mode in (ops.PoolMode.ARGMAX_X, ops.PoolMode.ARGMAX_Y):
            self.out = type(self.out)(**{**self.out.__dict__, "shift": 0})
        real(self, memory)

    _sharp(monkeypatch, tosa, shapes, "ethos-u85-256", lambda: monkeypatch.setattr(ops.PoolOp, "run", index_in_low_bits))


def test_depthwise_padding_taps_on_large_configs(monkeypatch):
    """Depthwise streams on more than 256 MACs add empty taps per sub-kernel (_dwPaddingCount)."""
    tosa, shapes = _conv(ic=40, kernel=(3, 3), depthwise=True)
    real = weights_u85._sub_kernel_slots

    def without_padding(layout, *args):
        slots = real(layout, *args)
        return slots if layout.traversal != "depthwise" else np.concatenate([slots[slots[:, 0] >= 0], slots[:0]])

    _sharp(monkeypatch, tosa, shapes, "ethos-u85-1024", lambda: monkeypatch.setattr(weights_u85, "_sub_kernel_slots", without_padding))


def _sharp_cond(monkeypatch, delegate, perturb) -> None:
    """Both COND_IF blocks match the reference with the rule, and one of them does not without it."""
    inputs = cond_inputs(delegate).values()
    for xs in inputs:
        check_delegate(delegate, xs)
    _fresh_plans(monkeypatch)
    perturb()
    with pytest.raises(NpuError, match="differ|is not the offset of a command"):
        for xs in inputs:
            check_delegate(delegate, xs)


def test_branch_target_is_a_byte_offset(monkeypatch, cond_delegate):
    """branch_target is 4 x the target's word position (regor's fix-up in GenerateCommandStream)."""
    real = branch.BranchOp.link

    def as_words(self, op_index_at):
        self.target_offset *= 4
        real(self, op_index_at)

    _sharp_cond(monkeypatch, cond_delegate, lambda: monkeypatch.setattr(branch.BranchOp, "link", as_words))


def test_branch_rf_true_taken_on_a_true_condition(monkeypatch, cond_delegate):
    """RF_TRUE branches when the condition op's one-element OFM is true (not zero)."""
    real = branch.BranchOp.taken
    inverted = lambda self, memory: real(self, memory) != (self.flag is not None)  # noqa: E731
    _sharp_cond(monkeypatch, cond_delegate, lambda: monkeypatch.setattr(branch.BranchOp, "taken", inverted))


def test_indexed_dma_indexes_the_side_idx_mode_names(monkeypatch):
    """idx_mode on DMA0_DST_REGION indexes the destination rows (SCATTER), on SRC the source (GATHER)."""
    tosa = indexed_graph("scatter")
    blob = compile_tosa(tosa, "ethos-u85-256")
    assert_bit_exact(tosa, blob, indexed_inputs("scatter", 0))
    _fresh_plans(monkeypatch)
    swapped = lambda dst, **fields: ops.DmaIndex(dst=not dst, **fields)  # noqa: E731
    monkeypatch.setattr(planner_u85, "DmaIndex", swapped)
    # the destination's rows then land unindexed and the source is read out of its bounds
    with pytest.raises((AssertionError, NpuError), match="differ|needs bytes"):
        assert_bit_exact(tosa, blob, indexed_inputs("scatter", 0))


def test_int16_table_to_int32_keeps_the_whole_interpolation(monkeypatch):
    """LUT_S16_S32 (TOSA TABLE int16 -> int32) is base * 128 + slope * fraction, without the
    `+ 64 >> 7` of LUT_S16_S16."""
    case = table(False)
    rounded = {**planner_u85._LUTS, "LUT_S16_S32": planner_u85._LUTS["LUT_S16_S16"]}
    _sharp(monkeypatch, case.tosa, case.inputs, "ethos-u85-256", lambda: monkeypatch.setattr(planner_u85, "_LUTS", rounded))


def test_clip_range_none_wraps(monkeypatch):
    """Clip range NONE (regor's "disable clipping", e.g. a CAST) keeps the low bits of the result."""
    case = CASES["cast_to_int8"](True)
    saturate = lambda v, bits, signed=True: np.clip(v, -(1 << (bits - 1)), (1 << (bits - 1)) - 1)  # noqa: E731
    _sharp(monkeypatch, case.tosa, case.inputs, "ethos-u85-256", lambda: monkeypatch.setattr(ops, "wrap", saturate))
