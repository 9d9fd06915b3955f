"""Python-number operands (`x + 1.5`, `x * 2`, `x / 4`) as the .Scalar overloads.

Traced, a number operand of add.Tensor & co. is a plain float that PT2E leaves
unquantized and the edge transform turns into a float tensor constant; the .Scalar
overloads keep it a number, which the elementwise lowerings fold into their integer
arithmetic. Division by a number is multiplication by its reciprocal.
"""

from __future__ import annotations

import numbers

import torch

from armnpu.ops.registry import Sample
from armnpu.passes.decompose import decomposition

aten = torch.ops.aten


def _is_number(arg) -> bool:
    return isinstance(arg, numbers.Number) and not isinstance(arg, bool)


def _number_operand(node, target) -> bool:
    val = node.meta.get("val")
    return _is_number(node.args[1]) and isinstance(val, torch.Tensor) and val.dtype.is_floating_point


@decomposition(aten.add.Tensor, applies=_number_operand, samples=(Sample(lambda x: x + 1.5, ((2, 5),)),))
def add_number(x, number, alpha=1):
    return aten.add.Scalar(x, number, alpha)


@decomposition(aten.sub.Tensor, applies=_number_operand, samples=(Sample(lambda x: x - 0.75, ((2, 5),)),))
def sub_number(x, number, alpha=1):
    return aten.sub.Scalar(x, number, alpha)


@decomposition(aten.mul.Tensor, applies=_number_operand, samples=(Sample(lambda x: x * 3, ((2, 5),)),))
def mul_number(x, number):
    return aten.mul.Scalar(x, number)


@decomposition(aten.div.Tensor, applies=_number_operand, samples=(Sample(lambda x: x / 4, ((2, 5),)),))
def div_number(x, number):
    return aten.mul.Scalar(x, 1.0 / number)
