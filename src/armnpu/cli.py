"""`armnpu` command line: compile a model, run a program on the host, report on it, list targets.

Exit codes: 0 ok, 2 bad usage or bad input (an ArmNpuError), 1 internal error or a `run --compare
--atol` mismatch. Every error is one line unless --verbose, which shows the traceback instead.
"""

from __future__ import annotations

import argparse
import hashlib
import logging
import os
import sys
import time
import traceback
import warnings
from collections import Counter
from pathlib import Path
from typing import Any, Iterator, NoReturn, Optional, Sequence

from armnpu.calibration import CALIBRATION_METHODS, DEFAULT_CALIBRATION_METHOD
from armnpu.cli_paths import input_file, output_file
from armnpu.errors import ArmNpuError, ConfigError
from armnpu.io_layout import IO_LAYOUTS, to_buffer_order
from armnpu.memory_budget import overflows, parse_size, scratch_bytes, with_sram_size
from armnpu.model_files import INPUT_SUFFIXES, check_model_argument, load_model
from armnpu.progress import Progress, ProgressLogHandler

EXIT_OK, EXIT_INTERNAL, EXIT_USAGE = 0, 1, 2
EXIT_MISMATCH = 1  # run --compare --atol: outputs differ beyond the tolerance
_VALUES_SHOWN = 8  # output values printed per tensor by `run`
_INPUT_RANGES = "input_ranges"  # where compile records integer inputs' valid ranges in the report data


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


_PROGRESS = Progress()  # replaced by main() with one on the stderr of the moment


def _progress(message: str) -> None:
    """Start a progress step (the previous one ends and prints its duration)."""
    _PROGRESS.step(message)


def _warn(message: str) -> None:
    _PROGRESS.note(f"warning: {message}")


# ---- targets ----------------------------------------------------------------------------------


def _valid_targets() -> list[str]:
    from armnpu.targets import ETHOSU_TARGETS, VGF_TARGET, tosa_targets

    return [*ETHOSU_TARGETS, *tosa_targets(), VGF_TARGET.name]


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
    from armnpu.targets import VGF_TARGET

    print(f"VGF: {VGF_TARGET.name} (--tosa-profile {', '.join(VGF_TARGET.profile_specs)}; "
          f"default {VGF_TARGET.default_tosa_spec})")
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
    """Yield calibration batches, starting a progress step when the quantizer asks for the first
    (a float compile never asks, and prints nothing)."""
    _progress(f"calibrating on {len(batches)} batch(es)")
    yield from batches
    _progress("partitioning and lowering")


# compile() keyword, argparse attribute, option: the options that only mean something for Ethos-U.
_ETHOSU_OPTIONS = (
    ("system_config", "system_config", "--system-config"),
    ("memory_mode", "memory_mode", "--memory-mode"),
    ("extra_flags", "extra_vela_flags", "--extra-vela-flags"),
    ("config_ini", "config_ini", "--config-ini"),
    ("direct_drive", "direct_drive", "--direct-drive"),
)


def _spec_kwargs(args: argparse.Namespace, target: str) -> dict[str, Any]:
    from armnpu.targets import VGF_TARGET, is_tosa_target, is_vgf_target

    vgf = is_vgf_target(target)
    ethosu = not is_tosa_target(target) and not vgf
    given = {kwarg: getattr(args, attr) for kwarg, attr, _ in _ETHOSU_OPTIONS if getattr(args, attr)}
    options = [option for kwarg, _, option in _ETHOSU_OPTIONS if kwarg in given]
    _check_vela_flags(args.extra_vela_flags or "")
    if args.sram_size is not None:
        options.append("--sram-size")
        given["extra_flags"] = with_sram_size(given.get("extra_flags"), parse_size(args.sram_size, "--sram-size"))
    if args.strict_memory:
        options.append("--strict-memory")
    if options and not ethosu:
        raise ConfigError(f"{', '.join(options)} only apply to Ethos-U targets, not {target}")
    if args.tosa_profile and not vgf:
        raise ConfigError(f"--tosa-profile applies to the {VGF_TARGET.name} target; for TOSA give the spec as "
                          f"--target (e.g. TOSA-1.0+FP), not {target}")
    if not vgf:
        tosa_spec = target
    elif args.tosa_profile:
        tosa_spec = VGF_TARGET.tosa_spec_for_profile(args.tosa_profile)
    else:
        tosa_spec = VGF_TARGET.default_tosa_spec
    if args.no_quantize and (ethosu or "FP" not in tosa_spec.upper()):
        raise ConfigError(f"--no-quantize keeps the model in float, which needs the TOSA FP profile (TOSA-1.0+FP, "
                          f"or vgf with --tosa-profile FP or INT+FP), not {tosa_spec}")
    return {"tosa_spec": tosa_spec} if vgf else given


