"""Measure a compiled program layer by layer against its float model.

For every quantized activation of every delegate (in graph order), and for every delegate input
quantized on the CPU, three comparisons accumulate over the given inputs:

* the integer program (CPU ops in torch, delegates as their TOSA in the TOSA reference model,
  bit-exact with the NPU) against the float model: what the device computes, errors propagated;
* the fake-quantized model (the same edge program, delegates run op by op in torch) against the
  float model: the quantization noise budget;
* the integer program against the fake-quantized model, propagated and "local" (each op fed the
  fake-quant values of its inputs): armnpu's own integer arithmetic.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional, Sequence, cast

import torch
from torch.fx import Node
from torch.utils._pytree import tree_leaves

from armnpu.backends.partition_lowering import partition_name
from armnpu.edge_nodes import is_delegate_call, module_path
from armnpu.errors import ArmNpuError
from armnpu.graph_facts import arg_node, int_arg
from armnpu.model_files import eval_mode
from armnpu.report.accuracy.probe import DelegateProbe
from armnpu.report.accuracy.provenance import FloatValues, float_origin, float_value
from armnpu.report_data.accuracy import (
    INPUT_OP,
    Accuracy,
    ActivationAccuracy,
    Codes,
    Power,
)
from armnpu.tosa.qdq import QUANTIZE_OPS
from armnpu.tosa.registry import aten_target
from armnpu.verify.reference import delegate_tosa, run_partition

if TYPE_CHECKING:
    from armnpu.pipeline import CompiledProgram


def measure(compiled: CompiledProgram, float_model: torch.nn.Module, batches: Sequence[Sequence[torch.Tensor]],
            described: str) -> Accuracy:
    """Per-activation accuracy of `compiled` against `float_model` over `batches` (`described`
    says what they are, for the reader)."""
    if not batches:
        raise ArmNpuError("measuring accuracy needs at least one input")
    floats = FloatValues(eval_mode(float_model), batches[0])
    measurement = _Measurement(compiled, floats, described)
    for batch in batches:
        measurement.add(tuple(batch))
    return measurement.accuracy


@dataclass
class _Where:
    """Where one activation's values are read."""

    call: str  # the top-level delegate call it belongs to
    quantize: Node  # its quantize node: in the partition, or on the CPU for a delegate input
    probe_index: Optional[int]  # its place among the partition's probed quantize nodes (None: a delegate input)
    source: Node  # the node whose float counterpart it is compared with


