"""`armnpu.llm.LlmSession` / `armnpu generate` on a tiny Llama's float programs (TOSA-1.0+FP, so the
compile takes seconds): the tokens are the float modules' own, the KV caches carried from call to
call; bad lengths and ids are refused, naming the limit, before any program runs; a .pte that is not
an LLM program, or two programs that are no pair, are refused in one line (exit 2 from the CLI)."""

import pytest
import torch

import armnpu
from armnpu.errors import ConfigError
from armnpu.llm import LlmSession, NotAnLlmProgramError, compile_llm, export_llm
from armnpu.llm.greedy import greedy
from tests.llm.tiny import tiny_lm

PROMPT_LENGTH, CACHE_LENGTH = 8, 16
PROMPT = [5, 17, 3, 99]


@pytest.fixture(scope="module")
def model():
    return tiny_lm("llama", seed=3)


@pytest.fixture(scope="module")
def programs(model, tmp_path_factory):
    """prefill.pte and decode.pte of the tiny Llama, float (TOSA-1.0+FP)."""
    compiled = compile_llm(model, target="TOSA-1.0+FP", prompt_length=PROMPT_LENGTH, cache_length=CACHE_LENGTH)
    return compiled.save(tmp_path_factory.mktemp("llm"))


@pytest.fixture(scope="module")
def not_an_llm(tmp_path_factory):
    linear = torch.nn.Linear(4, 2).eval()
    path = tmp_path_factory.mktemp("linear") / "linear.pte"
    armnpu.compile(linear, (torch.randn(1, 4),), target="TOSA-1.0+FP").save(path)
    return path


def test_tokens_and_logits_are_the_float_modules(model, programs):
    generation = LlmSession.load(*programs).generate(PROMPT, 10)
    exported = export_llm(model, PROMPT_LENGTH, CACHE_LENGTH)
    with torch.no_grad():
        tokens, logits = greedy(exported.prefill, exported.decode, PROMPT, 10, PROMPT_LENGTH,
                                exported.prefill_inputs[1:])
    assert generation.tokens == tokens
    # Every step's logits, not only the argmax (a random tiny model repeats its tokens): a cache
    # not carried from one call to the next changes them.
    torch.testing.assert_close(torch.stack(generation.logits), torch.stack(logits), rtol=0, atol=1e-4)
    assert len(generation.decode_seconds) == 9 and generation.host_seconds_per_token > 0
    assert generation.decode_estimate is None  # a TOSA program has no Vela figures


def _never_run(*inputs):
    raise AssertionError("a program ran before the lengths were checked")


@pytest.mark.parametrize("prompt, tokens, message", [
    ([1] * (PROMPT_LENGTH + 1), 2, f"the prefill program takes 1 to {PROMPT_LENGTH}"),
    ([1] * PROMPT_LENGTH, CACHE_LENGTH, f"the KV cache holds {CACHE_LENGTH}"),
    ([1, 256], 2, "the programs take ids 0 to 255"),
    ([1], 0, "generate at least 1"),
])
def test_bad_lengths_and_ids_are_refused_before_any_run(programs, prompt, tokens, message):
    session = LlmSession.load(*programs)
    session.prefill = session.decode = _never_run
    with pytest.raises(ConfigError, match=message):
        session.generate(prompt, tokens)


def test_programs_that_are_no_pair_are_refused(programs, not_an_llm):
    prefill, decode = programs
    with pytest.raises(NotAnLlmProgramError, match="is not an LLM decode program: its first input is int32 \\[1, 8\\]"):
        LlmSession.load(prefill, prefill)
    with pytest.raises(NotAnLlmProgramError, match="is not an LLM prefill program: its first input is float32 \\[1, 4\\]"):
        LlmSession.load(not_an_llm, decode)


def test_cli_prints_tokens_and_labelled_costs(programs, capsys, armnpu_main):
    assert armnpu_main(["generate", *map(str, programs), "--prompt-ids", "5,17,3,99", "--tokens", "4"]) == 0
    out = capsys.readouterr().out
    assert "tokens: " in out and "NPU cycles (Vela estimate)" in out and "host wall time (measured)" in out
    assert "decode, per token (3 calls)" in out


@pytest.mark.parametrize("args, message", [
    (["--prompt-ids", "1,2,3,4,5,6,7,8,9"], "the prefill program takes 1 to 8"),
    (["--prompt-ids", "1", "--tokens", "17"], "the KV cache holds 16"),
    (["--prompt-ids", "1,x"], "--prompt-ids '1,x': give token ids as integers"),
    ([], "one of the arguments --prompt-ids --prompt is required"),
])
def test_cli_bad_input_is_one_line_and_exit_2(programs, capsys, args, message, armnpu_main):
    assert armnpu_main(["generate", *map(str, programs), *args]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("armnpu: error:") and message in err[0], err


def test_cli_on_a_program_that_is_not_an_llm_exits_2_in_one_line(programs, not_an_llm, capsys, armnpu_main):
    assert armnpu_main(["generate", str(not_an_llm), str(programs[1]), "--prompt-ids", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "is not an LLM prefill program" in err[0], err
