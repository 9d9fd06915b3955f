"""Where does armnpu's integer program drift from its fake-quantized model? Layer by layer.

    python bench/layer_compare.py mobilenet_v3_small [--target ethos-u55-128] [--calib 8]
                                  [--inputs 2] [--top 15] [--all]

Compiles an example with armnpu and, for every delegate, compares every quantized activation
(each quantize node of the partition) between the fake-quantized model (the partition's edge
graph run op by op in torch) and armnpu's integer lowering of the same partition, run in the
TOSA reference model with every quantize node added to the graph's outputs:

* local: every quantize node's uses read a graph input fed with the fake-quant value instead,
  so each op runs alone on exactly the fake-quant inputs. Differences are the op's own integer
  arithmetic: rounding of requantization, fixed-point multipliers, tables. A mean code
  difference away from 0 is a bias, which no amount of averaging removes.
* propagated: the partition as it runs, where differences flow on and grow.

Rows are sorted by local SQNR (worst first; --all: graph order), then pooled per op kind.
This is a debugging benchmark, not a test: it never asserts.
"""

from __future__ import annotations

import argparse
import copy
import math
import operator
import sys
import warnings
from dataclasses import dataclass, field
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
class Drift:
    """Integer codes against fake-quant codes of one activation, accumulated over inputs."""

    elements: int = 0
    mismatches: int = 0
    code_diff_sum: float = 0.0
    max_diff: int = 0
    signal: float = 0.0
    noise: float = 0.0

    def add(self, fake: torch.Tensor, integer: torch.Tensor, zero_point: int) -> None:
        fq = fake.to(torch.int64)
        diff = integer.to(torch.int64) - fq
        self.elements += diff.numel()
        self.mismatches += int((diff != 0).sum())
        self.code_diff_sum += float(diff.sum())
        self.max_diff = max(self.max_diff, int(diff.abs().max()) if diff.numel() else 0)
        self.signal += float(((fq - zero_point) ** 2).sum())
        self.noise += float((diff**2).sum())

    @property
    def sqnr(self) -> float:
        if self.noise == 0:
            return math.inf
        return -math.inf if self.signal == 0 else 10 * math.log10(self.signal / self.noise)

    @property
    def mismatch_pct(self) -> float:
        return 100 * self.mismatches / max(self.elements, 1)

    @property
    def mean_diff(self) -> float:
        return self.code_diff_sum / max(self.elements, 1)


@dataclass
class Layer:
    """One quantized activation (a quantize node) of one partition."""

    partition: str
    node: str  # the node it quantizes
    op: str
    shape: tuple[int, ...]
    local: Drift = field(default_factory=Drift)  # the op alone, fed the fake-quant inputs
    propagated: Drift = field(default_factory=Drift)  # the whole integer program up to here


def _op_name(q_node: torch.fx.Node) -> str:
    """The op a quantize node quantizes (max_pool2d_with_indices for its getitem)."""
    source = q_node.args[0]
    op = source.args[0] if source.target is operator.getitem else source
    return str(getattr(op.target, "_op", op.target)).replace("aten.", "").split(".")[0]


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


def _returning(ep: ExportedProgram, names: list[str], forced: bool) -> ExportedProgram:
    """A copy of `ep` (for lowering only) whose graph also returns the quantize nodes `names`.

    forced: every use of those nodes reads a new graph input instead, appended after the existing
    inputs in the order of `names`, so each op can be fed the fake-quant values of its inputs.
    """
    debug = copy.deepcopy(ep)
    graph = debug.graph
    by_name = {n.name: n for n in graph.nodes}
    output = next(n for n in graph.nodes if n.op == "output")
    if forced:
        first_op = next(n for n in graph.nodes if n.op != "placeholder")
        for name in names:
            with graph.inserting_before(first_op):
                given = graph.placeholder(f"{name}_given")
            given.meta = dict(by_name[name].meta)
            by_name[name].replace_all_uses_with(given)
    returned = output.args[0] if isinstance(output.args[0], (list, tuple)) else [output.args[0]]
    output.args = (tuple(returned) + tuple(by_name[name] for name in names),)
    return debug


