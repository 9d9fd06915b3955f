"""Benchmark the functional Ethos-U simulator: seconds per inference and MAC/s per model.

    python bench/simulator.py [--models mobilenet_v2,ds_cnn] [--targets ethos-u55-128,ethos-u85-256]
                                             [--runs 5] [--check]

For each target and model: `armnpu.compile` for the target, then every Ethos-U delegate blob is run on
the simulator. "plan s" is the one-time cost of decoding a blob (command stream, weight and
scale streams; cached per blob afterwards); "s/inference" is the median wall time of `--runs`
runs of all delegates on random int8 inputs; "MAC/s" is Vela's MAC count for the partitions
divided by that time. `--check` also compares each run, and one run on extreme inputs (every
value at its type's ends), with the TOSA reference model bit for bit. `--models all` takes every
bundled example. A benchmark, not a test: a failing model is reported in its row and the run goes on.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import numpy as np
import torch

import armnpu
from armnpu.examples import EXAMPLES, calibration_inputs, get_example
from armnpu.npu.executor import load_program, run_ethosu_delegate
from armnpu.verify.delegates import (
    check_delegate,
    check_delegates,
    ethosu_delegates,
    program_index_bound,
    sample_inputs,
)

DEFAULT_MODELS = ("mobilenet_v2", "resnet18", "ds_cnn", "conv1d_speech", "small_unet", "tiny_cnn")


def bench(model: str, target: str, runs: int, check: bool) -> dict:
    module, example_inputs = get_example(model).build()
    t0 = time.perf_counter()
    compiled = armnpu.compile(module, example_inputs, target=target, calibration=calibration_inputs(model, 4, 0))
    compile_s = time.perf_counter() - t0
    delegates = ethosu_delegates(compiled)
    index_bound = program_index_bound(compiled)  # token ids, cache positions: below their table's size
    macs = sum(p.summary.macs for p in compiled.partitions)
    t0 = time.perf_counter()
    for d in delegates:
        load_program(d.blob)
    plan_s = time.perf_counter() - t0
    times = []
    for run in range(runs):
        inputs = [sample_inputs(d, run, extreme=False, index_bound=index_bound) for d in delegates]
        t0 = time.perf_counter()
        for d, xs in zip(delegates, inputs):
            run_ethosu_delegate(d.blob, [torch.from_numpy(x) for x in xs], d.outputs)
        times.append(time.perf_counter() - t0)
        if check:
            for d, xs in zip(delegates, inputs):
                check_delegate(d, xs)
    if check:
        check_delegates(compiled, seeds=())  # the extreme inputs
    seconds = statistics.median(times)
    return {
        "model": model,
        "delegates": len(delegates),
        "macs": macs,
        "compile_s": compile_s,
        "plan_s": plan_s,
        "s_per_inference": seconds,
        "macs_per_s": macs / seconds if seconds else float("nan"),
        "checked": "bit-exact" if check else "-",
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS), help="comma-separated names from armnpu.examples, or all")
    parser.add_argument("--targets", default="ethos-u55-128,ethos-u85-256", help="comma-separated Ethos-U targets")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--check", action="store_true", help="compare every run with the TOSA reference model")
    args = parser.parse_args(argv)
    models = list(EXAMPLES) if args.models == "all" else [m for m in args.models.split(",") if m]
    unknown = [m for m in models if m not in EXAMPLES]
    if unknown:
        parser.error(f"unknown model(s) {', '.join(unknown)}; choose from {', '.join(EXAMPLES)}")

    header = f"{'model':<14} {'delegates':>9} {'MACs':>13} {'plan s':>7} {'s/inference':>12} {'MAC/s':>10}  check"
    for target in [t for t in args.targets.split(",") if t]:
        # Rows print as they finish: a long run stopped half-way keeps what it measured.
        print(f"target {target}, {args.runs} runs per model, median wall time; numpy {np.__version__}, "
              f"torch {torch.__version__}")
        print(header, flush=True)
        for model in models:
            print(f"[{model}] compiling for {target} ...", file=sys.stderr, flush=True)
            try:
                r = bench(model, target, args.runs, args.check)
                row = (f"{model:<14} {r['delegates']:>9} {r['macs']:>13,} {r['plan_s']:>7.2f} "
                       f"{r['s_per_inference']:>12.3f} {r['macs_per_s']:>10.3g}  {r['checked']}")
            except Exception as error:  # noqa: BLE001 - a benchmark reports failures and goes on
                row = f"{model:<14} FAILED: {type(error).__name__}: {' '.join(str(error).split())[:150]}"
            print(row, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
