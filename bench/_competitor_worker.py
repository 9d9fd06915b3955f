"""Competitor side of bench/compare.py: ExecuTorch's own Arm backend (executorch.backends.arm).

Runs in its own process because ExecuTorch finds a backend's preprocess by class ``__name__``
and armnpu defines classes with the same names (EthosUBackend, TOSABackend): the two backends
must never be imported into one process. This file therefore never runs the ``armnpu``
package's ``__init__``: the example models are loaded through a stub ``armnpu`` package
entry, so only ``armnpu.examples`` (plain torch) and what it imports get loaded, and the
worker refuses to compile if any armnpu BackendDetails subclass shows up anyway (digits'
architecture comes from bench/digits_model.py, plain torch). The weights are then
overwritten with the state dict the parent saved, so both sides see identical models,
inputs and calibration batches.

Protocol (driven by compare.py, not meant to be run by hand):

    python _competitor_worker.py JOB.pt

JOB.pt (torch.save'd dict) holds the targets, the per-model tensors and the artifact root.
The worker redirects file descriptor 1 to stderr (Vela's C++ core prints there), imports
ExecuTorch, optionally warms up (on the first target), then prints ``@@ready@@`` on the original
stdout. For every request line ``MODEL TARGET`` read from stdin it prints one line
``@@result@@ <json>``; an empty line or EOF ends it.

The op-counting and scoring helpers below (``count_ops``, ``sqnr_db``, ``integer_program``,
``score_top1``) are plain torch/fx (plus armnpu's backend-free ``armnpu.verify.reference`` for the TOSA reference model) and
are also imported by compare.py, so both sides are counted and scored by the same code.
"""

from __future__ import annotations

import copy
import operator
import os
import sys
import time
import traceback
import types
import warnings
from pathlib import Path

RESULT_PREFIX = "@@result@@ "
READY_LINE = "@@ready@@"

_REPO_SRC = Path(__file__).resolve().parent.parent / "src"


# --------------------------------------------------------------------------------------------
# Shared helpers (imported by compare.py as well; keep them free of backend imports).


def _is_delegate_call(node) -> bool:
    import torch

    return node.op == "call_function" and node.target is torch.ops.higher_order.executorch_call_delegate


def _op_name(node) -> str:
    target = node.target
    inner = getattr(target, "_op", None)  # EdgeOpOverload wraps the ATen overload
    return str(inner if inner is not None else target)


def _is_qdq(name: str) -> bool:
    if not name.startswith("quantized_decomposed."):
        return False
    op = name.split(".")[1]
    return op.startswith("quantize_per_") or op.startswith("dequantize_per_")


def _compute_op_names(graph):
    """Names of a graph's compute ops: call_functions except getitem, delegate calls and Q/DQ."""
    for node in graph.nodes:
        if node.op != "call_function" or node.target is operator.getitem or _is_delegate_call(node):
            continue
        name = _op_name(node)
        if not _is_qdq(name):
            yield name


def _count(names) -> dict[str, int]:
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return dict(sorted(counts.items()))


def count_ops(edge_program) -> tuple[dict[str, int], dict[str, int], int]:
    """(delegated compute ops, CPU compute ops, number of delegates) of a lowered edge program.

    Delegated ops are counted in each LoweredBackendModule's ``original_module`` (the partition
    as the partitioner cut it, before the backend's own passes), CPU ops in the top-level graph.
    """
    delegated: list[str] = []
    delegates = 0
    for node in edge_program.graph.nodes:
        if _is_delegate_call(node):
            delegates += 1
            lowered = getattr(edge_program.graph_module, node.args[0].target)
            delegated.extend(_compute_op_names(lowered.original_module.graph))
    return _count(delegated), _count(_compute_op_names(edge_program.graph)), delegates


def sqnr_db(float_model, run, inputs) -> float:
    """10*log10(sum(ref^2) / sum((ref - q)^2)) over all outputs of all input tuples; `run(*batch)` gives q.
    inf when they are equal; a ValueError when the float outputs are all zero."""
    import math

    import torch
    from torch.utils._pytree import tree_leaves

    signal = 0.0
    noise = 0.0
    with torch.no_grad():
        for batch in inputs:
            refs = [t for t in tree_leaves(float_model(*batch)) if isinstance(t, torch.Tensor)]
            outs = [t for t in tree_leaves(run(*batch)) if isinstance(t, torch.Tensor)]
            if len(refs) != len(outs):
                raise ValueError(f"float model has {len(refs)} outputs, the quantized program {len(outs)}")
            for ref, out in zip(refs, outs):
                ref = ref.detach().double()
                out = out.detach().double()
                signal += float((ref * ref).sum())
                noise += float(((ref - out) ** 2).sum())
    if signal == 0.0:
        # An all-zero float output (a degenerate model) has no SQNR: not even an equally zero
        # quantized one makes it "inf", which reads as a bit-exact quantization.
        raise ValueError("the float model's outputs are all zero on these inputs: no SQNR")
    if noise == 0.0:
        return math.inf  # the outputs are equal
    return 10.0 * math.log10(signal / noise)


