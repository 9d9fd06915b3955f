"""Where the sweep's compiles run: a local process pool (concurrent.futures), or a Ray cluster
(Ray schedules, retries lost workers and moves the arguments; armnpu writes no scheduler). Each
task is `evaluate(source, config)`: the model's bytes and the configuration travel with it, so a
Ray worker needs only armnpu installed.

An engine yields (task index, outcome) as tasks finish: the Row `evaluate` returned, or the
exception that lost the task itself (a worker that died), which is not the compile's result.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import socket
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from typing import Callable, Iterator, Sequence, Union

from armnpu.errors import ArmNpuError
from armnpu.native_streams import stderr_dropped
from armnpu.sweep.evaluate import evaluate
from armnpu.sweep.plan import Config
from armnpu.sweep.row import Row
from armnpu.sweep.source import ModelSource

Task = tuple[ModelSource, Config]
Outcome = Union[Row, BaseException]
Engine = Callable[[Sequence[Task]], Iterator[tuple[int, Outcome]]]

LOCAL_RAY = "local"  # --ray local: start a Ray instance on this machine
_CONNECT_TIMEOUT_S = 5.0


def process_pool(workers: int) -> Engine:
    def run(tasks: Sequence[Task]) -> Iterator[tuple[int, Outcome]]:
        # spawn, not fork: the parent may hold torch's threads, which a forked child cannot use.
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(min(workers, len(tasks)), mp_context=context, initializer=_quiet_worker) as pool:
            futures: dict[Future, int] = {pool.submit(evaluate, *task): i for i, task in enumerate(tasks)}
            for future in as_completed(futures):
                try:
                    yield futures[future], future.result()
                except Exception as error:  # the worker died (BrokenProcessPool): the task is lost
                    yield futures[future], error

    return run


def _quiet_worker() -> None:
    """One torch thread per worker (the pool has one worker per core), and no C++ chatter on the
    table's stdout (the TOSA reference model prints version notes)."""
    os.environ["OMP_NUM_THREADS"] = "1"
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    import warnings

    warnings.simplefilter("ignore")


def check_ray_address(address: str) -> None:
    """--ray: Ray is installed and, unless `local`, something listens at ADDRESS (HOST:PORT of the
    head node, or ray://HOST:PORT for Ray Client); checked in seconds, where ray.init would retry
    for minutes."""
    try:
        import ray  # noqa: F401
    except ImportError:
        raise ArmNpuError("--ray needs Ray: pip install 'armnpu[sweep]' (here and on the cluster's nodes)") from None
    if address == LOCAL_RAY:
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        raise ArmNpuError(f"--ray {address}: expected HOST:PORT of a Ray head node (`ray start --head` prints "
                          f"it), ray://HOST:PORT for Ray Client, or {LOCAL_RAY}")
    try:
        socket.create_connection((host, int(port)), timeout=_CONNECT_TIMEOUT_S).close()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise ArmNpuError(f"--ray {address}: no Ray cluster answers there ({reason}); start one with "
                          f"`ray start --head`, or give --ray {LOCAL_RAY}") from None


def ray_cluster(address: str) -> Engine:
    """Connect to the Ray cluster at `address` (checked by check_ray_address) now, or start a Ray
    instance on this machine for `local`; its engine disconnects (stops that instance) when done.
    An address where something answers that is not Ray fails in about 20 s (Ray's own retries)."""
    import ray

    local = address == LOCAL_RAY
    try:
        with stderr_dropped():  # Ray's C++ client logs every retry on stderr
            ray.init(address=None if local else address, logging_level=logging.ERROR, log_to_driver=False,
                     include_dashboard=False if local else None)
    except (ConnectionError, RuntimeError) as error:
        raise ArmNpuError(f"--ray {address}: no Ray cluster answers there ({' '.join(str(error).split())})") from None

    def run(tasks: Sequence[Task]) -> Iterator[tuple[int, Outcome]]:
        try:
            remote = ray.remote(num_cpus=1)(evaluate)
            indices = {remote.remote(*task): i for i, task in enumerate(tasks)}
            pending = list(indices)
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    try:
                        yield indices[ref], ray.get(ref)
                    except Exception as error:  # the task itself failed (its worker died, retries spent)
                        yield indices[ref], error
        finally:
            ray.shutdown()

    return run

