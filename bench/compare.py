"""Benchmark armnpu against ExecuTorch's own Arm backend (executorch.backends.arm) on Ethos-U.

    python bench/compare.py [--models ds_cnn,digits] [--heldout] [--targets ethos-u55-128,ethos-u85-256]
                            [--nhwc-io] [--calib 8] [--eval-inputs 4] [--json out.json]
                            [--tflite-python /work/venv_lt/bin/python]

For every target (default ethos-u55-128, ethos-u65-256 and ethos-u85-256; --target X for one)
and every model, both sides compile the same float model with the same calibration batches,
and the script prints one table per target, side by side (one row per side):

* compile s   wall clock of export + quantize (incl. calibration) + lower (incl. Vela) +
              to_executorch; "ET/armnpu" is the competitor's time over armnpu's;
* delegated / CPU compute ops (Q/DQ and getitem not counted) and the number of delegates;
* TOSA TRANSPOSE operators in the delegates' TOSA graphs (layout changes Vela must run);
* Vela cycles (sum over partitions), SRAM bytes (max over partitions) and off-chip bytes
  (DRAM + off-chip flash, sum over partitions). Both sides' TOSA flatbuffers go through
  armnpu's `run_vela` with armnpu's default flags for the target, so one Vela with identical
  flags measures both. Only NPU partitions are measured: work left on the CPU costs nothing
  here, so compare these columns only between rows with the same delegation;
* SQNR (dB) of each side's convert_pt2e model and of its integer program (delegates' TOSA in
  the TOSA reference model) against the float model on held-out inputs (not the calibration
  batches).

`--heldout` (or `--models heldout/NAME,...`) adds the held-out models of bench/heldout_models.py:
architectures as users bring them (a U-Net, wav2letter, MobileNets, ResNet-18, a DeiT-tiny-like
ViT, an LSTM, a GRU, the zoo's ConvNeXt), re-initialised with seeded random weights.

`--tflite-python PY` adds a third row per model: litert-torch 0.10.0 converts it to an int8
.tflite in the venv of PY (bench/_tflite_worker.py; pyproject's tflite extra, best in a venv of
its own: bench/README.md), once per model before any timed compile, and Vela compiles that file
with armnpu's flags for each target (bench/tflite_vela.py).

The bundled examples run on random inputs; `digits` (bench/digits_model.py) is trained on
scikit-learn's 8x8 digits and calibrated on training images, and a second table gives top-1
on its held-out test split for the float model and each side's fake-quant model and integer
program. A summary per target and over all targets gives the figures armnpu's goals are
about, each beside its goal: armnpu/competitor compile time and Vela cycles (geomean, max)
and armnpu - competitor integer-program SQNR (mean, count, worst). --nhwc-io adds one more
armnpu compile per model with channels-last program IO, reported in a table of its own.

The competitor runs in one subprocess (bench/_competitor_worker.py) for every target:
ExecuTorch resolves a backend by its class name and both projects define
EthosUBackend/TOSABackend, so they must never share a process. The two sides run one after
the other, never at the same time. A failure on either side is reported in that side's row
and the run goes on. This is a benchmark, not a test: it never asserts.
"""

from __future__ import annotations

import time

_PROCESS_START = time.perf_counter()  # before the heavy imports: the reported wall time includes them

import argparse
import collections
import json
import math
import os
import platform
import queue
import re
import signal
import subprocess
import sys
import tempfile
import threading
import traceback
import warnings
from dataclasses import dataclass
from importlib import metadata

# Compile times are cold, here and in zoo.py (which imports this): no Vela result comes from an
# earlier compile (armnpu.backends.vela_cache).
os.environ.setdefault("ARMNPU_VELA_CACHE", "off")
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
WORKER = BENCH_DIR / "_competitor_worker.py"
sys.path.insert(0, str(BENCH_DIR))

import _competitor_worker as shared  # noqa: E402  (count_ops, sqnr_db, integer_program, one_line; no backend imports)
import digits_model  # noqa: E402
import heldout_models  # noqa: E402
import tflite_vela  # noqa: E402
import torch  # noqa: E402

import armnpu  # noqa: E402
from armnpu.backends.tosa_graph import read_operators  # noqa: E402
from armnpu.backends.vela import run_vela  # noqa: E402
from armnpu.examples import EXAMPLES, calibration_inputs  # noqa: E402
from armnpu.verify.delegates import ethosu_delegates  # noqa: E402

CALIBRATION_SEED = 0
EVAL_SEED = 1_000_003  # held-out inputs: a different stream from the calibration batches
WARMUP_MODEL = "tiny_cnn"  # conv, pool and linear: warms the paths the real models take
DEFAULT_TARGETS = ("ethos-u55-128", "ethos-u65-256", "ethos-u85-256")
QUICK_TEST_MODELS = ("tiny_cnn", "tiny_mlp")  # not in the default set (tiny_vit, a ViT-style classifier, is)
ARMNPU = "armnpu"
COMPETITOR = "ET-Arm"  # executorch.backends.arm
TFLITE = "TFLite"  # litert-torch -> int8 .tflite -> Vela (--tflite-python)
SIDES = ((ARMNPU, "armnpu"), (COMPETITOR, "competitor"), (TFLITE, "tflite"))  # label, key in an entry


