"""Run Vela on one partition's TOSA flatbuffer and read back what it wrote.

Vela runs in a forked child where the OS has fork: its C++ core can crash on graphs it
mishandles, and a crash must end as an armnpu error naming the partition, not end the
user's process. The child inherits the loaded modules, so it starts in milliseconds.

Vela 5.2 writes, for `--output-format=raw`, `<name>_vela.npz` (the compiled partition),
`<name>_summary_<system config>.csv` (network totals) and, with `--verbose-performance`,
`<name>_per-layer.csv`. This module turns those files into a `VelaResult`.
"""

from __future__ import annotations

import contextlib
import csv
import ctypes
import dataclasses
import functools
import io
import json
import os
import pathlib
import re
import signal
import sys
import tempfile
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import BinaryIO, Hashable, TypeVar

import numpy as np
from ethosu.vela import errors as vela_errors
from ethosu.vela import vela

from armnpu.backends import vela_cache
from armnpu.backends.vela_debug_db import layer_facts
from armnpu.errors import ConfigError, VelaError
from armnpu.forked import ForkedChild, start_forked, usable_cores

# Vela's memory names, as they prefix the summary CSV columns.
_MEMORIES = ("sram", "dram", "on_chip_flash", "off_chip_flash")

# Per-layer CSV column → (our key, parser). Columns Vela derives from others (the "Network%" and
# "Peak%" ones) are left out.
_PER_LAYER_COLUMNS: dict[str, tuple[str, type]] = {
    "Name": ("name", str),
    "NNG Operator": ("op", str),
    "Original Operator": ("original_op", str),
    "Target": ("target", str),
    "Op Cycles": ("cycles", int),
    "NPU": ("npu_cycles", int),
    "MAC Count": ("macs", int),
    "Util% (MAC)": ("mac_util_percent", float),
    "Staging Usage": ("staging_bytes", int),
    "SRAM AC": ("sram_access_cycles", int),
    "DRAM AC": ("dram_access_cycles", int),
    "OnFlash AC": ("on_chip_flash_access_cycles", int),
    "OffFlash AC": ("off_chip_flash_access_cycles", int),
}

# Vela is not re-entrant (module globals, sys.setrecursionlimit) and output capture rebinds the
# process-wide file descriptors 1 and 2, so one Vela call runs at a time.
_VELA_LOCK = threading.Lock()

_K = TypeVar("_K", bound=Hashable)


@dataclass(frozen=True)
class VelaSummary:
    """Vela's network totals for one partition (its summary CSV)."""

    network: str
    accelerator_config: str  # Vela's spelling, e.g. "Ethos_U55_128"
    system_config: str
    memory_mode: str
    core_clock_hz: int
    total_cycles: int
    npu_cycles: int
    inference_time_s: float
    macs: int
    # Peak bytes used per memory. Read-only data (weights, scales, LUTs) is counted in the memory
    # named by `weights_area`; with Sram_Only that is "On-chip Flash", an alias of the SRAM.
    sram_bytes: int
    dram_bytes: int
    on_chip_flash_bytes: int
    off_chip_flash_bytes: int
    weights_area: str
    feature_map_area: str
    original_weights_bytes: int
    encoded_weights_bytes: int
    traffic_bytes: dict[str, int]  # bytes read + written per memory, keys as in _MEMORIES
    access_cycles: dict[str, int]  # cycles spent on each memory, keys as in _MEMORIES

    @property
    def offchip_bytes(self) -> int:
        """Bytes placed in memories outside the NPU's chip (DRAM and off-chip flash)."""
        return self.dram_bytes + self.off_chip_flash_bytes


@dataclass(frozen=True)
class VelaResult:
    npz: dict[str, np.ndarray]  # the raw `<name>_vela.npz` contents
    summary: VelaSummary
    per_layer: list[dict]  # one dict per scheduled op, keys from _PER_LAYER_COLUMNS
    output_dir: pathlib.Path | None  # None when the run used a temporary directory
    log: str  # everything Vela printed


