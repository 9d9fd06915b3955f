"""Lower one delegated ExportedProgram to a serialized TOSA 1.0 graph."""

from __future__ import annotations

import operator
from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

import numpy as np
import torch
import tosa_serializer as ts
from executorch.exir.tensor import dim_order_from_stride
from torch._export.utils import (
    get_buffer,
    get_lifted_tensor_constant,
    get_param,
    is_buffer,
    is_lifted_tensor_constant,
    is_param,
)
from torch.export import ExportedProgram
from torch.fx import Node

from armnpu.compile_spec import CompileTarget
from armnpu.errors import LoweringError
from armnpu.node_source import describe_node
from armnpu.tosa.layout import canonical
from armnpu.tosa.lowering import LoweringContext, QParams, Value, tosa_dtype
from armnpu.tosa.qdq import DEQUANTIZE_OPS, QUANTIZE_OPS, qparams_of
from armnpu.tosa.registry import aten_target, rule_for_lowering
from armnpu.tosa.spatial import SpatialChoice, Variant


@dataclass
class TosaProgram:
    flatbuffer: bytes
    input_shapes: list[tuple[int, ...]]
    output_shapes: list[tuple[int, ...]]
    # TOSA tensor name → FX node name, for debug maps.
    tensor_to_node: dict[str, str] = field(default_factory=dict)
    spatial: SpatialChoice = field(default_factory=SpatialChoice)


def lower_program(ep: ExportedProgram, target: CompileTarget, variant: Variant = Variant()) -> TosaProgram:
    """`variant`: how convolutions lay out their maps (armnpu.tosa.spatial)."""
    major, minor = target.tosa_spec.version
    ser = ts.TosaSerializer("", targetMajor=major, targetMinor=minor, targetPatch=0, targetDraft=minor > 0)
    ctx = LoweringContext(ser, target, SpatialChoice(variant))
    input_shapes: list[tuple[int, ...]] = []

    def bind(node: Node) -> Value:
        value = _placeholder(ctx, ep, node)
        if value.const is None:
            input_shapes.append(value.shape)
        return value

    outputs = _lower_graph(ctx, ep.graph, bind)
    for tensor in _emit_outputs(ctx, outputs, _output_dim_orders(ep.graph)):
        ctx.ser.addOutputTensor(tensor)
    while ctx.pending_regions:
        ctx.pending_regions.pop(0)()
    return TosaProgram(ser.serialize(), input_shapes, [v.shape for v in outputs], ctx.tosa_to_node, ctx.spatial)


def lower_region(
    ctx: LoweringContext,
    name: str,
    graph_module: torch.fx.GraphModule,
    inputs: Sequence[Value],
    finish: Callable[[LoweringContext, list[Value], list[Value]], list[Value]],
) -> None:
    """Queue the lowering of `graph_module` as the TOSA region and block `name` (a cond branch,
    a while condition or body). Its placeholders take `inputs`: constants are used in place, the
    other values become the block's inputs, in order and in torch's dim order. `finish(block_ctx,
    block_inputs, graph_outputs)` gives the Values the block returns."""

    def lower() -> None:
        ctx.ser.startRegion(name)
        ctx.ser.addBasicBlock(name)
        block = ctx.for_block()
        bound = iter(inputs)
        block_inputs: list[Value] = []

        def bind(node: Node) -> Value:
            value = next(bound)
            if value.const is not None:
                return value
            tensor = f"{name}_{node.name}"
            block.ser.addInputTensor(ts.TosaSerializerTensor(tensor, value.tosa_shape, tosa_dtype(value.dtype), data=None))
            block_inputs.append(value.replace(name=tensor, perm=(), clamp=None))
            return block_inputs[-1]

        results = _lower_graph(block, graph_module.graph, bind)
        for tensor in _emit_outputs(block, finish(block, block_inputs, results)):
            block.ser.addOutputTensor(tensor)

    ctx.pending_regions.append(lower)


def _lower_graph(ctx: LoweringContext, graph: torch.fx.Graph, bind: Callable[[Node], Value]) -> list[Value]:
    """Lowers every node of `graph` into the context's block; the Values it returns."""
    outputs: list[Value] = []
    for node in graph.nodes:
        ctx.node = node
        try:
            if node.op == "placeholder":
                ctx.values[node] = bind(node)
            elif node.op == "call_function":
                ctx.values[node] = _lower_call(ctx, node)
            elif node.op == "get_attr" and isinstance(constant := getattr(graph.owning_module, node.target), torch.Tensor):
                # A constant of a control-flow region (export lifts only the top graph's).
                data = constant.detach().contiguous()
                ctx.values[node] = Value(tuple(data.shape), data.dtype, const=data.numpy())
            elif node.op == "output":
                returned = node.args[0]  # a submodule may return one node rather than a tuple
                outputs = [ctx.value(arg) for arg in (returned if isinstance(returned, (list, tuple)) else [returned])]
        except LoweringError:
            raise
        except Exception as error:  # a bug or an unmet assumption in a lowering rule
            raise LoweringError(
                f"lowering {describe_node(node)} failed: {type(error).__name__}: {error} [{node.format_node()}]"
            ) from error
    return outputs