def _check_vela_flags(flags: str) -> None:
    """A Vela flag that one of compile's own options sets is named by that option."""
    from armnpu.compile_spec import MANAGED_FLAGS

    by_kwarg = {kwarg: option for kwarg, _, option in _ETHOSU_OPTIONS}
    by_kwarg["target"] = "--target"
    for flag in flags.split():
        name = flag.split("=", 1)[0]
        if name in MANAGED_FLAGS:
            raise ConfigError(f"--extra-vela-flags must not set {name}; give {by_kwarg[MANAGED_FLAGS[name]]} instead")


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
    suffix = ".bpte" if args.bundleio else ".pte"
    default_output = f"{Path(args.model).stem}_{target.lower().replace('+', '_')}{suffix}"
    output = output_file(args.output or default_output, "--output", (suffix,))
    if args.etrecord:
        output_file(args.etrecord, "--etrecord", (".bin", ".etrecord"))

    from armnpu.compile_spec import make_compile_spec

    spec = make_compile_spec(target, **spec_kwargs)  # the .ini is read and checked here, before any import
    if args.strict_memory:
        _check_limit_known(spec)
    if args.accuracy:
        _check_accuracy(args, spec, target)

    started = time.perf_counter()
    _progress(f"loading torch, ExecuTorch and {args.model}")  # the imports alone take seconds
    import armnpu
    from armnpu.input_ranges import integer_input_ranges
    from armnpu.report.collect import from_compiled
    from armnpu.report.model import sidecar_path

    loaded = load_model(args.model, args.model_input)
    model, inputs, calibration = loaded.model, loaded.example_inputs, loaded.calibration
    if args.calibration_data:
        calibration = _calibration_from_npz(Path(args.calibration_data), inputs)
    if args.intermediates:
        Path(args.intermediates).mkdir(parents=True, exist_ok=True)
        spec.dump_intermediate_artifacts_to(args.intermediates).dump_debug_info("JSON")
    batches = list(calibration) if calibration is not None else [inputs]
    if calibration is None and spec.tosa_spec.support_integer() and not args.no_quantize:
        _warn("calibrating on the example input alone; its ranges may not be your data's "
              "(give --calibration-data FILE.npz, or define calibration_inputs in the model file)")
    _progress("exporting the model")
    compiled = armnpu.compile(
        model,
        inputs,
        target=spec,
        calibration=_with_progress(batches),
        quantize_model=spec.tosa_spec.support_integer() and not args.no_quantize,
        per_channel=not args.per_tensor,
        io_layout=args.io_layout,
        calibration_method=args.calibration_method,
        bias_correction=args.bias_correction,
        int16_outputs=not args.int8_outputs,
    )
    accuracy = _measure_accuracy(compiled, model, batches, calibration is not None) if args.accuracy else None
    _progress("checking memory and writing the program")
    report = from_compiled(compiled)
    report.accuracy = accuracy
    _check_memory(report, args.strict_memory)
    report.program["file"] = output.name
    report.program[_INPUT_RANGES] = integer_input_ranges(compiled.edge_program)
    if args.bundleio:
        from armnpu.bundle import TestCase, write_bundle

        write_bundle(compiled.buffer, [TestCase(inputs, _reference_outputs(compiled, model, inputs))], output)
    else:
        compiled.save(output, report=False)
    written = [sidecar_path(output)]
    if args.intermediates:
        written.append(Path(args.intermediates) / sidecar_path(output.name).name)
    for path in written:
        path.write_text(report.to_json())
    if args.etrecord:
        from armnpu.etrecord import write_etrecord

        _progress(f"writing the ETRecord {args.etrecord}")
        write_etrecord(compiled, Path(args.etrecord))
        written.append(Path(args.etrecord))
    _PROGRESS.done()
    print(_summary_table(report))
    scratch = scratch_bytes(report)
    if scratch is not None:
        print(f"the runtime must provide an Ethos-U scratch buffer of {scratch:,} bytes "
              "(the largest any delegate of this program asks for)")
    print(f"wrote {output} ({output.stat().st_size:,} bytes) and {', '.join(map(str, written))} "
          f"in {time.perf_counter() - started:.1f} s")
    print(f"next: armnpu report {output} --html {output.with_suffix('.html')}")
    return EXIT_OK


