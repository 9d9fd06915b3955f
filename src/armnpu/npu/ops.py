"""The NPU operations, each computed on whole feature maps with numpy.

Every operation reads its inputs from `Memory`, forms an int64 accumulator and passes it
through the shared output stage: `+ bias`, `apply_scale` with the OFM rounding mode, `+ OFM zero
point`, the activation clamp, then the LUT if one is selected. Convolutions are one matmul of
integer-valued patches and weights, in float32 when every partial sum stays below 2**24, else in
float64 (exact below 2**53), else in int64; the bound is max|IFM| times the largest L1 norm of a
weight column, so the choice never loses exactness.

Rules that are inferred rather than specified (they come from Vela's compiler source, and the
bit-exactness tests against the TOSA reference model pin each one that Vela can emit):

- AVERAGE pool with IFM padding divides by the number of valid (unpadded) taps in hardware, with
  TOSA's `reciprocal_scale` and round-half-up; without padding the OFM scale does the division.
- ADD/SUB in OPA_32 / OPB_32 scale mode: the selected operand is scaled by OPA_SCALE (with shift
  and the IFM rounding mode), the other operand is shifted left by 19 (8-bit IFM) or 14 (16-bit);
  OPA_OPB_16 multiplies each operand by its 16-bit OPA/OPB scale. OPA is operand A: the IFM, or
  the IFM2 when the operand order is reversed.
- U85: every elementwise mode, not only ADD/SUB, first scales each operand (zero point removed)
  by its IFM_SCALE / IFM2_SCALE with that register's rounding. regor allows a non-unit IFM scale
  on any elementwise op with 8- or 16-bit IFMs except MUL and DIV (`SupportedIFMQuant`,
  ethos_u85_constraints.cpp), and its FuseRescale moves an int8 RESCALE there: into the AND of a
  SELECT (RewriteSelect: `(a & mask) | (b & ~mask)`, a KV-cache write), a BITWISE_AND, a MAXIMUM of
  int8 values rescaled to int32. The U55/U65 allow it on ADD/SUB only (ethos_u55_constraints.cpp).
- SHR rounds half up under NATURAL rounding and floors otherwise; SHL wraps at 32 bits.
- AND/OR/XOR/AND_NOT results go through the OFM scale like arithmetic ones: Vela programs a
  RESCALE it fused into them there (a bool → int8 CAST is CMP_NE then AND 1, whose OFM_SCALE
  carries the following quantize's x255); a unit scale, as for integer bitwise ops, changes nothing.
- LRELU scales only negative inputs by OFM_SCALE (not emitted by Vela's TOSA flow: untested).
- The clip range OFM_PRECISION ignores ACTIVATION_MIN/MAX for 32-bit outputs (FORCE_INT16 exists
  to clip them).
- U85 clip range NONE does not saturate: the OFM keeps the result's low bits. regor sets it where
  TOSA wraps (CAST to a narrower type, SHL, SHR: "disable clipping" in its RewriteCast) and for
  every OFM wider than 16 bits; B16 clamps to ACTIVATION_MIN/MAX within the OFM type.
- int8 LUT: index = clamped OFM value + 128 (value itself for unsigned). int16 LUT: 512 entries of
  (int16 base, int16 slope); index = (v + 32768) >> 7, result = (base * 128 + slope * ((v + 32768) & 127)
  + 64) >> 7. The U85's LUT_S16_S32 keeps `base * 128 + slope * frac` whole: TOSA TABLE's int16 -> int32
  result, with Vela's table base = table[i], slope = table[i + 1] - table[i]. The LUT area is the last
  2 KiB of SHRAM (see `arch.Accelerator.lut_address`).
- IFM upscaling doubles H and W: NEAREST repeats elements, ZEROS puts the stored elements at even
  positions and zero point values elsewhere. A window of odd extent ends on a stored element, so
  it reads ceil(extent / 2) of them (a transposed convolution with odd output padding).
- Built-in TANH/SIGMOID are not simulated (Vela's TOSA flow never emits them; it uses LUTs).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import torch

from armnpu.npu.errors import NpuError
from armnpu.npu.memory import INTERNAL, FeatureMap, Memory
from armnpu.npu.numerics import (
    Rounding,
    apply_scale,
    count_leading_zeros32,
    reciprocal_scale,
    wrap,
)
from armnpu.npu.regs import Kernel, Padding

_LUT16_BYTES, _LUT8_BYTES = 2048, 256


# The operations' modes, named as in the ISA headers; planners translate register values to them.
class PoolMode(enum.Enum):
    MAX = enum.auto()
    AVERAGE = enum.auto()
    REDUCE_SUM = enum.auto()
    SUM = enum.auto()  # U85: window sum
    MIN = enum.auto()  # U85: window minimum
    NONE = enum.auto()  # U85: contributes nothing (the accumulator input supplies the values)
    ARGMAX_X = enum.auto()  # U85
    ARGMAX_Y = enum.auto()  # U85


class ElementwiseMode(enum.Enum):
    MUL = enum.auto()
    ADD = enum.auto()
    SUB = enum.auto()
    MIN = enum.auto()
    MAX = enum.auto()
    LRELU = enum.auto()
    ABS = enum.auto()
    CLZ = enum.auto()
    SHR = enum.auto()
    SHL = enum.auto()
    # U85 only
    LSR = enum.auto()
    DIV = enum.auto()
    CMP_EQ = enum.auto()
    CMP_NE = enum.auto()
    CMP_GE = enum.auto()
    CMP_GT = enum.auto()
    AND = enum.auto()
    OR = enum.auto()
    XOR = enum.auto()
    NOT = enum.auto()
    AND_NOT = enum.auto()


UNARY_MODES = (ElementwiseMode.ABS, ElementwiseMode.CLZ, ElementwiseMode.LRELU, ElementwiseMode.NOT)


class Upscale(enum.Enum):
    NONE = enum.auto()
    NEAREST = enum.auto()
    ZEROS = enum.auto()


class OperandScaling(enum.Enum):
    """How ADD/SUB scale their operands (U55/U65 IFM_PRECISION.scale_mode)."""

    OPA_OPB_16 = enum.auto()
    OPA_32 = enum.auto()
    OPB_32 = enum.auto()
    PER_OPERAND = enum.auto()  # U85: IFM_SCALE and IFM2_SCALE, each with its shift and rounding


class LutKind(enum.Enum):
    """How the LUT is indexed and what its entries are."""

    S8 = enum.auto()  # 256 int8 entries, index = value + 128
    U8 = enum.auto()  # 256 uint8 entries, index = value
    S8_S16 = enum.auto()  # U85: 256 int16 entries, index = value + 128
    S8_S32 = enum.auto()  # U85: 256 int32 entries, index = value + 128
    INTERP16 = enum.auto()  # 512 (int16 base, int16 slope) pairs, interpolated, rounded to int16
    INTERP16_S32 = enum.auto()  # U85: the same table, the interpolation kept whole as int32 (TOSA TABLE int16)


class AccInput(enum.Enum):
    """U85 ACC_FORMAT.acc_input: what the accumulators start from."""

    RESET = enum.auto()
    KEEP = enum.auto()  # the accumulators an earlier op kept (acc_output DISABLE)
    IFM2 = enum.auto()  # an int32 IFM2 tensor


@dataclass(frozen=True)
class OutputStage:
    """OFM scaling, zero point, clamp and LUT."""

    ofm: FeatureMap
    rounding: Rounding
    clamp_min: int
    clamp_max: int
    lut_address: int | None  # SHRAM / LUT RAM byte address of the LUT, None without a LUT
    lut: LutKind
    scale: np.ndarray | int  # per channel (arrays) or global
    shift: np.ndarray | int
    bias: np.ndarray | int = 0
    acc_input: AccInput = AccInput.RESET
    acc_ifm2: FeatureMap | None = None  # the tensor acc_input IFM2 adds
    acc_output: bool = True  # False: keep the accumulators for the next op, write nothing
    wraps: bool = False  # U85 clip range NONE: no clamp, the OFM keeps the value's low bits

    def apply(self, acc: np.ndarray, memory: Memory, scaled: np.ndarray | None = None) -> np.ndarray:
        v = apply_scale(acc + self.bias, self.scale, self.shift, self.rounding) if scaled is None else scaled
        v = v + self.ofm.zero_point
        if self.wraps:
            v = wrap(v, 8 * self.ofm.elem_size, self.ofm.signed)
        else:
            v = np.clip(v, self.clamp_min, self.clamp_max)
        if self.lut_address is not None:
            v = self._lut(v, memory, self.lut_address)
        return v

    def emit(self, acc: np.ndarray, memory: Memory, what: str, scaled: np.ndarray | None = None) -> None:
        """The accumulator input, the output stage, then the OFM write (or keep the accumulators)."""
        if self.acc_input is AccInput.KEEP:
            if memory.acc is None or memory.acc.shape != acc.shape:
                have = None if memory.acc is None else memory.acc.shape
                raise NpuError(f"{what}: adds kept accumulators of shape {acc.shape}, but {have} were kept")
            acc = acc + memory.acc
        elif self.acc_input is AccInput.IFM2:
            assert self.acc_ifm2 is not None  # planners set it with acc_input IFM2
            height, width, depth = acc.shape
            acc = acc + self.acc_ifm2.read(memory, height, width, depth, what)
        if not self.acc_output:
            memory.acc = acc
            return
        self.ofm.write(memory, self.apply(acc, memory, scaled), what)

    def _lut(self, v: np.ndarray, memory: Memory, start: int) -> np.ndarray:
        if self.lut in (LutKind.INTERP16, LutKind.INTERP16_S32):
            table = memory.shram[start : start + _LUT16_BYTES].view("<i2").astype(np.int64)
            base, slope = table[0::2], table[1::2]
            u = np.clip(v, -32768, 32767) + 32768  # the LUT reads a 16-bit value, even for an int32 OFM
            index, frac = u >> 7, u & 127
            interpolated = base[index] * 128 + slope[index] * frac
            return interpolated if self.lut is LutKind.INTERP16_S32 else (interpolated + 64) >> 7
        if self.lut is LutKind.U8:
            return memory.shram[start : start + _LUT8_BYTES].astype(np.int64)[v]
        dtype = {LutKind.S8: "i1", LutKind.S8_S16: "<i2", LutKind.S8_S32: "<i4"}[self.lut]
        size = _LUT8_BYTES * np.dtype(dtype).itemsize
        return memory.shram[start : start + size].view(dtype).astype(np.int64)[v + 128]


# A weight or scale stream an op reads: ("weight" | "scale", region, address, length in bytes)
Stream = tuple[str, int, int, int]


@dataclass
class Op:
    """Base: where the op sits in the command stream, for error messages."""

    offset: int
    name: str
    # The weight and scale streams it reads; they are decoded once, when planning, so the
    # simulator's counters take their reads from here (armnpu.npu.counters).
    streams: tuple[Stream, ...] = field(default=(), kw_only=True)

    @property
    def what(self) -> str:
        return f"{self.name} at command-stream offset {self.offset:#x}"

    def run(self, memory: Memory) -> None:
        raise NotImplementedError


def _pad(x: np.ndarray, pad: Padding, value: float) -> np.ndarray:
    if not (pad.top or pad.bottom or pad.left or pad.right):
        return x
    return np.pad(x, ((pad.top, pad.bottom), (pad.left, pad.right), (0, 0)), constant_values=value)


def _windows(xp: np.ndarray, k: Kernel, out_h: int, out_w: int):
    """(ky, kx, (out_h, out_w, C) slice of the padded IFM) per kernel tap."""
    for ky in range(k.taps_h):
        y0 = ky * k.dilation_y
        for kx in range(k.taps_w):
            x0 = kx * k.dilation_x
            yield ky, kx, xp[y0 : y0 + (out_h - 1) * k.stride_y + 1 : k.stride_y, x0 : x0 + (out_w - 1) * k.stride_x + 1 : k.stride_x]


@dataclass(kw_only=True)
class KernelOp(Op):
    """CONV, DEPTHWISE and POOL: an IFM window per OFM element."""

    ifm: FeatureMap
    ofm_shape: tuple[int, int, int] = (0, 0, 0)
    ifm_depth: int = 0
    kernel: Kernel
    pad: Padding
    upscale: Upscale = Upscale.NONE
    out: OutputStage

    def ifm_hw(self) -> tuple[int, int]:
        oh, ow, _ = self.ofm_shape
        h = (oh - 1) * self.kernel.stride_y + self.kernel.height - self.pad.top - self.pad.bottom
        w = (ow - 1) * self.kernel.stride_x + self.kernel.width - self.pad.left - self.pad.right
        return h, w

    def read_ifm(self, memory: Memory) -> np.ndarray:
        """IFM minus its zero point, int64 (IH, IW, IC)."""
        h, w = self.ifm_hw()
        if h <= 0 or w <= 0:
            raise NpuError(f"{self.what}: the kernel, stride and padding leave an empty IFM ({h}x{w})")
        if self.upscale is Upscale.NONE:
            return self.ifm.read(memory, h, w, self.ifm_depth, self.what) - self.ifm.zero_point
        # 2x upscaling: stored element i covers upscaled positions 2i and 2i+1, so an h x w window
        # reads ceil(h/2) x ceil(w/2) stored elements, in both modes (regor's RequiredInputSize).
        x = self.ifm.read(memory, (h + 1) // 2, (w + 1) // 2, self.ifm_depth, self.what) - self.ifm.zero_point
        if self.upscale is Upscale.NEAREST:
            return np.repeat(np.repeat(x, 2, axis=0), 2, axis=1)[:h, :w]
        up = np.zeros((h, w, x.shape[2]), dtype=np.int64)
        up[::2, ::2] = x
        return up


@dataclass
class ConvOp(KernelOp):
    weights: np.ndarray | None = None  # int16 (KH * KW * IC, OC), rows in (ky, kx, ic) order; set_weights sets it

    def __post_init__(self) -> None:
        self._gemm_weights: dict[type, np.ndarray] = {}
        self._l1 = 0

    def set_weights(self, weights: np.ndarray) -> None:
        # Kept as int16 (every weight stream decodes to 16 bits or fewer), converted to the GEMM's
        # dtype on first use: a 30-layer LLM's weights held in three dtypes took 20 bytes each.
        if weights.dtype != np.int16 and weights.size and not -(1 << 15) <= weights.min() <= weights.max() < 1 << 15:
            raise NpuError(f"{self.what}: a decoded weight does not fit 16 bits")
        self.weights = np.ascontiguousarray(weights, dtype=np.int16)
        self._gemm_weights = {}
        # Every partial sum of a dot product is at most max|x| * (largest column L1 norm).
        self._l1 = int(np.abs(self.weights, dtype=np.int64).sum(axis=0).max(initial=0))

    def _weights_as(self, dtype: type) -> np.ndarray:
        assert self.weights is not None
        if dtype not in self._gemm_weights:
            self._gemm_weights[dtype] = self.weights.astype(dtype)
        return self._gemm_weights[dtype]

    def run(self, memory: Memory) -> None:
        x = self.read_ifm(memory)
        oh, ow, oc = self.ofm_shape
        bound = int(np.abs(x).max(initial=0)) * self._l1
        # Integer sums are exact in float32 below 2**24 and in float64 below 2**53.
        dtype = np.float32 if bound < 1 << 24 else np.float64 if bound < 1 << 53 else np.int64
        weights = self._weights_as(dtype)
        x = _pad(x.astype(dtype), self.pad, 0)
        # One matmul over all taps: (OH*OW, KH*KW*IC) patches x (KH*KW*IC, OC) weights, in torch:
        # its single-threaded GEMM (see executor) beats numpy's BLAS thread pool on a busy host.
        patches = np.ascontiguousarray(_patches(x, self.kernel, oh, ow)).reshape(oh * ow, -1)
        acc = (torch.from_numpy(patches) @ torch.from_numpy(weights)).numpy().reshape(oh, ow, oc)
        self.out.emit(acc.astype(np.int64), memory, self.what)


def _patches(xp: np.ndarray, k: Kernel, out_h: int, out_w: int) -> np.ndarray:
    """A (out_h, out_w, taps_h, taps_w, C) strided view of the padded IFM's kernel windows."""
    sy, sx, sc = xp.strides
    return np.lib.stride_tricks.as_strided(
        xp,
        shape=(out_h, out_w, k.taps_h, k.taps_w, xp.shape[2]),
        strides=(sy * k.stride_y, sx * k.stride_x, sy * k.dilation_y, sx * k.dilation_x, sc),
    )


