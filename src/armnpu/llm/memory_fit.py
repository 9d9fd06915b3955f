"""Whether an LLM's weights and KV cache fit the memories the compile's memory mode puts them in,
checked before Vela runs (a 30-layer compile takes minutes before Vela would say anything).

Where each lives follows Vela's .ini: the weights in the memory of the mode's `const_mem_area`,
the KV caches (feature maps) in that of its `arena_mem_area`; an area that is the one Vela caches
in (`cache_mem_area`) is the SRAM, any other is the memory the system config puts on that AXI
port (DRAM, flash). So Sram_Only keeps both in the SRAM, Shared_Sram the KV cache, and the
Dedicated_Sram modes (compile_llm's default on the U85, armnpu.targets) neither: both sit in DRAM
and the SRAM caches them.

Sizes: the SRAM's from `--arena-cache-size` or the mode's `arena_cache_size`
(report_data.limits.sram_limit); the DRAM's only from the caller (`dram_size`), as Vela's .ini
gives none. A memory of unknown size refuses nothing. The model's bytes are int8: one byte per
weight of every Linear and Embedding (a tied embedding twice, as the gather's table and as the
LM head), K and V of every layer for the cache; Vela's other feature maps come on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from torch import nn

from armnpu.compile_spec import ArmCompileSpec, EthosUCompileSpec
from armnpu.errors import ConfigError
from armnpu.llm.export import LlmPrograms
from armnpu.report_data.collect import target_of
from armnpu.report_data.limits import Limit, memory_mode_value, region_memories, sram_limit
from armnpu.report_data.model import Target

_MEMORY_NAMES = {"sram": "SRAM", "dram": "DRAM", "on_chip_flash": "on-chip flash", "off_chip_flash": "off-chip flash"}
# Vela's base-pointer regions of the constants and of the arena (report_data.limits._REGION_AREAS).
_WEIGHTS_REGION, _ARENA_REGION = 0, 1


@dataclass(frozen=True)
class LlmFootprint:
    weights_bytes: int  # int8 weights of every Linear and Embedding
    kv_cache_bytes: int  # int8 K and V caches of every layer


def footprint(model: nn.Module, programs: LlmPrograms) -> LlmFootprint:
    """The int8 sizes of `model`'s weights and of the caches `programs` (its export) carry."""
    weights = [module.weight.numel() for module in model.modules() if isinstance(module, (nn.Linear, nn.Embedding))]
    return LlmFootprint(sum(weights), sum(cache.numel() for cache in programs.prefill_inputs[1:]))


def check_fit(footprint: LlmFootprint, spec: ArmCompileSpec, dram_size: Optional[int] = None) -> None:
    """Refuse, with the sizes, a model whose weights and KV cache overflow the SRAM or DRAM they
    would live in (`dram_size`: the DRAM's bytes, when known)."""
    if not isinstance(spec, EthosUCompileSpec):
        return
    target = target_of(spec)
    homes = placement(target)
    limits = {"SRAM": sram_limit(target),
              "DRAM": Limit(dram_size, f"dram_size={dram_size:,}" if dram_size else "unknown")}
    for memory, limit in limits.items():
        parts = [(what, size) for what, size in (("weights", footprint.weights_bytes),
                                                 ("KV cache", footprint.kv_cache_bytes)) if homes[what] == memory]
        need = sum(size for _, size in parts)
        if limit.bytes is None or need <= limit.bytes:
            continue
        listed = " + ".join(f"{size:,} bytes of int8 {what}" for what, size in parts)
        raise ConfigError(
            f"the model does not fit memory mode {spec.memory_mode} of {spec.system_config}: it keeps {listed} = "
            f"{need:,} bytes in the {memory}, which holds {limit.bytes:,} ({limit.note}); {_remedy(memory, parts)}")


def placement(target: Target) -> dict[str, str]:
    """The memory ("SRAM", "DRAM", "off-chip flash", ...) the weights and the KV cache live in."""
    cache_area, _ = memory_mode_value(target, "cache_mem_area")
    behind = region_memories(target)
    homes = {}
    for what, key, region in (("weights", "const_mem_area", _WEIGHTS_REGION),
                              ("KV cache", "arena_mem_area", _ARENA_REGION)):
        area, _ = memory_mode_value(target, key)
        memory = "sram" if area is not None and area == cache_area else behind.get(region, "unknown")
        homes[what] = _MEMORY_NAMES.get(memory, memory)
    return homes


def _remedy(memory: str, parts: list[tuple[str, int]]) -> str:
    if memory == "DRAM":
        return "a larger DRAM, fewer layers or a shorter KV cache"
    if any(what == "weights" for what, _ in parts):
        return "choose a memory mode that keeps the weights outside the SRAM (Dedicated_Sram, Shared_Sram) or a larger SRAM"
    return "choose a shorter KV cache, a Dedicated_Sram mode or a larger SRAM"
