"""An LLM that overflows the SRAM or DRAM of its memory mode is refused before anything compiles,
with the sizes; what lives in the SRAM follows the memory mode (weights in Sram_Only, the KV cache
in the arena modes, neither in Dedicated_Sram, where both sit in DRAM), and without a known size
nothing is refused. compile_llm's memory mode on the U85 is Dedicated_Sram_384KB."""

import pytest

from armnpu.compile_spec import make_compile_spec
from armnpu.errors import ConfigError
from armnpu.llm import compile_llm, export_llm
from armnpu.llm.memory_fit import LlmFootprint, check_fit, footprint, placement
from armnpu.report_data.collect import target_of
from tests.llm.tiny import tiny_lm

SYSTEM = "Ethos_U85_SYS_DRAM_Mid"


def _spec(memory_mode: str, sram: int | None = None, target: str = "ethos-u85-256"):
    flags = f"--arena-cache-size={sram}" if sram else None
    system = SYSTEM if target.startswith("ethos-u85") else None
    return make_compile_spec(target, system_config=system, memory_mode=memory_mode, extra_flags=flags)


def test_footprint_counts_int8_weights_and_caches():
    # vocab 256 x hidden 64, twice (tied: table and LM head); per layer q, o 64x64, k, v 32x64, MLP 3 x 64x128.
    model = tiny_lm("llama")
    weights = 2 * 256 * 64 + 2 * (2 * 4096 + 2 * 2048 + 3 * 8192)
    assert footprint(model, export_llm(model, 8, 32)) == LlmFootprint(weights, 2 * 2 * 2 * 32 * 16)


@pytest.mark.parametrize("memory_mode, sram, dram, overflows", [
    ("Sram_Only", 110_592, None, None),  # weights + KV cache exactly
    ("Sram_Only", 110_591, None, "SRAM"),
    ("Shared_Sram", 4_096, None, None),  # the KV cache only: the weights sit in DRAM
    ("Shared_Sram", 4_095, None, "SRAM"),
    ("Shared_Sram", None, 106_495, "DRAM"),
    ("Dedicated_Sram_256KB", None, None, None),  # the SRAM only caches; the DRAM's size is unknown
    ("Dedicated_Sram_256KB", None, 110_592, None),  # weights + KV cache in DRAM, exactly
    ("Dedicated_Sram_256KB", None, 110_591, "DRAM"),
    ("Sram_Only", None, 1, None),  # no SRAM size known: nothing to check against, and nothing in DRAM
])
def test_where_the_weights_and_cache_live_follows_the_memory_mode(memory_mode, sram, dram, overflows):
    sizes = LlmFootprint(106_496, 4_096)
    if overflows is None:
        check_fit(sizes, _spec(memory_mode, sram), dram)
    else:
        holds = f"{sram if overflows == 'SRAM' else dram:,}"
        with pytest.raises(ConfigError, match=f"does not fit memory mode {memory_mode} of {SYSTEM}: .* in the "
                                              f"{overflows}, which holds {holds}"):
            check_fit(sizes, _spec(memory_mode, sram), dram)


def test_the_u55s_weights_live_in_flash_and_its_cache_in_the_sram():
    assert placement(target_of(_spec("Shared_Sram", target="ethos-u55-128"))) == {
        "weights": "off-chip flash", "KV cache": "SRAM"}


def test_compile_llm_refuses_before_compiling():
    with pytest.raises(ConfigError, match="106,496 bytes of int8 weights \\+ 4,096 bytes of int8 KV cache = 110,592 bytes"):
        compile_llm(tiny_lm("llama"), "ethos-u85-256", prompt_length=8, cache_length=32, system_config=SYSTEM,
                    memory_mode="Sram_Only", extra_flags="--arena-cache-size=65536")


def test_compile_llm_keeps_an_llm_in_dram_on_the_u85_and_refuses_one_too_big_for_it():
    with pytest.raises(ConfigError, match=f"does not fit memory mode Dedicated_Sram_384KB of {SYSTEM}: it keeps "
                                          "106,496 bytes of int8 weights \\+ 4,096 bytes of int8 KV cache = 110,592 "
                                          "bytes in the DRAM, which holds 65,536"):
        compile_llm(tiny_lm("llama"), "ethos-u85-256", prompt_length=8, cache_length=32, dram_size=65536)
