"""Every test compiles what it tests: Vela's result cache (armnpu.backends.vela_cache) is off
unless a test turns it on (tests/unit/test_vela_cache.py), so a test that changes how Vela runs
never reads another test's result."""

import os

import pytest

os.environ["ARMNPU_VELA_CACHE"] = "off"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Tests marked `long` run first: xdist hands out tests in collection order, and a test of
    # minutes begun last keeps one worker busy after the other has run out of work (with
    # `--dist worksteal`, pyproject's addopts, the other worker takes the rest of the queue).
    items.sort(key=lambda item: item.get_closest_marker("long") is None)
