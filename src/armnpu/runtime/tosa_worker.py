"""The TOSA reference model in a process of its own (see worker.py): on some malformed graphs
it aborts, exits or crashes, and it prints to stdout on every run. Run as a script, this file
serves requests; it imports only numpy and tosa_reference_model, so it starts in well under a
second."""

from __future__ import annotations

import numpy as np


def _run(graph: bytes, arrays: list[np.ndarray]) -> list[np.ndarray]:
    import tosa_reference_model

    try:
        outputs, status = tosa_reference_model.run(graph, arrays)
    except Exception as error:  # noqa: BLE001 - its own exceptions say little without this prefix
        raise RuntimeError(f"the TOSA reference model failed: {error}") from None
    if status != tosa_reference_model.GraphStatus.TOSA_VALID:
        raise RuntimeError(f"the TOSA reference model rejected the graph: {status.name}")
    return [np.array(out) for out in outputs]


if __name__ == "__main__":
    from worker import serve_stdio  # run by path: this folder is sys.path[0]

    serve_stdio(lambda blob: blob, _run)
