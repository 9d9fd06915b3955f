"""One method of a program, interpreted: its values (EValues) as Python objects over the
memory plan, its chains compiled to steps, executed in order with jumps."""

from __future__ import annotations

import math
import warnings
from typing import Any, Callable, Mapping, Optional, Sequence

import numpy as np
import torch
from executorch.exir import schema

from armnpu.io_layout import from_buffer_order, to_buffer_order
from armnpu.runtime.delegates import DelegateExecutor, describe_blob, executor_for, run_delegate
from armnpu.runtime.errors import ExecutionError, InputError
from armnpu.runtime.kernels import IndexList, Kernel, read, resolve_kernel, store
from armnpu.runtime.memory import (
    arena_from_bytes,
    dtype_name,
    nbytes,
    new_arena,
    standalone,
    torch_dtype,
    view_into,
)
from armnpu.runtime.pte import PteFile
from armnpu.runtime.timeline import DELEGATE, KERNEL, timed

# A step runs one instruction and returns the index to jump to, or None to go on.
Step = Callable[[list], Optional[int]]
# Backward jumps one execution may take before it is declared stuck in a loop (corrupted jump).
MAX_BACKWARD_JUMPS = 1_000_000

_SCALAR_INPUTS = {schema.Int: (int,), schema.Double: (float, int), schema.Bool: (bool,), schema.String: (str,)}
# Inputs torch.export bakes into the graph (None, strings, `...`, slices): the emitter records
# most as None, and nothing reads them, so any such value is accepted there, as the model took it.
_SPECIALISED_INPUTS = (type(None), str, type(Ellipsis), slice)


def delegate_call_io(pte: PteFile, plan: schema.ExecutionPlan) -> dict[int, tuple[list[int], list[int]]]:
    """(input value ids, output value ids) of each delegate's call, by delegate index.

    A DelegateCall passes inputs then outputs in one list. The blob says how many inputs its
    graph takes; for a backend whose blob we cannot read, the outputs are the trailing values
    no earlier instruction has touched (a delegate writes values that do not exist before it)."""
    seen = set(plan.inputs)
    seen.update(i for i, evalue in enumerate(plan.values) if not _is_unwritten_tensor(evalue.val))
    io = {}
    for chain in plan.chains:
        for instruction in chain.instructions:
            call = instruction.instr_args
            if isinstance(call, schema.DelegateCall) and call.delegate_index not in io:
                delegate = plan.delegates[call.delegate_index]
                described = describe_blob(delegate.id, pte.delegate_blob(delegate))
                if described is not None:
                    split = len(described[0])
                else:
                    split = len(call.args)
                    while split > 0 and call.args[split - 1] not in seen:
                        split -= 1
                io[call.delegate_index] = (list(call.args[:split]), list(call.args[split:]))
            seen.update(_touched(call))
    return io


def _is_unwritten_tensor(val: object) -> bool:
    return isinstance(val, schema.Tensor) and val.data_buffer_idx == 0 and (
        val.extra_tensor_info is None or val.extra_tensor_info.location != schema.TensorDataLocation.EXTERNAL
    )


def _touched(call: object) -> list[int]:
    if isinstance(call, (schema.KernelCall, schema.DelegateCall)):
        return list(call.args)
    if isinstance(call, schema.MoveCall):
        return [call.move_from, call.move_to]
    return []


