"""Two reports side by side (two targets, or two builds of one model): totals, and per layer the
cycles, SRAM and where it runs, matched by layer name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from armnpu.report import fmt
from armnpu.report_data.cost import program_cost
from armnpu.report_data.model import Report

CPU = "CPU"


@dataclass(frozen=True)
class Side:
    """One layer in one program: where it runs, and Vela's figures when it runs on an Ethos-U NPU."""

    where: str  # "NPU tag0", "TOSA tag0" or "CPU"
    cycles: Optional[int] = None
    sram_bytes: Optional[int] = None


@dataclass(frozen=True)
class Row:
    name: str  # the layer's name: its module path, else its op
    a: Optional[Side]  # None: the layer is not in that program
    b: Optional[Side]

    @property
    def max_cycles(self) -> int:
        return max((s.cycles or 0) for s in (self.a, self.b) if s is not None)


@dataclass(frozen=True)
class Total:
    label: str
    a: Optional[float]
    b: Optional[float]
    show: Callable[[Optional[float]], str]


def layer_rows(a: Report, b: Report) -> list[Row]:
    """Every layer of either program, in A's order, then those only B has."""
    sides_a, sides_b = _sides(a), _sides(b)
    names = list(sides_a) + [name for name in sides_b if name not in sides_a]
    return [Row(name, sides_a.get(name), sides_b.get(name)) for name in names]


def most_expensive(rows: list[Row], max_layers: int) -> list[Row]:
    """The `max_layers` rows with the most cycles in either program, in their order; all when 0."""
    if not max_layers or len(rows) <= max_layers:
        return rows
    keep = set(map(id, sorted(rows, key=lambda r: -r.max_cycles)[:max_layers]))
    return [row for row in rows if id(row) in keep]


def totals(a: Report, b: Report) -> list[Total]:
    def opt_size(value: Optional[float]) -> str:
        return fmt.size(None if value is None else int(value))

    def opt_count(value: Optional[float]) -> str:
        return "-" if value is None else fmt.count(int(value))

    def opt_share(value: Optional[float]) -> str:
        return "-" if value is None else f"{value:.1f}%"

    return [
        Total("NPU cycles", _cycles(a), _cycles(b), opt_count),
        Total("Inference time (µs)", _vela_sum(a, "inference_time_s", 1e6), _vela_sum(b, "inference_time_s", 1e6),
              lambda v: "-" if v is None else f"{v:,.1f}"),
        Total("Whole program (µs, est.)", _whole_program_us(a), _whole_program_us(b),
              lambda v: "-" if v is None else f"{v:,.1f}"),
        Total("Peak SRAM", _peak(a), _peak(b), opt_size),
        Total("Ops delegated", _delegated(a), _delegated(b), opt_share),
        Total("Ops on the CPU", a.cpu_op_count, b.cpu_op_count, opt_count),
        Total("Program size", a.program.get("bytes"), b.program.get("bytes"), opt_size),
    ]


def change(a: Optional[float], b: Optional[float]) -> str:
    """B relative to A: "-37.5%", "same", or "" when either is unknown."""
    if a is None or b is None or not a:
        return ""
    if a == b:
        return "same"
    return f"{100 * (b - a) / a:+.1f}%"


def side_text(side: Optional[Side]) -> str:
    return "absent" if side is None else side.where


def _sides(report: Report) -> dict[str, Side]:
    """One entry per layer name. The layers Vela schedules for one module (a transpose, then the conv;
    on another target perhaps one fused layer) are summed, so that the names match across targets."""
    sides: dict[str, Side] = {}
    for p in report.partitions:
        where = f"{'NPU' if p.backend == 'EthosUBackend' else p.backend.removesuffix('Backend')} {p.name}"
        if not p.layers:  # no per-layer figures: the partition's ops stand for its layers
            for op in p.ops:
                sides.setdefault(op.module or fmt.short_op(op.op), Side(where))
        for layer in p.layers:
            name = fmt.layer_label(layer)
            seen = sides.get(name)
            if seen is None or seen.cycles is None:
                sides[name] = Side(where, layer.cycles, layer.sram_in_use)
            else:
                sides[name] = Side(seen.where, seen.cycles + layer.cycles, max(seen.sram_bytes or 0, layer.sram_in_use))
    for op in report.cpu_ops:
        sides.setdefault(op.module or fmt.short_op(op.op), Side(CPU))
    return sides


def _cycles(report: Report) -> Optional[int]:
    vela = [p.vela for p in report.partitions if p.vela]
    return sum(v["total_cycles"] for v in vela) if vela else None


def _vela_sum(report: Report, key: str, scale: float) -> Optional[float]:
    vela = [p.vela for p in report.partitions if p.vela]
    return sum(v[key] for v in vela) * scale if vela else None


def _whole_program_us(report: Report) -> Optional[float]:
    """NPU + host CPU (armnpu.report_data.cost): the figure to compare where the two programs put
    different ops on the NPU. None without a CPU estimate, where it would be the NPU's alone."""
    cost = program_cost(report)
    return None if cost is None or cost.cpu is None else cost.seconds * 1e6


def _peak(report: Report) -> Optional[int]:
    peaks = [p.peak_sram for p in report.partitions if p.peak_sram is not None]
    return max(peaks) if peaks else None


def _delegated(report: Report) -> Optional[float]:
    npu, cpu = report.npu_op_count, report.cpu_op_count
    if not (report.npu_ops_known and report.cpu_ops_known) or not npu + cpu:
        return None
    return 100 * npu / (npu + cpu)
