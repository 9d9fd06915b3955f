"""Compile TOSA graphs with Vela and compare the simulator with the TOSA reference model."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import torch

from armnpu.backends.vela import run_vela
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.formats.vela_bin_stream import pack_vela_bin_stream
from armnpu.npu.executor import run_ethosu_delegate
from armnpu.verify.reference import run_tosa

TARGETS = ("ethos-u55-128", "ethos-u55-256", "ethos-u65-256")


def compile_tosa(
    tosa: bytes, target: str = "ethos-u55-128", extra_flags: Sequence[str] = (), memory_mode: str | None = None
) -> bytes:
    """The delegate blob Vela makes of `tosa` for `target`, with armnpu's default flags."""
    spec = EthosUCompileSpec(target, memory_mode=memory_mode, extra_flags=list(extra_flags) or None)
    return pack_vela_bin_stream(run_vela(tosa, spec.compiler_flags, "npu_test").npz)


def simulate(blob: bytes, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    return [t.numpy() for t in run_ethosu_delegate(blob, [torch.from_numpy(np.ascontiguousarray(x)) for x in inputs])]


def run_tosa_wide(tosa: bytes, inputs: Sequence[np.ndarray], input_names: Sequence[str], outputs: int = 1) -> list[np.ndarray]:
    """The TOSA reference model through its command-line tool, which reads and writes int48
    tensors as int64 .npy files (the Python binding returns no data for them). Graph outputs are
    named result-0, result-1, ... by tosa_serializer's addOutput."""
    tool = Path(sys.executable).with_name("tosa_reference_model")
    with tempfile.TemporaryDirectory() as work:
        folder = Path(work)
        (folder / "graph.tosa").write_bytes(tosa)
        files = [folder / f"input{i}.npy" for i in range(len(inputs))]
        for file, array in zip(files, inputs):
            np.save(file, array)
        results = [folder / f"result{i}.npy" for i in range(outputs)]
        command = [
            str(tool),
            f"--tosa_file={folder / 'graph.tosa'}",
            f"--flatbuffer_dir={folder}",
            f"--output_dir={folder}",
            f"--ifm_name={','.join(input_names)}",
            f"--ifm_file={','.join(map(str, files))}",
            f"--ofm_name={','.join(f'result-{i}' for i in range(outputs))}",
            f"--ofm_file={','.join(map(str, results))}",
        ]
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            raise AssertionError(f"the TOSA reference model failed ({run.returncode}): {run.stdout[-1000:]}{run.stderr[-1000:]}")
        return [np.load(result) for result in results]


def assert_bit_exact(tosa: bytes, blob: bytes, inputs: Sequence[np.ndarray], want: Sequence[np.ndarray] | None = None) -> None:
    """The simulator's outputs equal `want`, by default the reference model's."""
    want = run_tosa(tosa, list(inputs)) if want is None else want
    got = simulate(blob, inputs)
    assert len(got) == len(want)
    for index, (g, w) in enumerate(zip(got, want)):
        g = g.reshape(w.shape)
        if not np.array_equal(g, w):
            diff = np.abs(g.astype(np.int64) - w.astype(np.int64))
            raise AssertionError(
                f"output {index}: {int((diff > 0).sum())} of {w.size} elements differ (max {int(diff.max())}); "
                f"first at {np.unravel_index(int(np.argmax(diff > 0)), w.shape)}: "
                f"simulator {g.reshape(-1)[np.argmax(diff.reshape(-1) > 0)]}, reference {w.reshape(-1)[np.argmax(diff.reshape(-1) > 0)]}"
            )


def random_int8(rng: np.random.Generator, shape: Sequence[int]) -> np.ndarray:
    return rng.integers(-128, 128, size=tuple(shape), dtype=np.int8)


def extreme_int8(rng: np.random.Generator, shape: Sequence[int]) -> np.ndarray:
    return rng.choice(np.array([-128, 127], dtype=np.int8), size=tuple(shape))


# Every Ethos-U configuration and memory mode the fuzz and the sweeps compile for, with small
# arena caches that force striping: (target, memory mode, extra Vela flags).
CONFIGS = [
    ("ethos-u55-128", None, ()),
    ("ethos-u55-256", None, ()),
    ("ethos-u65-256", None, ()),
    ("ethos-u55-32", None, ()),
    ("ethos-u55-64", "Sram_Only", ()),
    ("ethos-u65-512", None, ()),
    ("ethos-u65-256", "Dedicated_Sram", ("--arena-cache-size=4096",)),
    ("ethos-u55-128", None, ("--arena-cache-size=2048",)),
    ("ethos-u65-256", "Shared_Sram", ()),
    ("ethos-u85-128", None, ()),
    ("ethos-u85-256", None, ()),
    ("ethos-u85-512", None, ()),
    ("ethos-u85-1024", None, ()),
    ("ethos-u85-2048", None, ()),
    ("ethos-u85-256", "Dedicated_Sram", ("--arena-cache-size=4096",)),
    ("ethos-u85-512", "Shared_Sram", ("--arena-cache-size=2048",)),
    ("ethos-u85-1024", "Dedicated_Sram_384KB", ()),
]