_ACCURACY_BATCHES = 4  # compile --accuracy measures on this many calibration batches (each costs several model runs)


def _check_accuracy(args: argparse.Namespace, spec: Any, target: str) -> None:
    """--accuracy compares a quantized program, run on the host, with the float model."""
    from armnpu.targets import is_vgf_target

    if args.no_quantize or not spec.tosa_spec.support_integer():
        raise ConfigError("--accuracy measures a quantized program against its float model; "
                          f"this compile keeps the model in float ({target}{' --no-quantize' if args.no_quantize else ''})")
    if is_vgf_target(target):
        raise ConfigError("--accuracy runs TOSA and Ethos-U delegates (as their TOSA graphs in the TOSA reference "
                          "model), not vgf ones; measure the model for TOSA-1.0+INT instead")


def _measure_accuracy(compiled: Any, model: Any, batches: list, calibrated: bool) -> Any:
    """Per-layer SQNR on the first calibration batches: the data the user gave as representative
    (a model file has no other); on them no activation clips, so clipping on other data is not seen."""
    from armnpu.report.accuracy.measure import measure

    used = batches[:_ACCURACY_BATCHES]
    described = (f"{len(used)} of the {len(batches)} calibration batch(es)" if calibrated
                 else "the example input (the calibration input too)")
    _progress(f"measuring accuracy per layer on {described}")
    return measure(compiled, model, used, described)


def _check_limit_known(spec: Any) -> None:
    """--strict-memory checks against a limit, so one must be known."""
    from armnpu.report.limits import sram_limit
    from armnpu.report.model import Target

    limit = sram_limit(Target(spec.target, memory_mode=spec.memory_mode, config_ini=spec.config_ini,
                              extra_flags=list(spec.extra_flags)))
    if limit.bytes is None:
        raise ConfigError(f"--strict-memory needs the SRAM size, and it is {limit.note}; "
                          "give it with --sram-size SIZE (bytes, KiB or MiB)")


def _check_memory(report: Any, strict: bool) -> None:
    """Overflows end the compile with --strict-memory (nothing written), else are warned about."""
    found = overflows(report)
    if found and strict:
        raise ArmNpuError("the program does not fit the memory (--strict-memory): " + "; ".join(map(str, found)))
    for overflow in found:
        _warn(f"{overflow} (--strict-memory makes this an error)")


def _reference_outputs(compiled: Any, model: Any, inputs: tuple) -> tuple:
    """What the program should output on `inputs`: the quantized model's outputs (its fake-quant
    numerics are what the integer program implements), or the float model's."""
    import torch

    from armnpu.model_files import eval_mode

    reference = compiled.quantized_model if compiled.quantized_model is not None else eval_mode(model)
    with torch.no_grad():
        outputs = reference(*inputs)
    outputs = outputs if isinstance(outputs, (tuple, list)) else (outputs,)
    return tuple(o.detach().clone() for o in outputs)


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

    if len(args.program) > 2:
        raise _UsageError(f"report takes one program, or two to compare; got {len(args.program)}")
    if args.top < 0:
        raise _UsageError(f"--top takes a number of layers (0, the default, keeps all); got {args.top}")
    if args.html:
        output_file(args.html, "--html", (".html", ".htm"))
    reports = [load_report(path) for path in args.program]
    if len(reports) == 2:
        from armnpu.report.compare_html import render_compare_html as render_html
        from armnpu.report.text import render_compare_text as render_text
    else:
        from armnpu.report.html import render_html
        from armnpu.report.text import render_text
    print(_accuracy_text(args, reports) if args.accuracy else render_text(*reports, max_layers=args.top), end="")
    if args.html:
        Path(args.html).write_text(render_html(*reports, max_layers=args.top), encoding="utf-8")
        print(f"wrote {args.html}")
    return EXIT_OK


