"""torch.cat → TOSA CONCAT, in the layout most inputs already have."""

from __future__ import annotations

from collections import Counter
from typing import cast

import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import nodes_arg
from armnpu.ops.shape import tensor_reason
from armnpu.tosa.lowering import LoweringContext, QParams, Value
from armnpu.tosa.qdq import qparams_of, quantize_user
from armnpu.tosa.registry import OpRule, Quant, Sample, register

aten = torch.ops.aten


def _args(node: Node) -> tuple[list[Node], int]:
    tensors = nodes_arg(node, 0)
    dim = cast(int, node.args[1] if len(node.args) > 1 else node.kwargs.get("dim", 0))
    return list(tensors), dim % len(node.meta["val"].shape)


def _common_layout(values: list[Value]) -> tuple[int, ...]:
    """The layout most emitted inputs have (constants can be emitted in any); ties go to the first."""
    votes = Counter(v.layout for v in values if v.const is None)
    if not votes:
        return values[0].layout
    best = max(votes.values())
    return next(v.layout for v in values if v.const is None and votes[v.layout] == best)


def _output_quantization(node: Node, values: list[Value]) -> tuple[QParams, torch.dtype]:
    """The qparams and dtype of the Q node after the cat (the first input's without one)."""
    user = quantize_user(node)
    if user is not None:
        return qparams_of(user), cast(torch.dtype, user.args[5])  # a quantize node's dtype
    return values[0].known_qparams, values[0].dtype


def lower_cat(ctx: LoweringContext, node: Node) -> Value:
    tensors, dim = _args(node)
    values = [ctx.value(t) for t in tensors]
    qparams = None
    if ctx.integer and values[0].qparams is not None:
        # Inputs share qparams when the quantizer could unify them; the others are requantized.
        # (Integer and bool tensors carry no qparams: they are concatenated as they are.)
        qparams, dtype = _output_quantization(node, values)
        values = [v if v.dtype == dtype and v.known_qparams.same_as(qparams) else ctx.requantize(v, qparams, dtype) for v in values]
    if len(values) == 1:
        return values[0]
    layout = _common_layout(values)
    shape = tuple(int(s) for s in node.meta["val"].shape)
    result = Value(shape, values[0].dtype, perm=() if layout == tuple(range(len(shape))) else layout, qparams=qparams)
    names = [ctx.tensor(v, layout) for v in values]
    attr = ts.TosaSerializerAttribute()
    attr.ConcatAttribute(layout.index(dim))
    return ctx.op(ts.Op.CONCAT, names, result, attr)


register(
    OpRule(
        name="cat",
        lower_targets=(aten.cat.default,),
        quant_targets=(aten.cat.default, aten.concat.default, aten.concatenate.default, aten.stack.default,
                       aten.hstack.default, aten.vstack.default),
        quant=Quant.SHARED,
        support=tensor_reason,
        lower_int=lower_cat,
        lower_fp=lower_cat,
        samples=(
            Sample(lambda x, y: torch.cat([x, y], 1), ((1, 2, 3), (1, 4, 3))),
            Sample(lambda x, y: torch.stack([x, y], 0), ((2, 3), (2, 3))),
        ),
    )
)
