"""The TOSA reference model in a process of its own.

On some malformed graphs the reference model aborts, exits or crashes the whole process (and
prints to stdout on every run). A .pte may be corrupted, so TOSABackend delegates run in a
worker: a crash there becomes an error here. Run as a script (`python tosa_worker.py`), the
file serves requests; imported, `TosaWorker` is the client. The worker imports only numpy
and tosa_reference_model, so it starts in well under a second."""

from __future__ import annotations

import atexit
import hashlib
import os
import pickle
import subprocess
import sys
import threading
from typing import BinaryIO, Optional

import numpy as np


class TosaWorkerCrash(Exception):
    """The worker died while running a graph; the message gives its exit status."""


class TosaWorkerError(Exception):
    """The reference model refused the graph or its inputs; the message is its reason."""


class TosaWorker:
    """Client: `run(blob, arrays)` returns the graph's outputs, restarting the worker after a crash."""

    def __init__(self) -> None:
        self._process: Optional[subprocess.Popen] = None
        self._sent: set[bytes] = set()  # digests of the graphs the current worker holds
        self._lock = threading.Lock()
        atexit.register(self.close)

    def run(self, blob: bytes, arrays: list[np.ndarray]) -> list[np.ndarray]:
        digest = hashlib.sha256(blob).digest()
        with self._lock:
            process = self._start()
            try:
                pickle.dump((digest, None if digest in self._sent else blob, arrays), process.stdin)
                process.stdin.flush()
                self._sent.add(digest)
                status, payload = pickle.load(process.stdout)
            except (EOFError, OSError, pickle.UnpicklingError):
                code = process.wait()
                self._process = None
                raise TosaWorkerCrash(f"exit status {code}") from None
        if status != "ok":
            raise TosaWorkerError(payload)
        return payload

    def _start(self) -> subprocess.Popen:
        if self._process is None:
            self._process = subprocess.Popen(
                [sys.executable, os.path.abspath(__file__)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,  # the reference model's crash backtraces
            )
            self._sent = set()
        return self._process

    def close(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            process.stdin.close()
            process.wait(timeout=10)
            process.stdout.close()


def _serve(requests: BinaryIO, replies: BinaryIO) -> None:
    import tosa_reference_model

    graphs: dict[bytes, bytes] = {}
    while True:
        try:
            digest, blob, arrays = pickle.load(requests)
        except EOFError:
            return
        if blob is not None:
            graphs[digest] = blob
        try:
            outputs, status = tosa_reference_model.run(graphs[digest], arrays)
            if status == tosa_reference_model.GraphStatus.TOSA_VALID:
                reply = ("ok", [np.array(out) for out in outputs])
            else:
                reply = ("error", f"the TOSA reference model rejected the graph: {status.name}")
        except Exception as error:  # noqa: BLE001 - reported to the client, which raises it as an armnpu error
            reply = ("error", f"the TOSA reference model failed: {error}")
        pickle.dump(reply, replies)
        replies.flush()


def main() -> None:
    # Keep the reply channel to ourselves: the reference model writes to stdout.
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    _serve(sys.stdin.buffer, replies)


if __name__ == "__main__":
    main()
