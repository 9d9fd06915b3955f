"""`armnpu` command line: compile a model, list targets."""

from __future__ import annotations

import argparse
import importlib.util
import logging
import sys
import time
import warnings
from pathlib import Path
from typing import Optional, Sequence

from armnpu.errors import ArmNpuError

EXIT_OK, EXIT_INTERNAL, EXIT_USAGE = 0, 1, 2


def _load_model(spec: str):
    """A bundled example name, or a Python file defining `model` and `example_inputs`."""
    from armnpu.examples import EXAMPLES, calibration_inputs, get_example

    if spec in EXAMPLES:
        model, inputs = get_example(spec).build()
        return model, inputs, calibration_inputs(spec, n=8)
    path = Path(spec)
    if not path.is_file():
        raise ArmNpuError(f"{spec!r} is neither a bundled example ({', '.join(EXAMPLES)}) nor a Python file")
    module_spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    for name in ("model", "example_inputs"):
        if not hasattr(module, name):
            raise ArmNpuError(f"{path} must define `{name}`")
    return module.model, tuple(module.example_inputs), getattr(module, "calibration_inputs", None)


def _cmd_compile(args: argparse.Namespace) -> int:
    import armnpu

    model, inputs, calibration = _load_model(args.model)
    spec_kwargs = {k: v for k, v in (("system_config", args.system_config), ("memory_mode", args.memory_mode)) if v}
    if args.extra_vela_flags:
        spec_kwargs["extra_flags"] = args.extra_vela_flags
    started = time.perf_counter()
    compiled = armnpu.compile(
        model,
        inputs,
        target=args.target,
        calibration=calibration,
        quantize_model=False if args.no_quantize else None,
        per_channel=not args.per_tensor,
        **spec_kwargs,
    )
    output = Path(args.output or f"{Path(args.model).stem}_{args.target.lower().replace('+', '_')}.pte")
    compiled.save(output)
    print(compiled.summary())
    print(f"wrote {output} ({len(compiled.buffer)} bytes) in {time.perf_counter() - started:.1f} s")
    return EXIT_OK


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


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="armnpu", description="Compile PyTorch models for Arm Ethos-U NPUs and TOSA.")
    parser.add_argument("--verbose", action="store_true", help="show tracebacks on errors")
    commands = parser.add_subparsers(dest="command", required=True)

    compile_cmd = commands.add_parser("compile", help="compile a model to a .pte program")
    compile_cmd.add_argument("model", help="a bundled example name or a Python file defining model and example_inputs")
    compile_cmd.add_argument("--target", default="ethos-u55-128", help="Ethos-U accelerator config or TOSA spec")
    compile_cmd.add_argument("--system-config")
    compile_cmd.add_argument("--memory-mode")
    compile_cmd.add_argument("--no-quantize", action="store_true", help="keep float (TOSA-1.0+FP targets)")
    compile_cmd.add_argument("--per-tensor", action="store_true", help="per-tensor instead of per-channel weights")
    compile_cmd.add_argument("--extra-vela-flags", default=None, help="extra Vela flags, space separated")
    compile_cmd.add_argument("--output", "-o")
    compile_cmd.set_defaults(run=_cmd_compile)

    targets_cmd = commands.add_parser("targets", help="list accelerator configs, system configs and memory modes")
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


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = _parser().parse_args(argv)
    if not args.verbose:
        _quiet_dependencies()
    try:
        return args.run(args)
    except ArmNpuError as error:
        if args.verbose:
            raise
        print(f"armnpu: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as error:  # an armnpu bug: say so in one line unless asked for more
        if args.verbose:
            raise
        print(f"armnpu: internal error: {type(error).__name__}: {error} (rerun with --verbose)", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
