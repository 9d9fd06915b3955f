"""Run a lowered edge program on the host: CPU ops with torch, TOSA delegates
with the TOSA reference model. The oracle the tests and reports compare against."""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
import torch
import tosa_reference_model

from armnpu.errors import ArmNpuError

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
            arrays = [t.detach().contiguous().numpy() for t in inputs]
            return tuple(torch.from_numpy(np.array(out)) for out in run_tosa(flatbuffer, arrays))
        return super().call_function(target, args, kwargs)


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
