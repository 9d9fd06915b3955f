import logging

import pytest

from armnpu.cli.main import main


@pytest.fixture
def armnpu_main():
    """`armnpu.cli.main.main`, run in this process; the armnpu logger is put back afterwards (main
    points it at the stderr of the moment, which pytest closes after the test)."""
    logger = logging.getLogger("armnpu")
    handlers, level, propagate = logger.handlers[:], logger.level, logger.propagate
    yield main
    logger.handlers[:] = handlers
    logger.setLevel(level)
    logger.propagate = propagate
