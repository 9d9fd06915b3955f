"""The partitioner weighs an op's NPU estimate against its Cortex-M estimate (armnpu.cpu_cost) where
its rule has one: the U55's bilinear upsample, three kinds of NPU operation."""

import dataclasses

import torch
from executorch.exir import EdgeCompileConfig, to_edge_transform_and_lower

from armnpu import EthosUCompileSpec, EthosUPartitioner
from armnpu.pipeline import quantize
from armnpu.tosa.registry import aten_target


class _UpsampleBetweenConvs(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.before = torch.nn.Conv2d(4, 8, 3, padding=1)
        self.after = torch.nn.Conv2d(8, 4, 3, padding=1)

    def forward(self, x):
        up = torch.nn.functional.interpolate(self.before(x), scale_factor=2.0, mode="bilinear")
        return self.after(up)


def _partition(system=None):
    spec = EthosUCompileSpec("ethos-u55-128")
    inputs = (torch.randn(1, 4, 8, 8),)
    quantized = quantize(_UpsampleBetweenConvs().eval(), inputs, spec)
    partitioner = EthosUPartitioner(spec, system=system)
    edge = to_edge_transform_and_lower(torch.export.export(quantized, inputs), partitioner=[partitioner],
                                       compile_config=EdgeCompileConfig(_check_ir_validity=False))
    graph = edge.exported_program().graph
    delegates = sum(1 for n in graph.nodes if "executorch_call_delegate" in str(n.target))
    cpu_ops = [str(aten_target(n)) for n in graph.nodes if n.op == "call_function" and "aten." in str(n.target)]
    edge.to_executorch()  # every op left on the CPU has a kernel there
    return partitioner, delegates, cpu_ops


def test_the_u55_bilinear_upsample_goes_to_the_npu_with_the_figures_that_say_so():
    partitioner, delegates, _ = _partition()
    (placement,) = partitioner.placements
    assert placement.on_npu and delegates == 1
    # 1x8x16x16 outputs: 4.12 NPU cycles each (Vela, measured) against the Cortex-M55's 40 for the
    # kernel, 9.1 to quantize each output and dequantize each input, and one delegate call.
    assert placement.npu_cycles == round(4.12 * 8 * 16 * 16)
    assert placement.cpu_cycles == 40 * 2048 + round(9.1 * (2048 + 512)) + 10_000
    assert placement.cpu_clock_hz == placement.npu_clock_hz == 500e6
    assert "estimated cheaper on the NPU" in placement.describe()


def test_a_cpu_fast_enough_to_win_keeps_the_upsample_and_says_why():
    default = EthosUPartitioner(EthosUCompileSpec("ethos-u55-128")).system
    # The Cortex-M55 estimate is ~13x the NPU's cycles: at 20x the NPU's clock the CPU wins.
    fast_cpu = dataclasses.replace(default, cpu_clock_hz=20 * default.npu_clock_hz)
    partitioner, delegates, cpu_ops = _partition(fast_cpu)
    (placement,) = partitioner.placements
    assert not placement.on_npu
    assert delegates == 2  # the convs either side, split by the upsample left on the CPU
    assert cpu_ops == ["aten.upsample_bilinear2d.vec"]  # whole, on the kernel the estimate costed
    reasons = [r.reason for r in partitioner.rejections if "upsample_bilinear2d" in r.target]
    assert reasons and reasons[0].startswith("estimated cheaper on the Cortex-M55")
