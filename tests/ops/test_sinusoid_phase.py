"""A sinusoidal timestep embedding (diffusers' `get_timestep_embedding`, written out): the argument
t · f spans 1,000 radians, so the sinusoids read it computed modulo one turn in integers
(armnpu.ops.phase), with t in int16.

Before, the argument was an int8 activation of 7.9 radians a code: the embedding read 1.3 dB
against the float model on these held-out timesteps (0 quanta from the quantized model, which was
that bad too). Now it reads 41.9 dB, the int8 output's own resolution, on every target.
"""

import math

import pytest
import torch

import armnpu
from armnpu.verify.delegates import check_delegates, ethosu_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import max_error_in_quanta, sqnr_db

CHANNELS = 64
MAX_PERIOD = 10_000


class TimestepEmbedding(torch.nn.Module):
    """sin and cos of t times CHANNELS / 2 frequencies from 1 down to 1 / MAX_PERIOD, cos first."""

    def forward(self, timesteps: torch.Tensor) -> torch.Tensor:
        half = CHANNELS // 2
        exponent = -math.log(MAX_PERIOD) * torch.arange(half, dtype=torch.float32) / half
        angles = timesteps[:, None].float() * torch.exp(exponent)[None, :]
        angles = 1 * angles  # diffusers' `scale`: a mul by a number in the chain
        embedding = torch.cat([torch.sin(angles), torch.cos(angles)], dim=-1)
        return torch.cat([embedding[:, half:], embedding[:, :half]], dim=-1)


def _timesteps(count: int, seed: int) -> list[tuple[torch.Tensor]]:
    generator = torch.Generator().manual_seed(seed)
    return [(torch.rand(1, generator=generator) * 1000,) for _ in range(count)]


# The int8 output's step is 1/127: sin rounded to it reads about 41 dB.
MIN_SQNR_DB = 38.0


@pytest.mark.parametrize("target", ["TOSA-1.0+INT", "ethos-u55-128", "ethos-u85-256"])
def test_timestep_embedding_computes_its_argument_modulo_one_turn(target):
    model = TimestepEmbedding().eval()
    calibration = _timesteps(4, seed=1)
    compiled = armnpu.compile(model, calibration[0], target=target, calibration=calibration)
    assert compiled.num_delegates == 1 and sum(compiled.cpu_ops.values()) == 0, compiled.summary()
    if target.startswith("ethos"):
        check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    held_out = _timesteps(16, seed=7)
    # The lowering's angle is within 2**-22 turn of the exact one; torch's float32 product is not
    # that close, so an output on a rounding boundary may differ by one quantum.
    assert max(max_error_in_quanta(compiled, batch) for batch in held_out) <= 1.0
    tosa_for_blob = {delegate.blob: delegate.tosa for delegate in ethosu_delegates(compiled)}
    with torch.no_grad():
        reference = torch.cat([model(*batch) for batch in held_out])
        got = torch.cat([run_edge_program(compiled.edge_program, batch, tosa_for_blob)[0] for batch in held_out])
    assert sqnr_db(reference, got) >= MIN_SQNR_DB


def test_executorch_flow_lowers_the_unfolded_frequencies_with_the_sinusoids():
    """Through ExecuTorch's own flow nothing folds `exp(arange(...) * c)`: the partitioner takes the
    frequencies into the delegate with the muls that read them, whose lowering computes them
    (before, arange, its two muls, the exp and a view stayed on the CPU)."""
    from executorch.exir import EdgeCompileConfig, to_edge_transform_and_lower
    from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

    from armnpu import TosaCompileSpec, TOSAPartitioner, TOSAQuantizer, get_symmetric_quantization_config

    model = TimestepEmbedding().eval()
    calibration = _timesteps(4, seed=1)
    spec = TosaCompileSpec("TOSA-1.0+INT")
    quantizer = TOSAQuantizer(spec).set_global(get_symmetric_quantization_config())
    prepared = prepare_pt2e(torch.export.export(model, calibration[0]).module(check_guards=False), quantizer)
    for batch in calibration:
        prepared(*batch)
    converted = convert_pt2e(prepared)
    edge = to_edge_transform_and_lower(torch.export.export(converted, calibration[0]), partitioner=[TOSAPartitioner(spec)],
                                       compile_config=EdgeCompileConfig(_check_ir_validity=False))
    program = edge.exported_program()
    calls = [node for node in program.graph.nodes if node.op == "call_function" and "call_delegate" in str(node.target)]
    computed = [node for node in program.graph.nodes if node.op == "call_function" and "quantize" not in str(node.target)
                and node not in calls and "getitem" not in str(node.target)]
    assert len(calls) == 1 and not computed, program.graph
    held_out = _timesteps(16, seed=7)
    with torch.no_grad():
        reference = torch.cat([model(*batch) for batch in held_out])
        got = torch.cat([run_edge_program(program, batch)[0] for batch in held_out])
    assert sqnr_db(reference, got) >= MIN_SQNR_DB


def test_qat_observes_the_timestep_in_int16_with_fake_quant():
    from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_qat_pt2e

    from armnpu import TosaCompileSpec, TOSAQuantizer, get_symmetric_quantization_config

    model = TimestepEmbedding()
    (example,) = _timesteps(1, seed=1)
    quantizer = TOSAQuantizer(TosaCompileSpec("TOSA-1.0+INT")).set_global(get_symmetric_quantization_config(is_qat=True))
    prepared = prepare_qat_pt2e(torch.export.export(model, example).module(check_guards=False), quantizer)
    prepared(*example)
    converted = convert_pt2e(prepared)
    dtypes = [node.args[-1] for node in converted.graph.nodes if "quantize_per_tensor" in str(node.target)
              and node.args[0].op == "placeholder"]
    assert dtypes == [torch.int16]
