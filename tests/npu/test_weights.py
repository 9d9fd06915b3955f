"""Decoded weight and scale streams equal the TOSA constants Vela compiled."""

from __future__ import annotations

import numpy as np
import pytest
from ethosu import mlw_codec

from armnpu.formats.vela_bin_stream import parse_vela_bin_stream
from armnpu.npu import weights
from armnpu.npu.dispatch import plan
from armnpu.npu.errors import NpuError
from armnpu.npu.ops import ConvOp, DepthwiseOp
from armnpu.npu.weights import decode_mlw
from armnpu.npu.weights_u85 import decode_fwd
from tests.npu.harness import compile_tosa
from tests.npu.tosa_builder import Graph

# (kernel, dilation, in channels, out channels): depth-first and part-kernel-first orders,
# sub-kernels of kernels larger than 8x8, dilation 2 (4x4 sub-kernels), depths past one block.
CONV_CASES = [((1, 1), (1, 1), 40, 70), ((3, 3), (1, 1), 5, 24), ((10, 9), (1, 1), 3, 9), ((3, 5), (2, 2), 20, 33)]


def _stripes(blob: bytes, kind):
    ops = [op for op in plan(parse_vela_bin_stream(blob)).ops if isinstance(op, kind)]
    assert ops, "Vela emitted no such operation"
    return ops


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u55-32", "ethos-u65-512"])
@pytest.mark.parametrize("kernel, dilation, cin, cout", CONV_CASES)
def test_conv_weights_and_biases(target, kernel, dilation, cin, cout):
    rng = np.random.default_rng(cin * cout)
    weights = rng.integers(-127, 128, size=(cout, *kernel, cin), dtype=np.int8)
    bias = rng.integers(-(1 << 20), 1 << 20, size=cout, dtype=np.int32)
    g = Graph()
    x = g.input((1, 24, 24, cin))
    acc = g.conv2d(x, weights, bias, (1, 1), dilation, (0, 0, 0, 0))
    blob = compile_tosa(g.serialize(g.rescale(acc, [2.0**-12] * cout, np.int8)), target)
    covered = np.zeros(cout, dtype=bool)
    for op in _stripes(blob, ConvOp):
        depth = op.ofm_shape[2]
        got = op.weights.reshape(*kernel, cin, depth).transpose(3, 0, 1, 2)
        # Stripes in depth carry their own slice of the weights; find it by the biases.
        start = int(np.flatnonzero(bias == op.out.bias[0])[0])
        np.testing.assert_array_equal(got, weights[start : start + depth])
        np.testing.assert_array_equal(op.out.bias, bias[start : start + depth])
        covered[start : start + depth] = True
    assert covered.all()


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u65-512"])
def test_depthwise_weights(target):
    rng = np.random.default_rng(5)
    weights = rng.integers(-127, 128, size=(3, 3, 37, 1), dtype=np.int8)
    bias = rng.integers(-5000, 5000, size=37, dtype=np.int32)
    g = Graph()
    acc = g.depthwise(g.input((1, 10, 10, 37)), weights, bias, (1, 1), (1, 1), (1, 1, 1, 1))
    blob = compile_tosa(g.serialize(g.rescale(acc, [2.0**-10] * 37, np.int8)), target)
    for op in _stripes(blob, DepthwiseOp):
        start = int(np.flatnonzero(bias == op.out.bias[0])[0])
        depth = op.ofm_shape[2]
        np.testing.assert_array_equal(op.weights, weights[:, :, start : start + depth, 0])


def test_malformed_weight_stream_is_an_error_not_an_exit():
    with pytest.raises(NpuError, match="offset 0x40: weight stream of core 0 \\(64 bytes\\) is not a valid MLW bitstream"):
        decode_mlw([bytes(64)], ["NPU_OP_CONV at command-stream offset 0x40: weight stream of core 0"])


@pytest.mark.parametrize("cores", [1, 2, 3])
def test_streams_decode_in_order_whatever_the_children(monkeypatch, cores):
    """Streams are split between one child per core; each comes back at its own index, and a bad
    one in a later child's share is named."""
    monkeypatch.setattr(weights, "usable_cores", lambda: cores)
    rng = np.random.default_rng(cores)
    originals = [rng.integers(-128, 128, size=n).astype(np.int16) for n in (5000, 40, 700, 3000, 1)]
    streams = [bytes(mlw_codec.encode(list(map(int, w)))) for w in originals]
    for decoded, original in zip(decode_mlw(streams), originals):
        np.testing.assert_array_equal(decoded[: len(original)], original)
    with pytest.raises(NpuError, match="^stream 4 \\(64 bytes\\)"):
        decode_mlw(streams[:4] + [bytes(64)], [f"stream {i}" for i in range(5)])


def _fwd_bit_by_bit(data: bytes, count: int) -> list[int]:
    """regor's FWD layout read one bit at a time, LSB first (the spec decode_fwd vectorises)."""
    bits = [(byte >> i) & 1 for byte in data for i in range(8)]

    def field(start: int, width: int) -> int:
        return sum(bits[start + i] << i for i in range(width))

    raw, small = field(0, 1), field(1, 1)
    zero_adjust = field(104, 8) - (256 if field(111, 1) else 0)
    folded = [field(112 + 9 * i, 9) for i in range(16)]
    lut = [-(f >> 1) if f & 1 else f >> 1 for f in folded]
    width = 8 if raw else 2 if small else 4
    symbols = [field(256 + width * i, width) for i in range(count)]
    return [(s - 256 if s >= 128 else s) - zero_adjust for s in symbols] if raw else [lut[s] for s in symbols]


@pytest.mark.parametrize("mode", [1, 2, 0], ids=["raw", "2-bit LUT", "4-bit LUT"])
def test_fwd_streams_decode_as_read_bit_by_bit(mode):
    rng = np.random.default_rng(mode)
    for _ in range(20):
        data = bytearray(rng.integers(0, 256, 32 + int(rng.integers(0, 64)), dtype=np.uint8).tobytes())
        data[0] = (data[0] & ~3) | mode
        width = 8 if mode == 1 else 2 if mode == 2 else 4
        count = int(rng.integers(0, (len(data) - 32) * 8 // width + 1))
        got = decode_fwd(bytes(data), count, "stream")
        assert got.dtype == np.int64 and got.tolist() == _fwd_bit_by_bit(bytes(data), count)
    with pytest.raises(NpuError, match="holds fewer than the 3 weights"):
        decode_fwd(bytes([1] + [0] * 33), 3, "stream")
