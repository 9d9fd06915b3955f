"""Kernels for a program's KernelCalls: each operator resolves to the torch op of the same name
and overload (the `.out` variants ExecuTorch emits), or to one of the few ExecuTorch-only
primitives implemented here. Arguments bind by the op's schema; ExecuTorch appends one
slot for the return value after the schema's arguments.

The quantized_decomposed `.out` ops torch gets from executorch.kernels.quantized are
ExecuTorch's C++ kernels, which abort the process on a bad argument (ET_CHECK). Those calls
run torch's own functional op of the same signature instead (the one the quantized model
and the edge program use), which raises, and copy its result into `out`."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Sequence

import executorch.exir.passes.dim_order_ops_registry  # noqa: F401
import executorch.exir.passes.executorch_prim_ops_registry  # noqa: F401

# Each import registers operators ExecuTorch programs call: quantized_decomposed::*.out schemas
# and their functional twins, dim_order_ops::*, and the executorch_prim:: scalar ops.
import executorch.kernels.quantized  # noqa: F401
import torch
import torch.ao.quantization.fx._decomposed  # noqa: F401 - the functional quantized_decomposed ops

from armnpu.errors import ArmNpuError
from armnpu.runtime.errors import ExecutionError, UnsupportedKernelError, first_line
from armnpu.runtime.memory import dtype_name, torch_dtype


class IndexList:
    """An IntList/TensorList/OptionalTensorList EValue: indices of other values, read at call time
    so a list sees the current value of each member (symbolic ints, moved tensors)."""

    __slots__ = ("items",)

    def __init__(self, items: Sequence[int]) -> None:
        self.items = list(items)

    def resolve(self, values: list) -> list:
        return [None if i == -1 else values[i] for i in self.items]


def read(values: list, index: int) -> Any:
    """The value at `index`: whatever the program's values hold there (tensor, scalar, list)."""
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
        except ExecutionError as error:
            raise ExecutionError(f"kernel {self.name}: {error}") from None
        except ArmNpuError:
            raise
        except Exception as error:  # noqa: BLE001 - torch kernels raise many types; report which kernel failed
            raise ExecutionError(f"kernel {self.name} failed: {first_line(error)}") from None


# Enum arguments arrive as ints; torch trusts an int it is given for an enum (a bad one crashes
# it), so they become the torch objects, checked, by the schema's declared type. Int lists hold
# sizes, strides, paddings and dims: torch's kernels overflow (and crash) on absurd ones.
_MEMORY_FORMATS = {
    0: torch.contiguous_format,
    1: torch.preserve_format,
    2: torch.channels_last,
    3: torch.channels_last_3d,
}
_INT_LIST_LIMIT = 2**31


def _enum_member(members: Mapping[int, object], kind: str) -> Callable[[int], object]:
    def convert(code: int) -> object:
        if code not in members:
            raise ExecutionError(f"{kind} {code} is not one of {sorted(members)}")
        return members[code]

    return convert


def _bounded_ints(values: Sequence[object]) -> Sequence[object]:
    if any(abs(v) >= _INT_LIST_LIMIT for v in values if isinstance(v, int)):
        raise ExecutionError(f"int list argument {values} holds a value past +-2**31")
    return values


_ARGUMENT_CONVERTERS: dict[str, Callable[[Any], object]] = {
    "ScalarType": torch_dtype,
    "MemoryFormat": _enum_member(_MEMORY_FORMATS, "memory format"),
    "Layout": _enum_member({0: torch.strided}, "layout"),
    "List[int]": _bounded_ints,
}


def _converter(argument: torch._C.Argument) -> Optional[Callable[[Any], object]]:
    declared = str(argument.real_type)
    if declared.startswith("Optional["):
        declared = declared[len("Optional[") : -1]
    return _ARGUMENT_CONVERTERS.get(declared)


