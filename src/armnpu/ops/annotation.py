"""PT2E annotation primitives, for the quantizer's patterns and for op rules with a pattern of their own."""

from __future__ import annotations

from typing import Optional, cast

import torch
import torch.ao.quantization.fx._decomposed  # noqa: F401 - registers torch.ops.quantized_decomposed
from torch.fx import Node
from torchao.quantization.pt2e.quantizer import (
    FixedQParamsQuantizationSpec,
    QuantizationAnnotation,
    SharedQuantizationSpec,
)

ANNOTATION_KEY = "quantization_annotation"
# The dequantize a model may call itself, on int8 codes it takes as an input (armnpu.llm's int8 KV cache).
_MODEL_DEQUANTIZE = torch.ops.quantized_decomposed.dequantize_per_tensor.default


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
    with `output_shares`) sharing its qparams; nothing is annotated without inputs. An input whose
    qparams the model fixes (`fixed_qparams`) takes the place of `inputs[0]`, with those qparams."""
    if not inputs:
        return
    first, spec = sharing_root(inputs, config.input_activation)
    shared = SharedQuantizationSpec((first, node))
    set_annotation(node, {first: spec, **{other: shared for other in inputs if other is not first}},
                   shared if output_shares else None)


def sharing_root(inputs: list[Node], observed) -> tuple[Node, object]:
    """The input whose qparams a group of inputs sharing them takes, and its spec: the first whose
    qparams the model fixes, with them, else the first, with `observed` (an observer's spec)."""
    for arg in inputs:
        fixed = fixed_qparams(arg)
        if fixed is not None:
            return arg, fixed
    return inputs[0], observed


def shared_view_input(node: Node) -> Optional[Node]:
    """The input whose qparams `node`'s result shares (a view, annotated so), else None."""
    output = getattr(node.meta.get(ANNOTATION_KEY), "output_qspec", None)
    if isinstance(output, SharedQuantizationSpec) and isinstance(output.edge_or_node, tuple) \
            and output.edge_or_node[1] is node:
        return output.edge_or_node[0]
    return None


def fixed_qparams(node: Node) -> Optional[FixedQParamsQuantizationSpec]:
    """The qparams the model itself gives `node`'s value: the result of a per-tensor dequantize the
    model calls (int8 codes it takes as an input), or of an op sharing the qparams of such a value.
    Its users take them as they are, unobserved: the program computes with the very codes the model
    takes (the lowering drops a quantize that takes back a dequantize's codes with its qparams),
    and codes it passes through unchanged come out unchanged."""
    if node.op == "call_function" and node.target is _MODEL_DEQUANTIZE:
        _, scale, zero_point, quant_min, quant_max, dtype = node.args[:6]
        return FixedQParamsQuantizationSpec(dtype=dtype, scale=scale, zero_point=zero_point,
                                            quant_min=quant_min, quant_max=quant_max,
                                            qscheme=torch.per_tensor_affine)
    annotation = node.meta.get(ANNOTATION_KEY)
    shared = getattr(annotation, "output_qspec", None)
    if isinstance(shared, SharedQuantizationSpec) and isinstance(shared.edge_or_node, tuple):
        arg, user = shared.edge_or_node
        spec = user.meta[ANNOTATION_KEY].input_qspec_map.get(arg)
        return spec if isinstance(spec, FixedQParamsQuantizationSpec) else None
    return None