def run_vela(
    tosa_flatbuffer: bytes,
    compiler_flags: list[str],
    partition_name: str,
    work_dir: str | pathlib.Path | None = None,
) -> VelaResult:
    """Compile one partition's TOSA flatbuffer with Vela's raw output format.

    `compiler_flags` are Vela command-line flags ("--accelerator-config=ethos-u55-128", ...).
    With `work_dir`, the .tosa and every Vela output stay in it as debug artifacts; without, the
    result may come from armnpu.backends.vela_cache.
    """
    if work_dir is None:
        return run_vela_all([VelaJob(tosa_flatbuffer, compiler_flags, partition_name)])[0]
    _check_name(partition_name)
    run = _VelaRun(pathlib.Path(work_dir), tosa_flatbuffer, compiler_flags, partition_name)
    return run.result(_invoke_vela(run.argv))


@dataclass(frozen=True)
class VelaJob:
    """One Vela compile: a partition's TOSA flatbuffer and the flags to compile it with."""

    tosa_flatbuffer: bytes
    compiler_flags: list[str]
    partition_name: str


def run_vela_all(jobs: Sequence[VelaJob]) -> list[VelaResult]:
    """Each job's result, in order, as run_vela gives it without a work_dir: cached results are
    read (armnpu.backends.vela_cache), the others compiled side by side in forked children, as
    many at once as this process may use cores."""
    for job in jobs:
        _check_name(job.partition_name)
    keys = [vela_cache.key(job.tosa_flatbuffer, job.compiler_flags, job.partition_name) for job in jobs]
    results: list[VelaResult | None] = [vela_cache.get(k) for k in keys]
    missing = {k: job for k, job, result in zip(keys, jobs, results) if result is None}  # equal jobs: one compile
    with tempfile.TemporaryDirectory(prefix="armnpu_vela_") as tmp:
        runs = {
            k: _VelaRun(pathlib.Path(tmp) / str(i), job.tosa_flatbuffer, job.compiler_flags, job.partition_name)
            for i, (k, job) in enumerate(missing.items())
        }
        outcomes = _invoke_vela_all({k: run.argv for k, run in runs.items()})
        compiled = {k: dataclasses.replace(runs[k].result(outcome), output_dir=None) for k, outcome in outcomes.items()}
    for k, result in compiled.items():
        vela_cache.put(k, result)
    return [result if result is not None else compiled[k] for k, result in zip(keys, results)]


def _check_name(partition_name: str) -> None:
    if not re.fullmatch(r"[\w-][\w.-]*", partition_name):
        raise ConfigError(
            f"partition name {partition_name!r} must be a plain file name (letters, digits, '_', '-', '.')"
        )


# What a Vela call reports: (failure message or None, its exception (in-process only), captured log).
_Outcome = tuple[str | None, BaseException | None, str]


class _VelaRun:
    """One Vela call's files: the .tosa it reads and the outputs it writes, in `directory`."""

    def __init__(self, directory: pathlib.Path, tosa: bytes, flags: list[str], name: str) -> None:
        self.name = name
        self.output_dir = directory / "output"
        self.output_dir.mkdir(parents=True, exist_ok=True)
        tosa_path = directory / f"{name}.tosa"
        tosa_path.write_bytes(tosa)
        self.npz_path = self.output_dir / f"{name}_vela.npz"
        self.per_layer_path = self.output_dir / f"{name}_per-layer.csv"
        # A reused work_dir must never hand us a previous run's results.
        stale = [self.npz_path, self.per_layer_path, _debug_db(self.per_layer_path),
                 *self.output_dir.glob(f"{name}_summary_*.csv")]
        for path in stale:
            path.unlink(missing_ok=True)
        self.argv = [
            *(part for flag in flags for part in _split_flag(flag)),
            # Appended last so they win over user flags: the delegate blob needs the raw format, and
            # --verbose-performance is what makes Vela write the per-layer CSV, --enable-debug-db the
            # per-layer shapes, weights, traffic and SRAM live ranges the report shows.
            "--output-format=raw",
            "--verbose-performance",
            "--enable-debug-db",
            f"--output-dir={self.output_dir}",
            str(tosa_path),
        ]

    def result(self, outcome: _Outcome) -> VelaResult:
        """What Vela wrote, or the VelaError its failure is."""
        failure, cause, log = outcome
        name = self.name
        if failure is None and not self.npz_path.is_file():
            failure = f"no {self.npz_path.name} was written ({_last_line(log) or 'Vela printed nothing'})"
        if failure is not None:
            raise VelaError(f"Vela failed on partition '{name}': {' '.join(failure.split())}") from cause

        summaries = sorted(self.output_dir.glob(f"{name}_summary_*.csv"))
        if len(summaries) != 1:
            raise VelaError(f"Vela wrote {len(summaries)} summary CSVs for partition '{name}', expected 1")
        # Vela stores per-IO quantization as pickled dicts; this file was written by this very call.
        with np.load(self.npz_path, allow_pickle=True) as data:
            npz = {key: data[key] for key in data.files}
        return VelaResult(
            npz=npz,
            summary=_read_summary(summaries[0], name),
            # Vela writes no per-layer CSV when its database has no performance table (no NPU ops).
            per_layer=_read_per_layer(self.per_layer_path, name) if self.per_layer_path.is_file() else [],
            output_dir=self.output_dir,
            log=log,
        )


