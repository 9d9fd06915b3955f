"""Inline SVG charts for the HTML report: no scripts, no external assets.

Both layer charts share one horizontal layout (`Frame`), so the cycles chart and the memory chart
drawn beneath it line up layer for layer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape
from typing import Callable, Optional, Sequence, cast

AXIS = "#94a3b8"
GRID = "#e2e8f0"
TEXT = "#475569"
_MAX_SLOT = 80.0
_LABEL_PITCH = 14.0  # px between axis labels slanted at 60°, for font size 11
_LABEL_CHARS = 18


@dataclass(frozen=True)
class Frame:
    width: int = 1120
    height: int = 330
    left: int = 72
    right: int = 16
    top: int = 14
    bottom: int = 110  # room for the slanted layer names

    @property
    def plot_width(self) -> int:
        return self.width - self.left - self.right

    @property
    def plot_height(self) -> int:
        return self.height - self.top - self.bottom

    def slot(self, n: int) -> float:
        """Horizontal room per layer; capped, so a few layers do not turn into wide blocks."""
        return min(self.plot_width / max(n, 1), _MAX_SLOT)

    def end(self, n: int) -> float:
        """Where the plot of `n` layers ends."""
        return self.left + self.slot(n) * max(n, 1)

    def y(self, value: float, top_value: float) -> float:
        return self.top + self.plot_height * (1 - value / top_value if top_value else 1)


def nice_ticks(top: float, count: int = 4, unit: float = 1.0) -> list[float]:
    """Round tick values (round in multiples of `unit`, e.g. 1024 for KiB) from 0 to at least `top`."""
    if unit != 1.0:
        return [tick * unit for tick in nice_ticks(top / unit, count)]
    if top <= 0:
        return [0.0, 1.0]
    raw = top / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    return [i * step for i in range(math.ceil(top / step - 1e-9) + 1)]


def _svg(frame: Frame, body: list[str], label: str) -> str:
    return (
        f'<svg viewBox="0 0 {frame.width} {frame.height}" width="100%" role="img" aria-label="{escape(label)}" '
        f'xmlns="http://www.w3.org/2000/svg" font-family="inherit" font-size="11">{"".join(body)}</svg>'
    )


def _axes(frame: Frame, ticks: list[float], fmt: Callable[[float], str], labels: Sequence[str]) -> list[str]:
    n = len(labels)
    parts = []
    right = frame.end(n)
    for tick in ticks:
        y = frame.y(tick, ticks[-1])
        parts.append(f'<line x1="{frame.left}" x2="{right:.1f}" y1="{y:.1f}" y2="{y:.1f}" stroke="{GRID}"/>')
        parts.append(
            f'<text x="{frame.left - 8}" y="{y + 4:.1f}" text-anchor="end" fill="{TEXT}">{escape(fmt(tick))}</text>'
        )
    base = frame.top + frame.plot_height
    parts.append(f'<line x1="{frame.left}" x2="{right:.1f}" y1="{base}" y2="{base}" stroke="{AXIS}"/>')
    # Layer names along the bottom, slanted so long module paths fit; every one while they do not
    # overlap, else every k-th.
    slot = frame.slot(n)
    every = max(1, math.ceil(_LABEL_PITCH / slot))
    for i in range(0, n, every):
        x = frame.left + slot * (i + 0.5)
        parts.append(f'<text transform="translate({x + 3:.1f},{base + 10}) rotate(-60)" text-anchor="end" '
                     f'fill="{TEXT}"><title>{escape(labels[i])}</title>{escape(_clip(labels[i]))}</text>')
    return parts


def _clip(label: str) -> str:
    """The end of a long label: the innermost module names tell layers apart."""
    return label if len(label) <= _LABEL_CHARS else "…" + label[-(_LABEL_CHARS - 1):]


def bar_chart(
    values: Sequence[float],
    labels: Sequence[str],
    colors: Sequence[str],
    tooltips: Sequence[str],
    fmt: Callable[[float], str],
    label: str,
    frame: Frame = Frame(),
    solid: Optional[Sequence[float]] = None,
) -> str:
    """One vertical bar per layer, in schedule order; hover a bar for its tooltip.

    With `solid`, only that much of each bar is drawn solid and the rest pale (e.g. the cycles the
    NPU computes versus the cycles it waits on memory).
    """
    ticks = nice_ticks(max(values, default=0))
    body = _axes(frame, ticks, fmt, labels)
    slot = frame.slot(len(values))
    gap = min(2.0, slot * 0.2) if slot < 20 else slot * 0.25
    width = max(slot - gap, 0.5)
    base = frame.top + frame.plot_height
    for i, (value, color, tip) in enumerate(zip(values, colors, tooltips)):
        x = frame.left + slot * i + gap / 2
        y = frame.y(value, ticks[-1])
        y_solid = frame.y(min(solid[i], value), ticks[-1]) if solid is not None else y
        bar = ""
        if y_solid > y:
            bar += (f'<rect x="{x:.2f}" y="{y:.2f}" width="{width:.2f}" height="{y_solid - y:.2f}" '
                    f'fill="{color}" fill-opacity="0.35"/>')
        bar += (f'<rect x="{x:.2f}" y="{y_solid:.2f}" width="{width:.2f}" height="{max(base - y_solid, 0.5):.2f}" '
                f'fill="{color}"/>')
        body.append(f"<g><title>{escape(tip)}</title>{bar}</g>")
    return _svg(frame, body, label)


def step_area_chart(
    values: Sequence[float],
    labels: Sequence[str],
    tooltips: Sequence[str],
    fmt: Callable[[float], str],
    label: str,
    limit: Optional[float] = None,
    limit_label: str = "",
    color: str = "#0d9488",
    frame: Frame = Frame(height=290, top=24),
    unit: float = 1.0,
) -> str:
    """A filled step line of one value per layer (e.g. SRAM in use), with an optional limit line."""
    peak = max(values, default=0)
    # Show the limit only when it is within reach; a far-off limit would flatten the curve.
    show_limit = limit is not None and limit <= 4 * max(peak, 1)
    ticks = nice_ticks(max(peak, cast(float, limit) if show_limit else 0), unit=unit)  # show_limit: a limit
    body = _axes(frame, ticks, fmt, labels)
    slot = frame.slot(len(values))
    base = frame.top + frame.plot_height
    points = [f"{frame.left},{base}"]
    for i, value in enumerate(values):
        y = frame.y(value, ticks[-1])
        points += [f"{frame.left + slot * i:.2f},{y:.2f}", f"{frame.left + slot * (i + 1):.2f},{y:.2f}"]
    points.append(f"{frame.left + slot * len(values):.2f},{base}")
    body.append(
        f'<polygon points="{" ".join(points)}" fill="{color}" fill-opacity="0.18" stroke="{color}" stroke-width="1.5"/>'
    )
    for i, (_, tip) in enumerate(zip(values, tooltips)):  # invisible hover targets
        body.append(
            f'<rect x="{frame.left + slot * i:.2f}" y="{frame.top}" width="{slot:.2f}" height="{frame.plot_height}" '
            f'fill="transparent"><title>{escape(tip)}</title></rect>'
        )
    if peak:
        i = list(values).index(peak)
        x, y = frame.left + slot * (i + 0.5), frame.y(peak, ticks[-1])
        anchor = "end" if i > len(values) / 2 else "start"
        dx = -6 if anchor == "end" else 6
        # Above the point, unless the limit line runs just there: then below it.
        near_limit = show_limit and abs(frame.y(cast(float, limit), ticks[-1]) - y) < 16
        dy = 16 if near_limit else -6
        body.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.5" fill="{color}"/>')
        body.append(f'<text x="{x + dx:.1f}" y="{y + dy:.1f}" text-anchor="{anchor}" fill="{color}" font-weight="600">'
                    f'peak {escape(fmt(peak))}</text>')
    if show_limit:
        y = frame.y(cast(float, limit), ticks[-1])
        right = frame.end(len(values))
        body.append(f'<line x1="{frame.left}" x2="{right:.1f}" y1="{y:.1f}" y2="{y:.1f}" '
                    f'stroke="#dc2626" stroke-dasharray="6 4" stroke-width="1.5"/>')
        body.append(f'<text x="{right - 4:.1f}" y="{y - 5:.1f}" text-anchor="end" fill="#dc2626">'
                    f'{escape(limit_label)}</text>')
    return _svg(frame, body, label)