class _Measurement:
    def __init__(self, compiled: CompiledProgram, floats: FloatValues, described: str) -> None:
        from armnpu.verify.delegates import ethosu_delegates

        self.tosa_for_blob = ({d.blob: d.tosa for d in ethosu_delegates(compiled)}
                              if compiled.spec.compile_target.is_ethosu else {})
        self.module = compiled.edge_program.module(check_guards=False)
        self.accuracy = Accuracy(inputs=described)
        self.where: list[_Where] = []
        self.probes: dict[str, DelegateProbe] = {}
        # Per batch, by delegate call: the fake-quant run's inputs and node values; the integer codes.
        self._fake: dict[str, tuple[list, dict[str, object]]] = {}
        self._integer: dict[str, tuple[list, list]] = {}  # propagated, local
        graph_module = compiled.edge_program.graph_module
        graphs = [compiled.edge_program.graph] + [getattr(graph_module, call.args[0].target).original_module.graph
                                                  for call in filter(is_delegate_call, compiled.edge_program.graph.nodes)]
        self._floats = floats
        self._kept = cast(set[str], {float_origin(node) for graph in graphs for node in graph.nodes} - {None})
        row_of_output: dict[tuple[str, int], int] = {}  # (delegate call, output index) → activation
        for call in filter(is_delegate_call, compiled.edge_program.graph.nodes):
            program = getattr(graph_module, call.args[0].target).original_module
            probe = self.probes[call.name] = DelegateProbe(program, compiled.spec.compile_target)
            self._add_partition(call, probe, row_of_output)

    def _add_partition(self, call: Node, probe: DelegateProbe, row_of_output: dict[tuple[str, int], int]) -> None:
        program = probe.program
        name = partition_name(program)
        rows: dict[Node, int] = {}  # partition node → the activation it holds
        user_inputs = set(program.graph_signature.user_inputs)
        placeholders = [n for n in program.graph.nodes if n.op == "placeholder" and n.name in user_inputs]
        for placeholder, arg in zip(placeholders, cast(Sequence[Node], call.args[1:])):  # the delegate's tensor inputs
            if _is_getitem(arg) and is_delegate_call(arg_node(arg, 0)):
                linked = row_of_output.get((arg_node(arg, 0).name, int_arg(arg, 1)))
                if linked is not None:  # another delegate's output: that activation, measured there
                    rows[placeholder] = linked
            elif arg.op == "call_function" and aten_target(arg) in QUANTIZE_OPS:
                source = arg_node(arg, 0)
                # Computed on the CPU from earlier delegates' outputs, or a model input.
                delegate_outputs = {n: row_of_output[(n.args[0].name, n.args[1])] for n in call.graph.nodes
                                    if _is_getitem(n) and (n.args[0].name, n.args[1]) in row_of_output}
                rows[placeholder] = self._add(
                    ActivationAccuracy(name, placeholder.name, INPUT_OP, "", list(placeholder.meta["val"].shape),
                                       inputs=sorted(_inputs(arg, delegate_outputs))),
                    _Where(call.name, arg, None, source),
                    source.name if source.op == "placeholder" else float_origin(source),
                )
        for index, quantize in enumerate(probe.nodes):
            source = arg_node(quantize, 0)
            op = arg_node(source, 0) if _is_getitem(source) else source  # max_pool2d_with_indices for its getitem
            activation = ActivationAccuracy(name, source.name, str(aten_target(op)), module_path(op),
                                            list(quantize.meta["val"].shape), inputs=sorted(_inputs(source, rows)),
                                            local=Power(), local_codes=Codes())
            rows[quantize] = self._add(activation, _Where(call.name, quantize, index, source), float_origin(source))
        returned = program.graph.output_node().args[0]
        for index, node in enumerate(returned if isinstance(returned, (list, tuple)) else [returned]):
            if node in rows:
                row_of_output[(call.name, index)] = rows[node]

    def _add(self, activation: ActivationAccuracy, where: _Where, origin: Optional[str]) -> int:
        if origin is None:
            activation.unmapped = "no provenance (node.meta['from_node']) leads back to the float model"
        else:
            counterpart = self._floats.counterpart(origin, self._kept)
            activation.float_node = counterpart
            for earlier in self.accuracy.activations:
                if earlier.float_node == counterpart:
                    # A decomposed op: only its last quantized value is the float op's result.
                    earlier.float_node = ""
                    earlier.unmapped = f"an intermediate value of {origin}, which was decomposed; the float model has none"
        self.accuracy.activations.append(activation)
        self.where.append(where)
        return len(self.where) - 1

    def add(self, batch: tuple) -> None:
        """Run the float model, the fake-quantized and the integer program on `batch`; accumulate."""
        reference, float_values = self._floats.run(batch)
        fake_outputs, fake_seen = _DelegateRunner(self.module, self._fake_delegate).run_recording(batch)
        int_outputs, int_seen = _DelegateRunner(self.module, self._integer_delegate).run_recording(batch)
        _add_outputs(self.accuracy.outputs_int_vs_float, reference, int_outputs)
        _add_outputs(self.accuracy.outputs_fake_vs_float, reference, fake_outputs)
        for activation, where in zip(self.accuracy.activations, self.where):
            if where.probe_index is None:  # a delegate input, quantized on the CPU
                scope = fake_seen
                fake_codes, int_codes, local_codes = fake_seen[where.quantize.name], int_seen[where.quantize.name], None
            else:
                scope = self._fake[where.call][1]
                fake_codes = scope[where.quantize.name]
                propagated, local = self._integer[where.call]
                int_codes, local_codes = propagated[where.probe_index], local[where.probe_index]
            fake_value, int_value = (_dequantize(cast(torch.Tensor, codes), where.quantize, scope) for codes in (fake_codes, int_codes))
            activation.int_vs_fake.add(fake_value, int_value)
            if local_codes is not None:
                # A probed activation: created with local and local_codes.
                cast(Power, activation.local).add(fake_value, _dequantize(local_codes, where.quantize, scope))
                cast(Codes, activation.local_codes).add(fake_codes, local_codes)
            self._add_float(activation, where, float_values, fake_value, int_value)

    def _add_float(self, activation: ActivationAccuracy, where: _Where, float_values: dict,
                   fake_value: torch.Tensor, int_value: torch.Tensor) -> None:
        if not activation.float_node:
            return
        value = float_value(float_values, activation.float_node, where.source)
        if value is None or tuple(value.shape) != tuple(int_value.shape):
            found = "no tensor" if value is None else f"shape {list(value.shape)}"
            activation.unmapped = f"the float model's {activation.float_node} holds {found}, not {activation.shape}"
            activation.float_node = ""
            activation.int_vs_float = activation.fake_vs_float = None
            return
        activation.int_vs_float = activation.int_vs_float or Power()
        activation.fake_vs_float = activation.fake_vs_float or Power()
        activation.int_vs_float.add(value, int_value)
        activation.fake_vs_float.add(value, fake_value)

    def _fake_delegate(self, call: Node, lowered, inputs: list) -> tuple:
        outputs, seen = self.probes[call.name].fake_quant(inputs)
        self._fake[call.name] = (inputs, seen)
        return outputs

    def _integer_delegate(self, call: Node, lowered, inputs: list) -> tuple:
        """What the device computes (the delegate's own TOSA), and the probes' codes beside it."""
        probe = self.probes[call.name]
        device = run_partition(lowered.original_module, delegate_tosa(lowered, self.tosa_for_blob), inputs)
        outputs, propagated = probe.integer(inputs)
        if not all(torch.equal(a, b) for a, b in zip(device, outputs)):
            raise ArmNpuError(f"partition {partition_name(probe.program)}: returning its activations changed its "
                              "outputs, so they would not be what the device computes")
        fake_inputs, seen = self._fake[call.name]
        local = probe.local(fake_inputs, [cast(torch.Tensor, seen[n.name]) for n in probe.nodes])
        self._integer[call.name] = (propagated, local)
        return device


