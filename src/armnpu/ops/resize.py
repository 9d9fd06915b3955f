"""Nearest and bilinear 2-D upsampling → TOSA RESIZE (NHWC).

TOSA samples output row oy at input coordinate (oy * d + offset) / n. Torch's
floor-nearest and half-pixel bilinear both become exact with n and d doubled:
  nearest:  n = 2N, d = 2D, offset = 1 - N   (round-to-nearest of a point just past floor)
  bilinear: n = 2N, d = 2D, offset = D - N   ((oy + 1/2) D / N - 1/2)
where N/D is the scale factor; align_corners=True samples oy * (IH-1)/(OH-1) with
offset 0. Every choice is checked against torch itself before the node is accepted.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Optional, Sequence, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.shape import slice_value
from armnpu.tosa.lowering import LoweringContext, Value, accumulator_dtype, tosa_dtype
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register
from armnpu.tosa.spatial import channels_last
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten

_MAX_SCALE_N = 1 << 11  # TOSA 1.0 ERROR_IF bound
_MAX_SCALE = 256  # TOSA 8K level: n / d
_MAX_DIM = 16384
_U55_NEAREST_FACTORS = (2, 4, 8)


@dataclass(frozen=True)
class _Axis:
    n: int
    d: int
    offset: int
    border: int


def _is_bilinear(node: Node) -> bool:
    return aten_target(node) is aten.upsample_bilinear2d.vec


def _factors(node: Node) -> list[Optional[float]]:
    index = 3 if _is_bilinear(node) else 2
    factors = cast(Optional[Sequence[float]], node.args[index] if len(node.args) > index else node.kwargs.get("scale_factors"))
    return [None, None] if factors is None else [float(f) for f in factors]


def _align_corners(node: Node) -> bool:
    return _is_bilinear(node) and bool(node.args[2])


def _axis(in_size: int, out_size: int, factor: Optional[float], bilinear: bool, align_corners: bool) -> Optional[_Axis]:
    if align_corners:
        if in_size == 1 or out_size == 1:
            return None
        ratio = Fraction(out_size - 1, in_size - 1)
        n, d, offset = ratio.numerator, ratio.denominator, 0
    else:
        ratio = Fraction(factor).limit_denominator(_MAX_SCALE_N // 2) if factor else Fraction(out_size, in_size)
        n, d = 2 * ratio.numerator, 2 * ratio.denominator
        offset = (ratio.denominator if bilinear else 1) - ratio.numerator
    return _Axis(n, d, offset, (out_size - 1) * d - (in_size - 1) * n + offset)


def _params(node: Node) -> Optional[tuple[_Axis, _Axis]]:
    in_hw = arg_node(node, 0).meta["val"].shape[2:]
    out_hw = node.meta["val"].shape[2:]
    axes = tuple(
        _axis(int(i), int(o), f, _is_bilinear(node), _align_corners(node))
        for i, o, f in zip(in_hw, out_hw, _factors(node))
    )
    return None if None in axes else cast(tuple[_Axis, _Axis], axes)  # one per spatial dim


def _tosa_reason(axis: _Axis) -> Optional[str]:
    n, d = axis.n, axis.d
    if n > _MAX_SCALE_N or d >= 16 * n or n > _MAX_SCALE * d:
        return f"scale {n}/{d} (x{n / d:g}) is outside TOSA's RESIZE limits"
    if not -n <= axis.offset < 16 * n or not -16 * n <= axis.border < n:
        return f"offset {axis.offset} / border {axis.border} is outside TOSA's RESIZE limits for scale {n}/{d}"
    return None


def _sampling(axis: _Axis, in_size: int, out_size: int, bilinear: bool) -> np.ndarray:
    """(out_size, in_size) matrix of the weights TOSA RESIZE gives each input row."""
    y = np.arange(out_size) * axis.d + axis.offset
    index = np.floor_divide(y, axis.n)
    frac = y - index * axis.n
    rows = np.arange(out_size)
    matrix = np.zeros((out_size, in_size))
    if bilinear:
        np.add.at(matrix, (rows, np.clip(index, 0, in_size - 1)), (axis.n - frac) / axis.n)
        np.add.at(matrix, (rows, np.clip(index + 1, 0, in_size - 1)), frac / axis.n)
    else:
        matrix[rows, np.clip(index + (2 * frac >= axis.n), 0, in_size - 1)] = 1.0
    return matrix


def _matches_torch(node: Node, axes: tuple[_Axis, _Axis]) -> bool:
    """Run torch's op itself on a random image and compare with TOSA's sampling."""
    in_h, in_w = (int(s) for s in arg_node(node, 0).meta["val"].shape[2:])
    out_h, out_w = (int(s) for s in node.meta["val"].shape[2:])
    image = torch.rand(1, 1, in_h, in_w, generator=torch.Generator().manual_seed(0), dtype=torch.float64)
    want = aten_target(node)(image, *node.args[1:], **node.kwargs).numpy()[0, 0]
    bilinear = _is_bilinear(node)
    rows = _sampling(axes[0], in_h, out_h, bilinear)
    cols = _sampling(axes[1], in_w, out_w, bilinear)
    got = rows @ image.numpy()[0, 0] @ cols.T
    return want.shape == got.shape and np.allclose(got, want, rtol=0, atol=1e-9)


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    shape = arg_node(node, 0).meta["val"].shape
    out_shape = node.meta["val"].shape
    if len(shape) != 4:
        return f"only 4-D (NCHW) inputs are resized, not {len(shape)}-D"
    if max(int(s) for s in (*shape[2:], *out_shape[2:])) >= _MAX_DIM:
        return f"spatial sizes must be below {_MAX_DIM} for TOSA RESIZE"
    axes = _params(node)
    if axes is None:
        return "align_corners=True with a unit input or output size has no TOSA RESIZE equivalent"
    for axis in axes:
        reason = _tosa_reason(axis)
        if reason is not None:
            return reason
    if not _matches_torch(node, axes):
        return "torch's sampling positions for this size/scale have no exact TOSA RESIZE equivalent"
    return _u55_reason(node, axes, shape) if ctx.is_u55_like else None


def _u55_reason(node: Node, axes: tuple[_Axis, _Axis], shape) -> Optional[str]:
    # Vela legalises RESIZE on U55/U65 only as repeated 2x nearest upscaling (bilinear
    # 2x is lowered as nearest 2x plus a depthwise smoothing kernel, see below).
    if int(shape[0]) != 1:
        return "Ethos-U55/U65 resize needs batch size 1"
    if int(shape[2]) * int(shape[3]) == 1:
        return "Ethos-U55/U65 cannot resize a 1x1 input"
    y, x = axes
    # Equal axes in the doubled (half-pixel) form Vela recognises: d = 2, offset = 1 - n/2.
    same = y == x and y.d == 2 and y.offset == 1 - y.n // 2
    factor = Fraction(y.n, y.d)
    if _is_bilinear(node):
        if not (same and factor == 2):
            return "Ethos-U55/U65 bilinear resize supports only 2x upscaling with align_corners=False"
    elif not (same and factor in _U55_NEAREST_FACTORS):
        return "Ethos-U55/U65 nearest resize supports only equal 2x, 4x or 8x upscaling"
    return None


def _resize(ctx: LoweringContext, x: Value, shape, axes: tuple[_Axis, _Axis], bilinear: bool, dtype) -> Value:
    y_axis, x_axis = axes
    attr = ts.TosaSerializerAttribute()
    attr.ResizeAttribute(ts.ResizeMode.BILINEAR if bilinear else ts.ResizeMode.NEAREST)
    inputs = [
        ctx.tensor(x, channels_last(4)),
        ctx.shape_const([y_axis.n, y_axis.d, x_axis.n, x_axis.d]),
        ctx.shape_const([y_axis.offset, x_axis.offset]),
        ctx.shape_const([y_axis.border, x_axis.border]),
    ]
    like = x.replace(shape=tuple(shape), perm=channels_last(4))
    return ctx.op(ts.Op.RESIZE, inputs, like, attr, dtype=dtype, qparams=x.qparams if dtype == x.dtype else None)


def lower_resize(ctx: LoweringContext, node: Node) -> Value:
    x = ctx.value(node.args[0])
    shape = tuple(int(s) for s in node.meta["val"].shape)
    bilinear = _is_bilinear(node)
    if not (ctx.integer and bilinear):
        return _resize(ctx, x, shape, cast(tuple[_Axis, _Axis], _params(node)), bilinear, x.dtype)  # None: not delegated
    if ctx.target.is_u55_like:  # no bilinear RESIZE in Vela for these
        return _bilinear_2x_by_depthwise(ctx, x, shape)
    # INT bilinear sums the four int8 codes weighted in units of 1/(n_y * n_x): the zero
    # point rides along, so dividing by n_y * n_x gives codes in the input's qparams. int16
    # codes sum into an int48.
    y_axis, x_axis = cast(tuple[_Axis, _Axis], _params(node))  # None: not delegated
    acc = _resize(ctx, x, shape, (y_axis, x_axis), True, accumulator_dtype(x.dtype))
    return ctx.rescale(acc, 1.0 / (y_axis.n * x_axis.n), x.dtype, out_zp=0, in_zp=0, out_qparams=x.qparams)


def _bilinear_2x_by_depthwise(ctx: LoweringContext, x: Value, shape) -> Value:
    """Half-pixel bilinear 2x for NPUs without a bilinear RESIZE: nearest 2x, replicate the
    border, then smooth with [1 2 1]^T [1 2 1] / 16. Every output gets the same weights
    (1, 3, 3, 9)/16 as RESIZE BILINEAR and the same rounding, so the result is bit-exact."""
    nearest = _axis(x.shape[2], shape[2], 2.0, False, False), _axis(x.shape[3], shape[3], 2.0, False, False)
    up = _resize(ctx, x, shape, cast(tuple[_Axis, _Axis], nearest), False, x.dtype)  # 2x: neither axis is None
    for dim in (2, 3):
        up = _replicate_border(ctx, up, dim)
    channels = shape[1]
    taps = np.array([1, 2, 1])
    weight = np.broadcast_to(np.outer(taps, taps)[:, :, None, None], (3, 3, channels, 1))
    acc_dtype = accumulator_dtype(x.dtype)
    attr = ts.TosaSerializerAttribute()
    attr.DepthwiseConv2dAttribute([0, 0, 0, 0], [1, 1], [1, 1], False, tosa_dtype(acc_dtype))
    inputs = [
        ctx.tensor(up, channels_last(4)),
        ctx.const(weight, torch.int8, "weight"),
        ctx.const(np.zeros(channels), acc_dtype, "bias"),
        ctx.zero_point(x.known_qparams.zero_point, x.dtype),
        ctx.zero_point(0, torch.int8),
    ]
    like = Value(tuple(shape), acc_dtype, perm=channels_last(4))
    acc = ctx.op(ts.Op.DEPTHWISE_CONV2D, inputs, like, attr)
    return ctx.rescale(acc, 1.0 / 16, x.dtype, out_zp=x.known_qparams.zero_point, in_zp=0, out_qparams=x.qparams)


def _replicate_border(ctx: LoweringContext, value: Value, dim: int) -> Value:
    size = value.shape[dim]
    pieces = [slice_value(ctx, value, dim, 0, 1), value, slice_value(ctx, value, dim, size - 1, 1)]
    shape = list(value.shape)
    shape[dim] += 2
    attr = ts.TosaSerializerAttribute()
    attr.ConcatAttribute(value.layout.index(dim))
    return ctx.op(ts.Op.CONCAT, [p.tensor_name for p in pieces], value, attr, shape=tuple(shape))


# Vela 5.2 on ethos-u55-128, Ethos_U55_High_End_Embedded: armnpu.examples.small_unet's up2
# (1x64x16x16 -> 1x64x32x32) lowered by _bilinear_2x_by_depthwise took 270,120 cycles (nearest 2x
# 66,940, border replication 152,872, depthwise smoothing 50,308): 4.12 per output element. Used for
# every U55/U65 config as an estimate (the larger configs run it faster).
_U55_BILINEAR_CYCLES_PER_ELEMENT = 4.12


def _npu_cycles(node: Node, ctx: SupportContext) -> Optional[int]:
    """The U55/U65's bilinear upsample is three kinds of NPU operation; the rest is one RESIZE."""
    if not (ctx.integer and ctx.is_u55_like and _is_bilinear(node)):
        return None
    return round(_U55_BILINEAR_CYCLES_PER_ELEMENT * node.meta["val"].numel())


_TARGETS = (aten.upsample_nearest2d.vec, aten.upsample_bilinear2d.vec)

register(
    OpRule(
        name="upsample",
        lower_targets=_TARGETS,
        quant=Quant.SHARED,
        support=_support,
        lower_int=lower_resize,
        lower_fp=lower_resize,
        samples=(Sample(lambda x: torch.nn.functional.interpolate(x * 2.0, scale_factor=2.0, mode="nearest"), ((1, 2, 4, 4),)),),
        keep_undecomposed=_TARGETS,
        npu_cycles=_npu_cycles,
    )
)
