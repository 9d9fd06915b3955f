"""Unary functions lowered as int8 TABLEs (ops/table.py): each on TOSA, all together on the NPUs."""

import pytest
import torch

from armnpu.ops.table import FUNCTIONS
from tests.ops.harness import check_fp, check_int

BY_NAME = {function.name: function for function in FUNCTIONS}
# TOSA FP has no operator for these and armnpu composes none: they stay on the CPU in FP.
WITHOUT_FP = {name for name, function in BY_NAME.items() if function.lower_fp is None}


class Apply(torch.nn.Module):
    def __init__(self, *names):
        super().__init__()
        self.functions = [BY_NAME[name] for name in names]

    def forward(self, x):
        outputs = tuple(f.op(f.domain(x), *f.args) for f in self.functions)
        return outputs if len(outputs) > 1 else outputs[0]


@pytest.mark.parametrize("name", BY_NAME)
def test_table_function_int(name):
    torch.manual_seed(0)
    worst = check_int(Apply(name).eval(), (torch.randn(2, 3, 8) * 2,), ethosu_targets=())
    print(f"{name}: max diff {worst} quanta")


class Concatenated(Apply):
    """Every function's output side by side: one delegate, so one Vela compilation per NPU."""

    def forward(self, x):
        return torch.cat(super().forward(x), dim=-1)


def test_every_table_function_on_the_npus():
    torch.manual_seed(0)
    check_int(Concatenated(*BY_NAME).eval(), (torch.randn(2, 3, 8) * 2,))


@pytest.mark.parametrize("name", sorted(set(BY_NAME) - WITHOUT_FP))
def test_table_function_fp(name):
    torch.manual_seed(0)
    check_fp(Apply(name).eval(), (torch.randn(2, 3, 8),), atol=2e-4, rtol=2e-4)
