"""VgfBackend: a partition lowered to TOSA, then compiled by model-converter; the delegate blob is
the VGF file itself, as ExecuTorch's Arm backend writes it."""

from __future__ import annotations

import logging
from typing import final

from executorch.exir.backend.backend_details import (
    BackendDetails,
    ExportedProgram,
    PreprocessResult,
)
from executorch.exir.backend.compile_spec_schema import CompileSpec

from armnpu.backends.model_converter import convert_to_vgf
from armnpu.backends.partition_lowering import lower_for_backend
from armnpu.compile_spec import VgfCompileSpec

_log = logging.getLogger(__name__)  # progress lines; the command line shows them


@final
class VgfBackend(BackendDetails):
    @staticmethod
    def preprocess(edge_program: ExportedProgram, compile_specs: list[CompileSpec]) -> PreprocessResult:
        spec, name, tosa = lower_for_backend(edge_program, compile_specs, "VgfBackend", VgfCompileSpec)
        _log.info("partition %s: compiling to VGF with model-converter", name)
        blob = convert_to_vgf(tosa.flatbuffer, spec.compiler_flags, name, spec.get_intermediate_path())
        return PreprocessResult(processed_bytes=blob)
