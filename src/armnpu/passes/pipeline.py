"""The graph transforms armnpu applies, stage by stage, in the order a compile runs them.

`armnpu.compile` goes export → quantize → export → to_edge_transform_and_lower → Vela. Each
stage below is the ordered list of passes run at one point of that flow, by the caller named
with it; the callers take their passes from here and run them with `run_stage`:

1. BEFORE_ANNOTATION: the quantizer, on the pre-dispatch graph module it is about to annotate
   (`TOSAQuantizer.transform_for_annotation`, called by prepare_pt2e);
2. BEFORE_TO_EDGE: `armnpu.compile`, on the quantized model's final export;
3. BEFORE_EDGE_DECOMPOSITION: the partitioner, on the ATen program
   (`TOSAPartitioner.transform_for_pre_decomposition`, called by to_edge_transform_and_lower).

ExecuTorch's own edge decomposition follows stage 3, keeping whole the ops the op rules lower
whole (`OpRule.keep_undecomposed`, answered by `TOSAPartitioner.ops_to_not_decompose`); then
the partitioner tags the delegates and each backend lowers its partition to TOSA as it is,
with no further pass. Stage 1 narrows int64 token ids and the index arithmetic on them to int32
(armnpu.passes.int32_indices); the ExecuTorch-style int64 → int32 passes (armnpu.passes.int64)
are in no stage: they are for users' own flows, as the decomposition table and the lowerings
narrow int64 constants themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, TypeVar

from torch.export import ExportedProgram
from torch.fx import GraphModule

from armnpu.passes.broadcast_operands import read_unexpanded
from armnpu.passes.constant_folding import fold_constants
from armnpu.passes.core_forms import to_core_forms
from armnpu.passes.decompose import decompose_graph_module, decompose_program
from armnpu.passes.int32_indices import narrow_int64_indices
from armnpu.passes.output_structure import nameable_outputs
from armnpu.passes.provenance_roots import keep_provenance_roots
from armnpu.passes.stacked_select import select_from_stacks

Graph = TypeVar("Graph", GraphModule, ExportedProgram)


@dataclass(frozen=True)
class Step:
    """One pass: `run(graph, target)` returns the rewritten graph (target: the compile's
    CompileTarget, or None when the caller has none)."""

    name: str
    run: Callable[[Any, Any], Any]
    why: str


@dataclass(frozen=True)
class Stage:
    """The passes run, in order, at one point of the flow, on one kind of graph."""

    name: str
    runs_on: type
    steps: tuple[Step, ...]


BEFORE_ANNOTATION = Stage("before annotation", GraphModule, (
    Step("int32 indices", narrow_int64_indices,
         "int64 ids and the index arithmetic on them become int32, which TOSA has, so they can delegate"),
    Step("read unexpanded", read_unexpanded,
         "a pointwise op broadcasts an expanded operand itself, so the expand copies nothing"),
    Step("decompose", decompose_graph_module,
         "composite ops become their parts, so that each part is annotated with its own qparams"),
    Step("select from stacks", select_from_stacks,
         "a recurrent layer's output[:, -1] reads its last step, so no stack of every step is copied"),
))

BEFORE_TO_EDGE = Stage("before to_edge", ExportedProgram, (
    Step("fold constants", lambda program, target: fold_constants(program),
         "masks built from constants become constants, so the ops they feed can delegate"),
))

BEFORE_EDGE_DECOMPOSITION = Stage("before edge decomposition", ExportedProgram, (
    Step("decompose", decompose_program,
         "composites the quantizer did not split (float programs, unannotated ops) become their "
         "parts before ExecuTorch decomposes them its own way"),
    Step("nameable outputs", lambda program, target: nameable_outputs(program),
         "outputs returned as torch.return_types (topk, sort) are stored as a tuple, which the .pte can name"),
    Step("core forms", lambda program, target: to_core_forms(program),
         "ops ExecuTorch's table turns into one core op (conv2d, transpose) become it, so that ExecuTorch "
         "can skip retracing the whole program to decompose them"),
    Step("provenance roots", lambda program, target: keep_provenance_roots(program),
         "each node's provenance keeps only the float-model nodes it leads to, which is all the accuracy "
         "report and ExecuTorch's debug handles read, so ExecuTorch's passes stop copying whole chains"),
))

# Every stage, in the order a compile runs them.
STAGES = (BEFORE_ANNOTATION, BEFORE_TO_EDGE, BEFORE_EDGE_DECOMPOSITION)


def run_stage(stage: Stage, graph: Graph, target: Any = None) -> Graph:
    """`graph` after each pass of `stage` in turn (passes may rewrite it in place)."""
    if not isinstance(graph, stage.runs_on):
        raise TypeError(f"stage {stage.name!r} runs on a {stage.runs_on.__name__}, not a {type(graph).__name__}")
    for step in stage.steps:
        graph = step.run(graph, target)
    return graph
