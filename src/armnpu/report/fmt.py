"""Number and label formatting shared by the text and HTML renderings."""

from __future__ import annotations

from typing import Optional

from armnpu.report_data.model import Layer, Report

UNKNOWN = "unknown"


def count(value: int) -> str:
    return f"{value:,}"


def size(value: Optional[float]) -> str:
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


# Internal op names → the names people know them by. Anything not listed keeps its own name, less
# its namespace, overload and the "_copy" ExecuTorch appends to functional variants.
_OP_NAMES = {
    "convolution": "conv",
    "_clone_dim_order": "clone",
    "_to_dim_order_copy": "to",
    "_to_copy": "to",
    "et_view": "view",
    "max_pool2d_with_indices": "max_pool2d",
    "_native_batch_norm_legit_no_training": "batch_norm",
    "native_layer_norm": "layer_norm",
    "native_group_norm": "group_norm",
    "_softmax": "softmax",
    "_log_softmax": "log_softmax",
    "addmm": "linear",
    "mm": "matmul",
    "bmm": "matmul",
    "upsample_bilinear2d": "interpolate",
    "upsample_nearest2d": "interpolate",
}

_MEMORY_NAMES = {"sram": "SRAM", "dram": "DRAM", "on_chip_flash": "on-chip flash", "off_chip_flash": "off-chip flash"}


def short_op(op: str) -> str:
    """An op as people name it: "aten.convolution.default" → "conv", "dim_order_ops::_clone_dim_order.out" → "clone"."""
    parts = [p for p in op.replace("::", ".").split(".") if p]  # namespace, name, overload
    name = parts[1] if len(parts) >= 3 else (parts[-1] if parts else op)
    return _OP_NAMES.get(name, name.removesuffix("_copy"))


def layer_origin(layer: Layer) -> str:
    """Where a Vela layer comes from in the user's model: module path, else node name."""
    return layer.module or layer.node or "(made by Vela)"


def layer_label(layer: Layer) -> str:
    """A layer's short name for a chart axis: its module path, else its op."""
    return layer.module or (short_op(layer.op_name) if layer.op_name else layer.op)


def layer_op(layer: Layer) -> str:
    """Vela's op for the layer ("Conv2D"), with the model's op when Vela calls it otherwise:
    "FullyConnected (linear)", "Transpose (conv)" for a layout change Vela adds before a conv."""
    if not layer.op_name:
        return layer.op
    name = short_op(layer.op_name)
    return layer.op if name.replace("_", "").lower() in layer.op.lower() else f"{layer.op} ({name})"


def shape(dims: list[int]) -> str:
    return "×".join(map(str, dims))


def layer_shapes(layer: Layer) -> str:
    """"25×5×64 → 1×1×64" (NHWC, as the NPU sees it); both inputs for a binary op."""
    inputs = " + ".join(shape(s) for s in (layer.ifm_shape, layer.ifm2_shape) if s)
    return f"{inputs} → {shape(layer.ofm_shape)}" if layer.ofm_shape else ""


def traffic(per_memory: dict[str, int]) -> str:
    """Bytes moved per memory: "SRAM 34 KiB · off-chip flash 4.4 KiB"."""
    return " · ".join(f"{_MEMORY_NAMES.get(m, m)} {size(b)}" for m, b in per_memory.items() if b)


def title(report: Report) -> str:
    return report.program.get("file") or "armnpu program"


def target_line(report: Report) -> str:
    t = report.target
    parts = [t.name] + [p for p in (t.system_config, t.memory_mode) if p]
    if t.tosa_spec and t.tosa_spec != t.name:
        parts.append(t.tosa_spec)
    return " · ".join(parts)
