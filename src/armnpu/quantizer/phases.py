"""The argument of a sinusoid, sin(x · f), is left float and its x observed in int16, so that the
lowering can compute the argument modulo one turn in integers (armnpu.ops.phase).

As annotated like other ops, each mul of the argument is quantized: a diffusion timestep in
[0, 1000] times frequencies up to 1 is an int8 value of 7.9 radians a code, and the sinusoid of it
noise. Here the muls keep their result float and the sinusoids read it unquantized; x is
observed in int16 (zero point 0, with headroom like an int16 output: calibration sees a few
timesteps), through the views between its producer and the first mul, so that it is rounded to
int16 once. The quantized model then computes sin(DQ(x) · f) in float32 and quantizes the result:
the integer program is that within a fraction of a quantum. QAT observes x in int16 with its own
fake-quant; dynamic activations are left as they are.
"""

from __future__ import annotations

from typing import Optional

import torch
from torch.fx import Node
from torchao.quantization.pt2e.quantizer import QuantizationSpec, SharedQuantizationSpec

from armnpu.ops.annotation import ANNOTATION_KEY, set_annotation, shared_view_input
from armnpu.ops.phase import PhaseChain, sinusoid_input
from armnpu.quantizer.config import widened_to_int16
from armnpu.quantizer.norm_statistics import calibrated


def keep_angles_exact(graph: torch.fx.Graph) -> None:
    """Annotate every sinusoid's argument for its exact lowering (module docstring)."""
    done: set[Node] = set()
    for node in graph.nodes:
        chain = sinusoid_input(node) if node.op == "call_function" else None
        if chain is None or chain.steps[-1] in done or not _all_annotated(chain):
            continue
        spec = _int16_spec(chain)
        if spec is None:
            continue
        done.add(chain.steps[-1])
        _observe_source(chain, spec)
        for step in chain.steps[1:]:
            set_annotation(step, {}, None)
        for sinusoid in chain.steps[-1].users:
            set_annotation(sinusoid, {}, sinusoid.meta[ANNOTATION_KEY].output_qspec)


def _all_annotated(chain: PhaseChain) -> bool:
    return all(ANNOTATION_KEY in node.meta for node in (*chain.steps, *chain.steps[-1].users))


def _int16_spec(chain: PhaseChain) -> Optional[QuantizationSpec]:
    """The first step's spec for x widened to int16, when it is an int8 or int16 one; a calibrated
    observer gets headroom, QAT's fake-quant keeps its own."""
    spec = chain.steps[0].meta[ANNOTATION_KEY].input_qspec_map.get(chain.source)
    if type(spec) is not QuantizationSpec or spec.is_dynamic or spec.dtype not in (torch.int8, torch.int16):
        return None
    return widened_to_int16(spec, -32767, headroom=calibrated(spec))


def _observe_source(chain: PhaseChain, spec: QuantizationSpec) -> None:
    """x observed in int16 where it is computed: through the views (single-user ops whose result
    shares their input's qparams) above the first step, up to the op computing it or an input."""
    first = chain.steps[0]
    node = chain.source
    while _sole_reader(node) and (above := shared_view_input(node)) is not None:
        node.meta[ANNOTATION_KEY].input_qspec_map[above] = spec  # each view's input edge, so they join
        node = above
    if node is chain.source:
        set_annotation(first, {chain.source: spec}, None)
        return
    producer = node.meta.get(ANNOTATION_KEY)
    if producer is not None and type(producer.output_qspec) is QuantizationSpec and _sole_reader(node):
        producer.output_qspec = spec  # computed in int16, not rounded to int8 first
    set_annotation(first, {chain.source: SharedQuantizationSpec(chain.source)}, None)


def _sole_reader(node: Node) -> bool:
    """One op reads `node` (export's dtype assertions read nothing)."""
    return sum(user.target is not torch.ops.aten._assert_tensor_metadata.default for user in node.users) == 1