def log(message: str) -> None:
    print(f"[{time.perf_counter() - _PROCESS_START:7.1f}s] {message}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------------------------
# Models and their inputs (identical for both sides)


@dataclass
class Workload:
    """One model and every input both sides get."""

    model: torch.nn.Module
    example_inputs: tuple
    calibration: list[tuple]
    eval_inputs: list[tuple]
    test_images: torch.Tensor | None = None  # a labelled held-out set: top-1 is measured when present
    test_labels: torch.Tensor | None = None


HELDOUT_PREFIX = shared.HELDOUT_PREFIX  # `heldout/<name>`: bench/heldout_models.HELDOUT


def heldout_names() -> list[str]:
    return [HELDOUT_PREFIX + name for name in heldout_models.HELDOUT]


def model_names() -> list[str]:
    return [*EXAMPLES, digits_model.NAME, *heldout_names()]


def build_workload(name: str, calib: int, eval_inputs: int) -> Workload:
    """The bundled examples and held-out models on random inputs; digits trained, calibrated and
    scored on real images."""
    if name.startswith(HELDOUT_PREFIX):
        heldout = heldout_models.HELDOUT[name[len(HELDOUT_PREFIX):]]
        model, example_inputs = heldout.build()
        return Workload(model, example_inputs, heldout.inputs(calib, CALIBRATION_SEED),
                        heldout.inputs(eval_inputs, EVAL_SEED))
    if name == digits_model.NAME:
        split = digits_model.load_split()
        return Workload(
            digits_model.train(split),
            digits_model.example_inputs(split),
            digits_model.calibration_batches(split, calib),
            digits_model.held_out_inputs(split, eval_inputs),
            split.test_images,
            split.test_labels,
        )
    model, example_inputs = EXAMPLES[name].build()
    return Workload(
        model,
        example_inputs,
        calibration_inputs(name, calib, seed=CALIBRATION_SEED),
        calibration_inputs(name, eval_inputs, seed=EVAL_SEED),
    )


def job_entry(workload: Workload) -> dict:
    """What the competitor's worker needs of a workload: weights, not the module."""
    entry = {
        "state_dict": workload.model.state_dict(),
        "example_inputs": workload.example_inputs,
        "calibration": workload.calibration,
        "eval_inputs": workload.eval_inputs,
    }
    if workload.test_images is not None:
        entry.update(test_images=workload.test_images, test_labels=workload.test_labels)
    return entry


def float_top1(workload: Workload) -> dict:
    """The float model's top-1 and the size of the test set (None without one)."""
    if workload.test_images is None:
        return {"float_top1": None, "test_images": None}
    images, labels = workload.test_images, workload.test_labels
    return {"float_top1": shared.top1(workload.model, images, labels, len(images)), "test_images": len(images)}


# --------------------------------------------------------------------------------------------
# armnpu side (this process)


def vela_totals(partitions: list[dict]) -> dict:
    return {
        "vela_cycles": sum(p["total_cycles"] for p in partitions),
        "sram_bytes": max((p["sram_bytes"] for p in partitions), default=0),
        "offchip_bytes": sum(p["offchip_bytes"] for p in partitions),
    }


def transpose_count(flatbuffers: list[bytes]) -> int:
    """TOSA TRANSPOSE operators over every partition's main block."""
    return sum(op.op == "TRANSPOSE" for flatbuffer in flatbuffers for op in read_operators(flatbuffer))


def summary_dict(name: str, summary) -> dict:
    return {
        "name": name,
        "total_cycles": summary.total_cycles,
        "npu_cycles": summary.npu_cycles,
        "inference_time_s": summary.inference_time_s,
        "macs": summary.macs,
        "sram_bytes": summary.sram_bytes,
        "offchip_bytes": summary.offchip_bytes,
        "dram_bytes": summary.dram_bytes,
        "off_chip_flash_bytes": summary.off_chip_flash_bytes,
        "encoded_weights_bytes": summary.encoded_weights_bytes,
    }


def compile_armnpu(workload: Workload, target: str, repeat: int, io_layout: str | None = None) -> tuple:
    """(the program, its result: compile time, op counts, TRANSPOSEs, Vela figures), or (None, the failure)."""
    result: dict = {"ok": False}
    try:
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            program = armnpu.compile(workload.model, workload.example_inputs, target=target,
                                     calibration=workload.calibration, io_layout=io_layout)
            times.append(time.perf_counter() - start)
        result["compile_s"] = min(times)
        result["compile_s_all"] = times
    except BaseException as exc:  # noqa: BLE001 - Vela's argparse raises SystemExit
        if isinstance(exc, KeyboardInterrupt):
            raise
        result["error"] = shared.one_line(exc)
        result["traceback"] = traceback.format_exc()[-4000:]
        return None, result
    delegated, cpu, delegates = shared.count_ops(program.edge_program)
    partitions = [summary_dict(p.name, p.summary) for p in program.partitions]
    result.update(
        ok=True,
        delegated_ops=delegated,
        cpu_ops=cpu,
        num_delegates=delegates,
        pte_bytes=len(program.buffer),
        partitions=partitions,
        vela_flags=list(program.spec.compiler_flags),
        transposes=transpose_count([p.tosa_flatbuffer for p in program.partitions]),
        **vela_totals(partitions),
    )
    if len(partitions) != delegates:
        result.setdefault("notes", []).append(f"{delegates} delegates but {len(partitions)} Vela summaries")
    return program, result


def run_armnpu(workload: Workload, target: str, repeat: int) -> dict:
    """armnpu's compile with the default configuration, scored like the competitor's."""
    program, result = compile_armnpu(workload, target, repeat)
    if program is not None:
        score_armnpu(workload, program, result)
    return result


def score_armnpu(workload: Workload, program, result: dict) -> None:
    """Add the SQNR of armnpu's quantized model and integer program (and top-1) to `result`."""
    model = workload.model
    if program.quantized_model is None:
        result["sqnr_db_error"] = "no quantized model"
    else:
        shared.score(result, "sqnr_db", lambda: shared.sqnr_db(model, program.quantized_model, workload.eval_inputs))
    tosa_for_blob = {p.blob: p.tosa for p in ethosu_delegates(program)}
    integer = shared.integer_program(program.edge_program, tosa_for_blob)
    shared.score(result, "int_sqnr_db", lambda: shared.sqnr_db(model, integer, workload.eval_inputs))
    shared.score_top1(result, program.quantized_model, integer, workload.test_images, workload.test_labels,
                      workload.example_inputs[0].shape[0])


def has_4d_input(workload: Workload) -> bool:
    """Whether the IO layout option changes anything: it lays out 4-D tensors only."""
    return any(isinstance(t, torch.Tensor) and t.dim() == 4 for t in workload.example_inputs)


def run_armnpu_nhwc(workload: Workload, target: str) -> dict | None:
    """armnpu with channels-last program IO (compiled once, not scored), or None where no input is 4-D."""
    return compile_armnpu(workload, target, 1, io_layout="nhwc")[1] if has_4d_input(workload) else None


def measure_competitor_tosa(result: dict, flags: list[str]) -> None:
    """Run armnpu's Vela, with armnpu's flags, on every TOSA flatbuffer the competitor dumped."""
    partitions = []
    files = result.get("tosa_files", [])
    result["transposes"] = transpose_count([Path(path).read_bytes() for path in files])
    for index, path in enumerate(files):
        match = re.search(r"(tag\d+)", Path(path).name)
        name = f"et_{match.group(1) if match else index}"
        try:
            vela = run_vela(Path(path).read_bytes(), flags, name)
        except Exception as exc:  # noqa: BLE001
            result.setdefault("notes", []).append(f"Vela on {Path(path).name}: {shared.one_line(exc)}")
            result["vela_error"] = shared.one_line(exc)
            return
        partitions.append(summary_dict(name, vela.summary))
    result["partitions"] = partitions
    result["vela_flags"] = list(flags)
    result.update(vela_totals(partitions))
    if len(files) != result.get("num_delegates"):
        result.setdefault("notes", []).append(
            f"{result.get('num_delegates')} delegates but {len(files)} dumped TOSA files"
        )


# --------------------------------------------------------------------------------------------
# Competitor side (subprocess)


class WorkerDied(Exception):
    pass


class CompetitorWorker:
    """One long-lived worker process; restarted after a crash or a timeout."""

    def __init__(self, job_path: Path, workdir: Path) -> None:
        self.job_path = job_path
        self.workdir = workdir
        self.proc: subprocess.Popen | None = None
        self.lines: queue.Queue = queue.Queue()
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=200)
        self.starts = 0
        self.ready = False

    def start(self) -> None:
        self.starts += 1
        self.ready = False
        self.lines = queue.Queue()
        log_file = open(self.workdir / f"competitor_worker_{self.starts}.log", "w", encoding="utf-8")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKER), str(self.job_path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
            cwd=self.workdir,
        )
        threading.Thread(target=self._read_stdout, args=(self.proc, self.lines), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self.proc, log_file), daemon=True).start()

    @staticmethod
    def _read_stdout(proc: subprocess.Popen, lines: queue.Queue) -> None:
        for line in proc.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    def _read_stderr(self, proc: subprocess.Popen, log_file) -> None:
        with log_file:
            for line in proc.stderr:
                log_file.write(line)
                if line.strip():
                    self.stderr_tail.append(line.rstrip())

    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def _next_line(self, timeout: float, waiting_for: str) -> str:
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self.kill()
                raise WorkerDied(f"timed out after {timeout:.0f} s {waiting_for}")
            try:
                line = self.lines.get(timeout=remaining)
            except queue.Empty:
                continue
            if line is None:
                raise WorkerDied(f"worker exited ({self._exit_status()}) {waiting_for}: {self._last_error()}")
            return line

    def wait_ready(self, timeout: float) -> None:
        while self._next_line(timeout, "while starting") != shared.READY_LINE:
            pass
        self.ready = True

    def run(self, name: str, target: str, timeout: float) -> dict:
        try:
            self.proc.stdin.write(f"{name} {target}\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # the reader reports the exit
        while True:
            line = self._next_line(timeout, f"while compiling {name} for {target}")
            if line.startswith(shared.RESULT_PREFIX):
                return json.loads(line[len(shared.RESULT_PREFIX):])

    def _exit_status(self) -> str:
        try:
            code = self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            return "still running"
        if code < 0:
            try:
                return f"killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"signal {-code}"
        return f"exit status {code}"

    # Log chatter that never explains a failure: torch's glog-style lines, warnings, their source lines.
    _NOISE = re.compile(r"^([WIEF]\d{4} |\s+return |.*Warning\b|Failed to load )")

    def _last_error(self) -> str:
        time.sleep(0.5)  # let the stderr reader catch up
        tail = list(self.stderr_tail)
        fatal = [i for i, line in enumerate(tail) if line.startswith("Fatal Python error")]
        if fatal:  # faulthandler: the error, then the innermost frame of the crashing thread
            frame = next((line.strip() for line in tail[fatal[-1]:] if line.strip().startswith("File ")), "")
            return f"{tail[fatal[-1]].strip()} at {frame}"[:300] if frame else tail[fatal[-1]].strip()
        for line in reversed(tail):
            if not self._NOISE.match(line):
                return line.strip()[:200]
        return "no error output"

    def kill(self) -> None:
        if self.running():
            self.proc.kill()
            self.proc.wait()

    def close(self) -> None:
        if self.running():
            try:
                self.proc.stdin.write("\n")
                self.proc.stdin.close()
                self.proc.wait(timeout=60)
            except (BrokenPipeError, OSError, subprocess.TimeoutExpired):
                self.kill()


def run_competitor(worker: CompetitorWorker, name: str, target: str, timeout: float) -> dict:
    """The competitor's result for one model and target; a worker that crashed or timed out
    before is replaced first, and a failure to start is this model's failure."""
    try:
        if not worker.running():
            worker.start()
        if not worker.ready:
            worker.wait_ready(timeout)
    except WorkerDied as exc:
        return {"ok": False, "error": f"competitor worker: {exc}"}
    try:
        theirs = worker.run(name, target, timeout)
    except WorkerDied as exc:
        return {"ok": False, "error": f"competitor {exc}", "stderr_tail": list(worker.stderr_tail)[-40:]}
    if theirs.get("error", "").startswith("SystemExit"):
        # An argparse exit (Vela rejecting its flags): its message went to the worker's stderr.
        reason = next((line for line in reversed(worker.stderr_tail) if "error:" in line), None)
        if reason:
            theirs["error"] += f" ({reason.strip()[:200]})"
    return theirs


# --------------------------------------------------------------------------------------------
# Table


def _int(value) -> str:
    return f"{value:,}"


def _sqnr(side: dict, key: str) -> str:
    if key not in side:
        return "n/a"
    value = side[key]
    return "inf" if math.isinf(value) and value > 0 else f"{value:.2f}"


def int_sqnr_gain(entry: dict, other: str = "competitor") -> float | None:
    """armnpu's integer-program SQNR minus the `other` side's, in dB (> 0: armnpu is more accurate)."""
    if other not in entry:
        return None
    ours, theirs = entry["armnpu"].get("int_sqnr_db"), entry[other].get("int_sqnr_db")
    if ours is None or theirs is None or not (math.isfinite(ours) and math.isfinite(theirs)):
        return None
    return ours - theirs


COLUMNS = [
    # header, alignment
    ("model", "<"),
    ("side", "<"),
    ("compile s", ">"),
    ("ET/armnpu", ">"),
    ("deleg ops", ">"),
    ("CPU ops", ">"),
    ("delegates", ">"),
    ("TRANSPOSE", ">"),
    ("Vela cycles", ">"),
    ("SRAM B", ">"),
    ("off-chip B", ">"),
    ("FQ SQNR", ">"),
    ("int SQNR", ">"),
    ("int a-ET", ">"),
]


def side_cells(side: dict) -> list[str] | str:
    """The metric cells of one side, or its failure text."""
    if not side.get("ok"):
        return f"FAILED: {side.get('error', 'unknown error')}"
    has_vela = "vela_cycles" in side
    return [
        f"{side['compile_s']:.2f}",
        "",
        _int(sum(side["delegated_ops"].values())),
        _int(sum(side["cpu_ops"].values())),
        _int(side["num_delegates"]),
        _int(side["transposes"]) if "transposes" in side else "n/a",
        _int(side["vela_cycles"]) if has_vela else "n/a",
        _int(side["sram_bytes"]) if has_vela else "n/a",
        _int(side["offchip_bytes"]) if has_vela else "n/a",
        _sqnr(side, "sqnr_db"),
        _sqnr(side, "int_sqnr_db"),
        "",
    ]


def render_table(results: dict[str, dict]) -> str:
    rows: list[tuple[list[str] | str, list[str]]] = []  # (cells or failure text, note lines)
    for model, entry in results.items():
        for label, key in SIDES:
            if key not in entry:
                continue
            side = entry[key]
            cells = side_cells(side)
            if isinstance(cells, list) and key != "armnpu":
                if (ratio := compile_ratio(entry, key)) is not None:
                    cells[1] = f"{1 / ratio:.2f}x"
                if (gain := int_sqnr_gain(entry, key)) is not None:
                    cells[-1] = f"{gain:+.2f}"
            lead = [model if key == "armnpu" else "", label]
            notes = list(side.get("notes", []))
            for metric in ("sqnr_db", "int_sqnr_db", "top1_fq", "top1_int"):
                if side.get("ok") and f"{metric}_error" in side:
                    notes.append(f"{metric}: {side[metric + '_error']}")
            rows.append((lead + cells if isinstance(cells, list) else lead + [cells], notes))

    headers = [h for h, _ in COLUMNS]
    widths = [len(h) for h in headers]
    for cells, _ in rows:
        if len(cells) == len(COLUMNS):
            widths = [max(w, len(c)) for w, c in zip(widths, cells)]
    # Failure rows: model and side cells are aligned, the reason runs across the metric columns.
    for cells, _ in rows:
        if len(cells) != len(COLUMNS):
            widths[0] = max(widths[0], len(cells[0]))
            widths[1] = max(widths[1], len(cells[1]))

    def fmt(cells: list[str]) -> str:
        if len(cells) != len(COLUMNS):
            return f"{cells[0]:<{widths[0]}}  {cells[1]:<{widths[1]}}  {cells[2]}"
        return "  ".join(f"{c:{a}{w}}" for c, (_, a), w in zip(cells, COLUMNS, widths)).rstrip()

    indent = " " * (widths[0] + 2 + widths[1] + 2)
    out = [fmt(headers), "  ".join("-" * w for w in widths)]
    previous_model = None
    for cells, notes in rows:
        if cells[0] and previous_model is not None:
            out.append("")
        if cells[0]:
            previous_model = cells[0]
        out.append(fmt(cells))
        out.extend(f"{indent}note: {note}" for note in notes)
    return "\n".join(out)


def simple_table(headers: list[str], rows: list[list[str]], left: tuple[int, ...] = (0,)) -> str:
    """Columns in `left` left-aligned, the others right-aligned."""
    widths = [max(len(row[i]) for row in [headers, *rows]) for i in range(len(headers))]

    def fmt(row: list[str]) -> str:
        return "  ".join(f"{c:{'<' if i in left else '>'}{w}}" for i, (c, w) in enumerate(zip(row, widths))).rstrip()

    return "\n".join([fmt(headers), "  ".join("-" * w for w in widths), *map(fmt, rows)])


def _percent(side: dict, key: str) -> str:
    return f"{100 * side[key]:.2f}%" if key in side else "n/a"


def render_top1(results: dict[str, dict]) -> str:
    """Top-1 on the labelled held-out set, for the models that have one."""
    headers = ["model", "test images", "float", f"{ARMNPU} FQ", f"{ARMNPU} int", f"{COMPETITOR} FQ", f"{COMPETITOR} int"]
    rows = []
    for model, entry in results.items():
        if entry["float_top1"] is None:
            continue
        ours, theirs = entry["armnpu"], entry["competitor"]
        rows.append([model, str(entry["test_images"]), f"{100 * entry['float_top1']:.2f}%",
                     _percent(ours, "top1_fq"), _percent(ours, "top1_int"),
                     _percent(theirs, "top1_fq"), _percent(theirs, "top1_int")])
    return "top-1 on the held-out test split (real data)\n" + simple_table(headers, rows)


# --------------------------------------------------------------------------------------------
# Summary: the figures the goals are about

# Goals (armnpu against the competitor). Ratios are armnpu / competitor, gains armnpu - competitor.
GOAL_COMPILE_RATIO = 0.5  # geomean of compile seconds
# Geomean of Vela cycles per target family (issue 27's proof); none on the U65.
GOAL_CYCLES_GEOMEAN = {"ethos-u55-": 0.80, "ethos-u85-": 0.70}
GOAL_CYCLES_MAX = 1.0  # Vela cycles on every model and target
GOAL_INT_SQNR_MEAN = 1.0  # dB, mean integer-program SQNR gain
GOAL_INT_SQNR_MIN = 0.0  # dB, on every model


def geomean(values: list[float]) -> float | None:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def compile_ratio(entry: dict, other: str = "competitor") -> float | None:
    """armnpu's compile seconds over the `other` side's (< 1: armnpu is faster)."""
    ours, theirs = entry["armnpu"], entry.get(other, {})
    if not (ours.get("ok") and theirs.get("ok")) or theirs["compile_s"] <= 0:
        return None
    return ours["compile_s"] / theirs["compile_s"]


def cycles_ratio(entry: dict, other: str = "competitor") -> float | None:
    """armnpu's Vela cycles over the `other` side's, when both compiled and have NPU cycles."""
    theirs_side = entry.get(other, {})
    ours, theirs = entry["armnpu"].get("vela_cycles"), theirs_side.get("vela_cycles")
    if not (entry["armnpu"].get("ok") and theirs_side.get("ok")) or not ours or not theirs:
        return None
    return ours / theirs


def _figure(value: float | None, goal: float | None, at_most: bool, **extra) -> dict:
    """A summary figure, its goal and whether it is met (None: no value or no goal)."""
    met = None if value is None or goal is None else (value <= goal if at_most else value >= goal)
    return {"value": value, "goal": goal, "at_most": at_most, "met": met, **extra}


def summarize(entries: dict[str, dict], cycles_geomean_goal: float | None) -> dict:
    """The goals' figures over `entries` (label -> one model's entry on one target)."""

    def collect(measure) -> dict[str, float]:
        return {label: value for label, entry in entries.items() if (value := measure(entry)) is not None}

    compile_ratios, cycles, gains = collect(compile_ratio), collect(cycles_ratio), collect(int_sqnr_gain)
    highest = max(cycles, key=cycles.get, default=None)
    worst = min(gains, key=gains.get, default=None)
    return {
        "compile_ratio_geomean": _figure(geomean(list(compile_ratios.values())), GOAL_COMPILE_RATIO, True,
                                         models=len(compile_ratios)),
        "cycles_ratio_geomean": _figure(geomean(list(cycles.values())), cycles_geomean_goal, True, models=len(cycles)),
        "cycles_ratio_max": _figure(cycles.get(highest), GOAL_CYCLES_MAX, True, model=highest),
        "cycles_higher_on": [label for label, ratio in cycles.items() if ratio > 1.0],
        "int_sqnr_gain_mean": _figure(sum(gains.values()) / len(gains) if gains else None, GOAL_INT_SQNR_MEAN, False,
                                      models=len(gains)),
        "int_sqnr_at_least_competitor": _figure(sum(g >= 0 for g in gains.values()), len(gains) or None, False,
                                                models=len(gains)),
        "int_sqnr_gain_worst": _figure(gains.get(worst), GOAL_INT_SQNR_MIN, False, model=worst),
        **({"tflite": summarize_tflite(entries)} if any("tflite" in entry for entry in entries.values()) else {}),
    }


def same_delegation(entry: dict, other: str) -> bool:
    """Whether the `other` side leaves no more compute ops on the CPU than armnpu: only then do NPU
    cycles compare the same work (a TFLite program with float ops on the CPU has fewer NPU cycles)."""
    ours, theirs = entry["armnpu"], entry.get(other, {})
    return bool(ours.get("ok") and theirs.get("ok")) and sum(theirs["cpu_ops"].values()) <= sum(ours["cpu_ops"].values())


def summarize_tflite(entries: dict[str, dict]) -> dict:
    """armnpu against the TFLite column: compile ratios and SQNR gains over every model, cycle ratios
    over the models whose TFLite program leaves no more ops on the CPU (no goal but the max)."""
    compile_ratios = {label: r for label, entry in entries.items() if (r := compile_ratio(entry, "tflite")) is not None}
    cycles = {label: r for label, entry in entries.items()
              if same_delegation(entry, "tflite") and (r := cycles_ratio(entry, "tflite")) is not None}
    gains = [g for entry in entries.values() if (g := int_sqnr_gain(entry, "tflite")) is not None]
    highest = max(cycles, key=cycles.get, default=None)
    return {
        "compile_ratio_geomean": _figure(geomean(list(compile_ratios.values())), None, True, models=len(compile_ratios)),
        "cycles_ratio_geomean": _figure(geomean(list(cycles.values())), None, True, models=len(cycles)),
        "cycles_ratio_max": _figure(cycles.get(highest), GOAL_CYCLES_MAX, True, model=highest),
        "cycles_higher_on": [label for label, ratio in cycles.items() if ratio > 1.0],
        "int_sqnr_gain_mean": _figure(sum(gains) / len(gains) if gains else None, None, False, models=len(gains)),
    }


def cycles_geomean_goal(target: str) -> float | None:
    return next((goal for family, goal in GOAL_CYCLES_GEOMEAN.items() if target.startswith(family)), None)


def _status(figure: dict) -> str:
    return {True: "met", False: "MISSED", None: ""}[figure["met"]]


def _ratio_row(what: str, figure: dict) -> list[str]:
    value = "n/a" if figure["value"] is None else f"{figure['value']:.3f}x"
    goal = "-" if figure["goal"] is None else f"<= {figure['goal']:.2f}"
    return [what, value, goal, _status(figure), figure.get("model") or ""]


def _db_row(what: str, figure: dict) -> list[str]:
    value = "n/a" if figure["value"] is None else f"{figure['value']:+.2f} dB"
    goal = "-" if figure["goal"] is None else f">= {figure['goal']:+.2f} dB"
    return [what, value, goal, _status(figure), figure.get("model") or ""]


def render_summary(scope: str, summary: dict) -> str:
    at_least = summary["int_sqnr_at_least_competitor"]
    rows = [
        _ratio_row(f"compile s {ARMNPU}/{COMPETITOR}, geomean of {summary['compile_ratio_geomean']['models']}",
                   summary["compile_ratio_geomean"]),
        _ratio_row(f"Vela cycles {ARMNPU}/{COMPETITOR}, geomean of {summary['cycles_ratio_geomean']['models']}",
                   summary["cycles_ratio_geomean"]),
        _ratio_row(f"Vela cycles {ARMNPU}/{COMPETITOR}, max", summary["cycles_ratio_max"]),
        _db_row(f"int SQNR {ARMNPU}-{COMPETITOR}, mean of {summary['int_sqnr_gain_mean']['models']}",
                summary["int_sqnr_gain_mean"]),
        [f"int SQNR {ARMNPU} >= {COMPETITOR} on", f"{at_least['value']} of {at_least['models']}", "all",
         _status(at_least), ""],
        _db_row(f"int SQNR {ARMNPU}-{COMPETITOR}, worst", summary["int_sqnr_gain_worst"]),
    ]
    tflite = summary.get("tflite")
    if tflite:
        rows += [
            _ratio_row(f"compile s {ARMNPU}/{TFLITE}, geomean of {tflite['compile_ratio_geomean']['models']}",
                       tflite["compile_ratio_geomean"]),
            _ratio_row(f"Vela cycles {ARMNPU}/{TFLITE}, geomean of {tflite['cycles_ratio_geomean']['models']} "
                       "(no more CPU ops)",
                       tflite["cycles_ratio_geomean"]),
            _ratio_row(f"Vela cycles {ARMNPU}/{TFLITE}, max", tflite["cycles_ratio_max"]),
            _db_row(f"int SQNR {ARMNPU}-{TFLITE}, mean of {tflite['int_sqnr_gain_mean']['models']}",
                    tflite["int_sqnr_gain_mean"]),
        ]
    table = simple_table(["figure", "value", "goal", "", "model"], rows, left=(0, 4))
    text = (f"summary, {scope}\n" + table
            + f"\n{ARMNPU}'s Vela cycles above {COMPETITOR}'s on: {', '.join(summary['cycles_higher_on']) or 'none'}")
    if tflite:
        text += f"\n{ARMNPU}'s Vela cycles above {TFLITE}'s on: {', '.join(tflite['cycles_higher_on']) or 'none'}"
    return text


def _cycles(side: dict | None) -> int | None:
    return side.get("vela_cycles") if side and side.get("ok") else None


def _over(numerator: int | None, denominator: int | None) -> str:
    return f"{numerator / denominator:.3f}x" if numerator and denominator else "n/a"


def render_nhwc(results: dict[str, dict]) -> str:
    """armnpu with NHWC program IO next to its default (NCHW) compile and the competitor's."""
    headers = ["model", "NCHW cycles", "NHWC cycles", "NHWC/NCHW", f"NHWC/{COMPETITOR}", "TRANSPOSE NCHW",
               "TRANSPOSE NHWC"]
    rows, failures = [], []
    for model, entry in results.items():
        ours, nhwc = entry["armnpu"], entry.get("armnpu_nhwc")
        nchw_cycles, nhwc_cycles = _cycles(ours), _cycles(nhwc)
        if nhwc is not None and not nhwc.get("ok"):
            failures.append(f"{model}: FAILED: {nhwc.get('error', 'unknown error')}")
        rows.append([
            model,
            _int(nchw_cycles) if nchw_cycles is not None else "n/a",
            _int(nhwc_cycles) if nhwc_cycles is not None else "n/a",
            _over(nhwc_cycles, nchw_cycles),
            _over(nhwc_cycles, _cycles(entry["competitor"])),
            _int(ours["transposes"]) if "transposes" in ours else "n/a",
            _int(nhwc["transposes"]) if nhwc and "transposes" in nhwc else "n/a",
        ])
    return ("armnpu with NHWC (channels-last) program IO, models with a 4-D input; not in the summary\n"
            + simple_table(headers, rows) + "".join(f"\nnote: {failure}" for failure in failures))


LEGEND = """\
compile s   export + quantize (incl. calibration) + lower (incl. Vela) + to_executorch, wall clock
            (fastest of --repeat runs; WARMUP);
            ET/armnpu = competitor seconds / armnpu seconds (>1: armnpu compiles faster); on the
            TFLite row, (litert-torch conversion + Vela on the .tflite) / armnpu seconds
deleg/CPU   compute ops inside delegates / left on the CPU (Q/DQ and getitem not counted; each
            side counts its own edge graph, so decompositions can differ)
TRANSPOSE   TOSA TRANSPOSE operators in the delegates' TOSA graphs (summed over partitions)
Vela        armnpu's run_vela with the flags above on each side's TOSA: cycles summed, SRAM peak
            = max over partitions, off-chip (DRAM + off-chip flash) summed. NPU partitions only:
            ops left on the CPU cost nothing in these columns.
FQ SQNR     10*log10(sum(ref^2)/sum((ref-q)^2)) of each side's convert_pt2e (fake-quant) model vs
            the float model on held-out inputs (random; digits: test images), in dB
int SQNR    the same for each side's integer program: its lowered edge program with CPU ops in
            torch and every delegate's TOSA graph (the one given to Vela) in the TOSA reference model
int a-ET    armnpu's int SQNR minus the competitor's, dB (> 0: armnpu's program is more accurate;
            +3 dB = half the noise power); on the TFLite row armnpu's minus the .tflite's (LiteRT's
            interpreter)
TFLite      (--tflite-python) litert-torch's int8 .tflite through Vela with the flags above minus
            --output-format: deleg ops = TFLite operators on the NPU, CPU ops = those Vela left
            on the CPU (QUANTIZE/DEQUANTIZE not counted), Vela's cycles_total
NHWC IO     (--nhwc-io) armnpu compiled once more with io_layout="nhwc": 4-D program inputs and
            outputs in channels-last order, so delegates need no layout TRANSPOSE at their edges;
            n/a for models without a 4-D input. The competitor keeps NCHW IO in NHWC/ET.
top-1       float model, each side's fake-quant model and integer program on the labelled test
            split of the models that have one (digits), one image per call
summary     over the models where both sides compiled (cycles: both have NPU cycles; against TFLite
            only where its program leaves no more compute ops on the CPU than armnpu's): compile s
            and Vela cycles as armnpu/ET (< 1: armnpu better; the compile ratio is the inverse of
            the ET/armnpu column), geometric means and the max; int SQNR as armnpu - ET in dB.
            "goal" is what armnpu aims for (no cycles geomean goal on the U65), "met"/"MISSED" this run"""


# --------------------------------------------------------------------------------------------
# Main


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"


def _split(text: str) -> list[str]:
    return [item.strip() for item in text.split(",") if item.strip()]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    default_models = [name for name in model_names() if name not in QUICK_TEST_MODELS]
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default=",".join(default_models),
                        help=f"comma-separated model names (default: {','.join(default_models)}; "
                             f"available: {','.join(model_names())})")
    parser.add_argument("--heldout", action="store_true",
                        help="the held-out models (bench/heldout_models.py, named heldout/...) instead of "
                             "the default set; with --models, added to the ones it names")
    parser.add_argument("--targets", help="comma-separated Ethos-U accelerator configs, one table each "
                                          f"(default {','.join(DEFAULT_TARGETS)})")
    parser.add_argument("--target", help="a single target: the same as --targets TARGET")
    parser.add_argument("--calib", type=int, default=8, help="calibration batches, shared by both sides (default 8)")
    parser.add_argument("--eval-inputs", type=int, default=4, help="held-out inputs for SQNR (default 4)")
    parser.add_argument("--repeat", type=int, default=1,
                        help="compile each model this many times per side and report the fastest (default 1)")
    parser.add_argument("--json", metavar="PATH", help="also write every number (per partition, per op) as JSON")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds the competitor may take per model (default 1800)")
    parser.add_argument("--nhwc-io", action="store_true",
                        help="also compile each model with a 4-D input once more with armnpu's channels-last "
                             "program IO, and report it in a table of its own (not in the summary)")
    parser.add_argument("--tflite-python", metavar="PYTHON",
                        help="the python of a venv with litert-torch (see bench/_tflite_worker.py): adds a "
                             f"{TFLITE} row per model, litert-torch's int8 .tflite through Vela with armnpu's flags")
    parser.add_argument("--tflite-reuse", metavar="DIR",
                        help="the TFLite row from the .tflite files an earlier --tflite-python run converted "
                             "(its --workdir's tflite/): conversions do not depend on the target")
    parser.add_argument("--no-warmup", action="store_true",
                        help=f"skip the untimed {WARMUP_MODEL} compile each side does before the first timed one")
    parser.add_argument("--render", metavar="JSON",
                        help="compile nothing: print the tables and summaries of a --json file (also of a stopped run)")
    parser.add_argument("--workdir", metavar="DIR",
                        help="keep the job file, the competitor's TOSA dumps and worker logs here (default: a temp dir)")
    args = parser.parse_args(argv)
    named = [] if args.heldout and args.models == parser.get_default("models") else _split(args.models)
    args.models = list(dict.fromkeys([*named, *(heldout_names() if args.heldout else [])]))
    unknown = [m for m in args.models if m not in model_names()]
    if unknown:
        parser.error(f"unknown model(s) {', '.join(unknown)}; available: {', '.join(model_names())}")
    if args.target and args.targets:
        parser.error("give --target or --targets, not both")
    args.targets = [args.target] if args.target else _split(args.targets or ",".join(DEFAULT_TARGETS))
    if not args.targets or len(set(args.targets)) != len(args.targets):
        parser.error("--targets must name each target once")
    if args.calib < 1 or args.eval_inputs < 1 or args.repeat < 1:
        parser.error("--calib, --eval-inputs and --repeat must be at least 1")
    return args


