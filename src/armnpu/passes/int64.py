"""int64 → int32 rewrites, for graphs whose integer tensors must reach TOSA 1.0 (no int64).

torch makes integer constants (arange, full with an int fill), index results (argmax) and
index inputs int64. These passes rewrite an exported or edge graph so that such values are
int32 where that is safe; each is an ExecuTorch `ExportPass` (call it on a GraphModule, or
give it to `transform_passes`), under the names users of ExecuTorch's Arm backend know:

- ConvertInt64ConstOpsToInt32Pass: full / arange / eye / linspace producing int64 produce
  int32 when every value fits;
- ConvertInt64OutputOpsToInt32Pass: casts to int64 cast to int32 (and vanish when their
  input is int32 already); argmax / argmin results feed their casts and index users as int32;
- InsertInt32CastsAfterInt64PlaceholdersPass: every int64 input or constant is cast to
  int32 once, right after it; ops that require int64 operands get a cast back;
- ToDevicePass: moves a graph module and the `device=` arguments of its calls to a device.

armnpu's own flow does not need them for the ops it lowers (its decompositions cast index
operands, its lowerings narrow constants), but they make int64-heavy graphs delegable.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Optional

import torch
from executorch.exir.dialects._ops import ops as exir_ops
from executorch.exir.dialects.edge._ops import EdgeOpOverload
from executorch.exir.pass_base import ExportPass, PassResult
from torch.fx import GraphModule, Node

from armnpu.graph_facts import tensor_value
from armnpu.passes.dtypes import follow_dtypes

_log = logging.getLogger(__name__)
aten = torch.ops.aten
_INT32 = torch.iinfo(torch.int32)


# ---- helpers -------------------------------------------------------------------------------


def _aten(target) -> Any:
    return target._op if isinstance(target, EdgeOpOverload) else target


def _is_int64(node: Any) -> bool:
    val = tensor_value(node)
    return val is not None and val.dtype == torch.int64


def _uses_edge_ops(graph: torch.fx.Graph) -> bool:
    return any(isinstance(n.target, EdgeOpOverload) for n in graph.nodes if n.op == "call_function")


def _cast_op(graph: torch.fx.Graph) -> Callable:
    """The dtype cast of the graph's dialect: the edge one in edge graphs."""
    if _uses_edge_ops(graph):
        return exir_ops.edge.dim_order_ops._to_dim_order_copy.default
    return torch.ops.dim_order_ops._to_dim_order_copy.default


def _insert_cast(graph: torch.fx.Graph, source: Node, dtype: torch.dtype, before: Optional[Node] = None) -> Node:
    context = graph.inserting_before(before) if before is not None else graph.inserting_after(source)
    with context:
        cast = graph.call_function(_cast_op(graph), (source,), {"dtype": dtype})
    val = tensor_value(source)
    if val is not None:
        cast.meta["val"] = val.to(dtype)
    for key in ("stack_trace", "nn_module_stack"):
        if key in source.meta:
            cast.meta[key] = source.meta[key]
    return cast


def _fits_int32(tensor: torch.Tensor) -> bool:
    return tensor.numel() == 0 or (_INT32.min <= int(tensor.min()) and int(tensor.max()) <= _INT32.max)


class _Int64Pass(ExportPass):
    def finish(self, graph_module: GraphModule, modified: bool) -> PassResult:
        """Clean up and trace the graph again, so that every node's metadata has its new dtype."""
        if not modified:
            return PassResult(graph_module, False)
        graph_module.graph.eliminate_dead_code()
        follow_dtypes(graph_module)
        graph_module.recompile()
        graph_module = super().call(graph_module).graph_module
        return PassResult(graph_module, True)


def _retag_dtype(node: Node, dtype: torch.dtype) -> None:
    val = tensor_value(node)
    if val is not None:
        node.meta["val"] = val.to(dtype)


# ---- constants -----------------------------------------------------------------------------


class ConvertInt64ConstOpsToInt32Pass(_Int64Pass):
    """full, arange, eye and linspace that produce int64 produce int32 instead, when every
    value fits int32 (the op is evaluated to check); others are left alone with a warning."""

    targets = (
        aten.full.default,
        aten.arange.default,
        aten.arange.start,
        aten.arange.start_step,
        aten.eye.default,
        aten.eye.m,
        aten.linspace.default,
    )

    def call(self, graph_module: GraphModule) -> PassResult:
        modified = False
        for node in graph_module.graph.nodes:
            if node.op != "call_function" or _aten(node.target) not in self.targets:
                continue
            kwargs = {k: v for k, v in node.kwargs.items() if k not in ("device", "pin_memory")}
            data = _aten(node.target)(*node.args, **kwargs)
            if data.dtype != torch.int64:
                continue
            if not _fits_int32(data):
                _log.warning("%s: int64 values outside the int32 range; left int64", node.name)
                continue
            node.update_kwarg("dtype", torch.int32)
            _retag_dtype(node, torch.int32)
            modified = True
        return self.finish(graph_module, modified)


# ---- int64 results -------------------------------------------------------------------------

