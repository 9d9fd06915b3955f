"""The NPU register file and the operation parameters read from it.

Registers persist across operations (Vela omits writes that would not change a value), so the
simulator keeps every NPU_SET_* command's fields and reads the whole file when an NPU_OP_* runs.
Enum-valued fields are compared by name through the register file's ISA table, since values
differ between architectures.
"""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.npu.commands import Command, signed
from armnpu.npu.isa import Isa
from armnpu.npu.memory import FeatureMap

_PRECISION_BYTES = {"B8": 1, "B16": 2, "B32": 4, "B64": 8}


class RegisterFile:
    def __init__(self, isa: Isa) -> None:
        self.isa = isa
        self._fields: dict[str, dict[str, int]] = {}

    def set(self, command: Command) -> None:
        self._fields[command.name] = command.fields

    def get(self, register: str, field: str) -> int:
        """The field of NPU_SET_<register>; 0 if never written (the reset value)."""
        return self._fields.get("NPU_SET_" + register, {}).get(field, 0)

    def member(self, register: str, field: str) -> str:
        """An enum-valued field of NPU_SET_<register> by its member name, e.g. "NHCWB16"."""
        return self.isa.member("NPU_SET_" + register, field, self.get(register, field))


def feature_map(regs: RegisterFile, prefix: str) -> FeatureMap:
    """The IFM, IFM2 or OFM feature map the registers describe."""
    precision = f"{prefix}_PRECISION"
    is_signed = regs.member(precision, "activation_type") == "SIGNED"
    zero_point = regs.get(f"{prefix}_ZERO_POINT", "zero_point")
    base0, base1, base2, base3 = (regs.get(f"{prefix}_BASE{i}", "addr") for i in range(4))
    return FeatureMap(
        region=regs.get(f"{prefix}_REGION", "region"),
        bases=(base0, base1, base2, base3),
        height0=regs.get(f"{prefix}_HEIGHT0_M1", "height_m1") + 1,
        height1=regs.get(f"{prefix}_HEIGHT1_M1", "height_m1") + 1,
        width0=regs.get(f"{prefix}_WIDTH0_M1", "width_m1") + 1,
        # 40-bit two's complement: Vela writes negative OFM strides to reverse an axis.
        stride_x=signed(regs.get(f"{prefix}_STRIDE_X", "addr"), 40),
        stride_y=signed(regs.get(f"{prefix}_STRIDE_Y", "addr"), 40),
        stride_c=signed(regs.get(f"{prefix}_STRIDE_C", "addr"), 40),
        elem_size=_PRECISION_BYTES[regs.member(precision, "activation_precision")],
        signed=is_signed,
        brick=regs.member(precision, "activation_format") == "NHCWB16",
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
        part_kernel=regs.member("KERNEL_STRIDE", "weight_order") == "PART_KERNEL_FIRST",
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
