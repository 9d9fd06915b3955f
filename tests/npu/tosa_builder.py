"""A tiny TOSA 1.0 INT graph builder for single-op simulator tests.

Built straight on tosa_serializer so the tests do not depend on armnpu's lowering. Values are
handles (name, shape, dtype); the last value passed to `serialize` becomes the graph output.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import tosa_serializer as ts


class INT48:
    """Marker dtype for TOSA int48 (int16 convolution accumulators and biases; data as int64)."""


class SHAPE:
    """Marker dtype for a TOSA shape constant (a PAD's padding; data as int64)."""


DTYPES = {
    np.int8: ts.DType.INT8,
    np.int16: ts.DType.INT16,
    np.int32: ts.DType.INT32,
    INT48: ts.DType.INT48,
    SHAPE: ts.DType.SHAPE,
    np.bool_: ts.DType.BOOL,
}
_ATTRIBUTES = {ts.Op.ADD: "AddAttribute", ts.Op.SUB: "SubAttribute"}


@dataclass(frozen=True)
class V:
    name: str
    shape: tuple[int, ...]
    dtype: type


def quantize_scale(scale: float, bits: int = 32) -> tuple[int, int]:
    """(multiplier in [2**(bits-2), 2**(bits-1)), shift) with multiplier * 2**-shift ~= scale."""
    mantissa, exponent = math.frexp(scale)
    multiplier = round(mantissa * (1 << (bits - 1)))
    shift = bits - 1 - exponent
    if multiplier == 1 << (bits - 1):
        multiplier, shift = multiplier // 2, shift - 1
    if not 2 <= shift <= 62:
        raise ValueError(f"scale {scale} needs shift {shift}, outside TOSA's 2..62")
    return multiplier, shift


class Graph:
    def __init__(self) -> None:
        self._inputs: list[V] = []
        self._consts: list[tuple[str, np.ndarray, type]] = []
        self._ops: list[tuple] = []  # (op, input names, output V, attr)
        self._n = 0

    def _name(self, stem: str) -> str:
        self._n += 1
        return f"{stem}{self._n}"

    def input(self, shape, dtype=np.int8) -> V:
        v = V(self._name("input"), tuple(shape), dtype)
        self._inputs.append(v)
        return v

    def const(self, data, dtype) -> V:
        data = np.asarray(data, dtype=np.int64 if dtype in (INT48, SHAPE) else dtype)
        v = V(self._name("const"), tuple(data.shape), dtype)
        self._consts.append((v.name, data, dtype))
        return v

    def _bias(self, bias: np.ndarray, acc) -> str:
        if acc is INT48:
            name = self._name("const")
            self._consts.append((name, np.asarray(bias, dtype=np.int64), INT48))
            return name
        return self.const(bias, np.int32).name

    def _zp(self, value: int, dtype) -> str:
        return self.const(np.array([value]), dtype).name

    def op(self, op, inputs: list[str], shape, dtype, attr=None) -> V:
        out = V(self._name("t"), tuple(shape), dtype)
        self._ops.append((op, inputs, out, attr if attr is not None else ts.TosaSerializerAttribute()))
        return out

    # ---- ops -------------------------------------------------------------------------------
    def conv2d(self, x: V, weights: np.ndarray, bias: np.ndarray, stride, dilation, pad, input_zp=0) -> V:
        """CONV2D int8 (weights OHWI) -> int32; pad is (top, bottom, left, right)."""
        o, kh, kw, _ = weights.shape
        n, h, w, _ = x.shape
        oh = (h + pad[0] + pad[1] - (kh - 1) * dilation[0] - 1) // stride[0] + 1
        ow = (w + pad[2] + pad[3] - (kw - 1) * dilation[1] - 1) // stride[1] + 1
        acc = INT48 if x.dtype == np.int16 else np.int32
        attr = ts.TosaSerializerAttribute()
        attr.Conv2dAttribute(pad=list(pad), stride=list(stride), dilation=list(dilation), local_bound=False, acc_type=DTYPES[acc])
        ins = [x.name, self.const(weights, np.int8).name, self._bias(bias, acc), self._zp(input_zp, x.dtype), self._zp(0, np.int8)]
        return self.op(ts.Op.CONV2D, ins, (n, oh, ow, o), acc, attr)

    def depthwise(self, x: V, weights: np.ndarray, bias: np.ndarray, stride, dilation, pad, input_zp=0) -> V:
        """DEPTHWISE_CONV2D int8 (weights [KH, KW, C, M]) -> int32."""
        kh, kw, c, m = weights.shape
        n, h, w, _ = x.shape
        oh = (h + pad[0] + pad[1] - (kh - 1) * dilation[0] - 1) // stride[0] + 1
        ow = (w + pad[2] + pad[3] - (kw - 1) * dilation[1] - 1) // stride[1] + 1
        acc = INT48 if x.dtype == np.int16 else np.int32
        attr = ts.TosaSerializerAttribute()
        attr.DepthwiseConv2dAttribute(pad=list(pad), stride=list(stride), dilation=list(dilation), local_bound=False, acc_type=DTYPES[acc])
        ins = [x.name, self.const(weights, np.int8).name, self._bias(bias, acc), self._zp(input_zp, x.dtype), self._zp(0, np.int8)]
        return self.op(ts.Op.DEPTHWISE_CONV2D, ins, (n, oh, ow, c * m), acc, attr)

    def transpose_conv(self, x: V, weights: np.ndarray, bias: np.ndarray, stride, out_pad, input_zp=0) -> V:
        """TRANSPOSE_CONV2D int8 (weights OHWI) -> int32 (int48 for int16 IFMs); out_pad is (top, bottom, left, right)."""
        o, kh, kw, _ = weights.shape
        n, h, w, _ = x.shape
        oh = (h - 1) * stride[0] + out_pad[0] + out_pad[1] + kh
        ow = (w - 1) * stride[1] + out_pad[2] + out_pad[3] + kw
        acc = INT48 if x.dtype == np.int16 else np.int32
        attr = ts.TosaSerializerAttribute()
        attr.TransposeConv2dAttribute(list(out_pad), list(stride), False, DTYPES[acc])
        ins = [x.name, self.const(weights, np.int8).name, self._bias(bias, acc), self._zp(input_zp, x.dtype), self._zp(0, np.int8)]
        return self.op(ts.Op.TRANSPOSE_CONV2D, ins, (n, oh, ow, o), acc, attr)

    def matmul(self, a: V, b: V, a_zp=0, b_zp=0) -> V:
        """MATMUL (N, H, C) x (N, C, W) -> (N, H, W): int32 for int8 operands, int48 for int16."""
        acc = INT48 if a.dtype == np.int16 else np.int32
        attr = ts.TosaSerializerAttribute()
        attr.MatMulAttribute()
        ins = [a.name, b.name, self._zp(a_zp, a.dtype), self._zp(b_zp, b.dtype)]
        return self.op(ts.Op.MATMUL, ins, (a.shape[0], a.shape[1], b.shape[2]), acc, attr)

    def resize(self, x: V, scale, offset, border, bilinear: bool) -> V:
        """RESIZE NHWC; scale (n_y, d_y, n_x, d_x), offset (y, x), border (y, x). A bilinear result
        is int32 (int8 input) or int48 (int16), in units of 1/(n_y * n_x); nearest keeps the dtype."""
        n, h, w, c = x.shape
        oh = ((h - 1) * scale[0] - offset[0] + border[0]) // scale[1] + 1
        ow = ((w - 1) * scale[2] - offset[1] + border[1]) // scale[3] + 1
        dtype = x.dtype if not bilinear else INT48 if x.dtype == np.int16 else np.int32
        attr = ts.TosaSerializerAttribute()
        attr.ResizeAttribute(ts.ResizeMode.BILINEAR if bilinear else ts.ResizeMode.NEAREST)
        ins = [x.name, self.const(scale, SHAPE).name, self.const(offset, SHAPE).name, self.const(border, SHAPE).name]
        return self.op(ts.Op.RESIZE, ins, (n, oh, ow, c), dtype, attr)

    def rescale(self, x: V, scales, dtype, input_zp=0, output_zp=0, double_round=False) -> V:
        scales = np.atleast_1d(np.asarray(scales, dtype=np.float64))
        scale32 = x.dtype != INT48  # TOSA rescales int48 with 16-bit multipliers only
        pairs = [quantize_scale(float(s), 32 if scale32 else 16) for s in scales]
        attr = ts.TosaSerializerAttribute()
        attr.RescaleAttribute(
            scale32=scale32,
            rounding_mode=ts.RoundingMode.DOUBLE_ROUND if double_round else ts.RoundingMode.SINGLE_ROUND,
            per_channel=len(pairs) > 1,
            input_unsigned=False,
            output_unsigned=False,
        )
        ins = [
            x.name,
            self.const([m for m, _ in pairs], np.int32 if scale32 else np.int16).name,
            self.const([s for _, s in pairs], np.int8).name,
            self._zp(input_zp, x.dtype),
            self._zp(output_zp, dtype),
        ]
        return self.op(ts.Op.RESCALE, ins, x.shape, dtype, attr)

    def avg_pool(self, x: V, kernel, stride, pad, input_zp=0, output_zp=0) -> V:
        n, h, w, c = x.shape
        oh = (h + pad[0] + pad[1] - kernel[0]) // stride[0] + 1
        ow = (w + pad[2] + pad[3] - kernel[1]) // stride[1] + 1
        attr = ts.TosaSerializerAttribute()
        attr.AvgPool2dAttribute(kernel=list(kernel), stride=list(stride), pad=list(pad), acc_type=ts.DType.INT32)
        ins = [x.name, self._zp(input_zp, x.dtype), self._zp(output_zp, x.dtype)]
        return self.op(ts.Op.AVG_POOL2D, ins, (n, oh, ow, c), x.dtype, attr)

    def max_pool(self, x: V, kernel, stride, pad) -> V:
        n, h, w, c = x.shape
        oh = (h + pad[0] + pad[1] - kernel[0]) // stride[0] + 1
        ow = (w + pad[2] + pad[3] - kernel[1]) // stride[1] + 1
        attr = ts.TosaSerializerAttribute()
        attr.MaxPool2dAttribute(kernel=list(kernel), stride=list(stride), pad=list(pad), nan_mode=ts.NanPropagationMode.PROPAGATE)
        return self.op(ts.Op.MAX_POOL2D, [x.name], (n, oh, ow, c), x.dtype, attr)

    def binary(self, op, a: V, b: V, dtype=np.int32) -> V:
        shape = tuple(max(p, q) for p, q in zip(a.shape, b.shape))
        ins = [a.name, b.name]
        attr = ts.TosaSerializerAttribute()
        if op == ts.Op.MUL:
            ins.append(self.const(np.array([0]), np.int8).name)
            attr.MulAttribute()
        elif op in (ts.Op.MAXIMUM, ts.Op.MINIMUM):
            getattr(attr, "MaximumAttribute" if op == ts.Op.MAXIMUM else "MinimumAttribute")(ts.NanPropagationMode.PROPAGATE)
        else:
            getattr(attr, _ATTRIBUTES[op])()
        return self.op(op, ins, shape, dtype, attr)

    def table(self, x: V, table: np.ndarray) -> V:
        out = np.int8 if x.dtype == np.int8 else np.int32
        attr = ts.TosaSerializerAttribute()
        attr.TableAttribute()
        return self.op(ts.Op.TABLE, [x.name, self.const(table, x.dtype).name], x.shape, out, attr)

    def clamp(self, x: V, low: int, high: int) -> V:
        attr = ts.TosaSerializerAttribute()
        size = np.dtype(x.dtype).itemsize
        to_bytes = lambda v: list(int(v).to_bytes(size, "little", signed=True))  # noqa: E731
        attr.ClampAttribute(to_bytes(low), to_bytes(high), ts.NanPropagationMode.PROPAGATE)
        return self.op(ts.Op.CLAMP, [x.name], x.shape, x.dtype, attr)

    def pad(self, x: V, pads, value: int) -> V:
        """PAD by (before, after) per axis with the constant `value`."""
        shape = tuple(size + before + after for size, (before, after) in zip(x.shape, pads))
        padding = self.const([amount for pair in pads for amount in pair], SHAPE)
        attr = ts.TosaSerializerAttribute()
        attr.PadAttribute()
        return self.op(ts.Op.PAD, [x.name, padding.name, self._zp(value, x.dtype)], shape, x.dtype, attr)

    def gather(self, values: V, indices: V) -> V:
        """GATHER: out[n, w] = values[n, indices[n, w]] (values (N, K, C), indices (N, W) int32)."""
        attr = ts.TosaSerializerAttribute()
        attr.GatherAttribute()
        n, k, c = values.shape
        return self.op(ts.Op.GATHER, [values.name, indices.name], (n, indices.shape[1], c), values.dtype, attr)

    def scatter(self, values: V, indices: V, rows: V) -> V:
        """SCATTER: values with values[n, indices[n, w]] = rows[n, w] (indices unique per n)."""
        attr = ts.TosaSerializerAttribute()
        attr.ScatterAttribute()
        return self.op(ts.Op.SCATTER, [values.name, indices.name, rows.name], values.shape, values.dtype, attr)

    @property
    def inputs(self) -> list[V]:
        return list(self._inputs)

    @property
    def input_names(self) -> list[str]:
        return [v.name for v in self._inputs]

    # ---- output ------------------------------------------------------------------------------
    def serialize(self, output: V) -> bytes:
        ser = ts.TosaSerializer("", targetMajor=1, targetMinor=0, targetPatch=0, targetDraft=False)
        for v in self._inputs:
            ser.addInputTensor(ts.TosaSerializerTensor(v.name, list(v.shape), DTYPES[v.dtype], data=None))
        for name, data, dtype in self._consts:
            ser.addConst(list(data.shape), DTYPES[dtype], data.reshape(-1) if data.ndim else data.reshape(1), name=name)
        names = {}
        for op, ins, out, attr in self._ops:
            if out == output:
                t = ser.addOutput(list(out.shape), DTYPES[out.dtype])
            else:
                t = ser.addIntermediate(list(out.shape), DTYPES[out.dtype])
            names[out.name] = t.name
            ser.addOperator(op, [names.get(i, i) for i in ins], [t.name], attr)
        return ser.serialize()
