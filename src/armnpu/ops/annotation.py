"""PT2E annotation primitives, for the quantizer's patterns and for op rules with a pattern of their own."""

from __future__ import annotations

from typing import Optional, cast

import torch
from torch.fx import Node
from torchao.quantization.pt2e.quantizer import QuantizationAnnotation, SharedQuantizationSpec

ANNOTATION_KEY = "quantization_annotation"


def is_annotated(node: Node) -> bool:
    annotation = node.meta.get(ANNOTATION_KEY)
    return annotation is not None and annotation._annotated


def is_float_tensor(arg) -> bool:
    val = arg.meta.get("val") if isinstance(arg, Node) else None
    return isinstance(val, torch.Tensor) and val.dtype.is_floating_point


def float_tensor_inputs(node: Node) -> list[Node]:
    """The node's floating-point tensor arguments, in order, looking into lists."""
    inputs: list[Node] = []
    for arg in node.args:
        candidates = arg if isinstance(arg, (list, tuple)) else [arg]
        inputs.extend(cast(Node, a) for a in candidates if is_float_tensor(a))  # a float tensor is a Node
    return inputs


def _known_not_float(arg) -> bool:
    val = arg.meta.get("val") if isinstance(arg, Node) else None
    return isinstance(val, torch.Tensor) and not val.dtype.is_floating_point


def set_annotation(node: Node, input_map: dict, output_spec: Optional[object]) -> None:
    """Annotate `node`; a bool or integer tensor (a mask, indices, a count) gets no spec, whatever
    the pattern asked: it is not quantized, and an observer of it fails (abs of a bool)."""
    input_map = {arg: spec for arg, spec in input_map.items() if not _known_not_float(arg)}
    node.meta[ANNOTATION_KEY] = QuantizationAnnotation(
        input_qspec_map=input_map, output_qspec=None if _known_not_float(node) else output_spec, _annotated=True
    )


def annotate_sharing_first(node: Node, inputs: list[Node], config, output_shares: bool = True) -> None:
    """`inputs[0]` observed with the config's activation spec, the other inputs (and the result,
    with `output_shares`) sharing its qparams; nothing is annotated without inputs."""
    if not inputs:
        return
    first = inputs[0]
    shared = SharedQuantizationSpec((first, node))
    set_annotation(node, {first: config.input_activation, **{other: shared for other in inputs[1:]}},
                   shared if output_shares else None)
