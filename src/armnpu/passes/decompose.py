"""The decomposition table: composite ATen ops rewritten as ops armnpu lowers.

A decomposition is a plain function over torch tensors, registered for one or more
ATen overloads (`@decomposition(aten.layer_norm.default)`). It is applied in two
stages of armnpu.passes.pipeline, so composite ops are quantized and lowered as their parts:
- BEFORE_ANNOTATION (`TOSAQuantizer.transform_for_annotation`), so each part gets
  its own quantization parameters;
- BEFORE_EDGE_DECOMPOSITION (`TOSAPartitioner.transform_for_pre_decomposition`), for
  float programs and for ops the quantizer was not asked to annotate.

Each matching node is traced on its own (pre-dispatch `make_fx` on fake tensors) and
the traced ops are spliced in its place, keeping the node's module path and source
line; the table is applied again to what was spliced in, until nothing matches.
The modules of `armnpu.passes.decompositions` hold the table's entries and are
imported on first use.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any, Callable, Optional

import torch
from torch.export import ExportedProgram
from torch.export.graph_signature import InputKind, InputSpec, TensorArgument
from torch.fx import GraphModule, Node
from torch.fx.experimental.proxy_tensor import make_fx
from torch.utils import _pytree as pytree

from armnpu.graph_facts import attr_name
from armnpu.passes.dtypes import follow_dtypes
from armnpu.tosa.plugins import PluginPackage

# Given the node and the compilation's target (None when unknown), whether to decompose it.
Applies = Callable[[Node, Any], bool]
# Given the node, the (args, kwargs) its decomposition is called with.
Arguments = Callable[[Node], tuple[tuple, dict]]

# Node metadata that says where an op comes from; the parts inherit it.
_PROVENANCE = ("nn_module_stack", "stack_trace", "source_fn_stack", "torch_fn", "custom")
_MAX_ROUNDS = 16  # nested decompositions (log_softmax -> softmax -> ...) are a few levels deep


@dataclass(frozen=True)
class Decomposition:
    name: str
    ops: tuple[torch._ops.OpOverload, ...]
    fn: Callable
    applies: Optional[Applies] = None
    samples: tuple = ()  # armnpu.tosa.registry.Sample uses of the decomposed op
    # What the function receives: the node's own arguments unless an entry needs a producer's
    # too (a masked softmax takes the mask its scores were filled by).
    arguments: Optional[Arguments] = None


# An op may have several entries, told apart by their `applies`; the first that applies wins.
_TABLE: dict[torch._ops.OpOverload, list[Decomposition]] = {}
_ENTRIES = PluginPackage("armnpu.passes.decompositions")


def decomposition(*ops: torch._ops.OpOverload, applies: Optional[Applies] = None, samples: tuple = (),
                  arguments: Optional[Arguments] = None) -> Callable:
    """Register the decorated function as the decomposition of `ops`."""

    def register(fn: Callable) -> Callable:
        entry = Decomposition(fn.__name__, tuple(ops), fn, applies, tuple(samples), arguments)
        for op in ops:
            unconditional = [e.name for e in _TABLE.get(op, []) if e.applies is None]
            if unconditional:
                raise ValueError(f"{op} is already decomposed by {unconditional[0]} whenever it appears")
            _TABLE.setdefault(op, []).append(entry)
        return fn

    return register


def all_decompositions() -> list[Decomposition]:
    """Every entry of the table, once each."""
    _load_entries()
    return list({id(e): e for entries in _TABLE.values() for e in entries}.values())


def decomposition_for(node: Node, target: Any = None) -> Optional[Decomposition]:
    """The decomposition that applies to `node` for `target`, if any."""
    if node.op != "call_function":
        return None
    _load_entries()
    for entry in _TABLE.get(node.target, ()):  # type: ignore[call-overload]  # fx: a call_function's target is its op
        if entry.applies is None or entry.applies(node, target):
            return entry
    return None


def decompose_graph_module(graph_module: GraphModule, target: Any = None) -> GraphModule:
    """Apply the table to a pre-dispatch ATen graph module in place; returns it."""
    retyped = False
    for _ in range(_MAX_ROUNDS):
        matches = [(node, entry) for node in graph_module.graph.nodes if (entry := decomposition_for(node, target))]
        if not matches:
            break
        for node, entry in matches:
            retyped |= _splice(graph_module, node, entry)
    graph_module.graph.lint()
    if retyped:
        # Some entries change a result's dtype (int64 constants created as int32): the nodes
        # after them, traced for the old dtype, learn the new one.
        follow_dtypes(graph_module)
    graph_module.recompile()
    return graph_module


def decompose_program(program: ExportedProgram, target: Any = None) -> ExportedProgram:
    """Apply the table to an ATen ExportedProgram (its graph, in place); returns it."""
    decompose_graph_module(program.graph_module, target)
    _lift_constants(program)
    return program


def _lift_constants(program: ExportedProgram) -> None:
    """Constants a decomposition made (get_attr nodes) become the program's lifted constants:
    an ExportedProgram takes its constants as inputs."""
    graph = program.graph_module.graph
    new = [node for node in graph.nodes if node.op == "get_attr" and node.target.startswith("_decomposed_")]
    if not new:
        return
    first_user_input = next(
        (n for n in graph.nodes if n.op == "placeholder" and n.name in program.graph_signature.user_inputs), None
    )
    position = next(iter(graph.nodes)) if first_user_input is None else first_user_input
    fake_mode = next((n.meta["val"].fake_mode for n in graph.nodes
                      if n.op == "placeholder" and hasattr(n.meta.get("val"), "fake_mode")), None)
    specs = list(program.graph_signature.input_specs)
    index = next((i for i, spec in enumerate(specs) if spec.kind == InputKind.USER_INPUT), len(specs))
    for node in new:
        with graph.inserting_before(position):
            placeholder = graph.placeholder(node.target)
        placeholder.meta.update(node.meta)
        constant = getattr(program.graph_module, node.target)
        if fake_mode is not None:
            placeholder.meta["val"] = fake_mode.from_tensor(constant, static_shapes=True)
        node.replace_all_uses_with(placeholder)
        graph.erase_node(node)
        program.constants[node.target] = constant
        delattr(program.graph_module, node.target)
        specs.insert(index, InputSpec(InputKind.CONSTANT_TENSOR, TensorArgument(placeholder.name), node.target))
        index += 1
    program.graph_signature.input_specs[:] = specs
    graph.lint()
    program.graph_module.recompile()


def _arguments(node: Node, entry: Decomposition) -> tuple[tuple, dict]:
    return entry.arguments(node) if entry.arguments is not None else (node.args, node.kwargs)


def _trace(fn: Callable, args: tuple, kwargs: dict) -> GraphModule:
    """The ops fn(*args, **kwargs) runs, as a graph whose placeholders are the Nodes among the
    arguments, in order."""
    flat_args, spec = pytree.tree_flatten((args, kwargs))
    positions = [i for i, arg in enumerate(flat_args) if isinstance(arg, Node)]

    def call(*tensors):
        flat = list(flat_args)
        for position, tensor in zip(positions, tensors):
            flat[position] = tensor
        args, kwargs = pytree.tree_unflatten(flat, spec)
        return fn(*args, **kwargs)

    examples = [_example(flat_args[i]) for i in positions]
    return make_fx(call, tracing_mode="fake", pre_dispatch=True)(*examples)


def _example(node: Node) -> torch.Tensor:
    val = node.meta["val"]
    return torch.empty(tuple(int(s) for s in val.shape), dtype=val.dtype)


def _splice(graph_module: GraphModule, node: Node, entry: Decomposition) -> bool:
    """Put `entry`'s ops in `node`'s place; whether a result's dtype changed."""
    args, kwargs = _arguments(node, entry)
    traced = _trace(entry.fn, args, kwargs)
    graph = graph_module.graph
    inputs = iter(arg for arg in pytree.tree_leaves((args, kwargs)) if isinstance(arg, Node))
    env: dict[Node, Any] = {}
    outputs: Any = None
    with graph.inserting_before(node):
        for part in traced.graph.nodes:
            if part.op == "placeholder":
                env[part] = next(inputs)
            elif part.op == "get_attr":
                env[part] = _copy_constant(graph_module, traced, part, entry.name)
            elif part.op == "output":
                outputs = pytree.tree_map(lambda a: env[a] if isinstance(a, Node) else a, part.args[0])
            else:
                new = graph.node_copy(part, lambda a: env[a])
                for key in _PROVENANCE:
                    if key in node.meta:
                        new.meta[key] = node.meta[key]
                env[part] = new
    retyped = _dtypes(node.meta.get("val")) != _dtypes(pytree.tree_map(lambda a: a.meta.get("val"), outputs))
    _replace_uses(node, outputs)
    graph.erase_node(node)
    return retyped


