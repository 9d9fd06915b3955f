"""The models `armnpu compile` takes: a bundled example, a Python file defining `model` and
`example_inputs`, a saved ExportedProgram (`.pt2`) or a whole saved module (`.pt`/`.pth`), the
example inputs `--model-input` gives (`.npz` or `.pt`) and the calibration batches
`--calibration-data` gives (`.npz`). Mistakes are named before any work starts."""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Optional

from armnpu.errors import ArmNpuError

PYTHON_SUFFIXES = (".py",)
EXPORTED_SUFFIXES = (".pt2",)
SAVED_MODULE_SUFFIXES = (".pt", ".pth")
INPUT_SUFFIXES = (".npz", ".pt")
_ACCEPTED = "a bundled example (see --list-examples), a Python file defining `model` and `example_inputs`, " \
            "a torch.export.save()d .pt2, or a torch.save()d module (.pt/.pth, with --model-input)"


@dataclass
class LoadedModel:
    model: Any
    example_inputs: tuple
    calibration: Optional[Iterable]


def check_model_argument(spec: str, model_input: Optional[str]) -> None:
    """Cheap checks of MODEL and --model-input, before torch is imported."""
    path = Path(spec)
    suffix = path.suffix.lower()
    if suffix == ".pte":
        raise ArmNpuError(f"{spec} is a compiled program: run it with `armnpu run {spec}`, inspect it with "
                          f"`armnpu report {spec}`; compile takes {_ACCEPTED}")
    if not path.is_file():
        if spec.isidentifier():
            return  # an example name, checked against the list when loading
        raise ArmNpuError(f"{spec!r}: no such file; compile takes {_ACCEPTED}")
    if suffix not in (*PYTHON_SUFFIXES, *EXPORTED_SUFFIXES, *SAVED_MODULE_SUFFIXES):
        raise ArmNpuError(f"{spec}: a {suffix or 'suffix-less'} file is not a model; compile takes {_ACCEPTED}")
    if suffix in SAVED_MODULE_SUFFIXES and model_input is None:
        raise ArmNpuError(f"{spec} holds no example inputs: give them with --model-input FILE.npz (one array per "
                          "model input, in order) or FILE.pt (a tensor or a tuple of tensors)")


def load_model(spec: str, model_input: Optional[str] = None) -> LoadedModel:
    from armnpu.examples import EXAMPLES, calibration_inputs, get_example

    if spec in EXAMPLES and not Path(spec).is_file():
        model, inputs = get_example(spec).build()
        return LoadedModel(model, inputs, calibration_inputs(spec, n=8))
    path = Path(spec)
    if not path.is_file():
        raise ArmNpuError(f"{spec!r} is neither a bundled example ({', '.join(EXAMPLES)}) nor a model file")
    suffix = path.suffix.lower()
    if suffix in EXPORTED_SUFFIXES:
        loaded = _load_exported(path)
    elif suffix in SAVED_MODULE_SUFFIXES:
        loaded = LoadedModel(_load_saved_module(path), (), None)
    else:
        loaded = _load_python_file(path)
    if model_input is not None:
        loaded.example_inputs = load_inputs(Path(model_input))
    elif not loaded.example_inputs:
        raise ArmNpuError(f"{path} holds no example inputs: give them with --model-input FILE.npz or FILE.pt")
    check_runs(loaded.model, loaded.example_inputs, where=str(path))
    return loaded


def check_module(model: Any, where: str = "the model") -> None:
    """A torch.nn.Module instance, or an error saying what `model` is instead."""
    import torch

    if isinstance(model, type):
        raise ArmNpuError(f"{where}: `model` is the class {model.__module__}.{model.__qualname__}, not a module; "
                          f"create one, e.g. model = {model.__qualname__}(...)")
    if not isinstance(model, torch.nn.Module):
        raise ArmNpuError(f"{where}: `model` is a {type(model).__name__}, expected a torch.nn.Module instance")


def eval_mode(model: Any) -> Any:
    """`model` in eval mode. A module from ExportedProgram.module() refuses eval(): it runs as exported."""
    try:
        return model.eval()
    except NotImplementedError:
        return model


