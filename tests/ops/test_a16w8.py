"""int16 activations with int8 weights (a16w8): each op lowers with int16 tensors (int48
accumulators for convolutions and matrix products), the TOSA reference model equals the quantized
model within a quantum, and the Ethos-U simulator equals the reference bit for bit."""

from dataclasses import dataclass
from typing import Callable

import pytest
import torch
import torch.nn.functional as F

from armnpu import get_symmetric_a16w8_quantization_config
from armnpu.ops.table import MAX_INT16_TABLE_QUANTA
from tests.ops.harness import ETHOSU_TARGETS, U85_TARGETS, calibration_batches, check_int, compile_program
from tests.ops.test_layout import tosa_ops

A16W8 = get_symmetric_a16w8_quantization_config()
TOSA_INT16 = "TOSA-1.0+INT+int16"
# Ops Vela also runs with int16 activations on the Ethos-U55 are checked there too.
U55_AND_U85 = tuple(dict.fromkeys((*ETHOSU_TARGETS, *U85_TARGETS)))


class Product(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *inputs):
        return self.fn(*inputs)


class Residual(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(16, 16)

    def forward(self, x):
        return x + self.linear(x) * x


def _seeded(make):
    torch.manual_seed(0)
    return make().eval()


# An int16 TABLE interpolates 513 entries: lowered when it is at most this far from the quantized
# model for every input code (computed exactly at compile time).
TABLE = MAX_INT16_TABLE_QUANTA


@dataclass(frozen=True)
class Case:
    make: Callable[[], torch.nn.Module]
    shapes: tuple[tuple[int, ...], ...]
    targets: tuple[str, ...]  # the Ethos-U configs that run it
    # A linear layer's int48 accumulator is rescaled with a 16-bit multiplier (the only one TOSA
    # has for int48), so its int16 output is a quantum off the float model's now and then: an op
    # that multiplies it by a tensor passes that on, times the tensor's magnitude in quanta.
    max_quanta: float = 1.0


CASES = {
    "linear": Case(lambda: torch.nn.Linear(8, 5), ((2, 8),), U55_AND_U85),
    "linear_3d_relu": Case(lambda: torch.nn.Sequential(torch.nn.Linear(16, 12), torch.nn.ReLU()), ((2, 3, 16),), U55_AND_U85),
    "conv2d_relu": Case(lambda: torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU()), ((1, 3, 8, 8),), U55_AND_U85),
    "conv2d_strided_padded": Case(lambda: torch.nn.Conv2d(4, 6, 3, stride=2, padding=1), ((1, 4, 9, 7),), U55_AND_U85),
    "depthwise": Case(lambda: torch.nn.Conv2d(4, 4, 3, padding=1, groups=4), ((1, 4, 6, 6),), U55_AND_U85),
    "grouped": Case(lambda: torch.nn.Conv2d(4, 6, 3, groups=2), ((1, 4, 6, 6),), U55_AND_U85),
    "conv1d": Case(lambda: torch.nn.Conv1d(2, 4, 3), ((1, 2, 9),), U55_AND_U85),
    "transposed": Case(lambda: torch.nn.ConvTranspose2d(3, 4, 3, stride=2, padding=1, output_padding=1), ((1, 3, 4, 5),), U85_TARGETS),
    "add": Case(lambda: Product(lambda x, y: x + y), ((1, 3, 4, 5), (1, 3, 4, 5)), U55_AND_U85),
    "sub_broadcast_relu": Case(lambda: Product(lambda x, y: torch.relu(x - y)), ((2, 3, 4), (3, 1)), U55_AND_U85),
    "rsub_number": Case(lambda: Product(lambda x: 2.0 - x), ((4, 6),), U55_AND_U85),
    "mul": Case(lambda: Product(lambda x, y: x * y), ((1, 3, 4, 5), (1, 1, 4, 5)), U55_AND_U85),
    "mul_number": Case(lambda: Product(lambda x: x * 0.25), ((2, 8),), U55_AND_U85),
    "residual": Case(lambda: Residual(), ((2, 5, 16),), U55_AND_U85, max_quanta=3.0),
    "permute_reshape": Case(lambda: Product(lambda x: (x.permute(0, 2, 1) * 2.0).reshape(2, -1)), ((2, 3, 4),), U55_AND_U85),
    "slice_cat": Case(lambda: Product(lambda x, y: torch.cat([x[:, 1:], y * 1.5], dim=1)), ((2, 4, 3), (2, 2, 3)), U55_AND_U85),
    "pad_flip_tile": Case(lambda: Product(lambda x: F.pad(x * 2.0, (1, 2)).flip(-1).tile(1, 2, 1)), ((2, 3, 4),), U55_AND_U85),
    "tril_amax": Case(lambda: Product(lambda x: torch.tril(x * 2.0).amax(dim=-1)), ((2, 4, 4),), U55_AND_U85),
    "upsample_nearest": Case(lambda: Product(lambda x: F.interpolate(x * 2.0, scale_factor=2)), ((1, 3, 4, 5),), U55_AND_U85),
    "upsample_bilinear": Case(lambda: Product(lambda x: F.interpolate(x * 2.0, scale_factor=2, mode="bilinear")),
                              ((1, 3, 4, 5),), U55_AND_U85),
    "upsample_bilinear_3x": Case(lambda: Product(lambda x: F.interpolate(x * 2.0, scale_factor=3, mode="bilinear")),
                                 ((1, 3, 4, 5),), U85_TARGETS),
    "max_pool": Case(lambda: torch.nn.Sequential(torch.nn.Conv2d(3, 4, 1), torch.nn.MaxPool2d(2)), ((1, 3, 6, 6),), U55_AND_U85),
    "mean": Case(lambda: Product(lambda x: x.mean(dim=-1, keepdim=True)), ((2, 3, 8),), U55_AND_U85),
    "mean_over_rows": Case(lambda: Product(lambda x: x.mean(dim=1)), ((2, 6, 4),), U55_AND_U85),
    "adaptive_avg_pool": Case(lambda: torch.nn.Sequential(torch.nn.Conv2d(3, 4, 1), torch.nn.AdaptiveAvgPool2d(1)), ((1, 3, 5, 5),), U55_AND_U85),
    "sum": Case(lambda: Product(lambda x: x.sum(dim=1)), ((2, 5, 4),), U55_AND_U85),
    "avg_pool": Case(lambda: torch.nn.Sequential(torch.nn.Conv2d(3, 4, 1), torch.nn.AvgPool2d(2)), ((1, 3, 6, 6),), U55_AND_U85),
    "sigmoid": Case(lambda: Product(torch.sigmoid), ((2, 3, 8),), U55_AND_U85, TABLE),
    "tanh": Case(lambda: Product(torch.tanh), ((2, 3, 8),), U55_AND_U85, TABLE),
    "silu": Case(lambda: Product(F.silu), ((2, 3, 8),), U55_AND_U85, TABLE),
    "gelu": Case(lambda: Product(F.gelu), ((2, 3, 8),), U55_AND_U85, TABLE),
    # The int16 scale's floor (2**-12) puts exp's saturation (at 8) inside a table segment: its
    # entries go in units of two codes and follow exp past it.
    "exp_of_max_shifted": Case(lambda: Product(lambda x: torch.exp(x - x.amax(dim=-1, keepdim=True))),
                               ((2, 3, 8),), U55_AND_U85, TABLE),
    "bmm": Case(lambda: Product(torch.bmm), ((2, 3, 4), (2, 4, 5)), U85_TARGETS),
    "attention_scores": Case(lambda: Product(lambda q, k: q @ k.transpose(-2, -1)), ((1, 2, 3, 8), (1, 2, 5, 8)), U85_TARGETS),
}


