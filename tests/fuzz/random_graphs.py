"""Random small models built from the registered ops' samples, and the checks every one must pass.

A graph is a few sample uses (`armnpu.tosa.registry.Sample`, from op rules and decompositions)
wired together: each sample input is either a graph input or an earlier result of the same
shape, and two results of broadcastable shapes may be added at the end. Inputs get random
ranges, the quantizer random per-channel/per-tensor weights, and the program a random target
(TOSA INT or an NPU).

`check_graph` compiles one graph and asserts what armnpu promises for any model:
- compilation ends without an exception;
- the delegated parts, run in the TOSA reference model (CPU parts in torch; an Ethos-U
  delegate as the TOSA graph Vela compiled), match the quantized model;
- Ethos-U delegates (U55, U65 and U85) run bit-exactly on the NPU simulator;
- every op left on the CPU carries the partitioner's reason;
- an op neither the target nor ExecuTorch's CPU runtime can run ends in an UnsupportedOpError
  that quotes the partitioner's reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import torch

import armnpu
from armnpu.errors import UnsupportedOpError
from armnpu.passes.decompose import all_decompositions
from armnpu.tosa.registry import Sample, all_rules
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import max_error_in_quanta

TARGETS = ("TOSA-1.0+INT", "ethos-u55-128", "ethos-u65-256", "ethos-u85-256")
# Errors compound along a chain of requantized steps (ties round differently in TOSA and
# torch): a bound per graph, not per op.
MAX_QUANTA = 16.0


def named_samples() -> list[tuple[str, Sample]]:
    """Every sample of every op rule and decomposition, named after its owner."""
    found = [(rule.name, sample) for rule in all_rules() for sample in rule.samples]
    for entry in all_decompositions():
        found += [(entry.name, sample) for sample in entry.samples]
    return found


@dataclass(frozen=True)
class Step:
    name: str
    sample: Sample
    sources: tuple[int, ...]  # indices into the values so far (graph inputs first)


@dataclass(frozen=True)
class GraphSpec:
    input_shapes: tuple[tuple[int, ...], ...]
    input_ranges: tuple[tuple[float, float], ...]  # (scale, offset) per input
    steps: tuple[Step, ...]
    combine: tuple[int, int] | None  # two results added at the end
    per_channel: bool
    target: str

    def describe(self) -> str:
        steps = ", ".join(f"{s.name}{list(s.sources)}" for s in self.steps)
        return f"inputs {list(self.input_shapes)}; {steps}; combine {self.combine}; per_channel={self.per_channel}; {self.target}"


class RandomGraph(torch.nn.Module):
    def __init__(self, spec: GraphSpec) -> None:
        super().__init__()
        self.spec = spec

    def forward(self, *inputs):
        values = list(inputs)
        for step in self.spec.steps:
            result = step.sample.fn(*(values[i] for i in step.sources))
            values.append(result)
        results = values[len(inputs):]
        if self.spec.combine is not None:
            a, b = self.spec.combine
            results.append(results[a] + results[b])
        return tuple(results)


def example_inputs(spec: GraphSpec, seed: int) -> tuple[torch.Tensor, ...]:
    generator = torch.Generator().manual_seed(seed)
    return tuple(
        torch.randn(shape, generator=generator) * scale + offset
        for shape, (scale, offset) in zip(spec.input_shapes, spec.input_ranges)
    )


def _broadcastable(a: Sequence[int], b: Sequence[int]) -> bool:
    try:
        torch.broadcast_shapes(torch.Size(a), torch.Size(b))
        return True
    except RuntimeError:
        return False


def result_shapes(spec: GraphSpec) -> list[torch.Size]:
    """Shapes of each step's result (a step whose sample returns a tuple has no single shape)."""
    with torch.no_grad():
        values = list(example_inputs(spec, 0))
        for step in spec.steps:
            values.append(step.sample.fn(*(values[i] for i in step.sources)))
    return [v.shape if isinstance(v, torch.Tensor) and v.dtype.is_floating_point else None for v in values]


