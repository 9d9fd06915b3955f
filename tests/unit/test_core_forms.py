"""passes.core_forms: the ops it rewrites become what ExecuTorch's own decomposition makes of them,
and a compile of a convolution then decomposes the program once, not twice."""

import pytest
import torch
from executorch.exir.program._program import _default_decomposition_table
from torch.export import ExportedProgram

import armnpu
from armnpu.passes.core_forms import to_core_forms


class Mixed(torch.nn.Module):
    """Every op core_forms rewrites, with defaults left out and negative dims."""

    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv1d(4, 4, 3, stride=2, bias=False)
        self.conv2 = torch.nn.Conv2d(4, 6, 3, padding=1, dilation=1, groups=2)
        self.conv3 = torch.nn.Conv3d(2, 2, (1, 2, 2))
        self.up1 = torch.nn.ConvTranspose1d(4, 2, 2, stride=2, output_padding=1)
        self.up2 = torch.nn.ConvTranspose2d(6, 4, 3, stride=2, padding=1, output_padding=1)

    def forward(self, x, y, z):
        a = self.conv2(x)
        pooled = torch.nn.functional.adaptive_avg_pool2d(a, 1)
        grid = torch.nn.functional.adaptive_avg_pool2d(a, (2, 4))
        b = self.conv1(y).transpose(-1, 1)
        flat = torch.ops.aten._unsafe_view.default(b.contiguous(), [2, -1])
        halves = y.chunk(2, dim=-2)
        thirds = torch.split(x, 3, dim=1)  # an uneven split: 3 + 1 channels
        peaks = torch.nn.functional.max_pool2d(a, 3, 2, 1)
        ceiled = torch.nn.functional.max_pool2d(x, (2, 3), ceil_mode=True)  # stride defaults to the kernel
        padded = torch.nn.functional.pad(y, (1, 2), value=0.5)
        zero_padded = torch.nn.functional.pad(x, (1, 1, 2, 0))
        heads = x.transpose(1, 2).reshape(2, 8, -1)  # attention's heads merged: not a view of x
        rows = x.permute(0, 2, 3, 1).flatten(1)
        viewable = (x.reshape(2, -1), x[:, :, ::2].flatten(1))  # functionalization makes these views
        positive, large = x > 0, x > 1
        logic = (positive | large, positive & large, positive ^ large, positive | True, large & False, large ^ True)
        totals = (x.sum(), torch.sum(y, dtype=torch.float32))
        return (pooled, grid, flat, self.up1(self.conv1(y)), self.up2(a), self.conv3(z), *halves, *thirds,
                peaks, ceiled, padded, zero_padded, heads, rows, *viewable, *logic, *totals)


INPUTS = (torch.randn(2, 4, 8, 8), torch.randn(2, 4, 11), torch.randn(1, 2, 3, 5, 5))


def _program() -> ExportedProgram:
    return torch.export.export(Mixed().eval(), INPUTS)


def _calls(program: ExportedProgram) -> list[tuple]:
    return [(str(n.target), tuple(str(a) for a in n.args[1:]), str(n.kwargs))
            for n in program.graph.nodes if n.op == "call_function"]


def test_nothing_of_executorchs_table_is_left():
    table = {str(op) for op in _default_decomposition_table()}
    functional = _program().run_decompositions({})  # ExecuTorch functionalizes first
    assert "aten._unsafe_view.default" in {call[0] for call in _calls(functional)}
    assert not {call[0] for call in _calls(to_core_forms(_program()).run_decompositions({}))} & table
    before = {call[0] for call in _calls(_program())} & table
    assert before == {
        "aten.conv1d.default", "aten.conv2d.default", "aten.conv3d.default", "aten.conv_transpose1d.default",
        "aten.conv_transpose2d.input", "aten.adaptive_avg_pool2d.default", "aten.transpose.int",
        "aten._unsafe_view.default", "aten.split.Tensor", "aten.max_pool2d.default", "aten.pad.default",
        "aten.sum.default", *(f"aten.__{name}__.{overload}" for name in ("and", "or", "xor") for overload in ("Tensor", "Scalar")),
    }
    assert not {call[0] for call in _calls(to_core_forms(_program()))} & table


def test_the_rewrite_is_what_executorchs_decomposition_makes():
    table = _default_decomposition_table()
    theirs = _program().run_decompositions({}).run_decompositions(table)
    ours = to_core_forms(_program()).run_decompositions({}).run_decompositions(table)
    assert _calls(ours) == _calls(theirs)
    for got, want in zip(ours.module()(*INPUTS), Mixed().eval()(*INPUTS)):
        assert got.shape == want.shape


def test_the_rewritten_program_computes_what_it_did():
    torch.manual_seed(0)
    model = Mixed().eval()
    program = torch.export.export(model, INPUTS)
    want = program.module()(*INPUTS)
    got = to_core_forms(program).module()(*INPUTS)
    for g, w in zip(got, want):
        assert torch.equal(g, w)


@pytest.mark.parametrize("mode", ["reflect", "replicate", "circular"])
def test_pads_that_are_not_constant_are_left_to_executorch(mode):
    class Pad(torch.nn.Module):
        def forward(self, x):
            return torch.nn.functional.pad(x, (1, 1, 1, 1), mode=mode)

    program = torch.export.export(Pad(), (torch.randn(1, 2, 5, 5),))
    assert [call[0] for call in _calls(to_core_forms(program))] == ["aten.pad.default"]


def test_an_unbatched_convolution_is_left_to_executorch():
    program = torch.export.export(torch.nn.Conv1d(2, 2, 3).eval(), (torch.randn(2, 7),))
    assert [call[0] for call in _calls(to_core_forms(program))] == ["aten.conv1d.default"]


class GatedLinear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(8, 16)

    def forward(self, x):
        value, gate = self.linear(x).chunk(2, dim=-1)
        return value * torch.sigmoid(gate)


class PaddedPool(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 4, 3)

    def forward(self, x):
        return torch.nn.functional.max_pool2d(self.conv(torch.nn.functional.pad(x, (1, 1, 1, 1))), 2)


@pytest.mark.parametrize("model, example", [
    (torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU(), torch.nn.Conv2d(4, 4, 1)), torch.randn(1, 3, 8, 8)),
    (GatedLinear(), torch.randn(2, 8)),
    (PaddedPool(), torch.randn(1, 3, 8, 8)),
], ids=["convolution", "chunk", "pad-and-max-pool"])
def test_a_compile_decomposes_the_program_once(monkeypatch, model, example):
    calls = []
    original = ExportedProgram.run_decompositions

    def counted(self, *args, **kwargs):
        calls.append(args)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(ExportedProgram, "run_decompositions", counted)
    compiled = armnpu.compile(model.eval(), (example,), target="TOSA-1.0+INT")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops
    assert len(calls) == 1  # ExecuTorch's functionalization; its table had nothing left to decompose


@pytest.mark.parametrize("output_size", [(None, 2), 3])
def test_adaptive_pools_of_other_sizes(output_size):
    table = _default_decomposition_table()

    class Pool(torch.nn.Module):
        def forward(self, x):
            return torch.nn.functional.adaptive_avg_pool2d(x, output_size)

    x = (torch.randn(1, 2, 6, 6),)
    theirs = torch.export.export(Pool(), x).run_decompositions({}).run_decompositions(table)
    ours = to_core_forms(torch.export.export(Pool(), x)).run_decompositions({}).run_decompositions(table)
    assert _calls(ours) == _calls(theirs)
