"""Token-exact on the Ethos-U85: SmolLM2-135M's config with 2 layers (random weights), compiled by
`compile_llm`, generates the same greedy tokens, from logits equal bit for bit, on the NPU
simulator and on the TOSA reference model running the same two programs (the Ethos-U delegates as
the TOSA graphs Vela compiled), the KV caches carried between calls; and `armnpu generate` on the
saved .pte files prints those tokens with Vela's cycles. The same with int8 KV caches carried
between calls, on a 4,096-token vocabulary: the caches' code does not depend on the vocabulary,
and SmolLM2's 49,152-token LM head is most of the weights Vela compiles and of each token's work."""

import pytest
import torch
import transformers

from armnpu.llm import Generation, LlmSession, compile_llm

SMOLLM2_2_LAYERS = dict(vocab_size=49152, hidden_size=576, intermediate_size=1536, num_hidden_layers=2,
                        num_attention_heads=9, num_key_value_heads=3, rms_norm_eps=1e-5, rope_theta=100000.0,
                        tie_word_embeddings=True, pad_token_id=0, bos_token_id=1, eos_token_id=2)
PROMPT = [1, 2, 3, 4, 5, 6, 7, 8]
# 32 tokens: each runs the decode program on the reference model too, a second apiece.
TOKENS = 32


@pytest.mark.slow
@pytest.mark.long
def test_simulator_and_reference_generate_the_same_tokens(tmp_path, capsys, armnpu_main):
    compiled = compile_llm(_smollm2_2_layers(), target="ethos-u85-256")
    on_npu = _same_tokens_on_simulator_and_reference(compiled)

    prefill, decode = compiled.save(tmp_path)
    ids = ",".join(map(str, PROMPT))
    assert armnpu_main(["generate", str(prefill), str(decode), "--prompt-ids", ids, "--tokens", "8"]) == 0
    out = capsys.readouterr().out
    assert "tokens: " + " ".join(map(str, on_npu.tokens[:8])) in out
    assert f"{on_npu.decode_estimate.cycles:,}" in out and "tokens/s" in out


@pytest.mark.slow
@pytest.mark.long
def test_int8_kv_caches_generate_the_same_tokens_on_simulator_and_reference(tmp_path, capsys, armnpu_main):
    compiled = compile_llm(_smollm2_2_layers(vocab_size=4096), target="ethos-u85-256", kv_cache_dtype="int8")
    session = LlmSession.from_compiled(compiled.prefill, compiled.decode, "simulator")
    assert {spec.dtype for spec in session.prefill_signature.caches} == {torch.int8}
    # 16 tokens: the float-cache test above carries the 32, and this one's cost is in the first calls.
    on_npu = _same_tokens_on_simulator_and_reference(compiled, tokens=16)

    prefill, decode = compiled.save(tmp_path)
    ids = ",".join(map(str, PROMPT))
    assert armnpu_main(["generate", str(prefill), str(decode), "--prompt-ids", ids, "--tokens", "8"]) == 0
    assert "tokens: " + " ".join(map(str, on_npu.tokens[:8])) in capsys.readouterr().out


def _smollm2_2_layers(**changes) -> torch.nn.Module:
    torch.manual_seed(0)
    return transformers.LlamaForCausalLM(transformers.LlamaConfig(**{**SMOLLM2_2_LAYERS, **changes})).eval()


def _same_tokens_on_simulator_and_reference(compiled, tokens: int = TOKENS) -> Generation:
    """Both programs one delegate with no op on the CPU, and `tokens` greedy tokens from bit-equal
    logits on the simulator and on the reference model; the simulator's generation."""
    for program in (compiled.prefill, compiled.decode):
        assert program.num_delegates == 1 and not program.cpu_ops, program.summary()
    on_npu = LlmSession.from_compiled(compiled.prefill, compiled.decode, "simulator").generate(PROMPT, tokens)
    on_reference = LlmSession.from_compiled(compiled.prefill, compiled.decode, "reference").generate(PROMPT, tokens)
    assert on_npu.tokens == on_reference.tokens
    for step, (npu, reference) in enumerate(zip(on_npu.logits, on_reference.logits)):
        assert torch.equal(npu, reference), f"token {step}: the logits differ"
    assert on_npu.decode_estimate is not None and on_npu.decode_estimate.cycles > 0
    return on_npu
