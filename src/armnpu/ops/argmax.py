"""argmax / argmin along one dim → TOSA ARGMAX (argmin: ARGMAX of the negated input).

The integers of a quantized tensor order like its real values (the scale is positive), so the
INT lowering runs ARGMAX on them. TOSA's result is int32 where torch's is int64: the op is
delegated only when every user narrows it to int32 (`.to(torch.int32)`), which then costs
nothing; ConvertInt64OutputOpsToInt32Pass inserts such casts.
"""

from __future__ import annotations

from typing import Optional, cast

import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node
from armnpu.ops.comparison import annotate_shared_inputs
from armnpu.tosa.lowering import LoweringContext, Value
from armnpu.tosa.registry import OpRule, Sample, aten_target, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
_TARGETS = (aten.argmax.default, aten.argmin.default)
_CASTS = (torch.ops.dim_order_ops._to_dim_order_copy.default, aten._to_copy.default)
_INT_INPUTS = (torch.int8, torch.int16)  # TOSA ARGMAX's integer input types
# Vela's Ethos-U55/U65 ARGMAX runs along the innermost axis, over at most 127 elements.
_U55_MAX_DEPTH = 127


def _dim(node: Node) -> Optional[int]:
    return cast(Optional[int], node.args[1] if len(node.args) > 1 else node.kwargs.get("dim"))


def _keepdim(node: Node) -> bool:
    return bool(node.args[2]) if len(node.args) > 2 else bool(node.kwargs.get("keepdim", False))


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    name = aten_target(node).__name__.split(".")[0]
    if _dim(node) is None:
        return f"{name} over all elements is not lowered (give a dim)"
    if _keepdim(node):
        return f"{name} with keepdim=True is not lowered"
    dtype = arg_node(node, 0).meta["val"].dtype
    if not (dtype.is_floating_point or dtype in _INT_INPUTS):
        return f"{name} of a {dtype} tensor: TOSA ARGMAX takes float, int8 or int16"
    size = arg_node(node, 0).meta["val"].shape[_dim(node)]
    if ctx.is_u55_like and size > _U55_MAX_DEPTH:
        return f"Vela runs ARGMAX on {ctx.npu_name} over at most {_U55_MAX_DEPTH} elements (got {size})"
    if not node.users or not all(_casts_to_int32(user) for user in node.users):
        return (f"{name}'s int64 result is used as int64, which TOSA lacks: narrow it with .to(torch.int32) "
                "(ConvertInt64OutputOpsToInt32Pass does)")
    return None


def is_delegated_index(node: Node, ctx: SupportContext) -> bool:
    """An argmax/argmin the NPU computes: int64 in the graph, the int32 TOSA makes when lowered."""
    return node.op == "call_function" and aten_target(node) in _TARGETS and _support(node, ctx) is None


def _casts_to_int32(user: Node) -> bool:
    return user.op == "call_function" and aten_target(user) in _CASTS and user.meta["val"].dtype == torch.int32


def lower_argmax(ctx: LoweringContext, node: Node) -> Value:
    x = ctx.value(node.args[0])
    dim = cast(int, _dim(node)) % x.rank  # lowered with a dim only (see the support check)
    if aten_target(node) is aten.argmin.default:
        x = ctx.complement(x)
    if ctx.target.is_u55_like and x.layout[-1] != dim:
        x = ctx.to_layout(x, tuple(d for d in x.layout if d != dim) + (dim,))
    kept = [d for d in x.layout if d != dim]
    layout = tuple(d - (d > dim) for d in kept)
    out_shape = tuple(int(s) for s in node.meta["val"].shape)
    result = Value(out_shape, torch.int32, perm=layout if layout != tuple(range(len(layout))) else ())
    attr = ts.TosaSerializerAttribute()
    # torch's argmax returns a NaN's index, as TOSA does when NaNs propagate.
    attr.ArgMaxAttribute(x.layout.index(dim), ts.NanPropagationMode.PROPAGATE)
    return ctx.op(ts.Op.ARGMAX, [ctx.tensor(x)], result, attr)


register(
    OpRule(
        name="argmax",
        lower_targets=_TARGETS,
        quant=annotate_shared_inputs,
        support=_support,
        lower_int=lower_argmax,
        lower_fp=lower_argmax,
        samples=(
            Sample(lambda x: x + torch.argmax(x, dim=-1).to(torch.int32).unsqueeze(-1).to(torch.float32), ((2, 3, 5),)),
            Sample(lambda x: x * torch.argmin(x, dim=1).to(torch.int32).unsqueeze(1).to(torch.float32), ((2, 4, 3),)),
        ),
    )
)
