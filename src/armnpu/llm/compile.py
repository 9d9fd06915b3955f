"""`compile_llm`: a transformers causal LM to its prefill and decode programs, compiled and
ready to save as the two .pte files `armnpu generate` runs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from torch import nn

from armnpu.llm.calibration import calibration_batches
from armnpu.llm.export import DEFAULT_CACHE_LENGTH, DEFAULT_PROMPT_LENGTH, export_llm
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
                cache_length: int = DEFAULT_CACHE_LENGTH, calibration: int = 2, **compile_kwargs: Any) -> CompiledLlm:
    """Export `model` (see `export_llm`) and compile both programs for `target`, each calibrated on
    `calibration` batches the float model makes (see `calibration_batches`); `compile_kwargs` go to
    `armnpu.compile` (system_config, memory_mode, ...)."""
    programs = export_llm(model, prompt_length, cache_length)
    prefill_batches, decode_batches = calibration_batches(programs, calibration)
    return CompiledLlm(
        compile(programs.prefill, programs.prefill_inputs, target=target, calibration=prefill_batches, **compile_kwargs),
        compile(programs.decode, programs.decode_inputs, target=target, calibration=decode_batches, **compile_kwargs),
    )
