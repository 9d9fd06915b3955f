"""Where does armnpu's integer program drift from its fake-quantized model? Layer by layer.

    python bench/layer_compare.py mobilenet_v3_small [--target ethos-u55-128] [--calib 8]
                                  [--inputs 2] [--top 15] [--all]

Compiles an example with armnpu, then, for every delegate, compares every quantized activation
(each quantize node of the partition) between
* the fake-quantized model: the partition's edge graph run op by op in torch, and
* the integer program: the same partition lowered by armnpu with every quantize node added to
  the graph's outputs, run in the TOSA reference model.
Both start from the delegate's inputs as the integer program computes them.

Per quantized activation it prints the op that produced it, the share of int8 codes that differ,
the mean code difference (a bias), the SQNR of the integer values against the fake-quant values,
and the local SQNR: that of the noise beyond what the op's noisiest input already carries (noise
power relative to signal, minus the input's). A low local SQNR marks an op whose integer lowering
loses accuracy of its own; errors that merely flow on from upstream leave it high ("exact": none
added). The rows with the most added noise come first (--all: graph order).
This is a debugging benchmark, not a test: it never asserts.
"""

from __future__ import annotations

import argparse
import copy
import math
import operator
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
from torch.export import ExportedProgram
from torch.export.graph_signature import InputKind

BENCH_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH_DIR))

import _competitor_worker as shared  # noqa: E402  (sqnr_db, integer_program)
import armnpu  # noqa: E402
from armnpu.examples import EXAMPLES, calibration_inputs  # noqa: E402
from armnpu.npu.verify import ethosu_delegates  # noqa: E402
from armnpu.ops.registry import aten_target  # noqa: E402
from armnpu.reference import run_tosa  # noqa: E402
from armnpu.tosa.program import lower_program  # noqa: E402
from armnpu.tosa.qdq import DEQUANTIZE_OPS, QUANTIZE_OPS  # noqa: E402

CALIBRATION_SEED = 0
EVAL_SEED = 1_000_003  # compare.py's held-out stream


@dataclass
class LayerError:
    """Accumulated over inputs: one quantized activation of one partition."""

    partition: str
    node: str  # the quantized op's node
    producer: str
    shape: tuple[int, ...]
    inputs: list[str]  # the quantize nodes feeding the producer (through their dequantize)
    elements: int = 0
    mismatches: int = 0
    code_diff_sum: float = 0.0
    max_diff: int = 0
    signal: float = 0.0
    noise: float = 0.0
    order: int = 0
    added_noise: float = 0.0  # relative noise power beyond the worst input's (set by finish)

    def add(self, fake: torch.Tensor, integer: torch.Tensor, zero_point: int) -> None:
        fq = fake.to(torch.int64)
        iq = integer.to(torch.int64)
        diff = iq - fq
        self.elements += diff.numel()
        self.mismatches += int((diff != 0).sum())
        self.code_diff_sum += float(diff.sum())
        self.max_diff = max(self.max_diff, int(diff.abs().max()) if diff.numel() else 0)
        self.signal += float(((fq - zero_point) ** 2).sum())
        self.noise += float((diff**2).sum())

    @property
    def relative_noise(self) -> float:
        """Noise power over signal power (0: the integer values equal the fake-quant ones)."""
        if self.noise == 0:
            return 0.0
        return math.inf if self.signal == 0 else self.noise / self.signal

    @property
    def sqnr(self) -> float:
        return _to_db(self.relative_noise)

    @property
    def local_sqnr(self) -> float:
        """The SQNR of the noise this op adds to what its inputs bring: low marks a lossy lowering."""
        return _to_db(self.added_noise)


def _to_db(relative_noise: float) -> float:
    if relative_noise == 0:
        return math.inf
    return -math.inf if math.isinf(relative_noise) else -10 * math.log10(relative_noise)


