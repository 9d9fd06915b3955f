"""Progress on stderr as a sequence of steps, each ending with its duration.

On a terminal the running step's line shows its elapsed time, updated in place (Vela can work for
a minute without a word); anywhere else each step is one line when it starts and one with its
duration when it ends, so logs stay plain text.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from typing import Optional, TextIO

_PREFIX = "armnpu: "
_TICK_S = 0.2


class Progress:
    def __init__(self, stream: Optional[TextIO] = None, interactive: Optional[bool] = None) -> None:
        self._stream = stream or sys.stderr
        self._interactive = self._stream.isatty() if interactive is None else interactive
        self._lock = threading.Lock()
        self._step: Optional[str] = None
        self._started = 0.0
        self._ticker: Optional[threading.Thread] = None
        self._stop = threading.Event()

    def step(self, message: str) -> None:
        """End the running step, if any, and start `message`."""
        with self._lock:
            self._end_locked()
            self._step, self._started = message, time.perf_counter()
            if self._interactive:
                self._write(f"\r{_PREFIX}{message}")
            else:
                self._write(f"{_PREFIX}{message}\n")
        if self._interactive and self._ticker is None:
            self._ticker = threading.Thread(target=self._tick, name="armnpu-progress", daemon=True)
            self._ticker.start()

    def note(self, message: str) -> None:
        """A line of its own (a warning) that does not end the running step."""
        with self._lock:
            if self._interactive and self._step is not None:
                self._write(f"\r\033[K{_PREFIX}{message}\n{_PREFIX}{self._step}")
            else:
                self._write(f"{_PREFIX}{message}\n")

    def done(self) -> None:
        """End the running step, printing its duration, and stop the ticker."""
        with self._lock:
            self._end_locked()
        self.stop()

    def stop(self) -> None:
        """Stop without a duration for the running step (it failed, or there is none)."""
        with self._lock:
            if self._step is not None and self._interactive:
                self._write("\n")
            self._step = None
        self._stop.set()
        if self._ticker is not None:
            self._ticker.join()
            self._ticker = None
        self._stop.clear()

    def _end_locked(self) -> None:
        if self._step is None:
            return
        elapsed = time.perf_counter() - self._started
        if self._interactive:
            self._write(f"\r\033[K{_PREFIX}{self._step} ({elapsed:.1f} s)\n")
        else:
            self._write(f"{_PREFIX}{self._step}: done in {elapsed:.1f} s\n")
        self._step = None

    def _tick(self) -> None:
        while not self._stop.wait(_TICK_S):
            with self._lock:
                if self._step is not None:
                    self._write(f"\r{_PREFIX}{self._step} {time.perf_counter() - self._started:.1f} s")

    def _write(self, text: str) -> None:
        self._stream.write(text)
        self._stream.flush()


class ProgressLogHandler(logging.Handler):
    """armnpu's INFO log lines (one per partition step) as progress steps; warnings, and INFO lines
    logged with `extra={"note": True}` (a result, such as the variant Vela ran fastest), as notes."""

    def __init__(self, progress: Progress) -> None:
        super().__init__(logging.INFO)
        self._progress = progress

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if record.levelno <= logging.INFO and getattr(record, "note", False):
            self._progress.note(message)
        elif record.levelno <= logging.INFO:
            self._progress.step(message)
        else:
            self._progress.note(f"{record.levelname.lower()}: {message}")
