"""Accuracy tooling of the LLM path: byte tokens, perplexity arithmetic, greedy agreement, and the
per-layer a16w8 rule (it promotes a measurably sensitive group and not an insensitive one, and
what it promotes compiles for the Ethos-U85 into one delegate, bit-exact on the simulator)."""

import math

import pytest
import torch

import armnpu
from armnpu.errors import ConfigError
from armnpu.llm import export_llm
from armnpu.llm.greedy import greedy
from armnpu.llm.perplexity import (
    agreement,
    forced_choices,
    negative_log_likelihood,
    perplexity,
    prefill_logits,
    windows,
)
from armnpu.llm.precision import plan_precision, precision_groups
from armnpu.llm.train import Recipe, corpus, decode, encode, trained_llama
from armnpu.verify.delegates import check_delegates
from tests.llm.tiny import tiny_lm

PROMPT, CACHE = 8, 16


def test_byte_tokens_round_trip():
    text = "def f(x):\n    return x  # é"
    assert encode(text) == list(text.encode()) and max(encode(text)) < 256
    assert decode(encode(text)) == text


def test_held_out_text_is_other_files():
    train, held_out = corpus(Recipe())
    assert len(held_out) > 100_000 and len(train) > 6 * len(held_out)
    assert held_out[:2000] not in train


def test_training_is_cached_and_reloads_the_same_weights(tmp_path, monkeypatch):
    monkeypatch.setenv("ARMNPU_CACHE_DIR", str(tmp_path))
    recipe = Recipe(layers=1, hidden=32, heads=2, kv_heads=1, mlp=64, context=16, batch=4, steps=3)
    trained = trained_llama(recipe)
    again = trained_llama(recipe)
    assert not trained.from_cache and again.from_cache and trained.cached == again.cached
    assert trained.cached.parent == tmp_path / "llm" and again.seconds == trained.seconds
    for name, weight in trained.model.state_dict().items():
        assert torch.equal(weight, again.model.state_dict()[name]), name


def test_uniform_logits_have_the_vocabulary_as_perplexity():
    pieces = windows(list(range(40)), length=8)
    assert len(pieces) == 5 and pieces[0].shape == (1, 8) and pieces[0].dtype == torch.int32
    assert perplexity(lambda ids: torch.zeros(1, 8, 256), pieces) == pytest.approx(256)


def test_perplexity_is_the_models_own_loss():
    model = tiny_lm("llama")
    programs = export_llm(model, prompt_length=PROMPT, cache_length=CACHE)
    ids = torch.tensor([[7, 200, 31, 31, 4, 90, 18, 250]], dtype=torch.int32)
    with torch.no_grad():
        loss = model(ids.long(), labels=ids.long()).loss  # transformers' mean NLL of ids[1:]
    ppl = perplexity(prefill_logits(programs.prefill, programs.prefill_inputs[1:]), [ids])
    assert ppl == pytest.approx(math.exp(float(loss)), rel=1e-5)
    nll, scored = negative_log_likelihood(torch.zeros(1, 8, 256), ids)
    assert scored == 7 and nll == pytest.approx(7 * math.log(256))


def test_forced_choices_of_the_float_programs_are_their_greedy_tokens():
    programs = export_llm(tiny_lm("llama"), prompt_length=PROMPT, cache_length=CACHE)
    empty = programs.prefill_inputs[1:]
    with torch.no_grad():
        tokens, _ = greedy(programs.prefill, programs.decode, [3, 1, 4], 10, PROMPT, empty)
    assert forced_choices(programs.prefill, programs.decode, [3, 1, 4], tokens, PROMPT, empty) == tokens
    # Fed other tokens, its choices follow them: the first (from the prompt) is the same.
    other = forced_choices(programs.prefill, programs.decode, [3, 1, 4], [7] * 10, PROMPT, empty)
    assert other[0] == tokens[0] and len(other) == 10
    with pytest.raises(ConfigError, match="KV cache holds 16"):
        forced_choices(programs.prefill, programs.decode, [3, 1, 4], [7] * 15, PROMPT, empty)


def test_bad_windows_and_generations_are_config_errors():
    with pytest.raises(ConfigError, match="no window of 8"):
        windows([1, 2, 3], length=8)
    with pytest.raises(ConfigError, match="at least 2"):
        windows([1, 2, 3], length=1)
    with pytest.raises(ConfigError, match="one length"):
        agreement([1, 2], [1])
    assert agreement([1, 2, 3, 4], [1, 2, 0, 4]) == (0.75, 2)


def _with_wide_mlp(layer: int):
    """A tiny Llama whose layer `layer` MLP has one intermediate channel 200 times wider than the
    rest (the down projection shrinks it back): int8 activations lose its other channels."""
    model = tiny_lm("llama")
    mlp = model.model.layers[layer].mlp
    with torch.no_grad():
        mlp.up_proj.weight[0] *= 200
        mlp.down_proj.weight[:, 0] /= 200
    return model


def _calibration(programs, count: int = 2) -> tuple[list[tuple], list[tuple]]:
    """Random prompts for prefill; for decode a random token after each, with prefill's caches."""
    generator = torch.Generator().manual_seed(0)
    prefill, decode = [], []
    for _ in range(count):
        ids = torch.randint(0, 256, (1, PROMPT + 1), generator=generator, dtype=torch.int32)
        prefill.append((ids[:, :PROMPT], *programs.prefill_inputs[1:]))
        with torch.no_grad():
            _, *caches = programs.prefill(*prefill[-1])
        decode.append((ids[:, PROMPT:], torch.tensor([PROMPT], dtype=torch.int32), *caches))
    return prefill, decode


@pytest.mark.slow
@pytest.mark.long
def test_rule_promotes_the_sensitive_mlp_only_and_it_runs_on_ethos_u85():
    programs = export_llm(_with_wide_mlp(1), prompt_length=PROMPT, cache_length=CACHE)
    prefill_batches, decode_batches = _calibration(programs)
    plan = plan_precision(programs.prefill, programs.prefill_inputs, "ethos-u85-256", prefill_batches, min_gain_db=1.0)
    print(plan)
    assert set(plan.groups) == {"0.attention", "0.mlp", "1.attention", "1.mlp"}
    assert plan.promoted == ("1.mlp",)
    assert plan.gain_db["1.mlp"] > 6 and plan.planned_sqnr_db > plan.int8_sqnr_db + 6
    assert max(gain for group, gain in plan.gain_db.items() if group != "1.mlp") < 1.0
    for module, inputs, batches in ((programs.prefill, programs.prefill_inputs, prefill_batches),
                                    (programs.decode, programs.decode_inputs, decode_batches)):
        compiled = armnpu.compile(module, inputs, target="ethos-u85-256", calibration=batches,
                                  module_configs=plan.module_configs())
        assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
        int16 = [n for n in compiled.quantized_model.graph.nodes
                 if n.target == torch.ops.quantized_decomposed.quantize_per_tensor.default and n.args[-1] == torch.int16]
        assert int16, "the promoted MLP is quantized int16"
        assert check_delegates(compiled, seeds=(0,)) == 1  # the simulator equals the TOSA reference bit for bit


def test_groups_name_the_attention_projections_and_the_mlp():
    programs = export_llm(tiny_lm("phi3"), prompt_length=PROMPT, cache_length=CACHE)
    groups = precision_groups(programs.decode)
    assert set(groups["1.attention"]) == {"steps.model.model.layers.1.self_attn.qkv_proj",
                                          "steps.model.model.layers.1.self_attn.o_proj"}
    assert groups["0.mlp"] == ("steps.model.model.layers.0.mlp",)
