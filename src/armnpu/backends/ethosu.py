"""EthosUBackend: TOSA → Vela → the `vela_bin_stream` blob ExecuTorch's runtime reads."""

from __future__ import annotations

import contextlib
import contextvars
import logging
from dataclasses import dataclass, field
from typing import Iterator, final

from executorch.exir.backend.backend_details import BackendDetails, ExportedProgram, PreprocessResult
from executorch.exir.backend.compile_spec_schema import CompileSpec

from armnpu.backends.partition_lowering import lower_for_backend
from armnpu.backends.vela import VelaSummary, run_vela
from armnpu.formats.vela_bin_stream import pack_vela_bin_stream
from armnpu.compile_spec import EthosUCompileSpec

_log = logging.getLogger(__name__)  # progress lines; the command line shows them


@dataclass(frozen=True)
class CompiledPartition:
    name: str
    tosa_flatbuffer: bytes
    blob_size: int
    summary: VelaSummary
    per_layer: list[dict]
    tensor_to_node: dict[str, str] = field(default_factory=dict)  # TOSA tensor → FX node, for reports


_collector: contextvars.ContextVar[list[CompiledPartition] | None] = contextvars.ContextVar(
    "armnpu_compiled_partitions", default=None
)


@contextlib.contextmanager
def collect_partitions() -> Iterator[list[CompiledPartition]]:
    """Collect what each Ethos-U partition compiled to while the block runs."""
    records: list[CompiledPartition] = []
    token = _collector.set(records)
    try:
        yield records
    finally:
        _collector.reset(token)


@final
class EthosUBackend(BackendDetails):
    @staticmethod
    def preprocess(edge_program: ExportedProgram, compile_specs: list[CompileSpec]) -> PreprocessResult:
        spec, name, tosa = lower_for_backend(edge_program, compile_specs, "EthosUBackend", EthosUCompileSpec)
        _log.info("partition %s: compiling for %s with Vela", name, spec.target)
        result = run_vela(tosa.flatbuffer, spec.compiler_flags, name, spec.get_intermediate_path())
        blob = pack_vela_bin_stream(result.npz)
        records = _collector.get()
        if records is not None:
            records.append(
                CompiledPartition(name, tosa.flatbuffer, len(blob), result.summary, result.per_layer, tosa.tensor_to_node)
            )
        return PreprocessResult(processed_bytes=blob)
