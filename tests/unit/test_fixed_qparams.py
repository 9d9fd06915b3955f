"""A model that takes and returns int8 codes itself (armnpu.llm's int8 KV cache: its own
dequantize on entry, quantize on exit) compiles to a delegate that reads and writes those codes,
with nothing of them on the CPU; and the quantizer gives the values it dequantizes the model's
own qparams, so the codes the model passes through come out unchanged, not requantized to an
observed scale and back."""

import operator

import torch

import armnpu
from armnpu.tosa.registry import aten_target
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import max_error_in_quanta

_QD = torch.ops.quantized_decomposed
SCALE = 0.015625  # float32 exactly, as the qparams of torchao's quantize nodes are


class Blend(torch.nn.Module):
    """Writes `x` into row 0 of a cache of int8 codes, like a KV-cache write, and returns the new
    codes and a float sum of the rows."""

    def forward(self, codes: torch.Tensor, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        cache = _QD.dequantize_per_tensor.default(codes, SCALE, 0, -128, 127, torch.int8)
        rows = torch.arange(codes.shape[0])[:, None]
        written = torch.where(rows == 0, x * 4, cache)  # x beyond the codes' range
        return _QD.quantize_per_tensor.default(written, SCALE, 0, -128, 127, torch.int8), written.sum(0)


def _inputs(seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    generator = torch.Generator().manual_seed(seed)
    codes = torch.randint(-128, 128, (4, 8), generator=generator, dtype=torch.int8)
    return codes, torch.randn(4, 8, generator=generator)


def test_the_delegate_reads_and_writes_the_models_codes_and_keeps_those_it_does_not_write():
    compiled = armnpu.compile(Blend(), _inputs(0), target="TOSA-1.0+INT", calibration=[_inputs(s) for s in range(4)])
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    graph = compiled.edge_program.graph
    codes = next(node for node in graph.nodes if node.op == "placeholder" and node.name == "codes")
    assert [aten_target(user) for user in codes.users] == [torch.ops.higher_order.executorch_call_delegate]
    returned = next(node for node in graph.nodes if node.op == "output").args[0][0]
    assert returned.target is operator.getitem  # the delegate's own int8 output
    inputs = _inputs(7)
    written, _ = run_edge_program(compiled.edge_program, inputs, {})
    assert written.dtype == torch.int8 and torch.equal(written[1:], inputs[0][1:])
    assert max_error_in_quanta(compiled, inputs) == 0
