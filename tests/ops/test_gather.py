"""Indexed reads (embedding, index_select, index.Tensor, gather) → TOSA GATHER.

Index operands are model inputs here, so the harness's float input generators do not apply:
`check_indexed` varies the float inputs and keeps the indices. A model input index that is
int64 is cast to int32 on the CPU (the decomposition table puts the cast there), an int32
one goes straight into the delegate."""

from __future__ import annotations

from typing import Sequence

import pytest
import torch

import armnpu
from armnpu.verify.delegates import check_delegates, ethosu_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import U85_TARGETS, max_error_in_quanta

_INDEX_CAST = "dim_order_ops._to_dim_order_copy.default"


def _vary(inputs: Sequence[torch.Tensor], seed: int) -> tuple:
    generator = torch.Generator().manual_seed(seed)
    return tuple(torch.randn(t.shape, generator=generator) if t.dtype.is_floating_point else t for t in inputs)


def _assert_delegated(compiled, cpu_casts: int, delegates: int = 1) -> None:
    assert compiled.num_delegates == delegates, compiled.summary()
    assert compiled.cpu_ops == ({_INDEX_CAST: cpu_casts} if cpu_casts else {}), compiled.summary()


def check_indexed(
    module: torch.nn.Module,
    inputs: Sequence[torch.Tensor],
    cpu_casts: int = 0,
    ethosu_targets: Sequence[str] = U85_TARGETS,
    delegates: int = 1,
    index_bound: int | None = None,
) -> float:
    """INT: one delegate (plus `cpu_casts` int64 → int32 index casts on the CPU), the TOSA
    reference equal to the quantized model on varied float inputs; Vela compiles it for
    `ethosu_targets`. With `index_bound` (int32 inputs are indices below it; GATHER only, as
    SCATTER's indices must not repeat) the simulator runs each delegate bit-exactly against
    the TOSA reference model. Returns the worst difference in output quanta."""
    module = module.eval()
    inputs = tuple(inputs)
    calibration = [_vary(inputs, seed) for seed in range(4)] + [inputs]
    compiled = armnpu.compile(module, inputs, target="TOSA-1.0+INT", calibration=calibration)
    _assert_delegated(compiled, cpu_casts, delegates)
    worst = max(max_error_in_quanta(compiled, batch) for batch in [inputs, *(_vary(inputs, s) for s in (10, 11))])
    for target in ethosu_targets:
        npu = armnpu.compile(module, inputs, target=target, calibration=calibration)
        _assert_delegated(npu, cpu_casts, delegates)
        assert all(record.summary.total_cycles > 0 for record in npu.partitions)
        if index_bound is not None:
            check_delegates(npu, index_bound=index_bound)
    return worst


def check_indexed_fp(module: torch.nn.Module, inputs: Sequence[torch.Tensor], cpu_casts: int = 0) -> None:
    module = module.eval()
    compiled = armnpu.compile(module, tuple(inputs), target="TOSA-1.0+FP")
    _assert_delegated(compiled, cpu_casts)
    for batch in (tuple(inputs), _vary(inputs, 3)):
        for got, want in zip(run_edge_program(compiled.edge_program, batch), [module(*batch)]):
            torch.testing.assert_close(got, want, atol=0, rtol=0)


def assert_stays_on_cpu(module: torch.nn.Module, inputs: Sequence[torch.Tensor], op: str, reason: str, target: str = "ethos-u55-128"):
    compiled = armnpu.compile(module.eval(), tuple(inputs), target=target)
    rejected = [r for r in compiled.rejections if r.target == op]
    assert rejected and all(reason in r.reason for r in rejected), compiled.summary()
    assert compiled.cpu_ops.get(op) == 1, compiled.summary()