@dataclass
class DepthwiseOp(KernelOp):
    weights: np.ndarray | None = None  # int64 (KH, KW, C); the planner sets it once it decodes the weights

    def run(self, memory: Memory) -> None:
        assert self.weights is not None
        x = _pad(self.read_ifm(memory), self.pad, 0)
        oh, ow, oc = self.ofm_shape
        acc = np.zeros((oh, ow, oc), dtype=np.int64)
        for ky, kx, window in _windows(x[:, :, :oc], self.kernel, oh, ow):
            acc += window * self.weights[ky, kx]
        self.out.emit(acc, memory, self.what)


@dataclass(kw_only=True)
class MatMulOp(KernelOp):
    """U85 CONV with weights_ifm2: OFM[h, w, n] = sum_k IFM[h, w, k] * IFM2[h, n, k] (zero points removed)."""

    ifm2: FeatureMap

    def run(self, memory: Memory) -> None:
        oh, _, oc = self.ofm_shape
        x = self.read_ifm(memory)
        w = self.ifm2.read(memory, oh, oc, self.ifm_depth, self.what) - self.ifm2.zero_point
        self.out.emit(np.einsum("hwk,hnk->hwn", x, w), memory, self.what)


@dataclass
class PoolOp(KernelOp):
    mode: PoolMode = PoolMode.MAX
    divides: bool = False  # AVERAGE divides by the tap count in hardware even without padding (U85)

    def run(self, memory: Memory) -> None:
        oh, ow, oc = self.ofm_shape
        x = self.read_ifm(memory)
        padded = self.pad.top or self.pad.bottom or self.pad.left or self.pad.right or self.divides
        scaled = None
        if self.mode is PoolMode.MAX:
            acc = self._reduce(x, np.iinfo(np.int64).min // 2, np.maximum)
        elif self.mode is PoolMode.AVERAGE:
            acc = self._reduce(x, 0, np.add)
            if padded:
                count = np.zeros((oh, ow, 1), dtype=np.int64)
                ones = np.ones(x.shape[:2] + (1,), dtype=np.int64)
                for _, _, window in _windows(_pad(ones, self.pad, 0), self.kernel, oh, ow):
                    count += window
                multiplier, shift = reciprocal_scale(count)
                averaged = apply_scale(acc, multiplier, shift, Rounding.NATURAL)
                scaled = apply_scale(averaged + self.out.bias, self.out.scale, self.out.shift, self.out.rounding)
        elif self.mode is PoolMode.MIN:
            acc = self._reduce(x, np.iinfo(np.int64).max // 2, np.minimum)
        elif self.mode is PoolMode.SUM:
            acc = self._reduce(x, 0, np.add)
        elif self.mode is PoolMode.NONE:
            acc = np.zeros((oh, ow, oc), dtype=np.int64)
        elif self.mode in (PoolMode.ARGMAX_X, PoolMode.ARGMAX_Y):
            # The first maximum's tap index along the window's W (ARGMAX_X) or H (ARGMAX_Y), held
            # above 16 bits: regor reads it out with OFM_SCALE 1 >> 16 (inferred).
            low = np.iinfo(np.int64).min // 2
            best = np.full((oh, ow, oc), low, dtype=np.int64)
            index = np.zeros((oh, ow, oc), dtype=np.int64)
            for ky, kx, window in _windows(_pad(x, self.pad, low)[:, :, :oc], self.kernel, oh, ow):
                better = window > best
                best = np.where(better, window, best)
                index = np.where(better, kx if self.mode is PoolMode.ARGMAX_X else ky, index)
            acc = index << 16
        elif self.mode is PoolMode.REDUCE_SUM:
            acc = np.zeros((oh, ow, 1), dtype=np.int64)
            for _, _, window in _windows(_pad(x, self.pad, 0), self.kernel, oh, ow):
                acc += window.sum(axis=2, keepdims=True)
            acc = np.broadcast_to(acc, (oh, ow, oc))
        else:
            raise NpuError(f"{self.what}: unknown pooling mode {self.mode}")
        self.out.emit(acc, memory, self.what, scaled)


    def _reduce(self, x: np.ndarray, pad_value: int, combine: np.ufunc) -> np.ndarray:
        """`combine` over each window; `pad_value` (its identity) fills the padding."""
        oh, ow, oc = self.ofm_shape
        acc = np.full((oh, ow, oc), pad_value, dtype=np.int64)  # the identity of `combine`
        for _, _, window in _windows(_pad(x, self.pad, pad_value)[:, :, :oc], self.kernel, oh, ow):
            combine(acc, window, out=acc)
        return acc


@dataclass(kw_only=True)
class ElementwiseOp(Op):
    mode: ElementwiseMode = ElementwiseMode.ADD
    ifm: FeatureMap
    ifm2: FeatureMap | None = None  # None for unary ops
    scalar: int | None = None  # IFM2 scalar value
    broadcast: tuple[bool, bool, bool] = (False, False, False)  # IFM2 H, W, C of size 1
    reversed: bool = False  # operand A is the IFM2
    ofm_shape: tuple[int, int, int] = (0, 0, 0)
    scale_mode: OperandScaling = OperandScaling.OPA_OPB_16
    ifm_rounding: Rounding = Rounding.NATURAL
    opa_scale: int = 1
    opa_shift: int = 0
    opb_scale: int = 1
    out: OutputStage
    # U85: the IFM broadcasts and takes scalars too; IFM2 has its own shift and rounding
    ifm_scalar: int | None = None
    ifm_broadcast: tuple[bool, bool, bool] = (False, False, False)
    opb_shift: int = 0
    ifm2_rounding: Rounding = Rounding.NATURAL

    def _operand(self, memory: Memory, fm: FeatureMap, scalar: int | None, broadcast: tuple[bool, ...]) -> np.ndarray:
        if scalar is not None:
            return np.full((1, 1, 1), scalar - fm.zero_point, dtype=np.int64)
        height, width, depth = (1 if flag else n for flag, n in zip(broadcast, self.ofm_shape))
        return fm.read(memory, height, width, depth, self.what) - fm.zero_point

    def run(self, memory: Memory) -> None:
        a = np.broadcast_to(self._operand(memory, self.ifm, self.ifm_scalar, self.ifm_broadcast), self.ofm_shape)
        mode = self.mode
        # The U85 scales the operands of every mode, the U55/U65 those of ADD/SUB (module docstring)
        per_operand = self.scale_mode is OperandScaling.PER_OPERAND
        if mode in UNARY_MODES:
            self._unary(mode, apply_scale(a, self.opa_scale, self.opa_shift, self.ifm_rounding) if per_operand else a, memory)
            return
        assert self.ifm2 is not None  # binary ops have one
        b = np.broadcast_to(self._operand(memory, self.ifm2, self.scalar, self.broadcast), self.ofm_shape)
        if self.reversed:
            a, b = b, a
        if per_operand or mode in (ElementwiseMode.ADD, ElementwiseMode.SUB):
            a, b = self._scale_operands(a, b)
        scaled = None
        if mode in (ElementwiseMode.ADD, ElementwiseMode.SUB):
            acc = a + b if mode is ElementwiseMode.ADD else a - b
        elif mode is ElementwiseMode.MUL:
            acc = a * b
        elif mode is ElementwiseMode.MIN:
            acc = np.minimum(a, b)
        elif mode is ElementwiseMode.MAX:
            acc = np.maximum(a, b)
        elif mode is ElementwiseMode.SHL:
            acc = scaled = wrap(np.left_shift(a, np.clip(b, 0, 31)), 32)
        elif mode is ElementwiseMode.SHR:
            shift = np.clip(b, 0, 31)
            rounding = np.where(shift > 0, np.left_shift(1, np.maximum(shift - 1, 0)), 0)
            acc = scaled = (a + rounding) >> shift if self.out.rounding == Rounding.NATURAL else a >> shift
        elif mode is ElementwiseMode.LSR:
            # a logical shift of the operand's bit pattern at its own width
            bits = 8 * self.ifm.elem_size
            shifted = (a & ((1 << bits) - 1)) >> np.clip(b, 0, bits - 1)
            acc = scaled = np.where(shifted >= 1 << (bits - 1), shifted - (1 << bits), shifted)  # the same bits, signed
        elif mode is ElementwiseMode.DIV:
            if np.any(b == 0):
                raise NpuError(f"{self.what}: division by zero")
            quotient = np.abs(a) // np.abs(b)  # truncated towards zero, as TOSA INTDIV
            acc = scaled = np.where((a < 0) != (b < 0), -quotient, quotient)
        elif mode in _COMPARISONS:
            # true is all ones (inferred: regor's SELECT masks operands with the result)
            acc = scaled = -_COMPARISONS[mode](a, b).astype(np.int64)
        elif mode in _BITWISE:
            acc = _BITWISE[mode](a, b)  # OFM-scaled, like arithmetic (see the module docstring)
        else:
            raise NpuError(f"{self.what}: unknown elementwise mode {mode}")
        self.out.emit(acc, memory, self.what, scaled)

    def _scale_operands(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        if self.scale_mode is OperandScaling.PER_OPERAND:
            return (
                apply_scale(a, self.opa_scale, self.opa_shift, self.ifm_rounding),
                apply_scale(b, self.opb_scale, self.opb_shift, self.ifm2_rounding),
            )
        if self.scale_mode is OperandScaling.OPA_OPB_16:
            return a * self.opa_scale, b * self.opb_scale
        fixed = 19 if self.ifm.elem_size == 1 else 14
        scaled_a = self.scale_mode is OperandScaling.OPA_32
        x, y = (a, b) if scaled_a else (b, a)
        x = apply_scale(x, self.opa_scale, self.opa_shift, self.ifm_rounding)
        y = y << fixed
        return (x, y) if scaled_a else (y, x)

    def _unary(self, mode: ElementwiseMode, a: np.ndarray, memory: Memory) -> None:
        if mode is ElementwiseMode.ABS:
            self.out.emit(np.abs(a), memory, self.what)
        elif mode is ElementwiseMode.CLZ:
            zeros = count_leading_zeros32(a)
            self.out.emit(zeros, memory, self.what, scaled=zeros)
        elif mode is ElementwiseMode.NOT:
            inverted = ~a
            self.out.emit(inverted, memory, self.what, scaled=inverted)
        else:  # LRELU: OFM_SCALE holds alpha and applies to negative inputs only
            negative = apply_scale(a, self.out.scale, self.out.shift, self.out.rounding)
            self.out.emit(a, memory, self.what, scaled=np.where(a < 0, negative, a))


_COMPARISONS: dict[ElementwiseMode, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    ElementwiseMode.CMP_EQ: np.equal,
    ElementwiseMode.CMP_NE: np.not_equal,
    ElementwiseMode.CMP_GE: np.greater_equal,
    ElementwiseMode.CMP_GT: np.greater,
}
_BITWISE: dict[ElementwiseMode, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    ElementwiseMode.AND: np.bitwise_and,
    ElementwiseMode.OR: np.bitwise_or,
    ElementwiseMode.XOR: np.bitwise_xor,
    ElementwiseMode.AND_NOT: lambda a, b: a & ~b,
}


class ResizeMode(enum.Enum):
    BILINEAR = enum.auto()
    NEAREST = enum.auto()
    REPLICATE = enum.auto()


@dataclass(kw_only=True)
class ResizeOp(Op):
    """U85 RESIZE: TOSA RESIZE's sampling grid; the accumulator holds TOSA's result times 2**16
    (regor programs OFM_SCALE as 1 >> (16 + the RESCALE's shift))."""

    mode: ResizeMode = ResizeMode.BILINEAR
    ifm: FeatureMap
    ifm_hw: tuple[int, int] = (0, 0)
    ofm_shape: tuple[int, int, int] = (0, 0, 0)
    scale_n: tuple[int, int] = (1, 1)  # (y, x) numerators
    scale_d: tuple[int, int] = (1, 1)  # (y, x) denominators
    origin: tuple[int, int] = (0, 0)  # (y, x) RESIZE offsets
    out: OutputStage

    def _axis(self, axis: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(first index, second index, fraction in 1/scale_n) per output position on `axis`."""
        n, size = self.scale_n[axis], self.ifm_hw[axis]
        pos = np.arange(self.ofm_shape[axis], dtype=np.int64) * self.scale_d[axis] + self.origin[axis]
        index = pos // n
        return np.clip(index, 0, size - 1), np.clip(index + 1, 0, size - 1), pos - index * n

    def run(self, memory: Memory) -> None:
        x = self.ifm.read(memory, *self.ifm_hw, self.ofm_shape[2], self.what) - self.ifm.zero_point
        (y0, y1, fy), (x0, x1, fx) = self._axis(0), self._axis(1)
        ny, nx = self.scale_n
        if self.mode is ResizeMode.BILINEAR:
            wy0, wy1 = (ny - fy)[:, None, None], fy[:, None, None]
            wx0, wx1 = (nx - fx)[None, :, None], fx[None, :, None]
            acc = (x[y0][:, x0] * wx0 + x[y0][:, x1] * wx1) * wy0 + (x[y1][:, x0] * wx0 + x[y1][:, x1] * wx1) * wy1
        else:
            iy = np.where(2 * fy >= ny, y1, y0)
            ix = np.where(2 * fx >= nx, x1, x0)
            acc = x[iy][:, ix]
        self.out.emit(acc << 16, memory, self.what)


@dataclass(frozen=True)
class DmaIndex:
    """U85 indexed DMA (regor's `GenerateHLCDMACommands`): on the indexed side (the source for a
    GATHER, the destination for a SCATTER) row r of plane p starts at p x stride1 + idx x stride0,
    idx the int32 at DMA0_IDX + p x (4 x rows + IDX_SKIP1) + 4 x r; the other side steps rows as
    usual. An index outside 0..IDX_MAX is refused (TOSA leaves it undefined)."""

    dst: bool  # idx_mode on DMA0_DST_REGION (scatter), else on DMA0_SRC_REGION (gather)
    region: int
    addr: int
    max: int
    skip1: int

    def read(self, memory: Memory, rows: int, planes: int, what: str) -> np.ndarray:
        """The (planes, rows) indices."""
        pitch = 4 * rows + self.skip1
        out = np.empty((planes, rows), dtype=np.int64)
        for p in range(planes):
            out[p] = memory.read_bytes(self.region, self.addr + p * pitch, 4 * rows, what).view("<i4")
            if memory.meter is not None:
                memory.meter.span(self.region, self.addr + p * pitch, 4 * rows, write=False)
        bad = (out < 0) | (out > self.max)
        if bad.any():
            raise NpuError(f"{what}: index {int(out[bad][0])} lies outside 0..{self.max} (DMA0_IDX_MAX)")
        return out


@dataclass
class DmaOp(Op):
    src_region: int = 0
    src_internal: bool = False
    src_addr: int = 0
    dst_region: int = 0
    dst_internal: bool = False
    dst_addr: int = 0
    length: int = 0
    rows: int = 1  # SIZE0 (2-D/3-D mode)
    planes: int = 1  # SIZE1 (3-D mode)
    src_strided: bool = False
    dst_strided: bool = False
    skip0: int = 0
    skip1: int = 0
    # U85: (row, plane) byte strides per side, in place of the U55's skips
    src_stride: tuple[int, int] | None = None
    dst_stride: tuple[int, int] | None = None
    index: DmaIndex | None = None  # U85 indexed DMA (TOSA GATHER / SCATTER)

    def offsets(self, strided: bool, stride: tuple[int, int] | None = None) -> list[int]:
        """Byte offset of each row from the side's start address."""
        if strided and stride is not None:
            return [p * stride[1] + r * stride[0] for p in range(self.planes) for r in range(self.rows)]
        if not strided:
            return [self.length * i for i in range(self.rows * self.planes)]
        return [
            p * (self.length * self.rows + self.skip1) + r * (self.length + self.skip0)
            for p in range(self.planes)
            for r in range(self.rows)
        ]

    def _side_offsets(self, memory: Memory, dst: bool) -> list[int]:
        strided, stride = (self.dst_strided, self.dst_stride) if dst else (self.src_strided, self.src_stride)
        if self.index is None or self.index.dst != dst:
            return self.offsets(strided, stride)
        rows = self.index.read(memory, self.rows, self.planes, self.what)
        assert stride is not None  # the indexed side is strided (U85)
        return [p * stride[1] + int(rows[p, r]) * stride[0] for p in range(self.planes) for r in range(self.rows)]

    def run(self, memory: Memory) -> None:
        total = self.length * self.rows * self.planes
        src = bytearray(total)
        for i, off in enumerate(self._side_offsets(memory, dst=False)):
            addr = self.src_addr + off
            if self.src_internal:
                chunk = memory.shram[addr : addr + self.length]
            else:
                chunk = memory.read_bytes(self.src_region, addr, self.length, self.what)
            if memory.meter is not None:
                memory.meter.span(INTERNAL if self.src_internal else self.src_region, addr, self.length, write=False)
            src[i * self.length : (i + 1) * self.length] = chunk.tobytes()
        data = np.frombuffer(bytes(src), dtype=np.uint8)
        for i, off in enumerate(self._side_offsets(memory, dst=True)):
            addr = self.dst_addr + off
            chunk = data[i * self.length : (i + 1) * self.length]
            if memory.meter is not None:
                memory.meter.span(INTERNAL if self.dst_internal else self.dst_region, addr, self.length, write=True)
            if self.dst_internal:
                if addr + self.length > len(memory.shram):
                    raise NpuError(
                        f"{self.what}: writes SHRAM bytes {addr}..{addr + self.length} beyond its {len(memory.shram)} bytes"
                    )
                memory.shram[addr : addr + self.length] = chunk
            else:
                memory.write_bytes(self.dst_region, addr, chunk, self.what)