# Casts: the dtype is either the second positional argument or the `dtype` keyword.
_CASTS_DTYPE_ARG = (aten.to.dtype,)
_CASTS_DTYPE_KWARG = (aten.to.dtype_layout, aten._to_copy.default, torch.ops.dim_order_ops._to_dim_order_copy.default)
_BOUNDED_INDEX_OPS = (aten.argmax.default, aten.argmin.default)
# Users that take an argmax/argmin result as int32 just as well.
_INT32_SAFE_USERS = (*_CASTS_DTYPE_ARG, *_CASTS_DTYPE_KWARG, aten.index.Tensor)


class ConvertInt64OutputOpsToInt32Pass(_Int64Pass):
    """Casts to int64 become casts to int32, or disappear when their input is int32 already.
    argmax/argmin get a cast to int32 for their users that accept it (casts, index.Tensor);
    other users keep the int64 result. `on_overflow` ("raise", "warn", "skip") says what to do
    with an argmax/argmin over more than int32-max elements."""

    def __init__(self, *args, on_overflow: str = "raise", **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if on_overflow not in ("raise", "warn", "skip"):
            raise ValueError(f"on_overflow must be 'raise', 'warn' or 'skip', got {on_overflow!r}")
        self.on_overflow = on_overflow

    def call(self, graph_module: GraphModule) -> PassResult:
        modified = False
        for node in list(graph_module.graph.nodes):
            if node.op != "call_function" or not node.users or not _is_int64(node):
                continue
            target = _aten(node.target)
            if target in _CASTS_DTYPE_ARG or target in _CASTS_DTYPE_KWARG:
                modified |= self._narrow_cast(node, target)
            elif target in _BOUNDED_INDEX_OPS:
                modified |= self._narrow_index_result(graph_module.graph, node)
        return self.finish(graph_module, modified)

    @staticmethod
    def _narrow_cast(node: Node, target) -> bool:
        source = node.all_input_nodes[0]
        val = tensor_value(source)
        if val is not None and val.dtype == torch.int32:
            node.replace_all_uses_with(source)
            return True
        if target in _CASTS_DTYPE_ARG:
            node.update_arg(1, torch.int32)
        else:
            node.update_kwarg("dtype", torch.int32)
        _retag_dtype(node, torch.int32)
        return True

    def _narrow_index_result(self, graph: torch.fx.Graph, node: Node) -> bool:
        source = tensor_value(node.args[0])
        assert source is not None, f"{node.name}: argmax/argmin of a tensor, which export gives a value"
        dim = node.args[1] if len(node.args) > 1 else None
        size = source.numel() if dim is None else source.shape[dim]  # type: ignore[index]  # fx: args as any Argument
        if size - 1 > _INT32.max:
            message = f"{node.name} indexes {size} elements: its result does not fit int32"
            if self.on_overflow == "raise":
                raise RuntimeError(message)
            if self.on_overflow == "warn":
                _log.warning(message)
            return False
        users = [u for u in node.users if u.op == "call_function" and _aten(u.target) in _INT32_SAFE_USERS]
        if not users:
            return False
        cast = _insert_cast(graph, node, torch.int32)
        for user in users:
            user.replace_input_with(node, cast)
        return True


# ---- int64 inputs --------------------------------------------------------------------------


class InsertInt32CastsAfterInt64PlaceholdersPass(_Int64Pass):
    """Every int64 placeholder (input, parameter, buffer, constant) and get_attr is cast to
    int32 once, right after it, and its users take the int32 value. Values outside the int32
    range are the caller's business. Ops that require int64 operands (one_hot) get a cast
    back to int64 in front of them."""

    # op → positions of the arguments it requires as int64
    int64_operands = {aten.one_hot.default: (0,)}

    def call(self, graph_module: GraphModule) -> PassResult:
        graph = graph_module.graph
        modified = False
        for node in list(graph.nodes):
            if node.op not in ("placeholder", "get_attr") or not _is_int64(node) or not node.users:
                continue
            users = list(node.users)
            cast = _insert_cast(graph, node, torch.int32)
            for user in users:
                user.replace_input_with(node, cast)
            modified = True
        for node in list(graph.nodes):
            positions = self.int64_operands.get(_aten(node.target)) if node.op == "call_function" else None
            for position in positions or ():
                operand = node.args[position]
                val = tensor_value(operand)
                if val is not None and val.dtype != torch.int64:
                    node.update_arg(position, _insert_cast(graph, operand, torch.int64, before=node))
                    modified = True
        return self.finish(graph_module, modified)


# ---- devices -------------------------------------------------------------------------------


class ToDevicePass(ExportPass):
    """Move a graph module's parameters and buffers to `device`, and point every call's
    `device=` argument (factory ops: full, arange, zeros...) at it: e.g. a quantized model to
    the meta device, to trace it again without real data."""

    def __init__(self, device: str | torch.device, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.device = torch.device(device)

    def call(self, graph_module: GraphModule) -> PassResult:
        graph_module = graph_module.to(self.device)
        modified = False
        for node in graph_module.graph.nodes:
            if node.op == "call_function" and "device" in node.kwargs and node.kwargs["device"] != self.device:
                node.update_kwarg("device", self.device)
                modified = True
        if modified:
            graph_module.recompile()
        return PassResult(graph_module, True)

    def __call__(self, graph_module: GraphModule) -> PassResult:
        return self.call(graph_module)