def report_to_stdout_only() -> None:
    """Native code (the TOSA reference model, Vela's C++ core) writes to file descriptor 1: point
    that at stderr and give Python's stdout a copy of the original, so stdout holds just the report."""
    sys.stdout.flush()
    sys.stdout = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)


def render_json(path: str) -> str:
    """The tables and summaries of a --json file, also of a run stopped before it ended: the
    targets' summaries are computed again from the results it holds."""
    payload = json.loads(Path(path).read_text())
    parts, every_pair = [], {}
    for target, by_model in payload["results"].items():
        if not by_model:
            continue
        summary = summarize(by_model, cycles_geomean_goal(target))
        parts.append(render_target(target, by_model, payload["vela_flags"].get(target, []), summary))
        every_pair.update({f"{name}@{target}": entry for name, entry in by_model.items()})
    if len(parts) > 1:
        parts.append(render_summary(f"all targets ({len(every_pair)} model-target pairs)", summarize(every_pair, None)) + "\n")
    finished = "" if payload.get("total_wall_s") is not None else " (the run had not finished)"
    return "\n".join(parts) + f"\nrendered from {path}{finished}"


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.render:
        print(render_json(args.render))
        return 0
    report_to_stdout_only()
    warnings.simplefilter("ignore", FutureWarning)
    wall_start = _PROCESS_START

    if args.workdir:
        workdir = Path(args.workdir).resolve()
        workdir.mkdir(parents=True, exist_ok=True)
        cleanup = None
    else:
        cleanup = tempfile.TemporaryDirectory(prefix="armnpu_compare_")
        workdir = Path(cleanup.name)

    try:
        return _run(args, workdir, wall_start)
    finally:
        if cleanup is not None:
            cleanup.cleanup()