class Embedding(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.table = torch.nn.Embedding(12, 5)

    def forward(self, ids, x):
        return self.table(ids) + x


class IndexSelect(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.dim = dim

    def forward(self, x, index):
        return torch.index_select(x, self.dim, index)


class AdvancedIndex(torch.nn.Module):
    """Adjacent index tensors in the middle, and non-adjacent ones (their dims go first):
    two outputs of one input, so two delegates."""

    def forward(self, x, rows, cols):
        return x[:, rows, cols], x[rows, :, cols]


class Gather(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.dim = dim

    def forward(self, x, index):
        return torch.gather(x, self.dim, index)


class ConstantIndex(torch.nn.Module):
    """An int64 index buffer: cast and folded into the delegate at compile time."""

    def __init__(self):
        super().__init__()
        self.register_buffer("index", torch.tensor([[3, 0], [-1, 2]]))

    def forward(self, x):
        return x[self.index] * 2


IDS = torch.tensor([[1, 11, 3], [0, 5, 5]])


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32])
def test_embedding_int(dtype):
    casts = 1 if dtype == torch.int64 else 0
    worst = check_indexed(Embedding(), (IDS.to(dtype), torch.randn(2, 3, 5)), cpu_casts=casts, index_bound=12)
    assert worst <= 1.0, worst
    print(f"embedding ({dtype}): max diff {worst} quanta")


def test_embedding_fp():
    check_indexed_fp(Embedding(), (IDS, torch.randn(2, 3, 5)), cpu_casts=1)


@pytest.mark.parametrize("dim", [0, 1, -1])
def test_index_select_int(dim):
    x = torch.randn(4, 5, 6)
    index = torch.tensor([3, 0, 3, 1], dtype=torch.int32)
    worst = check_indexed(IndexSelect(dim), (x, index), index_bound=x.shape[dim])
    assert worst == 0, worst


def test_index_tensor_int():
    x = torch.randn(3, 4, 5)
    rows = torch.tensor([[2, 0], [1, 1]], dtype=torch.int32)
    cols = torch.tensor([4, 1], dtype=torch.int32)
    assert check_indexed(AdvancedIndex(), (x, rows, cols), delegates=2, index_bound=3) == 0  # rows < 3, cols < 5


@pytest.mark.parametrize("dim", [0, 1, 2])
def test_gather_int(dim):
    x = torch.randn(3, 4, 5)
    index = torch.randint(0, x.shape[dim], (2, 3, 4))
    worst = check_indexed(Gather(dim), (x, index), cpu_casts=1, index_bound=x.shape[dim])
    assert worst == 0, worst


def test_gather_fp_and_integer_data():
    index = torch.tensor([[1, 0], [2, 2], [0, 1]])
    check_indexed_fp(Gather(1), (torch.randn(3, 3), index), cpu_casts=1)
    data = torch.randint(-100, 100, (3, 3), dtype=torch.int32)
    compiled = armnpu.compile(Gather(1).eval(), (data, index), target="TOSA-1.0+INT")
    _assert_delegated(compiled, 1)
    (got,) = run_edge_program(compiled.edge_program, (data, index))
    assert torch.equal(got, torch.gather(data, 1, index))


def test_constant_index_is_folded():
    worst = check_indexed(ConstantIndex(), (torch.randn(4, 3),))
    assert worst <= 1.0, worst


@pytest.mark.parametrize(
    "module, inputs, op",
    [
        (Gather(1), (torch.randn(3, 3), torch.tensor([[1, 0], [2, 2], [0, 1]])), "aten.gather.default"),
        (IndexSelect(0), (torch.randn(4, 3), torch.tensor([2, 0])), "aten.index_select.default"),
        (Embedding(), (IDS, torch.randn(2, 3, 5)), "aten.index.Tensor"),
    ],
    ids=["gather", "index_select", "embedding"],
)
def test_u55_has_no_gather(module, inputs, op):
    """Vela has no GATHER for the Ethos-U55/U65: the op stays on the CPU, and says why; the
    int64 indices are left as they are for its CPU kernel."""
    assert_stays_on_cpu(module, inputs, op, "Ethos-U55/U65 cannot run GATHER")


class _KindsOfIds(torch.nn.Module):
    """Ids the CPU reduces to a kind (int64 remainder: no TOSA type) index a table of 2 rows."""

    def __init__(self) -> None:
        super().__init__()
        self.kinds = torch.nn.Embedding(2, 8)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return self.kinds(ids % 2)


@pytest.mark.parametrize("target", U85_TARGETS[:1])
def test_a_delegate_is_checked_with_the_range_of_the_table_its_indices_read(target):
    # Checked with the program input's range (ids below 256), the TOSA reference model aborts.
    ids = torch.randint(0, 256, (1, 16), generator=torch.Generator().manual_seed(0))
    program = armnpu.compile(_KindsOfIds().eval(), (ids,), target=target, calibration=[(ids,)])
    assert [delegate.index_bound for delegate in ethosu_delegates(program)] == [2], program.summary()
    assert check_delegates(program, seeds=(0,)) == program.num_delegates == 1
