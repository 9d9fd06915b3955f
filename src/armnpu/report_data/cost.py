"""What the whole program costs: the NPU's share (Vela's estimate, per partition) plus the host
CPU's (armnpu.cpu_cost's estimate: its ops, the quantize/dequantize steps it runs and its delegate
calls), each in its own processor's cycles and in time at that processor's clock. Both are
estimates; every rendering says so."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Optional

from armnpu.report_data.model import Partition, Report


@dataclass(frozen=True)
class Share:
    """One processor's part of the program."""

    label: str  # "tag0" for an NPU partition, "Cortex-M55" for the CPU
    cycles: int
    clock_hz: float

    @property
    def seconds(self) -> float:
        return self.cycles / self.clock_hz


@dataclass(frozen=True)
class ProgramCost:
    npu: list[Share]  # one per Ethos-U partition with Vela figures
    cpu: Optional[Share]  # None when the host CPU is unknown (a TOSA or VGF target, a bare .pte)
    cpu_op_cycles: int
    qdq_cycles: int
    delegate_call_cycles: int

    @property
    def npu_cycles(self) -> int:
        return sum(share.cycles for share in self.npu)

    @property
    def npu_seconds(self) -> float:
        return sum(share.seconds for share in self.npu)

    @property
    def seconds(self) -> float:
        """The whole program, one processor after the other (they do not overlap in ExecuTorch)."""
        return self.npu_seconds + (self.cpu.seconds if self.cpu is not None else 0.0)


def program_cost(report: Report) -> Optional[ProgramCost]:
    """None when neither side has figures."""
    npu = [Share(p.name, int(p.vela["total_cycles"]), float(p.vela["core_clock_hz"]))
           for p in report.partitions if p.vela and p.vela.get("core_clock_hz")]
    estimate = report.cpu_estimate
    if not npu and estimate is None:
        return None
    op_cycles = sum((op.cpu_cycles or 0) * op.count for op in report.cpu_ops)
    if estimate is None:
        return ProgramCost(npu, None, op_cycles, 0, 0)
    cycles = op_cycles + estimate.qdq_cycles + estimate.delegate_call_cycles
    return ProgramCost(npu, Share(estimate.cpu, cycles, estimate.clock_hz), op_cycles, estimate.qdq_cycles,
                       estimate.delegate_call_cycles)


@dataclass(frozen=True)
class OpSides:
    """One delegated op: its NPU cycles (Vela's layers attributed to it) and what the host CPU
    would take for it instead (estimate)."""

    node: str
    op: str
    npu_cycles: int
    cpu_cycles: Optional[int]


def op_sides(partition: Partition) -> list[OpSides]:
    """Every op of `partition` Vela attributes layers to, most NPU cycles first."""
    cycles: dict[str, int] = defaultdict(int)
    for layer in partition.layers:
        if layer.node:
            cycles[layer.node] += layer.cycles
    rows = [OpSides(op.node, op.op, cycles[op.node], op.cpu_cycles) for op in partition.ops if op.node in cycles]
    return sorted(rows, key=lambda row: -row.npu_cycles)
