"""`armnpu sweep`: models × targets × system configs × memory modes × calibration methods, each
compiled and measured once (cached), on a local process pool or a Ray cluster; a table, a CSV and
an HTML page with the Pareto fronts."""

from __future__ import annotations

import argparse
import itertools
import os
import time
from pathlib import Path
from typing import Any, Callable, Optional

from armnpu.calibration import CALIBRATION_METHODS
from armnpu.cli.common import EXIT_OK, UsageError, current_progress, progress
from armnpu.cli.compile_options import check_target
from armnpu.cli.paths import input_file
from armnpu.errors import ArmNpuError
from armnpu.model_files import INPUT_SUFFIXES, check_model_argument


def add_parser(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    parser = commands.add_parser(
        "sweep", help="compile a model for many configurations and compare them", parents=[common],
        description="Compile every combination of the given targets, system configs, memory modes and "
                    "calibration methods; write DIR/sweep.csv and DIR/sweep.html (Pareto fronts) and print the table.",
    )
    parser.add_argument("model", nargs="+", help="one or more models, in the forms `armnpu compile` takes")
    parser.add_argument("--targets", required=True, metavar="T1,T2",
                        help="Ethos-U accelerator configs and TOSA targets (see `armnpu targets`)")
    parser.add_argument("--system-configs", metavar="S1,S2",
                        help="Vela system configs (default: each Ethos-U target's own)")
    parser.add_argument("--memory-modes", metavar="M1,M2", help="Vela memory modes (default: each Ethos-U target's own)")
    parser.add_argument("--calibration-methods", metavar="C1,C2",
                        help=f"calibration methods: {', '.join(CALIBRATION_METHODS)} (default: compile's default)")
    parser.add_argument("--model-input", metavar="FILE.npz|FILE.pt", help="example inputs (one MODEL only)")
    parser.add_argument("--calibration-data", metavar="FILE.npz", help="calibration inputs (one MODEL only)")
    parser.add_argument("--output", "-o", required=True, metavar="DIR", help="where sweep.csv and sweep.html go")
    parser.add_argument("--ray", metavar="ADDRESS|local",
                        help="run on the Ray cluster at ADDRESS (HOST:PORT of its head), or on a Ray instance "
                             "started here (local); default: a process pool with one worker per core")
    parser.add_argument("--no-cache", action="store_true", help="compile every combination again")
    parser.add_argument("--cache-dir", metavar="DIR",
                        help="where results are cached by model hash and configuration "
                             "(default $XDG_CACHE_HOME/armnpu/sweep, else ~/.cache/armnpu/sweep)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    # Everything is checked before any compile, and before torch is imported.
    from armnpu.sweep.cache import Cache, default_cache_dir
    from armnpu.sweep.engines import check_ray_address
    from armnpu.sweep.plan import plan
    from armnpu.sweep.row import OK, table
    from armnpu.sweep.run import Sweep

    sources = _sources(args)
    configs = plan([check_target(t) for t in _names(args.targets, "--targets") or []],
                   _names(args.system_configs, "--system-configs"), _names(args.memory_modes, "--memory-modes"),
                   _names(args.calibration_methods, "--calibration-methods"))
    if args.ray:
        check_ray_address(args.ray)
    output = _output_dir(args.output)
    cache = None if args.no_cache else Cache(Path(args.cache_dir) if args.cache_dir else default_cache_dir())

    started = time.perf_counter()
    sweep = Sweep([(source, config) for source in sources for config in configs], cache)
    cached = len(sweep.tasks) - len(sweep.missing)
    rows = sweep.compute(_engine(sweep, args.ray) if sweep.missing else None, _reporter(sweep))
    current_progress().done()
    _write(output, rows)
    print(table(rows))
    failed = sum(row.status != OK for row in rows)
    where = f" ({cache.directory})" if cache else ""
    print(f"{len(rows)} combination(s): {len(rows) - cached} compiled, {cached} from the cache{where}, "
          f"{failed} failed; wrote {output / 'sweep.csv'} and {output / 'sweep.html'} "
          f"in {time.perf_counter() - started:.1f} s")
    return EXIT_OK


def _engine(sweep: Any, ray: Optional[str]) -> Any:
    """Ray (connected now) or the process pool, once every model has loaded here."""
    from armnpu.forked import usable_cores
    from armnpu.sweep.engines import process_pool, ray_cluster

    engine = None
    if ray:
        progress(f"connecting to Ray ({ray})")
        engine = ray_cluster(ray)
    _check_models_load({sweep.tasks[i][0] for i in sweep.missing})
    workers = "Ray" if ray else f"{min(usable_cores(), len(sweep.missing))} local worker(s)"
    progress(f"compiling {len(sweep.missing)} combination(s) on {workers}")
    return engine or process_pool(usable_cores())


def _reporter(sweep: Any) -> Callable[[Any, str], None]:
    """A progress note per computed row: `[n/total] model configuration: how, outcome`."""
    from armnpu.sweep.row import OK

    finished = itertools.count(len(sweep.tasks) - len(sweep.missing) + 1)

    def on_row(row: Any, how: str) -> None:
        outcome = "ok" if row.status == OK else f"failed: {row.error}"
        current_progress().note(f"[{next(finished)}/{len(sweep.tasks)}] {row.model} {row.config}: {how}, {outcome}")

    return on_row


def _names(text: Optional[str], option: str) -> Optional[list[str]]:
    if text is None:
        return None
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise UsageError(f"{option} {text!r}: give one or more names, comma-separated")
    return names


def _sources(args: argparse.Namespace) -> list:
    from armnpu.sweep.source import ModelSource

    if len(args.model) > 1 and (args.model_input or args.calibration_data):
        raise UsageError("--model-input and --calibration-data belong to one model; sweep one MODEL with them")
    for model in args.model:
        check_model_argument(model, args.model_input)
    if args.model_input:
        input_file(args.model_input, "--model-input", INPUT_SUFFIXES, "the model's example inputs")
    if args.calibration_data:
        input_file(args.calibration_data, "--calibration-data", (".npz",), "one array per model input, batch first")
    return [ModelSource.from_arguments(model, args.model_input, args.calibration_data)
            for model in dict.fromkeys(args.model)]


def _output_dir(path: str) -> Path:
    directory = Path(path)
    if directory.exists() and not directory.is_dir():
        raise ArmNpuError(f"--output {path}: is a file; give a directory (sweep.csv and sweep.html go in it)")
    if not directory.parent.is_dir():
        raise ArmNpuError(f"--output {path}: the directory {directory.parent} does not exist")
    directory.mkdir(exist_ok=True)
    if not os.access(directory, os.W_OK):
        raise ArmNpuError(f"--output {path}: not writable")
    return directory


def _check_models_load(sources: set) -> None:
    """Each model loads and runs on its example inputs here, once, before any worker compiles it:
    a broken model file is one error, not a failed row per combination."""
    progress(f"loading torch, ExecuTorch and {', '.join(sorted(s.name for s in sources))}")
    for source in sources:
        source.load()


def _write(output: Path, rows: list) -> None:
    from armnpu.sweep.html import render_sweep_html
    from armnpu.sweep.row import to_csv

    (output / "sweep.csv").write_text(to_csv(rows), encoding="utf-8")
    (output / "sweep.html").write_text(render_sweep_html(rows), encoding="utf-8")
