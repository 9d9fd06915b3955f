"""`compact_transpose`: the same data movement on fewer dims where merging allows."""

import itertools

import numpy as np
import pytest
import torch

import armnpu
from armnpu.tosa.layout import compact_transpose


def moved(shape, perm, fewest):
    data = np.arange(np.prod(shape)).reshape(shape)
    compact_shape, compact_perm = compact_transpose(shape, perm, fewest)
    return np.transpose(data.reshape(compact_shape), compact_perm).ravel(), np.transpose(data, perm).ravel()


@pytest.mark.parametrize("fewest", [True, False])
@pytest.mark.parametrize("rank", [4, 5, 6])
def test_every_permutation_moves_the_same_elements(rank, fewest):
    shapes = [(2, 3, 1, 4, 5, 1)[:rank], (1, 3, 5, 2, 5, 2)[:rank]]
    for shape, perm in itertools.product(shapes, itertools.permutations(range(rank))):
        got, want = moved(shape, perm, fewest)
        assert np.array_equal(got, want), (shape, perm)


def test_space_to_depth_merges_to_four_dims():
    assert compact_transpose((1, 3, 112, 2, 112, 2), (0, 3, 5, 1, 2, 4)) == ((336, 2, 112, 2), (1, 3, 0, 2))


def test_unit_dims_are_dropped():
    assert compact_transpose((1, 8, 1, 16, 1, 32), (0, 5, 2, 1, 4, 3)) == ((8, 16, 32), (2, 0, 1))


def test_what_cannot_merge_to_four_dims_stays_as_it_is():
    shape, perm = (2, 3, 4, 5, 6), (4, 3, 2, 1, 0)
    assert compact_transpose(shape, perm) == (shape, perm)
    assert compact_transpose(shape, perm, fewest=True) == (shape, perm)


def test_four_dims_are_kept_unless_the_target_merges_them():
    nchw_to_nhwc = (1, 3, 224, 224), (0, 2, 3, 1)
    assert compact_transpose(*nchw_to_nhwc) == nchw_to_nhwc
    assert compact_transpose(*nchw_to_nhwc, fewest=True) == ((3, 224 * 224), (1, 0))


def test_a_merged_dim_stays_below_the_npu_axis_limit():
    assert compact_transpose((1, 3, 512, 512), (0, 2, 3, 1), fewest=True) == ((3, 512, 512), (1, 2, 0))


def transpose_input_ranks(flatbuffer: bytes) -> list[int]:
    from tosa.Op import Op
    from tosa.TosaGraph import TosaGraph

    block = TosaGraph.GetRootAs(bytearray(flatbuffer), 0).Regions(0).Blocks(0)
    ranks = {block.Tensors(i).Name().decode(): block.Tensors(i).ShapeLength() for i in range(block.TensorsLength())}
    ops = (block.Operators(i) for i in range(block.OperatorsLength()))
    return [ranks[op.Inputs(0).decode()] for op in ops if op.Op() == Op.TRANSPOSE]


# The U85 moves the input's 3 channels innermost by a convolution, not a TRANSPOSE
# (tests/ops/test_interleave_by_conv.py), and the output's back in 4-D.
@pytest.mark.parametrize("target, ranks", [("ethos-u55-128", [2, 2]), ("ethos-u85-256", [4])])
def test_the_u55_moves_channels_on_merged_dims(target, ranks):
    """NCHW -> NHWC into the convolution and back: a 2-D transpose on the U55 only."""
    conv = torch.nn.Conv2d(3, 8, 3).eval()
    compiled = armnpu.compile(conv, (torch.randn(1, 3, 12, 12),), target=target)
    assert [rank for p in compiled.partitions for rank in transpose_input_ranks(p.tosa_flatbuffer)] == ranks