class Method:
    def __init__(self, pte: PteFile, plan: schema.ExecutionPlan,
                 executors: Optional[Mapping[str, DelegateExecutor]] = None) -> None:
        self.name = plan.name
        self._pte = pte
        self._plan = plan
        self._executors = executors or {}  # by backend id, instead of the registered ones
        # Buffer 0 stands for the constants, which live in the file: only 1.. are allocated.
        self._arenas = [new_arena(0)] + [new_arena(size) for size in plan.non_const_buffer_sizes[1:]]
        self._constants: dict[object, torch.Tensor] = {}  # one arena per stored buffer, shared by its views
        self._values: list = [self._materialize(evalue.val) for evalue in plan.values]
        kernels: dict[int, Kernel] = {}
        self._delegate_io = delegate_call_io(pte, plan)
        self._chains = [[self._compile(i.instr_args, kernels) for i in chain.instructions] for chain in plan.chains]

    # ---- values --------------------------------------------------------------------------

    def _materialize(self, val: object) -> object:
        if isinstance(val, schema.Tensor):
            return self._tensor(val)
        if isinstance(val, (schema.IntList, schema.TensorList, schema.OptionalTensorList)):
            return IndexList(val.items)
        if isinstance(val, (schema.DoubleList, schema.BoolList)):
            return list(val.items)
        if isinstance(val, schema.Double):
            return float(val.double_val)  # "inf" / "-inf" are stored as strings
        if isinstance(val, schema.Int):
            return val.int_val
        if isinstance(val, schema.Bool):
            return val.bool_val
        if isinstance(val, schema.String):
            return val.string_val
        return None

    def _tensor(self, tensor: schema.Tensor) -> torch.Tensor:
        key, data = self._stored_data(tensor)
        alloc = tensor.allocation_info
        if alloc is not None:
            arena, offset = self._arenas[alloc.memory_id], alloc.memory_offset
            if data is not None:  # a mutable buffer's initial value, loaded into planned memory
                size = nbytes(tensor)
                arena[offset : offset + size] = arena_from_bytes(data[:size])
            return view_into(arena, offset, tensor)
        if data is not None:
            if key not in self._constants:
                self._constants[key] = arena_from_bytes(data)
            return view_into(self._constants[key], 0, tensor)
        return standalone(tensor)

    def _stored_data(self, tensor: schema.Tensor) -> tuple[object, Optional[bytes]]:
        info = tensor.extra_tensor_info
        if info is not None and info.location == schema.TensorDataLocation.EXTERNAL:
            return ("named", info.fully_qualified_name), self._pte.named_data[info.fully_qualified_name]
        if tensor.data_buffer_idx > 0:
            if tensor.allocation_info is not None:
                return None, self._pte.mutable_data[tensor.data_buffer_idx]
            index = tensor.data_buffer_idx
            return ("constant", index), self._pte.program.constant_buffer[index].storage
        return None, None

    # ---- instructions --------------------------------------------------------------------

    def _compile(self, call: object, kernels: dict[int, Kernel]) -> Step:
        if isinstance(call, schema.KernelCall):
            if call.op_index not in kernels:
                op = self._plan.operators[call.op_index]
                kernels[call.op_index] = resolve_kernel(op.name, op.overload)
            op = self._plan.operators[call.op_index]
            name = f"{op.name}.{op.overload}" if op.overload else op.name
            return timed(KERNEL, name, None, _kernel_step(kernels[call.op_index], list(call.args)))
        if isinstance(call, schema.DelegateCall):
            backend = self._plan.delegates[call.delegate_index].id
            return timed(DELEGATE, backend, call.delegate_index, self._delegate_step(call.delegate_index))
        if isinstance(call, schema.MoveCall):
            return _move_step(call.move_from, call.move_to)
        if isinstance(call, schema.JumpFalseCall):
            return _jump_false_step(call.cond_value_index, call.destination_instruction)
        return _free_step  # FreeCall: planned memory is reused by the plan itself, nothing to release

    def _delegate_step(self, index: int) -> Step:
        delegate = self._plan.delegates[index]
        # An unknown backend fails now, before anything runs; the registry is asked again at each
        # call, so an executor registered later takes over.
        override = self._executors.get(delegate.id)
        if override is None:
            executor_for(delegate.id)
        blob = self._pte.delegate_blob(delegate)
        inputs, outputs = self._delegate_io[index]
        specs = list(delegate.compile_specs)
        order = {i: self._dim_order(i) for i in (*inputs, *outputs)}

        def step(values: list) -> None:
            # Like the device runtime, hand over each tensor's buffer as it is, in its dim order.
            args = [read(values, i) for i in inputs]
            args = [to_buffer_order(a, order[i]) if order[i] else a for i, a in zip(inputs, args)]
            results = run_delegate(delegate.id, blob, args, specs, override)
            if len(results) != len(outputs):
                raise ExecutionError(
                    f"{delegate.id} delegate returned {len(results)} outputs, the program expects {len(outputs)}"
                )
            for number, (value_id, result) in enumerate(zip(outputs, results)):
                slot = values[value_id]
                if isinstance(slot, torch.Tensor):
                    result = _as_bool_if_expected(result, slot.dtype)
                    if result.dtype != slot.dtype or result.numel() != slot.numel():
                        raise ExecutionError(
                            f"{delegate.id} delegate output {number} is "
                            f"{dtype_name(result.dtype)} {list(result.shape)}, "
                            f"the program expects {dtype_name(slot.dtype)} {list(slot.shape)}"
                        )
                    # Like the device runtime, fill the program's tensor with the delegate's elements:
                    # an NPU hands back a buffer, the program says its shape and dim order.
                    buffer_shape = [slot.shape[d] for d in order[value_id]] if order[value_id] else slot.shape
                    result = result.reshape(buffer_shape)
                    if order[value_id]:
                        result = from_buffer_order(result, order[value_id])
                store(values, value_id, result)

        return step

    def _dim_order(self, value_id: int) -> tuple[int, ...]:
        """A tensor value's dim order when it is not torch's contiguous one, else ()."""
        val = self._plan.values[value_id].val
        if not isinstance(val, schema.Tensor):
            return ()
        order = tuple(val.dim_order)
        return () if order == tuple(range(len(order))) else order

    # ---- execution -----------------------------------------------------------------------

    @torch.no_grad()
    def execute(self, inputs: Sequence[object]) -> tuple:
        with warnings.catch_warnings():
            # Kernels resize dynamic-shape outputs within their planned bound, as on the device.
            warnings.filterwarnings("ignore", message="An output with one or more elements was resized")
            return self._execute(inputs)

    def _execute(self, inputs: Sequence[object]) -> tuple:
        self._bind_inputs(inputs)
        values = self._values
        backward_jumps = 0
        for chain in self._chains:
            pc = 0
            while pc < len(chain):
                target = chain[pc](values)
                if target is None:
                    pc += 1
                    continue
                if target <= pc:
                    backward_jumps += 1
                    if backward_jumps > MAX_BACKWARD_JUMPS:
                        raise ExecutionError(
                            f"method {self.name!r} is stuck in a loop: over {MAX_BACKWARD_JUMPS} backward jumps"
                        )
                pc = target
        return tuple(_output(read(values, i)) for i in self._plan.outputs)

    def _bind_inputs(self, inputs: Sequence[object]) -> None:
        plan = self._plan
        if len(inputs) != len(plan.inputs):
            raise InputError(f"method {self.name!r} takes {len(plan.inputs)} inputs, got {len(inputs)}")
        for number, (value_id, given) in enumerate(zip(plan.inputs, inputs)):
            expected = plan.values[value_id].val
            where = f"method {self.name!r} input {number}"
            if isinstance(expected, schema.Tensor):
                self._bind_tensor(where, self._values[value_id], expected, given)
            elif type(expected) in _SCALAR_INPUTS:
                accepted = _SCALAR_INPUTS[type(expected)]
                if isinstance(given, bool) and bool not in accepted or not isinstance(given, accepted):
                    raise InputError(f"{where}: expected {accepted[0].__name__}, got {type(given).__name__}")
                recorded = self._materialize(expected)
                # As ExecuTorch's Method::set_input: export specialised the graph on this value.
                if not _same_scalar(recorded, given):
                    raise InputError(f"{where}: the program was exported for {recorded!r} and computes with it, got {given!r}")
            elif not isinstance(given, _SPECIALISED_INPUTS):
                raise InputError(
                    f"{where}: expected a value fixed at export (None, a string, Ellipsis or a slice), got {type(given).__name__}"
                )

    @staticmethod
    def _bind_tensor(where: str, slot: torch.Tensor, expected: schema.Tensor, given: object) -> None:
        if isinstance(given, np.ndarray):
            given = torch.from_numpy(given)
        want = f"a {dtype_name(torch_dtype(expected.scalar_type))} tensor of shape {tuple(expected.sizes)}"
        if not isinstance(given, torch.Tensor):
            raise InputError(f"{where}: expected {want}, got {type(given).__name__}")
        got = f"a {dtype_name(given.dtype)} tensor of shape {tuple(given.shape)}"
        if given.dtype != slot.dtype:
            raise InputError(f"{where}: expected {want}, got {got}")
        if given.shape != slot.shape:
            dynamic = expected.shape_dynamism != schema.TensorShapeDynamism.STATIC
            fits = given.dim() == len(expected.sizes) and all(g <= e for g, e in zip(given.shape, expected.sizes))
            if not (dynamic and fits):
                bound = " (dims up to those)" if dynamic else ""
                raise InputError(f"{where}: expected {want}{bound}, got {got}")
            slot.resize_(given.shape)
        slot.copy_(given.detach())