def default_vela_flags(target: str) -> list[str]:
    """armnpu's Vela flags for `target`, which measure both sides' TOSA."""
    try:
        return list(armnpu.EthosUCompileSpec(target).compiler_flags)
    except Exception as exc:  # noqa: BLE001 - still try both sides; each will report the problem
        log(f"armnpu rejects target {target!r}: {shared.one_line(exc)}")
        return []


def versions() -> dict[str, str]:
    return {
        "armnpu": _version("armnpu"),
        "executorch": _version("executorch"),
        "torch": torch.__version__,
        "ethos-u-vela": _version("ethos-u-vela"),
        "python": platform.python_version(),
    }


def warm_up_armnpu(target: str) -> None:
    log(f"armnpu warm-up on {WARMUP_MODEL}...")
    model, example_inputs = EXAMPLES[WARMUP_MODEL].build()
    try:
        armnpu.compile(model, example_inputs, target=target, calibration=[example_inputs])
    except Exception as exc:  # noqa: BLE001
        log(f"armnpu warm-up failed (ignored): {shared.one_line(exc)}")


def compare_model(name: str, workload: Workload, target: str, worker: CompetitorWorker, args: argparse.Namespace,
                  default_flags: list[str], prefix: str, converted: dict | None, workdir: Path) -> dict:
    """Both sides (and Vela on the converted .tflite, if any) on one model and target, one after the other."""
    log(f"{prefix}: armnpu...")
    ours = run_armnpu(workload, target, args.repeat)
    log(f"{prefix}: armnpu " + (f"{ours['compile_s']:.1f} s" if ours["ok"] else ours["error"]))
    nhwc = {}
    if args.nhwc_io:
        log(f"{prefix}: armnpu with NHWC IO...")
        nhwc["armnpu_nhwc"] = run_armnpu_nhwc(workload, target)

    log(f"{prefix}: {COMPETITOR}...")
    theirs = run_competitor(worker, name, target, args.timeout)
    if theirs.get("ok"):
        measure_competitor_tosa(theirs, ours.get("vela_flags") or default_flags)
    log(f"{prefix}: {COMPETITOR} " + (f"{theirs['compile_s']:.1f} s" if theirs.get("ok") else theirs["error"]))

    tflite = {}
    if converted is not None:
        log(f"{prefix}: {TFLITE} -> Vela...")
        tflite["tflite"] = tflite_vela.compile_with_vela(converted, ours.get("vela_flags") or default_flags,
                                                         workdir / "tflite" / target)
        log(f"{prefix}: {TFLITE} " + (f"{tflite['tflite']['compile_s']:.1f} s" if tflite["tflite"]["ok"]
                                      else tflite["tflite"]["error"]))

    ratio = None
    if ours.get("ok") and theirs.get("ok") and ours["compile_s"] > 0:
        ratio = theirs["compile_s"] / ours["compile_s"]
    return {"armnpu": ours, "competitor": theirs, "compile_ratio": ratio, **float_top1(workload), **nhwc, **tflite}


