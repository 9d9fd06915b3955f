"""`compile --calibration-data FILE.npz`: calibration batches from one array per model input."""

from __future__ import annotations

from pathlib import Path

from armnpu.errors import ArmNpuError


def batches_from_npz(path: Path, example_inputs: tuple) -> list[tuple]:
    """Batches from an .npz holding one array per model input (in order), first axis = batch."""
    import numpy as np
    import torch

    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = [data[key] for key in data.files]
    except (OSError, ValueError) as error:
        raise ArmNpuError(f"--calibration-data {path}: not a readable .npz ({error})") from None
    if len(arrays) != len(example_inputs):
        raise ArmNpuError(
            f"--calibration-data {path} holds {len(arrays)} array(s) but the model takes {len(example_inputs)} "
            "input(s); store one array per input, first axis = batch"
        )
    per_input = []
    for i, (array, example) in enumerate(zip(arrays, example_inputs)):
        shape = tuple(example.shape)
        if array.ndim == len(shape) + 1 and array.shape[1:] == shape:  # a stack of whole inputs
            samples = [array[j] for j in range(array.shape[0])]
        elif array.ndim == len(shape) > 0 and array.shape[1:] == shape[1:] and array.shape[0] % shape[0] == 0:
            samples = [array[j:j + shape[0]] for j in range(0, array.shape[0], shape[0])]
        else:
            raise ArmNpuError(
                f"--calibration-data {path}: array {i} has shape {array.shape}; input {i} is {shape}, "
                f"so expected (N, {', '.join(map(str, shape[1:]))}) or (N, {', '.join(map(str, shape))})"
            )
        if array.dtype.kind not in "fiub":
            raise ArmNpuError(f"--calibration-data {path}: array {i} has dtype {array.dtype}, expected numbers")
        per_input.append([torch.from_numpy(np.ascontiguousarray(s)).to(example.dtype) for s in samples])
    counts = {len(samples) for samples in per_input}
    if len(counts) != 1 or 0 in counts:
        raise ArmNpuError(f"--calibration-data {path}: every input needs the same, non-zero number of samples")
    return list(zip(*per_input))
