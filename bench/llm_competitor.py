"""The competitor's recipe for a small LLM on the Ethos-U, on bench/llm.py's programs.

Its SmolLM2 example quantizes only the `nn.Linear` layers (int16 activations, int8 weights) and
lowers with its partitioner, so RMSNorm, RoPE, attention and the KV cache stay on the CPU in
float. Here that recipe runs in its own process (bench/_competitor_worker.py) on the same
prefill/decode modules and weights as armnpu's side; its delegates' TOSA goes through the same
Vela, with armnpu's flags, for the NPU cycles of the part it delegates.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import compare  # bench/: the competitor's worker process and Vela on its TOSA
import torch

import armnpu


def competitor_row(layers: int, program: str, module: torch.nn.Module, inputs: tuple, batches: list[tuple],
                   target: str, prompt: int, cache: int, timeout: float, memory_mode: str | None = None) -> dict:
    """Delegates, CPU ops, NPU cycles (Vela estimate), compile seconds and logits SQNR of the
    competitor's a16w8-linear recipe; calibrated on `batches[:-1]`, scored on the last. Its TOSA
    goes through Vela in `memory_mode` (armnpu's default for the target when None), as armnpu's."""
    name = f"llm/{layers}/{program}/{prompt}/{cache}"
    with tempfile.TemporaryDirectory(prefix="armnpu_llm_et_") as tmp:
        workdir = Path(tmp)
        job = workdir / "job.pt"
        torch.save({"targets": [target], "artifact_root": str(workdir / "artifacts"), "recipe": "a16w8-linear",
                    "models": {name: {"state_dict": module.state_dict(), "example_inputs": inputs,
                                      "calibration": batches[:-1], "eval_inputs": batches[-1:]}}}, job)
        worker = compare.CompetitorWorker(job, workdir)
        try:
            theirs = compare.run_competitor(worker, name, target, timeout)
            if theirs.get("ok") and target.startswith("ethos-u"):
                flags = list(armnpu.EthosUCompileSpec(target, memory_mode=memory_mode).compiler_flags)
                compare.measure_competitor_tosa(theirs, flags)
        finally:
            worker.close()
    return theirs