def _producer(q_node: torch.fx.Node) -> tuple[str, list[str]]:
    """The op a quantize node quantizes, and the quantize nodes behind that op's dequantized inputs."""
    source = q_node.args[0]
    if not isinstance(source, torch.fx.Node) or source.op != "call_function":
        return "input", []
    op = source.args[0] if source.target is operator.getitem else source  # max_pool2d_with_indices[0]
    name = str(getattr(op.target, "_op", op.target)).replace("aten.", "").split(".")[0]
    feeding = []
    for arg in source.all_input_nodes:
        if arg.op == "call_function" and aten_target(arg) in DEQUANTIZE_OPS:
            inner = arg.args[0]
            if isinstance(inner, torch.fx.Node) and inner.op == "call_function" and aten_target(inner) in QUANTIZE_OPS:
                feeding.append(inner.name)
    return name, feeding


def _placeholders(ep: ExportedProgram, user_inputs) -> list:
    user = iter(user_inputs)
    values = []
    for spec in ep.graph_signature.input_specs:
        if spec.kind == InputKind.USER_INPUT:
            values.append(next(user))
        elif spec.target in ep.state_dict:
            values.append(ep.state_dict[spec.target])
        else:
            values.append(ep.constants[spec.target])
    return values


class _Recorder(torch.fx.Interpreter):
    def __init__(self, module) -> None:
        super().__init__(module)
        self.seen: dict[str, object] = {}

    def run_node(self, node):
        result = super().run_node(node)
        self.seen[node.name] = result
        return result


def _quantize_nodes(ep: ExportedProgram) -> list[torch.fx.Node]:
    return [n for n in ep.graph.nodes if n.op == "call_function" and aten_target(n) in QUANTIZE_OPS
            and isinstance(n.args[0], torch.fx.Node) and n.args[0].op == "call_function"]


def _exposing(ep: ExportedProgram, names: list[str]) -> ExportedProgram:
    """A copy of `ep` whose graph also returns the nodes `names` (for lowering only)."""
    debug = copy.deepcopy(ep)
    by_name = {n.name: n for n in debug.graph.nodes}
    output = next(n for n in debug.graph.nodes if n.op == "output")
    returned = output.args[0] if isinstance(output.args[0], (list, tuple)) else [output.args[0]]
    output.args = (tuple(returned) + tuple(by_name[name] for name in names),)
    return debug


class LayerComparison:
    def __init__(self, program) -> None:
        self.program = program
        self.layers: dict[tuple[str, str], LayerError] = {}
        self.tosa_for_blob = {d.blob: d.tosa for d in ethosu_delegates(program)} \
            if program.spec.compile_target.is_ethosu else {}

    def compare_delegate(self, name: str, ep: ExportedProgram, inputs: list[torch.Tensor]) -> None:
        q_nodes = _quantize_nodes(ep)
        recorder = _Recorder(ep.graph_module)
        recorder.run(*_placeholders(ep, inputs), enable_io_processing=False)
        debug = lower_program(_exposing(ep, [n.name for n in q_nodes]), self.program.spec.compile_target)
        outputs = run_tosa(debug.flatbuffer, [t.detach().contiguous().numpy() for t in inputs])
        extra = outputs[len(outputs) - len(q_nodes):]
        for order, (node, integer) in enumerate(zip(q_nodes, extra)):
            key = (name, node.name)
            if key not in self.layers:
                producer, feeding = _producer(node)
                self.layers[key] = LayerError(name, node.args[0].name, producer, tuple(integer.shape), feeding, order=order)
            zero_point = int(node.args[2]) if aten_target(node) is torch.ops.quantized_decomposed.quantize_per_tensor.default else 0
            self.layers[key].add(recorder.seen[node.name], torch.from_numpy(np.array(integer)), zero_point)

    def run(self, *batch) -> tuple:
        """Run the integer program on `batch`, comparing every delegate on the way."""
        comparison = self
        tosa_for_blob = self.tosa_for_blob

        class Runner(torch.fx.Interpreter):
            def call_function(self, target, args, kwargs):
                if target is not torch.ops.higher_order.executorch_call_delegate:
                    return super().call_function(target, args, kwargs)
                lowered, *inputs = args
                comparison.compare_delegate(self.current_node.args[0].target.replace("lowered_module_", "d"),
                                            lowered.original_module, inputs)
                flatbuffer = tosa_for_blob.get(lowered.processed_bytes, lowered.processed_bytes)
                arrays = [t.detach().contiguous().numpy() for t in inputs]
                return tuple(torch.from_numpy(np.array(out)) for out in run_tosa(flatbuffer, arrays))

            def run_node(self, node):
                self.current_node = node
                return super().run_node(node)

        result = Runner(self.program.edge_program.module(check_guards=False)).run(*batch)
        return tuple(result) if isinstance(result, (list, tuple)) else (result,)

    def finish(self) -> list[LayerError]:
        for layer in self.layers.values():
            upstream = [self.layers[(layer.partition, n)].relative_noise for n in layer.inputs
                        if (layer.partition, n) in self.layers]
            layer.added_noise = max(0.0, layer.relative_noise - max(upstream, default=0.0))
        return list(self.layers.values())


