"""What `armnpu run` feeds a program and how it judges the outputs: inputs from files or drawn at
random within each input's valid range, and a comparison with reference outputs within a
tolerance given in absolute units or in quanta of each output's quantization step."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

import numpy as np
import torch

from armnpu.errors import ArmNpuError
from armnpu.io_layout import from_buffer_order

_DQ_KERNEL = "quantized_decomposed::dequantize_per_tensor"
_INT8_RANGE = (-128, 128)  # integer inputs nothing indexes with: the int8 range, as quantized data


def output_quanta(program: bytes, int8_grid: bool = False) -> list[Optional[float]]:
    """Per output of the forward method: its quantization step (the scale of the dequantize that
    writes it, 1 for an integer output), None for a float output no dequantize writes.

    `int8_grid`: for an output dequantized from more than 256 codes (int16 logits), the step of
    an int8 grid over the same range instead, the unit in which a difference made inside an int8
    network is judged (one rounding tie resolved the other way moves int16 logits by tens of
    their own steps)."""
    from executorch.exir.schema import Double, Int, KernelCall, Tensor
    from executorch.exir.tensor import get_scalar_type

    from armnpu.report.pte import read_plan

    _, plan = read_plan(program, "the program")
    scales = {}
    for chain in plan.chains:
        for instruction in chain.instructions:
            call = instruction.instr_args
            if isinstance(call, KernelCall) and plan.operators[call.op_index].name == _DQ_KERNEL:
                scale = plan.values[call.args[1]].val
                if isinstance(scale, Double):
                    low, high = (plan.values[call.args[i]].val for i in (3, 4))
                    codes = high.int_val - low.int_val + 1 if isinstance(low, Int) and isinstance(high, Int) else 256
                    widen = (codes - 1) / 255 if int8_grid and codes > 256 else 1.0
                    scales[call.args[-1]] = scale.double_val * widen
    quanta = []
    for index in plan.outputs:
        value = plan.values[index].val
        integer = isinstance(value, Tensor) and not get_scalar_type(value.scalar_type).is_floating_point
        quanta.append(1.0 if integer else scales.get(index))
    return quanta


@dataclass(frozen=True)
class Tolerance:
    """Absolute (`atol`) or in quanta of each output's step (`quanta`, with the steps)."""

    atol: Optional[float] = None
    quanta: Optional[float] = None
    steps: tuple[Optional[float], ...] = ()

    def for_output(self, index: int) -> float:
        # Built with atol, or with quanta and a step for every output (quanta_tolerance, cli.run._tolerance).
        if self.quanta is None:
            assert self.atol is not None
            return float(self.atol)
        step = self.steps[index]
        assert step is not None
        return self.quanta * float(step)

    def describe(self, index: int) -> str:
        if self.quanta is None:
            return f"--atol {self.atol:g}"
        return f"--quanta {self.quanta:g} x step {self.steps[index]:.6g}"


def quanta_tolerance(quanta: float, program: bytes) -> Tolerance:
    steps = tuple(output_quanta(program))
    unknown = [str(i) for i, step in enumerate(steps) if step is None]
    if unknown:
        raise ArmNpuError(f"--quanta: output(s) {', '.join(unknown)} are float with no quantization step in the "
                          "program (not written by a dequantize); give --atol instead")
    return Tolerance(quanta=quanta, steps=steps)


def compare(outputs: Sequence[np.ndarray], references: Sequence[np.ndarray], where: str,
            tolerance: Optional[Tolerance]) -> list[str]:
    """Print each output's difference from its reference; return one line per output beyond the
    tolerance. A different number or shape of outputs is bad input, not a mismatch."""
    if len(references) != len(outputs):
        raise ArmNpuError(f"{where} holds {len(references)} reference output(s); the program has {len(outputs)}")
    failures = []
    for i, (out, ref) in enumerate(zip(outputs, references)):
        if tuple(out.shape) != tuple(ref.shape):
            raise ArmNpuError(f"{where}: output {i} has shape {tuple(out.shape)}, the reference {tuple(ref.shape)}")
        diff = np.abs(out.astype(np.float64) - ref.astype(np.float64))
        largest = float(diff.max()) if diff.size else 0.0
        print(f"  output {i}: max abs difference {largest:.6g} (mean {diff.mean() if diff.size else 0.0:.3g}) "
              f"vs {where}")
        if tolerance is not None and largest > tolerance.for_output(i):
            failures.append(f"output {i} differs from {where} by {largest:.6g}, more than {tolerance.describe(i)}")
    return failures


def read_reference(path: Path) -> list[np.ndarray]:
    """Reference outputs from an .npz: output_0, output_1, ... as `run --output` writes, else in order."""
    try:
        with np.load(path, allow_pickle=False) as data:
            references = {key: data[key] for key in data.files}
    except (OSError, ValueError) as error:
        raise ArmNpuError(f"--compare {path}: not a readable .npz ({error})") from None
    keys = [f"output_{i}" for i in range(len(references))]
    return [references[k] for k in keys] if set(keys) == set(references) else list(references.values())


def random_inputs(specs: Sequence, seed: int, ranges: Optional[Sequence[Optional[tuple[int, int]]]]) -> list:
    """Random inputs of the program's shapes and dtypes; an integer input that indexes a table is
    drawn from `ranges` (its valid [low, high)), any other from the int8 range."""
    generator = torch.Generator().manual_seed(seed)
    tensors = []
    for i, spec in enumerate(specs):
        if spec.dtype.is_floating_point:
            tensors.append(torch.randn(spec.shape, generator=generator).to(spec.dtype))
        elif spec.dtype == torch.bool:
            tensors.append(torch.randint(0, 2, spec.shape, generator=generator).to(torch.bool))
        else:
            info = torch.iinfo(spec.dtype)
            low, high = (ranges[i] if ranges and i < len(ranges) and ranges[i] else None) or _INT8_RANGE
            tensors.append(torch.randint(max(info.min, low), min(info.max + 1, high), spec.shape,
                                         generator=generator, dtype=spec.dtype))
    return tensors


def read_inputs(paths: Sequence[str], specs: Sequence, orders: Sequence[Sequence[int]]) -> list:
    """One tensor per .npy file; each array is the input's buffer, shaped in its dim `orders`
    ((N, H, W, C) for a channels-last input)."""
    if len(paths) != len(specs):
        wanted = ", ".join(f"{tuple(s.shape)} {s.dtype}" for s in specs)
        raise ArmNpuError(f"the program takes {len(specs)} input(s) ({wanted}); got {len(paths)} --input file(s)")
    tensors = []
    for i, (path, spec) in enumerate(zip(paths, specs)):
        try:
            array = np.load(path, allow_pickle=False)
        except (OSError, ValueError) as error:
            raise ArmNpuError(f"--input {path}: not a readable .npy file ({error})") from None
        if not isinstance(array, np.ndarray):
            raise ArmNpuError(f"--input {path}: holds several arrays; give one .npy per input")
        tensor = torch.from_numpy(np.ascontiguousarray(array))
        buffer_shape = tuple(spec.shape[d] for d in orders[i])
        if tuple(array.shape) != buffer_shape or tensor.dtype.is_floating_point != spec.dtype.is_floating_point:
            layout = " (channels-last: N, H, W, C)" if buffer_shape != spec.shape else ""
            raise ArmNpuError(
                f"--input {path}: shape {tuple(array.shape)} {array.dtype}; input {i} of the program is "
                f"{buffer_shape}{layout} {str(spec.dtype).removeprefix('torch.')}"
            )
        tensors.append(from_buffer_order(tensor.to(spec.dtype), orders[i]))
    return tensors
