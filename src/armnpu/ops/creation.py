"""Tensor creation (full, full_like, fill, arange, eye, linspace, scalar_tensor, zeros, ones) and
dtype casts (to / _to_copy).

A creation op's result depends on its arguments only, so it is computed here and becomes a
constant of the delegate: no TOSA operator. int64 results (torch's default for integer
arange/full) become int32 when every value fits, as TOSA 1.0 has no int64; float64 ones are
left to the CPU.

Casts:
- a constant is cast at compile time, int64 included: an index buffer cast to int32 is folded;
- between integer types, and to or from bool, TOSA CAST (INT profile);
- integer → float in the INT profile: the integers are real values of scale 1, so the value
  is relabelled (qparams scale 1, zero point 0) and the quantize node after it is the
  RESCALE to its own scale;
- between float types and integer → float in the FP profile, TOSA CAST. float → integer
  truncates in torch but rounds in TOSA CAST: not lowered.
"""

from __future__ import annotations

from typing import Optional, Sequence, cast

import numpy as np
import torch
import tosa_serializer as ts
from torch.fx import Node

from armnpu.graph_facts import arg_node, is_constant, returns_from_region
from armnpu.ops.annotation import annotate_sharing_first
from armnpu.ops.argmax import is_delegated_index
from armnpu.tosa.lowering import LoweringContext, QParams, Value
from armnpu.tosa.qdq import QUANTIZE_OPS
from armnpu.tosa.registry import (
    OpRule,
    Quant,
    Sample,
    aten_target,
    first_input_and_output,
    register,
    rule_for_lowering,
)
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten
dim_order_ops = torch.ops.dim_order_ops

_INT32 = torch.iinfo(torch.int32)
_CAST_TARGETS = (dim_order_ops._to_dim_order_copy.default, aten._to_copy.default)
# The casts as the quantizer sees them (training IR): `x.to(torch.float32)` stays to.dtype there.
_CAST_QUANT_TARGETS = (aten.to.dtype, aten.to.dtype_layout, *_CAST_TARGETS)
_MAX_RANK = 6
_TOSA_INT = (torch.int8, torch.int16, torch.int32)
_CONSTANT_DTYPES = (torch.float32, torch.float16, torch.int8, torch.int16, torch.int32, torch.int64, torch.bool)


# ---- creation ------------------------------------------------------------------------------


def _concrete(arg):
    """A tensor argument of a creation op (full_like, fill) only lends its shape and dtype."""
    if isinstance(arg, Node):
        val = arg.meta["val"]
        return torch.zeros(tuple(int(s) for s in val.shape), dtype=val.dtype)
    return arg


def evaluate(node: Node) -> torch.Tensor:
    """The creation op's result, computed with torch on the node's own arguments."""
    args = [_concrete(a) for a in node.args]
    kwargs = {k: _concrete(v) for k, v in node.kwargs.items() if k not in ("device", "pin_memory")}
    return aten_target(node)(*args, **kwargs)


def as_tosa_constant(tensor: torch.Tensor) -> Optional[torch.Tensor]:
    """The tensor in a TOSA type: int64 narrowed to int32 when it fits; None when it cannot be."""
    if tensor.dtype == torch.int64:
        if tensor.numel() and (tensor.min() < _INT32.min or tensor.max() > _INT32.max):
            return None
        return tensor.to(torch.int32)
    return tensor if tensor.dtype in _CONSTANT_DTYPES else None


def lower_creation(ctx: LoweringContext, node: Node) -> Value:
    tensor = cast(torch.Tensor, as_tosa_constant(evaluate(node)))  # delegated only when it has a TOSA type
    if tensor.dim() == 0 and not tensor.dtype.is_floating_point:
        # A rank-0 integer constant is emitted as a one-element tensor reshaped to rank 0, a
        # proper rank-0 TOSA tensor wherever it goes (a delegate output included). Float ones
        # stay host constants: the quantize node after them folds them.
        data = ctx.const(tensor.reshape(1).numpy(), tensor.dtype)
        name = ctx.emit(ts.Op.RESHAPE, [data, ctx.shape_const([])], [], tensor.dtype)
        return Value((), tensor.dtype, name=name)
    return Value(tuple(tensor.shape), tensor.dtype, const=tensor.numpy())


