#!/usr/bin/env python3
"""Random-graph campaign: build N small models from the registered ops' samples and check each
(see tests/fuzz/random_graphs.py for what is checked). Prints the crash count, the worst
difference against the quantized model, and the first failures with their graphs.

  python bench/fuzz_graphs.py --graphs 2000 [--seed 0] [--max-steps 3] [--targets ethos-u85-256] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402

from tests.fuzz.random_graphs import TARGETS, check_graph, graph_specs, named_samples  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--graphs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-steps", type=int, default=3)
    parser.add_argument("--targets", type=lambda text: text.split(","), default=TARGETS,
                        help="comma-separated targets to draw from (default: %(default)s)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    samples = named_samples()
    results, failures = [], []
    started = time.time()

    @seed(args.seed)
    @settings(max_examples=args.graphs, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(graph_specs(samples, args.max_steps, args.targets))
    def campaign(spec):
        try:
            results.append(check_graph(spec))
        except Exception as error:  # every failure is reported, the campaign goes on
            failures.append({"graph": spec.describe(), "error": f"{type(error).__name__}: {error}"[:800],
                             "trace": traceback.format_exc()[-1500:]})
            print(f"FAILURE {len(failures)}: {failures[-1]['graph']}\n  {failures[-1]['error']}", file=sys.stderr, flush=True)
        done = len(results) + len(failures)
        if done % 25 == 0:
            print(f"  {done} graphs, {len(failures)} failures, {time.time() - started:.0f} s", file=sys.stderr)

    warnings.filterwarnings("ignore", category=FutureWarning)
    campaign()
    total = len(results) + len(failures)
    worst = max((r["quanta"] for r in results), default=0.0)
    print(f"random graphs: {total} built from {len(samples)} samples, {len(failures)} failures, "
          f"worst difference {worst} quanta, {sum(r['cpu_ops'] for r in results)} ops left on the CPU (each with "
          f"a reason), {sum('refused' in r for r in results)} refused with a reason (no CPU kernel either), "
          f"{time.time() - started:.0f} s")
    targets = sorted({r["target"] for r in results})
    print("by target: " + ", ".join(f"{t} {sum(r['target'] == t for r in results)}" for t in targets))
    for failure in failures[:10]:
        print(f"- {failure['graph']}\n  {failure['error']}")
    if args.json:
        args.json.write_text(json.dumps({"results": results, "failures": failures}, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
