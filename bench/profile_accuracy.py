"""How far Vela's per-layer access estimates are from the NPU simulator's counts.

For each bundled example and target: compile with armnpu (in this process), run once on random
inputs with the simulator's counters on, and compare, per layer and per memory, the bytes Vela
estimates the layer reads and writes with the bytes the simulator counted. Prints one line per
(model, target) and the median and worst over all of them. A benchmark, not a test: it never asserts.

    python bench/profile_accuracy.py --models ds_cnn,mobilenet_v2 --targets ethos-u55-128,ethos-u85-256
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch

import armnpu
from armnpu.examples import EXAMPLES
from armnpu.npu import counters
from armnpu.report.load import load_report
from armnpu.report.profile import INTERNAL_MEMORY, layer_counters
from armnpu.runtime import load

DEFAULT_MODELS = ("ds_cnn", "conv1d_speech", "mobilenet_v2", "mobilenet_v3_small", "resnet18", "small_unet", "tiny_vit")
DEFAULT_TARGETS = ("ethos-u55-128", "ethos-u65-256", "ethos-u85-256")


def _ratios(model: str, target: str, work: Path) -> list[tuple[str, float]]:
    """(memory, simulated / Vela estimate), per layer and memory where Vela estimates any traffic."""
    example = EXAMPLES[model]
    module, inputs = example.build()
    path = work / f"{model}-{target}.pte"
    compiled = armnpu.compile(module, inputs, target=target)
    compiled.save(path)
    report = load_report(path)
    program = load(path.read_bytes())
    torch.manual_seed(0)
    with counters.recording() as profiles:
        program(*inputs)
    ratios = []
    for row in layer_counters(report, profiles):
        for memory in set(row.layer.traffic_bytes) | (set(row.read_bytes) | set(row.write_bytes)) - {INTERNAL_MEMORY}:
            estimate = row.layer.traffic_bytes.get(memory, 0)
            if estimate:
                ratios.append((memory, row.traffic(memory) / estimate))
    return ratios


def _summary(pairs: list[tuple[str, float]]) -> str:
    ratios = [ratio for _, ratio in pairs]
    errors = sorted(abs(r - 1) for r in ratios)
    low, high = min(ratios), max(ratios)
    return (f"{len(ratios):4d} layer-memory pairs  median |sim/est - 1| {statistics.median(errors):6.1%}  "
            f"worst {errors[-1]:7.1%}  sim/est range {low:.2f}..{high:.2f}  "
            f"within 20%: {sum(e <= 0.2 for e in errors) / len(errors):.0%}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS))
    parser.add_argument("--targets", default=",".join(DEFAULT_TARGETS))
    args = parser.parse_args()
    every: list[tuple[str, float]] = []
    with tempfile.TemporaryDirectory() as work:
        for model in args.models.split(","):
            for target in args.targets.split(","):
                started = time.perf_counter()
                try:
                    ratios = _ratios(model, target, Path(work))
                except Exception as error:  # noqa: BLE001 - a benchmark reports a failure and goes on
                    print(f"{model:20s} {target:14s} failed: {type(error).__name__}: {error}", flush=True)
                    continue
                every += ratios
                print(f"{model:20s} {target:14s} {_summary(ratios)}  ({time.perf_counter() - started:.0f} s)", flush=True)
    if every:
        print(f"{'all':35s} {_summary(every)}")
        for memory in sorted({memory for memory, _ in every}):
            print(f"{'all, ' + memory:35s} {_summary([pair for pair in every if pair[0] == memory])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
