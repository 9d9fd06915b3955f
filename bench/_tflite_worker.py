"""TFLite side of bench/compare.py: PyTorch -> int8 TFLite through litert-torch, in its own venv.

litert-torch 0.10.0 resolves with armnpu's pins (pyproject's ``tflite`` extra; the same .tflite
bytes as with the newer numpy, flatbuffers and transformers it picks alone) but pulls jax and
LiteRT, so it is best kept out of the project's venv; e.g.

    python3.11 -m venv /work/venv_lt
    /work/venv_lt/bin/pip install torch==2.13.0   # the +cpu wheel, before litert-torch
    /work/venv_lt/bin/pip install litert-torch==0.10.0 ai-edge-litert==2.3.0

and compare.py starts it with that venv's python (``--tflite-python``). It never imports armnpu's
compiler: the architectures come from the competitor worker's builders (``armnpu.examples``
under a stub package, bench/heldout_models.py, bench/zoo_models.py, bench/digits_model.py),
and the weights from the job file compare.py wrote, so all three sides see one model.

    python _tflite_worker.py JOB.pt OUT_DIR MODEL [MODEL ...]

For each model it quantizes with litert-torch's own PT2E quantizer (symmetric int8, weights per
channel, activations per tensor: the quantization TFLite's converter applies), calibrates on the
job's calibration batches, converts to OUT_DIR/<model>.tflite, scores the .tflite in LiteRT's
interpreter on the job's held-out inputs, and prints one line ``@@result@@ <json>`` with the
file, the seconds (export + quantize incl. calibration + convert + serialize) and the SQNR.
Vela then runs in compare.py's process, with armnpu's flags for each target.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
import warnings
from pathlib import Path

import _competitor_worker as shared  # stdlib at import; its builders and sqnr_db are plain torch


def convert(model, example_inputs, calibration, path: Path) -> float:
    """Write `model` as an int8 .tflite to `path`; the seconds it took."""
    import litert_torch
    import torch
    from litert_torch.quantize import pt2e_quantizer
    from litert_torch.quantize.quant_config import QuantConfig
    from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

    start = time.perf_counter()
    graph_module = torch.export.export(model, example_inputs).module(check_guards=False)
    quantizer = pt2e_quantizer.PT2EQuantizer().set_global(
        pt2e_quantizer.get_symmetric_quantization_config(is_per_channel=True)
    )
    prepared = prepare_pt2e(graph_module, quantizer)
    for batch in calibration:
        prepared(*batch)
    quantized = convert_pt2e(prepared, fold_quantize=False)
    edge_model = litert_torch.convert(quantized, example_inputs, quant_config=QuantConfig(pt2e_quantizer=quantizer))
    edge_model.export(str(path))
    return time.perf_counter() - start


def tflite_runner(path: Path):
    """`run(*batch)` -> the .tflite's outputs as float torch tensors (LiteRT's interpreter). The
    converter gives the program int8 IO: inputs are quantized and outputs dequantized here with
    the scale and zero point it recorded, as an application would."""
    import numpy as np
    import torch
    from ai_edge_litert.interpreter import Interpreter

    interpreter = Interpreter(model_path=str(path))
    runner = interpreter.get_signature_runner()
    inputs = runner.get_input_details()
    outputs = runner.get_output_details()
    input_names = sorted(inputs, key=lambda n: int(n.split("_")[-1]))  # args_0, args_1, ...

    def quantize(name: str, tensor: torch.Tensor):
        detail = inputs[name]
        if not np.issubdtype(detail["dtype"], np.integer):
            return tensor.numpy()
        scale, zero_point = detail["quantization"]
        info = np.iinfo(detail["dtype"])
        return np.clip(np.round(tensor.numpy() / scale) + zero_point, info.min, info.max).astype(detail["dtype"])

    def dequantize(name: str, array) -> torch.Tensor:
        scale, zero_point = outputs[name]["quantization"]
        values = np.asarray(array)
        if np.issubdtype(values.dtype, np.integer):
            values = (values.astype(np.float64) - zero_point) * scale
        return torch.from_numpy(np.array(values, dtype=np.float32))

    def run(*batch):
        results = runner(**{name: quantize(name, t) for name, t in zip(input_names, batch, strict=True)})
        return [dequantize(key, results[key]) for key in sorted(results)]

    return run


def run_model(job: dict, examples, name: str, out_dir: Path) -> dict:
    result: dict = {"model": name, "ok": False}
    try:
        entry = job["models"][name]
        model = shared._architecture(examples, name)
        model.load_state_dict(entry["state_dict"])
        model.eval()
        path = out_dir / f"{name.replace('/', '_')}.tflite"
        result["convert_s"] = convert(model, entry["example_inputs"], entry["calibration"], path)
        result.update(ok=True, tflite=str(path), tflite_bytes=path.stat().st_size)
    except BaseException as exc:  # noqa: BLE001 - report every failure as this model's
        if isinstance(exc, KeyboardInterrupt):
            raise
        result["error"] = shared.one_line(exc)
        result["traceback"] = traceback.format_exc()[-4000:]
        return result
    shared.score(result, "int_sqnr_db", lambda: shared.sqnr_db(model, tflite_runner(path), entry["eval_inputs"]))
    return result


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print("usage: _tflite_worker.py JOB.pt OUT_DIR MODEL [MODEL ...]  (driven by bench/compare.py)", file=sys.stderr)
        return 2
    # Results go to the original stdout; everything else (converter logs, C++ prints) to stderr.
    sys.stdout.flush()
    results = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    warnings.simplefilter("ignore")
    import torch

    job = torch.load(argv[0], weights_only=False)
    out_dir = Path(argv[1])
    out_dir.mkdir(parents=True, exist_ok=True)
    examples = shared._load_examples()
    for name in argv[2:]:
        result = run_model(job, examples, name, out_dir)
        results.write(shared.RESULT_PREFIX + json.dumps(result, default=str) + "\n")
        results.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
