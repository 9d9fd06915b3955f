"""A representative op set on the VGF target, run on the host's Vulkan device."""

import pytest
import torch

from tests.vgf.harness import check_vgf_fp, check_vgf_int, requires_vgf

pytestmark = requires_vgf


class Conv(torch.nn.Sequential):
    def __init__(self, groups=1):
        super().__init__(torch.nn.Conv2d(8, 8, 3, padding=1, groups=groups), torch.nn.ReLU())


class Binary(torch.nn.Module):
    def forward(self, x, y):
        return x * y + x


class Concat(torch.nn.Module):
    def forward(self, x, y):
        return torch.cat([torch.tanh(x), y], dim=1)


class Resize(torch.nn.Module):
    def forward(self, x):
        return torch.nn.functional.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)


# name → (module, input shapes)
CASES = {
    "conv": (lambda: Conv(), [(1, 8, 10, 9)]),
    "depthwise": (lambda: Conv(groups=8), [(1, 8, 10, 9)]),
    "linear": (lambda: torch.nn.Linear(16, 12), [(2, 16)]),
    "maxpool": (lambda: torch.nn.MaxPool2d(2), [(1, 4, 8, 8)]),
    "avgpool": (lambda: torch.nn.AvgPool2d(3, stride=2, padding=1), [(1, 4, 9, 9)]),
    "elementwise": (lambda: Binary(), [(1, 3, 5, 5), (1, 3, 5, 5)]),
    "sigmoid": (lambda: torch.nn.Sigmoid(), [(2, 3, 7)]),  # a TABLE op in INT
    "softmax": (lambda: torch.nn.Softmax(dim=-1), [(2, 3, 8)]),
    "layer_norm": (lambda: torch.nn.LayerNorm(12), [(2, 5, 12)]),
    "resize": (lambda: Resize(), [(1, 3, 4, 5)]),
    "concat": (lambda: Concat(), [(1, 2, 4, 4), (1, 3, 4, 4)]),
}


def _inputs(shapes):
    generator = torch.Generator().manual_seed(0)
    return tuple(torch.randn(shape, generator=generator) for shape in shapes)


@pytest.mark.parametrize("name", CASES)
def test_op_int_equals_tosa_reference(name, tmp_path):
    make, shapes = CASES[name]
    torch.manual_seed(0)
    worst = check_vgf_int(make().eval(), _inputs(shapes), tmp_path)
    print(f"{name}: VGF == TOSA reference; {worst} quanta from the quantized model")


@pytest.mark.parametrize("name", CASES)
def test_op_fp_within_tolerance(name, tmp_path):
    make, shapes = CASES[name]
    torch.manual_seed(0)
    check_vgf_fp(make().eval(), _inputs(shapes), tmp_path)
