"""The TFLite -> Vela column of bench/compare.py: what users compare the competitor against on boards.

Conversion runs in a separate venv (bench/_tflite_worker.py explains why and how to make it): one
subprocess converts every model to an int8 .tflite with litert-torch, once for all targets. Vela
then compiles each .tflite here, as a user runs it (``python -m ethosu.vela``, TFLite output),
with armnpu's flags for the target minus the output format: the same system config, memory mode
and Vela as both other sides.

Figures per model and target: the seconds (litert-torch's conversion + this Vela run), Vela's
cycles, SRAM peak and off-chip bytes from its summary CSV, and the ops Vela left on the CPU,
read from the optimised .tflite it writes (every operator but Vela's ``ethos-u`` custom op).
QUANTIZE/DEQUANTIZE are counted apart, as compare.py counts no Q/DQ op on the other sides.
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
import time
from pathlib import Path

from ethosu.vela.tflite.BuiltinOperator import BuiltinOperator
from ethosu.vela.tflite.Model import Model

WORKER = Path(__file__).resolve().parent / "_tflite_worker.py"
RESULT_PREFIX = "@@result@@ "
NPU_CUSTOM_OP = "ethos-u"  # the custom operator Vela replaces each NPU subgraph with
QDQ = ("QUANTIZE", "DEQUANTIZE")
_BUILTIN_NAMES = {value: name for name, value in vars(BuiltinOperator).items() if not name.startswith("_")}


CONVERSIONS = "conversions.json"  # every model's conversion result, beside the .tflite files


def convert_models(python: str, job_path: Path, out_dir: Path, names: list[str], timeout: float) -> dict[str, dict]:
    """Each model's conversion result (the .tflite's path, seconds, SQNR, or its failure), from one
    run of the worker in `python`'s venv; also written to out_dir/conversions.json, so that a later
    run (another target) can reuse them (load_conversions): they do not depend on the target."""
    results = {name: {"ok": False, "error": "the TFLite worker gave no result"} for name in names}
    try:
        proc = subprocess.run([python, str(WORKER), str(job_path), str(out_dir), *names], capture_output=True,
                              text=True, timeout=timeout, cwd=WORKER.parent)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return {name: {"ok": False, "error": f"TFLite worker: {type(exc).__name__}: {exc}"} for name in names}
    (out_dir / "tflite_worker.log").write_text(proc.stderr)
    for line in proc.stdout.splitlines():
        if line.startswith(RESULT_PREFIX):
            result = json.loads(line[len(RESULT_PREFIX):])
            results[result["model"]] = result
    if proc.returncode != 0:
        tail = [line for line in proc.stderr.splitlines() if line.strip()][-1:] or ["no error output"]
        for result in results.values():
            if not result.get("ok") and result["error"] == "the TFLite worker gave no result":
                result["error"] = f"TFLite worker exit status {proc.returncode}: {tail[0][:200]}"
    (out_dir / CONVERSIONS).write_text(json.dumps(results, indent=1))
    return results


def load_conversions(directory: Path, names: list[str]) -> dict[str, dict]:
    """The conversion results an earlier run wrote to `directory` (its workdir's tflite/), for `names`;
    a model it did not convert is this run's failure. The weights are seeded: same model, same file."""
    saved = json.loads((directory / CONVERSIONS).read_text())
    return {name: saved.get(name, {"ok": False, "error": f"not converted in {directory}"}) for name in names}


def operator_names(tflite: bytes) -> list[str]:
    """The operators of a .tflite's first subgraph, builtin names or custom codes."""
    model = Model.GetRootAsModel(tflite, 0)
    codes = []
    for index in range(model.OperatorCodesLength()):
        code = model.OperatorCodes(index)
        builtin = max(code.BuiltinCode(), code.DeprecatedBuiltinCode())
        custom = code.CustomCode()
        codes.append(custom.decode() if custom else _BUILTIN_NAMES.get(builtin, str(builtin)))
    graph = model.Subgraphs(0)
    return [codes[graph.Operators(i).OpcodeIndex()] for i in range(graph.OperatorsLength())]


def _count(names: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return dict(sorted(counts.items()))


def compile_with_vela(converted: dict, flags: list[str], out_dir: Path) -> dict:
    """Vela on one converted model for one target: the compare.py side dict of the TFLite column."""
    if not converted.get("ok"):
        return {"ok": False, "error": converted.get("error", "conversion failed")}
    tflite = Path(converted["tflite"])
    out_dir.mkdir(parents=True, exist_ok=True)
    vela_flags = [flag for flag in flags if not flag.startswith("--output-format")]
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "ethosu.vela", *vela_flags, f"--output-dir={out_dir}", str(tflite)],
                          capture_output=True, text=True)
    vela_s = time.perf_counter() - start
    (out_dir / f"{tflite.stem}_vela.log").write_text(proc.stdout + proc.stderr)
    summaries = sorted(out_dir.glob(f"{tflite.stem}_summary_*.csv"))
    optimised = out_dir / f"{tflite.stem}_vela.tflite"
    if proc.returncode != 0 or len(summaries) != 1 or not optimised.is_file():
        tail = [line for line in (proc.stdout + proc.stderr).splitlines() if line.strip()][-1:] or ["no output"]
        return {"ok": False, "error": f"Vela on {tflite.name}: exit status {proc.returncode}: {tail[0][:200]}"}
    with summaries[0].open(newline="") as f:
        summary = next(csv.DictReader(f))
    before = operator_names(tflite.read_bytes())
    after = operator_names(optimised.read_bytes())
    cpu = [name for name in after if name != NPU_CUSTOM_OP]
    kib = 1024
    return {
        "ok": True,
        "compile_s": converted["convert_s"] + vela_s,
        "convert_s": converted["convert_s"],
        "vela_s": vela_s,
        "vela_flags": vela_flags,
        # Operators of the converted model that Vela put on the NPU (all but those left on the CPU).
        "delegated_ops": {"tflite ops": len(before) - len(cpu)},
        "cpu_ops": _count([name for name in cpu if name not in QDQ]),
        "cpu_qdq_ops": _count([name for name in cpu if name in QDQ]),
        "num_delegates": after.count(NPU_CUSTOM_OP),
        "vela_cycles": int(summary["cycles_total"]),
        "npu_cycles": int(summary["cycles_npu"]),
        "sram_bytes": round(float(summary["sram_memory_used"]) * kib),
        "offchip_bytes": round((float(summary["dram_memory_used"])
                                + float(summary.get("off_chip_flash_memory_used", 0.0))) * kib),
        "tflite_bytes": converted["tflite_bytes"],
        **{key: converted[key] for key in ("int_sqnr_db", "int_sqnr_db_error") if key in converted},
    }
