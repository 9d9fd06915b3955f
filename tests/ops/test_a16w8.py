"""int16 activations with int8 weights (a16w8): each op lowers with int16 tensors (int48
accumulators for convolutions and matrix products), the TOSA reference model equals the quantized
model within a quantum, and the Ethos-U simulator equals the reference bit for bit."""

import pytest
import torch

from armnpu import get_symmetric_a16w8_quantization_config
from tests.ops.harness import ETHOSU_TARGETS, U85_TARGETS, calibration_batches, check_int, compile_program

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


def _seeded(make):
    torch.manual_seed(0)
    return make().eval()


# name -> (module maker, input shapes, Ethos-U targets)
CASES = {
    "linear": (lambda: torch.nn.Linear(8, 5), ((2, 8),), U55_AND_U85),
    "linear_3d_relu": (lambda: torch.nn.Sequential(torch.nn.Linear(16, 12), torch.nn.ReLU()), ((2, 3, 16),), U55_AND_U85),
    "conv2d_relu": (lambda: torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU()), ((1, 3, 8, 8),), U55_AND_U85),
    "conv2d_strided_padded": (lambda: torch.nn.Conv2d(4, 6, 3, stride=2, padding=1), ((1, 4, 9, 7),), U55_AND_U85),
    "depthwise": (lambda: torch.nn.Conv2d(4, 4, 3, padding=1, groups=4), ((1, 4, 6, 6),), U55_AND_U85),
    "grouped": (lambda: torch.nn.Conv2d(4, 6, 3, groups=2), ((1, 4, 6, 6),), U55_AND_U85),
    "conv1d": (lambda: torch.nn.Conv1d(2, 4, 3), ((1, 2, 9),), U55_AND_U85),
    "transposed": (lambda: torch.nn.ConvTranspose2d(3, 4, 3, stride=2, padding=1, output_padding=1), ((1, 3, 4, 5),), U85_TARGETS),
    "bmm": (lambda: Product(torch.bmm), ((2, 3, 4), (2, 4, 5)), U85_TARGETS),
    "attention_scores": (lambda: Product(lambda q, k: q @ k.transpose(-2, -1)), ((1, 2, 3, 8), (1, 2, 5, 8)), U85_TARGETS),
}


@pytest.mark.parametrize("name", CASES)
def test_a16w8_op(name):
    make, shapes, targets = CASES[name]
    module = _seeded(make)
    worst = check_int(module, tuple(torch.randn(s) for s in shapes), config=A16W8, tosa_target=TOSA_INT16,
                      ethosu_targets=targets)
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name, what", [("transposed", "a transposed convolution"), ("bmm", "a matrix product")])
def test_a16w8_op_the_ethos_u55_lacks_stays_on_the_cpu_with_a_reason(name, what):
    make, shapes, _ = CASES[name]
    inputs = tuple(torch.randn(s) for s in shapes)
    compiled = compile_program(_seeded(make), inputs, "ethos-u55-128", calibration=calibration_batches(inputs), config=A16W8)
    assert compiled.num_delegates == 0
    (reason,) = {r.reason for r in compiled.rejections}
    assert reason == f"{what} of int16 activations cannot run on ethos-u55-128: Vela has no U55/U65 kernel for it"