def integer_program(edge_program, tosa_for_blob: dict):
    """The lowered program as it runs: CPU ops with torch, every Ethos-U delegate as the TOSA graph
    Vela compiled it from, in the TOSA reference model (bit-exact with the NPU by specification)."""
    from armnpu.verify.reference import (
        run_edge_program,  # plain torch + tosa_reference_model, no backend
    )

    return lambda *batch: run_edge_program(edge_program, batch, tosa_for_blob)


def score(result: dict, key: str, compute) -> None:
    """result[key] = compute(), or result[key + '_error'] = why not."""
    try:
        result[key] = compute()
    except Exception as exc:  # noqa: BLE001
        result[key + "_error"] = one_line(exc)


def one_line(exc: BaseException, limit: int = 220) -> str:
    """`Type: first line of the message`, trimmed for a table cell."""
    message = " ".join(str(exc).split()) or repr(exc)
    text = f"{type(exc).__name__}: {message}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def top1(run, images, labels, batch: int) -> float:
    """Fraction of `images` whose largest logit (in `run`'s first output) is the label; `run` gets
    `batch` images per call."""
    import torch
    from torch.utils._pytree import tree_leaves

    correct = 0
    with torch.no_grad():
        for start in range(0, len(images), batch):
            logits = next(t for t in tree_leaves(run(images[start:start + batch])) if isinstance(t, torch.Tensor))
            correct += int((logits.argmax(-1) == labels[start:start + batch]).sum())
    return correct / len(images)


def score_top1(result: dict, fake_quant, integer, test_images, test_labels, program_batch: int) -> None:
    """Top-1 of a side's fake-quant model and integer program on a labelled test set, if there is one.

    Both take `program_batch` images per call, the batch they were exported for: the graphs may
    hard-code it."""
    if test_images is None:
        return
    if fake_quant is not None:
        score(result, "top1_fq", lambda: top1(fake_quant, test_images, test_labels, program_batch))
    score(result, "top1_int", lambda: top1(integer, test_images, test_labels, program_batch))


# --------------------------------------------------------------------------------------------
# Worker process.


def _load_examples():
    """Import armnpu.examples without running armnpu/__init__.py (which imports the backends)."""
    if "armnpu" not in sys.modules:
        import importlib.util

        spec = importlib.util.find_spec("armnpu")
        locations = list(spec.submodule_search_locations) if spec and spec.submodule_search_locations else []
        stub = types.ModuleType("armnpu")
        stub.__path__ = locations or [str(_REPO_SRC / "armnpu")]
        stub.__file__ = None
        sys.modules["armnpu"] = stub
    from armnpu.examples import EXAMPLES  # noqa: PLC0415

    return EXAMPLES


def _stub_package(name: str):
    """`name` as a package whose __init__ does not run (armnpu.llm's imports the compiler, whose
    EthosUBackend would shadow the competitor's), with its submodule `export` imported."""
    import importlib

    if name not in sys.modules:
        parent, _, child = name.rpartition(".")
        stub = types.ModuleType(name)
        stub.__path__ = [str(Path(sys.modules[parent].__path__[0]) / child)]
        sys.modules[name] = stub
    importlib.import_module(f"{name}.export")
    return sys.modules[name]


ZOO_PREFIX = "zoo/"  # bench/zoo.py's models: `zoo/<name>` in bench/zoo_models.ZOO
HELDOUT_PREFIX = "heldout/"  # compare.py's held-out models: `heldout/<name>` in bench/heldout_models.HELDOUT
# bench/llm.py's programs: `llm/<layers>/<prefill|decode>/<prompt length>/<cache length>`.
LLM_PREFIX = "llm/"


