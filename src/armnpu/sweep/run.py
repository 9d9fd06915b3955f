"""A sweep from its tasks to its rows: the cache answers what it holds, an engine computes the
rest, and every computed row is stored. Rows come back in the tasks' order."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

from armnpu.sweep.cache import Cache
from armnpu.sweep.engines import Engine, Task
from armnpu.sweep.row import Row

COMPILED, LOST = "compiled", "lost"  # how a computed row came back


@dataclass
class Sweep:
    tasks: Sequence[Task]
    cache: Optional[Cache]  # None: --no-cache, every row is computed (and not stored)
    rows: list[Optional[Row]] = field(init=False)
    missing: list[int] = field(init=False)  # the tasks the cache did not answer

    def __post_init__(self) -> None:
        self.rows = [self.cache.get(*task) if self.cache else None for task in self.tasks]
        self.missing = [i for i, row in enumerate(self.rows) if row is None]

    def compute(self, engine: Optional[Engine], on_row: Callable[[Row, str], None]) -> list[Row]:
        """Every row: the missing ones run on `engine` (None only when none is missing), with
        `on_row(row, COMPILED | LOST)` as each finishes. A task the engine lost (its worker died) is
        a failed row, not stored: a rerun computes it."""
        missing = self.missing
        assert engine is not None or not missing, "the tasks the cache did not answer need an engine"
        for j, outcome in engine([self.tasks[i] for i in missing]) if engine and missing else ():
            i = missing[j]
            source, config = self.tasks[i]
            if isinstance(outcome, Row):
                if self.cache is not None:
                    self.cache.put(source, config, outcome)
                self.rows[i] = outcome
                on_row(outcome, COMPILED)
            else:
                lost = Row.failed(source.name, config, f"the task was lost: {type(outcome).__name__}: {outcome}")
                self.rows[i] = lost
                on_row(lost, LOST)
        self.missing = []
        return [row for row in self.rows if row is not None]