def _db(value: float) -> str:
    return "exact" if math.isinf(value) and value > 0 else f"{value:.2f}"


def render(layers: list[LayerError], top: int | None) -> str:
    header = f"{'part':<4} {'node':<30} {'op':<22} {'shape':<18} {'diff %':>7} {'mean diff':>9} " \
             f"{'max':>4} {'SQNR dB':>8} {'local dB':>8}"
    lines = [header, "-" * len(header)]
    for layer in layers[:top] if top else layers:
        lines.append(
            f"{layer.partition[:4]:<4} {layer.node[-30:]:<30} {layer.producer[:22]:<22} {str(list(layer.shape)):<18} "
            f"{100 * layer.mismatches / max(layer.elements, 1):7.2f} {layer.code_diff_sum / max(layer.elements, 1):+9.4f} "
            f"{layer.max_diff:4d} {_db(layer.sqnr):>8} {_db(layer.local_sqnr):>8}"
        )
    return "\n".join(lines)


def by_producer(layers: list[LayerError]) -> str:
    """The added noise summed per op kind: which lowering loses the most overall."""
    totals: dict[str, list[float]] = {}
    for layer in layers:
        totals.setdefault(layer.producer, []).append(layer.added_noise)
    rows = sorted(totals.items(), key=lambda item: -sum(item[1]))
    return "\n".join(f"  {op:<24} {len(noise):3d} layers  added noise {_db(_to_db(sum(noise))):>6} dB  "
                     f"worst layer {_db(_to_db(max(noise))):>6} dB" for op, noise in rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model", choices=sorted(EXAMPLES), metavar="MODEL", help=f"one of {', '.join(EXAMPLES)}")
    parser.add_argument("--target", default="ethos-u55-128", help="accelerator config or TOSA spec (default ethos-u55-128)")
    parser.add_argument("--calib", type=int, default=8, help="calibration batches, seed 0 as in compare.py (default 8)")
    parser.add_argument("--inputs", type=int, default=2, help="held-out inputs, compare.py's stream (default 2)")
    parser.add_argument("--top", type=int, default=15, help="rows with the most added noise to print (default 15)")
    parser.add_argument("--all", action="store_true", help="print every quantized activation in graph order")
    args = parser.parse_args(argv)
    if args.calib < 1 or args.inputs < 1:
        parser.error("--calib and --inputs must be at least 1")
    warnings.simplefilter("ignore", FutureWarning)

    model, example_inputs = EXAMPLES[args.model].build()
    calibration = calibration_inputs(args.model, args.calib, seed=CALIBRATION_SEED)
    held_out = calibration_inputs(args.model, args.inputs, seed=EVAL_SEED)
    program = armnpu.compile(model, example_inputs, target=args.target, calibration=calibration)
    comparison = LayerComparison(program)
    fake_quant = shared.sqnr_db(model, program.quantized_model, held_out)
    integer = shared.sqnr_db(model, comparison.run, held_out)
    layers = comparison.finish()
    print(f"{args.model} on {args.target}: SQNR vs float: fake-quant {fake_quant:.2f} dB, integer program {integer:.2f} dB "
          f"({len(layers)} quantized activations in {len(program.partitions) or 'TOSA'} partition(s), {args.inputs} inputs)")
    if not args.all:
        layers = sorted(layers, key=lambda layer: -layer.added_noise)
    print(render(layers, None if args.all else args.top))
    print("\nadded noise per op kind (integer vs fake-quant):")
    print(by_producer(layers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
