"""tril / triu under a constant triangular mask.

FP: SELECT between the input and zeros. INT: (x - zp) times a constant 0/1 mask in
int32, back to the input's qparams: the masked-out elements become the zero point, the
others are unchanged (bit-exact), and unlike SELECT the Ethos-U55/U65 run it."""

from __future__ import annotations

from typing import cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import int_arg
from armnpu.ops.shape import tensor_reason
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, aten_target, register

aten = torch.ops.aten


def _keep_mask(node: Node, shape: tuple[int, ...]) -> np.ndarray:
    """True where the op keeps the element, broadcast over the batch dims."""
    diagonal = int(int_arg(node, 1)) if len(node.args) > 1 else int(cast(int, node.kwargs.get("diagonal", 0)))
    rows, cols = shape[-2:]
    triangle = np.tril if aten_target(node) is aten.tril.default else np.triu
    mask = triangle(np.ones((rows, cols), dtype=bool), diagonal)
    return np.broadcast_to(mask, shape)


def lower_triangular(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    mask = _keep_mask(node, value.shape)
    # Zero in the tensor's own units: the zero point in INT, where the quantized model's zero lands.
    zero = value.qparams.zero_point if ctx.integer and value.qparams is not None else 0
    if value.const is not None:
        return value.replace(const=np.where(mask, value.const, zero))
    tosa_mask = np.transpose(mask, value.layout)
    if ctx.integer:
        centred = ctx.rescale(value, 1.0, torch.int32)
        shift = ctx.const(np.array([0]), torch.int8, "shift")
        masked = ctx.op(ts.Op.MUL, [centred.tensor_name, ctx.const(tosa_mask, torch.int32, "mask"), shift], centred)
        return ctx.rescale(masked, 1.0, value.dtype, out_zp=zero, in_zp=0, out_qparams=value.qparams)
    inputs = [
        ctx.const(tosa_mask, torch.bool, "mask"),
        ctx.tensor(value),
        ctx.const(np.zeros(value.tosa_shape), value.dtype, "zeros"),
    ]
    return ctx.op(ts.Op.SELECT, inputs, value)


register(
    OpRule(
        name="triangular",
        lower_targets=(aten.tril.default, aten.triu.default),
        quant=Quant.SHARED,
        support=tensor_reason,
        lower_int=lower_triangular,
        lower_fp=lower_triangular,
        keep_undecomposed=(aten.tril.default, aten.triu.default),
        samples=(Sample(lambda x: torch.tril(x, 1), ((2, 4, 5),)), Sample(lambda x: torch.triu(x), ((4, 4),))),
    )
)
