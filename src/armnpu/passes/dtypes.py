"""Tell the rest of a graph that a pass changed the dtype a node produces.

armnpu narrows some int64 values to int32 before they reach TOSA 1.0, which has no int64 (the
int64 constants of passes/decompositions/indexing.py, the passes of passes/int64.py). The
nodes after a narrowed one were traced for int64: their metadata says int64, and the dtype
asserts that traced `.to()` calls leave behind (`aten._assert_tensor_metadata`) would fail when
the graph runs, e.g. in calibration. `follow_dtypes` traces the graph again on fake tensors,
giving every node its new result and every such assert the dtype it now checks.
"""

from __future__ import annotations

from typing import Any, Optional

import torch
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.fx import GraphModule, Node
from torch.fx.passes.fake_tensor_prop import FakeTensorProp
from torch.utils import _pytree as pytree

aten = torch.ops.aten


def follow_dtypes(graph_module: GraphModule) -> None:
    """Re-derive every node's `meta["val"]` from the graph's inputs, and make each traced dtype
    assert check the dtype its tensor now has (in place; the caller recompiles)."""
    inputs = [node.meta.get("val") for node in graph_module.graph.nodes if node.op == "placeholder"]
    if any(val is None for val in inputs):
        raise ValueError("follow_dtypes needs a traced graph: an input has no value in its metadata")
    # The inputs' fake mode; a graph without inputs gets one of its own.
    mode = _fake_mode(inputs) or FakeTensorMode()
    _FollowDtypes(graph_module, mode).propagate_dont_convert_inputs(*inputs)


def _fake_mode(values: list[Any]) -> Optional[FakeTensorMode]:
    return next((v.fake_mode for v in values if hasattr(v, "fake_mode")), None)


def _is_dtype_assert(node: Node) -> bool:
    wanted = aten._assert_tensor_metadata.default
    # An edge op wraps the ATen op as its `_op`.
    return node.op == "call_function" and wanted in (node.target, getattr(node.target, "_op", None))


class _FollowDtypes(FakeTensorProp):
    def run_node(self, n: Node) -> Any:
        if _is_dtype_assert(n) and n.kwargs.get("dtype") is not None:
            # The assert was traced from a `.to()` whose input had the old dtype: it now checks
            # the dtype that input has (its shape, device and layout checks stay).
            checked = self.env[n.args[0]]  # type: ignore[index]  # the assert's first argument is a tensor node
            if checked.dtype != n.kwargs["dtype"]:
                n.update_kwarg("dtype", checked.dtype)
        if n.op == "call_function":
            self._follow_into_regions(n)
        return super().run_node(n)

    def _follow_into_regions(self, n: Node) -> None:
        """A higher-order op (torch.no_grad's wrap_with_set_grad_enabled, cond, while_loop) runs
        graph modules on the operands after them: Llama's rotary embedding gets the narrowed
        position ids there."""
        positions = [i for i, arg in enumerate(n.args) if isinstance(arg, Node) and arg.op == "get_attr"
                     and isinstance(getattr(self.module, str(arg.target), None), GraphModule)]
        if not positions:
            return
        operands = [self.env[a] if isinstance(a, Node) else a for a in pytree.tree_leaves(n.args[positions[-1] + 1:])]
        for position in positions:
            region = getattr(self.module, str(n.args[position].target))  # type: ignore[union-attr]  # a get_attr node
            if len([p for p in region.graph.nodes if p.op == "placeholder"]) == len(operands):
                _FollowDtypes(region, self._mode).propagate_dont_convert_inputs(*operands)
                region.recompile()
