"""int16 activations, TOSA conformance style: every single-op program Vela 5.2 emits for int16
feature maps runs bit-exactly on the simulator.

Each op comes in two forms: "wide", the op's own result is the graph output (the int48
accumulator of a convolution, matmul or bilinear resize, stored as int64; the int32 of a TABLE,
MUL or ADD), and "int16", that result rescaled to int16, as a quantized network uses it. Inputs
cover the whole int16 range plus its extremes; convolution biases sit near the int48 limits in
the wide form and beyond int32 in the int16 form. The reference for int48 tensors is the TOSA
reference model's command-line tool (the Python binding returns no int48 data).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pytest
import tosa_serializer as ts

from armnpu.errors import VelaError
from tests.npu.harness import CONFIGS, assert_bit_exact, compile_tosa, run_tosa_wide
from tests.npu.tosa_builder import INT48, Graph, V

I16 = np.int16
INT48_LIMIT = 1 << 47
U85_TARGETS = ("ethos-u85-256", "ethos-u85-1024")
# What Vela 5.2 runs on the Ethos-U55 (40-bit accumulators, no int48 tensors, MATMUL or bilinear
# RESIZE): (case, form) pairs it compiles for ethos-u55-128, and the ones it leaves on the CPU.
U55_RUNS = {
    ("add", "wide"), ("add", "int16"), ("conv", "int16"), ("conv_strided", "int16"), ("depthwise", "int16"),
    ("mul", "wide"), ("mul", "int16"), ("rescale_int16", "wide"), ("rescale_int16", "int16"),
    ("rescale_to_int8", "wide"), ("resize_nearest", "wide"), ("resize_nearest", "int16"),
    ("table", "wide"), ("table", "int16"), ("table_interpolated_to_int16", "wide"), ("cast_to_int32", "wide"),
}  # fmt: skip
U55_MISCOMPILED = {("cast_to_int8", "wide"), ("cast_from_int32", "wide")}


@dataclass(frozen=True)
class Case:
    tosa: bytes
    inputs: list[tuple[tuple[int, ...], type]]  # (shape, dtype) per graph input
    input_names: list[str]
    wide: bool  # an output is int48: only the reference model's command-line tool reads it


def _case(g: Graph, out: V, inputs: list[tuple[tuple[int, ...], type]]) -> Case:
    return Case(g.serialize(out), inputs, g.input_names, out.dtype is INT48 or any(d is INT48 for _, d in inputs))


def _biases(rng: np.random.Generator, count: int, wide: bool) -> np.ndarray:
    """Wide: near the int48 limits, with room for the products' sum (< 2**30 here); int16 form:
    beyond int32, so the 48-bit bias records matter, yet below 2**14 once scaled by 2**-18."""
    signs = rng.choice([-1, 1], size=count)
    if wide:
        return signs * (INT48_LIMIT - rng.integers(1 << 30, 1 << 31, size=count))
    return signs * rng.integers(1 << 31, 1 << 32, size=count)


def _rescaled(g: Graph, acc: V, scales, inputs, wide: bool) -> Case:
    return _case(g, acc if wide else g.rescale(acc, scales, I16), inputs)


def conv(wide: bool) -> Case:
    g, rng = Graph(), np.random.default_rng(3)
    shape = (1, 7, 6, 9)
    weights = rng.integers(-127, 128, size=(12, 3, 3, 9), dtype=np.int8)
    acc = g.conv2d(g.input(shape, I16), weights, _biases(rng, 12, wide), (1, 1), (1, 1), (1, 1, 1, 1))
    return _rescaled(g, acc, [2.0**-18 * (1 - i / 24) for i in range(12)], [(shape, I16)], wide)


def conv_strided(wide: bool) -> Case:
    """Stride 2, dilation 2, asymmetric padding (TOSA fixes int16 zero points at 0)."""
    g, rng = Graph(), np.random.default_rng(8)
    shape = (1, 10, 10, 5)
    weights = rng.integers(-127, 128, size=(7, 2, 3, 5), dtype=np.int8)
    acc = g.conv2d(g.input(shape, I16), weights, _biases(rng, 7, wide), (2, 2), (2, 1), (1, 0, 2, 1))
    return _rescaled(g, acc, 2.0**-18, [(shape, I16)], wide)


def depthwise(wide: bool) -> Case:
    g, rng = Graph(), np.random.default_rng(4)
    shape = (1, 7, 6, 9)
    weights = rng.integers(-127, 128, size=(3, 3, 9, 1), dtype=np.int8)
    acc = g.depthwise(g.input(shape, I16), weights, _biases(rng, 9, wide), (1, 1), (1, 1), (1, 1, 1, 1))
    return _rescaled(g, acc, [2.0**-18 * (1 - i / 18) for i in range(9)], [(shape, I16)], wide)


def transpose_conv(wide: bool) -> Case:
    g, rng = Graph(), np.random.default_rng(5)
    shape = (1, 4, 5, 8)
    weights = rng.integers(-127, 128, size=(10, 3, 3, 8), dtype=np.int8)
    acc = g.transpose_conv(g.input(shape, I16), weights, _biases(rng, 10, wide), (2, 2), (0, 0, 0, 0))
    return _rescaled(g, acc, 2.0**-18, [(shape, I16)], wide)


def matmul(wide: bool) -> Case:
    """int16 x int16: sums reach 2**34, past int32."""
    g = Graph()
    a, b = (2, 3, 20), (2, 20, 6)
    acc = g.matmul(g.input(a, I16), g.input(b, I16))
    return _rescaled(g, acc, 2.0**-20, [(a, I16), (b, I16)], wide)


def resize_bilinear(wide: bool) -> Case:
    """Half-pixel 2x upsampling: the int48 result is 16 times the interpolated value."""
    g = Graph()
    shape = (1, 4, 5, 3)
    acc = g.resize(g.input(shape, I16), (4, 2, 4, 2), (-1, -1), (1, 1), bilinear=True)
    return _rescaled(g, acc, 1 / 16, [(shape, I16)], wide)


def resize_nearest(wide: bool) -> Case:
    g = Graph()
    shape = (1, 4, 5, 3)
    y = g.resize(g.input(shape, I16), (4, 2, 4, 2), (-1, -1), (1, 1), bilinear=False)
    return _case(g, y if wide else g.clamp(y, -20000, 30000), [(shape, I16)])


def table(wide: bool, scale: float = 0.37 * 2.0**-7) -> Case:
    """TABLE int16 -> int32 over 513 entries spanning the int16 range (TOSA bounds each step to
    int16); the int16 form rescales by `scale` (2**-7 alone lets Vela fold it into LUT_S16_S16)."""
    g, rng = Graph(), np.random.default_rng(1)
    shape = (1, 4, 5, 6)
    entries = [0]
    for _ in range(512):  # a walk over the whole int16 range with steps up to the int16 limit
        entries.append(int(rng.integers(max(-32768, entries[-1] - 32767), min(32767, entries[-1] + 32767) + 1)))
    y = g.table(g.input(shape, I16), np.array(entries, dtype=I16))
    return _case(g, y if wide else g.rescale(y, scale, I16), [(shape, I16)])


def mul(wide: bool) -> Case:
    g = Graph()
    shape = (1, 5, 6, 7)
    y = g.binary(ts.Op.MUL, g.input(shape, I16), g.input(shape, I16), np.int32)
    return _case(g, y if wide else g.rescale(y, 2.0**-15, I16), [(shape, I16)] * 2)


def add(wide: bool) -> Case:
    g = Graph()
    shape = (1, 5, 6, 7)
    a, b = (g.rescale(g.input(shape, I16), scale, np.int32) for scale in (1.0, 0.75))
    y = g.binary(ts.Op.ADD, a, b, np.int32)
    return _case(g, y if wide else g.rescale(y, 0.55, I16), [(shape, I16)] * 2)


def rescale_int16(wide: bool) -> Case:
    """int16 -> int32 (wide) or int16 -> int16 with zero points."""
    g = Graph()
    shape = (1, 5, 6, 7)
    x = g.input(shape, I16)
    y = g.rescale(x, 3.7, np.int32) if wide else g.rescale(x, 0.77, I16, output_zp=0)
    return _case(g, y, [(shape, I16)])


def rescale_int48(wide: bool) -> Case:
    """An int48 graph input rescaled to int16 (wide) or int32."""
    g = Graph()
    shape = (1, 5, 6, 7)
    y = g.rescale(g.input(shape, INT48), 2.0**-33, I16 if wide else np.int32)
    return _case(g, y, [(shape, INT48)])


def rescale_to_int8(_: bool) -> Case:
    g = Graph()
    shape = (1, 5, 6, 7)
    return _case(g, g.rescale(g.input(shape, I16), 1 / 300, np.int8, output_zp=3), [(shape, I16)])


def shift_right(_: bool) -> Case:
    g = Graph()
    shape = (1, 5, 6, 7)
    attr = ts.TosaSerializerAttribute()
    attr.ArithmeticRightShiftAttribute(True)
    shifts = g.const(np.arange(7).reshape(1, 1, 1, 7) % 6 * 3, I16)
    y = g.op(ts.Op.ARITHMETIC_RIGHT_SHIFT, [g.input(shape, I16).name, shifts.name], shape, I16, attr)
    return _case(g, y, [(shape, I16)])


def _cast(source: type, target: type) -> Case:
    g = Graph()
    shape = (1, 5, 6, 7)
    attr = ts.TosaSerializerAttribute()
    attr.CastAttribute()
    return _case(g, g.op(ts.Op.CAST, [g.input(shape, source).name], shape, target, attr), [(shape, source)])


def shift_left(_: bool) -> Case:
    """LOGICAL_LEFT_SHIFT int16 wraps at 16 bits."""
    g = Graph()
    shape = (1, 5, 6, 7)
    attr = ts.TosaSerializerAttribute()
    attr.LogicalLeftShiftAttribute()
    shifts = g.const(np.arange(7).reshape(1, 1, 1, 7) * 2, I16)
    y = g.op(ts.Op.LOGICAL_LEFT_SHIFT, [g.input(shape, I16).name, shifts.name], shape, I16, attr)
    return _case(g, y, [(shape, I16)])


CASES: dict[str, Callable[[bool], Case]] = {
    "conv": conv,
    "conv_strided": conv_strided,
    "depthwise": depthwise,
    "transpose_conv": transpose_conv,
    "matmul": matmul,
    "resize_bilinear": resize_bilinear,
    "resize_nearest": resize_nearest,
    "table": table,
    "table_interpolated_to_int16": lambda _: table(False, 2.0**-7),
    "mul": mul,
    "add": add,
    "rescale_int16": rescale_int16,
    "rescale_int48": rescale_int48,
    "rescale_to_int8": rescale_to_int8,
    "shift_right": shift_right,
    "shift_left": shift_left,
    # CAST keeps the low bits (TOSA truncates): Vela programs it as an ADD of 0 with clipping off
    "cast_to_int8": lambda _: _cast(I16, np.int8),
    "cast_from_int32": lambda _: _cast(np.int32, I16),
    "cast_to_int32": lambda _: _cast(I16, np.int32),
}
ONE_FORM = {"table_interpolated_to_int16", "rescale_to_int8", "shift_right", "shift_left", "cast_to_int8", "cast_from_int32", "cast_to_int32"}  # no wider result


def _conv_sweep(seed, shape, weights, stride, dilation, pad, depthwise=False):
    """A convolution builder for the sweep: `weights` is the OHWI (or depthwise HWCM) shape."""

    def build(wide: bool) -> Case:
        g, rng = Graph(), np.random.default_rng(seed)
        w = rng.integers(-127, 128, size=weights, dtype=np.int8)
        op = g.depthwise if depthwise else g.conv2d
        channels = weights[2] * weights[3] if depthwise else weights[0]
        acc = op(g.input(shape, I16), w, _biases(rng, channels, wide), stride, dilation, pad)
        return _rescaled(g, acc, 2.0**-19, [(shape, I16)], wide)

    return build


def _transpose_conv_sweep(wide: bool) -> Case:
    g, rng = Graph(), np.random.default_rng(17)
    shape = (1, 6, 7, 24)
    weights = rng.integers(-127, 128, size=(20, 4, 4, 24), dtype=np.int8)
    acc = g.transpose_conv(g.input(shape, I16), weights, _biases(rng, 20, wide), (2, 2), (-1, -1, -1, -1))
    return _rescaled(g, acc, 2.0**-18, [(shape, I16)], wide)


def _matmul_sweep(a, b):
    def build(wide: bool) -> Case:
        g = Graph()
        acc = g.matmul(g.input(a, I16), g.input(b, I16))
        return _rescaled(g, acc, 2.0**-22, [(a, I16), (b, I16)], wide)

    return build


def _resize_sweep(scale, offset, border, divisor):
    def build(wide: bool) -> Case:
        g = Graph()
        shape = (1, 5, 6, 20)
        acc = g.resize(g.input(shape, I16), scale, offset, border, bilinear=True)
        return _rescaled(g, acc, 1 / divisor, [(shape, I16)], wide)

    return build


# Bigger programs: IFM depths past one IFM block, kernels past 8x8, dilation, depth multipliers,
# FC-like 1x1s, batched matmuls, 4x and non-integer resizes, and striped 64x64 maps.
SWEEP: dict[str, Callable[[bool], Case]] = {
    "conv_deep": _conv_sweep(11, (1, 12, 11, 80), (40, 3, 3, 80), (1, 1), (1, 1), (1, 1, 1, 1)),
    "conv_9x10": _conv_sweep(12, (1, 14, 13, 6), (9, 9, 10, 6), (1, 1), (1, 1), (2, 2, 3, 3)),
    "conv_dilated": _conv_sweep(13, (1, 15, 15, 20), (24, 3, 3, 20), (2, 1), (3, 2), (1, 1, 2, 2)),
    "fully_connected": _conv_sweep(14, (1, 1, 1, 300), (70, 1, 1, 300), (1, 1), (1, 1), (0, 0, 0, 0)),
    "conv_64x64": _conv_sweep(19, (1, 64, 64, 16), (32, 3, 3, 16), (1, 1), (1, 1), (1, 1, 1, 1)),
    "depthwise_5x5_s2": _conv_sweep(15, (1, 16, 15, 40), (5, 5, 40, 1), (2, 2), (1, 1), (2, 1, 2, 2), depthwise=True),
    "depthwise_multiplier": _conv_sweep(16, (1, 8, 8, 8), (3, 3, 8, 2), (1, 1), (2, 2), (2, 2, 2, 2), depthwise=True),
    "transpose_conv_4x4": _transpose_conv_sweep,
    "matmul_100": _matmul_sweep((1, 17, 100), (1, 100, 33)),
    "matmul_batched": _matmul_sweep((4, 9, 70), (4, 70, 21)),
    "resize_4x": _resize_sweep((8, 2, 8, 2), (-3, -3), (3, 3), 64),
    "resize_3x_2_5x": _resize_sweep((3, 1, 5, 2), (0, 0), (0, 1), 15),
}
SWEEP_CONFIGS = [config for config in CONFIGS if config[0].startswith("ethos-u85")]


def _inputs(rng: np.random.Generator, case: Case, extreme: bool) -> list[np.ndarray]:
    arrays = []
    for shape, dtype in case.inputs:
        low, high = (-INT48_LIMIT, INT48_LIMIT - 1) if dtype is INT48 else (int(np.iinfo(dtype).min), int(np.iinfo(dtype).max))
        storage = np.int64 if dtype is INT48 else dtype
        if extreme:
            arrays.append(rng.choice(np.array([low, high], dtype=storage), size=shape))
        else:
            arrays.append(rng.integers(low, high + 1, size=shape, dtype=storage))
    return arrays


def check(name: str, wide: bool, target: str, memory_mode: str | None = None, flags: tuple[str, ...] = ()) -> None:
    case = {**CASES, **SWEEP}[name](wide)
    blob = compile_tosa(case.tosa, target, flags, memory_mode=memory_mode)
    rng = np.random.default_rng(7)
    for extreme in (False, True):
        arrays = _inputs(rng, case, extreme)
        want = run_tosa_wide(case.tosa, arrays, case.input_names) if case.wide else None
        assert_bit_exact(case.tosa, blob, arrays, want)


FORMS = [(name, form) for name in sorted(CASES) for form in ("wide", "int16")[: 1 if name in ONE_FORM else 2]]


@pytest.mark.parametrize("name, form, target", [(name, form, target) for name, form in FORMS for target in U85_TARGETS])
def test_int16_op(name, form, target):
    check(name, form == "wide", target)


@pytest.mark.parametrize("name, form", sorted(U55_RUNS))
def test_int16_op_u55(name, form):
    check(name, form == "wide", "ethos-u55-128")


@pytest.mark.xfail(raises=AssertionError, strict=True, reason="Vela 5.2 saturates a narrowing CAST on the U55; strict, so a fixed Vela is noticed")
@pytest.mark.parametrize("name, form", sorted(U55_MISCOMPILED))
def test_vela_saturates_narrowing_cast_on_u55(name, form):
    """Vela makes CAST an ADD of 0 with clipping "disabled", which the U85 honours (clip range NONE)
    but the U55 cannot: its ACTIVATION clip range OFM_PRECISION saturates (-129 -> -128 where TOSA
    gives 127)."""
    check(name, form == "wide", "ethos-u55-128")


@pytest.mark.parametrize("name, form", sorted(set(FORMS) - U55_RUNS - U55_MISCOMPILED))
def test_vela_leaves_int16_op_on_cpu_for_u55(name, form):
    """The rest Vela 5.2 refuses for ethos-u55-128 (the op could not run on the NPU); a Vela that
    starts compiling one fails here, so its program gets simulated and tested."""
    with pytest.raises(VelaError, match="could not run on NPU"):
        compile_tosa(CASES[name](form == "wide").tosa, "ethos-u55-128")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SWEEP))
@pytest.mark.parametrize("form", ["wide", "int16"])
@pytest.mark.parametrize("config", SWEEP_CONFIGS, ids=lambda c: "-".join([c[0], *([c[1]] if c[1] else []), *c[2]]))
def test_int16_sweep(name, form, config):
    target, memory_mode, flags = config
    check(name, form == "wide", target, memory_mode, flags)
