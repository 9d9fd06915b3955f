"""Tensors of an ExecuTorch program as torch views: dtype table, dim order and the memory plan.

Every memory-planned tensor is a view into its buffer's byte arena at its planned offset, so
values the planner put in the same place share storage exactly as on the device."""

from __future__ import annotations

from typing import Sequence

import torch
from executorch.exir import schema

from armnpu.runtime.errors import ProgramFormatError

# ExecuTorch's ScalarType codes (executorch/exir/scalar_type.py), the subset torch can hold.
_DTYPES: dict[int, torch.dtype] = {
    0: torch.uint8,
    1: torch.int8,
    2: torch.int16,
    3: torch.int32,
    4: torch.int64,
    5: torch.float16,
    6: torch.float32,
    7: torch.float64,
    8: torch.complex32,
    9: torch.complex64,
    10: torch.complex128,
    11: torch.bool,
    15: torch.bfloat16,
    23: torch.float8_e5m2,
    24: torch.float8_e4m3fn,
    25: torch.float8_e5m2fnuz,
    26: torch.float8_e4m3fnuz,
    27: torch.uint16,
    28: torch.uint32,
    29: torch.uint64,
}


def torch_dtype(scalar_type: int) -> torch.dtype:
    dtype = _DTYPES.get(int(scalar_type))
    if dtype is None:
        raise ProgramFormatError(f"scalar type {int(scalar_type)} is not one the host runtime supports")
    return dtype


def dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def strides_for(sizes: Sequence[int], dim_order: Sequence[int]) -> list[int]:
    """Element strides of a dense tensor whose dims are laid out outermost-first in `dim_order`."""
    strides = [0] * len(sizes)
    step = 1
    for dim in reversed(dim_order):
        strides[dim] = step
        step *= max(sizes[dim], 1)
    return strides


def nbytes(tensor: schema.Tensor) -> int:
    count = 1
    for size in tensor.sizes:
        count *= size
    return count * torch_dtype(tensor.scalar_type).itemsize


def new_arena(size: int) -> torch.Tensor:
    return _fixed_arena(bytearray(size))


def arena_from_bytes(data: bytes) -> torch.Tensor:
    # A private copy: kernels may write to constants (in-place ops), never to the file.
    return _fixed_arena(bytearray(data))


def _fixed_arena(buffer: bytearray) -> torch.Tensor:
    """A byte tensor over `buffer`. Its storage cannot grow: a kernel that tries to resize a
    planned tensor past its buffer gets an error instead of silently reallocating the arena."""
    size = len(buffer)
    return torch.frombuffer(buffer or bytearray(1), dtype=torch.uint8)[:size]


def view_into(arena: torch.Tensor, offset: int, tensor: schema.Tensor) -> torch.Tensor:
    """The tensor `tensor` describes, living in `arena` from byte `offset`."""
    dtype = torch_dtype(tensor.scalar_type)
    size = nbytes(tensor)
    if offset % dtype.itemsize:
        raise ProgramFormatError(
            f"a {dtype_name(dtype)} tensor is planned at byte offset {offset}, not a multiple of {dtype.itemsize}"
        )
    typed = arena[offset : offset + size].view(dtype)
    return typed.as_strided(list(tensor.sizes), strides_for(tensor.sizes, tensor.dim_order))


def standalone(tensor: schema.Tensor) -> torch.Tensor:
    """A tensor with storage of its own, for values the memory plan leaves unallocated."""
    return view_into(new_arena(nbytes(tensor)), 0, tensor)
