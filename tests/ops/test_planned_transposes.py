"""A TRANSPOSE of four or more dims runs on an Ethos-U as a planned chain of 3-D TRANSPOSEs
(armnpu.tosa.layout.planned_transposes, EthosUTarget.plans_transposes), and an expanded operand
of a pointwise op is read unexpanded (armnpu.passes.broadcast_operands)."""

from __future__ import annotations

import itertools
from math import prod

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import armnpu
from armnpu.targets import get_ethosu_target
from armnpu.tosa.layout import planned_transposes
from armnpu.tosa.program import lower_program
from armnpu.tosa.spatial import PLAIN, Variant
from armnpu.verify.reference import run_tosa
from tests.ops.harness import calibration_batches, check_int
from tests.ops.test_spatial import _ethosu_partition, bit_exact_variant_runs

U85 = get_ethosu_target("ethos-u85-256")


def _u85_cost(shape, order):
    return U85.transpose_cycles(shape, order, 1)


def _operators_with_input_shapes(flatbuffer: bytes) -> list[tuple[str, list[int]]]:
    from tosa.Op import Op
    from tosa.TosaGraph import TosaGraph

    names = {value: name for name, value in vars(Op).items() if not name.startswith("_")}
    block = TosaGraph.GetRootAs(bytearray(flatbuffer), 0).Regions(0).Blocks(0)
    shapes = {}
    for i in range(block.TensorsLength()):
        tensor = block.Tensors(i)
        shapes[tensor.Name().decode()] = [tensor.Shape(j) for j in range(tensor.ShapeLength())]
    operators = (block.Operators(i) for i in range(block.OperatorsLength()))
    return [(names[op.Op()], shapes[op.Inputs(0).decode()]) for op in operators if op.InputsLength()]


def _long_transposes(flatbuffer: bytes) -> int:
    return sum(1 for op, shape in _operators_with_input_shapes(flatbuffer)
               if op == "TRANSPOSE" and sum(size != 1 for size in shape) > 3)


@pytest.mark.parametrize("shape", [(16, 16, 64, 2, 2), (4, 4, 4, 128), (1, 3, 5, 1, 7, 2), (2, 3, 4, 5, 6, 7)])
def test_a_plan_puts_every_element_where_the_transpose_would(shape):
    data = np.arange(prod(shape)).reshape(shape)
    for perm in itertools.islice(itertools.permutations(range(len(shape))), 1, None, 7):
        moves = planned_transposes(shape, perm, _u85_cost)
        if sum(size != 1 for size in shape) <= 3:
            assert moves is None
            continue
        moved = data
        for run_shape, order in moves:
            moved = moved.reshape(run_shape).transpose(order)
        np.testing.assert_array_equal(moved.reshape(-1), data.transpose(perm).reshape(-1))


def test_a_plan_writes_whole_rows_innermost():
    # Pixel shuffle's (h, w, c, i, j) -> (h, i, w, j, c): every pass keeps at least 16 bytes innermost.
    moves = planned_transposes((16, 16, 64, 2, 2), (0, 3, 1, 4, 2), _u85_cost)
    assert moves is not None and len(moves) <= 3
    assert all(shape[order[-1]] >= 16 for shape, order in moves), moves


class _Upsampler(torch.nn.Module):
    """A super-resolution tail: a convolution to r*r times the channels, a pixel shuffle, a convolution."""

    def __init__(self) -> None:
        super().__init__()
        self.expand = torch.nn.Conv2d(16, 64, 3, padding=1)
        self.out = torch.nn.Conv2d(16, 3, 3, padding=1)

    def forward(self, x):
        return self.out(F.pixel_shuffle(self.expand(x), 2))


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u65-256", "ethos-u85-256"])
def test_a_pixel_shuffle_runs_as_three_dim_transposes_bit_exact(target):
    torch.manual_seed(0)
    x = torch.randn(1, 16, 16, 16)
    runs = bit_exact_variant_runs(_Upsampler().eval(), x, target, (Variant(), PLAIN))
    program, compile_target, _ = _ethosu_partition(_Upsampler().eval(), x, target)
    default, plain = lower_program(program, compile_target), lower_program(program, compile_target, PLAIN)
    assert default.spatial.variants()[-1] == PLAIN  # the single TRANSPOSE stays the guard
    assert _long_transposes(default.flatbuffer) == 0 and _long_transposes(plain.flatbuffer) == 1
    codes = np.random.default_rng(0).integers(-128, 128, size=tuple(x.shape), dtype=np.int8)
    for want, got in zip(run_tosa(plain.flatbuffer, [codes]), run_tosa(default.flatbuffer, [codes]), strict=True):
        np.testing.assert_array_equal(got, want)
    cycles = {variant: run.summary.total_cycles for variant, run in runs.items()}
    # Measured (Vela 5.2), planned / single TRANSPOSE: ethos-u55-128 74,560 / 204,096, ethos-u65-256
    # 56,880 / 117,296, ethos-u85-256 51,659 / 411,914.
    assert cycles[Variant()] < 0.5 * cycles[PLAIN], cycles


class _Normalized(torch.nn.Module):
    """Cosine attention's scores, as Swin V2 and Swin2SR compute them."""

    def forward(self, q, k):
        return F.normalize(q, dim=-1) @ F.normalize(k, dim=-1).transpose(-2, -1)


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u85-256"])
def test_a_normalize_divides_by_the_unexpanded_norms(target):
    torch.manual_seed(0)
    q, k = torch.randn(1, 2, 16, 16), torch.randn(1, 2, 16, 16)
    check_int(_Normalized().eval(), (q, k), ethosu_targets=(target,))
    compiled = armnpu.compile(_Normalized().eval(), (q, k), target=target, calibration=calibration_batches((q, k)))
    operators = [op for part in compiled.partitions for op, _ in _operators_with_input_shapes(part.tosa_flatbuffer)]
    assert "TILE" not in operators and len(compiled.partitions) == 1
