"""Structural checks of a parsed program: every index in range, every tensor inside its buffer.

Run once at load, so the interpreter can index without guarding and a corrupted file fails
with a message naming the bad reference rather than deep inside a kernel."""

from __future__ import annotations

import dataclasses
import functools
import typing
from typing import Any

from executorch.exir import schema

from armnpu.runtime.errors import ProgramFormatError
from armnpu.runtime.memory import nbytes, torch_dtype
from armnpu.runtime.pte import PteFile

# A memory plan past this is a corrupted size, not a model for a microcontroller NPU
# (and ExecuTorch's verifier, run after these checks, allocates the plan).
MAX_ARENA_BYTES = 1 << 30


def validate(pte: PteFile) -> None:
    program = pte.program
    _check_complete(program, "program")
    if not program.execution_plan:
        raise ProgramFormatError("corrupted .pte: the program has no methods")
    for plan in program.execution_plan:
        _PlanChecker(pte, plan).check()


@functools.cache
def _required_fields(cls: type) -> tuple[str, ...]:
    hints = typing.get_type_hints(cls)
    return tuple(
        f.name
        for f in dataclasses.fields(cls)
        if not (typing.get_origin(hints[f.name]) is typing.Union and type(None) in typing.get_args(hints[f.name]))
    )


def _check_complete(obj: Any, where: str) -> None:  # obj: a schema dataclass (a flatbuffer table)
    """Every non-optional field of the schema dataclasses is present (a flatbuffer table whose
    offsets were corrupted reads back with fields missing)."""
    # mypy does not see that a class object is Hashable, as functools.cache's signature asks
    for name in _required_fields(type(obj)):  # type: ignore[arg-type]
        value = getattr(obj, name)
        if value is None:
            raise ProgramFormatError(f"corrupted .pte: {where}.{name} is missing")
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if dataclasses.is_dataclass(value):
            _check_complete(value, f"{where}.{f.name}")
        elif isinstance(value, list) and value and dataclasses.is_dataclass(value[0]):
            for index, item in enumerate(value):
                _check_complete(item, f"{where}.{f.name}[{index}]")


