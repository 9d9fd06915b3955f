"""TOSABackend: the delegate blob is the partition's TOSA flatbuffer."""

from __future__ import annotations

from typing import final

from executorch.exir.backend.backend_details import (
    BackendDetails,
    ExportedProgram,
    PreprocessResult,
)
from executorch.exir.backend.compile_spec_schema import CompileSpec

from armnpu.backends.partition_lowering import lower_partition
from armnpu.compile_spec import compile_spec_from_list


@final
class TOSABackend(BackendDetails):
    @staticmethod
    def preprocess(edge_program: ExportedProgram, compile_specs: list[CompileSpec]) -> PreprocessResult:
        spec = compile_spec_from_list(compile_specs)
        return PreprocessResult(processed_bytes=lower_partition(edge_program, spec).flatbuffer)
