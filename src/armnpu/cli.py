"""`armnpu` command line: compile a model, run a program on the host, report on it, list targets.

Exit codes: 0 ok, 2 bad usage or bad input (an ArmNpuError), 1 internal error or a `run --compare
--atol` mismatch. Every error is one line unless --verbose, which shows the traceback instead.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
import traceback
import warnings
from collections import Counter
from pathlib import Path
from typing import Any, Iterable, Iterator, NoReturn, Optional, Sequence

from armnpu.cli_paths import input_file, output_file
from armnpu.errors import ArmNpuError, ConfigError
from armnpu.io_layout import IO_LAYOUTS, from_buffer_order, to_buffer_order
from armnpu.model_files import INPUT_SUFFIXES, check_model_argument, load_model

EXIT_OK, EXIT_INTERNAL, EXIT_USAGE = 0, 1, 2
EXIT_MISMATCH = 1  # run --compare --atol: outputs differ beyond the tolerance
_VALUES_SHOWN = 8  # output values printed per tensor by `run`


class _UsageError(ArmNpuError):
    """The command line itself is wrong (unknown option, missing argument)."""


class _Parser(argparse.ArgumentParser):
    # argparse prints the usage block and exits; we want one line and our own exit path.
    def error(self, message: str) -> NoReturn:
        raise _UsageError(f"{message} (see `{self.prog} --help`)")


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("armnpu")
    except PackageNotFoundError:  # run from a source tree without installing
        return "unknown (not installed)"


def _progress(message: str) -> None:
    print(f"armnpu: {message}", file=sys.stderr, flush=True)


# ---- targets ----------------------------------------------------------------------------------


def _valid_targets() -> list[str]:
    from armnpu.targets import ETHOSU_TARGETS, tosa_targets

    return [*ETHOSU_TARGETS, *tosa_targets()]


def _check_target(name: str) -> str:
    """The canonical spelling of a target the command line accepts."""
    valid = _valid_targets()
    by_key = {t.lower(): t for t in valid}
    if name.lower() in by_key:
        return by_key[name.lower()]
    from armnpu.targets import is_tosa_target

    if is_tosa_target(name):  # another TOSA spec string, e.g. TOSA-1.0+INT+int16
        from armnpu.compile_spec import TosaSpecification

        return str(TosaSpecification.create_from_string(name))
    raise ConfigError(f"unknown target {name!r}; valid targets: {', '.join(valid)}")


def _cmd_targets(args: argparse.Namespace) -> int:
    from armnpu.targets import (
        ETHOSU_TARGETS,
        memory_modes_for,
        read_vela_ini,
        resolve_config_ini,
        system_configs_for,
        tosa_targets,
    )

    ini = read_vela_ini(resolve_config_ini(args.config_ini))
    for family in ("ethos-u55", "ethos-u65", "ethos-u85"):
        targets = [t for t in ETHOSU_TARGETS.values() if t.family == family]
        default = targets[0]
        print(f"{family}: {', '.join(t.name for t in targets)}")
        for name in system_configs_for(family, ini):
            print(f"  system config  {name}{'  (default)' if name == default.default_system_config else ''}")
        for name in memory_modes_for(family, ini):
            print(f"  memory mode    {name}{'  (default)' if name == default.default_memory_mode else ''}")
    print(f"TOSA: {', '.join(tosa_targets())}")
    return EXIT_OK


# ---- compile ----------------------------------------------------------------------------------


def _list_examples() -> int:
    from armnpu.examples import EXAMPLES

    width = max(map(len, EXAMPLES))
    for example in EXAMPLES.values():
        shapes = ", ".join("x".join(map(str, s)) for s in example.input_shapes)
        print(f"{example.name:<{width}}  {shapes:<14}  {example.description}")
    return EXIT_OK


def _calibration_from_npz(path: Path, example_inputs: tuple) -> list[tuple]:
    """Batches from an .npz holding one array per model input (in order), first axis = batch."""
    import numpy as np
    import torch

    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = [data[key] for key in data.files]
    except (OSError, ValueError) as error:
        raise ArmNpuError(f"--calibration-data {path}: not a readable .npz ({error})") from None
    if len(arrays) != len(example_inputs):
        raise ArmNpuError(
            f"--calibration-data {path} holds {len(arrays)} array(s) but the model takes {len(example_inputs)} "
            "input(s); store one array per input, first axis = batch"
        )
    per_input = []
    for i, (array, example) in enumerate(zip(arrays, example_inputs)):
        shape = tuple(example.shape)
        if array.ndim == len(shape) + 1 and array.shape[1:] == shape:  # a stack of whole inputs
            samples = [array[j] for j in range(array.shape[0])]
        elif array.ndim == len(shape) > 0 and array.shape[1:] == shape[1:] and array.shape[0] % shape[0] == 0:
            samples = [array[j:j + shape[0]] for j in range(0, array.shape[0], shape[0])]
        else:
            raise ArmNpuError(
                f"--calibration-data {path}: array {i} has shape {array.shape}; input {i} is {shape}, "
                f"so expected (N, {', '.join(map(str, shape[1:]))}) or (N, {', '.join(map(str, shape))})"
            )
        if array.dtype.kind not in "fiub":
            raise ArmNpuError(f"--calibration-data {path}: array {i} has dtype {array.dtype}, expected numbers")
        per_input.append([torch.from_numpy(np.ascontiguousarray(s)).to(example.dtype) for s in samples])
    counts = {len(samples) for samples in per_input}
    if len(counts) != 1 or 0 in counts:
        raise ArmNpuError(f"--calibration-data {path}: every input needs the same, non-zero number of samples")
    return list(zip(*per_input))


def _with_progress(batches: Sequence) -> Iterator:
    """Yield calibration batches, reporting progress on stderr as the quantizer consumes them
    (a float compile never asks, and prints nothing)."""
    interactive = sys.stderr.isatty()
    started = time.perf_counter()
    _progress(f"calibrating on {len(batches)} batch(es)")
    for i, batch in enumerate(batches, 1):
        if interactive:
            print(f"\rarmnpu: calibration batch {i}/{len(batches)}", end="", file=sys.stderr, flush=True)
        yield batch
    if interactive:
        print(file=sys.stderr)
    _progress(f"calibrated in {time.perf_counter() - started:.1f} s; partitioning and lowering")


# compile() keyword, argparse attribute, option: the options that only mean something for Ethos-U.
_ETHOSU_OPTIONS = (
    ("system_config", "system_config", "--system-config"),
    ("memory_mode", "memory_mode", "--memory-mode"),
    ("extra_flags", "extra_vela_flags", "--extra-vela-flags"),
)


def _spec_kwargs(args: argparse.Namespace, target: str) -> dict[str, Any]:
    from armnpu.targets import is_tosa_target

    ethosu = not is_tosa_target(target)
    given = {kwarg: getattr(args, attr) for kwarg, attr, _ in _ETHOSU_OPTIONS if getattr(args, attr)}
    if given and not ethosu:
        options = ", ".join(option for kwarg, _, option in _ETHOSU_OPTIONS if kwarg in given)
        raise ConfigError(f"{options} only apply to Ethos-U targets, not {target}")
    if args.no_quantize and (ethosu or "FP" not in target.upper()):
        raise ConfigError(f"--no-quantize keeps the model in float, which needs a TOSA-1.0+FP target, not {target}")
    return given


def _cmd_compile(args: argparse.Namespace) -> int:
    if args.list_examples:
        return _list_examples()
    if not args.model:
        raise _UsageError("compile needs a MODEL (a bundled example or a Python file); see --list-examples")
    # Cheap checks first: a typo should not cost the seconds torch and ExecuTorch take to import.
    target = _check_target(args.target)
    spec_kwargs = _spec_kwargs(args, target)
    check_model_argument(args.model, args.model_input)
    if args.model_input:
        input_file(args.model_input, "--model-input", INPUT_SUFFIXES, "the model's example inputs")
    if args.calibration_data:
        input_file(args.calibration_data, "--calibration-data", (".npz",), "one array per model input, batch first")
    output = output_file(args.output or f"{Path(args.model).stem}_{target.lower().replace('+', '_')}.pte", "--output",
                         (".pte",))

    started = time.perf_counter()
    _progress(f"loading torch, ExecuTorch and {args.model}")  # the imports alone take seconds
    import armnpu
    from armnpu.pipeline import make_compile_spec
    from armnpu.report.collect import from_compiled
    from armnpu.report.model import sidecar_path

    spec = make_compile_spec(target, **spec_kwargs)  # validates system config and memory mode early
    loaded = load_model(args.model, args.model_input)
    model, inputs, calibration = loaded.model, loaded.example_inputs, loaded.calibration
    if args.calibration_data:
        calibration = _calibration_from_npz(Path(args.calibration_data), inputs)
    if args.intermediates:
        Path(args.intermediates).mkdir(parents=True, exist_ok=True)
        spec.dump_intermediate_artifacts_to(args.intermediates).dump_debug_info("JSON")
    batches = list(calibration) if calibration is not None else [inputs]
    if calibration is None and spec.tosa_spec.support_integer() and not args.no_quantize:
        _progress("warning: calibrating on the example input alone; its ranges may not be your data's "
                  "(give --calibration-data FILE.npz, or define calibration_inputs in the model file)")
    compiled = armnpu.compile(
        model,
        inputs,
        target=spec,
        calibration=_with_progress(batches),
        quantize_model=False if args.no_quantize else None,
        per_channel=not args.per_tensor,
        io_layout=args.io_layout,
    )
    compiled.save(output, report=False)
    report = from_compiled(compiled)
    report.program["file"] = output.name
    written = [sidecar_path(output)]
    if args.intermediates:
        written.append(Path(args.intermediates) / sidecar_path(output.name).name)
    for path in written:
        path.write_text(report.to_json())
    print(_summary_table(report))
    print(f"wrote {output} ({len(compiled.buffer):,} bytes) and {', '.join(map(str, written))} "
          f"in {time.perf_counter() - started:.1f} s")
    print(f"next: armnpu report {output} --html {output.with_suffix('.html')}")
    return EXIT_OK


def _summary_table(report: Any) -> str:
    from armnpu.report import fmt

    vela_columns = any(p.vela for p in report.partitions)
    header = ["partition", "backend", "ops", "blob"]
    if vela_columns:
        header += ["cycles", "time", "MACs", "SRAM", "off-chip"]
    rows = [header]
    for p in report.partitions:
        row = [p.name, p.backend, str(sum(op.count for op in p.ops)), fmt.size(p.blob_bytes)]
        v = p.vela
        if vela_columns and v:
            row += [fmt.count(v["total_cycles"]), fmt.duration(v["inference_time_s"]), fmt.count(v["macs"]),
                    fmt.size(v["sram_bytes"]), fmt.size(v["dram_bytes"] + v["off_chip_flash_bytes"])]
        elif vela_columns:
            row += ["-"] * 5
        rows.append(row)
    rows.append(["CPU", "portable kernels", str(report.cpu_op_count), *["-"] * (len(header) - 3)])
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
             for row in rows]
    lines.insert(1, "-" * len(lines[0]))
    for op in report.cpu_ops:
        lines.append(f"  CPU {fmt.short_op(op.op)} ({op.node}): {op.reason}")
    return "\n".join(lines)


# ---- report -----------------------------------------------------------------------------------


def _cmd_report(args: argparse.Namespace) -> int:
    from armnpu.report.load import load_report
    from armnpu.report.text import render_text

    if args.html:
        output_file(args.html, "--html", (".html", ".htm"))
    report = load_report(args.program)
    print(render_text(report, max_layers=args.top), end="")
    if args.html:
        from armnpu.report.html import render_html

        Path(args.html).write_text(render_html(report), encoding="utf-8")
        print(f"wrote {args.html}")
    return EXIT_OK


# ---- run --------------------------------------------------------------------------------------


def _cmd_run(args: argparse.Namespace) -> int:
    import numpy as np

    program_path = Path(args.program)
    if not program_path.is_file():
        raise ArmNpuError(f"{program_path}: no such file")
    if bool(args.input) == bool(args.random):
        raise _UsageError("give either --input FILE.npy (one per program input) or --random")
    for path in args.input or []:
        input_file(path, "--input", (".npy",), "one array, for one program input")
    if args.compare:
        input_file(args.compare, "--compare", (".npz",), "the reference outputs, as `armnpu run --output` writes them")
    if args.output:
        output_file(args.output, "--output", (".npz",))
    if args.atol is not None and not args.compare:
        raise _UsageError("--atol needs --compare REF.npz")

    from armnpu.report.pte import input_specs

    specs = input_specs(program_path)
    try:
        from armnpu.runtime import load
    except ImportError as error:
        raise RuntimeError(f"the host runtime armnpu.runtime is not available: {error}") from error
    program = load(program_path)
    # .npy files are buffers: a channels-last tensor's array is (N, H, W, C), as the device holds it.
    in_orders, out_orders = program.dim_orders()
    tensors = _random_inputs(specs, args.seed) if args.random else _read_inputs(args.input, specs, in_orders)
    delegates = Counter(info.backend_id for info in program.delegates)
    started = time.perf_counter()
    outputs = [to_buffer_order(o.detach(), order).numpy() if hasattr(o, "detach") else np.asarray(o)
               for o, order in zip(program(*tensors), out_orders)]
    elapsed = time.perf_counter() - started
    ran = ", ".join(f"{backend} x{count}" for backend, count in delegates.items()) or "no delegates"
    print(f"{program_path}: {len(outputs)} output(s) in {elapsed * 1e3:.1f} ms on the host ({ran})")
    for i, out in enumerate(outputs):
        flat = out.reshape(-1)
        shown = ", ".join(f"{v:.6g}" for v in flat[:_VALUES_SHOWN].tolist())
        more = f", ... ({flat.size} values)" if flat.size > _VALUES_SHOWN else ""
        print(f"  output {i}: shape {tuple(out.shape)} {out.dtype}  [{shown}{more}]")
    if args.output:
        np.savez(args.output, **{f"output_{i}": out for i, out in enumerate(outputs)})
        print(f"wrote {args.output}")
    if args.compare:
        worst = _compare(outputs, Path(args.compare))
        if args.atol is not None and worst > args.atol:
            print(f"armnpu: outputs differ from {args.compare} by {worst:.6g}, more than --atol {args.atol:g}",
                  file=sys.stderr)
            return EXIT_MISMATCH
    return EXIT_OK


def _random_inputs(specs: list, seed: int) -> list:
    import torch

    generator = torch.Generator().manual_seed(seed)
    tensors = []
    for spec in specs:
        if spec.dtype.is_floating_point:
            tensors.append(torch.randn(spec.shape, generator=generator).to(spec.dtype))
        elif spec.dtype == torch.bool:
            tensors.append(torch.randint(0, 2, spec.shape, generator=generator).to(torch.bool))
        else:
            info = torch.iinfo(spec.dtype)
            tensors.append(torch.randint(max(info.min, -128), min(info.max, 127) + 1, spec.shape,
                                         generator=generator, dtype=spec.dtype))
    return tensors


def _read_inputs(paths: list[str], specs: list, orders: list) -> list:
    import numpy as np
    import torch

    if len(paths) != len(specs):
        wanted = ", ".join(f"{tuple(s.shape)} {s.dtype}" for s in specs)
        raise ArmNpuError(f"the program takes {len(specs)} input(s) ({wanted}); got {len(paths)} --input file(s)")
    tensors = []
    for i, (path, spec) in enumerate(zip(paths, specs)):
        try:
            array = np.load(path, allow_pickle=False)
        except (OSError, ValueError) as error:
            raise ArmNpuError(f"--input {path}: not a readable .npy file ({error})") from None
        if not isinstance(array, np.ndarray):
            raise ArmNpuError(f"--input {path}: holds several arrays; give one .npy per input")
        tensor = torch.from_numpy(np.ascontiguousarray(array))
        buffer_shape = tuple(spec.shape[d] for d in orders[i])
        if tuple(array.shape) != buffer_shape or tensor.dtype.is_floating_point != spec.dtype.is_floating_point:
            layout = " (channels-last: N, H, W, C)" if buffer_shape != spec.shape else ""
            raise ArmNpuError(
                f"--input {path}: shape {tuple(array.shape)} {array.dtype}; input {i} of the program is "
                f"{buffer_shape}{layout} {str(spec.dtype).removeprefix('torch.')}"
            )
        tensors.append(from_buffer_order(tensor.to(spec.dtype), orders[i]))
    return tensors


def _compare(outputs: list, reference_path: Path) -> float:
    """Print each output's difference from its reference; returns the largest."""
    import numpy as np

    try:
        with np.load(reference_path, allow_pickle=False) as data:
            references = {key: data[key] for key in data.files}
    except (OSError, ValueError) as error:
        raise ArmNpuError(f"--compare {reference_path}: not a readable .npz ({error})") from None
    keys = [f"output_{i}" for i in range(len(outputs))]
    ordered = [references[k] for k in keys] if all(k in references for k in keys) else list(references.values())
    if len(ordered) != len(outputs):
        raise ArmNpuError(
            f"--compare {reference_path} holds {len(ordered)} array(s); the program has {len(outputs)} output(s)"
        )
    worst = 0.0
    for i, (out, ref) in enumerate(zip(outputs, ordered)):
        if out.shape != ref.shape:
            raise ArmNpuError(f"--compare: output {i} has shape {out.shape}, the reference {ref.shape}")
        diff = np.abs(out.astype(np.float64) - ref.astype(np.float64))
        largest = float(diff.max()) if diff.size else 0.0
        worst = max(worst, largest)
        print(f"  output {i}: max abs difference {largest:.6g} "
              f"(mean {diff.mean() if diff.size else 0.0:.3g}) vs {reference_path}")
    return worst


