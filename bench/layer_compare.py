"""Where does armnpu's integer program drift from its fake-quantized model? Layer by layer.

    python bench/layer_compare.py mobilenet_v3_small [--target ethos-u55-128] [--calib 8]
                                  [--inputs 2] [--top 15] [--all]
    python bench/layer_compare.py --zoo efficientnet --target TOSA-1.0+INT --calib 4

Compiles an example (or, with --zoo, a model of bench/zoo_models.py, on zoo.py's input streams)
with armnpu and, for every delegate, compares every quantized activation
(each quantize node of the partition) between the fake-quantized model (the partition's edge
graph run op by op in torch) and armnpu's integer lowering of the same partition, run in the
TOSA reference model with every quantize node added to the graph's outputs
(`armnpu.report.accuracy.measure`, which `armnpu compile --accuracy` uses too):

* local: every quantize node's uses read a graph input fed with the fake-quant value instead,
  so each op runs alone on exactly the fake-quant inputs. Differences are the op's own integer
  arithmetic: rounding of requantization, fixed-point multipliers, tables. A mean code
  difference away from 0 is a bias, which no amount of averaging removes.
* propagated: the partition as it runs, where differences flow on and grow.

Each row also gives the integer program's and the fake-quant model's SQNR against the float model
(held-out inputs here; compile --accuracy uses calibration inputs). Rows are sorted by local SQNR
(worst first; --all: graph order), then pooled per op kind.
This is a debugging benchmark, not a test: it never asserts.
"""

from __future__ import annotations

import argparse
import math
import sys
import warnings

import zoo_models  # bench/: the zoo's architectures (same directory)

import armnpu
from armnpu.examples import EXAMPLES, calibration_inputs
from armnpu.report import fmt
from armnpu.report.accuracy.measure import measure
from armnpu.report.accuracy.text import label, op, power_db
from armnpu.report_data.accuracy import Accuracy, ActivationAccuracy, Codes, Power

CALIBRATION_SEED = 0
EVAL_SEED = 1_000_003  # compare.py's held-out stream


def render(layers: list[ActivationAccuracy], top: int | None) -> str:
    header = (f"{'part':<4} {'layer':<30} {'op':<16} {'shape':<14} | {'local: diff %':>13} {'mean':>8} {'max':>4} "
              f"{'SQNR dB':>8} | {'propagated':>10} | {'vs float: int':>13} {'fq':>6}")
    lines = [header, "-" * len(header)]
    for layer in layers[:top] if top else layers:
        codes = layer.local_codes or Codes()
        lines.append(
            f"{layer.partition[:4]:<4} {label(layer)[-30:]:<30} {op(layer)[:16]:<16} {fmt.shape(layer.shape):<14} | "
            f"{codes.mismatch_percent:13.2f} {codes.mean_diff:+8.4f} {codes.max_diff:4d} {power_db(layer.local):>8} | "
            f"{power_db(layer.int_vs_fake):>10} | {power_db(layer.int_vs_float):>13} {power_db(layer.fake_vs_float):>6}"
        )
    return "\n".join(lines)


def by_op(layers: list[ActivationAccuracy]) -> str:
    """The local drift pooled per op kind: which lowering loses the most overall."""
    pooled: dict[str, tuple[Power, Codes]] = {}
    for layer in layers:
        if layer.local is None:  # a delegate input: no op of armnpu's computes it
            continue
        power, codes = pooled.setdefault(op(layer), (Power(), Codes()))
        power.signal += layer.local.signal
        power.noise += layer.local.noise
        for attr in ("elements", "mismatches", "diff_sum"):
            setattr(codes, attr, getattr(codes, attr) + getattr(layer.local_codes, attr))
        codes.max_diff = max(codes.max_diff, layer.local_codes.max_diff)
    rows = sorted(pooled.items(), key=lambda item: item[1][0].sqnr_db)
    return "\n".join(f"  {name:<24} {sum(op(layer) == name for layer in layers):3d} layers  local SQNR {power_db(p):>7} dB  "
                     f"codes differing {c.mismatch_percent:6.2f} %  mean {c.mean_diff:+.4f}  max {c.max_diff}"
                     for name, (p, c) in rows)


def _local_key(layer: ActivationAccuracy) -> float:
    return math.inf if layer.local is None else layer.local.sqnr_db


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model", nargs="?", choices=sorted(EXAMPLES), metavar="MODEL", help=f"one of {', '.join(EXAMPLES)}")
    parser.add_argument("--zoo", choices=sorted(zoo_models.ZOO), metavar="NAME",
                        help="a model of bench/zoo_models.py instead of an example")
    parser.add_argument("--target", default="ethos-u55-128", help="accelerator config or TOSA spec (default ethos-u55-128)")
    parser.add_argument("--calib", type=int, default=8, help="calibration batches, seed 0 as in compare.py (default 8)")
    parser.add_argument("--inputs", type=int, default=2, help="held-out inputs, compare.py's stream (default 2)")
    parser.add_argument("--top", type=int, default=15, help="rows with the lowest local SQNR to print (default 15)")
    parser.add_argument("--all", action="store_true", help="print every quantized activation in graph order")
    args = parser.parse_args(argv)
    if args.calib < 1 or args.inputs < 1:
        parser.error("--calib and --inputs must be at least 1")
    if (args.model is None) == (args.zoo is None):
        parser.error("give either an example MODEL or --zoo NAME")
    warnings.simplefilter("ignore", FutureWarning)

    if args.zoo:  # the same seeds as zoo.py
        entry = zoo_models.ZOO[args.zoo]
        model, example_inputs = entry.build()
        calibration, held_out = entry.inputs(args.calib, CALIBRATION_SEED), entry.inputs(args.inputs, EVAL_SEED)
    else:
        model, example_inputs = EXAMPLES[args.model].build()
        calibration = calibration_inputs(args.model, args.calib, seed=CALIBRATION_SEED)
        held_out = calibration_inputs(args.model, args.inputs, seed=EVAL_SEED)
    program = armnpu.compile(model, example_inputs, target=args.target, calibration=calibration)
    accuracy: Accuracy = measure(program, model, held_out, f"{args.inputs} held-out inputs")
    layers = accuracy.activations
    print(f"{args.zoo or args.model} on {args.target}: SQNR vs float: fake-quant {power_db(accuracy.outputs_fake_vs_float)} dB, "
          f"integer program {power_db(accuracy.outputs_int_vs_float)} dB ({len(layers)} quantized activations in "
          f"{len(program.partitions) or 'TOSA'} partition(s), {accuracy.inputs})")
    if not args.all:
        layers = sorted(layers, key=_local_key)
    print(render(layers, None if args.all else args.top))
    print("\nlocal drift per op kind (integer vs fake-quant, each op fed the fake-quant inputs):")
    print(by_op(layers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
