"""Indexed writes: index_put, index_copy, slice_scatter, select_scatter (KV-cache updates).

Writes to constant contiguous positions are slices and a concat and run on every NPU
(the U55 program is checked bit for bit on the simulator by the harness); any other write
is TOSA SCATTER, which the Ethos-U55/U65 do not have."""

from __future__ import annotations

import pytest
import torch

import armnpu
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import U85_TARGETS, check_fp, check_int
from tests.ops.test_gather import assert_stays_on_cpu, check_indexed, check_indexed_fp


class IndexPut(torch.nn.Module):
    def forward(self, x, index, values):
        return torch.index_put(x, (index,), values)


class IndexPutMiddle(torch.nn.Module):
    """Two index tensors on dims 1 and 2 and values broadcast over the indexed block."""

    def forward(self, x, rows, cols, values):
        y = x * 1.0
        y[:, rows, cols] = values
        return y


class IndexCopy(torch.nn.Module):
    def forward(self, x, index, source):
        return x.index_copy(1, index, source)


class CacheUpdate(torch.nn.Module):
    """A KV cache written at fixed positions: index_copy with a constant index (slices and a
    concat in the delegate: the constant positions are consecutive)."""

    def __init__(self, position: int):
        super().__init__()
        self.register_buffer("positions", torch.arange(position, position + 2))

    def forward(self, cache, new):
        return cache.index_copy(2, self.positions, new) * 1.5


class SliceScatter(torch.nn.Module):
    def __init__(self, dim, start, end, step=1):
        super().__init__()
        self.args = (dim, start, end, step)

    def forward(self, x, y):
        return torch.slice_scatter(x, y, *self.args)


class SelectScatter(torch.nn.Module):
    def __init__(self, dim, index):
        super().__init__()
        self.dim, self.index = dim, index

    def forward(self, x, y):
        return torch.select_scatter(x, y, self.dim, self.index)


def test_index_put_int():
    x, values = torch.randn(6, 4), torch.randn(3, 4)
    index = torch.tensor([5, 0, 2])
    assert check_indexed(IndexPut(), (x, index, values), cpu_casts=1) == 0


def test_index_put_broadcast_values_int():
    x = torch.randn(2, 4, 5)
    rows = torch.tensor([3, 0], dtype=torch.int32)
    cols = torch.tensor([1, 4], dtype=torch.int32)
    assert check_indexed(IndexPutMiddle(), (x, rows, cols, torch.randn(2, 1))) == 0


def test_index_put_fp():
    check_indexed_fp(IndexPut(), (torch.randn(6, 4), torch.tensor([5, 0, 2]), torch.randn(3, 4)), cpu_casts=1)


def test_index_copy_int():
    x, source = torch.randn(2, 5, 3), torch.randn(2, 2, 3)
    assert check_indexed(IndexCopy(), (x, torch.tensor([4, 1]), source), cpu_casts=1) == 0


class SliceAssign(torch.nn.Module):
    """The same update written as a slice assignment: slice_scatter, which every NPU runs."""

    def forward(self, cache, new):
        cache = cache * 1.0
        cache[:, :, 3:5] = new
        return cache * 1.5


def test_cache_update_int():
    inputs = (torch.randn(1, 2, 8, 4), torch.randn(1, 2, 2, 4))
    assert check_int(CacheUpdate(3), inputs, ethosu_targets=U85_TARGETS) <= 1.0
    assert_stays_on_cpu(CacheUpdate(3), inputs, "aten.index_put.default", "Ethos-U55/U65 cannot run SCATTER")


def test_cache_update_by_slice_runs_on_every_npu():
    worst = check_int(SliceAssign(), (torch.randn(1, 2, 8, 4), torch.randn(1, 2, 2, 4)))
    print(f"cache update by slice assignment: max diff {worst} quanta")


@pytest.mark.parametrize(
    "args, y_shape",
    [((1, 2, 5), (2, 3, 4)), ((2, 0, 2), (2, 6, 2)), ((0, 1, 2), (1, 6, 4)), ((1, -2, None), (2, 2, 4))],
    ids=["middle", "front", "dim0", "tail"],
)
def test_slice_scatter_int(args, y_shape):
    worst = check_int(SliceScatter(*args), (torch.randn(2, 6, 4), torch.randn(*y_shape)), max_quanta=0)
    print(f"slice_scatter {args}: max diff {worst} quanta")


def _step_scatter():
    return SliceScatter(1, 0, 6, 2), (torch.randn(2, 6, 4), torch.randn(2, 3, 4))


def test_slice_scatter_step_int():
    # Vela lowers the U85 SCATTER to an indexed DMA (the destination rows picked by the indices).
    module, inputs = _step_scatter()
    assert check_int(module, inputs, max_quanta=0, ethosu_targets=U85_TARGETS) == 0


def test_slice_scatter_step_stays_on_cpu_for_ethos_u55():
    module, inputs = _step_scatter()
    assert check_int(module, inputs, max_quanta=0, ethosu_targets=()) == 0
    assert_stays_on_cpu(module, inputs, "aten.slice_scatter.default", "Ethos-U55/U65 have no SCATTER")


