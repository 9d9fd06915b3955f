"""torch.cond and while_loop: TOSA COND_IF / WHILE_LOOP (the cf extension), INT and FP; the
Ethos-U55/U65, without control flow, keeps them on the CPU."""

import pytest
import torch
from executorch.exir import to_edge_transform_and_lower

from armnpu.partitioner import EthosUPartitioner, TOSAPartitioner
from armnpu.pipeline import make_compile_spec, quantize
from tests.ops.harness import U85_TARGETS, check_fp, check_int

_INT, _FP = "TOSA-1.0+INT+cf", "TOSA-1.0+FP+cf"


class ShrinkWhileLarge(torch.nn.Module):
    """Shrinks x until |x| <= 1 (ends for any finite input) and counts the iterations in y. Not by
    halving: the scales would then be powers of two apart and requantizing hit ties, which TOSA
    rounds up and torch to even."""

    def forward(self, x, y):
        def cond(x, y):
            return x.abs().amax() > 1.0

        def body(x, y):
            return x * 0.6, y + 1.0

        return torch.ops.higher_order.while_loop(cond, body, (x, y), ())


class GrowWhileSmall(torch.nn.Module):
    """The condition's full sum (aten.sum.default) is an op ExecuTorch must decompose, and only
    the loop's subgraph holds it: its single-pass decomposition path would miss it."""

    def forward(self, x):
        def cond(x):
            return x.sum() < 40.0

        def body(x):
            return (x * 1.7 + 0.3,)

        return torch.ops.higher_order.while_loop(cond, body, (x,), ())


class ShrinkWhileAboveFull(torch.nn.Module):
    """ExecuTorch's DecreasingOutput op test with a divisor whose reciprocal is not dyadic (see
    ShrinkWhileLarge): the loop's bound and divisor are full() constants made inside the condition
    and the body, where constant folding does not reach; they are quantized as run-time values."""

    def forward(self, x):
        def cond(x):
            return torch.gt(x.sum(), torch.full((1,), 6.0)).squeeze()

        def body(x):
            return (torch.div(x, torch.full((1,), 1.7)),)

        return torch.ops.higher_order.while_loop(cond, body, (x,), ())[0]


class Branches(torch.nn.Module):
    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda v: v.sigmoid() * 2.0, lambda v: v - 1.0, (x,))


class NestedBranches(torch.nn.Module):
    """A cond in a cond's branch: quantizing it needs every branch converted before its parent."""

    def forward(self, x):
        def outer_true(v):
            return torch.cond(v.mean() > 0.5, lambda w: w * 3.0, lambda w: w + 0.5, (v,))

        return torch.cond(x.sum() > 0, outer_true, lambda v: v.abs(), (x,))


class ConstantBranches(torch.nn.Module):
    """Branches that take no operands and return constants (quantized to the cond's result)."""

    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda: torch.zeros(10), lambda: torch.ones(10), []) + x


def _loop_inputs():
    return (torch.randn(2, 3) * 4.0, torch.zeros(2, 3))


def test_while_int():
    torch.manual_seed(0)
    # Vela puts the whole loop in one U85 command stream (BRANCH back to the condition).
    worst = check_int(ShrinkWhileLarge(), _loop_inputs(), tosa_target=_INT, ethosu_targets=U85_TARGETS)
    print(f"while_loop: max diff {worst} quanta")


def test_while_with_a_decomposed_op_only_in_its_condition_int():
    torch.manual_seed(0)
    worst = check_int(GrowWhileSmall(), (torch.rand(2, 3) + 0.5,), tosa_target=_INT, ethosu_targets=())
    print(f"while_loop with a sum: max diff {worst} quanta")


def test_while_with_full_constants_in_its_condition_and_body_int():
    torch.manual_seed(0)
    # Before: the body's reciprocal of the full was not quantized and kept the loop on the CPU.
    worst = check_int(ShrinkWhileAboveFull(), (torch.rand(2, 3, 2, 2) + 0.5,), tosa_target=_INT,
                      ethosu_targets=U85_TARGETS)
    print(f"while_loop with full constants: max diff {worst} quanta")


def test_while_fp():
    torch.manual_seed(0)
    check_fp(ShrinkWhileLarge(), _loop_inputs(), tosa_target=_FP)


@pytest.mark.parametrize(
    "module, shape",
    [(Branches(), (1, 4, 3)), (NestedBranches(), (1, 4, 3)), (ConstantBranches(), (10,))],
    ids=["cond", "nested_cond", "constant_branches"],
)
def test_cond_int(module, shape):
    torch.manual_seed(0)
    # The TOSA is checked against the quantized model, then the U85 program on the simulator.
    worst = check_int(module, (torch.randn(shape),), tosa_target=_INT, ethosu_targets=U85_TARGETS)
    print(f"cond: max diff {worst} quanta")


def test_cond_fp():
    torch.manual_seed(0)
    check_fp(NestedBranches(), (torch.randn(1, 4, 3),), tosa_target=_FP)


@pytest.mark.parametrize("target", ["ethos-u55-128", "TOSA-1.0+INT"])
def test_without_cf_stays_on_cpu(target):
    # Partitioning only: ExecuTorch's CPU runtime has no while_loop, so the program cannot be written.
    spec = make_compile_spec(target)
    quantized = quantize(ShrinkWhileLarge(), _loop_inputs(), spec)
    partitioner = (EthosUPartitioner if target.startswith("ethos") else TOSAPartitioner)(spec)
    to_edge_transform_and_lower(torch.export.export(quantized, _loop_inputs()), partitioner=[partitioner])
    reasons = [r.reason for r in partitioner.rejections if r.target.endswith("while_loop")]
    assert reasons, partitioner.rejections
    assert ("no control flow" in reasons[0]) if target.startswith("ethos") else ("+cf" in reasons[0])
