"""What a bare `.pte` says about itself: delegates, their blobs and compile specs, CPU kernels, inputs.

Used when a program comes without its report data. Parsing is the host runtime's (armnpu.runtime.pte),
which wraps ExecuTorch's own deserializer in checks that turn a damaged file into one clear error.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from armnpu.errors import ArmNpuError
from armnpu.report_data.limits import arena_limit, shram_bytes
from armnpu.report_data.model import MemoryUse, OpInfo, Partition, Report, Target
from armnpu.targets import VGF_TARGET

_QDQ_KERNELS = "quantized_decomposed::"
_ETHOSU = "EthosUBackend"


@dataclass(frozen=True)
class TensorSpec:
    shape: tuple[int, ...]
    dtype: torch.dtype


def read_plan(data: bytes, where: str) -> tuple[Any, Any]:
    """(program, its "forward" execution plan, or the only one) of a serialized program."""
    from armnpu.runtime.pte import (
        parse_pte,  # the runtime's reader checks the framing first
    )

    try:
        program = parse_pte(data).program
    except ArmNpuError as error:
        raise ArmNpuError(f"{where}: {error}") from None
    plans = {plan.name: plan for plan in program.execution_plan}
    if not plans:
        raise ArmNpuError(f"{where} has no methods")
    return program, plans.get("forward", next(iter(plans.values())))


def input_specs(path: Path) -> list[TensorSpec]:
    """Shapes and dtypes of the forward method's tensor inputs."""
    from executorch.exir.schema import Tensor
    from executorch.exir.tensor import get_scalar_type

    _, plan = read_plan(path.read_bytes(), str(path))
    specs: list[TensorSpec] = []
    for index in plan.inputs:
        value = plan.values[index].val
        if not isinstance(value, Tensor):
            raise ArmNpuError(f"{path}: input {len(specs)} is a {type(value).__name__}, not a tensor")
        specs.append(TensorSpec(tuple(value.sizes), get_scalar_type(value.scalar_type)))
    return specs


def report_from_pte(path: Path) -> Report:
    from executorch.exir.schema import KernelCall

    data = path.read_bytes()
    program, plan = read_plan(data, str(path))
    partitions = []
    target = Target("unknown")
    for index, delegate in enumerate(plan.delegates):
        blob = program.backend_delegate_data[delegate.processed.index].data
        specs = {spec.key: bytes(spec.value).decode("utf-8", "replace") for spec in delegate.compile_specs}
        if index == 0:
            target = _target(specs)
        partitions.append(_partition(f"delegate {index}", delegate.id, blob, target))
    kernels = Counter(
        _kernel_name(plan.operators[instruction.instr_args.op_index])
        for chain in plan.chains
        for instruction in chain.instructions
        if isinstance(instruction.instr_args, KernelCall)
    )
    cpu_ops = [OpInfo("", name, count=count) for name, count in kernels.items() if not name.startswith(_QDQ_KERNELS)]
    qdq = sum(count for name, count in kernels.items() if name.startswith(_QDQ_KERNELS))
    notes = ["read from the .pte alone: no per-layer figures and no reasons for CPU ops "
             "(`armnpu compile` writes them to a .armnpu.json next to the program)"]
    if qdq:
        notes.append(f"{qdq} quantize/dequantize kernel call(s) run on the CPU at partition boundaries")
    program_info = {"file": path.name, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    return Report(target, partitions, cpu_ops, program_info, origin="pte", notes=notes)


def _kernel_name(operator: Any) -> str:
    return f"{operator.name}.{operator.overload}" if operator.overload else operator.name


def _target(specs: dict[str, str]) -> Target:
    if specs.get("output_format") == VGF_TARGET.name:
        return Target(VGF_TARGET.name, tosa_spec=specs.get("tosa_spec", ""))
    if "target" not in specs:
        return Target(specs.get("tosa_spec", "unknown"), tosa_spec=specs.get("tosa_spec", ""))
    flags = specs.get("compile_flags", "").split()
    generated = next((i for i, f in enumerate(flags) if f.startswith("--accelerator-config=")), len(flags))
    return Target(
        specs["target"],
        tosa_spec=specs.get("tosa_spec", ""),
        system_config=specs.get("system_config", ""),
        memory_mode=specs.get("memory_mode", ""),
        config_ini=specs.get("config_ini", ""),
        extra_flags=flags[:generated],  # the flags armnpu adds itself start at --accelerator-config
        shram_bytes=shram_bytes(specs["target"]),
    )


def _partition(name: str, backend: str, blob: bytes, target: Target) -> Partition:
    partition = Partition(name, backend, len(blob))
    if backend != _ETHOSU:
        return partition
    from armnpu.formats.vela_bin_stream import parse_vela_bin_stream

    stream = parse_vela_bin_stream(blob)
    partition.blob = {"cmd_data": len(stream.cmd_data), "weight_data": len(stream.weight_data),
                      "scratch": stream.scratch_size}
    arena = arena_limit(target)
    partition.memory = [
        MemoryUse("Scratch arena", stream.scratch_size, arena.bytes, arena.note, "feature maps"),
        MemoryUse("Weights and constants", len(stream.weight_data), None,
                  "unknown: Vela's .ini gives no memory sizes", "weights"),
    ]
    return partition
