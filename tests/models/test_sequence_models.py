"""Transformer and recurrent examples: one delegate each, on the NPUs that can run them, the TOSA
given to Vela matching the quantized model and each NPU program matching it bit for bit on the simulator."""

import pytest

import armnpu
from armnpu.examples import calibration_inputs, get_example
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import max_error_in_quanta

CPU_CASTS = {"llama_decoder": {"dim_order_ops._to_dim_order_copy.default": 1}}


def assert_fully_delegated(compiled, name: str) -> None:
    assert compiled.num_delegates == 1, compiled.summary()
    assert compiled.cpu_ops == CPU_CASTS.get(name, {}), compiled.summary()

# name -> (Ethos-U targets it runs on whole, max output quanta against the quantized model).
# The decoder's int64 token ids are cast to int32 on the CPU: TOSA has no int64 tensors.
# Differences of a quantum at a tie (TOSA rounds half up, torch half to even) pass through
# softmax, normalisation and recurrence, so deep sequence models get a few quanta of slack.
MODELS = {
    "tiny_vit": (("ethos-u55-128", "ethos-u85-256"), 8),
    # The recurrent layers on the U85: tests/ops/test_recurrent.py (its op programs run on both NPUs).
    "lstm_kws": (("ethos-u55-128",), 8),
    "llama_decoder": (("ethos-u85-256",), 8),
}


@pytest.mark.slow
@pytest.mark.long
@pytest.mark.parametrize("name", MODELS)
def test_sequence_model(name):
    # Each NPU program's delegates run as the TOSA given to Vela against the quantized model, then
    # bit for bit on the simulator; the TOSA-1.0+INT target's lowerings answer in tests/ops.
    targets, max_quanta = MODELS[name]
    model, inputs = get_example(name).build()
    calibration = calibration_inputs(name, n=4)
    batches = [inputs, *calibration_inputs(name, n=2, seed=7)]
    for target in targets:
        npu = armnpu.compile(model, inputs, target=target, calibration=calibration)
        assert_fully_delegated(npu, name)
        print(npu.summary())
        worst = max(max_error_in_quanta(npu, batch, int8_grid=True) for batch in batches)
        print(f"{name} on {target}: the TOSA given to Vela within {worst} quanta of the quantized model")
        assert worst <= max_quanta
        check_delegates(npu)
