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
