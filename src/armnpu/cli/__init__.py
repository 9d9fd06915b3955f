"""`armnpu` command line: compile a model, run a program on the host, report on it, sweep
configurations, list targets.

One module per command (compile, run, report, sweep, targets), the parser and `main` in `main`, and the
helpers only the command line uses (paths, progress, run_io, memory_budget, bundle, etrecord).
Exit codes: 0 ok, 2 bad usage or bad input (an ArmNpuError), 1 internal error or a `run --compare
--atol` mismatch. Every error is one line unless --verbose, which shows the traceback instead.
"""

from armnpu.cli.common import EXIT_INTERNAL, EXIT_MISMATCH, EXIT_OK, EXIT_USAGE
from armnpu.cli.main import main

__all__ = ["EXIT_INTERNAL", "EXIT_MISMATCH", "EXIT_OK", "EXIT_USAGE", "main"]
