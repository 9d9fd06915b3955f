"""The quantization configs beside the int8 default: a16w8, a8w4 and uint8 IO."""

import torch
from executorch.exir import EdgeCompileConfig, to_edge_transform_and_lower
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

import armnpu
from armnpu import (
    TosaCompileSpec,
    TOSAQuantizer,
    get_symmetric_a8w4_quantization_config,
    get_symmetric_a16w8_quantization_config,
    get_symmetric_quantization_config,
    get_uint8_io_quantization_config,
)
from armnpu.tosa.qdq import QUANTIZE_OPS
from armnpu.tosa.registry import aten_target
from tests.ops.harness import check_int


def _convert(config, io_config=None):
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU()).eval()
    x = torch.randn(1, 3, 8, 8)
    quantizer = TOSAQuantizer(TosaCompileSpec("TOSA-1.0+INT+int16")).set_global(config)
    if io_config is not None:
        quantizer.set_io(io_config)
    prepared = prepare_pt2e(torch.export.export(model, (x,)).module(check_guards=False), quantizer)
    prepared(x)
    return model, x, convert_pt2e(prepared)


def _quantized_dtypes(graph_module):
    return [n.args[5] for n in graph_module.graph.nodes if n.op == "call_function" and aten_target(n) in QUANTIZE_OPS]


def test_a16w8_quantizes_activations_to_int16_and_weights_to_int8():
    config = get_symmetric_a16w8_quantization_config(weight_qmin=-100, weight_qmax=100)
    assert (config.input_activation.quant_min, config.input_activation.quant_max) == (-32767, 32767)
    # Unlike the competitor's, the weight range given is the one used.
    assert (config.weight.quant_min, config.weight.quant_max) == (-100, 100)
    _, _, converted = _convert(config)
    assert set(_quantized_dtypes(converted)) == {torch.int16}


