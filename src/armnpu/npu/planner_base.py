"""What every architecture's planner does alike: replay the register file over the command stream,
turn each NPU_OP_* into an op, then decode the weight streams in one batch."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from armnpu.formats.vela_bin_stream import VelaBinStream
from armnpu.npu import regs as R
from armnpu.npu.branch import BranchOp
from armnpu.npu.commands import Command, DriverPayload
from armnpu.npu.config import NpuConfig
from armnpu.npu.isa import Isa
from armnpu.npu.ops import ConvOp, DepthwiseOp, Op, Stream
from armnpu.npu.program import Program
from armnpu.npu.static_memory import StaticMemory


class PlannerBase:
    internal_bytes = 0  # the NPU's internal RAM that DMAs in INTERNAL mode reach

    def __init__(self, stream: VelaBinStream, payload: DriverPayload, isa: Isa) -> None:
        self.stream = stream
        assert payload.config is not None  # dispatch.plan refuses a payload without CONFIG
        self.config: NpuConfig = payload.config
        self.commands = payload.commands(isa)
        self.regs = R.RegisterFile(isa)
        self.static = StaticMemory(stream.weight_data)
        self.ops: list[Op] = []
        self._streams_read: list[Stream] = []  # the weight and scale streams the op being planned reads

    def plan(self) -> Program:
        op_index_at = {}  # command offset -> index of the next op (where a branch to it leads)
        for command in self.commands:
            op_index_at[command.offset] = len(self.ops)
            if command.name.startswith("NPU_SET_"):
                self.regs.set(command)
            elif command.name == "NPU_OP_STOP":
                break
            else:
                self._op(command)
        for op in self.ops:
            if isinstance(op, BranchOp):
                op.link(op_index_at)
        self._decode_weights()
        s = self.stream
        return Program(self.config, self.ops, s.weight_data, s.scratch_size, s.inputs, s.outputs, self.internal_bytes)

    def _dma_endpoints(self, command: Command) -> dict:
        """The DMA fields both architectures program alike: where it copies from and to, and how much."""
        g, member = self.regs.get, self.regs.member
        return dict(
            offset=command.offset,
            name=command.name,
            src_region=g("DMA0_SRC_REGION", "region"),
            src_internal=member("DMA0_SRC_REGION", "region_mode") == "INTERNAL",
            src_addr=g("DMA0_SRC", "addr"),
            dst_region=g("DMA0_DST_REGION", "region"),
            dst_internal=member("DMA0_DST_REGION", "region_mode") == "INTERNAL",
            dst_addr=g("DMA0_DST", "addr"),
            length=g("DMA0_LEN", "addr"),
        )

    def _op(self, command: Command) -> None:
        handler = self._handlers().get(command.name)
        if handler is not None:
            self._streams_read = []
            op = handler(command, f"{command.name} at command-stream offset {command.offset:#x}")
            op.streams = tuple(self._streams_read)
            self.ops.append(op)
        # NPU_OP_DMA_WAIT, KERNEL_WAIT, IRQ, PMU_MASK: no functional effect in a sequential model

    def _handlers(self) -> dict[str, Callable[[Command, str], Op]]:
        """NPU_OP_* name -> the method that makes its op; the architecture's planner supplies them."""
        return {
            "NPU_OP_DMA_START": self._dma,
            "NPU_OP_CONV": self._kernel_op,
            "NPU_OP_DEPTHWISE": self._kernel_op,
            "NPU_OP_POOL": self._kernel_op,
            "NPU_OP_ELEMENTWISE": self._elementwise,
        }

    def read_stream(self, kind: str, region: int, addr: int, length: int, what: str) -> bytes:
        """A weight or scale stream's bytes (`kind` "weight" or "scale"), remembered as read by the op."""
        data = self.static.read(region, addr, length, what)
        self._streams_read.append((kind, region, addr, length))
        return data

    def _dma(self, command: Command, what: str) -> Op:
        raise NotImplementedError

    def _kernel_op(self, command: Command, what: str) -> Op:
        raise NotImplementedError

    def _elementwise(self, command: Command, what: str) -> Op:
        raise NotImplementedError

    def _decode_weights(self) -> None:
        raise NotImplementedError


def set_weights(op: Op, weights: np.ndarray) -> None:
    """Give a convolution its decoded (O, KH, KW, I) weights in the layout its kernel computes with."""
    if isinstance(op, DepthwiseOp):
        op.weights = np.ascontiguousarray(weights[..., 0].transpose(1, 2, 0))
    else:
        assert isinstance(op, ConvOp)  # only convolutions have weight streams
        hwio = weights.transpose(1, 2, 3, 0)
        op.set_weights(hwio.reshape(-1, hwio.shape[3]))
