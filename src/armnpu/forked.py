"""Run a piece of work in a forked child, so that native code that crashes or calls exit()
(Vela's C++ core, the MLW decoder) ends the child, not the user's process."""

from __future__ import annotations

import os
import sys
from typing import BinaryIO, Callable


def run_forked(work: Callable[[BinaryIO], None]) -> tuple[bytes, int]:
    """Call `work(pipe)` in a forked child; return (what it wrote to the pipe, its wait status).
    The child inherits every loaded module and exits without Python's cleanup."""
    read_fd, write_fd = os.pipe()
    sys.stdout.flush()  # a child leaving through C's exit() would flush a copy of these
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(read_fd)
            with os.fdopen(write_fd, "wb") as pipe:
                work(pipe)
            os._exit(0)
        finally:
            os._exit(1)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    return data, status
