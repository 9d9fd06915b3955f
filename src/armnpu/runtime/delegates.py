"""Delegate executors, looked up by backend id, and what a delegate blob says about its IO.

An executor is `fn(blob, inputs, compile_specs) -> outputs` on torch tensors. TOSABackend runs
its flatbuffer in the TOSA reference model (in a worker process, see tosa_worker.py); VgfBackend
runs its VGF file on Vulkan through ML SDK's scenario runner (another worker, see vgf_worker.py);
EthosUBackend goes to the NPU simulator, which plugs in by registering itself (or, looked up
lazily, `armnpu.npu.executor.run_ethosu_delegate`)."""

from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from typing import Callable, Optional, Sequence

import torch
from executorch.exir.backend.compile_spec_schema import CompileSpec
from tosa.DType import DType
from tosa.TosaGraph import TosaGraph

from armnpu.errors import ArmNpuError
from armnpu.formats.vela_bin_stream import VelaBinStreamError, parse_vela_bin_stream
from armnpu.runtime.errors import (
    DelegateUnavailableError,
    ExecutionError,
    ProgramFormatError,
    UnknownBackendError,
    first_line,
)
from armnpu.runtime.memory import dtype_name
from armnpu.runtime.vgf_file import MAGIC as VGF_MAGIC
from armnpu.runtime.vgf_file import VgfFileError, read_scenario
from armnpu.runtime.worker import Worker, WorkerCrash, WorkerError, WorkerUnavailable

TOSA_BACKEND = "TOSABackend"
ETHOSU_BACKEND = "EthosUBackend"
VGF_BACKEND = "VgfBackend"

Shape = tuple[int, ...]
DelegateExecutor = Callable[[bytes, list[torch.Tensor], Sequence[CompileSpec]], Sequence[torch.Tensor]]


@dataclass(frozen=True)
class DelegateInfo:
    backend_id: str
    blob_size: int
    input_shapes: list[Shape]
    output_shapes: list[Shape]


# ---- what a blob says about its IO -------------------------------------------------------

_TOSA_DTYPES = {
    DType.BOOL: torch.bool,
    DType.INT8: torch.int8,
    DType.INT16: torch.int16,
    DType.INT32: torch.int32,
    DType.INT64: torch.int64,
    DType.FP16: torch.float16,
    DType.BF16: torch.bfloat16,
    DType.FP32: torch.float32,
}


@dataclass(frozen=True)
class _TosaIO:
    shape: Shape
    dtype: Optional[torch.dtype]


def _tosa_graph_io(blob: bytes) -> tuple[list[_TosaIO], list[_TosaIO]]:
    """Inputs and outputs of the main block of a TOSA flatbuffer."""
    if blob[4:8] != b"TOSA":
        raise ProgramFormatError(
            f"TOSABackend blob is not a TOSA flatbuffer (identifier {bytes(blob[4:8])!r}, expected b'TOSA')"
        )
    try:
        graph = TosaGraph.GetRootAs(blob, 0)
        block = graph.Regions(0).Blocks(0)
        tensors = {}
        for i in range(block.TensorsLength()):
            tensor = block.Tensors(i)
            shape = tuple(int(d) for d in tensor.ShapeAsNumpy())
            tensors[tensor.Name()] = _TosaIO(shape, _TOSA_DTYPES.get(tensor.Type()))
        inputs = [tensors[block.Inputs(i)] for i in range(block.InputsLength())]
        outputs = [tensors[block.Outputs(i)] for i in range(block.OutputsLength())]
    except Exception as error:  # noqa: BLE001 - the generated flatbuffer reader trusts its input
        reason = f"{type(error).__name__}: {first_line(error)}"
        raise ProgramFormatError(f"TOSABackend blob is a corrupted TOSA flatbuffer ({reason})") from None
    return inputs, outputs


def _describe_tosa(blob: bytes) -> tuple[list[Shape], list[Shape]]:
    inputs, outputs = _tosa_graph_io(blob)
    return [io.shape for io in inputs], [io.shape for io in outputs]


def _io_shapes(backend: str, read: Callable, errors: type[Exception], blob: bytes) -> tuple[list[Shape], list[Shape]]:
    """The IO shapes of a blob `read(blob)` parses into something with .inputs and .outputs."""
    try:
        parsed = read(blob)
    except errors as error:
        raise ProgramFormatError(f"{backend} blob: {error}") from None
    return [io.shape for io in parsed.inputs], [io.shape for io in parsed.outputs]


def _describe_ethosu(blob: bytes) -> tuple[list[Shape], list[Shape]]:
    return _io_shapes(ETHOSU_BACKEND, parse_vela_bin_stream, VelaBinStreamError, blob)


@functools.lru_cache(maxsize=32)  # vgf_dump runs in a subprocess
def _describe_vgf(blob: bytes) -> tuple[list[Shape], list[Shape]]:
    return _io_shapes(VGF_BACKEND, read_scenario, VgfFileError, blob)


_DESCRIBERS: dict[str, Callable[[bytes], tuple[list[Shape], list[Shape]]]] = {
    TOSA_BACKEND: _describe_tosa,
    ETHOSU_BACKEND: _describe_ethosu,
    VGF_BACKEND: _describe_vgf,
}