class LayerComparison:
    def __init__(self, program) -> None:
        self.program = program
        self.layers: dict[tuple[str, str], Layer] = {}
        self.tosa_for_blob = {d.blob: d.tosa for d in ethosu_delegates(program)} \
            if program.spec.compile_target.is_ethosu else {}

    def _integer_values(self, ep, names, forced, inputs) -> list[torch.Tensor]:
        flatbuffer = lower_program(_returning(ep, names, forced), self.program.spec.compile_target).flatbuffer
        outputs = run_tosa(flatbuffer, [t.detach().contiguous().numpy() for t in inputs])
        return [torch.from_numpy(np.array(out)) for out in outputs[len(outputs) - len(names):]]

    def compare_delegate(self, name: str, ep: ExportedProgram, inputs: list[torch.Tensor]) -> None:
        q_nodes = _quantize_nodes(ep)
        names = [n.name for n in q_nodes]
        recorder = _Recorder(ep.graph_module)
        recorder.run(*_placeholders(ep, inputs), enable_io_processing=False)
        fake = [recorder.seen[n] for n in names]
        propagated = self._integer_values(ep, names, False, inputs)
        local = self._integer_values(ep, names, True, list(inputs) + fake)
        for node, fq, whole, alone in zip(q_nodes, fake, propagated, local):
            layer = self.layers.setdefault((name, node.name), Layer(name, node.args[0].name, _op_name(node), tuple(fq.shape)))
            zero_point = int(node.args[2]) if aten_target(node) is torch.ops.quantized_decomposed.quantize_per_tensor.default else 0
            layer.local.add(fq, alone, zero_point)
            layer.propagated.add(fq, whole, zero_point)

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

    def finish(self) -> list[Layer]:
        return list(self.layers.values())


def _db(value: float) -> str:
    return "exact" if math.isinf(value) and value > 0 else f"{value:.2f}"


def render(layers: list[Layer], top: int | None) -> str:
    header = (f"{'part':<4} {'node':<30} {'op':<16} {'shape':<18} | {'local: diff %':>13} {'mean':>8} {'max':>4} "
              f"{'SQNR dB':>8} | {'propagated: diff %':>18} {'SQNR dB':>8}")
    lines = [header, "-" * len(header)]
    for layer in layers[:top] if top else layers:
        local, whole = layer.local, layer.propagated
        lines.append(
            f"{layer.partition[:4]:<4} {layer.node[-30:]:<30} {layer.op[:16]:<16} {str(list(layer.shape)):<18} | "
            f"{local.mismatch_pct:13.2f} {local.mean_diff:+8.4f} {local.max_diff:4d} {_db(local.sqnr):>8} | "
            f"{whole.mismatch_pct:18.2f} {_db(whole.sqnr):>8}"
        )
    return "\n".join(lines)


def by_op(layers: list[Layer]) -> str:
    """The local drift pooled per op kind: which lowering loses the most overall."""
    pooled: dict[str, Drift] = {}
    for layer in layers:
        total = pooled.setdefault(layer.op, Drift())
        for attr in ("elements", "mismatches", "code_diff_sum", "signal", "noise"):
            setattr(total, attr, getattr(total, attr) + getattr(layer.local, attr))
        total.max_diff = max(total.max_diff, layer.local.max_diff)
    rows = sorted(pooled.items(), key=lambda item: item[1].sqnr)
    return "\n".join(f"  {op:<24} {sum(l.op == op for l in layers):3d} layers  local SQNR {_db(d.sqnr):>7} dB  "
                     f"codes differing {d.mismatch_pct:6.2f} %  mean {d.mean_diff:+.4f}  max {d.max_diff}"
                     for op, d in rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model", choices=sorted(EXAMPLES), metavar="MODEL", help=f"one of {', '.join(EXAMPLES)}")
    parser.add_argument("--target", default="ethos-u55-128", help="accelerator config or TOSA spec (default ethos-u55-128)")
    parser.add_argument("--calib", type=int, default=8, help="calibration batches, seed 0 as in compare.py (default 8)")
    parser.add_argument("--inputs", type=int, default=2, help="held-out inputs, compare.py's stream (default 2)")
    parser.add_argument("--top", type=int, default=15, help="rows with the lowest local SQNR to print (default 15)")
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
        layers = sorted(layers, key=lambda layer: layer.local.sqnr)
    print(render(layers, None if args.all else args.top))
    print("\nlocal drift per op kind (integer vs fake-quant, each op fed the fake-quant inputs):")
    print(by_op(layers))
    return 0


if __name__ == "__main__":
    sys.exit(main())