@pytest.mark.parametrize("name", CASES)
def test_a16w8_op(name):
    case = CASES[name]
    worst = check_int(_seeded(case.make), tuple(torch.randn(s) for s in case.shapes), case.max_quanta,
                      config=A16W8, tosa_target=TOSA_INT16, ethosu_targets=case.targets)
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name, what", [("transposed", "a transposed convolution"), ("bmm", "a matrix product")])
def test_a16w8_op_the_ethos_u55_lacks_stays_on_the_cpu_with_a_reason(name, what):
    case = CASES[name]
    inputs = tuple(torch.randn(s) for s in case.shapes)
    compiled = compile_program(_seeded(case.make), inputs, "ethos-u55-128", calibration=calibration_batches(inputs), config=A16W8)
    assert compiled.num_delegates == 0
    (reason,) = {r.reason for r in compiled.rejections}
    assert reason == f"{what} of int16 activations cannot run on ethos-u55-128: Vela has no U55/U65 kernel for it"


def test_a16w8_values_are_clamped_to_their_range_once():
    """A RESCALE to int16 saturates at -32768, the a16w8 range stops at -32767: one CLAMP per
    requantization, none again where a quantize node finds the value already in its range
    (after a linear layer's RESHAPE, and after each data-movement op)."""
    module = _seeded(lambda: torch.nn.Sequential(torch.nn.Linear(16, 12), torch.nn.Flatten(0)))
    inputs = (torch.randn(2, 3, 16),)
    compiled = compile_program(module, inputs, TOSA_INT16, calibration=calibration_batches(inputs), config=A16W8)
    assert tosa_ops(compiled)["CLAMP"] == 1, tosa_ops(compiled)