def test_a16w8_conv_relu_is_fully_delegated_and_bit_exact():
    """int16 activations, int8 weights: the convolution runs with an int48 accumulator on the
    TOSA reference model and, bit for bit, on the Ethos-U85 and U55 simulators."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU()).eval()
    check_int(model, (torch.randn(1, 3, 8, 8),), config=get_symmetric_a16w8_quantization_config(),
              tosa_target="TOSA-1.0+INT+int16", ethosu_targets=("ethos-u85-256", "ethos-u55-128"))


class _ConvAbs(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 4, 3)

    def forward(self, x):
        return torch.abs(self.conv(x))


def test_a16w8_op_lowered_for_int8_only_stays_on_the_cpu_with_a_reason():
    """An op whose rule takes int8 activations only (here abs) says so."""
    torch.manual_seed(0)
    model = _ConvAbs().eval()
    x = torch.randn(1, 3, 8, 8)
    quantizer = TOSAQuantizer(TosaCompileSpec("TOSA-1.0+INT+int16")).set_global(get_symmetric_a16w8_quantization_config())
    prepared = prepare_pt2e(torch.export.export(model, (x,)).module(check_guards=False), quantizer)
    prepared(x)
    converted = convert_pt2e(prepared)
    partitioner = armnpu.TOSAPartitioner(TosaCompileSpec("TOSA-1.0+INT+int16"))
    to_edge_transform_and_lower(
        torch.export.export(converted, (x,)), partitioner=[partitioner],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    reasons = {r.target: r.reason for r in partitioner.rejections}
    assert reasons["aten.abs.default"] == ("armnpu lowers abs for int8 activations only; its input "
                                           "quantized_decomposed_dequantize_per_tensor_default_1 is int16 (a16w8)"), reasons


def test_a8w4_weights_span_minus_7_to_7():
    config = get_symmetric_a8w4_quantization_config()
    assert (config.weight.quant_min, config.weight.quant_max) == (-7, 7)
    assert config.is_qat
    assert get_symmetric_a8w4_quantization_config(is_qat=False).input_activation.dtype == torch.int8


def test_uint8_io_quantizes_the_input_to_uint8_and_the_inside_to_int8():
    _, _, converted = _convert(get_symmetric_quantization_config(), get_uint8_io_quantization_config())
    dtypes = _quantized_dtypes(converted)
    assert dtypes[0] == torch.uint8 and torch.int8 in dtypes


def test_activation_observer_skips_mask_fills_and_nan():
    observer = get_symmetric_quantization_config().output_activation.observer_or_fake_quant_ctr()
    lowest = torch.finfo(torch.float32).min
    observer(torch.tensor([-1.5, 2.0, lowest, float("-inf"), float("nan"), 0.25]))
    observer(torch.full((4,), float("nan")))  # acosh of zeros: nothing to observe, no error
    assert (observer.min_val.item(), observer.max_val.item()) == (-1.5, 2.0)


class _ThreeHeads(torch.nn.Module):
    """Logits alone, a linear layer under a sigmoid, and one whose result is also used inside."""

    def __init__(self):
        super().__init__()
        self.body, self.logits = torch.nn.Linear(8, 8), torch.nn.Linear(8, 4)
        self.gate, self.shared = torch.nn.Linear(8, 4), torch.nn.Linear(8, 4)

    def forward(self, x):
        h = torch.relu(self.body(x))
        shared = self.shared(h)
        return self.logits(h), torch.sigmoid(self.gate(h)), shared, shared * 2


def _output_dtypes(converted) -> list:
    """The dtype each model output was last quantized to."""
    (outputs,) = [n.args[0] for n in converted.graph.nodes if n.op == "output"]
    return [dequantize.args[5] for dequantize in outputs]


def test_int16_outputs_widen_only_a_weighted_op_feeding_the_outputs_alone():
    torch.manual_seed(0)
    model, x = _ThreeHeads().eval(), torch.randn(2, 8)
    dtypes = {}
    for enabled in (False, True):
        quantizer = TOSAQuantizer(TosaCompileSpec("TOSA-1.0+INT")).set_global(get_symmetric_quantization_config())
        prepared = prepare_pt2e(torch.export.export(model, (x,)).module(check_guards=False),
                                quantizer.set_int16_outputs(enabled))
        prepared(x)
        dtypes[enabled] = _output_dtypes(convert_pt2e(prepared))
    assert dtypes[False] == [torch.int8] * 4
    assert dtypes[True] == [torch.int16, torch.int8, torch.int8, torch.int8]


def test_int16_outputs_leave_set_io_outputs_alone():
    torch.manual_seed(0)
    model, x = torch.nn.Sequential(torch.nn.Linear(8, 4)).eval(), torch.randn(2, 8)
    quantizer = (TOSAQuantizer(TosaCompileSpec("TOSA-1.0+INT")).set_global(get_symmetric_quantization_config())
                 .set_io(get_uint8_io_quantization_config()).set_int16_outputs())
    prepared = prepare_pt2e(torch.export.export(model, (x,)).module(check_guards=False), quantizer)
    prepared(x)
    assert _output_dtypes(convert_pt2e(prepared)) == [torch.uint8]


def test_int16_logits_do_not_clip_just_past_the_calibrated_range():
    """Calibration sees outputs up to 1 (the inputs cancel or stand alone); [1, 1] then gives 2."""
    model = torch.nn.Linear(2, 1).eval()
    with torch.no_grad():
        model.weight.fill_(1.0)
        model.bias.zero_()
    calibration = torch.tensor([[1.0, -1.0], [-1.0, 1.0], [1.0, 0.0], [0.0, 0.0]])
    quantizer = (TOSAQuantizer(TosaCompileSpec("TOSA-1.0+INT")).set_global(get_symmetric_quantization_config())
                 .set_int16_outputs())
    prepared = prepare_pt2e(torch.export.export(model, (calibration,)).module(check_guards=False), quantizer)
    prepared(calibration)
    converted = convert_pt2e(prepared)
    both = torch.tensor([[1.0, 1.0]])
    assert abs(converted(both).item() - 2.0) < 0.02


def test_compile_module_configs_give_one_layer_a16w8_and_leave_the_rest_int8():
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.ReLU(), torch.nn.Linear(8, 4)).eval()
    x = torch.randn(2, 8)
    compiled = armnpu.compile(model, (x,), target="TOSA-1.0+INT+int16", int16_outputs=False,
                              module_configs={"0": get_symmetric_a16w8_quantization_config()})
    dtypes = _quantized_dtypes(compiled.quantized_model)
    assert torch.int16 in dtypes and torch.int8 in dtypes
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
