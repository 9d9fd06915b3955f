"""What a sweep worker needs to rebuild a model: a bundled example's name, or the bytes of the
model file (and of its --model-input and --calibration-data files). Workers on other machines
need only armnpu installed: the files travel with each task."""

from __future__ import annotations

import hashlib
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from armnpu.model_files import batches_from_npz, load_model


@dataclass(frozen=True)
class ShippedFile:
    path: str  # as given on the command line
    data: bytes

    @classmethod
    def read(cls, path: str) -> ShippedFile:
        return cls(path, Path(path).read_bytes())

    def local_path(self, scratch: Path) -> Path:
        """The file itself where it exists with these bytes (a worker on this machine), so a model
        file still finds what lies beside it; else a copy of the bytes in `scratch`."""
        given = Path(self.path)
        if given.is_file() and given.read_bytes() == self.data:
            return given
        copy = Path(tempfile.mkdtemp(dir=scratch)) / given.name  # a folder each: names may repeat
        copy.write_bytes(self.data)
        return copy


@dataclass
class LoadedSource:
    model: Any
    example_inputs: tuple
    calibration: list  # the calibration batches (the example input alone when none are given)


@dataclass(frozen=True)
class ModelSource:
    name: str  # an example name or a model file's path, as given: the rows' model column
    model_file: Optional[ShippedFile]  # None: a bundled example
    model_input: Optional[ShippedFile] = None
    calibration_data: Optional[ShippedFile] = None

    @classmethod
    def from_arguments(cls, model: str, model_input: Optional[str] = None,
                       calibration_data: Optional[str] = None) -> ModelSource:
        """Read the files now, on the machine that plans the sweep (MODEL is already checked)."""
        def shipped(path: Optional[str]) -> Optional[ShippedFile]:
            return None if path is None else ShippedFile.read(path)

        return cls(model, shipped(model if Path(model).is_file() else None), shipped(model_input),
                   shipped(calibration_data))

    @property
    def digest(self) -> str:
        """The model's hash: the file's bytes (an example's code is armnpu's, which the cache key
        covers), with the example and calibration inputs it is given."""
        hasher = hashlib.sha256()
        hasher.update(self.name.encode() if self.model_file is None else self.model_file.data)
        for extra in (self.model_input, self.calibration_data):
            hasher.update(b"\0" + (b"-" if extra is None else hashlib.sha256(extra.data).digest()))
        return hasher.hexdigest()

    def load(self) -> LoadedSource:
        """The model, its example inputs and calibration batches, as `armnpu compile` loads them.
        torch is seeded first, so a model file that draws random weights gives every worker the
        same model."""
        import torch

        torch.manual_seed(0)
        with tempfile.TemporaryDirectory(prefix="armnpu_sweep_") as scratch:
            where = Path(scratch)
            model = self.name if self.model_file is None else str(self.model_file.local_path(where))
            model_input = None if self.model_input is None else str(self.model_input.local_path(where))
            loaded = load_model(model, model_input)
            batches = list(loaded.calibration) if loaded.calibration is not None else [loaded.example_inputs]
            if self.calibration_data is not None:
                batches = batches_from_npz(self.calibration_data.local_path(where), loaded.example_inputs)
        return LoadedSource(loaded.model, loaded.example_inputs, batches)