def _accuracy_text(args: argparse.Namespace, reports: list) -> str:
    """`report --accuracy`: the per-layer accuracy table in place of the layer report."""
    from armnpu.report.accuracy.text import render_accuracy_text

    if len(reports) != 1:
        raise _UsageError("report --accuracy takes one program")
    if reports[0].accuracy is None:
        raise ArmNpuError(f"{args.program[0]} holds no accuracy figures; compile it with `armnpu compile ... --accuracy`")
    return render_accuracy_text(reports[0].accuracy, args.top)


# ---- run --------------------------------------------------------------------------------------


def _cmd_run(args: argparse.Namespace) -> int:
    program_path = Path(args.program)
    if not program_path.is_file():
        raise ArmNpuError(f"{program_path}: no such file")
    bundled = program_path.suffix.lower() == ".bpte"
    if bundled and (args.input or args.random or args.compare):
        raise _UsageError(f"{program_path} brings its own inputs and expected outputs; "
                          "give no --input, --random or --compare")
    if not bundled and bool(args.input) == bool(args.random):
        raise _UsageError("give either --input FILE.npy (one per program input) or --random")
    for path in args.input or []:
        input_file(path, "--input", (".npy",), "one array, for one program input")
    if args.compare:
        input_file(args.compare, "--compare", (".npz",), "the reference outputs, as `armnpu run --output` writes them")
    if args.output:
        output_file(args.output, "--output", (".npz",))
    if args.atol is not None and args.quanta is not None:
        raise _UsageError("give one tolerance: --atol X or --quanta N")
    given = "--atol" if args.atol is not None else "--quanta" if args.quanta is not None else None
    if given and not (args.compare or bundled):
        raise _UsageError(f"{given} needs --compare REF.npz (or a .bpte, which holds its references)")

    from armnpu import run_io

    if bundled:
        from armnpu.bundle import read_bundle

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
    outputs = _run_once(program, tensors, program_path)
    if args.output:
        _save_outputs(outputs, args.output)
    if args.compare:
        failures = run_io.compare(outputs, run_io.read_reference(Path(args.compare)), args.compare, tolerance)
        return _mismatch(failures)
    return EXIT_OK


def _tolerance(args: argparse.Namespace, program: bytes, bundled: bool):
    """The tolerance asked for; a bundle without one is checked to within 1 quantum when every
    output has a quantization step (an int16 output's on the int8 grid: run_io.output_quanta),
    else to 1e-4."""
    from armnpu import run_io

    if args.quanta is not None:
        if args.quanta < 0:
            raise _UsageError("--quanta must be >= 0")
        return run_io.quanta_tolerance(args.quanta, program)
    if args.atol is not None:
        return run_io.Tolerance(atol=args.atol)
    if not bundled:
        return None
    steps = run_io.output_quanta(program, int8_grid=True)
    if all(step is not None for step in steps):
        return run_io.Tolerance(quanta=1.0, steps=tuple(steps))
    return run_io.Tolerance(atol=_BUNDLE_FLOAT_ATOL)


_BUNDLE_FLOAT_ATOL = 1e-4  # a float program's host run against its PyTorch reference


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


def _save_outputs(outputs: list, path: str) -> None:
    import numpy as np

    np.savez(path, **{f"output_{i}": out for i, out in enumerate(outputs)})
    print(f"wrote {path}")


