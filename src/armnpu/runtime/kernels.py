"""Kernels for a program's KernelCalls: each operator resolves to the torch op of the same name
and overload (the `.out` variants ExecuTorch emits), or to one of the few ExecuTorch-only
primitives implemented here. Arguments bind by the op's schema; ExecuTorch appends one
slot for the return value after the schema's arguments."""

from __future__ import annotations

from typing import Callable, Optional, Sequence

import torch

# Each import registers operators ExecuTorch programs call: quantized_decomposed::*.out kernels,
# dim_order_ops::*, and the executorch_prim:: scalar ops.
import executorch.kernels.quantized  # noqa: F401
import executorch.exir.passes.dim_order_ops_registry  # noqa: F401
import executorch.exir.passes.executorch_prim_ops_registry  # noqa: F401

from armnpu.runtime.errors import ExecutionError, UnsupportedKernelError


class IndexList:
    """An IntList/TensorList/OptionalTensorList EValue: indices of other values, read at call time
    so a list sees the current value of each member (symbolic ints, moved tensors)."""

    __slots__ = ("items",)

    def __init__(self, items: Sequence[int]) -> None:
        self.items = list(items)

    def resolve(self, values: list) -> list:
        return [None if i == -1 else values[i] for i in self.items]


def read(values: list, index: int) -> object:
    value = values[index]
    return value.resolve(values) if isinstance(value, IndexList) else value


class Kernel:
    """Runs one KernelCall: `kernel(values, args)` reads and writes the method's values."""

    def __init__(self, name: str, run: Callable[[list, Sequence[int]], None]) -> None:
        self.name = name
        self._run = run

    def __call__(self, values: list, args: Sequence[int]) -> None:
        try:
            self._run(values, args)
        except (UnsupportedKernelError, ExecutionError):
            raise
        except Exception as error:  # noqa: BLE001 - torch kernels raise many types; report which kernel failed
            message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            raise ExecutionError(f"kernel {self.name} failed: {message}") from None


def _torch_kernel(name: str, op: torch._ops.OpOverload) -> Kernel:
    schema = op._schema
    arguments = [(arg.name, arg.kwarg_only) for arg in schema.arguments]
    has_return = bool(schema.returns)

    def run(values: list, args: Sequence[int]) -> None:
        if len(args) not in (len(arguments), len(arguments) + 1):
            raise ExecutionError(
                f"kernel {name} takes {len(arguments)} arguments and a return slot, the program passes {len(args)} values"
            )
        positional, keywords = [], {}
        for (arg_name, kwarg_only), index in zip(arguments, args):
            value = read(values, index)
            if kwarg_only:
                keywords[arg_name] = value
            else:
                positional.append(value)
        result = op(*positional, **keywords)
        if has_return and len(args) > len(arguments):
            store(values, args[-1], result)

    return Kernel(name, run)


def store(values: list, index: int, result: object) -> None:
    """Put a kernel's result in value `index`, copying into planned memory when it is not already there."""
    slot = values[index]
    if isinstance(slot, IndexList) and isinstance(result, (tuple, list)):
        for item, part in zip(slot.items, result):
            store(values, item, part)
    elif isinstance(slot, torch.Tensor) and isinstance(result, torch.Tensor):
        if result is not slot:
            if result.shape != slot.shape:
                raise ExecutionError(f"a kernel produced shape {tuple(result.shape)} for a value planned as {tuple(slot.shape)}")
            slot.copy_(result)
    else:
        values[index] = result


def _et_view(values: list, args: Sequence[int]) -> None:
    """executorch_prim::et_view.default(self, size, out): `out` becomes a view of `self`."""
    source, size, out = args
    values[out] = read(values, source).view(read(values, size))


def _et_copy_index(values: list, args: Sequence[int]) -> None:
    """executorch_prim::et_copy_index.tensor(copy_to, copy_from, index): copy_to[index] = copy_from,
    growing copy_to's first dim to index + 1 (how `map` loops stack their results)."""
    copy_to, copy_from, index = (read(values, i) for i in args)
    if copy_to.shape[0] != index + 1:
        copy_to.resize_((index + 1, *copy_from.shape))
    copy_to[index].copy_(copy_from)


_PYTHON_KERNELS: dict[str, Callable[[list, Sequence[int]], None]] = {
    "executorch_prim::et_view.default": _et_view,
    "executorch_prim::et_copy_index.tensor": _et_copy_index,
}


def resolve_kernel(name: str, overload: str) -> Kernel:
    """The kernel for operator `name` (e.g. "aten::add") and `overload` (e.g. "out", "" for default)."""
    overload = overload or "default"
    full_name = f"{name}.{overload}"
    python = _PYTHON_KERNELS.get(full_name)
    if python is not None:
        return Kernel(full_name, python)
    op = _torch_op(name, overload)
    if op is None:
        raise UnsupportedKernelError(f"the program calls {full_name}, which the host runtime has no kernel for")
    return _torch_kernel(full_name, op)


def _torch_op(name: str, overload: str) -> Optional[torch._ops.OpOverload]:
    namespace, sep, op_name = name.partition("::")
    if not sep or not namespace or not op_name:
        return None
    try:
        return getattr(getattr(getattr(torch.ops, namespace), op_name), overload)
    except (AttributeError, RuntimeError):
        return None