class _DelegateRunner(torch.fx.Interpreter):
    """Runs the top-level edge graph, each delegate call by `on_delegate(call, lowered, inputs)`."""

    def __init__(self, module: torch.fx.GraphModule, on_delegate: Callable[[Node, object, list], tuple]) -> None:
        super().__init__(module)
        self.on_delegate = on_delegate
        self.seen: dict[str, object] = {}

    def run_recording(self, batch: tuple) -> tuple[object, dict[str, object]]:
        with torch.no_grad():
            return self.run(*batch), self.seen

    def run_node(self, node: Node):
        if is_delegate_call(node):
            lowered, *inputs = self.fetch_args_kwargs_from_env(node)[0]
            result = self.on_delegate(node, lowered, inputs)
        else:
            result = super().run_node(node)
        self.seen[node.name] = result
        return result


def _is_getitem(node: Node) -> bool:
    return node.op == "call_function" and node.target is operator.getitem


def _inputs(source: Node, rows: dict[Node, int]) -> set[int]:
    """The activations `source` is computed from: the nearest quantized values upstream."""
    found: set[int] = set()
    stack, seen = list(source.all_input_nodes), set()
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        if node in rows:
            found.add(rows[node])
        else:
            stack.extend(node.all_input_nodes)
    return found


def _dequantize(codes: torch.Tensor, quantize: Node, scope: dict[str, object]) -> torch.Tensor:
    """Codes as the values they stand for, with `quantize`'s scale and zero point (read from `scope`,
    the run's node values, when they are computed)."""
    scale, zero_point = (scope[a.name] if isinstance(a, Node) else a for a in quantize.args[1:3])
    return (codes.double() - float(cast(float, zero_point))) * float(cast(float, scale))


def _add_outputs(power: Power, reference: object, outputs: object) -> None:
    references = [t for t in tree_leaves(reference) if isinstance(t, torch.Tensor)]
    values = [t for t in tree_leaves(outputs) if isinstance(t, torch.Tensor)]
    if len(references) != len(values):
        raise ArmNpuError(f"the float model has {len(references)} outputs, the compiled program {len(values)}")
    for ref, value in zip(references, values):
        power.add(ref, value)
