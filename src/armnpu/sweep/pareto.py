"""Pareto fronts: the results no other result beats on both of two figures."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

from armnpu.report import fmt
from armnpu.sweep.row import OK, Row


@dataclass(frozen=True)
class Tradeoff:
    """Two figures of a row to trade against each other; both smaller-is-better unless `y_higher`."""

    title: str
    x_name: str
    y_name: str
    x: Callable[[Row], Optional[float]]
    y: Callable[[Row], Optional[float]]
    x_fmt: Callable[[float], str]  # an axis tick's label
    y_fmt: Callable[[float], str]
    y_higher: bool = False
    x_unit: float = 1.0  # ticks are round multiples of it (1024 for bytes)
    y_unit: float = 1.0


def _short_count(value: float) -> str:
    for unit, scale in (("M", 1e6), ("k", 1e3)):
        if abs(value) >= scale:
            return f"{value / scale:g}{unit}"
    return f"{value:g}"


TRADEOFFS = (
    Tradeoff("Cycles against SRAM", "cycles (Vela estimate)", "SRAM peak",
             lambda r: r.cycles, lambda r: r.sram_peak_bytes, _short_count, fmt.size, y_unit=1024),
    Tradeoff("Flash against accuracy", "flash (the program file)", "integer-program SQNR (dB)",
             lambda r: r.flash_bytes, lambda r: r.int_sqnr_db, fmt.size, lambda v: f"{v:g}", y_higher=True,
             x_unit=1024),
)


def plotted(rows: Sequence[Row], tradeoff: Tradeoff) -> list[int]:
    """Indices of the rows with both figures, finite (a bit-exact program's SQNR is +inf)."""
    def finite(value: Optional[float]) -> bool:
        return value is not None and math.isfinite(value)

    return [i for i, r in enumerate(rows) if r.status == OK and finite(tradeoff.x(r)) and finite(tradeoff.y(r))]


def front(rows: Sequence[Row], tradeoff: Tradeoff) -> set[int]:
    """Indices of the plotted rows on their model's Pareto front (equal points are all on it):
    each model has its own front, as the question is which configuration serves it best."""
    sign = -1.0 if tradeoff.y_higher else 1.0
    by_model: dict[str, dict[int, tuple[float, float]]] = {}
    for i in plotted(rows, tradeoff):
        by_model.setdefault(rows[i].model, {})[i] = (float(tradeoff.x(rows[i]) or 0),
                                                     sign * float(tradeoff.y(rows[i]) or 0))
    on_front: set[int] = set()
    for points in by_model.values():
        best_y, last = math.inf, None
        # By x, then y: a point is on the front when its y beats every point before it (or repeats the last one).
        for i in sorted(points, key=points.__getitem__):
            if points[i][1] < best_y or points[i] == last:
                on_front.add(i)
                best_y, last = points[i][1], points[i]
    return on_front
