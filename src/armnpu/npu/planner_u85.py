"""Turn an Ethos-U85 delegate blob into a list of runnable NPU operations.

The U85 counterpart of `planner_u55`: the command stream is decoded with the U85 ISA table, the
register file is replayed, and each NPU_OP_* becomes one of the shared kernels in `ops`. What
differs from the U55 is translated here: per-operand IFM/IFM2 scales with their own round modes,
IFM and IFM2 broadcast modes and scalars, CHAINED storage (the OFM stays in the chaining buffer
for the next op), OFM transpose and reverse on write, the accumulator source and sink
(ACC_FORMAT), LUT modes in the 2 KiB LUT RAM, SWD/FWD weight streams (`weights_u85`), Acc32/Acc48
scale records, and DMA strides. Anything Vela may emit that is not simulated raises an NpuError
naming the command and field.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from armnpu.formats.vela_bin_stream import VelaBinStream
from armnpu.npu import regs as R
from armnpu.npu.branch import BranchOp
from armnpu.npu.commands import Command, DriverPayload, signed
from armnpu.npu.errors import NpuError
from armnpu.npu.isa import ETHOS_U85
from armnpu.npu.memory import FeatureMap
from armnpu.npu.numerics import Rounding
from armnpu.npu.ops import (
    UNARY_MODES,
    AccInput,
    ConvOp,
    DepthwiseOp,
    DmaIndex,
    DmaOp,
    ElementwiseMode,
    ElementwiseOp,
    KernelOp,
    LutKind,
    MatMulOp,
    Op,
    OperandScaling,
    OutputStage,
    PoolMode,
    PoolOp,
    ResizeMode,
    ResizeOp,
    Upscale,
)
from armnpu.npu.planner_base import PlannerBase, set_weights
from armnpu.npu.program import Program
from armnpu.npu.static_memory import mode
from armnpu.npu.weights import TRAVERSAL_DEPTHWISE, decode_mlw, place_weights, traversal_of
from armnpu.npu.weights_u85 import (
    U85WeightLayout,
    decode_fwd,
    fwd_order,
    stream_order,
    unpack_scales_u85,
)

_ROUNDING = {
    "NATURAL": Rounding.NATURAL,
    "DOUBLE_SYMMETRIC": Rounding.DOUBLE,
    "SYMMETRIC": Rounding.SYMMETRIC,
    "TRUNCATE_TO_ZERO": Rounding.TRUNCATE,
    "TRUNCATE_TO_LOWER": Rounding.FLOOR,
}
# activation_function -> (LUT kind, table bytes): regor's GenerateActivation
_LUTS = {
    "LUT_S8_S8": (LutKind.S8, 256),
    "LUT_U8_U8": (LutKind.U8, 256),
    "LUT_S8_S16": (LutKind.S8_S16, 512),
    "LUT_S8_S32": (LutKind.S8_S32, 1024),
    "LUT_S16_S16": (LutKind.INTERP16, 2048),
    "LUT_S16_S32": (LutKind.INTERP16_S32, 2048),
}
# activation_transpose -> np.transpose axes of the logical (H, W, C) tensor
_TRANSPOSES = {"HWC": (0, 1, 2), "WHC": (1, 0, 2), "HCW": (0, 2, 1), "WCH": (1, 2, 0), "CHW": (2, 0, 1), "CWH": (2, 1, 0)}
_REVERSE_AXES = {"NONE": None, "H": 0, "W": 1, "C": 2}


class _Planner(PlannerBase):
    def __init__(self, stream: VelaBinStream, payload: DriverPayload) -> None:
        super().__init__(stream, payload, ETHOS_U85)
        self.internal_bytes = self.config.target.product.lut_bytes  # the LUT RAM (regor's ArchEthosU85 _lutRam)
        self.pending: list[tuple[Op, U85WeightLayout, bool, list[bytes]]] = []  # (op, layout, FWD, streams)
        self.last_ofm: tuple[FeatureMap, tuple[int, int, int]] | None = None  # the last op's OFM, if it wrote one

    def _handlers(self) -> dict:
        return {**super()._handlers(), "NPU_OP_RESIZE": self._resize, "NPU_OP_BRANCH": self._branch}

    def _branch(self, command: Command, what: str) -> BranchOp:
        flag = None
        if command.member("branch_cond") == "RF_TRUE":
            if self.last_ofm is None or self.last_ofm[1] != (1, 1, 1):
                got = "a DMA or no op" if self.last_ofm is None else f"an op with a {self.last_ofm[1]} OFM"
                raise NpuError(f"{what}: branch_cond RF_TRUE follows {got}; only a one-element OFM is known to set the flag")
            flag = self.last_ofm[0]
        return BranchOp(command.offset, command.name, target_offset=command.fields["branch_target"], flag=flag)

    # -- feature maps and the output stage -----------------------------------------------------

    def _feature_map(self, prefix: str, what: str) -> FeatureMap:
        precision = f"{prefix}_PRECISION"
        storage = self.regs.member(precision, "activation_storage")
        if storage not in ("TILE2X2", "CHAINED", "NONE"):
            raise NpuError(f"{what}: {precision} activation_storage {storage} is not simulated")
        fm = R.feature_map(self.regs, prefix)
        changes: dict = {"chained": storage == "CHAINED"}
        if prefix == "OFM":
            changes["transpose"] = _TRANSPOSES[self.regs.member(precision, "activation_transpose")]
            changes["reverse"] = _REVERSE_AXES[self.regs.member(precision, "activation_reverse")]
        return dataclasses.replace(fm, **changes)

    def _rounding(self, register: str, what: str) -> Rounding:
        member = self.regs.member(register, "round_mode")
        if member not in _ROUNDING:
            raise NpuError(f"{what}: {register} round_mode {member} is not simulated")
        if self.regs.get(register, "dbl_rnd"):
            raise NpuError(f"{what}: {register} dbl_rnd {self.regs.get(register, 'dbl_rnd')} is not simulated")
        return _ROUNDING[member]

    def _output_stage(self, what: str) -> OutputStage:
        g, member = self.regs.get, self.regs.member
        ofm = self._feature_map("OFM", what)
        bits = 8 * ofm.elem_size
        low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if ofm.signed else (0, (1 << bits) - 1)
        clip = member("ACTIVATION", "activation_clip_range")
        if clip == "B16":  # ACTIVATION_MIN is signed 16-bit; MAX reaches 65535 for unsigned 16-bit
            raw_max = g("ACTIVATION_MAX", "clip_boundary")
            low = max(low, signed(g("ACTIVATION_MIN", "clip_boundary"), 16))
            high = min(high, raw_max if not ofm.signed and ofm.elem_size == 2 else signed(raw_max, 16))
        elif clip != "NONE":
            raise NpuError(f"{what}: ACTIVATION activation_clip_range {clip} is not simulated")
        function = member("ACTIVATION", "activation_function")
        lut_address, lut = None, LutKind.S8
        if function != "LUT_NONE":
            if function not in _LUTS:
                raise NpuError(f"{what}: ACTIVATION activation_function {function} is not simulated")
            lut, size = _LUTS[function]
            lut_address = g("ACTIVATION", "table") * size
            if lut_address + size > self.internal_bytes:
                raise NpuError(f"{what}: ACTIVATION table {g('ACTIVATION', 'table')} lies beyond the {self.internal_bytes}-byte LUT RAM")
        acc_input = mode(AccInput, member("ACC_FORMAT", "acc_input"), what)
        acc_ifm2 = self._feature_map("IFM2", what) if acc_input is AccInput.IFM2 else None
        return OutputStage(
            ofm,
            self._rounding("OFM_SCALE", what),
            low,
            high,
            lut_address,
            lut,
            g("OFM_SCALE", "scale"),
            g("OFM_SCALE", "shift"),
            0,
            acc_input,
            acc_ifm2,
            member("ACC_FORMAT", "acc_output") == "ENABLE",
            wraps=clip == "NONE",
        )

    def _ofm_written(self, stage: OutputStage, shape: tuple[int, int, int]) -> None:
        self.last_ofm = (stage.ofm, shape) if stage.acc_output else None
        if stage.ofm.chained or not stage.acc_output:
            return
        written = tuple(shape[axis] for axis in stage.ofm.transpose)
        for lo, hi in stage.ofm.byte_ranges(*written):
            self.static.forget(stage.ofm.region, lo, hi)

    # -- operations ----------------------------------------------------------------------------

    def _dma(self, command: Command, what: str) -> DmaOp:
        g, member = self.regs.get, self.regs.member
        self.last_ofm = None
        dims = {"D1": 1, "D2": 2, "D3": 3}[member("DMA0_SRC_REGION", "stride_mode")]
        dst_stride = self._dma_stride("DST")
        op = DmaOp(
            **self._dma_endpoints(command),
            rows=g("DMA0_SIZE0", "size") if dims >= 2 else 1,
            planes=g("DMA0_SIZE1", "size") if dims >= 3 else 1,
            src_strided=dims > 1,
            dst_strided=dims > 1,
            src_stride=self._dma_stride("SRC"),
            dst_stride=dst_stride,
            index=self._dma_index(what),
        )
        if not op.dst_internal:
            if op.index is not None and op.index.dst:  # rows land where the indices say: any of 0..IDX_MAX
                offsets = [p * dst_stride[1] + i * dst_stride[0] for p in range(op.planes) for i in (0, op.index.max)]
            else:
                offsets = op.offsets(op.dst_strided, op.dst_stride)
            self.static.forget(op.dst_region, op.dst_addr + min(offsets), op.dst_addr + max(offsets) + op.length)
        if dims == 1 and op.index is None:
            self.static.copied(op.dst_region, op.dst_internal, op.dst_addr, op.src_region, op.src_addr, op.length)
        return op

    def _dma_stride(self, side: str) -> tuple[int, int]:
        """The (row, plane) byte strides of DMA0's SRC or DST side."""
        row, plane = (signed(self.regs.get(f"DMA0_{side}_STRIDE{i}", "addr"), 40) for i in (0, 1))
        return row, plane

    def _dma_index(self, what: str) -> DmaIndex | None:
        g, member = self.regs.get, self.regs.member
        src, dst = (member(f"DMA0_{side}_REGION", "idx_mode") == "ENABLED" for side in ("SRC", "DST"))
        if not (src or dst):
            return None
        if src and dst:
            raise NpuError(f"{what}: idx_mode ENABLED on both DMA0_SRC_REGION and DMA0_DST_REGION")
        return DmaIndex(
            dst=dst,
            region=g("DMA0_IDX_REGION", "region"),
            addr=g("DMA0_IDX", "addr"),
            max=g("DMA0_IDX_MAX", "idx_max"),
            skip1=signed(g("DMA0_IDX_SKIP1", "addr"), 40),
        )

    def _kernel_op(self, command: Command, what: str) -> Op:
        g, member = self.regs.get, self.regs.member
        shape = R.ofm_shape(self.regs)
        stage = self._output_stage(what)
        kernel = R.kernel(self.regs)
        common: dict[str, Any] = dict(  # the fields every kernel op has
            offset=command.offset,
            name=command.name,
            ifm=self._feature_map("IFM", what),
            ofm_shape=shape,
            ifm_depth=g("IFM_DEPTH_M1", "depth_m1") + 1,
            kernel=kernel,
            pad=R.padding(self.regs),
            upscale=mode(Upscale, member("IFM_UPSCALE", "mode"), what),
            out=stage,
        )
        if command.name == "NPU_OP_POOL":
            pool = mode(PoolMode, command.member("pooling_mode"), what)
            op: KernelOp = PoolOp(mode=pool, divides=pool is PoolMode.AVERAGE, **common)
            if member("OFM_PRECISION", "scale_mode") == "PER_CHANNEL":  # e.g. a RESCALE fused into a preload
                op.out = self._with_scales(stage, shape[2], what)
            self._ofm_written(stage, shape)
            return op
        if command.name == "NPU_OP_CONV" and command.fields["weights_ifm2"]:
            if (kernel.taps_h, kernel.taps_w) != (1, 1):
                raise NpuError(f"{what}: CONV weights_ifm2 with a {kernel.taps_h}x{kernel.taps_w} kernel, expected 1x1")
            op = MatMulOp(ifm2=self._feature_map("IFM2", what), **common)
            self._ofm_written(stage, shape)
            return op
        op = ConvOp(**common) if command.name == "NPU_OP_CONV" else DepthwiseOp(**common)
        microblock = member("ACC_FORMAT", "microblock")
        depths = self.config.target.ofm_ublocks
        if microblock not in depths:
            raise NpuError(f"{what}: ACC_FORMAT microblock {microblock} does not exist on {self.config.name}")
        traversal = traversal_of(command.name, kernel.part_kernel)
        layout = U85WeightLayout(
            ofm_depth=shape[2],
            ifm_depth=1 if traversal == TRAVERSAL_DEPTHWISE else op.ifm_depth,
            kernel_h=kernel.taps_h,
            kernel_w=kernel.taps_w,
            dilation_y=kernel.dilation_y,
            dilation_x=kernel.dilation_x,
            stride_y=kernel.stride_y,
            stride_x=kernel.stride_x,
            ofm_block_depth=g("OFM_BLK_DEPTH_M1", "depth_m1") + 1,
            ofm_ublock_depth=depths[microblock],
            ifm_bits=8 * op.ifm.elem_size,
            traversal=traversal,
            cores=self.config.cores,
            macs=self.config.macs,
            sparse=member("WEIGHT_FORMAT", "weight_sparsity") == "SPARSE_2_4",
        )
        fwd = member("WEIGHT_FORMAT", "weight_format") == "FWD"
        self.pending.append((op, layout, fwd, self._weight_streams(what, 1 if fwd else self.config.cores)))
        if member("OFM_PRECISION", "scale_mode") == "PER_CHANNEL":
            op.out = self._with_scales(stage, shape[2], what)
        self._ofm_written(stage, shape)
        return op

    def _resize(self, command: Command, what: str) -> Op:
        g = self.regs.get
        if self.regs.member("IFM_UPSCALE", "mode") != "NONE":
            raise NpuError(f"{what}: RESIZE with IFM_UPSCALE {self.regs.member('IFM_UPSCALE', 'mode')} is not simulated")
        stage = self._output_stage(what)
        shape = R.ofm_shape(self.regs)
        scale_n, scale_d = [], []
        for axis in ("Y", "X"):
            n = g(f"RESIZE_{axis}_SCALE_N_M1", f"resize_{axis.lower()}_scale_n_m1") + 1
            scale_n.append(n)
            scale_d.append(g(f"RESIZE_{axis}", "one_step_int") * n + g(f"RESIZE_{axis}", "one_step_mod"))
        origin_y, origin_x = (signed(g(f"RESIZE_{a}_OFFSET", f"resize_{a.lower()}_offset"), 12) for a in ("Y", "X"))
        op = ResizeOp(
            offset=command.offset,
            name=command.name,
            mode=mode(ResizeMode, command.member("resize_mode"), what),
            ifm=self._feature_map("IFM", what),
            ifm_hw=(g("KERNEL_HEIGHT_M1", "height_m1") + 1, g("KERNEL_WIDTH_M1", "width_m1") + 1),
            ofm_shape=shape,
            scale_n=(scale_n[0], scale_n[1]),
            scale_d=(scale_d[0], scale_d[1]),
            origin=(origin_y, origin_x),
            out=stage,
        )
        self._ofm_written(stage, shape)
        return op

    def _weight_streams(self, what: str, count: int) -> list[bytes]:
        region = self.regs.get("WEIGHT_REGION", "region")
        streams = []
        for core in range(count):
            reg = "WEIGHT" if core == 0 else f"WEIGHT{core}"
            base, length = self.regs.get(f"{reg}_BASE", "addr"), self.regs.get(f"{reg}_LENGTH", "length")
            streams.append(self.read_stream("weight", region, base, length, f"{what} ({reg.lower()} stream)"))
        return streams

    def _with_scales(self, stage: OutputStage, ofm_depth: int, what: str) -> OutputStage:
        g = self.regs.get
        acc48 = self.regs.member("ACC_FORMAT", "acc_format") == "I48"
        data = self.read_stream("scale", g("SCALE_REGION", "region"), g("SCALE_BASE", "addr"), g("SCALE_LENGTH", "length"),
                                f"{what} (scale stream)")
        try:
            bias, scale, shift = unpack_scales_u85(data, ofm_depth, acc48)
        except NpuError as error:
            raise NpuError(f"{what}: {error}") from None
        return dataclasses.replace(stage, scale=scale, shift=shift, bias=bias)

    def _operand(self, prefix: str, what: str) -> tuple[FeatureMap, int | None, tuple[bool, bool, bool]]:
        """An elementwise operand: its feature map, its scalar (broadcast SCALAR) and broadcast flags."""
        fm = self._feature_map(prefix, what)
        broadcast = self.regs.member(f"{prefix}_BROADCAST", "broadcast_mode")
        if broadcast == "SCALAR":
            bits = 8 * fm.elem_size
            raw = self.regs.get("OP_SCALAR", "scalar") & ((1 << bits) - 1)
            return fm, signed(raw, bits) if fm.signed else raw, (False, False, False)
        if broadcast.startswith("<"):
            raise NpuError(f"{what}: {prefix}_BROADCAST broadcast_mode {broadcast} is not simulated")
        flags = broadcast if broadcast != "NONE" else ""
        return fm, None, ("H" in flags, "W" in flags, "C" in flags)

    def _elementwise(self, command: Command, what: str) -> Op:
        g = self.regs.get
        member = command.member("elementwise_mode")
        if member == "LRELU":
            raise NpuError(f"{what}: ELEMENTWISE LRELU (U85 scaling) is not simulated")
        ew = mode(ElementwiseMode, member, what)
        shape = R.ofm_shape(self.regs)
        stage = self._output_stage(what)
        ifm, ifm_scalar, ifm_broadcast = self._operand("IFM", what)
        unary = ew in UNARY_MODES
        ifm2, scalar, broadcast = (None, None, (False, False, False)) if unary else self._operand("IFM2", what)
        op = ElementwiseOp(
            offset=command.offset,
            name=command.name,
            mode=ew,
            ifm=ifm,
            ifm2=ifm2,
            scalar=scalar,
            broadcast=broadcast,
            ofm_shape=shape,
            scale_mode=OperandScaling.PER_OPERAND,
            ifm_rounding=self._rounding("IFM_SCALE", what),
            opa_scale=g("IFM_SCALE", "scale"),
            opa_shift=g("IFM_SCALE", "shift"),
            opb_scale=g("IFM2_SCALE", "scale"),
            opb_shift=g("IFM2_SCALE", "shift"),
            ifm2_rounding=self._rounding("IFM2_SCALE", what) if not unary else Rounding.NATURAL,
            out=stage,
            ifm_scalar=ifm_scalar,
            ifm_broadcast=ifm_broadcast,
        )
        self._ofm_written(stage, shape)
        return op

    def _decode_weights(self) -> None:
        swd = [(op, core, s) for op, _, fwd, streams in self.pending if not fwd for core, s in enumerate(streams)]
        decoded = iter(decode_mlw([s for _, _, s in swd], [f"{op.what}: weight stream of core {core}" for op, core, _ in swd]))
        for op, layout, fwd, streams in self.pending:
            ifm = 1 if layout.traversal == TRAVERSAL_DEPTHWISE else layout.ifm_depth
            # int16 holds every decoded weight (MLW decodes to int16, FWD to 9 bits).
            weights = np.zeros((layout.ofm_depth, layout.kernel_h, layout.kernel_w, ifm), dtype=np.int16)
            if fwd:
                order = fwd_order(layout)
                values = decode_fwd(streams[0], len(order), f"{op.what}: FWD weight stream")
                place_weights(values, order, weights, f"{op.what}: FWD weight stream")
            else:
                for core in range(layout.cores):
                    place_weights(next(decoded), stream_order(layout, core), weights, f"{op.what}: weight stream of core {core}")
            set_weights(op, weights)


def plan_u85(stream: VelaBinStream, payload: DriverPayload) -> Program:
    """Plan a blob whose CONFIG names an Ethos-U85."""
    return _Planner(stream, payload).plan()
