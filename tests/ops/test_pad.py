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
    """A reflection pad (a CONCAT of slices) into a rescaled MUL, bit-exact on the Ethos-U55 too."""

    class PadMul(torch.nn.Module):
        def forward(self, x):
            return F.pad(x, (1, 2), mode="reflect") * 1.5

    torch.manual_seed(0)
    worst = check_int(PadMul().eval(), (torch.randn(1, 3, 6),), max_quanta=1, ethosu_targets=("ethos-u55-128", "ethos-u85-256"))
    print(f"reflection pad into mul: max diff {worst} quanta")


class PadsAfterElementwise(torch.nn.Module):
    """Left pads of elementwise results (whose int32 data a RESCALE brings back to int8) into a
    kernel-5 depthwise conv1d: a conformer's causal convolution after its GLU."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv1d(32, 32, 5, groups=32, bias=False)

    def forward(self, x):
        causal = lambda y: self.conv(F.pad(y.permute(0, 2, 1), (4, 0)))  # noqa: E731
        return (
            causal(x[..., 32:] * 1.5),
            causal(F.glu(x, dim=-1)),
            F.pad(x[..., :32] + x[..., 32:], (0, 0, 2, 1)),
        )


def test_pad_after_rescaled_elementwise_int():
    """Vela 5.2.0 (U55/U65) writes a RESCALE of int32 data at the start of the PAD's output, not at
    its offset: without the CLAMP armnpu's lowering puts after such a RESCALE (vela-workaround in
    armnpu.tosa.lowering), 250 of 352 values of the add's pad differ on the simulator."""
    torch.manual_seed(0)
    worst = check_int(PadsAfterElementwise().eval(), (torch.randn(1, 8, 64),), max_quanta=1, delegates=3)
    print(f"pad after rescaled elementwise: max diff {worst} quanta")


class RelativeShift(torch.nn.Module):
    """Transformer-XL's relative shift (wav2vec2-conformer's relative position attention): the
    batched scores (a RESCALE of int32 data) viewed with a leading unit dim, left-padded by one
    column, viewed taller, sliced and viewed back."""

    def forward(self, q, k):
        scores = torch.bmm(q, k.transpose(1, 2))
        heads, t, p = scores.shape
        padded = F.pad(scores.view(1, heads, t, p), (1, 0))
        return padded.view(1, heads, p + 1, t)[:, :, 1:].reshape(1, heads, t, p)


def test_pad_of_a_reshaped_rescale_int():
    """A RESHAPE between the RESCALE and the PAD moves no data in Vela, which still writes the
    RESCALE at the start of the PAD's output: the CLAMP workaround sees through the RESHAPE."""
    torch.manual_seed(0)
    worst = check_int(RelativeShift().eval(), (torch.randn(4, 5, 8), torch.randn(4, 9, 8)), max_quanta=1)
    print(f"relative shift: max diff {worst} quanta")


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