def describe_blob(backend_id: str, blob: bytes) -> Optional[tuple[list[Shape], list[Shape]]]:
    """(input shapes, output shapes) read from the blob, or None for a backend we cannot read."""
    describe = _DESCRIBERS.get(backend_id)
    return describe(blob) if describe else None


# ---- executors ---------------------------------------------------------------------------


def _run_tosa(blob: bytes, inputs: list[torch.Tensor], compile_specs: Sequence[CompileSpec]) -> list[torch.Tensor]:
    expected, _ = _tosa_graph_io(blob)
    if len(inputs) != len(expected):
        raise ExecutionError(f"TOSABackend delegate takes {len(expected)} inputs, the program passes {len(inputs)}")
    for number, (tensor, io) in enumerate(zip(inputs, expected)):
        if tuple(tensor.shape) != io.shape or (io.dtype is not None and tensor.dtype != io.dtype):
            graph_dtype = dtype_name(io.dtype) if io.dtype is not None else "a TOSA type"
            raise ExecutionError(
                f"TOSABackend delegate input {number}: the graph expects {graph_dtype} {list(io.shape)}, "
                f"the program passes {dtype_name(tensor.dtype)} {list(tensor.shape)}"
            )
    arrays = [tensor.detach().contiguous().numpy() for tensor in inputs]
    try:
        outputs = _TOSA_WORKER.run(blob, arrays)
    except WorkerCrash as crash:
        raise ProgramFormatError(
            f"TOSABackend blob is a corrupted TOSA graph: the reference model crashed on it ({crash})"
        ) from None
    except WorkerError as error:
        raise ExecutionError(f"TOSABackend delegate: {error}") from None
    return [torch.from_numpy(out) for out in outputs]


_TOSA_WORKER = Worker("tosa_worker.py")


def _run_vgf(blob: bytes, inputs: list[torch.Tensor], compile_specs: Sequence[CompileSpec]) -> list[torch.Tensor]:
    if bytes(blob[:4]) != VGF_MAGIC:
        raise ProgramFormatError(f"VgfBackend blob is not a VGF file (magic {bytes(blob[:4])!r}, expected {VGF_MAGIC!r})")
    arrays = [tensor.detach().contiguous().numpy() for tensor in inputs]  # the worker checks shapes and dtypes
    try:
        outputs = _VGF_WORKER.run(blob, arrays)
    except WorkerUnavailable as error:
        raise DelegateUnavailableError(f"cannot run the VgfBackend delegate: {error}") from None
    except WorkerCrash as crash:
        raise ExecutionError(f"VgfBackend delegate: the Vulkan stack crashed on it ({crash})") from None
    except WorkerError as error:
        raise ExecutionError(f"VgfBackend delegate: {error}") from None
    return [torch.from_numpy(out) for out in outputs]


_VGF_WORKER = Worker("vgf_worker.py")


def _run_ethosu(blob: bytes, inputs: list[torch.Tensor], compile_specs: Sequence[CompileSpec]) -> list[torch.Tensor]:
    return _ethosu_simulator()(blob, inputs)


def _ethosu_simulator() -> Callable:
    try:
        module = importlib.import_module("armnpu.npu.executor")
    except ModuleNotFoundError as error:
        if error.name not in ("armnpu.npu", "armnpu.npu.executor"):
            raise DelegateUnavailableError(f"the Ethos-U NPU simulator failed to import: {error}") from None
        module = None
    run = getattr(module, "run_ethosu_delegate", None)
    if run is None:
        raise DelegateUnavailableError(
            "cannot run the EthosUBackend delegate: the Ethos-U NPU simulator (armnpu.npu) is not available; "
            "compile for TOSA-1.0+INT to run on the host, or run the .pte on an Ethos-U device"
        )
    return run


_EXECUTORS: dict[str, DelegateExecutor] = {
    TOSA_BACKEND: _run_tosa,
    ETHOSU_BACKEND: _run_ethosu,
    VGF_BACKEND: _run_vgf,
}


def register_delegate_executor(backend_id: str, executor: DelegateExecutor) -> None:
    """Run delegates with `backend_id` through `executor(blob, inputs, compile_specs) -> outputs`."""
    _EXECUTORS[backend_id] = executor


def known_backends() -> list[str]:
    return sorted(_EXECUTORS)


def executor_for(backend_id: str) -> DelegateExecutor:
    executor = _EXECUTORS.get(backend_id)
    if executor is None:
        raise UnknownBackendError(
            f"the program has a delegate for backend {backend_id!r}, which the host runtime cannot run "
            f"(known backends: {', '.join(known_backends())})"
        )
    return executor


def run_delegate(
    backend_id: str, blob: bytes, inputs: list[torch.Tensor], compile_specs: Sequence[CompileSpec],
    executor: Optional[DelegateExecutor] = None,
) -> list[torch.Tensor]:
    """Call `executor` (by default the one registered for `backend_id`), turning any failure into
    one ArmNpuError line that names the backend."""
    executor = executor or executor_for(backend_id)
    try:
        return [torch.as_tensor(output) for output in executor(blob, inputs, compile_specs)]
    except ArmNpuError:
        raise
    except Exception as error:  # noqa: BLE001 - an executor's own failure must still read as an armnpu error
        raise ExecutionError(f"{backend_id} delegate failed: {type(error).__name__}: {first_line(error)}") from None