def _architecture(examples, name: str):
    """A model with `name`'s architecture; its weights come from the job file."""
    import digits_model  # bench/, this script's directory: plain torch

    if name == digits_model.NAME:
        return digits_model.DigitsNet()
    if name.startswith(ZOO_PREFIX):
        import zoo_models  # bench/: torch, transformers and diffusers only

        return zoo_models.ZOO[name[len(ZOO_PREFIX):]].build()[0]
    if name.startswith(HELDOUT_PREFIX):
        import heldout_models  # bench/: torch, and armnpu.examples under the stub package

        return heldout_models.HELDOUT[name[len(HELDOUT_PREFIX):]].build()[0]
    if name.startswith(LLM_PREFIX):
        import llm_models  # bench/: torch and transformers only

        layers, program, prompt, cache = name[len(LLM_PREFIX):].split("/")
        export_llm = _stub_package("armnpu.llm").export.export_llm  # torch only
        return getattr(export_llm(llm_models.smollm2(int(layers)), int(prompt), int(cache)), program)
    return examples[name].build()[0]


def _assert_no_armnpu_backends() -> None:
    """ExecuTorch looks backends up by class name: an armnpu EthosUBackend here would shadow theirs."""
    from executorch.exir.backend.backend_details import BackendDetails

    foreign = sorted({c.__module__ for c in BackendDetails.__subclasses__() if c.__module__.startswith("armnpu")})
    if foreign:
        raise RuntimeError(f"armnpu backend classes were imported into the competitor process ({', '.join(foreign)})")


class _Competitor:
    def __init__(self) -> None:
        import executorch.kernels.quantized  # noqa: F401  (out-variants of the CPU Q/DQ ops)
        import torch
        from executorch.backends.arm.ethosu import EthosUCompileSpec, EthosUPartitioner
        from executorch.backends.arm.quantizer import (
            EthosUQuantizer,
            TOSAQuantizer,
            get_symmetric_a16w8_quantization_config,
            get_symmetric_quantization_config,
        )
        from executorch.backends.arm.tosa.compile_spec import TosaCompileSpec
        from executorch.backends.arm.tosa.partitioner import TOSAPartitioner
        from executorch.exir import (
            EdgeCompileConfig,
            ExecutorchBackendConfig,
            to_edge_transform_and_lower,
        )
        from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

        self.torch = torch
        self.tosa_for_blob: dict[bytes, bytes] = {}
        self._record_tosa()
        self.EthosUCompileSpec = EthosUCompileSpec
        self.EthosUPartitioner = EthosUPartitioner
        self.EthosUQuantizer = EthosUQuantizer
        self.tosa_flow = (TosaCompileSpec, TOSAQuantizer, TOSAPartitioner)
        self.get_config = get_symmetric_quantization_config
        self.get_a16w8_config = get_symmetric_a16w8_quantization_config
        # "int8" (the documented flow: every op int8) or "a16w8-linear" (the recipe of its
        # SmolLM2 example: only nn.Linear quantized, int16 activations and int8 weights).
        self.recipe = "int8"
        self.EdgeCompileConfig = EdgeCompileConfig
        self.ExecutorchBackendConfig = ExecutorchBackendConfig
        self.lower = to_edge_transform_and_lower
        self.prepare_pt2e = prepare_pt2e
        self.convert_pt2e = convert_pt2e

    def _record_tosa(self) -> None:
        """Remember the TOSA graph each Ethos-U blob was compiled from, to run it in the reference model."""
        from executorch.backends.arm.ethosu.backend import EthosUBackend

        compile_tosa = EthosUBackend._compile_tosa_flatbuffer
        recorded = self.tosa_for_blob

        def recording(tosa_flatbuffer, compile_spec):
            result = compile_tosa(tosa_flatbuffer, compile_spec)
            recorded[result.processed_bytes] = tosa_flatbuffer
            return result

        EthosUBackend._compile_tosa_flatbuffer = staticmethod(recording)

    def compile(self, model, example_inputs, calibration, target: str, artifact_dir: str | None):
        """The competitor's documented flow.

        Returns (quantized GraphModule, op counts, edge program before to_executorch, pte bytes,
        seconds, spec).

        The clock covers export + quantize (incl. calibration) + lower (incl. Vela) +
        to_executorch + serialization, and excludes the op counting done in between.
        """
        torch = self.torch
        self.tosa_for_blob.clear()
        start = time.perf_counter()
        spec_type, quantizer_type, partitioner_type = (
            self.tosa_flow if target.startswith("TOSA-")
            else (self.EthosUCompileSpec, self.EthosUQuantizer, self.EthosUPartitioner)
        )
        spec = spec_type(target)
        if artifact_dir is not None:
            spec.dump_intermediate_artifacts_to(artifact_dir)
        graph_module = torch.export.export(model, example_inputs).module(check_guards=False)
        quantizer = quantizer_type(spec)
        if self.recipe == "a16w8-linear":
            quantizer.set_module_type(torch.nn.Linear, self.get_a16w8_config())
        else:
            quantizer.set_global(self.get_config())
        prepared = self.prepare_pt2e(graph_module, quantizer)
        for batch in calibration:
            prepared(*batch)
        quantized = self.convert_pt2e(prepared)
        exported = torch.export.export(quantized, example_inputs)
        edge = self.lower(
            exported,
            partitioner=[partitioner_type(spec)],
            compile_config=self.EdgeCompileConfig(_check_ir_validity=False),
        )
        lowered_s = time.perf_counter() - start
        counts = count_ops(edge.exported_program())  # to_executorch rewrites the graph in place
        edge_program = copy.deepcopy(edge.exported_program())
        start = time.perf_counter()
        program = edge.to_executorch(self.ExecutorchBackendConfig(extract_delegate_segments=False))
        buffer = program.buffer
        seconds = lowered_s + time.perf_counter() - start
        return quantized, counts, edge_program, buffer, seconds, spec


