"""A 2-layer tiny Llama's prefill and decode programs on the Ethos-U85: one delegate each with no
op on the CPU, the TOSA graphs within a quantum of the quantized model, and the simulator
equal to the TOSA reference model bit for bit."""

import operator

import pytest
import torch

import armnpu
from armnpu.llm import export_llm
from armnpu.llm.calibration import calibration_batches
from armnpu.llm.compile import export_programs
from armnpu.tosa.qdq import DEQUANTIZE_OPS
from armnpu.tosa.registry import aten_target
from armnpu.verify.delegates import check_delegates, ethosu_delegates
from armnpu.verify.reference import run_edge_program
from tests.llm.tiny import tiny_lm
from tests.ops.harness import max_error_in_quanta, sqnr_db

PROMPT, CACHE, VOCAB = 8, 32, 256
# Measured 0: a quantum allows one tie rounded differently (TOSA half up, torch half to even).
MAX_QUANTA = 1
# The integer logits against the float model's, measured 30.8 dB (prefill) and 34.4 dB (decode);
# with the causal mask lost in prefill's softmax it was 5.7 dB.
MIN_LOGITS_SQNR_DB = 20


def _batches(programs, count: int = 4):
    generator = torch.Generator().manual_seed(0)
    prefill, decode = [], []
    empty = programs.prefill_inputs[1:]
    for index in range(count):
        ids = torch.randint(0, VOCAB, (1, PROMPT), generator=generator, dtype=torch.int32)
        with torch.no_grad():
            _, *caches = programs.prefill(ids, *empty)
        prefill.append((ids, *empty))
        token = torch.randint(0, VOCAB, (1, 1), generator=generator, dtype=torch.int32)
        decode.append((token, torch.tensor([PROMPT + 5 * index], dtype=torch.int32), *caches))
    return {"prefill": prefill, "decode": decode}


@pytest.mark.slow
@pytest.mark.parametrize("program", ["prefill", "decode"])
def test_tiny_llama_programs_on_ethos_u85(program):
    programs = export_llm(tiny_lm("llama"), prompt_length=PROMPT, cache_length=CACHE)
    module, inputs = (programs.prefill, programs.prefill_inputs) if program == "prefill" else (
        programs.decode, programs.decode_inputs)
    batches = _batches(programs)[program]
    compiled = armnpu.compile(module, inputs, target="ethos-u85-256", calibration=batches)
    print(compiled.summary())
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    worst = max(max_error_in_quanta(compiled, batch, int8_grid=True) for batch in batches[:2])
    print(f"{program}: TOSA within {worst} quanta of the quantized model")
    assert worst <= MAX_QUANTA
    tosa_for_blob = {d.blob: d.tosa for d in ethosu_delegates(compiled)}
    with torch.no_grad():
        sqnr = sqnr_db(module(*batches[0])[0], run_edge_program(compiled.edge_program, batches[0], tosa_for_blob)[0])
    print(f"{program}: integer logits {sqnr:.1f} dB against the float model")
    assert sqnr > MIN_LOGITS_SQNR_DB
    assert check_delegates(compiled, seeds=(0,)) == 1


@pytest.mark.slow
def test_int8_caches_are_the_delegates_own_inputs_and_outputs():
    """kv_cache_dtype="int8": each program takes and returns its caches as int8 codes straight
    from and to its one delegate (no quantize or dequantize of them on the CPU, only the logits'
    dequantize), prefill's codes are at the scales decode takes, and decode keeps the codes of
    every position it does not write."""
    programs = export_programs(tiny_lm("llama"), PROMPT, CACHE, 2, "int8")
    batches = {name: calibration_batches(programs, 2)[index] for index, name in enumerate(("prefill", "decode"))}
    compiled = {}
    for name, module, inputs in (("prefill", programs.prefill, programs.prefill_inputs),
                                 ("decode", programs.decode, programs.decode_inputs)):
        compiled[name] = armnpu.compile(module, inputs, target="ethos-u85-256", calibration=batches[name])
        program = compiled[name]
        assert program.num_delegates == 1 and not program.cpu_ops, program.summary()
        graph = program.edge_program.graph
        outside = [aten_target(n) for n in graph.nodes if n.op == "call_function" and n.target is not operator.getitem
                   and aten_target(n) is not torch.ops.higher_order.executorch_call_delegate]
        assert outside == [DEQUANTIZE_OPS[0]], outside  # the logits'
        caches = [n for n in graph.nodes if n.op == "placeholder" and n.meta["val"].dtype == torch.int8]
        assert len(caches) == 4
        assert max_error_in_quanta(program, batches[name][0], int8_grid=True) <= MAX_QUANTA
        assert check_delegates(program, seeds=(0,)) == 1
    tosa = {name: {d.blob: d.tosa for d in ethosu_delegates(c)} for name, c in compiled.items()}
    _, *codes = run_edge_program(compiled["prefill"].edge_program, batches["prefill"][0], tosa["prefill"])
    token, position = torch.tensor([[3]], dtype=torch.int32), torch.tensor([PROMPT], dtype=torch.int32)
    _, *after = run_edge_program(compiled["decode"].edge_program, (token, position, *codes), tosa["decode"])
    for before, now in zip(codes, after):
        assert now.dtype == torch.int8 and before[:, :PROMPT].any()
        assert torch.equal(now[:, :PROMPT], before[:, :PROMPT]) and torch.equal(now[:, PROMPT + 1:], before[:, PROMPT + 1:])
