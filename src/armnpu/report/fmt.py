"""Number and label formatting shared by the text and HTML renderings."""

from __future__ import annotations

from typing import Optional

from armnpu.report.model import Layer, Report

UNKNOWN = "unknown"


def count(value: int) -> str:
    return f"{value:,}"


def size(value: Optional[int]) -> str:
    """Bytes for people: exact below 1 KiB, else KiB/MiB with the byte count implied."""
    if value is None:
        return UNKNOWN
    for unit, scale in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if value >= scale:
            return f"{value / scale:.1f}".removesuffix(".0") + f" {unit}"
    return f"{value:g} B"


def byte_unit(value: float) -> int:
    """The binary unit `size()` shows `value` in, so axis ticks can be round in it."""
    return next((scale for scale in (1 << 20, 1 << 10) if value >= scale), 1)


def duration(seconds: Optional[float]) -> str:
    if seconds is None:
        return UNKNOWN
    for unit, scale in (("s", 1.0), ("ms", 1e-3)):
        if seconds >= scale:
            return f"{seconds / scale:.2f} {unit}"
    return f"{seconds * 1e6:.1f} µs"


def percent(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def short_op(op: str) -> str:
    """"aten.convolution.default" → "convolution"; "aten::cumsum.out" → "cumsum"."""
    parts = [p for p in op.replace("::", ".").split(".") if p]  # namespace, name, overload
    return parts[1] if len(parts) >= 3 else (parts[-1] if parts else op)


def layer_origin(layer: Layer) -> str:
    """Where a Vela layer comes from in the user's model: module path, else node name."""
    return layer.module or layer.node or "(made by Vela)"


def title(report: Report) -> str:
    return report.program.get("file") or "armnpu program"


def target_line(report: Report) -> str:
    t = report.target
    parts = [t.name] + [p for p in (t.system_config, t.memory_mode) if p]
    if t.tosa_spec and t.tosa_spec != t.name:
        parts.append(t.tosa_spec)
    return " · ".join(parts)
