"""Seconds per inference of VGF programs on the host (scenario runner over the ML emulation layer
on the machine's Vulkan device; lavapipe on a CPU-only machine), for bundled example models.

    python bench/vgf_speed.py --models ds_cnn,tiny_vit --repeat 20

Per model and profile (INT: quantized with 4 calibration batches; FP: float): compile time, the
first call (the worker process starting, Vulkan set-up and the graph's pipeline creation) and the
median of `--repeat` further calls on the same loaded program. Prints a table; never asserts.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import armnpu
from armnpu.examples import calibration_inputs, get_example


def measure(name: str, quantize: bool, repeat: int, directory: Path) -> dict:
    model, inputs = get_example(name).build()
    started = time.perf_counter()
    compiled = armnpu.compile(model, inputs, target="vgf", quantize_model=quantize,
                              calibration=calibration_inputs(name, n=4) if quantize else None)
    compile_s = time.perf_counter() - started
    program = armnpu.load(compiled.save(directory / f"{name}_{quantize}.pte", report=False))
    started = time.perf_counter()
    program(*inputs)
    first_s = time.perf_counter() - started
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        program(*inputs)
        times.append(time.perf_counter() - started)
    return {"model": name, "profile": "INT" if quantize else "FP", "delegates": compiled.num_delegates,
            "compile_s": compile_s, "first_s": first_s, "median_s": statistics.median(times)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="ds_cnn,tiny_vit", help="comma-separated example names")
    parser.add_argument("--profiles", default="INT,FP", help="INT, FP or both")
    parser.add_argument("--repeat", type=int, default=20, help="timed calls after the first")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.models.split(","):
            for profile in args.profiles.split(","):
                rows.append(measure(name, profile.strip().upper() == "INT", args.repeat, Path(tmp)))
                r = rows[-1]
                print(f"{r['model']:<14} {r['profile']:<3} delegates {r['delegates']}  compile {r['compile_s']:6.1f} s  "
                      f"first call {r['first_s']:6.2f} s  then {r['median_s'] * 1e3:8.2f} ms/inference", flush=True)


if __name__ == "__main__":
    main()
