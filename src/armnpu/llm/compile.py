"""`compile_llm`: a transformers causal LM to its prefill and decode programs, compiled and
ready to save as the two .pte files `armnpu generate` runs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from torch import nn

from armnpu.compile_spec import make_compile_spec
from armnpu.llm.calibration import calibration_batches
from armnpu.llm.export import DEFAULT_CACHE_LENGTH, DEFAULT_PROMPT_LENGTH, export_llm
from armnpu.llm.memory_fit import check_fit, footprint
from armnpu.pipeline import CompiledProgram, compile

PREFILL_FILE, DECODE_FILE = "prefill.pte", "decode.pte"


@dataclass
class CompiledLlm:
    prefill: CompiledProgram
    decode: CompiledProgram

    def save(self, directory: str | Path) -> tuple[Path, Path]:
        """Write prefill.pte and decode.pte, each with its report data (Vela's cycles, read by
        `armnpu generate`), into `directory`; returns their paths."""
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        return self.prefill.save(directory / PREFILL_FILE), self.decode.save(directory / DECODE_FILE)


def compile_llm(model: nn.Module, target: str = "ethos-u85-256", prompt_length: int = DEFAULT_PROMPT_LENGTH,
                cache_length: int = DEFAULT_CACHE_LENGTH, calibration: int = 2, **spec_kwargs: Any) -> CompiledLlm:
    """Export `model` (see `export_llm`) and compile both programs for `target`, each calibrated on
    `calibration` batches the float model makes (see `calibration_batches`); `spec_kwargs` go to the
    compile spec (system_config, memory_mode, extra_flags, config_ini). A model whose weights and KV
    cache overflow the memory mode's SRAM is refused before anything compiles (memory_fit.py)."""
    programs = export_llm(model, prompt_length, cache_length)
    check_fit(footprint(model, programs), make_compile_spec(target, **spec_kwargs))
    prefill_batches, decode_batches = calibration_batches(programs, calibration)
    return CompiledLlm(
        compile(programs.prefill, programs.prefill_inputs, target=target, calibration=prefill_batches, **spec_kwargs),
        compile(programs.decode, programs.decode_inputs, target=target, calibration=decode_batches, **spec_kwargs),
    )