def _dtypes(values: Any) -> list[Optional[torch.dtype]]:
    return [getattr(v, "dtype", None) for v in pytree.tree_leaves(values)]


def _copy_constant(graph_module: GraphModule, traced: GraphModule, part: Node, hint: str) -> Node:
    value = getattr(traced, attr_name(part))
    name, index = f"_decomposed_{hint}_const", 0
    while hasattr(graph_module, f"{name}{index}"):
        index += 1
    graph_module.register_buffer(f"{name}{index}", value)
    new = graph_module.graph.get_attr(f"{name}{index}")
    new.meta.update(part.meta)
    return new


def _replace_uses(node: Node, outputs: Any) -> None:
    if isinstance(outputs, Node) or not isinstance(outputs, (list, tuple)):
        node.replace_all_uses_with(outputs)
        return
    flat_outputs = pytree.tree_leaves(outputs)
    for user in list(node.users):
        if user.op == "call_function" and user.target is operator.getitem:
            item = outputs[user.args[1]]  # type: ignore[index]  # fx types args as any Argument; getitem's is an int
            if isinstance(item, (list, tuple)):
                # A nested result (LSTM's (h, c)): its getitem users pick from it in turn.
                _replace_uses(user, item)
                user.graph.erase_node(user)
            else:
                user.replace_all_uses_with(item)
                user.graph.erase_node(user)
        else:
            raise ValueError(f"{node.name} returns {len(flat_outputs)} values but {user.name} uses them whole")


def _load_entries() -> None:
    # Entry modules import this one to register, so they are imported on first use, not at import.
    _ENTRIES.load()
