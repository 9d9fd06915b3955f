"""Hardware limits shared by several op families (from Vela's documented constraints)."""

from __future__ import annotations

from typing import Optional, Sequence

import torch
from torch.fx import Node

from armnpu.tosa.qdq import DEQUANTIZE_OPS
from armnpu.tosa.registry import aten_target
from armnpu.tosa.support import SupportContext


def ethosu_kernel_limits(
    ctx: SupportContext, kernel: Sequence[int], stride: Sequence[int], dilation: Sequence[int], padded: bool = True
) -> Optional[str]:
    if ctx.npu is None:  # not an Ethos-U
        return None
    limits = ctx.npu.limits
    dilated = [(k - 1) * d + 1 for k, d in zip(kernel, dilation)]
    if max(dilated) > limits.kernel_dim:
        return f"dilated kernel {dilated} exceeds the NPU's {limits.kernel_dim} per dimension"
    if kernel[0] * kernel[1] > limits.kernel_area:
        return f"kernel area {kernel[0] * kernel[1]} exceeds the NPU's {limits.kernel_area}"
    stride_limit = limits.padded_stride
    if stride_limit is not None and max(stride) > stride_limit and (padded or max(dilation) > 1):
        return f"stride {list(stride)} exceeds {stride_limit}, the Ethos-U55/U65 limit with padding or dilation"
    return None


def ethos_u55_lacks(ctx: SupportContext, what: str) -> Optional[str]:
    """Vela has no Ethos-U55/U65 kernel for `what` (bool results, SELECT): the op stays on the CPU there."""
    if ctx.is_u55_like:
        return f"{what} cannot run on {ctx.npu.name if ctx.npu is not None else 'Ethos-U55/U65'}: Vela has no U55/U65 kernel for it"
    return None


def ethos_u55_bool_reason(node: Node, ctx: SupportContext) -> Optional[str]:
    """Vela has no Ethos-U55/U65 kernels for bool tensors (comparisons, masks, their movement)."""
    if not ctx.is_u55_like:
        return None
    values = [arg.meta.get("val") for arg in node.all_input_nodes] + [node.meta.get("val")]
    if any(isinstance(v, torch.Tensor) and v.dtype == torch.bool for v in values):
        return ethos_u55_lacks(ctx, "an op on bool tensors")
    return None


def quantized_dtype(arg: object) -> Optional[torch.dtype]:
    """The integer type of a quantized activation `arg` (a dequantize node's input); None for others."""
    if not (isinstance(arg, Node) and aten_target(arg) in DEQUANTIZE_OPS and isinstance(arg.args[0], Node)):
        return None
    val = arg.args[0].meta.get("val")
    return val.dtype if isinstance(val, torch.Tensor) else None


def ethos_u55_lacks_int16(node: Node, ctx: SupportContext, what: str) -> Optional[str]:
    """Vela runs `what` with int16 activations on the Ethos-U85 only (the U55/U65 have no int48
    accumulator output): with an int16 input it stays on the CPU there."""
    if ctx.is_u55_like and any(quantized_dtype(arg) == torch.int16 for arg in node.all_input_nodes):
        return ethos_u55_lacks(ctx, f"{what} of int16 activations")
    return None