def _split_flag(flag: str) -> list[str]:
    # Compile specs often hold an option and its value as one string ("--optimise Performance").
    # Flags with '=' stay whole so a path containing spaces survives.
    if flag.startswith("-") and "=" not in flag:
        return flag.split()
    return [flag]


def _invoke_vela(argv: list[str]) -> _Outcome:
    """Run Vela's CLI entry point, in a child process where possible."""
    return _invoke_vela_all({0: argv})[0]


def _invoke_vela_all(argvs: Mapping[_K, list[str]]) -> dict[_K, _Outcome]:
    """Each Vela call's outcome; in forked children where the OS has fork, as many at once as
    this process may use cores, else one after the other in this process."""
    with _VELA_LOCK:
        if not hasattr(os, "fork"):
            return {k: _invoke_vela_here(argv) for k, argv in argvs.items()}
        running: list[tuple[_K, ForkedChild]] = []
        reports: dict[_K, tuple[bytes, int]] = {}
        for k, argv in argvs.items():
            if len(running) >= usable_cores():  # one Vela child per core
                done, child = running.pop(0)
                reports[done] = child.finish()
            running.append((k, start_forked(functools.partial(_compile_and_report, argv))))
        for done, child in running:
            reports[done] = child.finish()
    return {k: _outcome(*reports[k]) for k in argvs}


def _compile_and_report(argv: list[str], pipe: BinaryIO) -> None:
    failure, _cause, log = _invoke_vela_here(argv)
    pipe.write(json.dumps({"failure": failure, "log": log}).encode())


def _outcome(report: bytes, status: int) -> _Outcome:
    if os.WIFSIGNALED(status) or not report:
        how = signal.Signals(os.WTERMSIG(status)).name if os.WIFSIGNALED(status) else f"exit status {os.WEXITSTATUS(status)}"
        return f"Vela's compiler crashed ({how}) on this graph", None, ""
    outcome = json.loads(report)
    return outcome["failure"], None, outcome["log"]


def _invoke_vela_here(argv: list[str]) -> _Outcome:
    failure: str | None = None
    cause: BaseException | None = None
    status: object = 0
    recursion_limit = sys.getrecursionlimit()
    with _captured_output() as captured:
        try:
            status = vela.main(argv)
        except SystemExit as exc:  # argparse rejected a flag; its message is in the log
            status = exc.code
        except vela_errors.VelaError as exc:
            failure, cause = exc.error_msg, exc
        except Exception as exc:  # e.g. RuntimeError from the C++ core on an unreadable graph
            failure, cause = f"{type(exc).__name__}: {exc}", exc
        finally:
            # Vela resets the limit to its own --recursion-limit default (1000).
            sys.setrecursionlimit(recursion_limit)
    log = captured.getvalue()
    if failure is None and status not in (0, None):
        failure = _last_line(log) or f"exit status {status}"
    return failure, cause, log