def _placeholder(ctx: LoweringContext, ep: ExportedProgram, node: Node) -> Value:
    constant = _constant_of(ep, node)
    if constant is not None:
        data = constant.detach().contiguous()
        return Value(tuple(data.shape), data.dtype, const=data.numpy())
    val = node.meta["val"]
    shape = tuple(int(s) for s in val.shape)
    # The delegate reads the input's buffer as it is: in its dim order (channels-last with NHWC IO).
    value = Value(shape, val.dtype, name=node.name, perm=canonical(dim_order(val)))
    ctx.ser.addInputTensor(ts.TosaSerializerTensor(node.name, value.tosa_shape, tosa_dtype(val.dtype), data=None))
    return value


def dim_order(val) -> tuple[int, ...]:
    """ExecuTorch's dim order of a fake tensor (the order its emitter writes into the program)."""
    return tuple(int(d) for d in dim_order_from_stride(val.stride()))


def _output_dim_orders(graph: torch.fx.Graph) -> list[tuple[int, ...]]:
    returned = graph.output_node().args[0]
    outputs = returned if isinstance(returned, (list, tuple)) else [returned]
    # torch types node.args as any fx Argument; an output node returns nodes
    return [dim_order(arg.meta["val"]) for arg in outputs]  # type: ignore[union-attr]


def _constant_of(ep: ExportedProgram, node: Node):
    for check, get in (
        (is_param, get_param),
        (is_buffer, get_buffer),
        (is_lifted_tensor_constant, get_lifted_tensor_constant),
    ):
        if check(ep, node):
            return get(ep, node)
    return None


def _lower_call(ctx: LoweringContext, node: Node):
    target = aten_target(node)
    if target is operator.getitem:
        return ctx.values[node.args[0]][node.args[1]]  # type: ignore[index]  # fx: getitem(node, int)
    if target in DEQUANTIZE_OPS:
        return _dequantize(ctx, node)
    if target in QUANTIZE_OPS:
        return _quantize(ctx, node)
    if _computes_a_float_constant(ctx, node):
        return _evaluated(ctx, node)
    rule = rule_for_lowering(node)
    lowering = None if rule is None else (rule.lower_int if ctx.integer else rule.lower_fp)
    if lowering is None:
        profile = "INT" if ctx.integer else "FP"
        raise LoweringError(f"no {profile} lowering for {target} (node {node.name})")
    return lowering(ctx, node)


def _computes_a_float_constant(ctx: LoweringContext, node: Node) -> bool:
    """A float op on float constants only (`-self.limit`): left unfolded by the user's own flow,
    it came into the partition with the op quantizing it (armnpu.partitioner)."""
    inputs = [ctx.values.get(arg) for arg in node.all_input_nodes]  # a cond branch has no Value
    return bool(inputs) and _has_float_result(node) and all(
        isinstance(v, Value) and v.const is not None and v.qparams is None and v.dtype.is_floating_point
        for v in inputs)


def _has_float_result(node: Node) -> bool:
    val = node.meta.get("val")
    return isinstance(val, torch.Tensor) and val.dtype.is_floating_point


def _evaluated(ctx: LoweringContext, node: Node) -> Value:
    """`node` computed by torch on its constant inputs: a constant."""
    def tensor(arg: Node) -> torch.Tensor:
        return torch.from_numpy(np.asarray(ctx.value(arg).const))

    args, kwargs = torch.fx.node.map_arg((node.args, node.kwargs), tensor)
    result = aten_target(node)(*args, **kwargs).contiguous()
    return Value(tuple(result.shape), result.dtype, const=result.numpy())


def _dequantize(ctx: LoweringContext, node: Node) -> Value:
    source = ctx.value(node.args[0])
    if aten_target(node) is torch.ops.quantized_decomposed.dequantize_per_channel.default:
        scales = ctx.value(node.args[1]).const
        # qmin, qmax and axis are ints (fx types node.args as any Argument)
        qparams = QParams(np.asarray(scales, np.float64), 0, int(node.args[4]), int(node.args[5]), axis=int(node.args[3]))  # type: ignore[arg-type]
    else:
        qparams = qparams_of(node)
    return source.replace(qparams=qparams)


def _quantize(ctx: LoweringContext, node: Node) -> Value:
    source = ctx.value(node.args[0])
    qparams = qparams_of(node)
    dtype: torch.dtype = node.args[5]  # type: ignore[assignment]  # fx types node.args as any Argument
    if source.const is not None and source.qparams is None:
        data = np.clip(np.round(source.const / float(qparams.scale)) + qparams.zero_point, qparams.qmin, qparams.qmax)
        return Value(source.shape, dtype, const=data.astype(np.int64), qparams=qparams)
    result = ctx.requantize(source, qparams, dtype)
    if result.paired is not None and result.paired.read_back_at == node.name:  # back to pixels
        result = ctx.regroup(result.replace(paired=None), result.paired.shape)
    return result


def _emit_outputs(ctx: LoweringContext, values: Sequence[Value], orders: Optional[Sequence[tuple[int, ...]]] = None) -> list:
    """The TOSA tensors returning `values` from a block, in `orders` (torch's dim order by default)."""
    tensors = []
    emitted: set[str] = set()
    for index, value in enumerate(values):
        if value.clamp is not None and not ctx.integer:
            value = ctx.clamp_float(value, *value.clamp)
        layout = orders[index] if orders is not None else tuple(range(value.rank))
        name = ctx.tensor(value, layout)
        if name in emitted or name not in ctx.tensors:
            # Each output must be an operator's own result: not an input, a constant or a repeat.
            name = ctx.emit(ts.Op.IDENTITY, [name], [value.shape[d] for d in layout], value.dtype)
        emitted.add(name)
        tensors.append(ctx.tensors[name])
    return tensors
