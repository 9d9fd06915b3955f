import torch
import torch.nn.functional as F

import armnpu
from tests.ops.harness import check_fp, check_int


class Pads(torch.nn.Module):
    """Constant pads on an NHWC convolution output: asymmetric, cropping, over channels, into a conv."""

    def __init__(self):
        super().__init__()
        self.a = torch.nn.Conv2d(4, 4, 1)
        self.b = torch.nn.Conv2d(4, 4, 3)

    def forward(self, x):
        y = self.a(x)
        return (
            F.pad(y, (1, 2, 0, 3), value=0.5),
            F.pad(y, (-1, 2, 1, -2)),
            F.pad(y, (0, 0, 0, 0, 2, 1), value=-1.0),
            self.b(torch.nn.ZeroPad2d((2, 0, 1, 1))(y)),
            F.pad(y[:, 0], (1, 1), value=100.0),
        )


class NonConstantPads(torch.nn.Module):
    """Reflect, replicate and circular padding (decomposed into slices, flips, repeats and cats)
    of an NHWC conv output in 1, 2 and 3 dims, and into a conv."""

    def __init__(self):
        super().__init__()
        self.a = torch.nn.Conv2d(4, 4, 1)
        self.b = torch.nn.Conv2d(4, 4, 3)

    def forward(self, x):
        y = self.a(x)
        return (
            F.pad(y, (1, 2, 2, 1), mode="reflect"),
            torch.nn.ReflectionPad1d((3, 0))(y[0]),
            torch.nn.ReflectionPad3d((1, 0, 0, 2, 1, 1))(y),
            F.pad(y, (2, 1, 0, 3), mode="replicate"),
            F.pad(y, (1, 2, 2, 0), mode="circular"),
            self.b(F.pad(y, (1, 1, 1, 1), mode="reflect")),
        )


def test_non_constant_pad_int():
    torch.manual_seed(0)
    worst = check_int(NonConstantPads().eval(), (torch.randn(1, 4, 5, 6),), max_quanta=1)
    print(f"reflect/replicate/circular pad: max diff {worst} quanta")


def test_reflection_pad_into_mul_int():
    """Not on the Ethos-U55: Vela 5.2 writes every input of a CONCAT that feeds a rescaled
    elementwise op at the first one's address, so the simulator check fails."""

    class PadMul(torch.nn.Module):
        def forward(self, x):
            return F.pad(x, (1, 2), mode="reflect") * 1.5

    torch.manual_seed(0)
    worst = check_int(PadMul().eval(), (torch.randn(1, 3, 6),), max_quanta=1, ethosu_targets=("ethos-u85-256",))
    print(f"reflection pad into mul: max diff {worst} quanta")


def test_non_constant_pad_fp():
    torch.manual_seed(0)
    check_fp(NonConstantPads().eval(), (torch.randn(1, 4, 5, 6),))


def test_pad_int():
    torch.manual_seed(0)
    worst = check_int(Pads().eval(), (torch.randn(1, 4, 5, 6),), max_quanta=0)
    print(f"pad: max diff {worst} quanta")


def test_pad_fp():
    torch.manual_seed(0)
    check_fp(Pads().eval(), (torch.randn(1, 4, 5, 6),))


def test_pad_cropping_everything_stays_on_cpu():
    class CropAll(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = torch.nn.Conv2d(4, 4, 1)

        def forward(self, x):
            return torch.relu(F.pad(self.conv(x), (-3, -3)))

    compiled = armnpu.compile(CropAll().eval(), (torch.randn(1, 4, 5, 6),), target="TOSA-1.0+INT")
    reasons = {r.target: r.reason for r in compiled.rejections}
    print(reasons)
    assert "crops a dimension away" in reasons.get("aten.constant_pad_nd.default", ""), compiled.summary()
