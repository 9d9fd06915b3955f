"""Per-layer accuracy (armnpu.report.accuracy): every delegated quantized activation is measured
against the float model, the figures agree with first principles, a damaged layer comes out worst."""

import math

import pytest
import torch

import armnpu
from armnpu.examples import EXAMPLES, calibration_inputs
from armnpu.export import export
from armnpu.report.accuracy.measure import measure
from armnpu.report_data.model import Report, Target


def _quantized_sources(program) -> list[str]:
    """Names of the values each delegate quantizes, in graph order, read off the edge graphs."""
    names = []
    graph_module = program.edge_program.graph_module
    for call in program.edge_program.graph.nodes:
        if call.op == "call_function" and "executorch_call_delegate" in str(call.target):
            partition = getattr(graph_module, call.args[0].target).original_module
            names += [node.args[0].name for node in partition.graph.nodes
                      if node.op == "call_function" and "quantize_per_tensor" in str(node.target) and "dequantize" not in str(node.target)
                      and node.args[0].op == "call_function"]
    return names


@pytest.fixture(scope="module")
def tiny_cnn():
    model, example_inputs = EXAMPLES["tiny_cnn"].build()
    batches = calibration_inputs("tiny_cnn", 4)
    program = armnpu.compile(model, example_inputs, target="ethos-u55-128", calibration=batches)
    return program, model, measure(program, model, batches[:2], "2 calibration batches")


def test_every_delegated_quantized_activation_is_measured_in_graph_order(tiny_cnn):
    program, model, accuracy = tiny_cnn
    computed = [a for a in accuracy.activations if a.op != "input"]
    assert [a.node for a in computed] == _quantized_sources(program) and len(computed) == 6
    float_graph = {n.name: n for n in export(model, calibration_inputs("tiny_cnn", 1)[0]).graph.nodes}
    for a in computed:
        assert not a.unmapped and a.float_node in float_graph, a
        assert list(float_graph[a.float_node].meta["val"].shape) == a.shape
        assert all(math.isfinite(p.sqnr_db) or p.noise == 0 for p in (a.int_vs_float, a.fake_vs_float, a.int_vs_fake, a.local))
        # int8 over a calibrated range: far above 0 dB, far below exact.
        assert 20 < a.int_vs_float.sqnr_db < 60 and 20 < a.fake_vs_float.sqnr_db < 60


def test_the_program_outputs_match_an_independent_sqnr(tiny_cnn):
    program, model, accuracy = tiny_cnn
    from armnpu.verify.delegates import ethosu_delegates
    from armnpu.verify.reference import run_edge_program

    tosa = {d.blob: d.tosa for d in ethosu_delegates(program)}
    signal = noise = 0.0
    for batch in calibration_inputs("tiny_cnn", 4)[:2]:
        with torch.no_grad():
            want = model(*batch).double()
        got = run_edge_program(program.edge_program, batch, tosa)[0].double()
        signal += float((want ** 2).sum())
        noise += float(((want - got) ** 2).sum())
    assert accuracy.outputs_int_vs_float.sqnr_db == pytest.approx(10 * math.log10(signal / noise), abs=1e-6)


def test_a_uniform_input_loses_what_a_uniform_8_bit_quantizer_loses():
    """x uniform on [-1, 1] quantized in 255 steps of 2/255: SQNR = (1/3) / (step²/12) = 255², 48.1 dB."""
    model, example_inputs = EXAMPLES["tiny_mlp"].build()
    generator = torch.Generator().manual_seed(0)
    batches = [(torch.rand(1, 16, generator=generator) * 2 - 1,) for _ in range(64)]
    program = armnpu.compile(model, example_inputs, target="ethos-u55-128", calibration=batches)
    accuracy = measure(program, model, batches, "64 uniform batches")
    (given,) = [a for a in accuracy.activations if a.op == "input"]
    assert given.float_node == "x" and given.shape == [1, 16]
    assert given.fake_vs_float.sqnr_db == pytest.approx(20 * math.log10(255), abs=0.5)
    assert given.int_vs_float.sqnr_db == pytest.approx(given.fake_vs_float.sqnr_db)  # quantized on the CPU, exactly


