"""The NPU register file and the operation parameters read from it.

Registers persist across operations (Vela omits writes that would not change a value), so the
simulator keeps every NPU_SET_* command's fields and reads the whole file when an NPU_OP_* runs.
"""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.npu import isa
from armnpu.npu.commands import Command
from armnpu.npu.memory import FeatureMap


def _enum(kind: str, name: str) -> int:
    return next(k for k, v in isa.ENUMS[kind].items() if v == name)


PRECISION_BYTES = {_enum("activation_precision", n): b for n, b in (("B8", 1), ("B16", 2), ("B32", 4), ("B64", 8))}
FORMAT_NHCWB16 = _enum("activation_format", "NHCWB16")
TYPE_SIGNED = _enum("activation_type", "SIGNED")
SCALE_MODE_GLOBAL = _enum("ofm_scale_mode", "GLOBAL")
CLIP = {n: _enum("activation_clip_range", n) for n in ("OFM_PRECISION", "FORCE_UINT8", "FORCE_INT8", "FORCE_INT16")}
ACT_RELU, ACT_TANH, ACT_SIGMOID, ACT_TABLE_0 = (
    _enum("activation_function", n) for n in ("RELU", "TANH", "SIGMOID", "TABLE_0")
)
WEIGHT_ORDER_PART_KERNEL = _enum("weight_order", "PART_KERNEL_FIRST")
UPSCALE = {n: _enum("ifm_upscale_mode", n) for n in ("NONE", "NEAREST", "ZEROS")}
IFM_SCALE = {n: _enum("ifm_scale_mode", n) for n in ("OPA_OPB_16", "OPA_32", "OPB_32")}
OPERAND_ORDER_A = _enum("ifm2_operand_order", "ORDER_A")
DMA_INTERNAL = _enum("dma_region_mode", "INTERNAL")
DMA_STRIDE = {n: _enum("dma_stride_mode", n) for n in ("D1", "D2", "D3")}


def signed(value: int, bits: int) -> int:
    return value - (1 << bits) if value >= 1 << (bits - 1) else value


class RegisterFile:
    def __init__(self) -> None:
        self._fields: dict[str, dict[str, int]] = {}

    def set(self, command: Command) -> None:
        self._fields[command.name] = command.fields

    def get(self, register: str, field: str) -> int:
        """The field of NPU_SET_<register>; 0 if never written (the reset value)."""
        return self._fields.get("NPU_SET_" + register, {}).get(field, 0)


def feature_map(regs: RegisterFile, prefix: str) -> FeatureMap:
    """The IFM, IFM2 or OFM feature map the registers describe."""
    precision = f"{prefix}_PRECISION"
    is_signed = regs.get(precision, "activation_type") == TYPE_SIGNED
    zero_point = regs.get(f"{prefix}_ZERO_POINT", "zero_point")
    return FeatureMap(
        region=regs.get(f"{prefix}_REGION", "region"),
        bases=tuple(regs.get(f"{prefix}_BASE{i}", "addr") for i in range(4)),
        height0=regs.get(f"{prefix}_HEIGHT0_M1", "height_m1") + 1,
        height1=regs.get(f"{prefix}_HEIGHT1_M1", "height_m1") + 1,
        width0=regs.get(f"{prefix}_WIDTH0_M1", "width_m1") + 1,
        # 40-bit two's complement: Vela writes negative OFM strides to reverse an axis.
        stride_x=signed(regs.get(f"{prefix}_STRIDE_X", "addr"), 40),
        stride_y=signed(regs.get(f"{prefix}_STRIDE_Y", "addr"), 40),
        stride_c=signed(regs.get(f"{prefix}_STRIDE_C", "addr"), 40),
        elem_size=PRECISION_BYTES[regs.get(precision, "activation_precision")],
        signed=is_signed,
        brick=regs.get(precision, "activation_format") == FORMAT_NHCWB16,
        zero_point=signed(zero_point, 16) if is_signed else zero_point,
    )


@dataclass(frozen=True)
class Kernel:
    height: int  # dilated extent (KERNEL_HEIGHT_M1 + 1)
    width: int
    stride_y: int
    stride_x: int
    dilation_y: int
    dilation_x: int
    part_kernel: bool

    @property
    def taps_h(self) -> int:
        return (self.height - 1) // self.dilation_y + 1

    @property
    def taps_w(self) -> int:
        return (self.width - 1) // self.dilation_x + 1


def kernel(regs: RegisterFile) -> Kernel:
    s = lambda f: regs.get("KERNEL_STRIDE", f)  # noqa: E731
    return Kernel(
        height=regs.get("KERNEL_HEIGHT_M1", "height_m1") + 1,
        width=regs.get("KERNEL_WIDTH_M1", "width_m1") + 1,
        stride_y=(s("stride_y_lsb") | s("stride_y_msb") << 1) + 1,
        stride_x=(s("stride_x_lsb") | s("stride_x_msb") << 1) + 1,
        dilation_y=s("dilation_y") + 1,
        dilation_x=s("dilation_x") + 1,
        part_kernel=s("weight_order") == WEIGHT_ORDER_PART_KERNEL,
    )


@dataclass(frozen=True)
class Padding:
    top: int
    left: int
    bottom: int
    right: int


def padding(regs: RegisterFile) -> Padding:
    return Padding(*(regs.get(f"IFM_PAD_{side}", "pad") for side in ("TOP", "LEFT", "BOTTOM", "RIGHT")))


def ofm_shape(regs: RegisterFile) -> tuple[int, int, int]:
    return (
        regs.get("OFM_HEIGHT_M1", "height_m1") + 1,
        regs.get("OFM_WIDTH_M1", "width_m1") + 1,
        regs.get("OFM_DEPTH_M1", "depth_m1") + 1,
    )