@contextlib.contextmanager
def _captured_output() -> Iterator[io.StringIO]:
    """Collect Python's and the C/C++ core's stdout/stderr into one StringIO, in order.

    Vela's C++ core (regor) prints straight to file descriptors 1 and 2, so redirecting
    sys.stdout alone would let it leak; both levels write into one temporary file instead.
    """
    captured = io.StringIO()
    with tempfile.TemporaryFile() as sink:
        _flush_all()
        saved = os.dup(1), os.dup(2)
        # Unbuffered, so Python's writes interleave with the C++ core's at the shared file offset.
        text = io.TextIOWrapper(
            io.FileIO(os.dup(sink.fileno()), "w"), encoding="utf-8", errors="replace", write_through=True
        )
        try:
            os.dup2(sink.fileno(), 1)
            os.dup2(sink.fileno(), 2)
            with contextlib.redirect_stdout(text), contextlib.redirect_stderr(text):
                yield captured
        finally:
            _flush_all()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])
            text.close()
            sink.seek(0)
            captured.write(sink.read().decode("utf-8", errors="replace"))


def _flush_all() -> None:
    sys.stdout.flush()
    sys.stderr.flush()
    # C stdio buffers what the C++ core prints; flush it before the descriptors are swapped.
    ctypes.CDLL(None).fflush(None)


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def _read_summary(path: pathlib.Path, partition_name: str) -> VelaSummary:
    with path.open(newline="") as f:
        rows = list(csv.reader(f))
    if len(rows) != 2 or len(rows[0]) != len(rows[1]):
        raise VelaError(f"partition '{partition_name}': {path.name} is not a one-row summary CSV")
    row = dict(zip(*rows))

    def kib_to_bytes(key: str) -> int:  # Vela reports memory use in KiB
        return round(float(row[key]) * 1024)

    try:
        return VelaSummary(
            network=row["network"],
            accelerator_config=row["accelerator_configuration"],
            system_config=row["system_config"],
            memory_mode=row["memory_mode"],
            core_clock_hz=_to_int(row["core_clock"]),
            total_cycles=_to_int(row["cycles_total"]),
            npu_cycles=_to_int(row["cycles_npu"]),
            inference_time_s=float(row["inference_time"]),
            macs=_to_int(row["nn_macs"]),
            sram_bytes=kib_to_bytes("sram_memory_used"),
            dram_bytes=kib_to_bytes("dram_memory_used"),
            on_chip_flash_bytes=kib_to_bytes("on_chip_flash_memory_used"),
            off_chip_flash_bytes=kib_to_bytes("off_chip_flash_memory_used"),
            weights_area=row["weights_storage_area"],
            feature_map_area=row["feature_map_storage_area"],
            original_weights_bytes=_to_int(row["total_original_weights"]),
            encoded_weights_bytes=_to_int(row["total_npu_encoded_weights"]),
            traffic_bytes={m: _to_int(row[f"{m}_total_bytes"]) for m in _MEMORIES},
            access_cycles={m: _to_int(row[f"cycles_{m}_access"]) for m in _MEMORIES},
        )
    except (KeyError, ValueError) as exc:
        raise VelaError(f"partition '{partition_name}': unexpected {path.name}: {exc!r}") from exc


def _debug_db(per_layer_path: pathlib.Path) -> pathlib.Path:
    return per_layer_path.with_name(per_layer_path.name.replace("_per-layer.csv", "_debug.xml"))


def _read_per_layer(path: pathlib.Path, partition_name: str) -> list[dict]:
    """The per-layer CSV's rows, with the debug database's facts per layer when Vela wrote one."""
    with path.open(newline="") as f:
        rows = list(csv.DictReader(f))
    try:
        table = [
            {
                key: (_to_int(row[column]) if kind is int else kind(row[column]))
                for column, (key, kind) in _PER_LAYER_COLUMNS.items()
                if column in row
            }
            for row in rows
        ]
    except ValueError as exc:
        raise VelaError(f"partition '{partition_name}': unexpected {path.name}: {exc}") from exc
    debug_db = _debug_db(path)
    if not debug_db.is_file():
        return table
    facts = layer_facts(debug_db)
    if [f["name"] for f in facts] != [row.get("name") for row in table]:
        raise VelaError(f"partition '{partition_name}': {debug_db.name} and {path.name} list different layers")
    return [{**row, **fact} for row, fact in zip(table, facts)]


def _to_int(text: str) -> int:
    # Vela writes some integer quantities through float formatting ("500000000.0").
    return round(float(text))
