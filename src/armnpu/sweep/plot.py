"""A scatter plot as inline SVG (no scripts): one point per sweep row, coloured by model, the
Pareto front's points ringed and joined by a step line. Axes and colours as the report's charts."""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape
from typing import Callable, Sequence

from armnpu.report.svg import AXIS, GRID, TEXT

_WIDTH, _HEIGHT = 560, 380
_LEFT, _RIGHT, _TOP, _BOTTOM = 78, 18, 16, 52
FRONT_STROKE = "#0f172a"


@dataclass(frozen=True)
class Point:
    x: float
    y: float
    color: str  # its series' (its model's): each series has a front of its own
    tooltip: str
    on_front: bool


def scatter(points: Sequence[Point], x_name: str, y_name: str, x_fmt: Callable[[float], str],
            y_fmt: Callable[[float], str], label: str, x_unit: float = 1.0, y_unit: float = 1.0) -> str:
    """The plot, `label` naming it for screen readers; ticks are round multiples of the units
    (1024 for bytes: 2 KiB, not 2.0 kB shown as 1.95 KiB)."""
    x_ticks = [tick * x_unit for tick in _ticks([p.x / x_unit for p in points])]
    y_ticks = [tick * y_unit for tick in _ticks([p.y / y_unit for p in points])]
    width, height = _WIDTH - _LEFT - _RIGHT, _HEIGHT - _TOP - _BOTTOM

    def at(x: float, y: float) -> tuple[float, float]:
        return (_LEFT + width * (x - x_ticks[0]) / (x_ticks[-1] - x_ticks[0]),
                _TOP + height * (1 - (y - y_ticks[0]) / (y_ticks[-1] - y_ticks[0])))

    body = []
    for tick in y_ticks:
        _, y = at(x_ticks[0], tick)
        body.append(f'<line x1="{_LEFT}" x2="{_LEFT + width}" y1="{y:.1f}" y2="{y:.1f}" stroke="{GRID}"/>')
        body.append(f'<text x="{_LEFT - 8}" y="{y + 4:.1f}" text-anchor="end" fill="{TEXT}">{escape(y_fmt(tick))}</text>')
    for tick in x_ticks:
        x, _ = at(tick, y_ticks[0])
        body.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{_TOP}" y2="{_TOP + height}" stroke="{GRID}"/>')
        body.append(f'<text x="{x:.1f}" y="{_TOP + height + 16}" text-anchor="middle" fill="{TEXT}">{escape(x_fmt(tick))}</text>')
    body.append(f'<rect x="{_LEFT}" y="{_TOP}" width="{width}" height="{height}" fill="none" stroke="{AXIS}"/>')
    body.append(f'<text x="{_LEFT + width / 2:.1f}" y="{_HEIGHT - 10}" text-anchor="middle" fill="{TEXT}">{escape(x_name)}</text>')
    body.append(f'<text transform="translate(16,{_TOP + height / 2:.1f}) rotate(-90)" text-anchor="middle" '
                f'fill="{TEXT}">{escape(y_name)}</text>')
    for color in dict.fromkeys(p.color for p in points):
        front = sorted((p for p in points if p.on_front and p.color == color), key=lambda p: (p.x, p.y))
        if len(front) > 1:  # the staircase no point beats: across at each front point's y, then to the next one's
            steps = []
            for here, after in zip(front, front[1:]):
                steps += [at(here.x, here.y), at(after.x, here.y)]
            steps.append(at(front[-1].x, front[-1].y))
            body.append(f'<polyline class="front" points="{" ".join(f"{x:.1f},{y:.1f}" for x, y in steps)}" '
                        f'fill="none" stroke="{color}" stroke-width="1.5" stroke-dasharray="5 3"/>')
    for p in sorted(points, key=lambda p: p.on_front):  # the front's points on top
        x, y = at(p.x, p.y)
        ring = f' stroke="{FRONT_STROKE}" stroke-width="2.5"' if p.on_front else ' fill-opacity="0.75"'
        body.append(f'<circle class="point{" on-front" if p.on_front else ""}" cx="{x:.1f}" cy="{y:.1f}" '
                    f'r="{7 if p.on_front else 6}" fill="{p.color}"{ring}><title>{escape(p.tooltip)}</title></circle>')
    return (f'<svg viewBox="0 0 {_WIDTH} {_HEIGHT}" width="100%" role="img" aria-label="{escape(label)}" '
            f'xmlns="http://www.w3.org/2000/svg" font-family="inherit" font-size="11">{"".join(body)}</svg>')


def _ticks(values: Sequence[float], count: int = 4) -> list[float]:
    """Round tick values covering `values` (with a margin, so no point sits on the frame)."""
    low, high = min(values), max(values)
    spread = high - low or abs(high) or 1.0
    low, high = low - spread * 0.08, high + spread * 0.08
    if min(values) >= 0:
        low = max(low, 0.0)  # sizes and cycles: no negative ticks
    raw = (high - low) / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.floor(low / step) * step
    return [first + i * step for i in range(math.ceil((high - first) / step - 1e-9) + 1)]
