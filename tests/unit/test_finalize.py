"""`armnpu.quantizer.finalize`: the ExecuTorch-style flow (prepare_pt2e, calibrate, convert) gets
`armnpu.compile`'s bias correction, and armnpu's quantizers give int16 logits by default."""

from __future__ import annotations

import pytest
import torch
from executorch.exir import EdgeCompileConfig, ExecutorchBackendConfig, to_edge_transform_and_lower
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

import armnpu
from armnpu import EthosUCompileSpec, EthosUPartitioner, EthosUQuantizer, TosaCompileSpec
from armnpu.errors import QuantizationError
from armnpu.quantizer import finalize, get_symmetric_a8w4_quantization_config, get_symmetric_quantization_config


class _Classifier(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 16, 3, padding=1)
        self.fc = torch.nn.Linear(16, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(torch.relu(self.conv(x)).mean(dim=(2, 3)))


def _samples(count: int, seed: int) -> list[tuple]:
    generator = torch.Generator().manual_seed(seed)
    return [(torch.randn(1, 3, 8, 8, generator=generator),) for _ in range(count)]


def _prepared(model: torch.nn.Module, quantizer: EthosUQuantizer, samples: list[tuple]) -> torch.fx.GraphModule:
    """prepare_pt2e and calibration, as an ExecuTorch user writes them."""
    prepared = prepare_pt2e(torch.export.export(model, samples[0]).module(check_guards=False), quantizer)
    with torch.no_grad():
        for sample in samples:
            prepared(*sample)
    return prepared


def test_finalize_gives_the_model_armnpu_compile_quantizes():
    """finalize after the user's own prepare_pt2e and calibration converts to the model
    quantize_with_submodules(bias_correction=True) gives, not to convert_pt2e's."""
    torch.manual_seed(0)
    model, samples = _Classifier().eval(), _samples(8, seed=0)
    spec = TosaCompileSpec("TOSA-1.0+INT")
    config = get_symmetric_a8w4_quantization_config(is_qat=False)  # 4-bit weights: a visible correction

    def quantizer() -> EthosUQuantizer:
        return EthosUQuantizer(spec).set_global(config)

    finalized = finalize(_prepared(model, quantizer(), samples), samples)
    plain = convert_pt2e(_prepared(model, quantizer(), samples))
    graph_module = torch.export.export(model, samples[0]).module(check_guards=False)
    compiled_flow = quantizer().quantize_with_submodules(graph_module, samples, bias_correction=True)
    held_out = torch.cat([sample[0] for sample in _samples(4, seed=1)])
    with torch.no_grad():
        assert torch.equal(finalized(held_out), compiled_flow(held_out))
        assert not torch.equal(finalized(held_out), plain(held_out))


def test_a_finalized_model_lowers_and_runs_like_its_quantized_model():
    torch.manual_seed(0)
    model, samples = _Classifier().eval(), _samples(4, seed=0)
    spec = EthosUCompileSpec("ethos-u55-128")
    quantizer = EthosUQuantizer(spec).set_global(get_symmetric_quantization_config())
    finalized = finalize(_prepared(model, quantizer, samples), samples)
    edge = to_edge_transform_and_lower(
        torch.export.export(finalized, samples[0]),
        partitioner=[EthosUPartitioner(spec)],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    program = armnpu.load(edge.to_executorch(ExecutorchBackendConfig(extract_delegate_segments=False)).buffer)
    (sample,) = _samples(1, seed=2)
    with torch.no_grad():
        want = finalized(*sample)
    got = program(*sample)[0]
    assert float((got - want).abs().max()) <= _output_dequantize(finalized).args[1]  # one quantum


def _output_dequantize(converted: torch.fx.GraphModule) -> torch.fx.Node:
    """The dequantize that gives a one-output model its output."""
    (output,) = (node for node in converted.graph.nodes if node.op == "output")
    return output.args[0][0]


def test_armnpu_quantizers_give_a_classifier_int16_logits_by_default():
    model, samples = _Classifier().eval(), _samples(2, seed=0)
    quantizer = EthosUQuantizer(EthosUCompileSpec("ethos-u55-128")).set_global(get_symmetric_quantization_config())
    converted = convert_pt2e(_prepared(model, quantizer, samples))
    dequantize = _output_dequantize(converted)
    assert dequantize.args[-1] == torch.int16, dequantize.format_node()


def test_finalize_names_what_it_takes():
    samples = _samples(1, seed=0)
    exported = torch.export.export(_Classifier().eval(), samples[0]).module(check_guards=False)
    with pytest.raises(QuantizationError, match="the model prepare_pt2e .* returned"):
        finalize(exported, samples)
    quantizer = EthosUQuantizer(TosaCompileSpec("TOSA-1.0+INT")).set_global(get_symmetric_quantization_config())
    with pytest.raises(QuantizationError, match="non-empty sequence of input tuples"):
        finalize(_prepared(_Classifier().eval(), quantizer, samples), [])
