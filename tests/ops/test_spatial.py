"""Lowering variants (armnpu.tosa.spatial): a partition lowered with its convolutions on
(N, W, H, C) maps, or its stems as space-to-depth, computes exactly what the default lowering
does, and the Ethos-U backend keeps whichever Vela runs fastest."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import armnpu
from armnpu.backends.tosa_graph import read_operators
from armnpu.backends.vela import VelaResult, run_vela
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.tosa.program import lower_program
from armnpu.tosa.qdq import target_for_graph
from armnpu.tosa.spatial import PLAIN, SpatialChoice, Variant
from armnpu.verify.reference import run_tosa
from tests.ops.harness import calibration_batches, check_int


def _conv(**kwargs) -> torch.nn.Module:
    return torch.nn.Sequential(torch.nn.Conv2d(**kwargs), torch.nn.ReLU())


class _Block(torch.nn.Module):
    """A DS-CNN block on a residual, then a padded max pool and an average pool that counts its padding."""

    def __init__(self) -> None:
        super().__init__()
        self.depthwise = torch.nn.Conv2d(8, 8, 3, padding=1, groups=8)
        self.pointwise = torch.nn.Conv2d(8, 8, 1)

    def forward(self, x):
        y = torch.relu(self.pointwise(torch.relu(self.depthwise(x)))) + x
        y = torch.nn.functional.max_pool2d(y, 3, stride=(2, 1), padding=1)
        return torch.nn.functional.avg_pool2d(y, (3, 2), stride=1, padding=1, count_include_pad=True)


CASES = {
    "asymmetric": lambda: _conv(in_channels=3, out_channels=8, kernel_size=(5, 3), stride=(2, 1), padding=(2, 0)),
    "dilated": lambda: _conv(in_channels=4, out_channels=4, kernel_size=3, padding=(2, 1), dilation=(2, 1)),
    "grouped": lambda: _conv(in_channels=8, out_channels=8, kernel_size=3, padding=1, groups=2),
    "transposed": lambda: torch.nn.ConvTranspose2d(4, 4, 3, stride=2, padding=1, output_padding=1),
    "block": _Block,
}
_CHANNELS = {"asymmetric": 3, "dilated": 4, "grouped": 8, "transposed": 4, "block": 8}


def _partition(name: str):
    torch.manual_seed(0)
    module = CASES[name]().eval()
    x = torch.randn(1, _CHANNELS[name], 13, 6)  # taller than wide
    compiled = armnpu.compile(module, (x,), target="TOSA-1.0+INT", calibration=calibration_batches((x,)))
    lowered = next(getattr(compiled.edge_program.graph_module, n.target) for n in compiled.edge_program.graph.nodes
                   if n.op == "get_attr" and n.target.startswith("lowered_module"))
    return lowered.original_module, compiled.spec.compile_target


# Stems: stride-2 convolutions of few channels, which may run as space-to-depth.
STEMS = {
    "resnet": lambda: _conv(in_channels=3, out_channels=8, kernel_size=7, stride=2, padding=3),
    "mobilenet": lambda: _conv(in_channels=3, out_channels=8, kernel_size=3, stride=2, padding=1),
    "ds_cnn": lambda: _conv(in_channels=1, out_channels=8, kernel_size=(10, 4), stride=2, padding=(5, 1)),
    "unpadded_even_kernel": lambda: _conv(in_channels=2, out_channels=8, kernel_size=(4, 2), stride=2),
    "padded_2": lambda: _conv(in_channels=4, out_channels=8, kernel_size=5, stride=2, padding=2),
}
CASES.update(STEMS)
_CHANNELS.update(resnet=3, mobilenet=3, ds_cnn=1, unpadded_even_kernel=2, padded_2=4)


def _assert_same_outputs(name: str, want_program: bytes, got_program: bytes) -> None:
    generator = np.random.default_rng(0)
    for _ in range(3):
        x = generator.integers(-128, 128, size=(1, _CHANNELS[name], 13, 6), dtype=np.int8)
        want, got = run_tosa(want_program, [x]), run_tosa(got_program, [x])
        for w, g in zip(want, got, strict=True):
            np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("name", CASES)
def test_width_major_maps_compute_what_height_major_ones_do(name):
    program, target = _partition(name)
    target = target_for_graph(target, program.graph)
    height_major, width_major = (lower_program(program, target, Variant(width_major=w)) for w in (False, True))
    assert height_major.flatbuffer != width_major.flatbuffer  # (whether it is tried: the tests below)
    _assert_same_outputs(name, height_major.flatbuffer, width_major.flatbuffer)


@pytest.mark.parametrize("name", STEMS)
@pytest.mark.parametrize("width_major", [False, True])
def test_a_stem_as_space_to_depth_computes_what_the_strided_convolution_does(name, width_major):
    program, target = _partition(name)
    target = target_for_graph(target, program.graph)
    strided = lower_program(program, target, Variant(width_major))
    blocks = lower_program(program, target, Variant(width_major, space_to_depth=True))
    # A candidate only for one input channel or a large kernel (spatial.SPACE_TO_DEPTH_MAX_CHANNELS).
    assert strided.spatial.stems == (name in ("resnet", "ds_cnn", "padded_2"))
    assert [op.op for op in read_operators(blocks.flatbuffer)].count("CONV2D") == 2  # the block mover, the stem
    _assert_same_outputs(name, strided.flatbuffer, blocks.flatbuffer)


@pytest.mark.parametrize("height, width, tried", [
    (25, 5, True), (20, 3, True), (32, 8, True),  # won or tied (U55/U85, 5.2)
    (51, 20, False), (24, 16, False),  # lost or tied: wider than WIDTH_MAJOR_MAX_WIDTH
    (16, 16, False), (5, 25, False), (8, 1, False),  # not taller than wide, or one column
])
def test_width_major_is_tried_on_tall_narrow_maps_only(height, width, tried):
    choice = SpatialChoice()
    choice.conv_layout(height, width)
    assert choice.tall_maps == tried
    assert (Variant(width_major=True) in choice.variants()) == tried


@pytest.mark.parametrize("channels, kernel, tried", [
    (1, (3, 3), True), (1, (10, 4), True),  # DS-CNN's stem won on both targets
    (3, (7, 7), True),  # resnet18's won on the U55
    (2, (3, 3), False), (3, (3, 3), False), (4, (3, 3), False), (3, (7, 3), False),
])
def test_space_to_depth_is_tried_for_single_channel_or_large_kernel_stems_only(channels, kernel, tried):
    choice = SpatialChoice()
    choice.saw_stem(channels, kernel)
    assert (Variant(space_to_depth=True) in choice.variants()) == tried


def _conv_map_shapes(flatbuffer: bytes) -> list[tuple[int, ...]]:
    from tosa.TosaGraph import TosaGraph

    block = TosaGraph.GetRootAs(bytearray(flatbuffer), 0).Regions(0).Blocks(0)
    shapes = {block.Tensors(i).Name().decode(): tuple(block.Tensors(i).ShapeAsNumpy())
              for i in range(block.TensorsLength())}
    return [shapes[op.outputs[0]] for op in read_operators(flatbuffer) if op.op in ("CONV2D", "DEPTHWISE_CONV2D")]


class _DepthwiseSeparable(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = torch.nn.Sequential(
            torch.nn.Conv2d(1, 64, (10, 4), stride=2, padding=(5, 1)), torch.nn.ReLU(),
            torch.nn.Conv2d(64, 64, 3, padding=1, groups=64), torch.nn.ReLU(),
            torch.nn.Conv2d(64, 64, 1), torch.nn.ReLU(),
        )

    def forward(self, x):
        return self.layers(x)


def test_the_u55_runs_ds_cnn_width_major_with_a_space_to_depth_stem_bit_exact():
    # DS-CNN's 25x5 maps: Vela's Ethos-U55 blocks fit 5x25 better; its 1-channel stem runs on
    # 4-channel 2x2 blocks of the 49x10 input padded by one column (25x6 of them, transposed).
    torch.manual_seed(0)
    module, x = _DepthwiseSeparable().eval(), torch.randn(1, 1, 49, 10)
    check_int(module, (x,), ethosu_targets=("ethos-u55-128",))  # the simulator equals the reference
    compiled = armnpu.compile(module, (x,), target="ethos-u55-128", calibration=calibration_batches((x,)))
    (partition,) = compiled.partitions
    assert _conv_map_shapes(partition.tosa_flatbuffer) == [(1, 6, 25, 4)] + [(1, 5, 25, 64)] * 3


class _ChannelsLastView(torch.nn.Module):
    """A conv whose output is read channels-last: a TRANSPOSE the Ethos-U55 runs on merged dims."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(16, 16, 1)

    def forward(self, x):
        return torch.relu(self.conv(x)).permute(0, 2, 3, 1).reshape(1, -1, 16) * 2


