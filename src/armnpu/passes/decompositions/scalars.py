"""Python-number operands (`x + 1.5`, `x * 2`, `x / 4`) as the .Scalar overloads.

Traced, a number operand of add.Tensor & co. is a plain float that PT2E leaves
unquantized and the edge transform turns into a float tensor constant; the .Scalar
overloads keep it a number, which the elementwise lowerings fold into their integer
arithmetic. Division by a number is multiplication by its reciprocal. In-place forms
(`x += 3`) are computed out of place: later readers of x read the in-place node, and in a
quantized model the write lands in a dequantized copy of x anyway.
"""

from __future__ import annotations

import numbers

import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _is_number(arg) -> bool:
    return isinstance(arg, numbers.Number) and not isinstance(arg, bool)


def _number_operand(node, target) -> bool:
    val = node.meta.get("val")
    return (
        _is_number(node.args[1])
        and isinstance(val, torch.Tensor)
        and val.dtype.is_floating_point
        and not _writes_float_input(node, target)
    )


def _writes_float_input(node, target) -> bool:
    """An in-place op on a float program's input stays whole: the program then returns the
    input's new value, as ExecuTorch does for any input mutation."""
    mutable = node.target._schema.is_mutable
    return mutable and node.args[0].op == "placeholder" and not getattr(target, "integer", False)


@decomposition(aten.add.Tensor, aten.add_.Tensor, applies=_number_operand,
               samples=(Sample(lambda x: x + 1.5, ((2, 5),)), Sample(lambda x: (x * 1.0).add_(3), ((2, 5),))))
def add_number(x, number, alpha=1):
    return aten.add.Scalar(x, number, alpha)


@decomposition(aten.sub.Tensor, aten.sub_.Tensor, applies=_number_operand,
               samples=(Sample(lambda x: x - 0.75, ((2, 5),)), Sample(lambda x: (x * 1.0).sub_(2), ((2, 5),))))
def sub_number(x, number, alpha=1):
    return aten.sub.Scalar(x, number, alpha)


@decomposition(aten.mul.Tensor, aten.mul_.Tensor, applies=_number_operand,
               samples=(Sample(lambda x: x * 3, ((2, 5),)), Sample(lambda x: (x * 1.0).mul_(3.0), ((2, 5),))))
def mul_number(x, number):
    return aten.mul.Scalar(x, number)


@decomposition(aten.div.Tensor, aten.div_.Tensor, aten.div.Scalar, applies=_number_operand,
               samples=(Sample(lambda x: x / 4, ((2, 5),)), Sample(lambda x: torch.ops.aten.div.Scalar(x, 3), ((2, 5),))))
def div_number(x, number):
    return aten.mul.Scalar(x, 1.0 / number)