class _PlanChecker:
    def __init__(self, pte: PteFile, plan: schema.ExecutionPlan) -> None:
        self.pte = pte
        self.plan = plan
        self.constants = [buffer.storage for buffer in pte.program.constant_buffer]

    def fail(self, what: str) -> None:
        raise ProgramFormatError(f"corrupted .pte: method {self.plan.name!r}: {what}")

    def value(self, index: int, where: str) -> None:
        if not 0 <= index < len(self.plan.values):
            self.fail(f"{where} refers to value {index}, the method has {len(self.plan.values)}")

    def check(self) -> None:
        plan = self.plan
        sizes = plan.non_const_buffer_sizes[1:]  # entry 0 is a placeholder for the constants
        if any(size < 0 for size in sizes) or sum(sizes) > MAX_ARENA_BYTES:
            self.fail(f"memory plan of {sizes} bytes (accepted: up to {MAX_ARENA_BYTES} in all)")
        for index in plan.inputs:
            self.value(index, "an input")
        for index in plan.outputs:
            self.value(index, "an output")
        for index, evalue in enumerate(plan.values):
            self.evalue(index, evalue.val)
        for number, delegate in enumerate(plan.delegates):
            self.delegate(number, delegate)
        for chain in plan.chains:
            for number, instruction in enumerate(chain.instructions):
                self.instruction(number, instruction.instr_args, len(chain.instructions))

    def evalue(self, index: int, val: object) -> None:
        where = f"value {index}"
        if isinstance(val, schema.Tensor):
            self.tensor(where, val)
        elif isinstance(val, (schema.IntList, schema.TensorList)):
            for item in val.items:
                self.value(item, where)
        elif isinstance(val, schema.OptionalTensorList):
            for item in val.items:
                if item != -1:
                    self.value(item, where)

    def tensor(self, where: str, tensor: schema.Tensor) -> None:
        try:
            torch_dtype(tensor.scalar_type)
        except ProgramFormatError as error:
            self.fail(f"{where}: {error}")
        if any(size < 0 for size in tensor.sizes):
            self.fail(f"{where}: negative size in {list(tensor.sizes)}")
        if sorted(tensor.dim_order) != list(range(len(tensor.sizes))):
            order = list(tensor.dim_order)
            self.fail(f"{where}: dim order {order} is not a permutation of its {len(tensor.sizes)} dims")
        size = nbytes(tensor)
        if size > MAX_ARENA_BYTES:
            self.fail(f"{where}: {size} bytes for one tensor (accepted: up to {MAX_ARENA_BYTES})")
        info = tensor.extra_tensor_info
        alloc = tensor.allocation_info
        if alloc is not None:
            buffers = self.plan.non_const_buffer_sizes
            if not 1 <= alloc.memory_id < len(buffers):
                self.fail(f"{where}: memory id {alloc.memory_id}, the plan has buffers 1..{len(buffers) - 1}")
            if alloc.memory_offset + size > buffers[alloc.memory_id]:
                self.fail(
                    f"{where}: {size} bytes at offset {alloc.memory_offset} overflow buffer {alloc.memory_id} "
                    f"of {buffers[alloc.memory_id]} bytes"
                )
        if info is not None and info.location == schema.TensorDataLocation.EXTERNAL:
            key = info.fully_qualified_name
            if key not in self.pte.named_data:
                self.fail(f"{where}: tensor {key!r} is stored in a .ptd file, which the host runtime does not read")
            if size > len(self.pte.named_data[key]):
                self.fail(f"{where}: tensor {key!r} needs {size} bytes, the file holds {len(self.pte.named_data[key])}")
        elif tensor.data_buffer_idx > 0:
            if alloc is not None:
                self.stored(where, "mutable data", tensor.data_buffer_idx, self.pte.mutable_data, size)
            else:
                self.stored(where, "constant buffer", tensor.data_buffer_idx, self.constants, size)

    def stored(self, where: str, kind: str, index: int, buffers: list[bytes], size: int) -> None:
        if index >= len(buffers):
            self.fail(f"{where}: {kind} {index} does not exist (the file has {len(buffers)})")
        if size > len(buffers[index]):
            self.fail(f"{where}: needs {size} bytes, {kind} {index} holds {len(buffers[index])}")

    def delegate(self, number: int, delegate: schema.BackendDelegate) -> None:
        where = f"delegate {number} ({delegate.id})"
        if delegate.processed.location != schema.DataLocation.INLINE:
            self.fail(f"{where}: its data is in a segment the file does not hold")
        if not 0 <= delegate.processed.index < len(self.pte.program.backend_delegate_data):
            self.fail(f"{where}: data index {delegate.processed.index} out of range")

    def instruction(self, number: int, args: object, chain_length: int) -> None:
        where = f"instruction {number}"
        if isinstance(args, schema.KernelCall):
            if not 0 <= args.op_index < len(self.plan.operators):
                self.fail(f"{where}: operator {args.op_index}, the method has {len(self.plan.operators)}")
            for index in args.args:
                self.value(index, where)
        elif isinstance(args, schema.DelegateCall):
            if not 0 <= args.delegate_index < len(self.plan.delegates):
                self.fail(f"{where}: delegate {args.delegate_index}, the method has {len(self.plan.delegates)}")
            for index in args.args:
                self.value(index, where)
        elif isinstance(args, schema.MoveCall):
            self.value(args.move_from, where)
            self.value(args.move_to, where)
        elif isinstance(args, schema.JumpFalseCall):
            self.value(args.cond_value_index, where)
            # A jump to the chain's length ends the chain (a cond whose branch is last).
            if not 0 <= args.destination_instruction <= chain_length:
                target = args.destination_instruction
                self.fail(f"{where}: jumps to {target}, the chain has {chain_length} instructions")
        elif isinstance(args, schema.FreeCall):
            self.value(args.value_index, where)
        else:
            self.fail(f"{where}: unknown instruction kind {type(args).__name__}")
