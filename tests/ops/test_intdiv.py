"""Division of integer tensors (torch.div with rounding_mode, floor_divide): TOSA INTDIV, exact."""

import pytest
import torch

import armnpu
from armnpu.verify.reference import run_edge_program


class Divide(torch.nn.Module):
    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode

    def forward(self, a, b):
        return torch.floor_divide(a, b) if self.mode == "floor_divide" else torch.div(a, b, rounding_mode=self.mode)


@pytest.mark.parametrize("mode", ["floor", "trunc", "floor_divide"])
@pytest.mark.parametrize("dtype", [torch.int8, torch.int16, torch.int32])
def test_integer_division_is_exact(mode, dtype):
    torch.manual_seed(0)
    info = torch.iinfo(dtype)
    a = torch.randint(max(info.min, -1000), min(info.max, 1000) + 1, (4, 8), dtype=dtype)
    b = torch.randint(1, 40, (4, 8), dtype=dtype) * torch.where(torch.rand(4, 8) < 0.5, -1, 1).to(dtype)
    a[0, :4] = b[0, :4] * 3  # exact multiples: no flooring
    compiled = armnpu.compile(Divide(mode), (a, b), target="TOSA-1.0+INT")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    (got,) = run_edge_program(compiled.edge_program, (a, b))
    assert torch.equal(got, Divide(mode)(a, b))


def test_integer_division_stays_on_the_cpu_for_the_npu():
    a, b = torch.randint(-100, 100, (4, 8), dtype=torch.int32), torch.randint(1, 9, (4, 8), dtype=torch.int32)
    compiled = armnpu.compile(Divide("floor"), (a, b), target="ethos-u85-256")
    (reason,) = [r.reason for r in compiled.rejections if "div" in r.target]
    assert "INTDIV" in reason
