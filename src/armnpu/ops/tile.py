"""repeat / tile / expand → TOSA TILE (after a free reshape that adds any new leading dims)."""

from __future__ import annotations

from typing import Sequence

import numpy as np
import torch
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.shape import tensor_reason
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import (
    OpRule,
    Quant,
    Sample,
    aten_target,
    keeps_shape,
    register,
)

aten = torch.ops.aten


def _multiples(node: Node) -> tuple[list[int], int]:
    """(copies per output dim, number of new leading dims) of a repeat or an expand."""
    in_shape = [int(s) for s in arg_node(node, 0).meta["val"].shape]
    out_shape = [int(s) for s in node.meta["val"].shape]
    new_dims = len(out_shape) - len(in_shape)
    padded = [1] * new_dims + in_shape
    return [out // size for out, size in zip(out_shape, padded)], new_dims


def tile(ctx: LoweringContext, value: Value, multiples: Sequence[int]) -> Value:
    """`multiples[d]` copies of the value along each torch dim d (torch's repeat)."""
    if all(m == 1 for m in multiples):
        return value
    shape = tuple(size * m for size, m in zip(value.shape, multiples))
    if value.const is not None:
        return value.replace(shape=shape, const=np.tile(value.const, multiples))
    tosa_multiples = [multiples[d] for d in value.layout]
    return ctx.tile(value, tosa_multiples, shape)


def lower_tile(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    multiples, new_dims = _multiples(node)
    if new_dims:
        value = ctx.view(value, (1,) * new_dims + value.shape)
    return tile(ctx, value, multiples)


register(
    OpRule(
        name="tile",
        lower_targets=(aten.repeat.default, aten.expand_copy.default),
        quant_targets=(aten.repeat.default, aten.tile.default, aten.expand.default, aten.expand_copy.default,
                       aten.expand_as.default),
        quant=Quant.SHARED,
        support=tensor_reason,
        lower_int=lower_tile,
        lower_fp=lower_tile,
        # An expand to its input's shape copies nothing; a repeat is always counted as compute.
        moves_data_only=lambda node: aten_target(node) is aten.expand_copy.default and keeps_shape(node),
        samples=(
            Sample(lambda x: x.repeat(1, 2, 1, 3), ((1, 3, 4, 5),)),
            Sample(lambda x: x.expand(2, 3, 4, 5), ((1, 3, 1, 5),)),
        ),
    )
)
