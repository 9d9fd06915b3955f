"""`compact_transpose`: the same data movement on at most four dims where one exists."""

import itertools

import numpy as np
import pytest

from armnpu.tosa.layout import MAX_TRANSPOSE_RANK, compact_transpose


def moved(shape, perm):
    data = np.arange(np.prod(shape)).reshape(shape)
    compact_shape, compact_perm = compact_transpose(shape, perm)
    return np.transpose(data.reshape(compact_shape), compact_perm).ravel(), np.transpose(data, perm).ravel()


@pytest.mark.parametrize("rank", [5, 6])
def test_every_permutation_moves_the_same_elements(rank):
    shapes = [(2, 3, 1, 4, 5, 1)[:rank], (1, 3, 5, 2, 5, 2)[:rank]]
    for shape, perm in itertools.product(shapes, itertools.permutations(range(rank))):
        got, want = moved(shape, perm)
        assert np.array_equal(got, want), (shape, perm)


def test_space_to_depth_merges_to_four_dims():
    assert compact_transpose((1, 3, 112, 2, 112, 2), (0, 3, 5, 1, 2, 4)) == ((336, 2, 112, 2), (1, 3, 0, 2))


def test_unit_dims_are_dropped():
    assert compact_transpose((1, 8, 1, 16, 1, 32), (0, 5, 2, 1, 4, 3)) == ((8, 16, 32), (2, 0, 1))


def test_what_cannot_merge_stays_as_it_is():
    shape, perm = (2, 3, 4, 5, 6), (4, 3, 2, 1, 0)
    assert compact_transpose(shape, perm) == (shape, perm)


def test_four_dims_or_fewer_are_left_alone():
    assert compact_transpose((1, 3, 224, 224), (0, 2, 3, 1)) == ((1, 3, 224, 224), (0, 2, 3, 1))
    assert all(len(compact_transpose((1,) * 4, p)[0]) <= MAX_TRANSPOSE_RANK for p in itertools.permutations(range(4)))
