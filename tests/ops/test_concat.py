import torch
from executorch.exir import EdgeCompileConfig, to_edge_transform_and_lower

from armnpu.partitioner import TOSAPartitioner
from armnpu.pipeline import make_compile_spec, quantize
from armnpu.verify.reference import run_edge_program
from tests.ops import harness
from tests.ops.harness import calibration_batches, check_fp, check_int


class Cats(torch.nn.Module):
    """cat over channels (both NHWC), over the last dim of inputs in different layouts, and of three on dim -2."""

    def __init__(self):
        super().__init__()
        self.a = torch.nn.Conv2d(4, 4, 1)
        self.b = torch.nn.Conv2d(4, 6, 3, padding=1)
        self.c = torch.nn.Conv2d(10, 4, 1)

    def forward(self, x):
        a, b = self.a(x), torch.relu(self.b(x))
        channels = self.c(torch.cat([a, b], dim=1))
        mixed = torch.cat([a, a.transpose(2, 3), torch.relu(a)], dim=-1)
        rows = torch.cat([a, b[:, :4], a[:, :, :2]], dim=-2)
        return channels, mixed, rows


def test_cat_int():
    torch.manual_seed(0)
    # int8 outputs: `channels` ends in a conv, and on int16's finer grid the fake-quant model's float32
    # convolution flips a rounding now and then (1 code, machine-dependent).
    worst = check_int(Cats().eval(), (torch.randn(1, 4, 5, 5),), max_quanta=0, int16_outputs=False)
    print(f"cat: max diff {worst} quanta")


def test_cat_fp():
    torch.manual_seed(0)
    check_fp(Cats().eval(), (torch.randn(1, 4, 5, 5),))


class CatsAfterElementwise(torch.nn.Module):
    """Products (int32 data a RESCALE brings back to int8) placed after another input of a cat."""

    def forward(self, x):
        return (
            torch.cat([x[:, :4, :32], x[..., :32] * x[..., 32:]], dim=1),
            torch.cat([x[:, :4, :32], torch.nn.functional.glu(x, dim=-1)], dim=1),
        )


def test_cat_after_rescaled_elementwise_int():
    """Vela 5.2.0 (U55/U65) writes a RESCALE of int32 data at the start of the CONCAT's output, not
    at its offset: without the CLAMP armnpu's lowering puts after it (vela-workaround in
    armnpu.tosa.lowering), 236 of 384 values of the product's cat differ on the simulator."""
    torch.manual_seed(0)
    worst = check_int(CatsAfterElementwise().eval(), (torch.randn(1, 8, 64),), max_quanta=1, delegates=2)
    print(f"cat after rescaled elementwise: max diff {worst} quanta")


class TwoConvs(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Conv2d(4, 4, 1)
        self.b = torch.nn.Conv2d(4, 4, 1)

    def forward(self, x):
        return torch.cat([self.a(x), self.b(x)], 1)


def test_cat_requantizes_inputs_with_other_qparams():
    """The quantizer shares one set of qparams over a cat's inputs; when an input still
    arrives with its own (here: forced on the dequantize), it is requantized to the output's."""
    torch.manual_seed(0)
    x = torch.randn(1, 4, 5, 5)
    spec = make_compile_spec("TOSA-1.0+INT")
    quantized = quantize(TwoConvs().eval(), (x,), spec, calibration_batches((x,)))
    cat = next(n for n in quantized.graph.nodes if n.target is torch.ops.aten.cat.default)
    dequantize = cat.args[0][1]
    scale, zero_point = dequantize.args[1:3]
    dequantize.args = (dequantize.args[0], scale * 1.7, zero_point + 5, *dequantize.args[3:])
    quantized.recompile()
    edge = to_edge_transform_and_lower(
        torch.export.export(quantized, (x,)),
        partitioner=[TOSAPartitioner(spec)],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    ).exported_program()
    output = next(n for n in edge.graph.nodes if n.op == "output").args[0][0]
    assert sum(n.target is torch.ops.higher_order.executorch_call_delegate for n in edge.graph.nodes) == 1
    worst = 0.0
    for batch in harness.test_inputs((x,)):
        diff = (run_edge_program(edge, batch)[0] - quantized(*batch)).abs().max().item()
        worst = max(worst, round(diff / output.args[1], 4))
    print(f"cat with requantized input: max diff {worst} quanta")
    assert worst <= 1


class SumOfCats(torch.nn.Module):
    def forward(self, x):
        return torch.cat([x, x * 2], 1) + torch.cat([x * 3, x], 1)


def test_sum_of_cats_int():
    """Vela 5.2 miscompiles a RESCALE (here the ADD's, to int32) of a CONCAT on the Ethos-U55: it
    rescales each CONCAT input on its own, and the MUL of the second writes at the output's start
    (NPU_SET_OFM_BASE0 lacks 4 rows x OFM_STRIDE_Y = 0x1e0): 158 of 240 values differed from the
    reference. armnpu rescales a full-range CLAMP copy of the CONCAT there (vela-workaround in
    armnpu.tosa.lowering)."""
    torch.manual_seed(0)
    check_int(SumOfCats().eval(), (torch.randn(1, 4, 5, 6),), max_quanta=1, int16_outputs=False)