def _torch_kernel(name: str, op: torch._ops.OpOverload, twin: Optional[torch._ops.OpOverload]) -> Kernel:
    """Calls `op` with the program's values; with a functional `twin`, calls that and fills the outs."""
    arguments = [(arg.name, arg.kwarg_only, arg.is_out, _converter(arg)) for arg in op._schema.arguments]
    has_return = bool(op._schema.returns)

    def run(values: list, args: Sequence[int]) -> None:
        if len(args) not in (len(arguments), len(arguments) + 1):
            raise ExecutionError(
                f"takes {len(arguments)} arguments and a return slot, the program passes {len(args)} values"
            )
        positional, keywords, outs = [], {}, []
        for (arg_name, kwarg_only, is_out, convert), index in zip(arguments, args):
            if twin is not None and is_out:
                outs.append(index)
                continue
            value = read(values, index)
            if convert is not None and value is not None:
                value = convert(value)
            if kwarg_only:
                keywords[arg_name] = value
            else:
                positional.append(value)
        if twin is not None:
            result = twin(*positional, **keywords)
            for index, part in zip(outs, result if isinstance(result, (tuple, list)) else (result,)):
                store(values, index, part)
        elif has_return and len(args) > len(arguments):
            store(values, args[-1], op(*positional, **keywords))
        else:
            op(*positional, **keywords)

    return Kernel(name, run)


def _functional_twin(op: torch._ops.OpOverload, packet: torch._ops.OpOverloadPacket) -> Optional[torch._ops.OpOverload]:
    """The overload of `packet` taking exactly `op`'s arguments without its out arguments."""
    wanted = [(a.name, str(a.type), a.kwarg_only) for a in op._schema.arguments if not a.is_out]
    if len(wanted) == len(op._schema.arguments):
        return None
    for overload in packet.overloads():
        candidate = getattr(packet, overload)
        if [(a.name, str(a.type), a.kwarg_only) for a in candidate._schema.arguments] == wanted:
            return candidate
    return None


def store(values: list, index: int, result: object) -> None:
    """Put a kernel's result in value `index`, copying into planned memory when it is not already there."""
    slot = values[index]
    if isinstance(slot, IndexList) and isinstance(result, (tuple, list)):
        for item, part in zip(slot.items, result):
            store(values, item, part)
    elif isinstance(slot, torch.Tensor) and isinstance(result, torch.Tensor):
        if result is not slot:
            if result.shape != slot.shape or result.dtype != slot.dtype:
                raise ExecutionError(
                    f"produced {dtype_name(result.dtype)} {list(result.shape)} "
                    f"for a value planned as {dtype_name(slot.dtype)} {list(slot.shape)}"
                )
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
    namespace, _, op_name = name.partition("::")
    packet = _torch_packet(namespace, op_name)
    op = _overload(packet, overload) if packet is not None else None
    if packet is None or op is None:
        raise UnsupportedKernelError(f"the program calls {full_name}, which the host runtime has no kernel for")
    twin = _functional_twin(op, packet) if namespace in _ABORTING_NAMESPACES else None
    return _torch_kernel(full_name, op, twin)


# Namespaces whose `.out` kernels in torch are ExecuTorch C++ kernels that abort on bad input.
_ABORTING_NAMESPACES = frozenset({"quantized_decomposed"})


def _torch_packet(namespace: str, op_name: str) -> Optional[torch._ops.OpOverloadPacket]:
    if not namespace or not op_name:
        return None
    try:
        packet = getattr(getattr(torch.ops, namespace), op_name)
    except (AttributeError, RuntimeError):
        return None
    return packet if isinstance(packet, torch._ops.OpOverloadPacket) else None


def _overload(packet: torch._ops.OpOverloadPacket, overload: str) -> Optional[torch._ops.OpOverload]:
    try:
        op = getattr(packet, overload)
    except (AttributeError, RuntimeError):
        return None
    return op if isinstance(op, torch._ops.OpOverload) else None
