"""`armnpu run`: run a .pte on the host with given or random inputs, or check a .bpte against the
outputs it bundles."""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from armnpu.cli.common import EXIT_MISMATCH, EXIT_OK, INPUT_RANGES, UsageError, warn
from armnpu.cli.paths import input_file, output_file
from armnpu.errors import ArmNpuError
from armnpu.io_layout import to_buffer_order

if TYPE_CHECKING:
    from armnpu.cli.run_io import Tolerance

_VALUES_SHOWN = 8  # output values printed per tensor
_BUNDLE_FLOAT_ATOL = 1e-4  # a float program's host run against its PyTorch reference


def add_parser(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    parser = commands.add_parser("run", help="run a .pte program on the host", parents=[common])
    parser.add_argument("program", help="a .pte file, or a .bpte to check against its bundled expected outputs")
    parser.add_argument("--input", action="append", metavar="FILE.npy", help="one per program input, in order")
    parser.add_argument("--random", action="store_true",
                        help="random inputs of the program's shapes and dtypes; an integer input that indexes a "
                             "table (an embedding) stays below the table's size")
    parser.add_argument("--seed", type=int, default=0, help="seed for --random (default 0)")
    parser.add_argument("--output", metavar="OUT.npz", help="save the outputs as output_0, output_1, ...")
    parser.add_argument("--compare", metavar="REF.npz", help="print the max abs difference to these reference outputs")
    parser.add_argument("--atol", type=float, metavar="X",
                        help="with --compare: exit 1 when any output differs from its reference by more than X")
    parser.add_argument("--quanta", type=float, metavar="N",
                        help="with --compare (or a .bpte): exit 1 when an output differs by more than N of its "
                             "quantization steps (default for a .bpte: 1, or --atol 1e-4 for float outputs)")
    parser.add_argument("--profile", action="store_true",
                        help="print, per Ethos-U layer, what the NPU simulator counted (bytes and AXI beats per "
                             "memory, MACs, weight and scale bytes, NPU commands) beside Vela's estimates; "
                             "needs the report data `armnpu compile` writes beside the .pte")
    parser.add_argument("--profile-json", metavar="FILE.json",
                        help="also save the counters, for `armnpu report PROGRAM --csv FILE.csv --profile FILE.json`")
    parser.add_argument("--trace", metavar="FILE.json",
                        help="write the run as a Chrome/Perfetto trace: an NPU track with one slice per layer (Vela's "
                             "cycle estimate at the core clock), a CPU track (host wall time), the simulated counters "
                             "as counter tracks")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    program_path = Path(args.program)
    if not program_path.is_file():
        raise ArmNpuError(f"{program_path}: no such file")
    bundled = program_path.suffix.lower() == ".bpte"
    _check_options(args, program_path, bundled)

    from armnpu.cli import (
        run_io,  # imports torch: after the checks, so a typo costs nothing
    )

    if bundled:
        from armnpu.cli.bundle import read_bundle

        data, cases = read_bundle(program_path)
    else:
        data, cases = program_path.read_bytes(), None
    tolerance = _tolerance(args, data, bundled)
    try:
        from armnpu.runtime import load
    except ImportError as error:
        raise RuntimeError(f"the host runtime armnpu.runtime is not available: {error}") from error
    program = load(data)
    if cases is not None:
        return _verify_bundle(program, cases, program_path, tolerance, args.output)

    from armnpu.report.pte import input_specs

    specs = input_specs(program_path)
    if args.random:
        tensors = run_io.random_inputs(specs, args.seed, _recorded_input_ranges(program_path, specs))
    else:
        # .npy files are buffers: a channels-last tensor's array is (N, H, W, C), as the device holds it.
        tensors = run_io.read_inputs(args.input, specs, program.dim_orders()[0])
    if args.profile or args.profile_json or args.trace:
        outputs = _profiled_run(args, program, tensors, program_path, data)
    else:
        outputs = _run_once(program, tensors, program_path)
    if args.output:
        _save_outputs(outputs, args.output)
    if args.compare:
        failures = run_io.compare(outputs, run_io.read_reference(Path(args.compare)), args.compare, tolerance)
        return _mismatch(failures)
    return EXIT_OK


def _check_options(args: argparse.Namespace, program_path: Path, bundled: bool) -> None:
    """Options that contradict each other or the program's kind, and files that are not there."""
    if bundled and (args.input or args.random or args.compare):
        raise UsageError(f"{program_path} brings its own inputs and expected outputs; "
                         "give no --input, --random or --compare")
    if not bundled and bool(args.input) == bool(args.random):
        raise UsageError("give either --input FILE.npy (one per program input) or --random")
    for path in args.input or []:
        input_file(path, "--input", (".npy",), "one array, for one program input")
    if args.compare:
        input_file(args.compare, "--compare", (".npz",), "the reference outputs, as `armnpu run --output` writes them")
    if args.output:
        output_file(args.output, "--output", (".npz",))
    if args.atol is not None and args.quanta is not None:
        raise UsageError("give one tolerance: --atol X or --quanta N")
    profiling = [name for name, value in (("--profile", args.profile), ("--profile-json", args.profile_json),
                                          ("--trace", args.trace)) if value]
    if profiling and bundled:
        raise UsageError(f"{profiling[0]} takes a .pte (a .bpte runs its bundled test cases)")
    for option, path in (("--profile-json", args.profile_json), ("--trace", args.trace)):
        if path:
            output_file(path, option, (".json",))
    given = "--atol" if args.atol is not None else "--quanta" if args.quanta is not None else None
    if given and not (args.compare or bundled):
        raise UsageError(f"{given} needs --compare REF.npz (or a .bpte, which holds its references)")


def _tolerance(args: argparse.Namespace, program: bytes, bundled: bool) -> Optional[Tolerance]:
    """The tolerance asked for; a bundle without one is checked to within 1 quantum when every
    output has a quantization step (an int16 output's on the int8 grid: run_io.output_quanta),
    else to 1e-4."""
    from armnpu.cli import run_io

    if args.quanta is not None:
        if args.quanta < 0:
            raise UsageError("--quanta must be >= 0")
        return run_io.quanta_tolerance(args.quanta, program)
    if args.atol is not None:
        return run_io.Tolerance(atol=args.atol)
    if not bundled:
        return None
    steps = run_io.output_quanta(program, int8_grid=True)
    if all(step is not None for step in steps):
        return run_io.Tolerance(quanta=1.0, steps=tuple(steps))
    return run_io.Tolerance(atol=_BUNDLE_FLOAT_ATOL)


def _run_once(program: Any, tensors: list, where: Path) -> list:
    import numpy as np

    delegates = Counter(info.backend_id for info in program.delegates)
    started = time.perf_counter()
    orders = program.dim_orders()[1]
    outputs = [to_buffer_order(o.detach(), order).numpy() if hasattr(o, "detach") else np.asarray(o)
               for o, order in zip(program(*tensors), orders)]
    elapsed = time.perf_counter() - started
    ran = ", ".join(f"{backend} x{count}" for backend, count in delegates.items()) or "no delegates"
    print(f"{where}: {len(outputs)} output(s) in {elapsed * 1e3:.1f} ms on the host ({ran})")
    for i, out in enumerate(outputs):
        flat = out.reshape(-1)
        shown = ", ".join(f"{v:.6g}" for v in flat[:_VALUES_SHOWN].tolist())
        more = f", ... ({flat.size} values)" if flat.size > _VALUES_SHOWN else ""
        print(f"  output {i}: shape {tuple(out.shape)} {out.dtype}  [{shown}{more}]")
    return outputs


def _profiled_run(args: argparse.Namespace, program: Any, tensors: list, where: Path, data: bytes) -> list:
    """One run with the simulator's counters and the runtime's timeline on; then the profile table,
    the saved counters and the trace, as asked."""
    from armnpu.cli.paths import write_whole
    from armnpu.npu import counters
    from armnpu.report.load import load_report
    from armnpu.report.profile import layer_counters, profiles_to_json
    from armnpu.runtime import timeline

    report = load_report(where)
    if report.origin != "compile":
        raise ArmNpuError(f"{where}: profiling needs the report data `armnpu compile` writes beside the program "
                          f"({where.with_suffix('').name}.armnpu.json, for this very build)")
    with counters.recording() as profiles, timeline.recording() as events:
        outputs = _run_once(program, tensors, where)
    rows = layer_counters(report, profiles)
    if args.profile:
        from armnpu.report.profile_text import render_profile_text

        print(render_profile_text(rows), end="")
    if args.profile_json:
        write_whole(args.profile_json, profiles_to_json(profiles, hashlib.sha256(data).hexdigest()), "--profile-json")
        print(f"wrote {args.profile_json}")
    if args.trace:
        import json

        from armnpu.report.trace import build_trace

        trace = build_trace(report, events, rows, f"armnpu run {where.name}")
        write_whole(args.trace, json.dumps(trace), "--trace")
        print(f"wrote {args.trace} (open it in https://ui.perfetto.dev)")
    return outputs


def _save_outputs(outputs: list, path: str) -> None:
    import numpy as np

    np.savez(path, **{f"output_{i}": out for i, out in enumerate(outputs)})
    print(f"wrote {path}")


def _verify_bundle(program: Any, cases: list, where: Path, tolerance: Any, output: Optional[str]) -> int:
    from armnpu.cli import run_io

    failures = []
    for number, case in enumerate(cases):
        outputs = _run_once(program, list(case.inputs), where)
        if output and number == 0:
            _save_outputs(outputs, output)
        expected = [t.numpy() for t in case.expected]
        failures += [f"test case {number}: {line}" for line in
                     run_io.compare(outputs, expected, "the bundled expected outputs", tolerance)]
    if not failures:
        print(f"{where}: {len(cases)} bundled test case(s) pass within {tolerance.describe(0)}")
    return _mismatch(failures)


def _mismatch(failures: list[str]) -> int:
    for line in failures:
        print(f"armnpu: {line}", file=sys.stderr)
    return EXIT_MISMATCH if failures else EXIT_OK


def _recorded_input_ranges(program_path: Path, specs: list) -> Optional[list]:
    """The valid range of each integer input, as compile recorded it next to the program."""
    import torch

    from armnpu.formats.artifact import sidecar_path
    from armnpu.report_data.model import Report

    if all(spec.dtype.is_floating_point or spec.dtype == torch.bool for spec in specs):
        return None
    recorded = Report.beside(program_path, program_path.read_bytes())
    if recorded is not None and recorded.program.get(INPUT_RANGES) is not None:
        return [tuple(r) if r else None for r in recorded.program[INPUT_RANGES]]
    warn(f"no input ranges recorded for this build in {sidecar_path(program_path)} (armnpu compile writes them): integer "
         "inputs are drawn from -128..127, which may index past a table; give --input files instead")
    return None
