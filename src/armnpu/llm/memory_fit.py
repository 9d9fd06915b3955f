"""Whether an LLM's weights and KV cache fit the SRAM of the compile's memory mode, checked before
Vela runs (a 30-layer compile takes minutes before Vela would say anything).

What the SRAM holds follows Vela's .ini: a memory mode whose constants sit in the memory it caches
in (Sram_Only) keeps the weights there, one whose arena does (Sram_Only, Shared_Sram) the feature
maps, the KV caches among them; the Dedicated_Sram modes keep both elsewhere and use the SRAM as a
cache. The SRAM's size is known only from `--arena-cache-size` or the mode's `arena_cache_size`
(report_data.limits.sram_limit): without it nothing is refused. Sizes are int8: one byte per weight
of every Linear and Embedding (a tied embedding twice, as the gather's table and as the LM head), K
and V of every layer for the cache; Vela's other feature maps come on top (its SRAM peak).
"""

from __future__ import annotations

from dataclasses import dataclass

from torch import nn

from armnpu.compile_spec import ArmCompileSpec, EthosUCompileSpec
from armnpu.errors import ConfigError
from armnpu.llm.export import LlmPrograms
from armnpu.report_data.collect import target_of
from armnpu.report_data.limits import memory_mode_value, sram_limit


@dataclass(frozen=True)
class LlmFootprint:
    weights_bytes: int  # int8 weights of every Linear and Embedding
    kv_cache_bytes: int  # int8 K and V caches of every layer


def footprint(model: nn.Module, programs: LlmPrograms) -> LlmFootprint:
    """The int8 sizes of `model`'s weights and of the caches `programs` (its export) carry."""
    weights = [module.weight.numel() for module in model.modules() if isinstance(module, (nn.Linear, nn.Embedding))]
    return LlmFootprint(sum(weights), sum(cache.numel() for cache in programs.prefill_inputs[1:]))


def check_fit(footprint: LlmFootprint, spec: ArmCompileSpec) -> None:
    """Refuse, with the sizes, a model whose weights and KV cache overflow the SRAM they would live in."""
    if not isinstance(spec, EthosUCompileSpec):
        return
    target = target_of(spec)
    limit = sram_limit(target)
    if limit.bytes is None:
        return
    cache_area, _ = memory_mode_value(target, "cache_mem_area")
    in_sram = [(what, size, key) for what, size, key in (("weights", footprint.weights_bytes, "const_mem_area"),
                                                          ("KV cache", footprint.kv_cache_bytes, "arena_mem_area"))
               if memory_mode_value(target, key)[0] == cache_area]
    need = sum(size for _, size, _ in in_sram)
    if need > limit.bytes:
        parts = " + ".join(f"{size:,} bytes of int8 {what}" for what, size, _ in in_sram)
        remedy = ("a memory mode that keeps the weights outside the SRAM (Dedicated_Sram, Shared_Sram)"
                  if any(what == "weights" for what, _, _ in in_sram) else "a shorter KV cache, a Dedicated_Sram mode")
        raise ConfigError(
            f"the model does not fit memory mode {spec.memory_mode}: it keeps {parts} = {need:,} bytes in the SRAM, "
            f"which holds {limit.bytes:,} ({limit.note}); choose {remedy} or a larger SRAM")
