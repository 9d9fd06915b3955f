"""A helper process that runs delegate graphs for the host runtime.

Native engines (the TOSA reference model, the Vulkan stack) may abort, exit or crash on a malformed
graph, and a .pte may be corrupted: in a process of their own, a crash there becomes an error here.
`Worker` is the client; a worker script calls `serve_stdio(load, run)`. Graphs are sent once and
kept by the worker under their digest. This module imports only the standard library, so a worker
script (run by path, with this folder first on sys.path) imports it as `worker` in milliseconds.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import pickle
import subprocess
import sys
import threading
from typing import Any, BinaryIO, Callable, Optional


class WorkerCrash(Exception):
    """The worker died while running a graph; the message gives its exit status."""


class WorkerError(Exception):
    """The worker refused the graph or its inputs; the message is its reason."""


class WorkerUnavailable(Exception):
    """The worker's engine cannot run on this machine (raised in the worker, re-raised by the client)."""


class Worker:
    """Client of the worker script `script` (a file name in this folder): `run(blob, arrays)`
    returns the graph's outputs, restarting the worker after a crash."""

    def __init__(self, script: str) -> None:
        self._script = os.path.join(os.path.dirname(os.path.abspath(__file__)), script)
        self._process: Optional[subprocess.Popen] = None
        self._sent: set[bytes] = set()  # digests of the graphs the current worker holds
        self._lock = threading.Lock()
        atexit.register(self.close)

    def run(self, blob: bytes, arrays: list) -> list:
        digest = hashlib.sha256(blob).digest()
        with self._lock:
            process = self._start()
            stdin, stdout = process.stdin, process.stdout
            assert stdin is not None and stdout is not None  # opened with PIPE
            try:
                pickle.dump((digest, None if digest in self._sent else blob, arrays), stdin)
                stdin.flush()
                self._sent.add(digest)
                status, payload = pickle.load(stdout)
            except (EOFError, OSError, pickle.UnpicklingError):
                code = process.wait()
                self._process = None
                raise WorkerCrash(f"exit status {code}") from None
        if status == "unavailable":
            raise WorkerUnavailable(payload)
        if status != "ok":
            raise WorkerError(payload)
        return payload

    def _start(self) -> subprocess.Popen:
        if self._process is None:
            self._process = subprocess.Popen(
                [sys.executable, self._script],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,  # native crash backtraces and engine chatter
            )
            self._sent = set()
        return self._process

    def close(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            assert process.stdin is not None and process.stdout is not None  # opened with PIPE
            process.stdin.close()
            process.wait(timeout=10)
            process.stdout.close()


def _serve(load: Callable[[bytes], Any], run: Callable[[Any, list], list], requests: BinaryIO, replies: BinaryIO) -> None:
    graphs: dict[bytes, Any] = {}
    reply: tuple[str, list | str]
    while True:
        try:
            digest, blob, arrays = pickle.load(requests)
        except EOFError:
            return
        try:
            if blob is not None:
                graphs[digest] = load(blob)
            reply = ("ok", run(graphs[digest], arrays))
        except WorkerUnavailable as error:
            reply = ("unavailable", str(error))
        except Exception as error:  # noqa: BLE001 - reported to the client, which raises it as an armnpu error
            reply = ("error", str(error))
        pickle.dump(reply, replies)
        replies.flush()


def serve_stdio(load: Callable[[bytes], Any], run: Callable[[Any, list], list]) -> None:
    """Serve requests on stdin: `load(blob)` once per graph, then `run(loaded, arrays) -> outputs`;
    an exception from either is sent back as the request's error message (WorkerUnavailable as such)."""
    # Keep the reply channel to ourselves: native engines write to stdout.
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    _serve(load, run, sys.stdin.buffer, replies)
