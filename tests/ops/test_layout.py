"""Layout propagation: values stay in the layout their producer wrote (channels-last after a
convolution) through reshapes, permutes, element-wise ops, concatenation and reductions, so a
TRANSPOSE appears only where no placement avoids it. Each graph also answers to the quantized
model in the TOSA reference model."""

from collections import Counter

import pytest
import torch
from torch import nn

import armnpu
from armnpu.backends.tosa_graph import read_operators
from tests.ops import harness
from tests.ops.harness import calibration_batches, check_int, max_error_in_quanta


def tosa_ops(compiled) -> Counter:
    """TOSA operators over every delegate of a TOSA-target program."""
    module = compiled.edge_program.graph_module
    blobs = [getattr(module, n.target).processed_bytes for n in compiled.edge_program.graph.nodes
             if n.op == "get_attr" and n.target.startswith("lowered_module")]
    return Counter(op.op for blob in blobs for op in read_operators(blob))


def compile_tosa(module: nn.Module, inputs: tuple, **kwargs):
    """Compile for TOSA-1.0+INT and check the graph against the quantized model (exact to a quantum)."""
    compiled = armnpu.compile(module, inputs, target="TOSA-1.0+INT", calibration=calibration_batches(inputs), **kwargs)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    worst = max(max_error_in_quanta(compiled, batch) for batch in harness.test_inputs(inputs))
    assert worst <= 1.0, f"TOSA reference differs from the quantized model by {worst} quanta"
    return compiled


class Conv1dStack(nn.Module):
    """The audio model of issue 10: Conv1d layers back to back."""

    def __init__(self, layers: int = 11, channels: int = 8) -> None:
        super().__init__()
        body = []
        for i in range(layers):
            body += [nn.Conv1d(4 if i == 0 else channels, channels, 3, padding=1), nn.ReLU()]
        self.body = nn.Sequential(*body)

    def forward(self, x):
        return self.body(x)


def test_conv1d_stack_transposes_only_at_its_ends():
    torch.manual_seed(0)
    ops = tosa_ops(compile_tosa(Conv1dStack().eval(), (torch.randn(1, 4, 16),)))
    # One TRANSPOSE into channels-last and one out of it, however many convolutions run between.
    assert ops["CONV2D"] == 11 and ops["TRANSPOSE"] == 2, ops


def test_conv1d_stack_on_the_npu():
    """A short stack through Vela and the NPU simulator, bit for bit."""
    torch.manual_seed(0)
    check_int(Conv1dStack(layers=3).eval(), (torch.randn(1, 4, 12),))


class PatchEmbedding(nn.Module):
    """ViT patches: conv, flatten(2), transpose(1, 2), linear (the flatten merges H and W of NHWC)."""

    def __init__(self) -> None:
        super().__init__()
        self.conv, self.linear = nn.Conv2d(3, 16, 4, 4), nn.Linear(16, 8)

    def forward(self, x):
        return self.linear(self.conv(x).flatten(2).transpose(1, 2))


class TimeMajorConv1d(nn.Module):
    """(N, L, C) features: transpose into Conv1d and back out to a linear layer (no TRANSPOSE at all)."""

    def __init__(self) -> None:
        super().__init__()
        self.conv, self.linear = nn.Conv1d(8, 8, 3, padding=1), nn.Linear(8, 4)

    def forward(self, x):
        return self.linear(torch.relu(self.conv(x.transpose(1, 2))).transpose(1, 2))


class ConcatPool(nn.Module):
    """Concatenation on channels, element-wise ops and a spatial mean, all channels-last."""

    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = nn.Conv2d(3, 8, 3, padding=1), nn.Conv2d(3, 8, 1)

    def forward(self, x):
        y = torch.cat([self.a(x), self.b(x)], 1)
        return (y + torch.sigmoid(y)).mean((2, 3))


class Conv1dResidualReductions(nn.Module):
    """A residual add between Conv1d layers, then a mean over time and a max over channels."""

    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = nn.Conv1d(4, 8, 3, padding=1), nn.Conv1d(8, 8, 3, padding=1)

    def forward(self, x):
        y = torch.relu(self.a(x))
        z = self.b(y) + y
        return z.mean(-1), z.amax(1)


class AttentionOutput(nn.Module):
    """Heads back to tokens: (B*H, T, D) → view (B, H, T, D) → transpose(1, 2) → reshape → linear.
    One TRANSPOSE (to token order) is needed; a second one into the linear is not."""

    def __init__(self) -> None:
        super().__init__()
        self.linear = nn.Linear(16, 16)

    def forward(self, x):
        return self.linear(x.view(1, 2, 5, 8).transpose(1, 2).reshape(1, 5, 16))


@pytest.mark.parametrize(
    "make, shape, transposes",
    [
        (PatchEmbedding, (1, 3, 16, 16), 1),  # the input's, into channels-last
        (TimeMajorConv1d, (1, 12, 8), 0),
        (ConcatPool, (1, 3, 8, 8), 1),
        (Conv1dResidualReductions, (1, 4, 10), 1),
        (AttentionOutput, (2, 5, 8), 1),
    ],
    ids=lambda v: getattr(v, "__name__", None) if callable(v) else None,
)
def test_layout_carries_through(make, shape, transposes):
    torch.manual_seed(0)
    ops = tosa_ops(compile_tosa(make().eval(), (torch.randn(shape),)))
    assert ops["TRANSPOSE"] == transposes, ops


class SpaceToDepth(nn.Module):
    """A hand-written space-to-depth: view as (N, C, H/2, 2, W/2, 2), move the 2x2 offsets ahead of
    the channels, view back as 4-D. Its rank-6 TRANSPOSE runs on four merged dims: Vela 5.2 fails on
    it in six ("Non-passthrough operation (Transpose) could not run on NPU") at 224x224."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(12, 8, 1)

    def forward(self, x):
        n, c, h, w = x.shape
        blocks = x.reshape(n, c, h // 2, 2, w // 2, 2).permute(0, 3, 5, 1, 2, 4)
        return self.conv(blocks.reshape(n, c * 4, h // 2, w // 2))


def test_rank6_transpose_runs_on_four_dims():
    torch.manual_seed(0)
    check_int(SpaceToDepth().eval(), (torch.randn(1, 3, 224, 224),), int16_outputs=False)
