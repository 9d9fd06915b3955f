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
- SHR rounds half up under NATURAL rounding and floors otherwise; SHL wraps at 32 bits.
- LRELU scales only negative inputs by OFM_SCALE (not emitted by Vela's TOSA flow: untested).
- The clip range OFM_PRECISION ignores ACTIVATION_MIN/MAX for 32-bit outputs (FORCE_INT16 exists
  to clip them).
- int8 LUT: index = clamped OFM value + 128 (value itself for unsigned). int16 LUT: 512 entries of
  (int16 base, int16 slope); index = (v + 32768) >> 7, result = (base * 128 + slope * ((v + 32768) & 127)
  + 64) >> 7. The LUT area is the last 2 KiB of SHRAM (see `arch.Accelerator.lut_address`).
- IFM upscaling doubles H and W: NEAREST repeats elements, ZEROS puts the stored elements at even
  positions and zero point values elsewhere. A window of odd extent ends on a stored element, so
  it reads ceil(extent / 2) of them (a transposed convolution with odd output padding).
- Built-in TANH/SIGMOID are not simulated (Vela's TOSA flow never emits them; it uses LUTs).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import numpy as np
import torch

from armnpu.npu.errors import NpuError
from armnpu.npu.memory import FeatureMap, Memory
from armnpu.npu.numerics import Rounding, apply_scale, count_leading_zeros32, reciprocal_scale
from armnpu.npu.regs import Kernel, Padding

_LUT16_BYTES, _LUT8_BYTES = 2048, 256


# The operations' modes, named as in the ISA headers; planners translate register values to them.
class PoolMode(enum.Enum):
    MAX = enum.auto()
    AVERAGE = enum.auto()
    REDUCE_SUM = enum.auto()


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


UNARY_MODES = (ElementwiseMode.ABS, ElementwiseMode.CLZ, ElementwiseMode.LRELU)


class Upscale(enum.Enum):
    NONE = enum.auto()
    NEAREST = enum.auto()
    ZEROS = enum.auto()


class OperandScaling(enum.Enum):
    """How ADD/SUB scale their operands (U55/U65 IFM_PRECISION.scale_mode)."""

    OPA_OPB_16 = enum.auto()
    OPA_32 = enum.auto()
    OPB_32 = enum.auto()


@dataclass(frozen=True)
class OutputStage:
    """OFM scaling, zero point, clamp and LUT."""

    ofm: FeatureMap
    rounding: Rounding
    clamp_min: int
    clamp_max: int
    lut_address: int | None  # SHRAM byte address of the LUT, None without a LUT
    lut16: bool
    scale: np.ndarray | int  # per channel (arrays) or global
    shift: np.ndarray | int
    bias: np.ndarray | int = 0

    def apply(self, acc: np.ndarray, memory: Memory, scaled: np.ndarray | None = None) -> np.ndarray:
        v = apply_scale(acc + self.bias, self.scale, self.shift, self.rounding) if scaled is None else scaled
        v = np.clip(v + self.ofm.zero_point, self.clamp_min, self.clamp_max)
        if self.lut_address is not None:
            v = self._lut(v, memory)
        return v

    def _lut(self, v: np.ndarray, memory: Memory) -> np.ndarray:
        if self.lut16:
            table = memory.shram[self.lut_address : self.lut_address + _LUT16_BYTES].view("<i2").astype(np.int64)
            base, slope = table[0::2], table[1::2]
            u = v + 32768
            index, frac = u >> 7, u & 127
            return (base[index] * 128 + slope[index] * frac + 64) >> 7
        table = memory.shram[self.lut_address : self.lut_address + _LUT8_BYTES]
        if self.ofm.signed or self.ofm.elem_size > 1:
            return table.view(np.int8).astype(np.int64)[v + 128]
        return table.astype(np.int64)[v]


@dataclass
class Op:
    """Base: where the op sits in the command stream, for error messages."""

    offset: int
    name: str

    @property
    def what(self) -> str:
        return f"{self.name} at command-stream offset {self.offset:#x}"


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


@dataclass
class KernelOp(Op):
    """CONV, DEPTHWISE and POOL: an IFM window per OFM element."""

    ifm: FeatureMap = None
    ofm_shape: tuple[int, int, int] = (0, 0, 0)
    ifm_depth: int = 0
    kernel: Kernel = None
    pad: Padding = None
    upscale: Upscale = Upscale.NONE
    out: OutputStage = None

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
    weights: np.ndarray = None  # float64 (KH * KW * IC, OC), rows in (ky, kx, ic) order

    def __post_init__(self) -> None:
        self._weights32: np.ndarray | None = None
        self._l1 = 0

    def set_weights(self, weights: np.ndarray) -> None:
        self.weights = np.ascontiguousarray(weights, dtype=np.float64)
        self._weights32 = self.weights.astype(np.float32)
        self._weights64i = self.weights.astype(np.int64)
        # Every partial sum of a dot product is at most max|x| * (largest column L1 norm).
        self._l1 = int(np.abs(weights).sum(axis=0).max(initial=0))

    def run(self, memory: Memory) -> None:
        x = self.read_ifm(memory)
        oh, ow, oc = self.ofm_shape
        bound = int(np.abs(x).max(initial=0)) * self._l1
        # Integer sums are exact in float32 below 2**24 and in float64 below 2**53.
        dtype = np.float32 if bound < 1 << 24 else np.float64 if bound < 1 << 53 else np.int64
        weights = {np.float32: self._weights32, np.float64: self.weights, np.int64: self._weights64i}[dtype]
        x = _pad(x.astype(dtype), self.pad, 0)
        # One matmul over all taps: (OH*OW, KH*KW*IC) patches x (KH*KW*IC, OC) weights, in torch:
        # its single-threaded GEMM (see executor) beats numpy's BLAS thread pool on a busy host.
        patches = np.ascontiguousarray(_patches(x, self.kernel, oh, ow)).reshape(oh * ow, -1)
        acc = (torch.from_numpy(patches) @ torch.from_numpy(weights)).numpy().reshape(oh, ow, oc)
        self.out.ofm.write(memory, self.out.apply(acc.astype(np.int64), memory), self.what)


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
    weights: np.ndarray = None  # int64 (KH, KW, C)

    def run(self, memory: Memory) -> None:
        x = _pad(self.read_ifm(memory), self.pad, 0)
        oh, ow, oc = self.ofm_shape
        acc = np.zeros((oh, ow, oc), dtype=np.int64)
        for ky, kx, window in _windows(x[:, :, :oc], self.kernel, oh, ow):
            acc += window * self.weights[ky, kx]
        self.out.ofm.write(memory, self.out.apply(acc, memory), self.what)


@dataclass
class PoolOp(KernelOp):
    mode: PoolMode = PoolMode.MAX

    def run(self, memory: Memory) -> None:
        oh, ow, oc = self.ofm_shape
        x = self.read_ifm(memory)
        padded = self.pad.top or self.pad.bottom or self.pad.left or self.pad.right
        scaled = None
        if self.mode is PoolMode.MAX:
            low = np.iinfo(np.int64).min // 2
            acc = np.full((oh, ow, oc), low, dtype=np.int64)
            for _, _, window in _windows(_pad(x, self.pad, low)[:, :, :oc], self.kernel, oh, ow):
                np.maximum(acc, window, out=acc)
        elif self.mode is PoolMode.AVERAGE:
            acc = np.zeros((oh, ow, oc), dtype=np.int64)
            for _, _, window in _windows(_pad(x, self.pad, 0)[:, :, :oc], self.kernel, oh, ow):
                acc += window
            if padded:
                count = np.zeros((oh, ow, 1), dtype=np.int64)
                ones = np.ones(x.shape[:2] + (1,), dtype=np.int64)
                for _, _, window in _windows(_pad(ones, self.pad, 0), self.kernel, oh, ow):
                    count += window
                multiplier, shift = reciprocal_scale(count)
                averaged = apply_scale(acc, multiplier, shift, Rounding.NATURAL)
                scaled = apply_scale(averaged + self.out.bias, self.out.scale, self.out.shift, self.out.rounding)
        elif self.mode is PoolMode.REDUCE_SUM:
            acc = np.zeros((oh, ow, 1), dtype=np.int64)
            for _, _, window in _windows(_pad(x, self.pad, 0), self.kernel, oh, ow):
                acc += window.sum(axis=2, keepdims=True)
            acc = np.broadcast_to(acc, (oh, ow, oc))
        else:
            raise NpuError(f"{self.what}: unknown pooling mode {self.mode}")
        self.out.ofm.write(memory, self.out.apply(acc, memory, scaled), self.what)


@dataclass
class ElementwiseOp(Op):
    mode: ElementwiseMode = ElementwiseMode.ADD
    ifm: FeatureMap = None
    ifm2: FeatureMap | None = None  # None for unary ops and scalar IFM2
    scalar: int | None = None  # IFM2 scalar value
    broadcast: tuple[bool, bool, bool] = (False, False, False)  # IFM2 H, W, C of size 1
    reversed: bool = False  # operand A is the IFM2
    ofm_shape: tuple[int, int, int] = (0, 0, 0)
    scale_mode: OperandScaling = OperandScaling.OPA_OPB_16
    ifm_rounding: Rounding = Rounding.NATURAL
    opa_scale: int = 1
    opa_shift: int = 0
    opb_scale: int = 1
    out: OutputStage = None

    def run(self, memory: Memory) -> None:
        h, w, c = self.ofm_shape
        a = self.ifm.read(memory, h, w, c, self.what) - self.ifm.zero_point
        mode = self.mode
        if mode in UNARY_MODES:
            self.out.ofm.write(memory, self._unary(mode, a, memory), self.what)
            return
        if self.scalar is not None:
            b = np.full((1, 1, 1), self.scalar - self.ifm2.zero_point, dtype=np.int64)
        else:
            shape = tuple(1 if flag else n for flag, n in zip(self.broadcast, (h, w, c)))
            b = self.ifm2.read(memory, *shape, self.what) - self.ifm2.zero_point
        b = np.broadcast_to(b, a.shape)
        if self.reversed:
            a, b = b, a
        scaled = None
        if mode in (ElementwiseMode.ADD, ElementwiseMode.SUB):
            a, b = self._scale_operands(a, b)
            acc = a + b if mode is ElementwiseMode.ADD else a - b
        elif mode is ElementwiseMode.MUL:
            acc = a * b
        elif mode is ElementwiseMode.MIN:
            acc = np.minimum(a, b)
        elif mode is ElementwiseMode.MAX:
            acc = np.maximum(a, b)
        elif mode is ElementwiseMode.SHL:
            acc = _wrap32(np.left_shift(a, np.clip(b, 0, 31)))
            scaled = acc
        elif mode is ElementwiseMode.SHR:
            shift = np.clip(b, 0, 31)
            rounding = np.where(shift > 0, np.left_shift(1, np.maximum(shift - 1, 0)), 0)
            acc = (a + rounding) >> shift if self.out.rounding == Rounding.NATURAL else a >> shift
            scaled = acc
        else:
            raise NpuError(f"{self.what}: unknown elementwise mode {mode}")
        self.out.ofm.write(memory, self.out.apply(acc, memory, scaled), self.what)

    def _scale_operands(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        if self.scale_mode is OperandScaling.OPA_OPB_16:
            return a * self.opa_scale, b * self.opb_scale
        fixed = 19 if self.ifm.elem_size == 1 else 14
        scaled_a = self.scale_mode is OperandScaling.OPA_32
        x, y = (a, b) if scaled_a else (b, a)
        x = apply_scale(x, self.opa_scale, self.opa_shift, self.ifm_rounding)
        y = y << fixed
        return (x, y) if scaled_a else (y, x)

    def _unary(self, mode: ElementwiseMode, a: np.ndarray, memory: Memory) -> np.ndarray:
        if mode is ElementwiseMode.ABS:
            return self.out.apply(np.abs(a), memory)
        if mode is ElementwiseMode.CLZ:
            zeros = count_leading_zeros32(a)
            return self.out.apply(zeros, memory, scaled=zeros)
        # LRELU: OFM_SCALE holds alpha and applies to negative inputs only
        negative = apply_scale(a, self.out.scale, self.out.shift, self.out.rounding)
        return self.out.apply(a, memory, scaled=np.where(a < 0, negative, a))


def _wrap32(v: np.ndarray) -> np.ndarray:
    return ((v + (1 << 31)) & 0xFFFFFFFF) - (1 << 31)


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

    def offsets(self, strided: bool) -> list[int]:
        """Byte offset of each row from the side's start address."""
        if not strided:
            return [self.length * i for i in range(self.rows * self.planes)]
        return [
            p * (self.length * self.rows + self.skip1) + r * (self.length + self.skip0)
            for p in range(self.planes)
            for r in range(self.rows)
        ]

    def run(self, memory: Memory) -> None:
        total = self.length * self.rows * self.planes
        src = bytearray(total)
        for i, off in enumerate(self.offsets(self.src_strided)):
            addr = self.src_addr + off
            if self.src_internal:
                chunk = memory.shram[addr : addr + self.length]
            else:
                chunk = memory.read_bytes(self.src_region, addr, self.length, self.what)
            src[i * self.length : (i + 1) * self.length] = chunk.tobytes()
        data = np.frombuffer(bytes(src), dtype=np.uint8)
        for i, off in enumerate(self.offsets(self.dst_strided)):
            addr = self.dst_addr + off
            chunk = data[i * self.length : (i + 1) * self.length]
            if self.dst_internal:
                if addr + self.length > len(memory.shram):
                    raise NpuError(
                        f"{self.what}: writes SHRAM bytes {addr}..{addr + self.length} beyond its {len(memory.shram)} bytes"
                    )
                memory.shram[addr : addr + self.length] = chunk
            else:
                memory.write_bytes(self.dst_region, addr, chunk, self.what)
