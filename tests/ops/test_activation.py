"""Clamping activations (armnpu.ops.activation) that their producer does not absorb."""

import torch
import torch.nn.functional as F

import armnpu
from tests.ops.harness import check_int

BOTH = ("ethos-u55-128", "ethos-u85-256")


class NormThenReluThenConv(torch.nn.Module):
    """Gemma3n's subsampling block after its first convolution: a channels-last scaling, permuted
    back, a relu, and the padding (as a dtype-keeping cast) before the next convolution."""

    def __init__(self):
        super().__init__()
        self.scale = torch.nn.Parameter(torch.linspace(0.5, 1.5, 8))
        self.conv = torch.nn.Conv2d(8, 8, 3, stride=2, bias=False)

    def forward(self, x):
        x = torch.relu((x * self.scale).permute(0, 3, 1, 2).contiguous())
        return self.conv(F.pad(x, (1, 1, 0, 2)).to(torch.float32))


def _zero_point_after_relu(compiled) -> int:
    graph = compiled.quantized_model.graph
    relu = next(n for n in graph.nodes if n.target is torch.ops.aten.relu.default)
    (quantize,) = relu.users
    return int(quantize.args[2])


def test_a_relu_after_a_permute_observes_its_own_output():
    """A relu its producer cannot absorb gets qparams of its own: none of its input's negative
    values come out. Sharing its input's range (zero point -3 here) spent half the codes on them,
    and the cast sharing its qparams carried that step on to the convolution's input."""
    torch.manual_seed(0)
    inputs = (torch.randn(1, 8, 6, 8),)
    compiled = armnpu.compile(NormThenReluThenConv().eval(), inputs, target="TOSA-1.0+INT",
                              calibration=[(torch.randn(1, 8, 6, 8),) for _ in range(4)])
    assert _zero_point_after_relu(compiled) == -128
    worst = check_int(NormThenReluThenConv().eval(), inputs, ethosu_targets=BOTH)
    print(f"relu after a permute: max diff {worst} quanta")
