"""`compile_llm`: a transformers causal LM to its prefill and decode programs, compiled and
ready to save as the two .pte files `armnpu generate` runs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from torch import nn

from armnpu.compile_spec import make_compile_spec
from armnpu.errors import ConfigError
from armnpu.llm.calibration import calibration_batches
from armnpu.llm.export import DEFAULT_CACHE_LENGTH, DEFAULT_PROMPT_LENGTH, LlmPrograms, export_llm
from armnpu.llm.int8_cache import KV_CACHE_DTYPES, measured_int8_cache
from armnpu.llm.memory_fit import check_fit, footprint
from armnpu.pipeline import CompiledProgram, compile
from armnpu.targets import ETHOSU_TARGETS

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
                cache_length: int = DEFAULT_CACHE_LENGTH, calibration: int = 2, kv_cache_dtype: str = "float32",
                dram_size: Optional[int] = None, **spec_kwargs: Any) -> CompiledLlm:
    """Export `model` (see `export_llm`) and compile both programs for `target`, each calibrated on
    `calibration` batches the float model makes (see `calibration_batches`); `kv_cache_dtype`
    "int8" gives both programs int8 caches at shared fixed scales (int8_cache.py), "float32" float
    ones. `spec_kwargs` go to the compile spec (system_config, memory_mode, extra_flags,
    config_ini); the memory mode defaults to the target's for large models
    (`armnpu.targets.EthosUProduct.large_model_memory_mode`: weights and KV cache in DRAM on the
    U85). A model whose weights and KV cache overflow the SRAM or DRAM (`dram_size` bytes, when
    given) they live in is refused before anything compiles (memory_fit.py)."""
    npu = ETHOSU_TARGETS.get(target.lower())
    if npu is not None:
        spec_kwargs.setdefault("memory_mode", npu.product.large_model_memory_mode)
    programs = export_programs(model, prompt_length, cache_length, calibration, kv_cache_dtype)
    check_fit(footprint(model, programs), make_compile_spec(target, **spec_kwargs), dram_size)
    prefill_batches, decode_batches = calibration_batches(programs, calibration)
    return CompiledLlm(
        compile(programs.prefill, programs.prefill_inputs, target=target, calibration=prefill_batches, **spec_kwargs),
        compile(programs.decode, programs.decode_inputs, target=target, calibration=decode_batches, **spec_kwargs),
    )


def export_programs(model: nn.Module, prompt_length: int, cache_length: int, calibration: int,
                    kv_cache_dtype: str) -> LlmPrograms:
    """`export_llm`'s programs with the caches in `kv_cache_dtype`; int8 caches take their scales
    from the float prefill on the `calibration` prompts the compile calibrates on."""
    if kv_cache_dtype not in KV_CACHE_DTYPES:
        raise ConfigError(f"kv_cache_dtype {kv_cache_dtype!r}: choose one of {', '.join(KV_CACHE_DTYPES)}")
    programs = export_llm(model, prompt_length, cache_length)
    if kv_cache_dtype == "float32":
        return programs
    prefill_batches, _ = calibration_batches(programs, calibration)
    return export_llm(model, prompt_length, cache_length, measured_int8_cache(programs.prefill, prefill_batches))
