"""One delegate's quantized activations, read three ways: the partition run op by op in torch (the
fake-quantized model), and its integer lowering in the TOSA reference model with every quantize
node also returned ("propagated") or with each op fed the fake-quant values ("local")."""

from __future__ import annotations

import copy
from typing import Sequence

import torch
from torch.export import ExportedProgram
from torch.export.graph_signature import InputKind, InputSpec, TensorArgument
from torch.fx import Node

from armnpu.compile_spec import CompileTarget
from armnpu.report.accuracy.record import run_recording
from armnpu.tosa.program import lower_program
from armnpu.tosa.qdq import QUANTIZE_OPS, target_for_graph
from armnpu.tosa.registry import aten_target
from armnpu.verify.reference import run_partition


def quantize_nodes(program: ExportedProgram) -> list[Node]:
    """The quantize nodes of computed values, in graph order (not of constants or graph inputs)."""
    return [n for n in program.graph.nodes if n.op == "call_function" and aten_target(n) in QUANTIZE_OPS
            and isinstance(n.args[0], Node) and n.args[0].op == "call_function"]


def with_probes(program: ExportedProgram, names: list[str], forced: bool) -> ExportedProgram:
    """A copy of `program` whose graph also returns the quantize nodes `names`, after its own outputs.

    forced: every use of those nodes reads a new graph input instead, appended after the existing
    inputs in the order of `names`, so each op can be fed the fake-quant values of its inputs.
    """
    probed = copy.deepcopy(program)
    graph = probed.graph
    by_name = {n.name: n for n in graph.nodes}
    if forced:
        first_op = next(n for n in graph.nodes if n.op != "placeholder")
        for name in names:
            with graph.inserting_before(first_op):
                given = graph.placeholder(f"{name}_given")
            given.meta = dict(by_name[name].meta)
            by_name[name].replace_all_uses_with(given)
            probed.graph_signature.input_specs.append(InputSpec(InputKind.USER_INPUT, TensorArgument(given.name), None))
    output = graph.output_node()
    returned = output.args[0] if isinstance(output.args[0], (list, tuple)) else [output.args[0]]
    output.args = (tuple(returned) + tuple(by_name[name] for name in names),)
    return probed


class DelegateProbe:
    """Reads the quantized activations of one delegate's partition `program`."""

    def __init__(self, program: ExportedProgram, target: CompileTarget) -> None:
        self.program = program
        self.nodes = quantize_nodes(program)
        names = [n.name for n in self.nodes]
        target = target_for_graph(target, program.graph)
        self._propagated = with_probes(program, names, forced=False)
        self._forced = with_probes(program, names, forced=True)
        self._propagated_tosa = lower_program(self._propagated, target).flatbuffer
        self._forced_tosa = lower_program(self._forced, target).flatbuffer

    def fake_quant(self, inputs: Sequence[torch.Tensor]) -> tuple[tuple, dict[str, object]]:
        """The partition's outputs run in torch, and every node's value by name."""
        result, seen = run_recording(self.program.graph_module, self._placeholders(inputs), enable_io_processing=False)
        return (tuple(result) if isinstance(result, (list, tuple)) else (result,)), seen

    def integer(self, inputs: Sequence[torch.Tensor]) -> tuple[tuple, list[torch.Tensor]]:
        """The integer partition's outputs and the codes of every quantize node, as they propagate."""
        outputs = run_partition(self._propagated, self._propagated_tosa, inputs)
        split = len(outputs) - len(self.nodes)
        return outputs[:split], list(outputs[split:])

    def local(self, inputs: Sequence[torch.Tensor], fake_codes: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        """The codes of every quantize node, each op computing from the fake-quant codes of its inputs."""
        outputs = run_partition(self._forced, self._forced_tosa, [*inputs, *fake_codes])
        return list(outputs[len(outputs) - len(self.nodes):])

    def _placeholders(self, inputs: Sequence[torch.Tensor]) -> list:
        user = iter(inputs)
        values = []
        for spec in self.program.graph_signature.input_specs:
            if spec.kind == InputKind.USER_INPUT:
                values.append(next(user))
            elif spec.target in self.program.state_dict:
                values.append(self.program.state_dict[spec.target])
            else:
                values.append(self.program.constants[spec.target])
        return values