def render_target(target: str, results: dict[str, dict], flags: list[str], summary: dict) -> str:
    parts = [f"=== {target} ===", f"Vela flags (every side): {' '.join(flags) or 'n/a'}", "", render_table(results)]
    if any("armnpu_nhwc" in entry for entry in results.values()):
        parts += ["", render_nhwc(results)]
    if any(entry["float_top1"] is not None for entry in results.values()):
        parts += ["", render_top1(results)]
    parts += ["", render_summary(target, summary), ""]
    return "\n".join(parts)


def write_json(args: argparse.Namespace, flags: dict, summaries: dict, results: dict, total_s: float | None) -> None:
    """Every number to --json; also written after each model (total_wall_s None until the run ends,
    no summary for a target still running), so a long run that is stopped keeps what it finished."""
    payload = {
        "targets": args.targets,
        "models": args.models,
        "calibration_batches": args.calib,
        "eval_inputs": args.eval_inputs,
        "repeat": args.repeat,
        "warmup": None if args.no_warmup else WARMUP_MODEL,
        "nhwc_io": args.nhwc_io,
        "tflite_python": args.tflite_python,
        "tflite_reuse": args.tflite_reuse,
        "vela_flags": flags,
        "versions": versions(),
        "goals": {
            "compile_ratio_geomean_max": GOAL_COMPILE_RATIO,
            "cycles_ratio_geomean_max": GOAL_CYCLES_GEOMEAN,
            "cycles_ratio_max": GOAL_CYCLES_MAX,
            "int_sqnr_gain_mean_min_db": GOAL_INT_SQNR_MEAN,
            "int_sqnr_gain_min_db": GOAL_INT_SQNR_MIN,
        },
        "summary": summaries,
        "results": results,
        "total_wall_s": total_s,
    }
    Path(args.json).write_text(json.dumps(payload, indent=1, default=str))


