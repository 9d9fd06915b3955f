"""The prefill and decode modules compute what the transformers model computes (float): prefill's
logits are the model's over the prompt, and each decode step's are the model's over the extended
sequence, so greedy generation picks the same tokens."""

import pytest
import torch

from armnpu.errors import ConfigError
from armnpu.llm import export_llm
from armnpu.llm.compile import export_programs
from armnpu.llm.greedy import greedy
from armnpu.llm.int8_cache import measured_int8_cache
from tests.llm.tiny import FAMILIES, tiny_lm

PROMPT = [5, 17, 3, 99, 42]
STEPS = 16


@pytest.mark.parametrize("family", FAMILIES)
def test_greedy_tokens_and_logits_equal_the_models(family):
    model = tiny_lm(family)
    programs = export_llm(model, prompt_length=8, cache_length=32)
    with torch.no_grad():
        tokens, logits = greedy(programs.prefill, programs.decode, PROMPT, STEPS, 8, programs.prefill_inputs[1:])
        reference = model(torch.tensor([PROMPT + tokens])).logits[0, len(PROMPT) - 1:]
    assert tokens == reference.argmax(-1).tolist()[:STEPS]
    torch.testing.assert_close(torch.stack(logits), reference[:STEPS], rtol=0, atol=1e-5)


def test_prefill_logits_of_a_full_prompt_equal_the_models():
    model = tiny_lm("llama")
    programs = export_llm(model, prompt_length=8, cache_length=16)
    ids = torch.arange(10, 18, dtype=torch.int32)[None]
    with torch.no_grad():
        logits, *caches = programs.prefill(ids, *programs.prefill_inputs[1:])
        reference = model(ids.long()).logits
    torch.testing.assert_close(logits, reference, rtol=0, atol=1e-5)
    assert len(caches) == 4 and caches[0].shape == (2, 16, 16)
    assert caches[0][:, 8:].abs().sum() == 0  # positions past the prompt are left as they came


def test_signatures_are_int32_ids_and_caches():
    programs = export_llm(tiny_lm("llama"), prompt_length=4, cache_length=8)
    ids, *caches = programs.prefill_inputs
    token, position, *decode_caches = programs.decode_inputs
    assert ids.dtype == token.dtype == position.dtype == torch.int32
    assert ids.shape == (1, 4) and token.shape == (1, 1) and position.shape == (1,)
    assert [c.shape for c in caches] == [c.shape for c in decode_caches] == [(2, 8, 16)] * 4


def test_bad_lengths_name_the_limits():
    model = tiny_lm("llama")
    with pytest.raises(ConfigError, match="at most the cache length 8"):
        export_llm(model, prompt_length=9, cache_length=8)
    programs = export_llm(model, prompt_length=4, cache_length=8)
    caches = programs.prefill_inputs[1:]
    with pytest.raises(ConfigError, match="the prefill program takes 1 to 4"):
        greedy(programs.prefill, programs.decode, [1] * 5, 2, 4, caches)
    with pytest.raises(ConfigError, match="the KV cache holds 8"):
        greedy(programs.prefill, programs.decode, [1] * 4, 6, 4, caches)


def test_int8_caches_are_the_float_caches_codes_at_shared_scales():
    model = tiny_lm("llama")
    programs = export_llm(model, prompt_length=8, cache_length=16)
    ids = torch.arange(10, 18, dtype=torch.int32)[None]
    cache = measured_int8_cache(programs.prefill, [(ids, *programs.prefill_inputs[1:])])
    int8 = export_llm(model, prompt_length=8, cache_length=16, int8_cache=cache)
    assert all(c.dtype == torch.int8 and not c.any() for c in int8.prefill_inputs[1:] + int8.decode_inputs[2:])
    with torch.no_grad():
        logits, *floats = programs.prefill(ids, *programs.prefill_inputs[1:])
        int8_logits, *codes = int8.prefill(ids, *int8.prefill_inputs[1:])
        token, position = torch.tensor([[7]], dtype=torch.int32), torch.tensor([8], dtype=torch.int32)
        _, *next_codes = int8.decode(token, position, *codes)
    torch.testing.assert_close(int8_logits, logits)  # prefill attends to its own K and V, not the cache's codes
    for values, got, scale in zip(floats, codes, cache.scales):
        assert got.dtype == torch.int8 and got.abs().max() == 127  # the scale covers the largest value
        torch.testing.assert_close(got.float() * scale, values, rtol=0, atol=scale / 2)
    for before, after in zip(codes, next_codes):  # decode writes its position and keeps the others' codes
        assert torch.equal(after[:, :8], before[:, :8]) and torch.equal(after[:, 9:], before[:, 9:])
    with pytest.raises(ConfigError, match="kv_cache_dtype 'int4': choose one of float32, int8"):
        export_programs(model, 8, 16, 1, "int4")


@pytest.mark.parametrize("program", ["prefill", "decode"])
def test_grouped_query_heads_share_their_key_value_head_unrepeated(program):
    """Eager attention repeats each key/value head per query head (a TILE of the whole cache on
    the NPU); the export's attention multiplies the group's queries against the head itself."""
    model = tiny_lm("llama")  # 4 query heads, 2 key/value heads
    programs = export_llm(model, prompt_length=4, cache_length=8)
    module, inputs = (programs.prefill, programs.prefill_inputs) if program == "prefill" else \
        (programs.decode, programs.decode_inputs)
    graph = torch.export.export(module, inputs).graph
    matmuls = [n for n in graph.nodes if n.target == torch.ops.aten.matmul.default]
    assert len(matmuls) == 2 * 2  # scores and output per layer
    assert not [n for n in graph.nodes if n.target == torch.ops.aten.expand.default]
    for node in matmuls:
        assert [operand.meta["val"].shape[1] for operand in node.args] == [2, 2]
