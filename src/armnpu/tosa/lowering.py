"""Walks a delegated edge graph and emits a TOSA 1.0 graph through op rules.

Every FX value becomes a `Value`: a TOSA tensor (or a constant not yet
emitted) plus what the integer profile needs to interpret it — its layout
relative to torch's dim order, its quantization parameters, and an
activation clamp still to be applied when the value is requantized.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.compile_spec import CompileTarget
from armnpu.errors import LoweringError
from armnpu.targets import VELA_LIMITS
from armnpu.tosa import layout as tosa_layout
from armnpu.tosa import quant_math
from armnpu.tosa.spatial import SpatialChoice, channels_last

# TOSA's int48, the accumulator of int16 activations (CONV2D, DEPTHWISE_CONV2D, MATMUL): torch has
# no 48-bit type, so an int48 Value carries torch.int64, which no other lowered tensor has (TOSA has
# no int64: armnpu narrows int64 tensors to int32 before lowering).
INT48 = torch.int64

# vela-workaround(5.2.0): few channels moved innermost by a one-hot CONV2D (EthosUTarget.interleaves_by_conv)
# Measured on ethos-u85-256: the convolution takes half the TRANSPOSE's cycles at 16 channels and
# ties at 32. Rows (the kernel's dilation) of 1 or 2: Vela splits a larger dilation into one
# operation per output row.
INTERLEAVE_MAX_CHANNELS = 16
INTERLEAVE_ROWS = (1, 2)

_TOSA_DTYPE = {
    INT48: ts.DType.INT48,
    torch.int8: ts.DType.INT8,
    torch.int16: ts.DType.INT16,
    torch.int32: ts.DType.INT32,
    torch.float32: ts.DType.FP32,
    torch.float16: ts.DType.FP16,
    torch.bool: ts.DType.BOOL,
}
_NUMPY_DTYPE = {
    INT48: np.int64,
    torch.int8: np.int8,
    torch.int16: np.int16,
    torch.int32: np.int32,
    torch.float32: np.float32,
    torch.float16: np.float16,
    torch.bool: np.bool_,
}


def accumulator_dtype(activation: torch.dtype) -> torch.dtype:
    """The integer accumulator of a convolution or matrix product of `activation` inputs."""
    return INT48 if activation == torch.int16 else torch.int32


def accumulator_qparams(scale, dtype: torch.dtype, axis: Optional[int] = None) -> QParams:
    """The quantization of an accumulator of `dtype` (int32 or INT48) with `scale`: zero point 0."""
    bits = 48 if dtype == INT48 else 32
    return QParams(np.asarray(scale, dtype=np.float64), 0, -(1 << (bits - 1)), (1 << (bits - 1)) - 1, axis=axis)


def tosa_dtype(dtype: torch.dtype):
    try:
        return _TOSA_DTYPE[dtype]
    except KeyError:
        raise LoweringError(f"dtype {dtype} has no TOSA equivalent in armnpu") from None


@dataclass(frozen=True)
class QParams:
    scale: np.ndarray  # float64; shape () per tensor, (C,) per channel
    zero_point: int
    qmin: int
    qmax: int
    axis: Optional[int] = None  # torch dim of a per-channel scale

    @property
    def per_channel(self) -> bool:
        return self.scale.ndim == 1 and self.scale.size > 1

    def quantize(self, real: float) -> int:
        return quant_math.quantize_value(real, float(self.scale), self.zero_point, self.qmin, self.qmax)

    def same_as(self, other: "QParams") -> bool:
        return (
            self.zero_point == other.zero_point
            and self.scale.shape == other.scale.shape
            and np.array_equal(self.scale.astype(np.float32), other.scale.astype(np.float32))
        )


@dataclass(frozen=True)
class PixelPairs:
    """A value computed on pairs of neighbouring pixels read as one pixel of twice the channels
    (armnpu.ops.conv) and carried so through its activations: `shape`, the torch shape it has as
    pixels, which the quantize node named `read_back_at` gives it back."""

    shape: tuple[int, ...]
    read_back_at: str


@dataclass(frozen=True)
class Value:
    shape: tuple[int, ...]  # torch (logical) shape
    dtype: torch.dtype  # dtype of the TOSA tensor
    name: Optional[str] = None  # None: a constant not emitted yet
    perm: tuple[int, ...] = ()  # TOSA dim i holds torch dim perm[i]; () means identity
    qparams: Optional[QParams] = None
    const: Optional[np.ndarray] = None  # torch-layout data of a constant
    clamp: Optional[tuple[float, float]] = None  # activation still to apply, in real units
    paired: Optional[PixelPairs] = None  # a result on pixel pairs (armnpu.ops.conv)

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def layout(self) -> tuple[int, ...]:
        return self.perm or tuple(range(self.rank))

    @property
    def tosa_shape(self) -> list[int]:
        return [self.shape[d] for d in self.layout]

    @property
    def tensor_name(self) -> str:
        """`name` of a value already emitted: every value but a constant not emitted yet."""
        assert self.name is not None, f"a constant of shape {self.shape} used as an emitted tensor"
        return self.name

    @property
    def known_qparams(self) -> QParams:
        """`qparams` of a value the INT profile quantized (typed access, a cast: None not checked)."""
        return cast(QParams, self.qparams)

    @property
    def const_data(self) -> np.ndarray:
        """`const` of a constant not emitted yet (typed access, a cast: None not checked)."""
        return cast(np.ndarray, self.const)

    def replace(self, **changes) -> "Value":
        return dataclasses.replace(self, **changes)


def quantized_constant(value: Value, like: Value) -> Value:
    """A float constant (a number the graph made a tensor) in `like`'s integer units; any other
    value unchanged."""
    if value.const is not None and value.qparams is None and like.qparams is not None:
        data = np.vectorize(like.qparams.quantize, otypes=[np.int64])(value.const.astype(np.float64))
        return Value(value.shape, like.dtype, const=data, qparams=like.qparams)
    return value


def _nonunit(shape: Sequence[int]) -> list[int]:
    return [int(s) for s in shape if s != 1]


def _through_unit_dims(
    shape: Sequence[int], other: Sequence[int], starts: Sequence[int], sizes: Sequence[int]
) -> tuple[list[int], list[int]]:
    """A window (`starts`, `sizes`) of a tensor of `shape` on a tensor of shape `other` that holds
    the same elements with other unit dims: non-unit dims pair up in order, unit dims are whole."""
    other_starts, other_sizes = [0] * len(other), [1] * len(other)
    mine = tosa_layout.nonunit_order(shape, range(len(shape)))
    theirs = tosa_layout.nonunit_order(other, range(len(other)))
    for d, o in zip(mine, theirs, strict=True):
        other_starts[o], other_sizes[o] = starts[d], sizes[d]
    return other_starts, other_sizes


class LoweringContext:
    """State of one partition's lowering: the TOSA serializer and node → Value map."""

    def __init__(self, serializer: Any, target: CompileTarget, spatial: Optional[SpatialChoice] = None) -> None:
        self.ser = serializer
        self.target = target
        self.spatial = spatial if spatial is not None else SpatialChoice()
        self.integer = target.integer
        self.values: dict[Node, Any] = {}
        self._layout_cache: dict[tuple[str, tuple[int, ...], tuple[int, ...]], Value] = {}
        self._ids = itertools.count(1)
        self.node: Optional[Node] = None  # node being lowered, for names and errors
        self.tosa_to_node: dict[str, str] = {}
        self.tensors: dict[str, Any] = {}  # produced (non-constant) TOSA tensors by name
        self._sliced_from: dict[str, tuple[Value, tuple[int, ...]]] = {}  # SLICE output → (input, starts)
        self._unit_reshape_of_slice: dict[str, str] = {}  # RESHAPE output → the SLICE output it relabels
        self._tiled_from: dict[str, tuple[Value, tuple[int, ...]]] = {}  # TILE output → (input, TOSA multiples)
        self._concatenated: set[str] = set()  # CONCAT outputs (see rescale)
        self._wide_rescales: dict[str, torch.dtype] = {}  # output (→ dtype) of a RESCALE of int32 data, or a RESHAPE of one
        self._clamped: dict[str, str] = {}  # such an output → its full-range CLAMP (see _placed_inputs)
        # Control-flow regions to lower once the current block is complete (the serializer
        # writes one block at a time).
        self.pending_regions: list[Callable[[], None]] = []

    def for_block(self) -> "LoweringContext":
        """A context for another basic block: its own tensors and values, shared names and queue."""
        block = LoweringContext(self.ser, self.target, self.spatial)
        block._ids, block.tosa_to_node, block.pending_regions = self._ids, self.tosa_to_node, self.pending_regions
        return block

    # ---- naming and raw emission -------------------------------------------------
    def _fresh(self, hint: str) -> str:
        base = self.node.name if self.node is not None else "t"
        return f"{base}_{hint}_{next(self._ids)}"

    def unique(self, hint: str) -> str:
        """A name no other tensor or region of the program has."""
        return self._fresh(hint)

    def const(self, array: np.ndarray, dtype: torch.dtype, hint: str = "const") -> str:
        array = np.asarray(array).astype(_NUMPY_DTYPE[dtype])
        array = np.ascontiguousarray(array).reshape(array.shape)  # ascontiguousarray makes rank 0 rank 1
        tensor = self.ser.addConst(list(array.shape), tosa_dtype(dtype), array, name=self._fresh(hint))
        return tensor.name

    def shape_const(self, values: Sequence[int], hint: str = "shape") -> str:
        array = np.asarray(list(values), dtype=np.int64)
        tensor = self.ser.addConst([len(array)], ts.DType.SHAPE, array, name=self._fresh(hint))
        return tensor.name

    def zero_point(self, zp: int, dtype: torch.dtype) -> str:
        return self.const(np.array([zp]), dtype, "zp")

    def emit(self, op, inputs: Sequence[str], tosa_shape: Sequence[int], dtype: torch.dtype, attr=None) -> str:
        (name,) = self.emit_many(op, inputs, [(tosa_shape, dtype)], attr)
        return name

    def emit_many(
        self, op, inputs: Sequence[str], outputs: Sequence[tuple[Sequence[int], torch.dtype]], attr=None
    ) -> list[str]:
        """Emit `op` with a new tensor per (TOSA shape, dtype) of `outputs`; returns their names."""
        inputs = self._placed_inputs(op, inputs)
        names = []
        for tosa_shape, dtype in outputs:
            out = self.ser.addIntermediate(list(tosa_shape), tosa_dtype(dtype))
            self.tensors[out.name] = out
            if self.node is not None:
                self.tosa_to_node[out.name] = self.node.name
            names.append(out.name)
        self.ser.addOperator(op, list(inputs), names, attr if attr is not None else _empty_attr(op))
        if op == ts.Op.CONCAT:
            self._concatenated.add(names[0])
        if op == ts.Op.RESHAPE and inputs[0] in self._wide_rescales:
            # A RESHAPE moves no data in Vela: a PAD or CONCAT of it places the RESCALE itself.
            self._wide_rescales[names[0]] = self._wide_rescales[inputs[0]]
        return names

    def _placed_inputs(self, op, inputs: Sequence[str]) -> list[str]:
        """`inputs`, with a full-range CLAMP after each RESCALE of int32 data (or RESHAPE of one)
        that a PAD or CONCAT places inside its larger output."""
        # vela-workaround(5.2.0): a RESCALE of int32 data that PAD/CONCAT place gets a no-op CLAMP
        # On the Ethos-U55/U65 Vela 5.2 runs such a RESCALE as its own MULs and writes their result
        # at the start of the larger tensor, not at its place there (the PAD's or the CONCAT's
        # offset is lost). Vela fuses the CLAMP into the last MUL, which then writes at the right
        # place: the same commands and cycles, one OFM base changed.
        placed = {ts.Op.PAD: 1, ts.Op.CONCAT: len(inputs)}.get(op, 0)
        return [self._clamped_copy(name) if i < placed and name in self._wide_rescales else name for i, name in enumerate(inputs)]

    def _clamped_copy(self, name: str) -> str:
        if name not in self._clamped:
            dtype = self._wide_rescales[name]
            info = torch.iinfo(dtype)
            attr = ts.TosaSerializerAttribute()
            attr.ClampAttribute(_to_bytes(info.min, dtype), _to_bytes(info.max, dtype), ts.NanPropagationMode.PROPAGATE)
            self._clamped[name] = self.emit(ts.Op.CLAMP, [name], self.tensors[name].shape, dtype, attr)
        return self._clamped[name]

    def op(self, op, inputs: Sequence[str], like: Value, attr=None, **changes) -> Value:
        """Emit `op` producing a Value described as `like` with `changes` applied."""
        result = like.replace(name=None, const=None, **changes)
        name = self.emit(op, inputs, result.tosa_shape, result.dtype, attr)
        return result.replace(name=name)

    # ---- values ------------------------------------------------------------------
    def value(self, arg) -> Value:
        if isinstance(arg, Node):
            found = self.values.get(arg)
            if found is None:
                raise LoweringError(f"{arg.name} has no lowered value (used by {self.node})")
            return found
        raise LoweringError(f"expected a tensor argument, got {arg!r} in {self.node}")

    def tensor(self, value: Value, layout: Optional[Sequence[int]] = None) -> str:
        """The TOSA tensor name of `value` in `layout` (emitting constants as needed)."""
        return self.to_layout(value, tuple(layout) if layout is not None else value.layout).tensor_name

    def to_layout(self, value: Value, layout: Sequence[int]) -> Value:
        layout = tuple(layout)
        if layout == value.layout and value.name is not None:
            return value
        if value.const is not None:
            data = np.transpose(value.const, layout) if value.rank else value.const
            return value.replace(name=self.const(data, value.dtype), perm=layout)
        # Several Values can share one TOSA tensor under different layouts (a permute only
        # relabels dims), so the source layout is part of the key.
        key = (value.tensor_name, value.layout, layout)
        if key not in self._layout_cache:
            self._layout_cache[key] = self._transpose(value, layout)
        return self._layout_cache[key].replace(qparams=value.qparams, clamp=value.clamp)

    def _transpose(self, value: Value, layout: tuple[int, ...]) -> Value:
        current = value.layout
        perms = [current.index(d) for d in layout]
        result = value.replace(perm=layout)
        if tosa_layout.nonunit_order(value.shape, layout) == tosa_layout.nonunit_order(value.shape, current):
            # Only unit dims move: a reshape is free, a transpose is not.
            name = self._reshape(value.tensor_name, result.tosa_shape, value.dtype)
        elif (interleaved := self._interleave_by_conv(value, perms)) is not None:
            name = self._reshape(interleaved, result.tosa_shape, value.dtype)
        elif (planned := self._planned_transposes(value, perms)) is not None:
            name = self._reshape(planned, result.tosa_shape, value.dtype)
        else:
            shape, perm = tosa_layout.compact_transpose(value.tosa_shape, perms)
            if self.target.npu is not None and self.target.npu.merges_transposes:
                fewest = tosa_layout.compact_transpose(value.tosa_shape, perms, fewest=True)
                # The plain variant keeps the 4-D movement (armnpu.tosa.spatial.PLAIN).
                self.spatial.merged_transposes |= fewest != (shape, perm)
                if self.spatial.variant.merged_transposes:
                    shape, perm = fewest
            compacted = list(shape) != value.tosa_shape
            name = self._reshape(value.tensor_name, shape, value.dtype) if compacted else value.tensor_name
            name = self._emit_transpose(name, shape, perm, value.dtype)
            if compacted:
                name = self._reshape(name, result.tosa_shape, value.dtype)
        return result.replace(name=name)

    def _planned_transposes(self, value: Value, perms: Sequence[int]) -> Optional[str]:
        """A TRANSPOSE of four or more non-unit dims as the chain of 3-D TRANSPOSEs the target
        prices lowest, where it plans them (EthosUTarget.plans_transposes); None otherwise. PLAIN
        keeps the single TRANSPOSE, so a partition where the chain loses keeps that."""
        npu = self.target.npu
        if npu is None or not npu.plans_transposes:
            return None
        element_bytes = torch.empty((), dtype=value.dtype).element_size()
        moves = tosa_layout.planned_transposes(value.tosa_shape, perms,
                                               lambda shape, order: npu.transpose_cycles(shape, order, element_bytes))
        if moves is None:
            return None
        self.spatial.merged_transposes = True
        if not self.spatial.variant.merged_transposes:
            return None
        name = value.tensor_name
        for shape, order in moves:
            name = self._emit_transpose(self._reshape(name, shape, value.dtype), shape, order, value.dtype)
        return name

    def _emit_transpose(self, tensor: str, shape: Sequence[int], perm: Sequence[int], dtype: torch.dtype) -> str:
        attr = ts.TosaSerializerAttribute()
        attr.TransposeAttribute(list(perm))
        return self.emit(ts.Op.TRANSPOSE, [tensor], [shape[p] for p in perm], dtype, attr)

    def _interleave_by_conv(self, value: Value, perms: Sequence[int]) -> Optional[str]:
        """A TRANSPOSE (C, M) -> (M, C) of int8 data with C from 2 to INTERLEAVE_MAX_CHANNELS, as one
        CONV2D where the target runs that faster (EthosUTarget.interleaves_by_conv); None where the
        transpose is not of that form. The input is read as a 1 x C·R x M/R x 1 map (R rows keep
        each below the NPU's axis limit), a C-tall kernel dilated by R gives output channel c row c
        with a weight of one, and a RESCALE by one narrows the sums, which are the inputs: exact."""
        npu = self.target.npu
        if npu is None or not npu.interleaves_by_conv or not self.spatial.variant.interleave_by_conv:
            return None
        shape, perm = tosa_layout.compact_transpose(value.tosa_shape, perms, fewest=True)
        if value.dtype != torch.int8 or len(shape) < 2 or perm != (*range(1, len(shape)), 0):
            return None
        channels, pixels = shape[0], int(np.prod(shape[1:]))
        rows = next((r for r in INTERLEAVE_ROWS if pixels % r == 0 and pixels // r < VELA_LIMITS.axis), None)
        if rows is None or not 2 <= channels <= INTERLEAVE_MAX_CHANNELS:
            return None
        ifm = self._reshape(value.tensor_name, [1, channels * rows, pixels // rows, 1], value.dtype)
        attr = ts.TosaSerializerAttribute()
        attr.Conv2dAttribute(pad=[0, 0, 0, 0], stride=[1, 1], dilation=[rows, 1], local_bound=False,
                             acc_type=ts.DType.INT32)
        one_hot = np.eye(channels).reshape(channels, channels, 1, 1)
        inputs = [ifm, self.const(one_hot, torch.int8, "one_hot"), self.const(np.zeros(channels), torch.int32, "bias"),
                  self.zero_point(0, torch.int8), self.zero_point(0, torch.int8)]
        sums = Value((1, rows, pixels // rows, channels), torch.int32,
                     name=self.emit(ts.Op.CONV2D, inputs, [1, rows, pixels // rows, channels], torch.int32, attr))
        return self.rescale(sums, 1.0, torch.int8, in_zp=0).tensor_name

    def reshape(self, value: Value, shape: Sequence[int], layout: Optional[Sequence[int]] = None) -> Value:
        """Reshape in torch (row-major) semantics to a value in `layout` (identity by default).

        The reshape is emitted in the value's own layout when that keeps element order, so a
        value already stored the way `layout` wants needs one RESHAPE and no TRANSPOSE."""
        shape = tuple(int(s) for s in shape)
        target = tuple(layout) if layout is not None else tuple(range(len(shape)))
        if value.const is not None:
            result = value.replace(shape=shape, perm=(), name=None, const=np.reshape(value.const, shape))
            return result if layout is None else self.to_layout(result, target)
        natural = tosa_layout.reshape_layout(value.shape, value.layout, shape)
        if natural is None:  # the reshape reorders elements in this layout: reshape in torch's order
            value = self.to_layout(value, tuple(range(value.rank)))
            natural = tosa_layout.reshape_layout(value.shape, value.layout, shape)
            assert natural is not None  # every reshape keeps torch's element order
        same_order = tosa_layout.nonunit_order(shape, natural) == tosa_layout.nonunit_order(shape, target)
        result = self._relabel(value, shape, target if same_order else natural)
        return result if same_order else self.to_layout(result, target)

    def view(self, value: Value, shape: Sequence[int]) -> Value:
        """Reshape in torch semantics to a value in whichever layout keeps the element order of
        `value`'s TOSA buffer; when none does, in torch's order (one TRANSPOSE before the RESHAPE,
        and the result is what layout-agnostic consumers such as matmuls want)."""
        if value.const is not None:
            return self.reshape(value, shape)
        return self.reshape(value, shape, tosa_layout.reshape_layout(value.shape, value.layout, tuple(int(s) for s in shape)))

    def regroup(self, value: Value, shape: Sequence[int]) -> Value:
        """`value`'s channels-last buffer read as channels-last `shape` (torch order) with as many
        elements: a RESHAPE, which moves no data (pixel pairs as one pixel, and back)."""
        return self._relabel(self.to_layout(value, channels_last(4)), tuple(shape), channels_last(4))

    def _relabel(self, value: Value, shape: tuple[int, ...], layout: tuple[int, ...]) -> Value:
        """`value` (whose buffer already holds the elements in order) as `shape` in `layout`:
        a RESHAPE when the TOSA shape changes, nothing otherwise."""
        result = value.replace(shape=shape, perm=tosa_layout.canonical(layout))
        if result.tosa_shape == value.tosa_shape:
            return result
        name = self._reshape(value.tensor_name, result.tosa_shape, value.dtype)
        return result.replace(name=name)

    def _reshape(self, tensor: str, tosa_shape: Sequence[int], dtype: torch.dtype) -> str:
        name = self.emit(ts.Op.RESHAPE, [tensor, self.shape_const(tosa_shape)], tosa_shape, dtype)
        if tensor in self._sliced_from and _nonunit(self.tensors[tensor].shape) == _nonunit(tosa_shape):
            self._unit_reshape_of_slice[name] = tensor
        return name

    def slice(self, value: Value, starts: Sequence[int], result: Value) -> Value:
        """TOSA SLICE of `value` (in its layout) from `starts` to `result`'s shape.

        A slice of a slice, directly or through a RESHAPE of unit dims (a select leaves one), is
        one SLICE of the first one's input: Vela merges a SLICE into the CONCAT it feeds, but
        runs a SLICE of a SLICE as a memory copy of its own."""
        source, starts, size = value, list(starts), list(result.tosa_shape)
        inner = self._unit_reshape_of_slice.get(value.tensor_name, value.tensor_name)
        if inner in self._sliced_from:
            source, outer_starts = self._sliced_from[inner]
            starts, size = _through_unit_dims(value.tosa_shape, list(self.tensors[inner].shape), starts, size)
            starts = [outer + start for outer, start in zip(outer_starts, starts)]
        name = self.emit(ts.Op.SLICE, [source.tensor_name, self.shape_const(starts), self.shape_const(size)], size, value.dtype)
        self._sliced_from[name] = (source, tuple(starts))
        if size != list(result.tosa_shape):
            name = self._reshape(name, result.tosa_shape, value.dtype)
        return result.replace(name=name)

    def tile(self, value: Value, tosa_multiples: Sequence[int], shape: Sequence[int]) -> Value:
        """TOSA TILE of `value`: `tosa_multiples` copies along each TOSA dim, `shape` in torch order."""
        multiples = tuple(int(m) for m in tosa_multiples)
        result = self.op(ts.Op.TILE, [value.tensor_name, self.shape_const(multiples)], value, shape=tuple(shape))
        self._tiled_from[result.tensor_name] = (value, multiples)
        return result

    # ---- integer helpers ---------------------------------------------------------
    def rescale(
        self,
        value: Value,
        scale,
        out_dtype: torch.dtype,
        out_zp: int = 0,
        in_zp: Optional[int] = None,
        out_qparams: Optional[QParams] = None,
        folded_into_binary: bool = False,
    ) -> Value:
        """TOSA RESCALE: out = round((v - in_zp) * scale) + out_zp, saturated to out_dtype.
        `folded_into_binary`: the RESCALE feeds an elementwise op whose other operand Vela folds
        too (see `folds_both_rescales`), so Vela reads a SLICE input in place."""
        source = self.to_layout(value, value.layout)
        scales = np.atleast_1d(np.asarray(scale, dtype=np.float64))
        per_channel = scales.size > 1
        if per_channel and value.qparams is not None and value.qparams.axis is not None:
            if value.layout[-1] != value.qparams.axis:
                source = self.to_layout(value, _axis_last(value.layout, value.qparams.axis))
        in_zp = (value.qparams.zero_point if value.qparams is not None else 0) if in_zp is None else in_zp
        sliced = self._unit_reshape_of_slice.get(source.tensor_name, source.tensor_name)
        folded_slice = folded_into_binary and self._channel_slice(source.tensor_name)
        if self.target.is_ethosu and not per_channel and sliced in self._sliced_from and not folded_slice:
            # vela-workaround(5.2.0): a RESCALE of a SLICE rescales a CLAMP copy of the slice
            # Vela 5.2 runs a RESCALE of a SLICE (directly or through a RESHAPE of unit dims)
            # that it does not fold into the next operation as an operation of its own, over the
            # whole unsliced input but with its output buffer sized for the slice, so the NPU
            # writes past it. A full-range CLAMP (a no-op) reads the slice and writes it to a
            # buffer of its own, which the RESCALE then reads: one pass over the slice, not a
            # RESCALE of the whole input. Folded into an ADD/SUB/MUL, the RESCALE reads the slice
            # in place and the copy would cost a pass (a GRU's gates: 340 CLAMPs, 6% of its cycles);
            # seen for slices along the last dim only (a slice over time and channels of a hoisted
            # GRU projection, folded, wrote past its buffer: see passes/decompositions/recurrent.py).
            source = self._full_range_copy(source)
        if self.target.is_u55_like and not per_channel and source.tensor_name in self._tiled_from:
            # vela-workaround(5.2.0): a RESCALE of a TILE rescales the TILE's input, then tiles
            # On the Ethos-U55/U65 Vela 5.2 runs the RESCALE once per copy of the tile, and the
            # last MUL of each writes at the start of the tiled tensor, not at that copy's place.
            small, multiples = self._tiled_from[source.tensor_name]
            rescaled = self.rescale(small, scale, out_dtype, out_zp, in_zp, out_qparams)
            return self.tile(rescaled, multiples, source.shape)
        if self.target.is_u55_like and source.tensor_name in self._concatenated:
            # vela-workaround(5.2.0): a RESCALE of a CONCAT rescales a CLAMP copy of it
            # On the Ethos-U55/U65 Vela 5.2 rescales each CONCAT input on its own (seen for an
            # ADD's RESCALE to int32, run as ADD + MUL), and every input's MUL writes at the
            # RESCALE output's start: its OFM box and NPU_SET_OFM_BASE0 lack the input's offset
            # along the CONCAT axis, so the inputs overwrite each other (that stream, patched with
            # the offsets, runs bit-exact; _placed_inputs has the RESCALE-before-CONCAT case). With
            # a full-range CLAMP (a no-op) in between, Vela places the CONCAT's writes itself and
            # rescales once.
            source = self._full_range_copy(source)
        # TOSA rescales int48 with 16-bit multipliers only.
        scale32 = value.dtype != INT48
        multipliers, shifts = quant_math.quantize_multipliers(scales, 32 if scale32 else 16)
        attr = ts.TosaSerializerAttribute()
        attr.RescaleAttribute(
            scale32=scale32,
            rounding_mode=ts.RoundingMode.SINGLE_ROUND,
            per_channel=per_channel,
            input_unsigned=False,
            output_unsigned=False,
        )
        inputs = [
            source.tensor_name,
            self.const(np.array(multipliers), torch.int32 if scale32 else torch.int16, "multiplier"),
            self.const(np.array(shifts), torch.int8, "shift"),
            self.zero_point(in_zp, value.dtype),
            self.zero_point(out_zp, out_dtype),
        ]
        result = self.op(ts.Op.RESCALE, inputs, source, attr, dtype=out_dtype, qparams=out_qparams, clamp=None)
        if self.target.is_u55_like and value.dtype == torch.int32:
            self._wide_rescales[result.tensor_name] = out_dtype
        return result

    def folds_both_rescales(self, a: Value, b: Value) -> bool:
        """Whether Vela folds the RESCALEs of both operands of an elementwise op into it: seen
        for two tensors of one shape (no broadcast), neither a constant, not two SLICEs of one
        tensor. A constant's RESCALE, or two reads of one buffer, leave the RESCALEs as
        operations of their own (Vela 5.2.0, U55-128/U65-256/U85-256)."""
        if a.const is not None or b.const is not None or a.shape != b.shape:
            return False
        sources = [self._sliced_from.get(v.tensor_name, (v, ()))[0].tensor_name for v in (a, b)]
        return sources[0] != sources[1]

    def _channel_slice(self, name: str) -> bool:
        """Whether `name` is a SLICE that cuts its input along the last TOSA dim only."""
        if name not in self._sliced_from:
            return False
        whole, part = list(self._sliced_from[name][0].tosa_shape), list(self.tensors[name].shape)
        return whole[:-1] == part[:-1]

    def _full_range_copy(self, value: Value) -> Value:
        """A CLAMP to the dtype's whole range: no change to the values, a buffer of its own."""
        return self.clamp_int(value, *_dtype_range(value.dtype))

    def clamp_int(self, value: Value, low: int, high: int) -> Value:
        attr = ts.TosaSerializerAttribute()
        attr.ClampAttribute(_to_bytes(low, value.dtype), _to_bytes(high, value.dtype), ts.NanPropagationMode.PROPAGATE)
        return self.op(ts.Op.CLAMP, [self.tensor(value)], value, attr, clamp=None)

    def clamp_float(self, value: Value, low: float, high: float) -> Value:
        attr = ts.TosaSerializerAttribute()
        attr.ClampAttribute(_to_bytes(low, value.dtype), _to_bytes(high, value.dtype), ts.NanPropagationMode.PROPAGATE)
        return self.op(ts.Op.CLAMP, [self.tensor(value)], value, attr, clamp=None)

    def complement(self, value: Value) -> Value:
        """An order-reversing map that keeps the dtype and quantization: -x for floats, -1 - x on
        integer codes, which fits where -x overflows at the type's minimum. The first maximum of the
        result is the first minimum of `value`."""
        if value.dtype.is_floating_point or value.dtype == torch.int8:
            # int8: NEGATE's output zero point adds the -1 (the Ethos-U55/U65 run it).
            out_zp = 0 if value.dtype.is_floating_point else -1
            inputs = [self.tensor(value), self.zero_point(0, value.dtype), self.zero_point(out_zp, value.dtype)]
            return self.op(ts.Op.NEGATE, inputs, value)
        if not self.target.is_u55_like:
            return self.op(ts.Op.BITWISE_NOT, [self.tensor(value)], value)
        # The Ethos-U55/U65 have no BITWISE_NOT and TOSA no int16 zero points: subtract in int32.
        wide = self.rescale(value, 1.0, torch.int32, in_zp=0)
        minus_one = self.const(np.full((1,) * value.rank, -1), torch.int32, "minus_one")
        flipped = self.op(ts.Op.SUB, [minus_one, wide.tensor_name], wide)
        return self.rescale(flipped, 1.0, value.dtype, in_zp=0, out_qparams=value.qparams)

    def requantize(self, value: Value, qparams: QParams, dtype: torch.dtype) -> Value:
        """Bring `value` to `qparams`, applying any pending activation clamp."""
        if value.dtype == dtype and value.qparams is not None and value.qparams.same_as(qparams):
            result = value.replace(qparams=qparams)
            # Its producer kept it in its own range (a16w8's [-32767, 32767] is narrower than
            # int16's): a second CLAMP would be an NPU pass of its own after a RESHAPE.
            bounds = (value.qparams.qmin, value.qparams.qmax)
        else:
            if value.qparams is None:
                raise LoweringError(f"{self.node}: cannot requantize a value without quantization parameters")
            factor = value.qparams.scale / float(qparams.scale)
            result = self.rescale(value, factor, dtype, qparams.zero_point, out_qparams=qparams)
            bounds = _dtype_range(dtype)  # RESCALE saturates to the dtype
        low, high = qparams.qmin, qparams.qmax
        if value.clamp is not None:
            low = max(low, qparams.quantize(value.clamp[0]))
            high = min(high, qparams.quantize(value.clamp[1]))
        # Only a range narrower than the value's bounds needs a CLAMP.
        if low > bounds[0] or high < bounds[1]:
            result = self.clamp_int(result, low, high)
        return result.replace(clamp=None)


def _axis_last(layout: tuple[int, ...], axis: int) -> tuple[int, ...]:
    return tuple(d for d in layout if d != axis) + (axis,)


def _dtype_range(dtype: torch.dtype) -> tuple[int, int]:
    info = torch.iinfo(dtype)
    return info.min, info.max


def _to_bytes(value, dtype: torch.dtype) -> list[int]:
    return torch.full((1,), value, dtype=dtype).view(torch.uint8).numpy().tolist()


def _empty_attr(op) -> Any:
    """The attribute of an operator emitted without one. TOSA 1.0 gives every operator an
    attribute type named after it (MATMUL → MatMulAttribute); the serializer builds one without
    fields (ADD, RESHAPE, TABLE, ...) from nothing. An operator whose attribute has fields gets
    it from its lowering."""
    attr = ts.TosaSerializerAttribute()
    build = _ATTRIBUTE_BUILDERS[op.name.replace("_", "").lower()]
    try:
        build(attr)
    except TypeError:
        raise LoweringError(f"TOSA {op.name} takes attribute fields: its lowering must build its attribute") from None
    return attr


# Attribute builder by operator name without underscores, lower case ("matmul" → MatMulAttribute).
_ATTRIBUTE_BUILDERS = {
    name[: -len("Attribute")].lower(): getattr(ts.TosaSerializerAttribute, name)
    for name in dir(ts.TosaSerializerAttribute)
    if name.endswith("Attribute") and name != "setAttribute"
}
