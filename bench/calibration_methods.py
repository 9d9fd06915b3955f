"""Integer-program SQNR of armnpu's bundled examples for each calibration method, with and
without bias correction (armnpu only; the competitor is not run).

    python bench/calibration_methods.py [--models ds_cnn,mobilenet_v2] [--target ethos-u55-128]
                                        [--columns histogram,mse,mse+bc] [--json out.json]

Calibration batches and held-out inputs are compare.py's (8 batches of seed 0, 4 inputs of
another seed); the SQNR is compare.py's "int SQNR": the lowered program with every Ethos-U
delegate run as its TOSA graph in the TOSA reference model, against the float model.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _competitor_worker as shared  # noqa: E402  (sqnr_db, integer_program; no backend imports)
from compare import CALIBRATION_SEED, EVAL_SEED  # noqa: E402

import armnpu  # noqa: E402
from armnpu.calibration import CALIBRATION_METHODS, DEFAULT_CALIBRATION_METHOD  # noqa: E402
from armnpu.examples import EXAMPLES, calibration_inputs  # noqa: E402
from armnpu.verify.delegates import ethosu_delegates  # noqa: E402

MODELS = ("mobilenet_v3_small", "mobilenet_v2", "ds_cnn", "conv1d_speech", "tiny_vit", "lstm_kws", "resnet18")


def int_sqnr(name: str, target: str, method: str, bias_correction: bool, calib: int, evals: int) -> float:
    model, example_inputs = EXAMPLES[name].build()
    program = armnpu.compile(
        model, example_inputs, target=target,
        calibration=calibration_inputs(name, calib, seed=CALIBRATION_SEED),
        calibration_method=method, bias_correction=bias_correction,
    )
    tosa_for_blob = {d.blob: d.tosa for d in ethosu_delegates(program)}
    integer = shared.integer_program(program.edge_program, tosa_for_blob)
    return shared.sqnr_db(model, integer, calibration_inputs(name, evals, seed=EVAL_SEED))


def render(results: dict[str, dict[str, float | str]], columns: list[str]) -> str:
    width = max(len(m) for m in results) if results else 5
    lines = [f"{'model':<{width}}  " + "  ".join(f"{c:>{max(len(c), 7)}}" for c in columns)]
    for model, row in results.items():
        cells = []
        for column in columns:
            value = row.get(column, "")
            cells.append(f"{value:>{max(len(column), 7)}.2f}" if isinstance(value, float)
                         else f"{'fail' if value else '':>{max(len(column), 7)}}")
        lines.append(f"{model:<{width}}  " + "  ".join(cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--target", default="ethos-u55-128")
    every = [f"{m}{'+bc' if bc else ''}" for m in CALIBRATION_METHODS for bc in (False, True)]
    parser.add_argument("--columns", default=",".join(every),
                        help="METHOD (calibrated by it) or METHOD+bc (and bias-corrected) columns, comma-separated "
                             "(default: every method, without and with bias correction)")
    parser.add_argument("--calib", type=int, default=8, help="calibration batches, seed 0 (default 8)")
    parser.add_argument("--eval-inputs", type=int, default=4, help="held-out inputs (default 4)")
    parser.add_argument("--json", metavar="PATH", help="also write the figures (rewritten after every compile)")
    args = parser.parse_args(argv)
    models = [m for m in args.models.split(",") if m]
    columns = [c for c in args.columns.split(",") if c]
    methods = [c.removesuffix("+bc") for c in columns]
    unknown = [m for m in models if m not in EXAMPLES] + [m for m in methods if m not in CALIBRATION_METHODS]
    if unknown:
        parser.error(f"unknown model(s) or method(s): {', '.join(unknown)}")
    warnings.simplefilter("ignore")
    results: dict[str, dict[str, float | str]] = {}
    for name in models:
        results[name] = {}
        for column in columns:
            method, bias_correction = column.removesuffix("+bc"), column.endswith("+bc")
            start = time.perf_counter()
            try:
                results[name][column] = int_sqnr(name, args.target, method, bias_correction, args.calib,
                                                 args.eval_inputs)
            except Exception as exc:  # noqa: BLE001 - a benchmark reports and goes on
                results[name][column] = shared.one_line(exc)
            print(f"{name} {column}: {results[name][column]} ({time.perf_counter() - start:.0f} s)",
                  file=sys.stderr, flush=True)
            if args.json:
                Path(args.json).write_text(json.dumps(results, indent=1))
    print(f"int SQNR (dB) on {args.target}, {args.calib} calibration batches (seed {CALIBRATION_SEED}), "
          f"{args.eval_inputs} held-out inputs; default method {DEFAULT_CALIBRATION_METHOD}; +bc = bias correction")
    print(render(results, columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