def _damaged_mlp():
    """tiny_mlp whose hidden units 0-7 read only input feature 15, 50 times over, and feed nothing."""
    model, example_inputs = EXAMPLES["tiny_mlp"].build()
    with torch.no_grad():
        model.fc1.weight[:8] = 0
        model.fc1.weight[:8, 15] = 50
        model.fc2.weight[:, :8] = 0
    return model, example_inputs


def test_a_layer_calibrated_on_a_tiny_range_comes_out_worst():
    model, example_inputs = _damaged_mlp()
    generator = torch.Generator().manual_seed(0)

    def batch(quiet: bool):
        x = torch.rand(1, 16, generator=generator) * 2 - 1
        x[:, 15] *= 0.01 if quiet else 1  # within the input's range either way: only fc1 clips
        return (x,)

    calibration = [batch(True) for _ in range(16)]
    program = armnpu.compile(model, example_inputs, target="ethos-u55-128", calibration=calibration)
    calibrated = measure(program, model, calibration, "calibration")
    held_out = measure(program, model, [batch(False) for _ in range(16)], "held out")
    worst = held_out.activations[held_out.worst_first()[0]]
    assert worst.module == "relu" and "relu" in worst.node  # fc1 + relu, quantized once
    same = next(a for a in calibrated.activations if a.node == worst.node)
    assert worst.int_vs_float.sqnr_db < same.int_vs_float.sqnr_db - 10
    fc2 = next(a for a in held_out.activations if a.module == "fc2")
    assert fc2.int_vs_float.sqnr_db > worst.int_vs_float.sqnr_db + 10  # fc2 ignores the clipped units


class ConvBN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3)
        self.bn = torch.nn.BatchNorm2d(8)
        self.head = torch.nn.Conv2d(8, 4, 1)

    def forward(self, x):
        return self.head(self.bn(self.conv(x)))


def test_a_conv_with_a_folded_batch_norm_is_compared_with_the_batch_norms_value():
    torch.manual_seed(0)
    model = ConvBN().eval()
    with torch.no_grad():  # a batch norm that changes the values a lot: shift 5, scale 1/4
        model.bn.running_mean.fill_(5.0)
        model.bn.running_var.fill_(16.0)
    batches = [(torch.randn(1, 3, 8, 8),) for _ in range(4)]
    program = armnpu.compile(model, batches[0], target="ethos-u55-128", calibration=batches)
    accuracy = measure(program, model, batches, "calibration")
    (conv,) = [a for a in accuracy.activations if a.module == "conv"]
    assert conv.float_node.startswith("batch_norm")
    assert conv.fake_vs_float.sqnr_db > 30  # the pre-batch-norm value would be far off: below 0 dB


def test_the_figures_survive_the_report_data(tiny_cnn):
    _, _, accuracy = tiny_cnn
    report = Report(Target("ethos-u55-128"), accuracy=accuracy)
    back = Report.from_json(report.to_json())
    assert back.accuracy == accuracy
    assert [back.accuracy.added_db(i) for i in range(len(accuracy.activations))] == \
        [accuracy.added_db(i) for i in range(len(accuracy.activations))]


def test_a_value_computed_on_the_cpu_between_delegates_is_traced_to_the_activations_it_comes_from(split_net):
    from tests.report.conftest import SplitNet

    torch.manual_seed(0)  # split_net's model and input, made again in the fixture's order
    model = SplitNet().eval()
    x = torch.randn(1, 3, 8, 8)
    accuracy = measure(split_net.program, model, [(x,)], "the example input")
    (relu,) = [a for a in accuracy.activations if a.float_node == "relu"]
    (topk,) = [a for a in accuracy.activations if a.op == "input" and a.float_node.startswith("topk")]
    assert relu.partition != topk.partition  # topk runs on the CPU between the two delegates
    assert [accuracy.activations[i] for i in topk.inputs] == [relu]
