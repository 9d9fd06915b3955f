"""What every command shares: exit codes, the usage error and the progress display."""

from __future__ import annotations

import argparse
from typing import NoReturn

from armnpu.cli.progress import Progress
from armnpu.errors import ArmNpuError

EXIT_OK, EXIT_INTERNAL, EXIT_USAGE = 0, 1, 2
EXIT_MISMATCH = 1  # run --compare --atol: outputs differ beyond the tolerance
INPUT_RANGES = "input_ranges"  # where compile records integer inputs' valid ranges in the report data


class UsageError(ArmNpuError):
    """The command line itself is wrong (unknown option, missing argument)."""


class Parser(argparse.ArgumentParser):
    # argparse prints the usage block and exits; we want one line and our own exit path.
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see `{self.prog} --help`)")


_progress = Progress()  # replaced by new_progress() at every main() call


def new_progress() -> Progress:
    """A fresh display on the stderr of the moment (tests run main() with captured streams)."""
    global _progress
    _progress = Progress()
    return _progress


def current_progress() -> Progress:
    return _progress


def progress(message: str) -> None:
    """Start a progress step (the previous one ends and prints its duration)."""
    _progress.step(message)


def warn(message: str) -> None:
    _progress.note(f"warning: {message}")
