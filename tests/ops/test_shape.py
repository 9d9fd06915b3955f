import random

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import armnpu
from armnpu.backends.tosa_graph import read_operators
from armnpu.report_data.collect import from_compiled
from armnpu.tosa.layout import reshape_layout
from tests.ops.harness import calibration_batches, check_fp, check_int


class AroundConv(torch.nn.Module):
    """Data movement needs a compute op in its partition: `fn` runs on a 1x1 conv's output."""

    def __init__(self, fn, channels=4):
        super().__init__()
        self.conv = torch.nn.Conv2d(channels, channels, 1)
        self.fn = fn

    def forward(self, x):
        return self.fn(self, self.conv(x))


def _moves(m, y):
    space_to_depth = torch.cat([y[..., ::2, ::2], y[..., 1::2, ::2], y[..., ::2, 1::2], y[..., 1::2, 1::2]], 1)
    first, second = torch.split(y, [1, 3], 1)
    return (
        torch.flatten(y, 1),
        y.view(1, 4, -1),
        y[:, :1].squeeze(1).unsqueeze(-1),
        y[:, 2],
        y.permute(0, 2, 3, 1),
        y.transpose(1, 2),
        F.dropout(y, 0.5, training=False).clone(),
        y[:, 1:3, 2:, -3:],
        y[:, :, 1::4, :5:2],
        y[:, :, -6::3, 1::5],
        y[:, :, :100, -100:],
        space_to_depth,
        first,
        second,
        torch.chunk(y, 3, 2)[2],
        y.narrow(3, 1, 2),
        y.unbind(1)[2],
        y.tensor_split(2, 1)[1],
        y.movedim(1, 3),
        y.transpose(2, 3).contiguous(),
    )


