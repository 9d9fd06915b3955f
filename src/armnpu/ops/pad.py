"""Constant padding (F.pad / nn.ConstantPad*d / nn.ZeroPad*d) → TOSA PAD; negative pads crop with SLICE."""

from __future__ import annotations

from typing import Optional, cast

import torch
import torch.nn.functional as F
from torch.fx import Node

from armnpu.graph_facts import arg_node, ints_arg
from armnpu.ops.shape import pad_value, slice_value, tensor_reason
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Quant, Sample, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten


def _pads(node: Node) -> list[tuple[int, int]]:
    """(before, after) per torch dim; torch lists pairs from the last dim backwards."""
    rank = len(arg_node(node, 0).meta["val"].shape)
    flat = list(ints_arg(node, 1))
    pairs = [(0, 0)] * rank
    for i in range(len(flat) // 2):
        pairs[rank - 1 - i] = (int(flat[2 * i]), int(flat[2 * i + 1]))
    return pairs


def _fill(node: Node) -> float:
    value = node.args[2] if len(node.args) > 2 else node.kwargs.get("value", 0.0)
    return 0.0 if value is None else float(cast(float, value))


def lower_pad(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    pads = _pads(node)
    for dim, (before, after) in enumerate(pads):
        if before < 0 or after < 0:
            start = max(-before, 0)
            value = slice_value(ctx, value, dim, start, value.shape[dim] - start - max(-after, 0))
    grow = [(max(b, 0), max(a, 0)) for b, a in pads]
    if not any(b or a for b, a in grow):
        return value
    fill = _fill(node)
    # INT: the pad constant is the fill value quantized with the shared qparams.
    return pad_value(ctx, value, grow, value.known_qparams.quantize(fill) if ctx.integer else fill)


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    shape = arg_node(node, 0).meta["val"].shape
    for size, (before, after) in zip(shape, _pads(node)):
        if size + min(before, 0) + min(after, 0) <= 0:
            return "padding crops a dimension away entirely"
    return tensor_reason(node)


register(
    OpRule(
        name="constant_pad",
        lower_targets=(aten.constant_pad_nd.default,),
        quant_targets=(aten.constant_pad_nd.default, aten.pad.default),
        quant=Quant.SHARED,
        support=_support,
        lower_int=lower_pad,
        lower_fp=lower_pad,
        samples=(Sample(lambda x: F.pad(x, (1, 2, 0, 1), value=0.5), ((1, 2, 3, 4),)),),
    )
)
