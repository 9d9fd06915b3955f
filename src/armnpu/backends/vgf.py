"""VgfBackend: a partition lowered to TOSA, then compiled by model-converter; the delegate blob is
the VGF file itself, as ExecuTorch's Arm backend writes it."""

from __future__ import annotations

import logging
from typing import final

from executorch.exir.backend.backend_details import BackendDetails, ExportedProgram, PreprocessResult
from executorch.exir.backend.compile_spec_schema import CompileSpec

from armnpu.backends.model_converter import convert_to_vgf
from armnpu.backends.partition_lowering import lower_partition, partition_name
from armnpu.compile_spec import VgfCompileSpec, compile_spec_from_list
from armnpu.errors import ConfigError

_log = logging.getLogger(__name__)  # progress lines; the command line shows them


@final
class VgfBackend(BackendDetails):
    @staticmethod
    def preprocess(edge_program: ExportedProgram, compile_specs: list[CompileSpec]) -> PreprocessResult:
        spec = compile_spec_from_list(compile_specs)
        if not isinstance(spec, VgfCompileSpec):
            raise ConfigError(f"VgfBackend needs a VGF compile spec, got output format {spec.get_output_format()}")
        name = partition_name(edge_program)
        tosa = lower_partition(edge_program, spec)
        _log.info("partition %s: compiling to VGF with model-converter", name)
        blob = convert_to_vgf(tosa.flatbuffer, spec.compiler_flags, name, spec.get_intermediate_path())
        return PreprocessResult(processed_bytes=blob)
