"""A model with an op nobody can lower still compiles: the op stays on the CPU, and the report
gives its reason and the line of model code it comes from."""

import pytest
import torch

import armnpu
from armnpu.report_data.collect import from_compiled


class WithTopK(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.before = torch.nn.Conv2d(3, 4, 3)
        self.after = torch.nn.Conv2d(4, 4, 3)

    def forward(self, x):
        y = self.before(x).topk(4, dim=-1).values  # TOSA has no top-k
        return self.after(y)


def test_unlowerable_op_stays_on_the_cpu_with_reason_and_source_line():
    torch.manual_seed(0)
    x = torch.randn(1, 3, 10, 10)
    compiled = armnpu.compile(WithTopK().eval(), (x,), target="ethos-u55-128")
    assert compiled.num_delegates == 2, compiled.summary()
    report = from_compiled(compiled)
    (topk,) = [op for op in report.cpu_ops if "topk" in op.op]
    assert "TOSA 1.0 has no top-k or sort operator" in topk.reason
    assert "test_unlowered_op.py" in topk.source and "topk(4, dim=-1)" in topk.source
    program = armnpu.load(compiled.buffer)
    assert program(x)[0].shape == (1, 4, 6, 2)


_LIBRARY = torch.library.Library("armnpu_test", "DEF")
_LIBRARY.define("mystery(Tensor x) -> Tensor")
_LIBRARY.impl("mystery", lambda x: x * 2, "CompositeExplicitAutograd")
torch.library.register_fake("armnpu_test::mystery", lambda x: torch.empty_like(x))


def test_op_without_npu_lowering_or_cpu_kernel_is_one_clear_error():
    class WithMystery(torch.nn.Module):
        def forward(self, x):
            return torch.ops.armnpu_test.mystery(x + 1)

    with pytest.raises(armnpu.ArmNpuError, match="no CPU kernel for .*armnpu_test::mystery.*has no armnpu lowering"):
        armnpu.compile(WithMystery(), (torch.randn(2, 3),), target="TOSA-1.0+INT")