def _run_model(competitor: _Competitor, examples, job: dict, name: str, target: str) -> dict:
    result: dict = {"model": name, "target": target, "ok": False}
    entry = job["models"].get(name)
    if entry is None:
        result["error"] = f"model {name!r} is not in the job file"
        return result
    try:
        _assert_no_armnpu_backends()
        model = _architecture(examples, name)
        _assert_no_armnpu_backends()  # building it imported nothing of armnpu's compiler
        model.load_state_dict(entry["state_dict"])
        model.eval()
        artifact_dir = str(Path(job["artifact_root"]) / target / name)
        times = []
        for _ in range(max(1, int(job.get("repeat", 1)))):
            quantized, (delegated, cpu, delegates), edge_program, buffer, seconds, spec = competitor.compile(
                model, entry["example_inputs"], entry["calibration"], target, artifact_dir
            )
            times.append(seconds)
    except BaseException as exc:  # noqa: BLE001 - Vela's argparse raises SystemExit
        if isinstance(exc, KeyboardInterrupt):
            raise
        result["error"] = one_line(exc)
        result["traceback"] = traceback.format_exc()[-4000:]
        return result
    tosa_files = sorted(str(p) for p in Path(artifact_dir).glob("*.tosa") if p.name != "out.tosa")
    result.update(
        ok=True,
        compile_s=min(times),
        compile_s_all=times,
        delegated_ops=delegated,
        cpu_ops=cpu,
        num_delegates=delegates,
        pte_bytes=len(buffer),
        tosa_files=tosa_files,
        own_compiler_flags=list(getattr(spec, "compiler_flags", [])),
        tosa_spec=str(spec.tosa_spec),
    )
    score(result, "sqnr_db", lambda: sqnr_db(model, quantized, entry["eval_inputs"]))
    program = integer_program(edge_program, competitor.tosa_for_blob)
    score(result, "int_sqnr_db", lambda: sqnr_db(model, program, entry["eval_inputs"]))
    score_top1(result, quantized, program, entry.get("test_images"), entry.get("test_labels"),
               entry["example_inputs"][0].shape[0])
    return result


def _emit(stream, line: str) -> None:
    stream.write(line + "\n")
    stream.flush()


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: _competitor_worker.py JOB.pt  (driven by bench/compare.py)", file=sys.stderr)
        return 2
    # Results go to the original stdout; everything else (Vela's summaries, C++ prints) to stderr.
    sys.stdout.flush()
    results = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    warnings.simplefilter("ignore", FutureWarning)

    import faulthandler
    import json

    import torch

    faulthandler.enable()  # a native crash (e.g. in Vela's C++ core) leaves a Python traceback on stderr

    job = torch.load(argv[0], weights_only=False)
    examples = _load_examples()
    competitor = _Competitor()
    competitor.recipe = job.get("recipe", competitor.recipe)
    _assert_no_armnpu_backends()
    warmup = job.get("warmup")
    if warmup:
        try:
            model, inputs = examples[warmup].build()
            competitor.compile(model, inputs, [inputs], job["targets"][0], None)
        except BaseException as exc:  # noqa: BLE001 - a failed warm-up only costs fairness
            if isinstance(exc, KeyboardInterrupt):
                raise
            print(f"competitor warm-up on {warmup} failed: {one_line(exc)}", file=sys.stderr)
    _emit(results, READY_LINE)

    for line in sys.stdin:
        if not line.strip():
            break
        name, target = line.split()
        result = _run_model(competitor, examples, job, name, target)
        _emit(results, RESULT_PREFIX + json.dumps(result, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