def check_graph(spec: GraphSpec, seed: int = 0) -> dict:
    """Compile and check one graph; returns figures for the campaign's summary."""
    model = RandomGraph(spec).eval()
    inputs = example_inputs(spec, seed)
    calibration = [example_inputs(spec, seed + 1 + i) for i in range(3)] + [inputs]
    try:
        compiled = armnpu.compile(model, inputs, target=spec.target, calibration=calibration,
                                  per_channel=spec.per_channel)
    except UnsupportedOpError as error:
        # Neither the target nor ExecuTorch's CPU runtime runs an op (while_loop without cf):
        # an armnpu error that says why is the promised outcome.
        assert "could not delegate it (" in str(error), error
        return {"target": spec.target, "quanta": 0.0, "delegates": 0, "cpu_ops": 0, "refused": str(error)}
    worst = max(max_error_in_quanta(compiled, batch) for batch in (inputs, example_inputs(spec, seed + 100)))
    assert worst <= MAX_QUANTA, f"{spec.describe()}: TOSA differs from the quantized model by {worst} quanta"
    _assert_cpu_ops_explained(compiled)
    if spec.target.startswith("ethos-u"):
        check_delegates(compiled)
    return {"target": spec.target, "quanta": worst, "delegates": compiled.num_delegates,
            "cpu_ops": sum(compiled.cpu_ops.values())}


def _assert_cpu_ops_explained(compiled) -> None:
    explained = {r.target for r in compiled.rejections}
    for op in compiled.cpu_ops:
        assert op in explained, f"{op} runs on the CPU without a reason: {compiled.summary()}"


def graph_specs(samples: Sequence[tuple[str, Sample]], max_steps: int = 3, targets: Sequence[str] = TARGETS):
    """A hypothesis strategy of GraphSpecs over `samples`, each compiled for one of `targets`."""
    from hypothesis import strategies as st

    @st.composite
    def build(draw) -> GraphSpec:
        shapes: list[tuple[int, ...]] = []
        ranges: list[tuple[float, float]] = []
        value_shapes: list[tuple[int, ...] | None] = []  # graph inputs, then step results
        steps = []
        for _ in range(draw(st.integers(1, max_steps))):
            name, sample = draw(st.sampled_from(list(samples)))
            sources = []
            for shape in sample.shapes:
                reusable = [i for i, s in enumerate(value_shapes) if s == tuple(shape)]
                if reusable and draw(st.booleans()):
                    sources.append(draw(st.sampled_from(reusable)))
                    continue
                shapes.append(tuple(shape))
                ranges.append((draw(st.sampled_from([0.1, 1.0, 4.0])), draw(st.sampled_from([0.0, 0.5, -2.0]))))
                # Graph inputs come first among the values: shift the step results behind the new input.
                index = len(shapes) - 1
                steps = [Step(s.name, s.sample, tuple(i + 1 if i >= index else i for i in s.sources)) for s in steps]
                sources = [i + 1 if i >= index else i for i in sources]
                value_shapes.insert(index, tuple(shape))
                sources.append(index)
            steps.append(Step(name, sample, tuple(sources)))
            partial = GraphSpec(tuple(shapes), tuple(ranges), tuple(steps), None, True, TARGETS[0])
            value_shapes = [tuple(s) if s is not None else None for s in result_shapes(partial)]
        results = value_shapes[len(shapes):]
        pairs = [(a, b) for a in range(len(results)) for b in range(a + 1, len(results))
                 if results[a] is not None and results[b] is not None and _broadcastable(results[a], results[b])]
        combine = draw(st.sampled_from(pairs)) if pairs and draw(st.booleans()) else None
        return GraphSpec(tuple(shapes), tuple(ranges), tuple(steps), combine, draw(st.booleans()),
                         draw(st.sampled_from(list(targets))))

    return build()