def _run(args: argparse.Namespace, workdir: Path, wall_start: float) -> int:
    flags = {target: default_vela_flags(target) for target in args.targets}
    print(f"armnpu vs ExecuTorch Arm backend ({COMPETITOR}) on {', '.join(args.targets)}: "
          f"{args.calib} calibration batches (seed {CALIBRATION_SEED}), {args.eval_inputs} held-out SQNR inputs, "
          f"compile time = fastest of {args.repeat}")
    print("versions: " + ", ".join(f"{dist} {version}" for dist, version in versions().items()) + "\n")

    # Same models (weights), example inputs, calibration batches and held-out inputs for both sides.
    workloads = {name: build_workload(name, args.calib, args.eval_inputs) for name in args.models}
    job_path = workdir / "job.pt"
    torch.save(
        {
            "targets": args.targets,
            "models": {name: job_entry(workload) for name, workload in workloads.items()},
            "artifact_root": str(workdir / "competitor_artifacts"),
            "warmup": None if args.no_warmup else WARMUP_MODEL,
            "repeat": args.repeat,
        },
        job_path,
    )

    converted: dict[str, dict] | None = None
    if args.tflite_reuse:
        converted = tflite_vela.load_conversions(Path(args.tflite_reuse), args.models)
    elif args.tflite_python:  # before any timed compile: the conversions never run beside one
        log(f"{TFLITE}: converting {len(args.models)} model(s) with litert-torch ({args.tflite_python})...")
        converted = tflite_vela.convert_models(args.tflite_python, job_path, workdir / "tflite",
                                               args.models, args.timeout * len(args.models))
        for name, result in converted.items():
            log(f"{TFLITE} {name}: " + (f"{result['convert_s']:.1f} s" if result.get("ok") else result["error"]))

    worker = CompetitorWorker(job_path, workdir)
    log("starting the competitor worker (imports executorch.backends.arm)...")
    worker.start()
    if not args.no_warmup:  # overlaps the worker's start-up; neither is timed
        warm_up_armnpu(args.targets[0])
    try:  # before the first timed compile, so the two sides never run at the same time
        worker.wait_ready(args.timeout)
    except WorkerDied as exc:
        log(f"competitor worker: {exc} (a fresh one takes the first model)")

    results: dict[str, dict[str, dict]] = {}
    summaries: dict[str, dict] = {}
    for target in args.targets:
        results[target] = {}
        for index, name in enumerate(args.models, 1):
            prefix = f"[{target} {index}/{len(args.models)}] {name}"
            results[target][name] = compare_model(name, workloads[name], target, worker, args, flags[target], prefix,
                                                  None if converted is None else converted[name], workdir)
            if args.json:
                write_json(args, flags, summaries, results, None)
        summaries[target] = summarize(results[target], cycles_geomean_goal(target))
        print(render_target(target, results[target], flags[target], summaries[target]))
        if args.json:
            write_json(args, flags, summaries, results, None)
    worker.close()
    if len(args.targets) > 1:
        every_pair = {f"{name}@{target}": entry for target, by_model in results.items() for name, entry in by_model.items()}
        summaries["all targets"] = summarize(every_pair, None)
        print(render_summary(f"all targets ({len(every_pair)} model-target pairs)", summaries["all targets"]) + "\n")
    total_s = time.perf_counter() - wall_start

    warmup = "no warm-up" if args.no_warmup else f"after an untimed {WARMUP_MODEL} compile on each side"
    print(LEGEND.replace("WARMUP", warmup))
    print(f"\ntotal wall time: {total_s:.1f} s")
    if args.workdir:
        print(f"artifacts and worker logs: {workdir}")

    if args.json:
        write_json(args, flags, summaries, results, total_s)
        print(f"JSON written to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
