"""Run a piece of work in a forked child, so that native code that crashes or calls exit()
(Vela's C++ core, the MLW decoder) ends the child, not the user's process."""

from __future__ import annotations

import os
import sys
from typing import BinaryIO, Callable


def usable_cores() -> int:
    """The cores this process may run on: how many children are worth running side by side."""
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)


def run_forked(work: Callable[[BinaryIO], None]) -> tuple[bytes, int]:
    """Call `work(pipe)` in a forked child; return (what it wrote to the pipe, its wait status).
    The child inherits every loaded module and exits without Python's cleanup."""
    return start_forked(work).finish()


class ForkedChild:
    """A child started by start_forked; finish() waits for it."""

    def __init__(self, pid: int, read_fd: int) -> None:
        self.pid = pid
        self._read_fd = read_fd

    def finish(self) -> tuple[bytes, int]:
        """(What the child wrote to its pipe, its wait status), once it has ended."""
        with os.fdopen(self._read_fd, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(self.pid, 0)
        return data, status


def start_forked(work: Callable[[BinaryIO], None]) -> ForkedChild:
    """Start `work(pipe)` in a forked child and return at once, so that several run side by side."""
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
    return ForkedChild(pid, read_fd)
