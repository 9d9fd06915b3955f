"""argmax / argmin along a dim, narrowed to int32 (TOSA ARGMAX; argmin through NEGATE)."""

import pytest
import torch

import armnpu
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import check_fp, check_int


def _as_float(index):
    return index.to(torch.int32).to(torch.float32)


class Positions(torch.nn.Module):
    """argmax along the innermost dim and argmin along an outer one, both feeding arithmetic."""

    def forward(self, x):
        return x + _as_float(torch.argmax(x, dim=-1)).unsqueeze(-1) - _as_float(torch.argmin(x, dim=1)).unsqueeze(1)


def test_argmax_argmin_int():
    torch.manual_seed(0)
    check_int(Positions().eval(), (torch.randn(2, 3, 5),))


def test_argmax_argmin_fp():
    torch.manual_seed(0)
    check_fp(Positions().eval(), (torch.randn(2, 3, 5),))


@pytest.mark.parametrize("dtype", [torch.int8, torch.int16])
def test_integer_input_with_ties_picks_the_first_index(dtype):
    """Few distinct values make ties everywhere; the extremes of the type are included."""

    class Indices(torch.nn.Module):
        def forward(self, x):
            return torch.argmax(x, dim=1).to(torch.int32), torch.argmin(x, dim=2).to(torch.int32)

    info = torch.iinfo(dtype)
    x = torch.tensor([info.min, -1, 0, 3, info.max], dtype=dtype)[torch.randint(0, 5, (2, 6, 7))]
    compiled = armnpu.compile(Indices(), (x,), target="TOSA-1.0+INT")
    assert compiled.num_delegates >= 1 and not compiled.cpu_ops, compiled.summary()
    got = run_edge_program(compiled.edge_program, (x,))
    for ours, theirs in zip(got, Indices()(x)):
        assert torch.equal(ours, theirs)


class Unsupported(torch.nn.Module):
    def forward(self, x):
        return (torch.argmax(x),  # over all elements
                torch.argmax(x, dim=1, keepdim=True).to(torch.int32),
                torch.argmin(x, dim=2))  # the int64 result itself is returned


@pytest.mark.parametrize("reason", ["over all elements is not lowered", "keepdim=True is not lowered",
                                    "int64 result is used as int64"])
def test_unsupported_uses_stay_on_the_cpu_with_a_reason(reason):
    compiled = armnpu.compile(Unsupported(), (torch.randn(2, 4, 5),), target="TOSA-1.0+INT")
    assert any(reason in r.reason for r in compiled.rejections), compiled.summary()


def test_u55_depth_limit():
    class Wide(torch.nn.Module):
        def forward(self, x):
            return x + _as_float(torch.argmax(x, dim=-1)).unsqueeze(-1)

    compiled = armnpu.compile(Wide(), (torch.randn(1, 2, 128),), target="ethos-u55-128")
    assert any("at most 127 elements (got 128)" in r.reason for r in compiled.rejections), compiled.summary()
