"""What a program run did, in order, with host wall times: CPU kernels and delegate calls, recorded
only inside `recording()` (`armnpu run --trace` lays them out as a trace)."""

from __future__ import annotations

import contextlib
import contextvars
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Optional, TypeVar

_Result = TypeVar("_Result")

KERNEL, DELEGATE = "kernel", "delegate"


@dataclass(frozen=True)
class Event:
    kind: str  # KERNEL or DELEGATE
    name: str  # the kernel ("aten::add.out") or the delegate's backend id
    delegate_index: Optional[int]  # a delegate's index in the method's delegate list
    seconds: float  # host wall time the step took


_ACTIVE: contextvars.ContextVar[Optional[list[Event]]] = contextvars.ContextVar("armnpu_timeline", default=None)


@contextlib.contextmanager
def recording() -> Iterator[list[Event]]:
    """Record every kernel and delegate step run inside the block, in order, into the list yielded."""
    events: list[Event] = []
    token = _ACTIVE.set(events)
    try:
        yield events
    finally:
        _ACTIVE.reset(token)


def timed(kind: str, name: str, delegate_index: Optional[int],
          step: Callable[[list], _Result]) -> Callable[[list], _Result]:
    """`step`, recording an Event for each run while a `recording()` block is open."""

    def run(values: list) -> _Result:
        events = _ACTIVE.get()
        if events is None:
            return step(values)
        started = time.perf_counter()
        result = step(values)
        events.append(Event(kind, name, delegate_index, time.perf_counter() - started))
        return result

    return run
