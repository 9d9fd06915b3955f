"""`armnpu.load`: a .pte as a callable Program, run on the host by the runtime's interpreter."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Optional, Union

import torch
from executorch.exir import schema

from armnpu.errors import ArmNpuError
from armnpu.runtime.delegates import DelegateExecutor, DelegateInfo, describe_blob
from armnpu.runtime.errors import InputError
from armnpu.runtime.interpreter import Method, delegate_call_io
from armnpu.runtime.memory import torch_dtype
from armnpu.runtime.pte import PteFile, parse_pte, verify_flatbuffer
from armnpu.runtime.validate import validate

Source = Union[str, os.PathLike, bytes, bytearray, memoryview]


@dataclass(frozen=True)
class TensorSpec:
    """A method's tensor input or output: its shape and dtype."""

    shape: tuple[int, ...]
    dtype: torch.dtype


class Program:
    """A loaded ExecuTorch program. `program(*inputs)` runs "forward" and returns a tuple.

    `executors` run delegates of the backend ids they name instead of the registered executors
    (a program's Ethos-U delegates in the TOSA reference model, say, beside one on the simulator)."""

    def __init__(self, pte: PteFile, executors: Optional[Mapping[str, DelegateExecutor]] = None) -> None:
        self._pte = pte
        self._plans = {plan.name: plan for plan in pte.program.execution_plan}
        self._methods: dict[str, Method] = {}
        self._executors = dict(executors or {})

    @property
    def method_names(self) -> list[str]:
        return list(self._plans)

    @property
    def delegates(self) -> list[DelegateInfo]:
        """Every delegate of every method: backend id, blob size and the IO shapes of its graph
        (for a backend whose blob armnpu cannot read, the shapes of the tensors the program passes)."""
        infos = []
        for plan in self._plans.values():
            call_io = delegate_call_io(self._pte, plan)
            for index, delegate in enumerate(plan.delegates):
                blob = self._pte.delegate_blob(delegate)
                shapes = describe_blob(delegate.id, blob)
                if shapes is None:
                    in_ids, out_ids = call_io.get(index, ([], []))
                    shapes = [_shape(plan.values[i].val) for i in in_ids], [_shape(plan.values[i].val) for i in out_ids]
                infos.append(DelegateInfo(delegate.id, len(blob), list(shapes[0]), list(shapes[1])))
        return infos

    def dim_orders(self, method: str = "forward") -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """ExecuTorch dim order of each input and output of `method` (() for a non-tensor):
        (0, 2, 3, 1) marks a channels-last tensor, whose buffer holds N, H, W, C."""
        plan = self._plan(method)

        def order(index: int) -> tuple[int, ...]:
            val = plan.values[index].val
            return tuple(val.dim_order) if isinstance(val, schema.Tensor) else ()

        return [order(i) for i in plan.inputs], [order(i) for i in plan.outputs]

    def signature(self, method: str = "forward") -> tuple[list[Optional[TensorSpec]], list[Optional[TensorSpec]]]:
        """Shape and dtype of each input and output of `method` (None for a value that is not a tensor)."""
        plan = self._plan(method)

        def spec(index: int) -> Optional[TensorSpec]:
            val = plan.values[index].val
            return TensorSpec(tuple(val.sizes), torch_dtype(val.scalar_type)) if isinstance(val, schema.Tensor) else None

        return [spec(i) for i in plan.inputs], [spec(i) for i in plan.outputs]

    def _plan(self, method: str) -> schema.ExecutionPlan:
        if method not in self._plans:
            raise InputError(f"the program has no method {method!r} (methods: {', '.join(self._plans)})")
        return self._plans[method]

    def method(self, name: str) -> Method:
        """The method `name`, prepared on first use (memory plan allocated, kernels resolved)."""
        plan = self._plan(name)
        if name not in self._methods:
            self._methods[name] = Method(self._pte, plan, self._executors)
        return self._methods[name]

    def run(self, method: str, *inputs: object) -> tuple:
        return self.method(method).execute(inputs)

    def __call__(self, *inputs: object) -> tuple:
        return self.run("forward", *inputs)


def _shape(value: object) -> tuple[int, ...]:
    return tuple(value.sizes) if isinstance(value, schema.Tensor) else ()


def load(source: Source, executors: Optional[Mapping[str, DelegateExecutor]] = None) -> Program:
    """Load a .pte from a path or from its bytes; a corrupted file raises ProgramFormatError.
    `executors`: see Program."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
    else:
        try:
            data = Path(source).read_bytes()
        except OSError as error:
            raise ArmNpuError(f"cannot read program {os.fspath(source)!r}: {error.strerror or error}") from None
    pte = parse_pte(data)
    validate(pte)
    verify_flatbuffer(data)
    return Program(pte, executors)
