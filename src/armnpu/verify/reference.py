"""Run a lowered edge program on the host: CPU ops with torch, TOSA delegates
with the TOSA reference model. The oracle the tests and reports compare against."""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
import torch
import tosa_reference_model

from armnpu.errors import ArmNpuError
from armnpu.io_layout import from_buffer_order, to_buffer_order
from armnpu.tosa.program import dim_order


def run_tosa(flatbuffer: bytes, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    outputs, status = tosa_reference_model.run(flatbuffer, [np.ascontiguousarray(a) for a in inputs])
    if status != tosa_reference_model.GraphStatus.TOSA_VALID:
        raise ArmNpuError(f"the TOSA reference model rejected the graph: {status}")
    return list(outputs)


class _HostInterpreter(torch.fx.Interpreter):
    def __init__(self, module: torch.nn.Module, tosa_for_blob: Mapping[bytes, bytes]) -> None:
        super().__init__(module)
        self.tosa_for_blob = tosa_for_blob

    def call_function(self, target, args, kwargs):
        if target is torch.ops.higher_order.executorch_call_delegate:
            lowered, *inputs = args
            flatbuffer = delegate_tosa(lowered, self.tosa_for_blob)
            return run_partition(lowered.original_module, flatbuffer, inputs)
        return super().call_function(target, args, kwargs)


def delegate_tosa(lowered, tosa_for_blob: Mapping[bytes, bytes]) -> bytes:
    """The TOSA graph a lowered delegate runs: its blob for TOSA, the graph Vela compiled for Ethos-U."""
    if lowered.backend_id == "TOSABackend":
        return lowered.processed_bytes
    if lowered.processed_bytes in tosa_for_blob:
        return tosa_for_blob[lowered.processed_bytes]
    raise ArmNpuError(f"the host reference runs TOSA graphs; no TOSA graph was given for this {lowered.backend_id} delegate")


def run_partition(program: torch.export.ExportedProgram, flatbuffer: bytes, inputs: Sequence[torch.Tensor]) -> tuple:
    """Run `flatbuffer`, the TOSA lowering of the partition `program`, on the partition's user inputs.

    Delegates read and write buffers in each boundary tensor's dim order: the inputs are laid out
    in theirs, and every output comes back in the layout its graph output has."""
    arrays = [to_buffer_order(t.detach(), order).numpy() for t, order in zip(inputs, _input_orders(program))]
    outputs = run_tosa(flatbuffer, arrays)
    returned = program.graph.output_node().args[0]
    returned = returned if isinstance(returned, (list, tuple)) else [returned]
    return tuple(from_buffer_order(torch.from_numpy(np.array(out)), dim_order(arg.meta["val"]))
                 for out, arg in zip(outputs, returned))


def _input_orders(program: torch.export.ExportedProgram) -> list[tuple[int, ...]]:
    """Dim orders of a partition's user inputs (its placeholders that are not parameters)."""
    names = set(program.graph_signature.user_inputs)
    return [dim_order(n.meta["val"]) for n in program.graph.nodes if n.op == "placeholder" and n.name in names]


def run_edge_program(
    edge_program: torch.export.ExportedProgram,
    inputs: Sequence[torch.Tensor],
    tosa_for_blob: Mapping[bytes, bytes] | None = None,
) -> tuple:
    """Execute `edge_program` (from to_edge_transform_and_lower) on `inputs`.

    Ethos-U delegates run as the TOSA graph Vela compiled them from: `tosa_for_blob` maps each
    delegate's blob to that graph (see `armnpu.verify.delegates.ethosu_delegates`).
    """
    result = _HostInterpreter(edge_program.module(check_guards=False), tosa_for_blob or {}).run(*inputs)
    return tuple(result) if isinstance(result, (list, tuple)) else (result,)
