"""Small programs the runtime tests build: CPU-only ExecuTorch programs (no partitioner) and
helpers to edit a .pte through ExecuTorch's own (de)serializer."""

from __future__ import annotations

import copy
from typing import Callable

import torch
from executorch.exir import ExecutorchBackendConfig, to_edge
from executorch.exir._serialize._program import (
    PTEFile,
    deserialize_pte_binary,
    serialize_pte_binary,
)
from executorch.exir.passes.init_mutable_pass import InitializedMutableBufferPass
from executorch.exir.schema import Program

from armnpu.compile_spec import TosaCompileSpec
from armnpu.pipeline import quantize


class ConvHead(torch.nn.Module):
    """Conv, pool, a reshape (a view: no instruction) and a linear; two outputs, one a 0-d sum."""

    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.fc = torch.nn.Linear(8 * 4 * 4, 5)

    def forward(self, x):
        y = torch.nn.functional.max_pool2d(torch.relu(self.conv(x)), 2)
        y = y.reshape(1, -1)
        return self.fc(y), y.sum()


class ChannelsLast(torch.nn.Module):
    """Converts to channels-last and back: dim-order copies and non-contiguous planned tensors."""

    def forward(self, x):
        y = torch.relu(x.to(memory_format=torch.channels_last))
        return y.clone(memory_format=torch.contiguous_format), torch.sigmoid(y)


class Accumulator(torch.nn.Module):
    """A mutable buffer with an initial value, kept across runs."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("total", torch.arange(4, dtype=torch.float32))

    def forward(self, x):
        self.total.add_(x)
        return self.total * 2


class MapLoop(torch.nn.Module):
    """torch.map: a loop of select_copy, the body, et_copy_index and a JumpFalseCall."""

    def forward(self, xs, y):
        return torch._higher_order_ops.map(lambda x, y: x * y + 1, xs, y)


class CondBranches(torch.nn.Module):
    """torch.cond: each branch ends in a jump, the false one to the end of the chain."""

    def forward(self, x):
        return torch.cond(x.sum() > 0, lambda x: x.sin() * 2, lambda x: x.cos() - 1, (x,))


class GeluRows(torch.nn.Module):
    """A String argument (gelu's approximate) and a reduction, exported with a dynamic batch."""

    def forward(self, x):
        return torch.nn.functional.gelu(x, approximate="tanh") * 2, x.sum(dim=1)


class ListArguments(torch.nn.Module):
    """TensorList (cat), DoubleList (interpolate's scale factors), OptionalTensorList (indexing)."""

    def forward(self, x, index):
        y = torch.cat([x, x * 2], dim=1)
        return torch.nn.functional.interpolate(y, scale_factor=2.0, mode="nearest"), x[:, index]


def cpu_program(
    module: torch.nn.Module, inputs: tuple, mutable_buffers: tuple[str, ...] = (), dynamic_shapes: object = None
) -> bytes:
    """`module` through torch.export, to_edge and to_executorch with no partitioner."""
    exported = torch.export.export(module, inputs, dynamic_shapes=dynamic_shapes)
    passes = [InitializedMutableBufferPass(list(mutable_buffers))] if mutable_buffers else []
    config = ExecutorchBackendConfig(emit_mutable_buffer_names=bool(mutable_buffers), passes=passes)
    return bytes(to_edge(exported).to_executorch(config).buffer)


def two_method_program() -> bytes:
    """A program with methods "forward" (x + 1) and "double" (x * 2)."""

    class AddOne(torch.nn.Module):
        def forward(self, x):
            return x + 1

    class Double(torch.nn.Module):
        def forward(self, x):
            return x * 2

    x = (torch.randn(3),)
    methods = {"forward": torch.export.export(AddOne(), x), "double": torch.export.export(Double(), x)}
    return bytes(to_edge(methods).to_executorch().buffer)


def quantized_cpu_program(module: torch.nn.Module, inputs: tuple) -> bytes:
    """armnpu's PT2E quantization (per-channel weights) with no partitioner: q/dq ops on the CPU.
    int8 outputs: the float convolutions run in two runtimes' kernels, and int16's finer grid would
    turn their float32 differences into a flipped code now and then."""
    quantized = quantize(module, inputs, TosaCompileSpec("TOSA-1.0+INT"), int16_outputs=False)
    return cpu_program(quantized, inputs)


def edit_program(data: bytes, edit: Callable[[Program], None]) -> bytes:
    """Deserialize `data`, apply `edit` to its Program, serialize it again."""
    pte = deserialize_pte_binary(data)
    program = copy.deepcopy(pte.program)
    edit(program)
    edited = PTEFile(program=program, mutable_data=pte.mutable_data, named_data=pte.named_data)
    return bytes(serialize_pte_binary(edited))
