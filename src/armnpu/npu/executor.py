"""Run an Ethos-U delegate blob on the functional simulator.

`run_ethosu_delegate` is what the runtime's `EthosUBackend` executor calls: the blob is the
delegate's `vela_bin_stream`, the inputs are the delegate's integer tensors in the layout the
.pte passes them (they are copied byte for byte to the blob's input offsets, as the device
runtime does).
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np
import torch

from armnpu.formats.vela_bin_stream import VelaIO, parse_vela_bin_stream
from armnpu.npu.branch import run_ops
from armnpu.npu.counters import Meter, Profile, active_profile, count_op
from armnpu.npu.dispatch import plan
from armnpu.npu.errors import NpuError
from armnpu.npu.memory import Memory
from armnpu.npu.program import Program
from armnpu.torch_threads import one_thread

_INT_DTYPES = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}  # 8: int48 accumulators, stored as int64
_CACHE: OrderedDict[bytes, Program] = OrderedDict()
_CACHE_SIZE = 8


def load_program(blob: bytes) -> Program:
    """Parse and plan a blob; plans are cached by content, so repeated inferences are cheap.
    The blob is its own key: a bytes object keeps its hash once computed, so the runtime, which
    passes the same blob at every call, finds the plan without reading the blob again (an LLM's
    decode program holds its weights: hashing 64 MB per token took half the token's time)."""
    key = bytes(blob)
    program = _CACHE.get(key)
    if program is None:
        program = plan(parse_vela_bin_stream(bytes(blob)))
        _CACHE[key] = program
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return program


def run_program(program: Program, inputs: Sequence[np.ndarray], profile: Profile | None = None) -> list[np.ndarray]:
    """Run a planned program on numpy inputs; outputs are flat-shaped as the blob's 6-D shapes.
    With `profile`, every op's counters are added to it (armnpu.npu.counters)."""
    if len(inputs) != len(program.inputs):
        raise NpuError(f"the delegate takes {len(program.inputs)} input(s), got {len(inputs)}")
    memory = Memory(program.weight_data, program.scratch_size, program.internal_bytes)
    for index, (io, value) in enumerate(zip(program.inputs, inputs)):
        _write_input(memory, index, io, np.asarray(value))
    count = None
    if profile is not None:  # after the inputs are written: the host's copies are no NPU traffic
        meter = memory.meter = Meter(profile.beat_bytes)
        profile.runs += 1
        count = functools.partial(count_op, profile, meter)
    with one_thread():
        run_ops(program.ops, memory, count)
    memory.meter = None  # reading the outputs is the host's business too
    return [_read_output(memory, index, io) for index, io in enumerate(program.outputs)]



def run_ethosu_delegate(
    blob: bytes,
    inputs: list[torch.Tensor],
    output_shapes: Sequence[Sequence[int]] | None = None,
) -> list[torch.Tensor]:
    """Execute one Ethos-U delegate: `blob` is its vela_bin_stream, `inputs` its int8/int16/int32
    tensors (int64 for int48 ones: Vela stores those in 8 bytes). Returns the output tensors, shaped like the blob's output shapes without their
    leading 1s (or `output_shapes`, when the caller knows the program's shapes)."""
    arrays = [t.detach().contiguous().cpu().numpy() if isinstance(t, torch.Tensor) else np.asarray(t) for t in inputs]
    program = load_program(blob)
    outputs = run_program(program, arrays, active_profile(blob, program))
    if output_shapes is not None and len(output_shapes) != len(outputs):
        raise NpuError(f"the delegate has {len(outputs)} output(s), but {len(output_shapes)} output shapes were given")
    result = []
    for index, out in enumerate(outputs):
        shape = tuple(output_shapes[index]) if output_shapes is not None else _squeeze_leading(out.shape)
        if math.prod(shape) != out.size:
            raise NpuError(f"output {index} has {out.size} elements, which do not fit the shape {shape}")
        result.append(torch.from_numpy(out.reshape(shape).copy()))
    return result


def _squeeze_leading(shape: tuple[int, ...]) -> tuple[int, ...]:
    i = 0
    while i < len(shape) - 1 and shape[i] == 1:
        i += 1
    return shape[i:]


def _write_input(memory: Memory, index: int, io: VelaIO, value: np.ndarray) -> None:
    count = math.prod(io.shape)
    if value.dtype.kind not in "iub" or value.dtype.itemsize != io.elem_size:
        raise NpuError(
            f"input {index}: the delegate expects {io.elem_size}-byte integers (shape {io.shape}), got {value.dtype}"
        )
    if value.size != count:
        raise NpuError(f"input {index}: the delegate expects {count} elements (shape {io.shape}), got {value.size}")
    data = np.ascontiguousarray(value).view(np.uint8).reshape(-1)
    memory.write_bytes(io.region, io.offset, data, f"input {index}")


def _read_output(memory: Memory, index: int, io: VelaIO) -> np.ndarray:
    dtype = _INT_DTYPES.get(io.elem_size)
    if dtype is None:
        raise NpuError(f"output {index}: element size {io.elem_size} is not 1, 2, 4 or 8 bytes")
    count = math.prod(io.shape)
    raw = memory.read_bytes(io.region, io.offset, count * io.elem_size, f"output {index}")
    return raw.copy().view(dtype).reshape(io.shape)