def _creation_support(node: Node, ctx: SupportContext) -> Optional[str]:
    val = node.meta.get("val")
    if not isinstance(val, torch.Tensor):
        return "not a tensor"
    if val.numel() == 0:
        return "zero-size tensors are not lowered"
    if val.dim() > _MAX_RANK:
        return f"{val.dim()}-D tensors exceed TOSA's {_MAX_RANK} dimensions"
    if val.dtype not in _CONSTANT_DTYPES:
        return f"{val.dtype} constants have no TOSA type"
    if not any(_feeds_lowered_op(user, ctx) for user in node.users):
        return "a constant feeding no delegated operator: computed where it is used"
    if val.dtype == torch.int64:
        if as_tosa_constant(evaluate(node)) is None:
            return "int64 values outside the int32 range have no TOSA type"
        if not all(_takes_narrowed_int64(user) for user in node.users):
            return "its int64 result is used as int64 outside the delegate (TOSA would make it int32)"
    return None


def _feeds_lowered_op(user: Node, ctx: SupportContext) -> bool:
    """A constant nobody on the NPU could use makes no delegate: some user must be a quantize
    node or an op armnpu lowers (which may still stay on the CPU: the constant then becomes a
    delegate output, as ExecuTorch's Arm backend does it). A region's result is lowered with it."""
    if user.op != "call_function":
        return returns_from_region(user)
    if aten_target(user) in QUANTIZE_OPS:
        return True
    rule = rule_for_lowering(user)
    return rule is not None and (rule.lower_int if ctx.integer else rule.lower_fp) is not None


def _takes_narrowed_int64(user: Node) -> bool:
    """A user that consumes an int64 constant inside the delegate: a cast to another type."""
    if user.op != "call_function" or aten_target(user) not in _CAST_TARGETS:
        return False
    return user.meta["val"].dtype != torch.int64


# ---- casts ---------------------------------------------------------------------------------


def _is_compile_time(node: Node) -> bool:
    """A constant, or the result of a creation op: its cast is folded."""
    return is_constant(node) or (node.op == "call_function" and aten_target(node) in _CREATION_TARGETS)


def _source_dtype(node: Node) -> torch.dtype:
    return arg_node(node, 0).meta["val"].dtype


def _tosa_cast(ctx: LoweringContext, value: Value, dtype: torch.dtype) -> Value:
    return ctx.op(ts.Op.CAST, [ctx.tensor(value)], value, dtype=dtype, qparams=None)


def _fold(value: Value, dtype: torch.dtype) -> Value:
    data = torch.from_numpy(np.asarray(value.const)).to(value.dtype).to(dtype)
    data = cast(torch.Tensor, as_tosa_constant(data))  # delegated only when the dtype has a TOSA type
    return value.replace(dtype=data.dtype, const=data.numpy())


def lower_cast(ctx: LoweringContext, node: Node) -> Value:
    value = ctx.value(node.args[0])
    dtype = node.meta["val"].dtype
    if value.const is not None and value.qparams is None:
        return _fold(value, dtype)
    if dtype == value.dtype:
        return value
    if ctx.integer and dtype.is_floating_point:
        info = torch.iinfo(value.dtype) if value.dtype != torch.bool else torch.iinfo(torch.uint8)
        qparams = QParams(np.asarray(1.0), 0, info.min, info.max if value.dtype != torch.bool else 1)
        source = _tosa_cast(ctx, value, torch.int8) if value.dtype == torch.bool else value
        return source.replace(qparams=qparams)
    return _tosa_cast(ctx, value, dtype)


def _cast_support(node: Node, ctx: SupportContext) -> Optional[str]:
    dim_order = cast(Optional[Sequence[int]], node.kwargs.get("dim_order"))
    if dim_order is not None and list(dim_order) != list(range(len(dim_order))):
        return f"a copy into dim order {list(dim_order)} changes the memory format"
    source, target = _source_dtype(node), node.meta["val"].dtype
    if node.meta["val"].numel() == 0:
        return "zero-size tensors are not lowered"
    if _is_compile_time(arg_node(node, 0)):
        if as_tosa_constant(torch.zeros((), dtype=target)) is None:
            return f"{target} has no TOSA type"
        return None  # folded at compile time
    if source == torch.int64 and target == torch.int32 and is_delegated_index(arg_node(node, 0), ctx):
        return None  # lowered as the int32 it already is
    if torch.int64 in (source, target):
        return "int64 has no TOSA type: a cast from or to int64 of a run-time tensor stays on the CPU"
    if ctx.integer:
        return _int_profile_cast_reason(source, target, ctx)
    return _fp_profile_cast_reason(source, target)


