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

_NUMPY_TO_TORCH = {np.int8: torch.int8, np.int16: torch.int16, np.int32: torch.int32, np.float32: torch.float32}


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
            if lowered.backend_id == "TOSABackend":
                flatbuffer = lowered.processed_bytes
            elif lowered.processed_bytes in self.tosa_for_blob:
                flatbuffer = self.tosa_for_blob[lowered.processed_bytes]
            else:
                raise ArmNpuError(f"the host reference runs TOSA graphs; no TOSA graph was given for this {lowered.backend_id} delegate")
            # Delegates read and write buffers in each boundary tensor's dim order.
            graph = lowered.original_module.graph
            arrays = [to_buffer_order(t.detach(), order).numpy() for t, order in zip(inputs, _input_orders(lowered))]
            outputs = run_tosa(flatbuffer, arrays)
            return tuple(
                from_buffer_order(torch.from_numpy(np.array(out)), dim_order(arg.meta["val"]))
                for out, arg in zip(outputs, graph.output_node().args[0])
            )
        return super().call_function(target, args, kwargs)


def _input_orders(lowered) -> list[tuple[int, ...]]:
    """Dim orders of a lowered module's user inputs (its placeholders that are not parameters)."""
    signature = lowered.original_module.graph_signature
    names = set(signature.user_inputs)
    return [dim_order(n.meta["val"]) for n in lowered.original_module.graph.nodes if n.op == "placeholder" and n.name in names]


def run_edge_program(
    edge_program: torch.export.ExportedProgram,
    inputs: Sequence[torch.Tensor],
    tosa_for_blob: Mapping[bytes, bytes] | None = None,
) -> tuple:
    """Execute `edge_program` (from to_edge_transform_and_lower) on `inputs`.

    Ethos-U delegates run as the TOSA graph Vela compiled them from: `tosa_for_blob` maps each
    delegate's blob to that graph (see `armnpu.npu.verify.ethosu_delegates`).
    """
    result = _HostInterpreter(edge_program.module(check_guards=False), tosa_for_blob or {}).run(*inputs)
    return tuple(result) if isinstance(result, (list, tuple)) else (result,)
