"""EthosUBackend: TOSA → Vela → the `vela_bin_stream` blob ExecuTorch's runtime reads."""

from __future__ import annotations

import contextlib
import contextvars
import logging
from dataclasses import dataclass, field
from typing import Iterator, Sequence, final

from executorch.exir.backend.backend_details import (
    BackendDetails,
    ExportedProgram,
    PreprocessResult,
)
from executorch.exir.backend.compile_spec_schema import CompileSpec

from armnpu.backends.partition_lowering import dump_tosa, lower_for_backend
from armnpu.backends.vela import VelaJob, VelaResult, VelaSummary, run_vela, run_vela_all
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.errors import VelaError
from armnpu.formats.vela_bin_stream import output_count, pack_vela_bin_stream
from armnpu.tosa.program import TosaProgram, lower_program
from armnpu.tosa.qdq import target_for_graph
from armnpu.tosa.spatial import Variant

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
        tosa, result = _fastest_variant(edge_program, spec, name, tosa)
        _check_outputs(name, tosa, result)
        blob = pack_vela_bin_stream(result.npz)
        records = _collector.get()
        if records is not None:
            records.append(
                CompiledPartition(name, tosa.flatbuffer, len(blob), result.summary, result.per_layer, tosa.tensor_to_node)
            )
        return PreprocessResult(processed_bytes=blob)


def _check_outputs(name: str, tosa: TosaProgram, result: VelaResult) -> None:
    """Vela's program returns every output of the partition's TOSA graph: a program that dropped
    one would fail on the device, or hand the wrong tensors back."""
    returned = output_count(result.npz)
    if returned != len(tosa.output_shapes):
        raise VelaError(
            f"partition {name}: Vela's program returns {returned} of the TOSA graph's {len(tosa.output_shapes)} "
            f"outputs ({', '.join(map(str, tosa.output_shapes))}): a Vela defect. Report the model to armnpu; until "
            "it is fixed, compile for TOSA-1.0+INT or leave the partition's ops on the CPU")


def variant_choice(name: str, variants: Sequence[Variant], cycles: Sequence[int], best: int) -> str:
    """The progress line for a partition's variants: the one kept, then the others' cycles."""
    others = "; ".join(f"{variant}: {count:,}" for i, (variant, count) in enumerate(zip(variants, cycles)) if i != best)
    return f"partition {name}: kept {variants[best]}, {cycles[best]:,} cycles, Vela estimate ({others})"


def _fastest_variant(
    program: ExportedProgram, spec: EthosUCompileSpec, name: str, tosa: TosaProgram
) -> tuple[TosaProgram, VelaResult]:
    """The partition's program and Vela result in the variant Vela runs fastest
    (armnpu.tosa.spatial): each variant the default lowering found applicable is compiled too,
    and the one with the fewest cycles is kept (the earlier on a tie). One of them is the plain
    lowering where armnpu's own layout choices changed the program (spatial.PLAIN): a partition
    whose rewrites cost Vela cycles keeps the competitor's layout. The variants' Vela runs go side
    by side (run_vela_all), so a second candidate costs its lowering and a core, not a second wait."""
    work_dir = spec.get_intermediate_path()
    variants = tosa.spatial.variants()
    if len(variants) == 1:
        return tosa, run_vela(tosa.flatbuffer, spec.compiler_flags, name, work_dir)
    target = target_for_graph(spec.compile_target, program.graph)
    candidates = [tosa] + [lower_program(program, target, variant) for variant in variants[1:]]
    # Side by side, and read from the cache where an equal program was compiled before.
    results = run_vela_all([VelaJob(candidate.flatbuffer, spec.compiler_flags, name) for candidate in candidates])
    cycles = [result.summary.total_cycles for result in results]
    best = min(range(len(candidates)), key=lambda i: cycles[i])
    # A result, not a step: the progress display prints it as one line (see ProgressLogHandler).
    _log.info("%s", variant_choice(name, variants, cycles, best), extra={"note": True})
    if work_dir is None:
        return candidates[best], results[best]
    dump_tosa(candidates[best], program, spec)  # the artifacts show the program that runs
    return candidates[best], run_vela(candidates[best].flatbuffer, spec.compiler_flags, name, work_dir)