# ---- parser and main ----------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="armnpu", description="Compile PyTorch models for Arm Ethos-U NPUs and TOSA; inspect and run them."
    )
    parser.add_argument("--verbose", action="store_true", help="show tracebacks on errors")
    parser.add_argument("--version", action="version", version=f"armnpu {_version()}")
    # --verbose is accepted after the command too; SUPPRESS keeps the subparser from resetting it.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--verbose", action="store_true", default=argparse.SUPPRESS, help="show tracebacks on errors")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    compile_cmd = commands.add_parser("compile", help="compile a model to a .pte program", parents=[common])
    compile_cmd.add_argument(
        "model", nargs="?", help="a bundled example name, a Python file defining model and example_inputs, "
                                 "a torch.export.save()d .pt2, or a torch.save()d module (.pt/.pth)"
    )
    compile_cmd.add_argument("--model-input", metavar="FILE.npz|FILE.pt",
                             help="example inputs: one array per model input (.npz) or a tensor / tuple (.pt)")
    compile_cmd.add_argument("--list-examples", action="store_true", help="list the bundled example models and exit")
    compile_cmd.add_argument("--target", default="ethos-u55-128",
                             help="an Ethos-U accelerator config (ethos-u55-32 ... ethos-u85-2048), TOSA-1.0+INT "
                                  "or TOSA-1.0+FP (default ethos-u55-128)")
    compile_cmd.add_argument("--system-config", help="a Vela system config (see `armnpu targets`)")
    compile_cmd.add_argument("--memory-mode", help="a Vela memory mode (see `armnpu targets`)")
    compile_cmd.add_argument("--no-quantize", action="store_true", help="keep float (TOSA-1.0+FP targets)")
    compile_cmd.add_argument("--per-tensor", action="store_true", help="per-tensor instead of per-channel weights")
    compile_cmd.add_argument("--io-layout", choices=IO_LAYOUTS, default=None,
                             help="nhwc: 4-D inputs and outputs are channels-last (N, H, W, C in memory), with no "
                                  "transpose on the NPU; `armnpu run` then takes and writes NHWC arrays (default nchw)")
    compile_cmd.add_argument("--calibration-data", metavar="FILE.npz",
                             help="calibration inputs: one array per model input, in order, first axis = batch")
    compile_cmd.add_argument("--extra-vela-flags", default=None, help="extra Vela flags, space separated")
    compile_cmd.add_argument("--intermediates", metavar="DIR",
                             help="keep per-partition TOSA (+ JSON), Vela outputs, debug maps and report data in DIR")
    compile_cmd.add_argument("--output", "-o", help="the .pte to write (default: MODEL_TARGET.pte)")
    compile_cmd.set_defaults(run=_cmd_compile)

    run_cmd = commands.add_parser("run", help="run a .pte program on the host", parents=[common])
    run_cmd.add_argument("program", help="a .pte file")
    run_cmd.add_argument("--input", action="append", metavar="FILE.npy", help="one per program input, in order")
    run_cmd.add_argument("--random", action="store_true", help="random inputs of the program's shapes and dtypes")
    run_cmd.add_argument("--seed", type=int, default=0, help="seed for --random (default 0)")
    run_cmd.add_argument("--output", metavar="OUT.npz", help="save the outputs as output_0, output_1, ...")
    run_cmd.add_argument("--compare", metavar="REF.npz", help="print the max abs difference to these reference outputs")
    run_cmd.add_argument("--atol", type=float, metavar="X",
                         help="with --compare: exit 1 when any output differs from its reference by more than X")
    run_cmd.set_defaults(run=_cmd_run)

    report_cmd = commands.add_parser(
        "report", help="what runs where, per-layer cycles and memory of a program", parents=[common]
    )
    report_cmd.add_argument("program", help="a .pte, its .armnpu.json, or an --intermediates directory")
    report_cmd.add_argument("--html", metavar="FILE.html", help="also write a single-file HTML page with charts")
    report_cmd.add_argument("--top", type=int, default=0, metavar="N",
                            help="list only the N most expensive layers per partition (default: all)")
    report_cmd.set_defaults(run=_cmd_report)

    targets_cmd = commands.add_parser(
        "targets", help="list accelerator configs, system configs and memory modes", parents=[common]
    )
    targets_cmd.add_argument("--config-ini", default="Arm/vela.ini")
    targets_cmd.set_defaults(run=_cmd_targets)
    return parser


