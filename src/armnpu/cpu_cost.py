"""An estimate of what an op costs on the Cortex-M beside the NPU, for the ops a program leaves on
the CPU: ExecuTorch's portable kernels (scalar C, no Helium) and its quantized Q/DQ kernels.

Every figure here is an ESTIMATE, and everything that shows one says so. Cycles are a table
constant times the op's size: its output elements, its input elements or its multiply-accumulates
(from the shapes the FX node carries). The constants are Cortex-M55 cycles; other CPUs scale them
by `HostCpu.cycles_vs_m55` (armnpu.targets). Where a constant comes from is written beside it:

* measured: one published on-device figure (quantize/dequantize);
* estimate: reasoned from what the portable kernel's inner loop does on a scalar in-order core
  (a load and a store each, a float op, the kernel's per-element index and dtype-conversion
  calls). None is checked against a board: read them as orders of magnitude, enough to say which
  side of a 10x gap an op falls on, not to predict a board's latency.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

import torch
from torch.fx import Node

from armnpu.compile_spec import ArmCompileSpec, EthosUCompileSpec
from armnpu.targets import HostCpu, host_cpu_clock_hz, read_vela_ini
from armnpu.tosa.registry import aten_target

Unit = Literal["output element", "input element", "MAC"]


@dataclass(frozen=True)
class KernelCost:
    """Cortex-M55 cycles per unit of one kind of CPU kernel, and where the figure comes from."""

    cycles: float
    unit: Unit
    basis: str


# ExecuTorch issue #17651 (pytorch/executorch, 2026-03): quantize_per_tensor.out of MobileNetV2's
# 1x3x224x224 input took 1,365,831 cycles on an Alif E8's Cortex-M55 (HP core): 9.1 cycles per element.
# That build may have run the Cortex-M backend's Helium kernel; the portable scalar one would be
# slower, so the figure errs towards the CPU.
_QDQ = KernelCost(9.1, "output element", "measured: ExecuTorch #17651, 150,528-element quantize on a Cortex-M55")
# memcpy of contiguous blocks (view, cat, slice): a 4-byte element costs about a load and a store
# plus the kernel's per-block bookkeeping.
_COPY = KernelCost(2.0, "output element", "estimate: contiguous copy")
# A strided copy computes each element's source index from its coordinates (permute, dim-order change).
_STRIDED_COPY = KernelCost(12.0, "output element", "estimate: strided copy, per-element index arithmetic")
# Row gathers: the index is read once per row, the row copied.
_GATHER = KernelCost(4.0, "output element", "estimate: indexed row copy")
# A portable elementwise kernel: load and convert each operand through a function pointer, one float
# op, convert and store; with broadcasting, index arithmetic: about twice the quantize kernel.
_ELEMENTWISE = KernelCost(20.0, "output element", "estimate: portable elementwise kernel")
# libm's expf/tanhf/erff on a scalar FPU: a few dozen cycles each, plus the elementwise overhead.
_TRANSCENDENTAL = KernelCost(60.0, "output element", "estimate: portable kernel calling libm")
# Normalisations read their input twice (statistics, then the normalised output).
_NORMALISE = KernelCost(30.0, "output element", "estimate: two passes over the input")
_REDUCE = KernelCost(4.0, "input element", "estimate: one load and one add per input element")
# Four loads, three interpolations and the source index and weights of every output element.
_BILINEAR = KernelCost(40.0, "output element", "estimate: 4 loads, 3 lerps, per-element source index")
_NEAREST = KernelCost(12.0, "output element", "estimate: per-element source index and a copy")
# Scalar float multiply-accumulate: two loads, one fused multiply-add, index updates.
_MAC = KernelCost(4.0, "MAC", "estimate: scalar float multiply-accumulate loop")
# Anything else is taken to cost what an elementwise kernel costs.
_DEFAULT = KernelCost(_ELEMENTWISE.cycles, "output element", "estimate: no table entry, taken as elementwise")

# By ATen op name (the edge dialect's name with its namespace and overload left off).
TABLE: dict[str, KernelCost] = {
    **dict.fromkeys(("quantize_per_tensor", "dequantize_per_tensor", "dequantize_per_channel",
                     "quantize_per_channel"), _QDQ),
    **dict.fromkeys(("view_copy", "view", "_clone_dim_order", "clone", "cat", "slice_copy", "select_copy",
                     "squeeze_copy", "unsqueeze_copy", "alias_copy", "expand_copy", "split_with_sizes_copy",
                     "split_copy", "unbind_copy", "repeat", "constant_pad_nd"), _COPY),
    **dict.fromkeys(("permute_copy", "transpose_copy", "_to_dim_order_copy", "_to_copy", "pixel_shuffle",
                     "pixel_unshuffle", "flip"), _STRIDED_COPY),
    **dict.fromkeys(("index", "gather", "index_select", "embedding", "index_put", "scatter",
                     "scatter_add"), _GATHER),
    **dict.fromkeys(("add", "sub", "mul", "div", "relu", "clamp", "hardtanh", "neg", "abs", "maximum",
                     "minimum", "where", "eq", "ne", "lt", "le", "gt", "ge", "hardswish", "hardsigmoid",
                     "leaky_relu", "floor", "ceil", "round", "bitwise_and", "bitwise_or", "logical_not",
                     "full", "full_like", "arange", "fill"), _ELEMENTWISE),
    **dict.fromkeys(("exp", "log", "tanh", "sigmoid", "gelu", "silu", "erf", "sin", "cos", "sqrt",
                     "rsqrt", "pow", "_softmax", "_log_softmax", "reciprocal", "elu", "softplus"),
                    _TRANSCENDENTAL),
    **dict.fromkeys(("native_layer_norm", "native_group_norm", "_native_batch_norm_legit_no_training"),
                    _NORMALISE),
    **dict.fromkeys(("sum", "mean", "amax", "amin", "var", "cumsum", "argmax", "argmin", "max", "min"), _REDUCE),
    "upsample_bilinear2d": _BILINEAR,
    "upsample_nearest2d": _NEAREST,
    **dict.fromkeys(("convolution", "conv1d", "conv2d", "linear", "addmm", "mm", "bmm", "matmul"), _MAC),
}
_CONVOLUTIONS = ("convolution", "conv1d", "conv2d")

# Cycles ExecuTorch spends to call one Ethos-U delegate beyond the NPU's own work: the backend's
# execute() copying its argument list, the driver's register setup, cache clean/invalidate of the
# IO buffers and the completion interrupt. Estimate: a few thousand instructions.
DELEGATE_CALL_CYCLES = 10_000


def op_name(node: Node) -> str:
    """`upsample_bilinear2d` of `aten.upsample_bilinear2d.vec` (or of its edge or out variant)."""
    parts = str(aten_target(node)).replace("::", ".").split(".")
    return parts[1] if len(parts) >= 3 else parts[-1]


def kernel_cost(node: Node) -> KernelCost:
    return TABLE.get(op_name(node), _DEFAULT)


def op_cycles(node: Node, cpu: HostCpu) -> int:
    """Estimated cycles of `node` on `cpu` (0 when its shapes are unknown)."""
    cost = kernel_cost(node)
    return round(cost.cycles * _units(node, cost.unit) * cpu.cycles_vs_m55)


def qdq_cycles(elements: int, cpu: HostCpu) -> int:
    """Estimated cycles to quantize or dequantize `elements` values on `cpu`."""
    return round(_QDQ.cycles * elements * cpu.cycles_vs_m55)


def delegate_call_cycles(cpu: HostCpu) -> int:
    return round(DELEGATE_CALL_CYCLES * cpu.cycles_vs_m55)


def elements(value: object) -> int:
    """Elements of a tensor, or of every tensor in a tuple or list of them."""
    if isinstance(value, torch.Tensor):
        return value.numel()
    if isinstance(value, (list, tuple)):
        return sum(elements(v) for v in value)
    return 0


def _units(node: Node, unit: Unit) -> int:
    if unit == "output element":
        return elements(node.meta.get("val"))
    if unit == "input element":
        return sum(elements(arg.meta.get("val")) for arg in node.all_input_nodes[:1])
    return _macs(node)


def _macs(node: Node) -> int:
    """Multiply-accumulates of a convolution or matrix product: each output element sums over the
    weight's input extent (conv: C_in/groups x kernel) or the shared inner dimension (matmul)."""
    out = elements(node.meta.get("val"))
    name = op_name(node)
    inputs = [arg.meta.get("val") for arg in node.all_input_nodes]
    if name in _CONVOLUTIONS and len(inputs) >= 2 and isinstance(inputs[1], torch.Tensor):
        return out * math.prod(inputs[1].shape[1:])
    operand = inputs[1] if name == "addmm" and len(inputs) >= 2 else (inputs[0] if inputs else None)
    if isinstance(operand, torch.Tensor) and operand.dim() >= 1:
        return out * int(operand.shape[-1])
    return out


@dataclass(frozen=True)
class System:
    """The two processors a program runs on, to compare their estimates in time."""

    cpu: HostCpu
    cpu_clock_hz: float
    npu_clock_hz: float


def system_of(spec: ArmCompileSpec) -> System | None:
    """An Ethos-U spec's NPU and the host CPU of its reference system, both clocks from the Vela
    system config (the CPU's by targets.host_cpu_clock_hz's assumption). None for TOSA and VGF
    specs, which have no NPU, and when the .ini gives no clock."""
    if not isinstance(spec, EthosUCompileSpec):
        return None
    clock = host_cpu_clock_hz(read_vela_ini(spec.config_ini), spec.system_config)
    return None if clock is None else System(spec.npu.host_cpu, clock, clock)
