"""The `armnpu` parser and `main`: one subcommand per module of this package, one exit path for
every error."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import traceback
import warnings
from typing import Optional, Sequence

from armnpu.cli import compile as compile_command
from armnpu.cli import generate as generate_command
from armnpu.cli import report as report_command
from armnpu.cli import run as run_command
from armnpu.cli import sweep as sweep_command
from armnpu.cli import targets as targets_command
from armnpu.cli.common import (
    EXIT_INTERNAL,
    EXIT_USAGE,
    Parser,
    current_progress,
    new_progress,
)
from armnpu.cli.progress import Progress, ProgressLogHandler
from armnpu.errors import ArmNpuError

_COMMANDS = (compile_command, run_command, report_command, sweep_command, targets_command, generate_command)  # in the order `armnpu --help` lists them


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run one command line; returns the exit code (0 ok, 2 bad usage or input, 1 internal error
    or a `run --compare` mismatch)."""
    verbose = "--verbose" in (sys.argv[1:] if argv is None else argv)
    progress = new_progress()
    try:
        args = _parser().parse_args(argv)
        if not args.verbose:
            _quiet_dependencies()
        _show_progress_logs(progress)
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
        current_progress().stop()


def _parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="armnpu", description="Compile PyTorch models for Arm Ethos-U NPUs and TOSA; inspect and run them."
    )
    parser.add_argument("--verbose", action="store_true", help="show tracebacks on errors")
    parser.add_argument("--version", action="version", version=f"armnpu {_version()}")
    # --verbose is accepted after the command too; SUPPRESS keeps the subparser from resetting it.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--verbose", action="store_true", default=argparse.SUPPRESS, help="show tracebacks on errors")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for command in _COMMANDS:
        command.add_parser(commands, common)
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("armnpu")
    except PackageNotFoundError:  # run from a source tree without installing
        return "unknown (not installed)"


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


def _one_line(text: object) -> str:
    return " ".join(str(text).split())


def _say(error: BaseException, line: str, verbose: bool) -> None:
    """The one-line message, or with --verbose the full traceback (the exit code stays the same)."""
    current_progress().stop()  # the step that failed did not finish: no duration for it
    if verbose:
        traceback.print_exception(error, file=sys.stderr)
    else:
        print(line, file=sys.stderr)