class Consumers(torch.nn.Module):
    """Data movement between convolutions: channel shuffle, flatten into a 1x1 conv, an H/W swap."""

    def __init__(self):
        super().__init__()
        self.a = torch.nn.Conv2d(8, 8, 1)
        self.b = torch.nn.Conv2d(8, 8, 1)
        self.c = torch.nn.Conv2d(8 * 4 * 6, 4, 1)
        self.d = torch.nn.Conv2d(8, 4, 3)

    def forward(self, x):
        y = self.a(x)
        n, c, h, w = y.shape
        shuffled = self.b(y.view(n, 2, c // 2, h, w).transpose(1, 2).reshape(n, c, h, w))
        flat = self.c(torch.flatten(y, 1)[:, :, None, None])
        swapped = self.d(y.permute(0, 1, 3, 2))
        return shuffled, flat, swapped


def _rearranges(m, y):
    """Decomposed data movement (roll, pixel (un)shuffle, unfold) and the *_copy spellings."""
    return (
        torch.roll(y, (1, -2), (2, 3)),
        torch.roll(y, 5),
        F.pixel_shuffle(y, 2),
        F.pixel_unshuffle(y, 2),
        F.pixel_shuffle(y[0], 2),
        y.unfold(3, 2, 2),
        torch.ops.aten.unfold_copy(y, 1, 3, 1),
        torch.t_copy(y[0, 0]),
        torch.transpose_copy(y, 1, 3),
        torch.as_strided_copy(y, (4, 48), (48, 1)),
        torch.detach_copy(y) + torch.alias_copy(y),
        torch.stack([y, y], 2),
        torch.unbind(y, 2)[1],
        y.repeat_interleave(2, 1),
        torch.repeat_interleave(y[0, 0], 3),
    )


CASES = {
    "moves": (lambda: AroundConv(_moves), (1, 4, 8, 6)),
    "consumers": (Consumers, (1, 8, 4, 6)),
    "rearranges": (lambda: AroundConv(_rearranges), (1, 4, 8, 6)),
}


@pytest.mark.parametrize("name", CASES)
def test_shape_int(name):
    torch.manual_seed(0)
    make, shape = CASES[name]
    worst = check_int(make().eval(), (torch.randn(shape),), max_quanta=0, int16_outputs=False)
    print(f"shape {name}: max diff {worst} quanta")


def test_shape_fp():
    torch.manual_seed(0)
    for make, shape in CASES.values():
        check_fp(make().eval(), (torch.randn(shape),))


def test_reshape_layout_keeps_element_order():
    rng = random.Random(0)
    for _ in range(2000):
        shape = tuple(rng.choice([1, 2, 3, 4]) for _ in range(rng.randint(1, 5)))
        layout = list(range(len(shape)))
        rng.shuffle(layout)
        factors, rest = [], int(np.prod(shape))
        while rest > 1:
            factor = rng.choice([d for d in range(2, rest + 1) if rest % d == 0])
            factors.append(factor)
            rest //= factor
        out = tuple(factors) or (1,)
        found = reshape_layout(shape, layout, out)
        data = np.arange(int(np.prod(shape))).reshape(shape)
        if found is not None:
            assert (np.transpose(data, layout).ravel() == np.transpose(data.reshape(out), found).ravel()).all()
    # NHWC activations: merging H and W needs no transpose, flattening C, H, W does.
    assert reshape_layout((1, 8, 6, 6), (0, 2, 3, 1), (1, 8, 36)) == (0, 2, 1)
    assert reshape_layout((1, 8, 6, 6), (0, 2, 3, 1), (1, 288)) is None


def test_shape_unsupported_stays_on_cpu():
    def fn(m, y):
        return (
            torch.relu(y[:, 2:2]),
            y.contiguous(memory_format=torch.channels_last) * 1.0,
            torch.as_strided_copy(y, (4, 4), (1, 4)) * 1.0,
        )

    compiled = armnpu.compile(AroundConv(fn).eval(), (torch.randn(1, 4, 6, 5),), target="TOSA-1.0+INT")
    reasons = [r.reason for r in compiled.rejections]
    print(reasons)
    for expected in ("zero-size", "memory format", "as_strided with other than contiguous strides"):
        assert any(expected in r for r in reasons), compiled.summary()


def test_moveaxis_alone_is_quantized_and_delegated():
    # aten.moveaxis.int is its own overload in the exported graph: the quantizer must know it.
    class MoveAxis(torch.nn.Module):
        def forward(self, x):
            return torch.moveaxis(x, 1, -1)

    torch.manual_seed(0)
    assert check_int(MoveAxis().eval(), (torch.rand(1, 4, 5, 6),), max_quanta=0) == 0


class CacheUpdate(torch.nn.Module):
    """A decoder's KV-cache step: one layer's cache out of a stack (select), its oldest positions
    dropped (slice) and the new ones appended (cat)."""

    def __init__(self):
        super().__init__()
        self.project = torch.nn.Linear(16, 16)

    def forward(self, new, cache):
        return torch.cat((cache[1][:, :, 2:], self.project(new)), dim=2)


def test_a_slice_of_a_select_is_one_slice():
    """cache[1][:, :, 2:] is one TOSA SLICE of the stacked cache, which Vela writes straight into
    the concatenation; a SLICE of the select's SLICE was a memory copy of its own on the NPU."""
    torch.manual_seed(0)
    inputs = (torch.randn(1, 4, 2, 16), torch.randn(2, 1, 4, 6, 16))
    assert check_int(CacheUpdate().eval(), inputs, max_quanta=0, int16_outputs=False) == 0
    compiled = armnpu.compile(CacheUpdate().eval(), inputs, target="ethos-u85-256", int16_outputs=False)
    (partition,) = from_compiled(compiled).partitions
    # The projection writes its part of the concatenation; one copy moves the cache's part.
    assert [layer.op for layer in partition.layers] == ["Conv2D", "MemoryCopy"]


class ChunkModulation(torch.nn.Module):
    """SD3's adaptive layer norm: chunks of a linear's output (SLICEs), unsqueezed over the
    tokens (a RESHAPE of unit dims) and rescaled for the shift, scale and gate."""

    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(8, 3 * 16)

    def forward(self, emb, h):
        shift, scale, gate = self.linear(emb).chunk(3, dim=1)
        return (h * (1 + scale[:, None]) + shift[:, None]) * gate[:, None]


def test_a_rescale_of_an_unsqueezed_slice_int():
    """Vela 5.2 runs a RESCALE of a SLICE over the whole unsliced input but sizes its output for
    the slice, also when a RESHAPE of unit dims sits between them: armnpu rescales the whole input,
    then slices (vela-workaround in armnpu.tosa.lowering), so the Ethos-U55 simulator equals the
    reference model."""
    torch.manual_seed(0)
    check_int(ChunkModulation().eval(), (torch.randn(1, 8), torch.randn(1, 4, 16)), max_quanta=1)


class GateSlices(torch.nn.Module):
    """A recurrent cell's gates: chunks of two projections (SLICEs), added and multiplied pairwise
    (x_r + h_r, x_n * h_n), and two chunks of one projection added to each other."""

    def __init__(self):
        super().__init__()
        self.x_proj, self.h_proj = torch.nn.Linear(4, 24), torch.nn.Linear(8, 24)

    def forward(self, x, h):
        x_r, x_n, x_z = self.x_proj(x).chunk(3, dim=1)
        h_r, h_n, _ = self.h_proj(h).chunk(3, dim=1)
        return (x_r + h_r) * (x_n * h_n) + (x_z + x_n)


def test_a_rescale_of_a_slice_folded_into_its_operation_reads_the_slice_in_place():
    """Vela 5.2 folds the RESCALEs of an ADD's or MUL's two operands into it when they are two
    tensors of one shape, neither a constant nor two SLICEs of one tensor; folded, it reads a
    SLICE in place, so the CLAMP copy of the workaround is left out (a GRU's gates: 340 CLAMPs,
    115,836 of 1,978,308 cycles on ethos-u55-128). Two SLICEs of one tensor still get their copies,
    and the simulator equals the reference model."""
    torch.manual_seed(0)
    inputs = (torch.randn(1, 4), torch.randn(1, 8))
    check_int(GateSlices().eval(), inputs, max_quanta=1, int16_outputs=False)
    compiled = armnpu.compile(GateSlices().eval(), inputs, target="ethos-u55-128",
                              calibration=calibration_batches(inputs), int16_outputs=False)
    (partition,) = compiled.partitions
    # only x_z + x_n, two slices of one projection, copies its operands
    assert [op.op for op in read_operators(partition.tosa_flatbuffer)].count("CLAMP") == 2
