import pytest
import torch
import torch.nn.functional as F

import armnpu
from armnpu.compile_spec import TosaSpecification
from armnpu.tosa.qdq import QUANTIZE_OPS
from armnpu.tosa.registry import aten_target, rule_for_lowering
from armnpu.tosa.support import SupportContext
from tests.ops.harness import (
    Fn,
    calibration_batches,
    check_fp,
    check_int,
    max_error_in_quanta,
)

FUNCTIONS = {
    "sigmoid": torch.sigmoid,
    "tanh": torch.tanh,
    "hardsigmoid": F.hardsigmoid,
    "hardswish": F.hardswish,
    "silu": F.silu,
    "gelu": F.gelu,
    "gelu_tanh": lambda x: F.gelu(x, approximate="tanh"),
    "elu": lambda x: F.elu(x, alpha=0.7),
    "leaky_relu": lambda x: F.leaky_relu(x, 0.1),
    "exp": torch.exp,
    # log needs positive inputs: the harness calibrates and tests on any real numbers.
    "log_sigmoid": lambda x: torch.log(torch.sigmoid(x)),
}


def _every_input_code(compiled, like: torch.Tensor) -> torch.Tensor:
    """An input whose quantized codes are -128..127, every one of them (with repeats)."""
    quantize = next(n for n in compiled.edge_program.graph.nodes if n.op == "call_function" and aten_target(n) in QUANTIZE_OPS)
    scale, zero_point = quantize.args[1:3]
    codes = torch.arange(like.numel()) % 256 - 128
    return ((codes - zero_point) * scale).float().reshape(like.shape)


@pytest.mark.parametrize("name", FUNCTIONS)
def test_table_int_exact(name):
    """INT: the TABLE reproduces the quantized model exactly (0 quanta) on all 256 input codes,
    and compiles through Vela for U55 and U85."""
    torch.manual_seed(0)
    x = torch.randn(1, 4, 8, 8) * 3
    worst = check_int(Fn(FUNCTIONS[name]).eval(), (x,), max_quanta=0)
    compiled = armnpu.compile(Fn(FUNCTIONS[name]).eval(), (x,), target="TOSA-1.0+INT", calibration=calibration_batches((x,)))
    assert max_error_in_quanta(compiled, (_every_input_code(compiled, x),)) == 0
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", FUNCTIONS)
def test_table_fp(name):
    torch.manual_seed(0)
    check_fp(Fn(FUNCTIONS[name]).eval(), (torch.randn(1, 4, 8, 8) * 3,))


def test_inplace_activation_after_conv():
    """MobileNetV3's conv → Hardswish(inplace=True): the in-place op is quantized and lowered."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.Hardswish(inplace=True)).eval()
    x = torch.randn(1, 3, 10, 10)
    assert check_int(model, (x,), max_quanta=0) == 0
    check_fp(model, (x,))


def _int16_table_support(op, out_scale: float):
    """The support answer for dq(int16) -> op -> q(int16) on TOSA-1.0+INT+int16."""
    graph = torch.fx.Graph()
    x = graph.placeholder("x")
    x.meta["val"] = torch.zeros(2, dtype=torch.int16)
    dq = graph.call_function(torch.ops.quantized_decomposed.dequantize_per_tensor.default, (x, 2**-12, 0, -32767, 32767, torch.int16))
    node = graph.call_function(op, (dq,))
    node.meta["val"] = torch.empty(2)
    q = graph.call_function(torch.ops.quantized_decomposed.quantize_per_tensor.default, (node, out_scale, 0, -32767, 32767, torch.int16))
    q.meta["val"] = torch.zeros(2, dtype=torch.int16)
    graph.output(q)
    return rule_for_lowering(node).support(node, SupportContext(TosaSpecification.create_from_string("TOSA-1.0+INT+int16")))


def test_int16_table_close_to_the_model_is_lowered():
    assert _int16_table_support(torch.ops.aten.sigmoid.default, 1 / 32767) is None


def test_int16_table_far_from_the_model_stays_on_the_cpu_with_the_figure():
    # rsqrt jumps at 0 (NaN below, saturated above): no interpolation follows it.
    reason = _int16_table_support(torch.ops.aten.rsqrt.default, 2**-8)
    assert reason.startswith("its int16 table (513 entries, interpolated) would be ")
    assert reason.endswith("quanta off the quantized model for some input; armnpu lowers int16 tables within 16 quanta")


def test_int16_table_of_a_jump_stays_on_the_cpu_with_a_reason():
    # 1/x leaps from the lowest code to the highest at 0: more than one int16 step between entries.
    reason = _int16_table_support(torch.ops.aten.reciprocal.default, 2**-12)
    assert reason == ("its int16 table (513 entries, interpolated) would step by more than int16 holds between "
                      "neighbouring entries (TOSA's bound): the function jumps")