def _ethosu_partition(module: torch.nn.Module, x: torch.Tensor, target: str):
    compiled = armnpu.compile(module, (x,), target=target, calibration=calibration_batches((x,)))
    lowered = next(getattr(compiled.edge_program.graph_module, n.target) for n in compiled.edge_program.graph.nodes
                   if n.op == "get_attr" and n.target.startswith("lowered_module"))
    program = lowered.original_module
    return program, target_for_graph(compiled.spec.compile_target, program.graph), compiled


def bit_exact_variant_runs(module: torch.nn.Module, x: torch.Tensor, target: str,
                           variants: tuple[Variant, ...]) -> dict[Variant, VelaResult]:
    """Vela's result for each lowering variant of `module`'s one partition on `target`, after
    check_int has run its default lowering on the simulator bit for bit."""
    check_int(module, (x,), ethosu_targets=(target,))
    program, compile_target, _ = _ethosu_partition(module, x, target)
    flags = EthosUCompileSpec(target).compiler_flags
    return {variant: run_vela(lower_program(program, compile_target, variant).flatbuffer, flags, "variant")
            for variant in variants}


def test_the_plain_lowering_is_a_candidate_where_a_transpose_was_merged_and_computes_the_same():
    torch.manual_seed(0)
    x = torch.randn(1, 16, 12, 12)
    program, target, _ = _ethosu_partition(_ChannelsLastView().eval(), x, "ethos-u55-128")
    default = lower_program(program, target)
    plain = lower_program(program, target, PLAIN)
    assert default.spatial.merged_transposes and default.spatial.variants() == [Variant(), PLAIN]
    assert default.flatbuffer != plain.flatbuffer
    for seed in range(3):
        codes = np.random.default_rng(seed).integers(-128, 128, size=tuple(x.shape), dtype=np.int8)
        for want, got in zip(run_tosa(default.flatbuffer, [codes]), run_tosa(plain.flatbuffer, [codes]), strict=True):
            np.testing.assert_array_equal(got, want)


def test_no_plain_candidate_where_the_default_lowering_is_already_plain():
    # The Ethos-U85 keeps every TRANSPOSE 4-D (EthosUTarget.merges_transposes): nothing to compare.
    torch.manual_seed(0)
    program, target, _ = _ethosu_partition(_ChannelsLastView().eval(), torch.randn(1, 16, 12, 12), "ethos-u85-256")
    assert lower_program(program, target).spatial.variants() == [Variant()]


def test_the_u55_keeps_the_candidate_vela_runs_fastest_bit_exact(monkeypatch):
    from armnpu.backends import ethosu

    choices = []
    choice = ethosu.variant_choice
    monkeypatch.setattr(ethosu, "variant_choice", lambda n, v, c, b: choices.append((v, c, b)) or choice(n, v, c, b))
    torch.manual_seed(0)
    module, x = _ChannelsLastView().eval(), torch.randn(1, 16, 12, 12)
    check_int(module, (x,), ethosu_targets=("ethos-u55-128",))  # the simulator equals the reference
    ((variants, cycles, best),) = choices[-1:]
    assert PLAIN in variants and cycles[best] == min(cycles)
