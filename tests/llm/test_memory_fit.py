"""An LLM that overflows the SRAM of its memory mode is refused before anything compiles, with the
sizes; what lives in the SRAM follows the memory mode (weights in Sram_Only, the KV cache in the
arena modes, neither in Dedicated_Sram), and without a known SRAM size nothing is refused."""

import pytest

from armnpu.compile_spec import make_compile_spec
from armnpu.errors import ConfigError
from armnpu.llm import compile_llm, export_llm
from armnpu.llm.memory_fit import LlmFootprint, check_fit, footprint
from tests.llm.tiny import tiny_lm

SYSTEM = "Ethos_U85_SYS_DRAM_Mid"


def _spec(memory_mode: str, sram: int | None = None):
    flags = f"--arena-cache-size={sram}" if sram else None
    return make_compile_spec("ethos-u85-256", system_config=SYSTEM, memory_mode=memory_mode, extra_flags=flags)


def test_footprint_counts_int8_weights_and_caches():
    # vocab 256 x hidden 64, twice (tied: table and LM head); per layer q, o 64x64, k, v 32x64, MLP 3 x 64x128.
    model = tiny_lm("llama")
    weights = 2 * 256 * 64 + 2 * (2 * 4096 + 2 * 2048 + 3 * 8192)
    assert footprint(model, export_llm(model, 8, 32)) == LlmFootprint(weights, 2 * 2 * 2 * 32 * 16)


@pytest.mark.parametrize("memory_mode, sram, fits", [
    ("Sram_Only", 110_592, True),  # weights + KV cache exactly
    ("Sram_Only", 110_591, False),
    ("Shared_Sram", 4_096, True),  # the KV cache only: the weights sit in DRAM
    ("Shared_Sram", 4_095, False),
    ("Dedicated_Sram_256KB", None, True),  # the SRAM only caches
    ("Sram_Only", None, True),  # no size known: nothing to check against
])
def test_what_the_sram_holds_follows_the_memory_mode(memory_mode, sram, fits):
    sizes = LlmFootprint(106_496, 4_096)
    if fits:
        check_fit(sizes, _spec(memory_mode, sram))
    else:
        with pytest.raises(ConfigError, match=f"does not fit memory mode {memory_mode}: .* in the SRAM, which holds {sram:,}"):
            check_fit(sizes, _spec(memory_mode, sram))


def test_compile_llm_refuses_before_compiling():
    with pytest.raises(ConfigError, match="106,496 bytes of int8 weights \\+ 4,096 bytes of int8 KV cache = 110,592 bytes"):
        compile_llm(tiny_lm("llama"), "ethos-u85-256", prompt_length=8, cache_length=32, system_config=SYSTEM,
                    memory_mode="Sram_Only", extra_flags="--arena-cache-size=65536")
