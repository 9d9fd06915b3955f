"""Run a lowered edge program on the host: CPU ops with torch, TOSA delegates
with the TOSA reference model. The oracle the tests and reports compare against."""

from __future__ import annotations

from typing import Sequence

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
    def call_function(self, target, args, kwargs):
        if target is torch.ops.higher_order.executorch_call_delegate:
            lowered, *inputs = args
            if lowered.backend_id != "TOSABackend":
                raise ArmNpuError(f"the host reference runs TOSABackend delegates, not {lowered.backend_id}")
            arrays = [t.detach().contiguous().numpy() for t in inputs]
            return tuple(torch.from_numpy(np.array(out)) for out in run_tosa(lowered.processed_bytes, arrays))
        return super().call_function(target, args, kwargs)


def run_edge_program(edge_program: torch.export.ExportedProgram, inputs: Sequence[torch.Tensor]) -> tuple:
    """Execute `edge_program` (from to_edge_transform_and_lower) on `inputs`."""
    result = _HostInterpreter(edge_program.module(check_guards=False)).run(*inputs)
    return tuple(result) if isinstance(result, (list, tuple)) else (result,)