def _same_scalar(recorded: object, given: Any) -> bool:  # given: of a type the recorded scalar accepts
    if isinstance(recorded, float) and math.isfinite(recorded):  # ExecuTorch's tolerance for doubles
        return abs(given - recorded) <= 1e-4 + 1e-5 * abs(recorded)
    if isinstance(recorded, float) and math.isnan(recorded):
        return math.isnan(given)
    return recorded == given


def _output(value: object) -> object:
    if isinstance(value, torch.Tensor):
        return value.clone(memory_format=torch.contiguous_format)
    if isinstance(value, list):
        return [_output(item) for item in value]
    return value


def _kernel_step(kernel: Kernel, args: list[int]) -> Step:
    def step(values: list) -> None:
        kernel(values, args)

    return step


def _move_step(source: int, target: int) -> Step:
    def step(values: list) -> None:
        values[target] = values[source]

    return step


def _jump_false_step(cond: int, destination: int) -> Step:
    def step(values: list) -> Optional[int]:
        value = read(values, cond)
        taken = bool(value.all()) if isinstance(value, torch.Tensor) else bool(value)
        return None if taken else destination

    return step


def _free_step(values: list) -> None:
    return None


def _as_bool_if_expected(result: torch.Tensor, expected: torch.dtype) -> torch.Tensor:
    """The NPU writes a bool tensor as one byte per element, 0 or 1: the device runtime copies
    those bytes into the program's bool tensor."""
    if expected == torch.bool and result.dtype in (torch.int8, torch.uint8):
        return result != 0
    return result