def annotate_float_copy(node: Node, rule: OpRule, config) -> None:
    """A cast that keeps its float dtype (T5's and Llama's RMSNorm `hidden.to(torch.float32)`) is
    the identity: its result shares its input's qparams. Left unannotated, its users observed its
    result anew, and when the input's qparams come from other values than it holds (an embedding
    gather's, from the whole table) the lowering requantized it to the range of the calibration
    tokens' rows, clipping other tokens' rows. Other casts are not annotated: an integer → float
    cast's result is its integers at scale 1 (lower_cast)."""
    source, out = first_input_and_output(node)
    if source is not None and out is not None and source.dtype.is_floating_point and source.dtype == out.dtype:
        annotate_sharing_first(node, [cast(Node, node.args[0])], config)


def _same_dtype_copy(node: Node) -> bool:
    """A dim-order copy that keeps the dtype moves data only; a dtype change is a TOSA CAST."""
    source, out = first_input_and_output(node)
    if aten_target(node) is not dim_order_ops._to_dim_order_copy.default or source is None or out is None:
        return False
    return source.dtype == out.dtype


def _int_profile_cast_reason(source: torch.dtype, target: torch.dtype, ctx: SupportContext) -> Optional[str]:
    if source.is_floating_point:
        return (f"a cast of quantized float to {target} is not lowered" if not target.is_floating_point
                else "float → float casts of quantized tensors change nothing the integer graph could express")
    integer_types = (*_TOSA_INT, torch.bool)
    if source not in integer_types:
        return f"{source} has no TOSA INT type"
    if target.is_floating_point:
        return None if target in (torch.float32, torch.float16, torch.bfloat16) else f"{target} is not lowered"
    if target not in integer_types:
        return f"{target} has no TOSA INT type"
    if ctx.is_u55_like:
        if torch.bool in (source, target):
            return "the Ethos-U55/U65 have no bool tensors"
        if source == torch.int32:
            return "the Ethos-U55/U65 cannot down-cast from int32 (Vela CAST constraint)"
    return None


def _fp_profile_cast_reason(source: torch.dtype, target: torch.dtype) -> Optional[str]:
    floats = (torch.float32, torch.float16)
    ints = (*_TOSA_INT, torch.bool)
    if source in floats and target in floats:
        return None
    if source in ints and target in floats:
        return None
    if source in floats and target in ints:
        return "torch truncates float → integer, TOSA CAST rounds: not lowered"
    return f"a {source} → {target} cast is not in the TOSA FP profile"


# Creation ops the edge transform would otherwise decompose into arithmetic on arange.
_KEEP_WHOLE = (aten.eye.default, aten.eye.m, aten.linspace.default)

_CREATION_TARGETS = (
    aten.full.default,
    aten.full_like.default,
    aten.fill.Scalar,
    aten.zeros.default,
    aten.ones.default,
    aten.zeros_like.default,
    aten.ones_like.default,
    aten.arange.default,
    aten.arange.start,
    aten.arange.start_step,
    aten.eye.default,
    aten.eye.m,
    aten.linspace.default,
    aten.scalar_tensor.default,
)

register(
    OpRule(
        name="creation",
        lower_targets=_CREATION_TARGETS,
        quant=Quant.NONE,
        lower_int=lower_creation,
        lower_fp=lower_creation,
        support=_creation_support,
        keep_undecomposed=_KEEP_WHOLE,
        samples=(
            Sample(lambda x: x + torch.full((2, 3), 0.5), ((2, 3),)),
            Sample(lambda x: x * torch.arange(3, dtype=torch.float32), ((2, 3),)),
            Sample(lambda x: x + torch.eye(3), ((3, 3),)),
        ),
    )
)

register(
    OpRule(
        name="cast",
        lower_targets=_CAST_TARGETS,
        quant_targets=_CAST_QUANT_TARGETS,
        quant=annotate_float_copy,
        lower_int=lower_cast,
        lower_fp=lower_cast,
        support=_cast_support,
        moves_data_only=_same_dtype_copy,
        samples=(Sample(lambda x: x + torch.tensor([1, -2, 3], dtype=torch.int8).to(torch.float32), ((2, 3),)),),
    )
)