def check_runs(model: Any, example_inputs: tuple, where: str) -> None:
    """The model runs on its example inputs, or an error naming the inputs and torch's complaint.
    A copy runs, so that state the forward mutates (a KV cache) is exported as it was."""
    import copy

    import torch

    check_module(model, where)
    if not isinstance(example_inputs, tuple) or not all(isinstance(t, torch.Tensor) for t in example_inputs):
        raise ArmNpuError(f"{where}: `example_inputs` must be a tuple of tensors, got {type(example_inputs).__name__}")
    try:
        with torch.no_grad():
            eval_mode(copy.deepcopy(model))(*example_inputs)
    except Exception as error:  # the user's model or inputs are the bad input here
        shapes = ", ".join(str(tuple(t.shape)) for t in example_inputs)
        message = " ".join(str(error).split())[:300]
        raise ArmNpuError(f"{where}: the model fails on its example inputs ({shapes}): "
                          f"{type(error).__name__}: {message}") from error


def load_inputs(path: Path) -> tuple:
    """Example inputs from an .npz (one array per input, in order) or a .pt (a tensor or a tuple)."""
    import numpy as np
    import torch

    if path.suffix.lower() == ".npz":
        try:
            with np.load(path, allow_pickle=False) as data:
                return tuple(torch.from_numpy(np.ascontiguousarray(data[key])) for key in data.files)
        except (OSError, ValueError) as error:
            raise ArmNpuError(f"--model-input {path}: not a readable .npz ({error})") from None
    try:
        value = torch.load(path, weights_only=True)
    except Exception as error:  # a pickle of anything else, or not a torch file
        raise ArmNpuError(f"--model-input {path}: not a torch.save()d tensor or tuple of tensors ({error})") from None
    inputs = (value,) if isinstance(value, torch.Tensor) else tuple(value) if isinstance(value, (list, tuple)) else None
    if inputs is None or not all(isinstance(t, torch.Tensor) for t in inputs):
        raise ArmNpuError(f"--model-input {path}: holds a {type(value).__name__}, expected a tensor or a tuple of tensors")
    return inputs


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


def _load_python_file(path: Path) -> LoadedModel:
    module_spec = importlib.util.spec_from_file_location(path.stem, path)
    # a .py file always has a source loader (check_model_argument refuses other suffixes first)
    assert module_spec is not None and module_spec.loader is not None
    module = importlib.util.module_from_spec(module_spec)
    try:
        module_spec.loader.exec_module(module)
    except Exception as error:  # the user's file is the bad input here, not armnpu
        raise ArmNpuError(f"{path} failed to load: {type(error).__name__}: {error}") from error
    for name in ("model", "example_inputs"):
        if not hasattr(module, name):
            raise ArmNpuError(f"{path} must define `{name}` (and may define `calibration_inputs`)")
    calibration = getattr(module, "calibration_inputs", None)
    inputs = module.example_inputs
    return LoadedModel(module.model, tuple(inputs) if isinstance(inputs, list) else inputs,
                       calibration() if callable(calibration) else calibration)


def _load_exported(path: Path) -> LoadedModel:
    import torch

    try:
        program = torch.export.load(path)
    except Exception as error:  # not an ExportedProgram archive
        raise ArmNpuError(f"{path}: not a torch.export.save()d program ({type(error).__name__}: {error})") from None
    args, kwargs = program.example_inputs or ((), {})
    if kwargs:
        raise ArmNpuError(f"{path}: the program takes keyword inputs ({', '.join(kwargs)}); armnpu takes positional ones")
    return LoadedModel(program.module(check_guards=False), tuple(args), None)


def _load_saved_module(path: Path) -> Any:
    import torch

    try:
        # A whole pickled module: the user's own file, which they ask to load.
        value = torch.load(path, weights_only=False)
    except Exception as error:  # not a torch file, or its classes cannot be imported
        raise ArmNpuError(f"{path}: torch.load failed: {type(error).__name__}: {error}") from None
    if isinstance(value, dict):
        raise ArmNpuError(f"{path} holds a state_dict (weights only), not a model: save the module itself with "
                          "torch.save(model, ...) or torch.export.save(torch.export.export(model, inputs), 'm.pt2')")
    return value
