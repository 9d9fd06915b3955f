"""Integer-program SQNR through the ExecuTorch-style flow: armnpu's quantizer before and after
`armnpu.quantizer.finalize`, against the competitor's documented flow, on the same inputs.

    python bench/etflow_sqnr.py [--models mobilenet_v3_small,digits] [--calib 8] [--eval-inputs 16]
                                [--json out.json]

Each side, for TOSA-1.0+INT (the integer program is the TOSA graph, with no Vela in between):
export, `TOSAQuantizer` with `get_symmetric_quantization_config()`, `prepare_pt2e`, calibration, then convert, and
`to_edge_transform_and_lower` with its own partitioner. armnpu runs three ways:
* `convert`: `convert_pt2e` and int8 logits (`set_int16_outputs(False)`), what the flow gave before;
* `convert+int16`: `convert_pt2e` with the quantizer's defaults (int16 logits);
* `finalize`: `armnpu.quantizer.finalize` in place of `convert_pt2e`, with the quantizer's defaults.
The integer program runs its delegates' TOSA in the reference model (bench/compare.py's
`integer_program`); SQNR is against the float model over the held-out inputs (compare.py's
workloads and seeds). Run-to-run differences of a few tenths of a dB are noise on 2-4 inputs:
use 16 or more. A benchmark, not a test: it never asserts.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import compare  # bench/: workloads, the competitor worker, SQNR helpers
import torch
from executorch.exir import EdgeCompileConfig, to_edge_transform_and_lower
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

from armnpu import TosaCompileSpec, TOSAPartitioner, TOSAQuantizer
from armnpu.quantizer import finalize, get_symmetric_quantization_config

VARIANTS = ("convert", "convert+int16", "finalize")
DEFAULT_MODELS = ("mobilenet_v2", "mobilenet_v3_small", "resnet18", "ds_cnn", "conv1d_speech", "digits")


TARGET = "TOSA-1.0+INT"


def armnpu_flow(workload: compare.Workload, variant: str) -> tuple[float, float]:
    """(fake-quant model, integer program) SQNR in dB of armnpu through the ExecuTorch-style flow."""
    spec = TosaCompileSpec(TARGET)
    quantizer = TOSAQuantizer(spec).set_global(get_symmetric_quantization_config())
    if variant == "convert":
        quantizer.set_int16_outputs(False)
    graph_module = torch.export.export(workload.model, workload.example_inputs).module(check_guards=False)
    prepared = prepare_pt2e(graph_module, quantizer)
    with torch.no_grad():
        for batch in workload.calibration:
            prepared(*batch)
    quantized = finalize(prepared, workload.calibration) if variant == "finalize" else convert_pt2e(prepared)
    edge = to_edge_transform_and_lower(
        torch.export.export(quantized, workload.example_inputs),
        partitioner=[TOSAPartitioner(spec)],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    integer = compare.shared.integer_program(edge.exported_program(), {})
    sqnr = compare.shared.sqnr_db
    return sqnr(workload.model, quantized, workload.eval_inputs), sqnr(workload.model, integer, workload.eval_inputs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS))
    parser.add_argument("--calib", type=int, default=8)
    parser.add_argument("--eval-inputs", type=int, default=16)
    parser.add_argument("--timeout", type=float, default=1800.0)
    parser.add_argument("--variants", default=",".join(VARIANTS), help=f"armnpu's ways, of {', '.join(VARIANTS)}")
    parser.add_argument("--json", metavar="PATH")
    args = parser.parse_args(argv)
    names = args.models.split(",")
    workloads = {name: compare.build_workload(name, args.calib, args.eval_inputs) for name in names}
    rows: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="etflow_") as tmp:
        workdir = Path(tmp)
        job_path = workdir / "job.pt"
        torch.save({"targets": [TARGET], "models": {n: compare.job_entry(w) for n, w in workloads.items()},
                    "artifact_root": str(workdir / "competitor"), "warmup": None, "repeat": 1}, job_path)
        worker = compare.CompetitorWorker(job_path, workdir)
        for name, workload in workloads.items():
            row: dict = {}
            for variant in args.variants.split(","):
                compare.log(f"{name}: armnpu {variant}...")
                start = time.perf_counter()
                compare.shared.score(row, f"{variant}_both", lambda v=variant, w=workload: armnpu_flow(w, v))
                row[f"{variant}_s"] = time.perf_counter() - start
                if f"{variant}_both" in row:
                    row[f"{variant}_fq"], row[variant] = row.pop(f"{variant}_both")
            compare.log(f"{name}: {compare.COMPETITOR}...")
            theirs = compare.run_competitor(worker, name, TARGET, args.timeout)
            row["competitor"], row["competitor_fq"] = theirs.get("int_sqnr_db"), theirs.get("sqnr_db")
            if theirs.get("int_sqnr_db") is None:
                row["competitor_error"] = theirs.get("error") or theirs.get("int_sqnr_db_error")
            rows[name] = row
            print(render_row(name, row), flush=True)
        worker.close()
    print(render_table(rows, args))
    if args.json:
        Path(args.json).write_text(json.dumps({"target": TARGET, "calib": args.calib,
                                               "eval_inputs": args.eval_inputs, "rows": rows}, indent=1))
    return 0


def _db(value) -> str:
    return f"{value:.2f}" if isinstance(value, float) else "n/a"


def render_row(name: str, row: dict) -> str:
    cells = [f"{_db(row.get(key))} ({_db(row.get(key + '_fq'))})" for key in (*VARIANTS, "competitor")]
    gain = row.get("finalize", None), row.get("competitor", None)
    delta = _db(gain[0] - gain[1]) if all(isinstance(v, float) for v in gain) else "n/a"
    errors = "; ".join(f"{k}: {v}" for k, v in row.items() if k.endswith("_error"))
    return f"| {name} | " + " | ".join(cells) + f" | {delta} |" + (f" {errors}" if errors else "")


def render_table(rows: dict[str, dict], args: argparse.Namespace) -> str:
    header = (f"\ninteger-program SQNR (fake-quant model's in brackets), dB, ExecuTorch-style flow, {TARGET}, {args.calib} calibration batches, "
              f"{args.eval_inputs} held-out inputs\n| model | armnpu convert (int8 logits) | armnpu convert (int16 logits) "
              f"| armnpu finalize | {compare.COMPETITOR} | finalize - {compare.COMPETITOR} |\n|---|---:|---:|---:|---:|---:|")
    lines = [render_row(name, row) for name, row in rows.items()]
    gains = [r["finalize"] - r["competitor"] for r in rows.values()
             if isinstance(r.get("finalize"), float) and isinstance(r.get("competitor"), float)]
    mean = f"\nmean finalize - {compare.COMPETITOR}: {sum(gains) / len(gains):+.2f} dB over {len(gains)} models" if gains else ""
    return "\n".join([header, *lines]) + mean


if __name__ == "__main__":
    sys.exit(main())
