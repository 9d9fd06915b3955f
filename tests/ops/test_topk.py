"""topk and sort: on the CPU on every target (TOSA 1.0 has neither; ops/topk.py says why), sort
written as a topk (ExecuTorch's portable kernels have no sort). A model returning the
torch.return_types namedtuple itself compiles and runs: it failed in to_executorch before."""

import pytest
import torch
from executorch.exir import EdgeCompileConfig, ExecutorchBackendConfig, to_edge_transform_and_lower
from executorch.runtime import Runtime
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

import armnpu
import armnpu.runtime  # registers the quantized kernels ExecuTorch's runtime also needs
from armnpu import EthosUCompileSpec, EthosUPartitioner, EthosUQuantizer, get_symmetric_quantization_config
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import Fn, calibration_batches, max_error_in_quanta

TOPK = torch.ops.aten.topk.default
REASON = "TOSA 1.0 has no top-k or sort operator"


USES = {
    "topk": lambda x: torch.topk(x, 3),  # the namedtuple itself
    "topk_values": lambda x: x.topk(3).values,
    "sort": lambda x: torch.sort(x),
    "sort_descending_values": lambda x: torch.sort(x, descending=True).values,
}


def _executorch_outputs(data: bytes, inputs: tuple) -> list:
    return Runtime.get().load_program(data).load_method("forward").execute(list(inputs))


def _assert_runs_on_the_cpu(compiled, fn, inputs: tuple) -> None:
    """topk is the one CPU op, with its reason; the .pte run by armnpu's runtime and by ExecuTorch's
    (portable kernels) gives the quantized model's outputs exactly."""
    assert compiled.num_delegates == 0 and compiled.cpu_ops == {str(TOPK): 1}, compiled.summary()
    assert any(REASON in r.reason for r in compiled.rejections if r.target == str(TOPK)), compiled.summary()
    want = compiled.quantized_model(*inputs) if compiled.quantized_model is not None else fn(*inputs)
    want = tuple(want) if isinstance(want, tuple) else (want,)
    for outputs in (armnpu.load(compiled.buffer)(*inputs), _executorch_outputs(compiled.buffer, inputs)):
        assert len(outputs) == len(want)
        for got, expected in zip(outputs, want):
            assert torch.equal(got, expected)


@pytest.mark.parametrize("target", ["TOSA-1.0+INT", "ethos-u55-128", "ethos-u85-256"])
@pytest.mark.parametrize("use", ["topk", "sort"])
def test_the_returned_namedtuple_compiles_and_runs(use, target):
    torch.manual_seed(0)
    x = (torch.randn(2, 8),)
    compiled = armnpu.compile(Fn(USES[use]).eval(), x, target=target)
    _assert_runs_on_the_cpu(compiled, USES[use], x)


@pytest.mark.parametrize("use", ["topk_values", "sort_descending_values"])
def test_values_on_the_cpu(use):
    torch.manual_seed(0)
    x = (torch.randn(3, 2, 7),)
    compiled = armnpu.compile(Fn(USES[use]).eval(), x, target="TOSA-1.0+INT")
    _assert_runs_on_the_cpu(compiled, USES[use], x)


def test_float_sort_runs_on_the_cpu():
    x = (torch.randn(2, 8),)
    compiled = armnpu.compile(Fn(USES["sort"]).eval(), x, target="TOSA-1.0+FP")
    _assert_runs_on_the_cpu(compiled, USES["sort"], x)


def test_stable_sort_values_are_a_topk_and_its_indices_a_sort():
    """A stable sort's values are any sort's; its indices are not topk's where values tie."""
    x = (torch.randn(2, 8),)
    values = armnpu.compile(Fn(lambda x: torch.sort(x, stable=True).values).eval(), x, target="TOSA-1.0+FP")
    assert values.cpu_ops == {str(TOPK): 1}
    indices = armnpu.compile(Fn(lambda x: torch.sort(x, stable=True).indices.to(torch.int32)).eval(), x,
                             target="TOSA-1.0+FP")
    assert "aten.sort.stable" in indices.cpu_ops, indices.summary()


def test_topk_between_npu_ops_on_the_u85():
    """The NPU runs what comes before and after; the simulator equals the TOSA reference."""
    torch.manual_seed(0)
    x = (torch.randn(2, 8),)
    model = Fn(lambda x: torch.topk(x * 2.0, 3).values + 1.0).eval()
    compiled = armnpu.compile(model, x, target="ethos-u85-256", calibration=calibration_batches(x))
    assert compiled.num_delegates == 2 and compiled.cpu_ops == {str(TOPK): 1}, compiled.summary()
    assert max_error_in_quanta(compiled, x) <= 1
    assert check_delegates(compiled) == 2


def test_executorch_style_flow_returning_the_namedtuple():
    """The user's own export, PT2E and to_edge_transform_and_lower, then to_executorch."""
    torch.manual_seed(0)
    x = (torch.randn(2, 8),)
    spec = EthosUCompileSpec("ethos-u85-256")
    graph_module = torch.export.export(Fn(USES["topk"]).eval(), x).module(check_guards=False)
    prepared = prepare_pt2e(graph_module, EthosUQuantizer(spec).set_global(get_symmetric_quantization_config()))
    prepared(*x)
    quantized = convert_pt2e(prepared)
    edge = to_edge_transform_and_lower(torch.export.export(quantized, x), partitioner=[EthosUPartitioner(spec)],
                                       compile_config=EdgeCompileConfig(_check_ir_validity=False))
    data = edge.to_executorch(ExecutorchBackendConfig(extract_delegate_segments=False)).buffer
    for got, want in zip(_executorch_outputs(data, x), quantized(*x)):
        assert torch.equal(got, want)
