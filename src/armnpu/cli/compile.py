"""`armnpu compile`: a model (a bundled example or a file) to a .pte (or a .bpte) and its report data."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any, Iterator, Optional, Sequence

from armnpu.calibration import CALIBRATION_METHODS, DEFAULT_CALIBRATION_METHOD
from armnpu.cli.common import (
    EXIT_OK,
    INPUT_RANGES,
    UsageError,
    current_progress,
    progress,
    warn,
)
from armnpu.cli.compile_options import check_target, spec_kwargs
from armnpu.cli.memory_budget import overflows, scratch_bytes
from armnpu.cli.paths import input_file, output_file
from armnpu.cli.summary import summary_table
from armnpu.errors import ArmNpuError, ConfigError
from armnpu.io_layout import IO_LAYOUTS
from armnpu.model_files import INPUT_SUFFIXES, check_model_argument, load_model

_ACCURACY_BATCHES = 4  # --accuracy measures on this many calibration batches (each costs several model runs)


def add_parser(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    parser = commands.add_parser("compile", help="compile a model to a .pte program", parents=[common])
    parser.add_argument(
        "model", nargs="?", help="a bundled example name, a Python file defining model and example_inputs, "
                                 "a torch.export.save()d .pt2, or a torch.save()d module (.pt/.pth)"
    )
    parser.add_argument("--model-input", metavar="FILE.npz|FILE.pt",
                        help="example inputs: one array per model input (.npz) or a tensor / tuple (.pt)")
    parser.add_argument("--list-examples", action="store_true", help="list the bundled example models and exit")
    parser.add_argument("--target", default="ethos-u55-128",
                        help="an Ethos-U accelerator config (ethos-u55-32 ... ethos-u85-2048), TOSA-1.0+INT, "
                             "TOSA-1.0+FP or vgf (default ethos-u55-128)")
    parser.add_argument("--tosa-profile", metavar="INT|FP|INT+FP",
                        help="vgf: the TOSA profiles (default INT+FP: quantized unless --no-quantize)")
    parser.add_argument("--system-config", help="a Vela system config (see `armnpu targets`)")
    parser.add_argument("--memory-mode", help="a Vela memory mode (see `armnpu targets`)")
    parser.add_argument("--no-quantize", action="store_true", help="keep float (targets with the TOSA FP profile)")
    parser.add_argument("--per-tensor", action="store_true", help="per-tensor instead of per-channel weights")
    parser.add_argument("--io-layout", choices=IO_LAYOUTS, default=None,
                        help="nhwc: 4-D inputs and outputs are channels-last (N, H, W, C in memory), with no "
                             "transpose on the NPU; `armnpu run` then takes and writes NHWC arrays (default nchw)")
    parser.add_argument("--calibration-data", metavar="FILE.npz",
                        help="calibration inputs: one array per model input, in order, first axis = batch")
    parser.add_argument("--calibration-method", choices=CALIBRATION_METHODS, default=DEFAULT_CALIBRATION_METHOD,
                        help="how calibration sets activation ranges (default %(default)s)")
    parser.add_argument("--bias-correction", action=argparse.BooleanOptionalAction, default=True,
                        help="correct conv/linear biases for the mean error of their quantized weights "
                             "(default on)")
    parser.add_argument("--int8-outputs", action="store_true",
                        help="int8 model outputs everywhere (default: outputs a convolution or linear layer "
                             "computes alone, such as logits, are int16)")
    parser.add_argument("--extra-vela-flags", default=None, help="extra Vela flags, space separated")
    parser.add_argument("--config-ini", metavar="FILE.ini",
                        help="a Vela .ini of your own: its system configs and memory modes become valid "
                             "(default: Vela's Arm/vela.ini)")
    parser.add_argument("--sram-size", metavar="SIZE",
                        help="the SRAM Vela may use on your board, in bytes or with KiB/MiB (e.g. 512KiB); "
                             "Vela plans for it and compile checks the program against it")
    parser.add_argument("--strict-memory", action="store_true",
                        help="fail (exit 2) instead of warning when the program needs more SRAM than the limit")
    parser.add_argument("--direct-drive", action="store_true",
                        help="Ethos-U85 only: separate memory regions for inputs and outputs "
                             "(Vela --separate-io-regions), for hosts that drive the NPU directly")
    parser.add_argument("--bundleio", action="store_true",
                        help="write a BundledProgram .bpte holding the example inputs and the outputs the "
                             "program should give (check it with `armnpu run FILE.bpte`)")
    parser.add_argument("--etrecord", metavar="FILE.bin",
                        help="also write an ExecuTorch ETRecord (graphs and debug handles for devtools)")
    parser.add_argument("--non-strict-export", action="store_true",
                        help="accepted for aot_arm_compiler compatibility: armnpu always uses "
                             "torch.export's non-strict mode")
    parser.add_argument("--intermediates", metavar="DIR",
                        help="keep per-partition TOSA (+ JSON), Vela outputs, debug maps and report data in DIR")
    parser.add_argument("--accuracy", action="store_true",
                        help="also measure, per quantized activation, the integer program's and the fake-quantized "
                             f"model's SQNR against the float model (on up to {_ACCURACY_BATCHES} calibration batches) "
                             "into the report data (see `armnpu report --accuracy`)")
    parser.add_argument("--output", "-o", help="the .pte (with --bundleio the .bpte) to write "
                                               "(default: MODEL_TARGET.pte)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.list_examples:
        return _list_examples()
    if not args.model:
        raise UsageError("compile needs a MODEL (a bundled example or a Python file); see --list-examples")
    # Cheap checks first: a typo should not cost the seconds torch and ExecuTorch take to import.
    target = check_target(args.target)
    kwargs = spec_kwargs(args, target)
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

    spec = make_compile_spec(target, **kwargs)  # the .ini is read and checked here, before any import
    if args.strict_memory:
        _check_limit_known(spec)
    if args.accuracy:
        _check_accuracy(args, spec, target)

    started = time.perf_counter()
    progress(f"loading torch, ExecuTorch and {args.model}")  # the imports alone take seconds
    loaded = load_model(args.model, args.model_input)  # a mistake in the file shows before ExecuTorch loads
    import armnpu
    from armnpu.formats.artifact import sidecar_path
    from armnpu.report_data.collect import from_compiled
    from armnpu.verify.input_ranges import integer_input_ranges

    model, inputs, calibration = loaded.model, loaded.example_inputs, loaded.calibration
    if args.calibration_data:
        from armnpu.model_files import batches_from_npz

        calibration = batches_from_npz(Path(args.calibration_data), inputs)
    if args.intermediates:
        Path(args.intermediates).mkdir(parents=True, exist_ok=True)
        spec.dump_intermediate_artifacts_to(args.intermediates).dump_debug_info("JSON")
    batches = list(calibration) if calibration is not None else [inputs]
    if calibration is None and spec.tosa_spec.support_integer() and not args.no_quantize:
        warn("calibrating on the example input alone; its ranges may not be your data's "
             "(give --calibration-data FILE.npz, or define calibration_inputs in the model file)")
    progress("exporting the model")
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
    progress("checking memory and writing the program")
    report = from_compiled(compiled, file=output.name)
    report.accuracy = accuracy
    _check_memory(report, args.strict_memory)
    report.program[INPUT_RANGES] = integer_input_ranges(compiled.edge_program)
    if args.bundleio:
        from armnpu.cli.bundle import TestCase, bundle_bytes

        program = bundle_bytes(compiled.buffer, [TestCase(inputs, _reference_outputs(compiled, model, inputs))])
    else:
        program = compiled.buffer
    copies = [Path(args.intermediates) / sidecar_path(output).name] if args.intermediates else []
    etrecord = Path(args.etrecord) if args.etrecord else None
    written = _write(output, program, report.to_json(), copies, compiled, etrecord)
    current_progress().done()
    print(summary_table(report))
    scratch = scratch_bytes(report)
    if scratch is not None:
        print(f"the runtime must provide an Ethos-U scratch buffer of {scratch:,} bytes "
              "(the largest any delegate of this program asks for)")
    print(f"wrote {output} ({output.stat().st_size:,} bytes) and {', '.join(map(str, written))} "
          f"in {time.perf_counter() - started:.1f} s")
    print(f"next: armnpu report {output} --html {output.with_suffix('.html')}")
    return EXIT_OK


def _write(output: Path, program: bytes, sidecar: str, copies: list[Path], compiled: Any,
           etrecord: Optional[Path]) -> list[Path]:
    """The program with its report data and, if asked for, the ETRecord: all of them or none (the
    ETRecord is made first, under a temporary name, as it can fail after seconds of work)."""
    from armnpu.formats.artifact import write_artifact

    if etrecord is None:
        return write_artifact(output, program, sidecar, copies)
    from armnpu.cli.etrecord import staged_etrecord

    progress(f"writing the ETRecord {etrecord}")
    staged = staged_etrecord(compiled, etrecord)
    try:
        written = write_artifact(output, program, sidecar, copies)
    except BaseException:
        staged.unlink(missing_ok=True)
        raise
    return [*written, staged.replace(etrecord)]


def _list_examples() -> int:
    from armnpu.examples import EXAMPLES

    width = max(map(len, EXAMPLES))
    for example in EXAMPLES.values():
        shapes = ", ".join("x".join(map(str, s)) for s in example.input_shapes)
        print(f"{example.name:<{width}}  {shapes:<14}  {example.description}")
    return EXIT_OK


def _with_progress(batches: Sequence) -> Iterator:
    """Yield calibration batches, starting a progress step when the quantizer asks for the first
    (a float compile never asks, and prints nothing)."""
    progress(f"calibrating on {len(batches)} batch(es)")
    yield from batches
    progress("partitioning and lowering")


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
    progress(f"measuring accuracy per layer on {described}")
    return measure(compiled, model, used, described)


def _check_limit_known(spec: Any) -> None:
    """--strict-memory checks against a limit, so one must be known."""
    from armnpu.report_data.limits import sram_limit
    from armnpu.report_data.model import Target

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
        warn(f"{overflow} (--strict-memory makes this an error)")


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