def _verify_bundle(program: Any, cases: list, where: Path, tolerance: Any, output: Optional[str]) -> int:
    from armnpu import run_io

    failures = []
    for number, case in enumerate(cases):
        outputs = _run_once(program, list(case.inputs), where)
        if output and number == 0:
            _save_outputs(outputs, output)
        expected = [t.numpy() for t in case.expected]
        failures += [f"test case {number}: {line}" for line in
                     run_io.compare(outputs, expected, f"the bundled expected outputs", tolerance)]
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

    from armnpu.report.model import Report, sidecar_path

    if all(spec.dtype.is_floating_point or spec.dtype == torch.bool for spec in specs):
        return None
    sidecar = sidecar_path(program_path)
    if sidecar.is_file():
        recorded = Report.from_json(sidecar.read_text(), str(sidecar)).program
        same_build = recorded.get("sha256") == hashlib.sha256(program_path.read_bytes()).hexdigest()
        if same_build and recorded.get(_INPUT_RANGES) is not None:
            return [tuple(r) if r else None for r in recorded[_INPUT_RANGES]]
    _warn(f"no input ranges recorded for this build in {sidecar} (armnpu compile writes them): integer "
          "inputs are drawn from -128..127, which may index past a table; give --input files instead")
    return None


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
                             help="an Ethos-U accelerator config (ethos-u55-32 ... ethos-u85-2048), TOSA-1.0+INT, "
                                  "TOSA-1.0+FP or vgf (default ethos-u55-128)")
    compile_cmd.add_argument("--tosa-profile", metavar="INT|FP|INT+FP",
                             help="vgf: the TOSA profiles (default INT+FP: quantized unless --no-quantize)")
    compile_cmd.add_argument("--system-config", help="a Vela system config (see `armnpu targets`)")
    compile_cmd.add_argument("--memory-mode", help="a Vela memory mode (see `armnpu targets`)")
    compile_cmd.add_argument("--no-quantize", action="store_true", help="keep float (targets with the TOSA FP profile)")
    compile_cmd.add_argument("--per-tensor", action="store_true", help="per-tensor instead of per-channel weights")
    compile_cmd.add_argument("--io-layout", choices=IO_LAYOUTS, default=None,
                             help="nhwc: 4-D inputs and outputs are channels-last (N, H, W, C in memory), with no "
                                  "transpose on the NPU; `armnpu run` then takes and writes NHWC arrays (default nchw)")
    compile_cmd.add_argument("--calibration-data", metavar="FILE.npz",
                             help="calibration inputs: one array per model input, in order, first axis = batch")
    compile_cmd.add_argument("--calibration-method", choices=CALIBRATION_METHODS, default=DEFAULT_CALIBRATION_METHOD,
                             help="how calibration sets activation ranges (default %(default)s)")
    compile_cmd.add_argument("--bias-correction", action=argparse.BooleanOptionalAction, default=True,
                             help="correct conv/linear biases for the mean error of their quantized weights "
                                  "(default on)")
    compile_cmd.add_argument("--int8-outputs", action="store_true",
                             help="int8 model outputs everywhere (default: outputs a convolution or linear layer "
                                  "computes alone, such as logits, are int16)")
    compile_cmd.add_argument("--extra-vela-flags", default=None, help="extra Vela flags, space separated")
    compile_cmd.add_argument("--config-ini", metavar="FILE.ini",
                             help="a Vela .ini of your own: its system configs and memory modes become valid "
                                  "(default: Vela's Arm/vela.ini)")
    compile_cmd.add_argument("--sram-size", metavar="SIZE",
                             help="the SRAM Vela may use on your board, in bytes or with KiB/MiB (e.g. 512KiB); "
                                  "Vela plans for it and compile checks the program against it")
    compile_cmd.add_argument("--strict-memory", action="store_true",
                             help="fail (exit 2) instead of warning when the program needs more SRAM than the limit")
    compile_cmd.add_argument("--direct-drive", action="store_true",
                             help="Ethos-U85 only: separate memory regions for inputs and outputs "
                                  "(Vela --separate-io-regions), for hosts that drive the NPU directly")
    compile_cmd.add_argument("--bundleio", action="store_true",
                             help="write a BundledProgram .bpte holding the example inputs and the outputs the "
                                  "program should give (check it with `armnpu run FILE.bpte`)")
    compile_cmd.add_argument("--etrecord", metavar="FILE.bin",
                             help="also write an ExecuTorch ETRecord (graphs and debug handles for devtools)")
    compile_cmd.add_argument("--non-strict-export", action="store_true",
                             help="accepted for aot_arm_compiler compatibility: armnpu always uses "
                                  "torch.export's non-strict mode")
    compile_cmd.add_argument("--intermediates", metavar="DIR",
                             help="keep per-partition TOSA (+ JSON), Vela outputs, debug maps and report data in DIR")
    compile_cmd.add_argument("--accuracy", action="store_true",
                             help="also measure, per quantized activation, the integer program's and the fake-quantized "
                                  f"model's SQNR against the float model (on up to {_ACCURACY_BATCHES} calibration batches) into the "
                                  "report data (see `armnpu report --accuracy`)")
    compile_cmd.add_argument("--output", "-o", help="the .pte (with --bundleio the .bpte) to write "
                                                    "(default: MODEL_TARGET.pte)")
    compile_cmd.set_defaults(run=_cmd_compile)

    run_cmd = commands.add_parser("run", help="run a .pte program on the host", parents=[common])
    run_cmd.add_argument("program", help="a .pte file, or a .bpte to check against its bundled expected outputs")
    run_cmd.add_argument("--input", action="append", metavar="FILE.npy", help="one per program input, in order")
    run_cmd.add_argument("--random", action="store_true",
                         help="random inputs of the program's shapes and dtypes; an integer input that indexes a "
                              "table (an embedding) stays below the table's size")
    run_cmd.add_argument("--seed", type=int, default=0, help="seed for --random (default 0)")
    run_cmd.add_argument("--output", metavar="OUT.npz", help="save the outputs as output_0, output_1, ...")
    run_cmd.add_argument("--compare", metavar="REF.npz", help="print the max abs difference to these reference outputs")
    run_cmd.add_argument("--atol", type=float, metavar="X",
                         help="with --compare: exit 1 when any output differs from its reference by more than X")
    run_cmd.add_argument("--quanta", type=float, metavar="N",
                         help="with --compare (or a .bpte): exit 1 when an output differs by more than N of its "
                              "quantization steps (default for a .bpte: 1, or --atol 1e-4 for float outputs)")
    run_cmd.set_defaults(run=_cmd_run)

    report_cmd = commands.add_parser(
        "report", help="what runs where, per-layer cycles and memory of a program", parents=[common]
    )
    report_cmd.add_argument("program", nargs="+", metavar="PROGRAM",
                            help="a .pte, its .armnpu.json, or an --intermediates directory; "
                                 "two of them for a side-by-side comparison (A then B)")
    report_cmd.add_argument("--html", metavar="FILE.html", help="also write a single-file HTML page with charts")
    report_cmd.add_argument("--top", type=int, default=0, metavar="N",
                            help="list only the N most expensive layers per partition, in the text and the HTML "
                                 "(default: all)")
    report_cmd.add_argument("--accuracy", action="store_true",
                            help="print the per-layer SQNR against the float model, the layers adding the most noise "
                                 "first (needs a program compiled with --accuracy)")
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
    # torch sets its own loggers' levels when imported, from TORCH_LOGS ("-x": errors only): its
    # symbolic-shape warnings on a failed export name torch's internals, not the model.
    os.environ.setdefault("TORCH_LOGS", "-dynamic,-export")
    warnings.filterwarnings("ignore", category=FutureWarning)
    warnings.filterwarnings("ignore", category=DeprecationWarning)


def _show_progress_logs(progress: Progress) -> None:
    """armnpu's backends log one INFO line per partition step: steps of the progress display."""
    logger = logging.getLogger("armnpu")
    for old in [h for h in logger.handlers if isinstance(h, ProgressLogHandler)]:
        logger.removeHandler(old)  # main() run again in one process (tests)
    logger.addHandler(ProgressLogHandler(progress))
    logger.setLevel(logging.INFO)
    logger.propagate = False


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def main(argv: Optional[Sequence[str]] = None) -> int:
    global _PROGRESS
    verbose = "--verbose" in (sys.argv[1:] if argv is None else argv)
    _PROGRESS = Progress()
    try:
        args = _parser().parse_args(argv)
        if not args.verbose:
            _quiet_dependencies()
        _show_progress_logs(_PROGRESS)
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
    finally:
        _PROGRESS.stop()


def _say(error: BaseException, line: str, verbose: bool) -> None:
    """The one-line message, or with --verbose the full traceback (the exit code stays the same)."""
    _PROGRESS.stop()  # the step that failed did not finish: no duration for it
    if verbose:
        traceback.print_exception(error, file=sys.stderr)
    else:
        print(line, file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
