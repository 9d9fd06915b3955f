"""Turn an Ethos-U55/U65 delegate blob into a list of runnable NPU operations.

Planning happens once per blob: the command stream is decoded, the register file is replayed,
and each NPU_OP_* becomes an op object holding everything it needs (feature-map descriptors,
decoded weights, scales). Weight and scale streams are read from `weight_data`, following the
DMA copies Vela inserts to move them into SRAM; all MLW streams are decoded in one batch.
Register values are translated here into the shared kernels' terms (`ops`, `numerics`), so the
kernels know nothing of the U55/U65 encoding.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from armnpu.formats.vela_bin_stream import VelaBinStream
from armnpu.npu import regs as R
from armnpu.npu.arch import accelerator_for
from armnpu.npu.commands import Command, DriverPayload, signed
from armnpu.npu.errors import NpuError
from armnpu.npu.isa import ETHOS_U55
from armnpu.npu.numerics import Rounding
from armnpu.npu.ops import (
    UNARY_MODES,
    ConvOp,
    DepthwiseOp,
    DmaOp,
    ElementwiseMode,
    ElementwiseOp,
    KernelOp,
    LutKind,
    Op,
    OperandScaling,
    OutputStage,
    PoolMode,
    PoolOp,
    Upscale,
)
from armnpu.npu.planner_base import PlannerBase, set_weights
from armnpu.npu.program import Program
from armnpu.npu.static_memory import mode as _mode
from armnpu.npu.weights import (
    WeightLayout,
    decode_mlw,
    traversal_of,
    unpack_scales,
    unpack_weights,
)

_ROUNDING = {"NATURAL": Rounding.NATURAL, "DBL": Rounding.DOUBLE, "TRUNCATE": Rounding.TRUNCATE}


class _Planner(PlannerBase):
    def __init__(self, stream: VelaBinStream, payload: DriverPayload) -> None:
        super().__init__(stream, payload, ETHOS_U55)
        self.arch = accelerator_for(self.config)
        self.internal_bytes = self.arch.shram_bytes
        # Ops waiting for their MLW weight streams: (op, layout, per-core stream bytes)
        self.pending: list[tuple[Op, WeightLayout, list[bytes]]] = []

    # -- ops ------------------------------------------------------------------------------

    def _dma(self, command: Command, what: str) -> DmaOp:
        g, member = self.regs.get, self.regs.member
        # dma_stride_mode D1, D2, D3: 1-, 2- or 3-D; both sides walk the same rows and planes.
        dims = {"D1": 1, "D2": 2, "D3": 3}
        modes = [member(f"DMA0_{side}_REGION", "stride_mode") for side in ("SRC", "DST")]
        if not set(modes) <= dims.keys():
            raise NpuError(f"{what}: DMA stride modes {modes}, expected D1, D2 or D3")
        src_dims, dst_dims = (dims[m] for m in modes)
        op = DmaOp(
            **self._dma_endpoints(command),
            rows=g("DMA0_SIZE0", "size") if max(src_dims, dst_dims) >= 2 else 1,
            planes=g("DMA0_SIZE1", "size") if max(src_dims, dst_dims) >= 3 else 1,
            src_strided=src_dims > 1,
            dst_strided=dst_dims > 1,
            skip0=signed(g("DMA0_SKIP0", "addr"), 40),
            skip1=signed(g("DMA0_SKIP1", "addr"), 40),
        )
        if not op.dst_internal:
            self.static.forget(op.dst_region, op.dst_addr, op.dst_addr + max(op.offsets(op.dst_strided)) + op.length)
        # Remember 1-D copies of constant data: weight and scale streams are read from them.
        if not (op.src_internal or op.src_strided or op.dst_strided):
            size = op.length * op.rows * op.planes
            self.static.copied(op.dst_region, op.dst_internal, op.dst_addr, op.src_region, op.src_addr, size)
        return op

    def _output_stage(self, per_channel_scales: bool, what: str) -> OutputStage:
        g, member = self.regs.get, self.regs.member
        ofm = R.feature_map(self.regs, "OFM")
        rounding = self._rounding("OFM_PRECISION", what)
        act = member("ACTIVATION", "activation_function")
        clip = member("ACTIVATION", "activation_clip_range")
        bits = 8 * ofm.elem_size
        low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if ofm.signed else (0, (1 << bits) - 1)
        raw_min, raw_max = g("ACTIVATION_MIN", "clip_boundary"), g("ACTIVATION_MAX", "clip_boundary")
        if clip == "OFM_PRECISION":
            if bits <= 16:
                amin = signed(raw_min, 16) if ofm.signed else raw_min
                amax = signed(raw_max, 16) if ofm.signed else raw_max
                low, high = max(low, amin), min(high, amax)
        elif clip == "FORCE_INT16":
            low, high = max(low, signed(raw_min, 16)), min(high, signed(raw_max, 16))
        elif clip == "FORCE_INT8":
            low, high = max(low, -128, signed(raw_min, 16)), min(high, 127, signed(raw_max, 16))
        elif clip == "FORCE_UINT8":
            low, high = max(low, 0, raw_min), min(high, 255, raw_max)
        else:
            raise NpuError(f"{what}: unknown activation clip range {clip}")
        lut_address, lut = None, LutKind.S8
        if act.startswith("TABLE_"):
            lut = LutKind.INTERP16 if ofm.elem_size == 2 else LutKind.S8 if ofm.signed else LutKind.U8
            lut_address = self.arch.lut_address(int(act.removeprefix("TABLE_")))
        elif act != "RELU":
            raise NpuError(f"{what}: built-in activation function {act} is not simulated")
        if per_channel_scales:
            scale = shift = bias = 0  # filled in from the scale stream
        else:
            scale, shift, bias = g("OFM_SCALE", "scale"), g("OFM_SCALE", "shift"), 0
        return OutputStage(ofm, rounding, low, high, lut_address, lut, scale, shift, bias)

    def _ofm_written(self, stage: OutputStage, shape: tuple[int, int, int]) -> None:
        for lo, hi in stage.ofm.byte_ranges(*shape):
            self.static.forget(stage.ofm.region, lo, hi)

    def _kernel_op(self, command: Command, what: str) -> Op:
        g = self.regs.get
        shape = R.ofm_shape(self.regs)
        per_channel = self.regs.member("OFM_PRECISION", "scale_mode") != "GLOBAL"
        stage = self._output_stage(per_channel, what)
        kernel = R.kernel(self.regs)
        common: dict[str, Any] = dict(  # the fields every kernel op has
            offset=command.offset,
            name=command.name,
            ifm=R.feature_map(self.regs, "IFM"),
            ofm_shape=shape,
            ifm_depth=g("IFM_DEPTH_M1", "depth_m1") + 1,
            kernel=kernel,
            pad=R.padding(self.regs),
            upscale=_mode(Upscale, self.regs.member("IFM_UPSCALE", "mode"), what),
            out=stage,
        )
        if command.name == "NPU_OP_POOL":
            op: KernelOp = PoolOp(mode=_mode(PoolMode, command.member("pooling_mode"), what), **common)
        elif command.name == "NPU_OP_CONV":
            op = ConvOp(**common)
        else:
            op = DepthwiseOp(**common)
        if command.name != "NPU_OP_POOL":
            traversal = traversal_of(command.name, kernel.part_kernel)
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
            streams.append(self.read_stream(kind.lower(), region, base, length, f"{what} ({reg.lower()} stream)"))
        return streams

    def _with_scales(self, stage: OutputStage, ofm_depth: int, what: str) -> OutputStage:
        bias, scale, shift = unpack_scales(self._streams("SCALE", what, ofm_depth), ofm_depth, self.arch.cores)
        return dataclasses.replace(stage, scale=scale, shift=shift, bias=bias)

    def _elementwise(self, command: Command, what: str) -> Op:
        g, member = self.regs.get, self.regs.member
        mode = _mode(ElementwiseMode, command.member("elementwise_mode"), what)
        shape = R.ofm_shape(self.regs)
        stage = self._output_stage(False, what)
        unary = mode in UNARY_MODES
        scalar_mode = bool(g("IFM2_BROADCAST", "broadcast_constant"))
        ifm2 = None if unary else R.feature_map(self.regs, "IFM2")
        scalar = None
        if ifm2 is not None and scalar_mode:  # ifm2: None for a unary op
            raw = g("IFM2_SCALAR", "scalar")
            scalar = signed(raw, 16) if ifm2.signed else raw
        broadcast_h, broadcast_w, broadcast_c = (bool(g("IFM2_BROADCAST", f)) for f in ("broadcast_h", "broadcast_w", "broadcast_c"))
        op = ElementwiseOp(
            offset=command.offset,
            name=command.name,
            mode=mode,
            ifm=R.feature_map(self.regs, "IFM"),
            ifm2=ifm2,
            scalar=scalar,
            broadcast=(broadcast_h, broadcast_w, broadcast_c),
            reversed=not unary and member("IFM2_BROADCAST", "operand_order") == "ORDER_A",
            ofm_shape=shape,
            scale_mode=_mode(OperandScaling, member("IFM_PRECISION", "scale_mode"), what),
            ifm_rounding=self._rounding("IFM_PRECISION", what),
            opa_scale=g("OPA_SCALE", "scale"),
            opa_shift=g("OPA_SCALE", "shift"),
            opb_scale=g("OPB_SCALE", "scale"),
            out=stage,
        )
        self._ofm_written(stage, shape)
        return op

    def _rounding(self, register: str, what: str) -> Rounding:
        mode = self.regs.member(register, "round_mode")
        if mode not in _ROUNDING:
            raise NpuError(f"{what}: {register} round mode {mode} is not simulated")
        return _ROUNDING[mode]

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
            set_weights(op, weights)


def plan_u55(stream: VelaBinStream, payload: DriverPayload) -> Program:
    """Plan a blob whose CONFIG names an Ethos-U55 or U65."""
    return _Planner(stream, payload).plan()
