import pytest
import torch

import armnpu
from armnpu.backends.tosa_graph import read_operators
from armnpu.targets import EthosUTarget
from armnpu.verify.delegates import ethosu_delegates
from tests.ops.harness import check_fp, check_int


class Conv(torch.nn.Module):
    def __init__(self, cin, cout, k, stride=1, padding=0, dilation=1, groups=1, act=None, bias=True):
        super().__init__()
        self.conv = torch.nn.Conv2d(cin, cout, k, stride, padding, dilation, groups, bias=bias)
        self.act = act or torch.nn.Identity()

    def forward(self, x):
        return self.act(self.conv(x))


CASES = {
    "3x3": dict(cin=3, cout=8, k=3, padding=1),
    "stride2": dict(cin=4, cout=8, k=3, stride=2, padding=1),
    "stride2_odd": dict(cin=4, cout=6, k=3, stride=2, padding=0),
    "dilation2": dict(cin=4, cout=4, k=3, padding=2, dilation=2),
    "depthwise_relu6": dict(cin=8, cout=8, k=3, padding=1, groups=8, act=torch.nn.ReLU6()),
    "depthwise_mult2": dict(cin=4, cout=8, k=3, padding=1, groups=4),
    "1x1_relu_nobias": dict(cin=16, cout=8, k=1, act=torch.nn.ReLU(), bias=False),
    "5x5_rect": dict(cin=2, cout=4, k=(5, 3), padding=(2, 1)),
    "grouped2": dict(cin=8, cout=12, k=3, padding=1, groups=2),
    "grouped4_stride2_relu": dict(cin=8, cout=8, k=3, stride=2, groups=4, act=torch.nn.ReLU()),
    "patches_stride4": dict(cin=3, cout=8, k=4, stride=4),  # a ViT patch embedding: Vela splits it on U55
}


@pytest.mark.parametrize("name", CASES)
def test_conv2d_int(name):
    torch.manual_seed(0)
    worst = check_int(Conv(**CASES[name]).eval(), (torch.randn(1, CASES[name]["cin"], 12, 11),))
    print(f"conv2d {name}: max diff {worst} quanta")


def test_conv1d_int():
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv1d(4, 8, 5, stride=2, padding=2), torch.nn.ReLU()).eval()
    check_int(model, (torch.randn(1, 4, 33),))


@pytest.mark.parametrize("name", ["3x3", "stride2_odd", "depthwise_mult2", "grouped2"])
def test_conv2d_fp(name):
    torch.manual_seed(0)
    check_fp(Conv(**CASES[name]).eval(), (torch.randn(1, CASES[name]["cin"], 12, 11),))


def test_large_stride_with_padding_stays_on_cpu_on_u55():
    conv = Conv(cin=3, cout=8, k=5, stride=4, padding=2).eval()
    compiled = armnpu.compile(conv, (torch.randn(1, 3, 12, 11),), target="ethos-u55-128")
    assert "aten.convolution.default" in compiled.cpu_ops, compiled.summary()
    assert any("exceeds 3" in r.reason for r in compiled.rejections), compiled.summary()


class SamePaddingBlock(torch.nn.Module):
    """EfficientNet's (a TF port's) convolutions: a strided one after an explicit ZeroPad2d with
    padding="valid", then a depthwise and a dilated one with padding="same", which pads an even
    kernel more at the end. Export keeps these as aten.conv2d.padding."""

    def __init__(self):
        super().__init__()
        self.stem = torch.nn.Sequential(torch.nn.ZeroPad2d((0, 1, 0, 1)),
                                        torch.nn.Conv2d(3, 8, 3, 2, padding="valid", bias=False),
                                        torch.nn.BatchNorm2d(8), torch.nn.SiLU())
        self.depthwise = torch.nn.Conv2d(8, 8, 3, padding="same", groups=8, bias=False)
        self.even = torch.nn.Conv2d(8, 4, (2, 3), padding="same", dilation=(1, 2))

    def forward(self, x):
        return self.even(torch.nn.functional.silu(self.depthwise(self.stem(x))))


def test_string_padding_int():
    # Was 0% delegated: the weights of aten.conv2d.padding stayed float, so it ran on the CPU.
    torch.manual_seed(0)
    check_int(SamePaddingBlock().eval(), (torch.randn(1, 3, 12, 11),))


def test_string_padding_conv1d_int():
    torch.manual_seed(0)
    check_int(torch.nn.Conv1d(4, 6, 4, padding="same").eval(), (torch.randn(1, 4, 15),))


TRANSPOSED = {
    "stride2_pad1_outpad1": dict(stride=2, padding=1, output_padding=1),
    "stride1": dict(stride=1, padding=0),
    "stride2": dict(stride=2, padding=0),
}


