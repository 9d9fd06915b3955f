"""Silence what native code (ExecuTorch's C++ logger, Ray's C++ client) writes to file descriptor
2: it bypasses sys.stderr, so only redirecting the descriptor keeps it off the user's terminal."""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Iterator


@contextlib.contextmanager
def stderr_dropped() -> Iterator[None]:
    """File descriptor 2 goes to /dev/null inside the block, then back."""
    sys.stderr.flush()
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)
