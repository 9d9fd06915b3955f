"""The stage tables of armnpu.passes.pipeline: the callers run the stages in the tables' order,
and each pass runs where its precondition holds. Checked on real compiles of a model that gives
every pass work (a composite op and a mask built from constants), so moving a pass to another
stage, or a stage to another point of the flow, fails here."""

import contextlib
from typing import Callable, Optional

import pytest
import torch

import armnpu
from armnpu.passes import pipeline
from armnpu.passes.decompose import decomposition_for
from armnpu.tosa.qdq import DEQUANTIZE_OPS, QUANTIZE_OPS
from armnpu.tosa.registry import aten_target

aten = torch.ops.aten


class MaskedNorm(torch.nn.Module):
    """layer_norm is in the decomposition table; the causal mask is computed from constants alone."""

    def forward(self, x):
        mask = torch.ones(x.shape[-2], x.shape[-1], dtype=torch.bool).tril()
        return torch.nn.functional.layer_norm(x, x.shape[-1:]).masked_fill(mask.logical_not(), 0.0)


def _graph(graph):
    return graph.graph_module.graph if isinstance(graph, torch.export.ExportedProgram) else graph.graph


def _targets(graph) -> set:
    return {aten_target(n) for n in _graph(graph).nodes if n.op == "call_function"}


def _decomposable(graph, target) -> list[str]:
    return [n.name for n in _graph(graph).nodes if decomposition_for(n, target)]


def _not_quantized_yet(graph, target) -> Optional[str]:
    if _targets(graph) & (set(QUANTIZE_OPS) | set(DEQUANTIZE_OPS)):
        return "the graph is quantized already: the parts of a composite op would not get qparams of their own"
    return None


def _not_decomposed_yet(graph, target) -> Optional[str]:
    if not _decomposable(graph, target):
        return ("the composites are split already: the embeddings' own index casts would hide "
                "which inputs are ids")
    return _not_quantized_yet(graph, target)


def _divisions_whole(graph, target) -> Optional[str]:
    if not _decomposable(graph, target):
        return ("the composites are split already: a division's reciprocal would read the expanded "
                "denominator, and its result would no longer broadcast")
    return _not_quantized_yet(graph, target)


def _decomposed(graph, target) -> Optional[str]:
    if _decomposable(graph, target):
        return "the composites are not split yet: a recurrent layer's stack of steps exists only after its decomposition"
    return _not_quantized_yet(graph, target)


def _quantized(graph, target) -> Optional[str]:
    # Folding keeps dequantize nodes, so a constant folded after convert stays int8 with its dequantize.
    if not _targets(graph) & set(DEQUANTIZE_OPS):
        return "the graph is not quantized yet: folding would turn the quantized model's constants to float"
    return None


def _folded(graph, target) -> Optional[str]:
    if {aten.ones.default, aten.tril.default} & _targets(graph):
        return "the constant mask is not folded yet: the decomposition would split ops that folding removes"
    return None


def _program_to_emit(graph, target) -> Optional[str]:
    # to_executorch writes the out spec of the program the edge is built from.
    if not isinstance(graph, torch.export.ExportedProgram) or not graph.module_call_graph:
        return "not an exported program: the output structure the .pte stores is not in it"
    return None


def _edge_decomposed(graph, target) -> Optional[str]:
    if _decomposable(graph, target):
        return ("armnpu's decompositions have not run: their parts (a transpose, a conv2d) would be left "
                "for ExecuTorch to retrace the program for")
    return None


def _traced_back(graph, target) -> Optional[str]:
    if not any(n.meta.get("from_node") for n in _graph(graph).nodes if n.op == "call_function"):
        return "no node records what it was made from: the accuracy report could not find the float model's values"
    return None


# What must hold when each pass runs, by (stage, pass name).
PRECONDITIONS: dict[tuple[str, str], Callable] = {
    (pipeline.BEFORE_ANNOTATION.name, "int32 indices"): _not_decomposed_yet,
    (pipeline.BEFORE_ANNOTATION.name, "read unexpanded"): _divisions_whole,
    (pipeline.BEFORE_ANNOTATION.name, "decompose"): _not_quantized_yet,
    (pipeline.BEFORE_ANNOTATION.name, "select from stacks"): _decomposed,
    (pipeline.BEFORE_TO_EDGE.name, "fold constants"): _quantized,
    (pipeline.BEFORE_EDGE_DECOMPOSITION.name, "decompose"): _folded,
    (pipeline.BEFORE_EDGE_DECOMPOSITION.name, "nameable outputs"): _program_to_emit,
    (pipeline.BEFORE_EDGE_DECOMPOSITION.name, "core forms"): _edge_decomposed,
    (pipeline.BEFORE_EDGE_DECOMPOSITION.name, "provenance roots"): _traced_back,
}


@contextlib.contextmanager
def _watched_steps():
    """Each pass of every stage checks its precondition when it runs; yields the (stage, pass)
    pairs in the order they ran and the precondition failures."""
    ran: list[tuple[str, str]] = []
    failures: list[str] = []
    originals = []
    for stage in pipeline.STAGES:
        for step in stage.steps:
            check = PRECONDITIONS[(stage.name, step.name)]

            def run(graph, target, check=check, key=(stage.name, step.name), original=step.run):
                ran.append(key)
                reason = check(graph, target)
                if reason:
                    failures.append(f"{key}: {reason}")
                return original(graph, target)

            originals.append((step, step.run))
            object.__setattr__(step, "run", run)  # Step is frozen: the tables are not for changing
    try:
        yield ran, failures
    finally:
        for step, original in originals:
            object.__setattr__(step, "run", original)


def test_every_pass_has_a_precondition():
    assert set(PRECONDITIONS) == {(stage.name, step.name) for stage in pipeline.STAGES for step in stage.steps}


def test_a_quantized_compile_runs_every_stage_in_table_order_each_where_its_precondition_holds():
    x = torch.randn(1, 4, 4)
    with _watched_steps() as (ran, failures):
        compiled = armnpu.compile(MaskedNorm().eval(), (x,), target="TOSA-1.0+INT", calibration=[(x,)])
    expected = [(stage.name, step.name) for stage in pipeline.STAGES for step in stage.steps]
    assert ran == expected
    assert failures == []
    assert compiled.cpu_ops == {}, "the decomposed norm and the folded mask delegate"


def test_a_float_compile_decomposes_before_the_edge():
    x = torch.randn(1, 4, 4)
    seen = []
    original = pipeline.BEFORE_EDGE_DECOMPOSITION.steps[0].run

    def run(program, target):
        seen.extend(_decomposable(program, target))
        return original(program, target)

    step = pipeline.BEFORE_EDGE_DECOMPOSITION.steps[0]
    object.__setattr__(step, "run", run)
    try:
        compiled = armnpu.compile(MaskedNorm().eval(), (x,), target="TOSA-1.0+FP")
    finally:
        object.__setattr__(step, "run", original)
    assert seen, "the float program's layer_norm is split at this stage, not by ExecuTorch"
    assert compiled.cpu_ops == {}


@pytest.mark.parametrize("stage", pipeline.STAGES, ids=lambda s: s.name)
def test_a_stage_refuses_the_wrong_kind_of_graph(stage):
    wrong = torch.fx.symbolic_trace(torch.nn.Identity()) if stage.runs_on is not torch.fx.GraphModule else object()
    with pytest.raises(TypeError, match=stage.name):
        pipeline.run_stage(stage, wrong)
