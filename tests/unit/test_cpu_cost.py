"""The Cortex-M cost model's table: each entry's constant times the op's size, scaled per CPU."""

import pytest
import torch

from armnpu import cpu_cost
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.targets import CORTEX_M55, CORTEX_M85


def _node(fn, *shapes):
    """The one compute node of fn traced on inputs of `shapes`."""
    graph = torch.export.export(_Wrap(fn), tuple(torch.randn(s) for s in shapes)).graph
    (node,) = [n for n in graph.nodes if n.op == "call_function"]
    return node


class _Wrap(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def test_bilinear_upsample_costs_40_m55_cycles_per_output_element():
    node = _node(lambda x: torch.nn.functional.interpolate(x, scale_factor=2.0, mode="bilinear"), (1, 4, 8, 8))
    assert cpu_cost.op_name(node) == "upsample_bilinear2d"
    assert cpu_cost.op_cycles(node, CORTEX_M55) == 40 * 4 * 16 * 16


def test_convolution_is_costed_per_mac():
    conv = torch.nn.Conv2d(3, 8, 3, padding=1)
    node = _node(lambda x: torch.nn.functional.conv2d(x, conv.weight, conv.bias, padding=1), (1, 3, 5, 5))
    macs = 8 * 5 * 5 * (3 * 3 * 3)
    assert cpu_cost.op_cycles(node, CORTEX_M55) == 4 * macs


def test_matmul_is_costed_per_mac():
    node = _node(torch.mm, (6, 5), (5, 7))
    assert cpu_cost.op_cycles(node, CORTEX_M55) == 4 * 6 * 7 * 5


def test_reductions_are_costed_per_input_element():
    node = _node(lambda x: x.sum(dim=-1), (4, 100))
    assert cpu_cost.op_cycles(node, CORTEX_M55) == 4 * 400


def test_an_op_without_an_entry_is_taken_as_elementwise():
    node = _node(torch.special.bessel_j0, (10,))
    assert cpu_cost.op_name(node) not in cpu_cost.TABLE
    assert cpu_cost.op_cycles(node, CORTEX_M55) == 20 * 10


def test_quantize_uses_the_measured_cortex_m55_figure():
    # ExecuTorch #17651: 1,365,831 cycles to quantize a 1x3x224x224 input on a Cortex-M55.
    assert cpu_cost.qdq_cycles(3 * 224 * 224, CORTEX_M55) == pytest.approx(1_365_831, rel=0.01)
    assert "measured" in cpu_cost.TABLE["quantize_per_tensor"].basis


def test_every_entry_says_where_its_constant_comes_from():
    assert all(entry.basis.startswith(("measured:", "estimate:")) for entry in cpu_cost.TABLE.values())


def test_the_cortex_m85_takes_fewer_cycles_by_its_coremark_ratio():
    node = _node(lambda x: x * 2.0, (1000,))
    assert cpu_cost.op_cycles(node, CORTEX_M85) == round(20 * 1000 * 4.2 / 6.28)


@pytest.mark.parametrize(("target", "system_config", "cpu", "clock"), [
    ("ethos-u55-128", "Ethos_U55_High_End_Embedded", "Cortex-M55", 500e6),
    ("ethos-u65-256", "Ethos_U65_High_End", "Cortex-M55", 1e9),
    ("ethos-u85-256", "Ethos_U85_SYS_DRAM_Mid", "Cortex-M85", 1e9),
])
def test_each_npu_has_its_reference_systems_cpu_at_the_system_configs_clock(target, system_config, cpu, clock):
    system = cpu_cost.system_of(EthosUCompileSpec(target, system_config=system_config))
    assert system is not None and system.cpu.name == cpu
    assert system.cpu_clock_hz == system.npu_clock_hz == clock
