"""ARMNPU_OP_TEST_SAMPLE=N runs a sample of the op suite: every test function's first case, and
about one in N of its other cases, chosen by a hash of the test id so the same cases run on every
machine: a quick pass over every op on another config (ARMNPU_OP_TEST_TARGETS). CI runs it all."""

from __future__ import annotations

import os
import zlib

import pytest


def sample_size(environ: dict[str, str]) -> int:
    """N of ARMNPU_OP_TEST_SAMPLE (1, the whole suite, when unset)."""
    text = environ.get("ARMNPU_OP_TEST_SAMPLE", "1")
    if not text.isdigit() or int(text) < 1:
        raise pytest.UsageError(f"ARMNPU_OP_TEST_SAMPLE must be a whole number of at least 1, not {text!r}")
    return int(text)


def sampled(node_ids: list[str], every: int) -> set[str]:
    """The ids kept: the first case of each test function, then those whose hash falls on `every`."""
    kept, seen_functions = set(), set()
    for node_id in node_ids:
        function = node_id.split("[", 1)[0]
        if function not in seen_functions or zlib.crc32(node_id.encode()) % every == 0:
            kept.add(node_id)
        seen_functions.add(function)
    return kept


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    every = sample_size(dict(os.environ))
    if every == 1:
        return
    # Only this directory's tests: the hook sees the whole session's items.
    here = os.path.dirname(__file__)
    ours = [item for item in items if str(item.path).startswith(here)]
    kept = sampled([item.nodeid for item in ours], every)
    dropped = [item for item in ours if item.nodeid not in kept]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        dropped_ids = {item.nodeid for item in dropped}
        items[:] = [item for item in items if item.nodeid not in dropped_ids]
