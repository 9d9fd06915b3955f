"""Indexing ops in the forms armnpu lowers, with int32 indices.

TOSA 1.0 has no int64, and torch makes every index tensor int64. Where the target can run
the indexed read or write (TOSA GATHER/SCATTER: not the Ethos-U55/U65), an int64 index
operand is cast to int32 right before the op; the cast of a model input stays on the CPU
(so the delegate takes int32), the cast of a constant is folded into the delegate. Ops the
target cannot run keep their int64 indices and their CPU kernels' types.
- embedding(weight, ids) is weight[ids], on every target (on the Ethos-U55/U65 it then stays on
  the CPU as index.Tensor, with the NPU's reason);
- index_copy(x, dim, index, src) is index_put with the index on `dim`, on every target;
- x[mask] = v with one boolean mask and one value is where(mask, v, x), on every target.
"""

from __future__ import annotations

from typing import Optional

import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _dtype(arg) -> Optional[torch.dtype]:
    val = arg.meta.get("val") if hasattr(arg, "meta") else None
    return val.dtype if isinstance(val, torch.Tensor) else None


def _is_int64(arg) -> bool:
    return _dtype(arg) == torch.int64


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
    """Int64 indices and no boolean mask among them: a mask cast to int32 would index by its
    0s and 1s, not select where it is true."""
    dtypes = {_dtype(i) for i in node.args[1] if i is not None}
    return torch.int64 in dtypes and torch.bool not in dtypes and _runs_gather(target)


def _constant_never_mutated(node, target) -> bool:
    """lift_fresh_copy only guards a torch.tensor(...) constant of the forward against in-place
    writes (detach_ only drops autograd history): without any, the copy is the constant itself."""
    return all(user.target is aten.detach_.default or not _writes_in_place(user) for user in node.users)


def _writes_in_place(node) -> bool:
    schema = getattr(node.target, "_schema", None)
    return schema is not None and schema.is_mutable


@decomposition(
    aten.lift_fresh_copy.default,
    applies=_constant_never_mutated,
    samples=(Sample(lambda x: torch.index_select(x, 0, torch.tensor([1, 0], dtype=torch.int32)), ((2, 3),)),),
)
def constant_tensor(constant):
    # Constant index tensors written in the forward then reach the delegate as constants,
    # not as int64 copies made on the CPU.
    return constant


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


def _one_mask_one_value(node, target) -> bool:
    present = [i for i in node.args[1] if i is not None]
    values = node.args[2].meta.get("val") if hasattr(node.args[2], "meta") else None
    mask = present[0].meta.get("val") if len(present) == 1 and hasattr(present[0], "meta") else None
    return (
        isinstance(mask, torch.Tensor) and mask.dtype == torch.bool
        and isinstance(values, torch.Tensor) and values.numel() == 1
    )


@decomposition(
    aten.index_put.default,
    applies=_one_mask_one_value,
    samples=(Sample(lambda x, v: torch.index_put(x, (x[:, 0] > 0,), v), ((3, 4), (1,))),),
)
def index_put_bool_mask(x, indices, values, accumulate=False):
    # x[mask] = v writes a data-dependent number of elements; with one value it is a select.
    dim = next(d for d, index in enumerate(indices) if index is not None)
    mask = indices[dim]
    mask = mask.reshape((1,) * dim + tuple(mask.shape) + (1,) * (x.dim() - dim - mask.dim()))
    value = values.reshape(())
    return torch.where(mask, x + value if accumulate else value, x)


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


def _quantized(node, target) -> bool:
    return getattr(target, "integer", False)


@decomposition(
    aten.index_copy_.default,
    applies=_quantized,
    samples=(Sample(lambda x, y: (x * 1.0).index_copy_(0, torch.tensor([1]), y), ((3, 4), (1, 4))),),
)
def index_copy_inplace_quantized(x, dim, index, source):
    # Readers of x after the write read this node (export tracks the in-place result), so only
    # a model input could see a copy back. A quantized model writes in place into a dequantized
    # copy of its input, as every in-place op does: the caller's tensor is never written, and
    # a copy back would add the input's mutation as a second program output.
    return index_copy(x, dim, index, source)


@decomposition(
    aten.index_copy_.default,
    samples=(
        Sample(lambda x, y: (x * 1.0).index_copy_(0, torch.tensor([1]), y), ((3, 4), (1, 4))),
    ),
)
def index_copy_inplace(x, dim, index, source):
    # The write is computed out of place (and can be delegated); users take that result, and
    # the copy back only remains where x is a model input whose mutation must be seen.
    result = index_copy(x, dim, index, source)
    x.copy_(result)
    return result


# ---- tensor operands that only lend a shape ----------------------------------------------
# full_like(y, v) and fill(t, v) read nothing but y's shape and dtype: as full(shape, v) they
# have no tensor input, so no quantized input to wait for, and fold into constants.


def _shape_only(node, target) -> bool:
    val = node.meta.get("val")
    return isinstance(val, torch.Tensor) and val.dtype in (torch.float32, torch.float16, torch.int32, torch.int8, torch.int16)


def _sole_use(node, target) -> bool:
    """fill_ rewrites its operand in place: only a fill of a tensor nobody else reads is replaced."""
    return _shape_only(node, target) and len(node.args[0].users) == 1


@decomposition(
    aten.full_like.default,
    applies=_shape_only,
    samples=(Sample(lambda x: x * torch.full_like(x, 2.0), ((2, 3),)),),
)
def full_like(x, value, **kwargs):
    return torch.full(tuple(x.shape), value, dtype=kwargs.get("dtype") or x.dtype)


@decomposition(
    aten.fill.Scalar,
    aten.fill_.Scalar,
    applies=_sole_use,
    samples=(Sample(lambda x: x * torch.zeros_like(x).fill_(3.0), ((2, 3),)),),
)
def fill(x, value):
    return torch.full(tuple(x.shape), value, dtype=x.dtype)


# ---- int64 constants ------------------------------------------------------------------------
# torch creates integer constants as int64 (torch.arange(3), torch.zeros(n, dtype=torch.long)),
# which TOSA 1.0 cannot hold: like ConvertInt64ConstOpsToInt32Pass, they are created as int32
# when every value fits, in the quantized reference model as well as in the delegate.

_INT64_CREATION = (aten.arange.default, aten.arange.start, aten.arange.start_step, aten.full.default,
                   aten.ones.default, aten.zeros.default, aten.eye.default, aten.eye.m, aten.scalar_tensor.default)


def _int64_constant_fitting_int32(node, target) -> bool:
    val = node.meta.get("val")
    if not isinstance(val, torch.Tensor) or val.dtype != torch.int64 or val.numel() == 0:
        return False
    kwargs = {k: v for k, v in node.kwargs.items() if k not in ("device", "pin_memory")}
    values = node.target(*node.args, **kwargs)
    return int(values.min()) >= -(2**31) and int(values.max()) < 2**31


def _created_as_int32(op):
    def created_as_int32(*args, **kwargs):
        return op(*args, **{**kwargs, "dtype": torch.int32})

    created_as_int32.__name__ = f"{op.__name__.replace('.', '_')}_as_int32"
    return created_as_int32


for _op in _INT64_CREATION:
    decomposition(
        _op,
        applies=_int64_constant_fitting_int32,
        samples=(Sample(lambda x: torch.index_select(x, 1, torch.arange(2)), ((2, 3),)),),
    )(_created_as_int32(_op))