def _quiet_dependencies() -> None:
    """torchao and torch log import-time noise (optional GPU kernels, deprecations)
    that says nothing about the user's model."""
    for name in ("torchao", "torch.utils._pytree"):
        logging.getLogger(name).setLevel(logging.ERROR)
    warnings.filterwarnings("ignore", category=FutureWarning)
    warnings.filterwarnings("ignore", category=DeprecationWarning)


def _show_progress_logs() -> None:
    """armnpu's backends log one INFO line per partition step; show those on stderr."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("armnpu: %(message)s"))
    logger = logging.getLogger("armnpu")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def main(argv: Optional[Sequence[str]] = None) -> int:
    verbose = "--verbose" in (sys.argv[1:] if argv is None else argv)
    try:
        args = _parser().parse_args(argv)
        if not args.verbose:
            _quiet_dependencies()
        _show_progress_logs()
        return args.run(args)
    except BrokenPipeError:  # the reader went away (`armnpu report x.pte | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_INTERNAL
    except ArmNpuError as error:
        _say(error, f"armnpu: error: {_one_line(error)}", verbose)
        return EXIT_USAGE
    except Exception as error:  # an armnpu bug: say so in one line unless asked for more
        first = _one_line(str(error).strip().splitlines()[0] if str(error).strip() else "")
        _say(error, f"armnpu: internal error: {type(error).__name__}: {first} (rerun with --verbose)", verbose)
        return EXIT_INTERNAL


def _say(error: BaseException, line: str, verbose: bool) -> None:
    """The one-line message, or with --verbose the full traceback (the exit code stays the same)."""
    if verbose:
        traceback.print_exception(error, file=sys.stderr)
    else:
        print(line, file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