@pytest.mark.parametrize("name", TRANSPOSED)
def test_conv_transpose2d_int(name):
    torch.manual_seed(0)
    check_int(torch.nn.ConvTranspose2d(3, 4, 3, **TRANSPOSED[name]).eval(), (torch.randn(1, 3, 4, 5),))


def test_conv_transpose2d_fp():
    torch.manual_seed(0)
    check_fp(torch.nn.ConvTranspose2d(3, 4, 3, stride=2, padding=1, output_padding=1).eval(), (torch.randn(1, 3, 4, 5),))


def test_grouped_conv_transpose2d_int():
    # One TRANSPOSE_CONV2D with a block-diagonal weight; per-channel weight scales repeat over the groups.
    torch.manual_seed(0)
    module = torch.nn.ConvTranspose2d(4, 6, 3, stride=2, padding=1, output_padding=1, groups=2).eval()
    check_int(module, (torch.randn(1, 4, 4, 5),))


def test_grouped_conv_transpose2d_fp():
    torch.manual_seed(0)
    module = torch.nn.ConvTranspose2d(6, 4, 3, stride=2, groups=2, bias=False).eval()
    check_fp(module, (torch.randn(1, 6, 4, 5),))


PATCH_EMBEDDINGS = {
    "vit_8x8": (torch.nn.Conv2d(3, 16, 8, stride=8), (1, 3, 16, 24)),
    # 18x13: a row pair and a column no 4x4 patch covers; torch drops them.
    "uncovered_edges": (torch.nn.Conv2d(4, 6, 4, stride=4, bias=False), (2, 4, 18, 13)),
    "rectangular": (torch.nn.Conv2d(2, 8, (5, 4), stride=(5, 4)), (1, 2, 10, 12)),
}


@pytest.mark.parametrize("name", PATCH_EMBEDDINGS)
def test_patch_embedding_int(name):
    # Stride = kernel > 3 runs on the Ethos-U as one matrix product over the patches.
    torch.manual_seed(0)
    module, shape = PATCH_EMBEDDINGS[name]
    check_int(module.eval(), (torch.randn(shape),))


def _patch_embedding_on_u85(module: torch.nn.Module, shape) -> tuple[list[str], int]:
    compiled = armnpu.compile(module, (torch.randn(shape),), target="ethos-u85-256")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    # The program's output keeps torch's default dim order (NCHW), as the user's module gives it.
    output = next(node for node in compiled.edge_program.graph.nodes if node.op == "output").args[0][0]
    assert output.meta["val"].is_contiguous()
    operators = [op.op for delegate in ethosu_delegates(compiled) for op in read_operators(delegate.tosa)]
    return operators, sum(p.summary.total_cycles for p in compiled.partitions)


def test_patch_rows_gather_by_dilation_on_the_u85(monkeypatch):
    # ConvNeXt's 4x4/4 stem: the patches are a view of the channels-last map, one dilated CONV2D
    # sums them, and no TRANSPOSE gathers them (as TRANSPOSEs: two planned passes, 13,824 cycles
    # for the whole program; one TRANSPOSE that Vela splits into five, 21,868; dilated, 6,944).
    torch.manual_seed(0)
    module = torch.nn.Conv2d(3, 16, 4, stride=4).eval()
    dilated, dilated_cycles = _patch_embedding_on_u85(module, (1, 3, 32, 32))
    monkeypatch.setattr(EthosUTarget, "gathers_patches_by_dilation", property(lambda self: False))
    gathered, gathered_cycles = _patch_embedding_on_u85(module, (1, 3, 32, 32))
    assert dilated.count("TRANSPOSE") == 1 < gathered.count("TRANSPOSE"), (dilated, gathered)
    print(f"patch embedding 3x32x32 -> 16x8x8 on ethos-u85-256: {dilated_cycles} cycles, {gathered_cycles} gathered")
    assert dilated_cycles < 0.8 * gathered_cycles


def test_patch_embedding_is_one_product_on_the_npu():
    # patchify.py's measured case: as a CONV2D of stride 8, Vela runs 16 operations, 276k cycles.
    torch.manual_seed(0)
    module = torch.nn.Conv2d(3, 64, 8, stride=8).eval()
    compiled = armnpu.compile(module, (torch.randn(1, 3, 32, 32),), target="ethos-u55-128")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    operators = [op.op for delegate in ethosu_delegates(compiled) for op in read_operators(delegate.tosa)]
    # The input's NCHW -> NHWC transpose, the patch gathering (two planned passes: 16,784 cycles
    # for the program, 21,776 with it as one TRANSPOSE) and the output's way back.
    assert operators.count("TRANSPOSE") == 4 and operators.count("CONV2D") <= 1, operators
    cycles = sum(p.summary.total_cycles for p in compiled.partitions)
    print(f"patch embedding 3x32x32 -> 64x4x4 on ethos-u55-128: {cycles} cycles")
    assert cycles < 60_000, compiled.summary()