@pytest.mark.parametrize("dim, index", [(0, 1), (1, -1), (2, 0)])
def test_select_scatter_int(dim, index):
    x = torch.randn(3, 4, 5)
    y = torch.randn(*[s for d, s in enumerate(x.shape) if d != dim])
    check_int(SelectScatter(dim, index), (x, y), max_quanta=0)


def test_scatter_fp():
    check_fp(SliceScatter(1, 1, 5, 2), (torch.randn(2, 6), torch.randn(2, 2)))
    check_fp(SelectScatter(1, 2), (torch.randn(2, 6), torch.randn(2)))


def test_u55_has_no_scatter():
    inputs = (torch.randn(6, 4), torch.tensor([5, 0, 2]), torch.randn(3, 4))
    assert_stays_on_cpu(IndexPut(), inputs, "aten.index_put.default", "Ethos-U55/U65 cannot run SCATTER")


class IndexCopyInPlace(torch.nn.Module):
    def forward(self, x, index, source):
        return x.index_copy_(0, index, source)


def test_index_copy_in_place_on_an_input_int():
    """As every in-place op of a quantized model, the write lands in a dequantized copy of the
    input: the program returns the module's one output, not the input's mutation as well."""
    inputs = (torch.randn(6, 3), torch.tensor([0, 2, 5]), torch.randn(3, 3))
    assert check_indexed(IndexCopyInPlace(), inputs, cpu_casts=1) == 0
    compiled = armnpu.compile(IndexCopyInPlace(), inputs, target="TOSA-1.0+INT")
    outputs = armnpu.load(compiled.buffer)(*inputs)
    assert len(outputs) == 1 and outputs[0].shape == (6, 3)


class IndexPutAccumulate(torch.nn.Module):
    def forward(self, x, rows, cols, values):
        return torch.index_put(x, (rows, cols), values, accumulate=True)


def test_index_put_accumulate_int():
    """Repeated positions add up (a one-hot sum, not SCATTER); the U55 keeps it on the CPU."""
    rows = torch.tensor([0, 3, 0, 4], dtype=torch.int32)
    cols = torch.tensor([3, 1, 3, 8], dtype=torch.int32)
    inputs = (torch.rand(5, 9, 3), rows, cols, torch.randn(4, 3) * 4)
    assert check_indexed(IndexPutAccumulate(), inputs) <= 1.0
    assert_stays_on_cpu(IndexPutAccumulate(), inputs, "aten.index_put.default", "Ethos-U55/U65 have no SELECT")


def test_index_put_accumulate_fp():
    rows = torch.tensor([0, 3, 0, 4], dtype=torch.int32)
    cols = torch.tensor([3, 1, 3, 8], dtype=torch.int32)
    inputs = (torch.rand(5, 9, 3), rows, cols, torch.randn(4, 3))
    compiled = armnpu.compile(IndexPutAccumulate(), inputs, target="TOSA-1.0+FP")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    # The delegate adds the repeated values first, torch one after the other: float rounding apart.
    torch.testing.assert_close(run_edge_program(compiled.edge_program, inputs)[0], IndexPutAccumulate()(*inputs))


class IndexPutMask(torch.nn.Module):
    def __init__(self, accumulate: bool):
        super().__init__()
        self.accumulate = accumulate

    def forward(self, x, mask, value):
        return torch.ops.aten.index_put.default(x, [None, mask], value, self.accumulate)


@pytest.mark.parametrize("accumulate", [False, True], ids=["write", "accumulate"])
def test_index_put_bool_mask_one_value_int(accumulate):
    """x[:, mask] = v with one value is a select, whatever the number of True elements."""
    inputs = (torch.randn(2, 3, 4), torch.tensor([True, False, True]), torch.tensor(0.5))
    assert check_indexed(IndexPutMask(accumulate), inputs) <= 1.0


class MaskAndIndexPut(torch.nn.Module):
    """x[mask, index] = value: a boolean mask beside an int64 index (the competitor's
    "bool_and_tensor_indices_scalar" case)."""

    def forward(self, x, mask, index, value):
        return torch.ops.aten.index_put.default(x, (mask, index), value)


def test_a_boolean_mask_beside_int64_indices_keeps_its_meaning():
    """The mask selects where it is true; cast to int32 with the other index it would index rows
    0 and 1 instead (the old decomposition did, and the op then ran wrong on every target)."""
    torch.manual_seed(0)
    inputs = (torch.randn(2, 3, 4), torch.tensor([True, False]), torch.tensor([1, 2]), torch.tensor(0.0))
    compiled = armnpu.compile(MaskAndIndexPut().eval(), inputs, target="TOSA-1.0+INT")
    got = run_edge_program(compiled.edge_program, inputs, {})[0]
    assert torch.allclose(got, MaskAndIndexPut()(*inputs), atol=0.05), (got, MaskAndIndexPut()(*inputs))
