"""Turn a delegate blob into a list of runnable NPU operations.

Planning happens once per blob: the command stream is decoded, the register file is replayed,
and each NPU_OP_* becomes an op object holding everything it needs (feature-map descriptors,
decoded weights, scales). Weight and scale streams are read from `weight_data`, following the
DMA copies Vela inserts to move them into SRAM; all MLW streams are decoded in one batch.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import numpy as np

from armnpu.formats.vela_bin_stream import VelaBinStream, VelaIO
from armnpu.npu.arch import Accelerator, accelerator_for
from armnpu.npu.commands import Command, parse_driver_payload
from armnpu.npu.errors import NpuError
from armnpu.npu.ops import (
    EW_MODES,
    ConvOp,
    DepthwiseOp,
    DmaOp,
    ElementwiseOp,
    Op,
    OutputStage,
    PoolOp,
)
from armnpu.npu import regs as R
from armnpu.npu.weights import (
    TRAVERSAL_DEPTH_FIRST,
    TRAVERSAL_DEPTHWISE,
    TRAVERSAL_PART_KERNEL,
    WeightLayout,
    decode_mlw,
    unpack_scales,
    unpack_weights,
)


@dataclass
class Program:
    accelerator: Accelerator
    ops: list[Op]
    weight_data: bytes
    scratch_size: int
    inputs: list[VelaIO]
    outputs: list[VelaIO]


@dataclass
class _Copy:
    """A DMA whose source bytes are known when planning (they come from region 0)."""

    region: int
    internal: bool
    addr: int
    data: bytes


class _Planner:
    def __init__(self, stream: VelaBinStream) -> None:
        payload = parse_driver_payload(stream.cmd_data)
        self.stream = stream
        self.commands = payload.commands
        self.arch = accelerator_for(payload.config)
        self.regs = R.RegisterFile()
        self.copies: list[_Copy] = []
        self.ops: list[Op] = []
        # Ops waiting for their MLW weight streams: (op, layout, per-core stream bytes)
        self.pending: list[tuple[Op, WeightLayout, list[bytes]]] = []

    def plan(self) -> Program:
        for command in self.commands:
            if command.name.startswith("NPU_SET_"):
                self.regs.set(command)
            elif command.name == "NPU_OP_STOP":
                break
            else:
                self._op(command)
        self._decode_weights()
        s = self.stream
        return Program(self.arch, self.ops, s.weight_data, s.scratch_size, s.inputs, s.outputs)

    # -- static knowledge of memory contents (for weights and scales) -----------------------

    def _static_bytes(self, region: int, addr: int, length: int, what: str) -> bytes:
        """Bytes at region:addr as planned: weight_data itself, or a DMA copy of it."""
        if region == 0:
            end = addr + length
            if end > len(self.stream.weight_data):
                raise NpuError(
                    f"{what}: reads bytes {addr}..{end} of region 0, but weight_data holds "
                    f"{len(self.stream.weight_data)} bytes"
                )
            return self.stream.weight_data[addr:end]
        for copy in reversed(self.copies):
            if copy.region == region and not copy.internal and copy.addr <= addr and addr + length <= copy.addr + len(copy.data):
                return copy.data[addr - copy.addr : addr - copy.addr + length]
        raise NpuError(f"{what}: reads its weights/scales from region {region} at {addr}, where no DMA put them")

    def _forget(self, region: int, lo: int, hi: int) -> None:
        """An op wrote region:[lo, hi): drop the DMA copies it overwrote."""
        self.copies = [c for c in self.copies if c.region != region or c.addr + len(c.data) <= lo or hi <= c.addr]

    # -- ops ------------------------------------------------------------------------------

    def _op(self, command: Command) -> None:
        name = command.name
        what = f"{name} at command-stream offset {command.offset:#x}"
        if name == "NPU_OP_DMA_START":
            self.ops.append(self._dma(command, what))
        elif name in ("NPU_OP_CONV", "NPU_OP_DEPTHWISE", "NPU_OP_POOL"):
            self.ops.append(self._kernel_op(command, what))
        elif name == "NPU_OP_ELEMENTWISE":
            self.ops.append(self._elementwise(command, what))
        # NPU_OP_DMA_WAIT, KERNEL_WAIT, IRQ, PMU_MASK: no functional effect in a sequential model

    def _dma(self, command: Command, what: str) -> DmaOp:
        g = self.regs.get
        src_mode, dst_mode = g("DMA0_SRC_REGION", "stride_mode"), g("DMA0_DST_REGION", "stride_mode")
        mode = max(src_mode, dst_mode)
        op = DmaOp(
            offset=command.offset,
            name=command.name,
            src_region=g("DMA0_SRC_REGION", "region"),
            src_internal=g("DMA0_SRC_REGION", "region_mode") == R.DMA_INTERNAL,
            src_addr=g("DMA0_SRC", "addr"),
            dst_region=g("DMA0_DST_REGION", "region"),
            dst_internal=g("DMA0_DST_REGION", "region_mode") == R.DMA_INTERNAL,
            dst_addr=g("DMA0_DST", "addr"),
            length=g("DMA0_LEN", "addr"),
            rows=g("DMA0_SIZE0", "size") if mode >= R.DMA_STRIDE["D2"] else 1,
            planes=g("DMA0_SIZE1", "size") if mode >= R.DMA_STRIDE["D3"] else 1,
            src_strided=src_mode != R.DMA_STRIDE["D1"],
            dst_strided=dst_mode != R.DMA_STRIDE["D1"],
            skip0=R.signed(g("DMA0_SKIP0", "addr"), 40),
            skip1=R.signed(g("DMA0_SKIP1", "addr"), 40),
        )
        if not op.dst_internal:
            self._forget(op.dst_region, op.dst_addr, op.dst_addr + max(op.offsets(op.dst_strided)) + op.length)
        # Remember 1-D copies of constant data: weight and scale streams are read from them.
        if not (op.src_internal or op.src_strided or op.dst_strided):
            try:
                data = self._static_bytes(op.src_region, op.src_addr, op.length * op.rows * op.planes, what)
            except NpuError:
                return op  # a feature-map copy: its contents are only known when the program runs
            self.copies.append(_Copy(op.dst_region, op.dst_internal, op.dst_addr, data))
        return op

    def _output_stage(self, per_channel_scales: bool, what: str) -> OutputStage:
        g = self.regs.get
        ofm = R.feature_map(self.regs, "OFM")
        rounding = g("OFM_PRECISION", "round_mode")
        act = g("ACTIVATION", "activation_function")
        clip = g("ACTIVATION", "activation_clip_range")
        bits = 8 * ofm.elem_size
        low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if ofm.signed else (0, (1 << bits) - 1)
        raw_min, raw_max = g("ACTIVATION_MIN", "clip_boundary"), g("ACTIVATION_MAX", "clip_boundary")
        if clip == R.CLIP["OFM_PRECISION"]:
            if bits <= 16:
                amin = R.signed(raw_min, 16) if ofm.signed else raw_min
                amax = R.signed(raw_max, 16) if ofm.signed else raw_max
                low, high = max(low, amin), min(high, amax)
        elif clip == R.CLIP["FORCE_INT16"]:
            low, high = max(low, R.signed(raw_min, 16)), min(high, R.signed(raw_max, 16))
        elif clip == R.CLIP["FORCE_INT8"]:
            low, high = max(low, -128, R.signed(raw_min, 16)), min(high, 127, R.signed(raw_max, 16))
        elif clip == R.CLIP["FORCE_UINT8"]:
            low, high = max(low, 0, raw_min), min(high, 255, raw_max)
        else:
            raise NpuError(f"{what}: unknown activation clip range {clip}")
        lut_address, lut16 = None, False
        if act >= R.ACT_TABLE_0:
            lut16 = ofm.elem_size == 2
            lut_address = self.arch.lut_address(act - R.ACT_TABLE_0)
        elif act != R.ACT_RELU:
            raise NpuError(f"{what}: built-in activation function {act} (TANH/SIGMOID) is not simulated")
        if per_channel_scales:
            scale = shift = bias = 0  # filled in from the scale stream
        else:
            scale, shift, bias = g("OFM_SCALE", "scale"), g("OFM_SCALE", "shift"), 0
        return OutputStage(ofm, rounding, low, high, lut_address, lut16, scale, shift, bias)

    def _ofm_written(self, stage: OutputStage, shape: tuple[int, int, int]) -> None:
        for lo, hi in stage.ofm.byte_ranges(*shape):
            self._forget(stage.ofm.region, lo, hi)

    def _kernel_op(self, command: Command, what: str) -> Op:
        g = self.regs.get
        shape = R.ofm_shape(self.regs)
        per_channel = g("OFM_PRECISION", "scale_mode") != R.SCALE_MODE_GLOBAL
        stage = self._output_stage(per_channel, what)
        kernel = R.kernel(self.regs)
        common = dict(
            offset=command.offset,
            name=command.name,
            ifm=R.feature_map(self.regs, "IFM"),
            ofm_shape=shape,
            ifm_depth=g("IFM_DEPTH_M1", "depth_m1") + 1,
            kernel=kernel,
            pad=R.padding(self.regs),
            upscale=g("IFM_UPSCALE", "mode"),
            out=stage,
        )
        if command.name == "NPU_OP_POOL":
            op = PoolOp(mode=command.fields["pooling_mode"], **common)
        elif command.name == "NPU_OP_CONV":
            op = ConvOp(**common)
        else:
            op = DepthwiseOp(**common)
        if command.name != "NPU_OP_POOL":
            traversal = (
                TRAVERSAL_DEPTHWISE
                if command.name == "NPU_OP_DEPTHWISE"
                else TRAVERSAL_PART_KERNEL
                if kernel.part_kernel
                else TRAVERSAL_DEPTH_FIRST
            )
            layout = WeightLayout(
                ofm_depth=shape[2],
                ifm_depth=op.ifm_depth,
                kernel_h=kernel.taps_h,
                kernel_w=kernel.taps_w,
                dilation_y=kernel.dilation_y,
                dilation_x=kernel.dilation_x,
                ofm_block_depth=g("OFM_BLK_DEPTH_M1", "depth_m1") + 1,
                ifm_bits=8 * op.ifm.elem_size,
                traversal=traversal,
                ofm_ublock_depth=self.arch.ofm_ublock_depth,
                ifm_ublock_depth=self.arch.ifm_ublock_depth,
                cores=self.arch.cores,
            )
            streams = self._streams("WEIGHT", what, shape[2])
            self.pending.append((op, layout, streams))
        if per_channel:
            op.out = self._with_scales(stage, shape[2], what)
        self._ofm_written(op.out, shape)
        return op

    def _streams(self, kind: str, what: str, ofm_depth: int) -> list[bytes]:
        """Per-core WEIGHT or SCALE stream bytes of the current op."""
        g = self.regs.get
        region = g(f"{kind}_REGION", "region")
        streams = []
        for core in range(self.arch.cores):
            reg = kind if core == 0 else f"{kind}1"
            channels = (ofm_depth + self.arch.cores - 1 - core) // self.arch.cores
            if channels == 0:
                streams.append(b"")
                continue
            base, length = g(f"{reg}_BASE", "addr"), g(f"{reg}_LENGTH", "length")
            streams.append(self._static_bytes(region, base, length, f"{what} ({reg.lower()} stream)"))
        return streams

    def _with_scales(self, stage: OutputStage, ofm_depth: int, what: str) -> OutputStage:
        bias, scale, shift = unpack_scales(self._streams("SCALE", what, ofm_depth), ofm_depth, self.arch.cores)
        return dataclasses.replace(stage, scale=scale, shift=shift, bias=bias)

    def _elementwise(self, command: Command, what: str) -> Op:
        g = self.regs.get
        mode = command.fields["elementwise_mode"]
        shape = R.ofm_shape(self.regs)
        stage = self._output_stage(False, what)
        unary = mode in (EW_MODES["ABS"], EW_MODES["CLZ"], EW_MODES["LRELU"])
        scalar_mode = bool(g("IFM2_BROADCAST", "broadcast_constant"))
        ifm2 = None if unary else R.feature_map(self.regs, "IFM2")
        scalar = None
        if not unary and scalar_mode:
            raw = g("IFM2_SCALAR", "scalar")
            scalar = R.signed(raw, 16) if ifm2.signed else raw
        op = ElementwiseOp(
            offset=command.offset,
            name=command.name,
            mode=mode,
            ifm=R.feature_map(self.regs, "IFM"),
            ifm2=ifm2,
            scalar=scalar,
            broadcast=tuple(bool(g("IFM2_BROADCAST", f)) for f in ("broadcast_h", "broadcast_w", "broadcast_c")),
            reversed=not unary and g("IFM2_BROADCAST", "operand_order") == R.OPERAND_ORDER_A,
            ofm_shape=shape,
            scale_mode=g("IFM_PRECISION", "scale_mode"),
            ifm_rounding=g("IFM_PRECISION", "round_mode"),
            opa_scale=g("OPA_SCALE", "scale"),
            opa_shift=g("OPA_SCALE", "shift"),
            opb_scale=g("OPB_SCALE", "scale"),
            out=stage,
        )
        self._ofm_written(stage, shape)
        return op

    def _decode_weights(self) -> None:
        jobs = [(op, core, s) for op, _, per_core in self.pending for core, s in enumerate(per_core) if s]
        labels = [f"{op.what}: weight stream of core {core}" for op, core, _ in jobs]
        decoded = iter(decode_mlw([s for _, _, s in jobs], labels))
        for op, layout, per_core in self.pending:
            values = [next(decoded) if s else np.zeros(0, dtype=np.int16) for s in per_core]
            try:
                weights = unpack_weights(values, layout)  # (O, KH, KW, I)
            except NpuError as error:
                raise NpuError(f"{op.what}: {error}") from None
            if isinstance(op, DepthwiseOp):
                op.weights = np.ascontiguousarray(weights[..., 0].transpose(1, 2, 0))
            else:
                hwio = weights.transpose(1, 2, 3, 0)
                op.set_weights(hwio.reshape(-1, hwio.shape[3]))


def plan(stream: VelaBinStream) -> Program:
    return _Planner(stream).plan()
