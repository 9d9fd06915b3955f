"""Indexing ops in the forms armnpu lowers, with int32 indices.

TOSA 1.0 has no int64, and torch makes every index tensor int64. Where the target can run
the indexed read or write (TOSA GATHER/SCATTER: not the Ethos-U55/U65), an int64 index
operand is cast to int32 right before the op; the cast of a model input stays on the CPU
(so the delegate takes int32), the cast of a constant is folded into the delegate. Ops the
target cannot run keep their int64 indices and their CPU kernels' types.
- embedding(weight, ids) is weight[ids], on every target (on the Ethos-U55/U65 it then stays on
  the CPU as index.Tensor, with the NPU's reason);
- index_copy(x, dim, index, src) is index_put with the index on `dim`, on every target.
"""

from __future__ import annotations

import torch

from armnpu.ops.registry import Sample
from armnpu.passes.decompose import decomposition

aten = torch.ops.aten


def _is_int64(arg) -> bool:
    val = arg.meta.get("val") if hasattr(arg, "meta") else None
    return isinstance(val, torch.Tensor) and val.dtype == torch.int64


def _runs_gather(target) -> bool:
    # Unknown target (None): decompose, the partitioner decides later.
    return target is None or not getattr(target, "is_u55_like", False)


def _int32(index):
    return None if index is None else index.to(torch.int32)


def _int64_index_at(position: int):
    def applies(node, target) -> bool:
        return len(node.args) > position and _is_int64(node.args[position]) and _runs_gather(target)

    return applies


def _int64_index_list(node, target) -> bool:
    return any(_is_int64(i) for i in node.args[1] if i is not None) and _runs_gather(target)


@decomposition(
    aten.embedding.default,
    samples=(Sample(lambda w: torch.nn.functional.embedding(torch.tensor([[1, 4], [0, 1]]), w), ((6, 3),)),),
)
def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    return aten.index.Tensor(weight, [indices])  # index_int32 casts int64 ids where GATHER runs


@decomposition(
    aten.index_select.default,
    applies=_int64_index_at(2),
    samples=(Sample(lambda x: torch.index_select(x, 1, torch.tensor([2, 0, 2])), ((2, 4),)),),
)
def index_select_int32(x, dim, index):
    return aten.index_select.default(x, dim, _int32(index))


@decomposition(
    aten.gather.default,
    applies=_int64_index_at(2),
    samples=(Sample(lambda x: torch.gather(x, 0, torch.tensor([[1, 0, 1]])), ((2, 3),)),),
)
def gather_int32(x, dim, index, sparse_grad=False):
    return aten.gather.default(x, dim, _int32(index))


@decomposition(
    aten.index.Tensor,
    applies=_int64_index_list,
    samples=(Sample(lambda x: x[torch.tensor([[0, 2], [1, 1]])], ((3, 4),)),),
)
def index_int32(x, indices):
    return aten.index.Tensor(x, [_int32(i) for i in indices])


@decomposition(
    aten.index_put.default,
    applies=_int64_index_list,
    samples=(Sample(lambda x, y: torch.index_put(x, (torch.tensor([2, 0]),), y), ((4, 3), (2, 3))),),
)
def index_put_int32(x, indices, values, accumulate=False):
    return aten.index_put.default(x, [_int32(i) for i in indices], values, accumulate)


@decomposition(
    aten.index_copy.default,
    samples=(
        Sample(lambda x, y: x.index_copy(1, torch.tensor([2, 0]), y), ((2, 4, 3), (2, 2, 3))),
    ),
)
def index_copy(x, dim, index, source):
    # Quantized as the index_put it becomes (int64 indices get their cast from index_put_int32).
    dim = dim % x.dim()
    return aten.index_put.default(x, [None] * dim + [index], source)
