"""Turns an op rule's `Quant` pattern into torchao PT2E annotations."""

from __future__ import annotations

import dataclasses
import functools
from typing import Callable, Optional, cast

import torch
from torch.fx import Node
from torchao.quantization.pt2e.quantizer import (
    DerivedQuantizationSpec,
    QuantizationSpec,
    SharedQuantizationSpec,
)

from armnpu.graph_facts import computed_from_constants
from armnpu.ops.annotation import float_tensor_inputs as _tensor_inputs
from armnpu.ops.annotation import is_annotated as _is_annotated
from armnpu.ops.annotation import is_float_tensor as _is_float_tensor
from armnpu.ops.annotation import set_annotation as _set
from armnpu.ops.annotation import sharing_root
from armnpu.quantizer.config import QuantizationConfig
from armnpu.quantizer.fixed_qparams import produce_at_fixed_qparams
from armnpu.quantizer.norm_statistics import widen_norm_statistics
from armnpu.quantizer.phases import keep_angles_exact
from armnpu.tosa.registry import OpRule, Quant, rule_for_quantization

ConfigFor = Callable[[Node], Optional[QuantizationConfig]]


def annotate_graph(graph: torch.fx.Graph, config_for: ConfigFor) -> None:
    for node in graph.nodes:
        # Values computed from constants only (a reordered weight) fold into one constant when
        # quantized: the op that uses them quantizes them, nothing in between does.
        if node.op != "call_function" or _is_annotated(node) or computed_from_constants(node):
            continue
        rule = rule_for_quantization(node)
        config = config_for(node) if rule is not None else None
        if rule is None or config is None:
            continue
        pattern = rule.quant if callable(rule.quant) else _PATTERNS[rule.quant]
        pattern(node, rule, config)
    produce_at_fixed_qparams(graph)
    widen_norm_statistics(graph)
    keep_angles_exact(graph)


def _fused_activation(node: Node, rule: OpRule) -> Optional[Node]:
    """The sole user of `node` when it is an activation the op can absorb."""
    if not rule.fuses_activation or len(node.users) != 1:
        return None
    user = next(iter(node.users))
    user_rule = rule_for_quantization(user)
    if user_rule is not None and user_rule.quant == Quant.ACTIVATION and not _is_annotated(user):
        return user
    return None


def _annotate_output(node: Node, rule: OpRule, config: QuantizationConfig, input_map: dict) -> None:
    activation = _fused_activation(node, rule)
    if activation is None:
        _set(node, input_map, config.output_activation)
    else:
        _set(node, input_map, None)
        _set(activation, {}, config.output_activation)


def _derive_bias_qparams(observers, groups: int = 1) -> tuple[torch.Tensor, torch.Tensor]:
    """The bias scale is the input's times the weight's. A grouped transposed convolution's
    per-channel weight scales cover one group's outputs and repeat over the groups."""
    act_scale, _ = observers[0].calculate_qparams()
    weight_scale, _ = observers[1].calculate_qparams()
    scale = (act_scale * weight_scale.repeat(groups)).to(torch.float32)
    return scale, torch.zeros_like(scale, dtype=torch.int32)


def _weighted_operands(node: Node, rule: OpRule):
    """(input, weight, bias or None, weight channel axis). A rule whose operands sit elsewhere
    locates them with OpRule.weighted_operands, which returns None for a use it does not quantize."""
    if rule.weighted_operands is not None:
        return rule.weighted_operands(node)
    return node.args[0], node.args[1], node.args[2] if len(node.args) > 2 else None, 0


def _annotate_weighted(node: Node, rule: OpRule, config: QuantizationConfig) -> None:
    operands = _weighted_operands(node, rule)
    if operands is None:
        return
    x, weight, bias, weight_axis = operands
    # No weight spec in a uint8 IO config set without a global one (TOSAQuantizer.set_io alone): a
    # weighted op fed by the input then fails here, with an AttributeError on None.
    weight_spec = cast(QuantizationSpec, config.weight)
    if weight_axis != weight_spec.ch_axis and weight_spec.qscheme == torch.per_channel_symmetric:
        weight_spec = dataclasses.replace(weight_spec, ch_axis=weight_axis)
    input_map = {x: config.input_activation, weight: weight_spec}
    if isinstance(bias, Node):
        bias = _own_bias(node, bias)
        per_channel = weight_spec.qscheme == torch.per_channel_symmetric
        groups = _bias_groups(bias, weight, weight_axis) if per_channel else 1
        input_map[bias] = DerivedQuantizationSpec(
            derived_from=[(x, node), (weight, node)],
            derive_qparams_fn=functools.partial(_derive_bias_qparams, groups=groups),
            dtype=torch.int32,
            quant_min=-(2**31) + 1,
            quant_max=2**31 - 1,
            qscheme=torch.per_channel_symmetric if per_channel else torch.per_tensor_symmetric,
            ch_axis=0,
        )
    norm = _training_batch_norm(node)
    if norm is None:
        _annotate_output(node, rule, config, input_map)
    else:
        _set(node, input_map, None)
        _annotate_output(norm, rule, config, {})


def _own_bias(node: Node, bias: Node) -> Node:
    """`node`'s bias as a constant read of its own. torchao gives the uses of one value one observer
    when their specs agree in dtype and range, whatever they are derived from: a bias that several
    weighted ops share (an unrolled recurrence's hidden-state bias, a layer applied to two tensors)
    was quantized at the first op's input scale, and every other op, whose input has another
    scale, added it to its accumulator at the wrong scale. A get_attr per op gives each its own
    observer; bias correction still sees one shared parameter (the same attribute)."""
    if bias.op != "get_attr" or len(bias.users) == 1:
        return bias
    with node.graph.inserting_before(node):
        own = node.graph.get_attr(cast(str, bias.target))
    own.meta = dict(bias.meta)
    node.replace_input_with(bias, own)
    return own


def _bias_groups(bias: Node, weight: Node, weight_axis: int) -> int:
    """How often the weight's per-channel scales repeat over the bias (a grouped transposed
    convolution's weight holds one group's output channels)."""
    b, w = bias.meta.get("val"), weight.meta.get("val")
    return b.shape[0] // w.shape[weight_axis] if b is not None and w is not None else 1


def _training_batch_norm(node: Node) -> Optional[Node]:
    """The sole user of a weighted op when it is a batch norm in training mode (QAT). torchao
    fuses the pair for training and, at convert, folds the norm into the weights and bias, but
    only if nothing between them is quantized: the pair's output is observed after the norm."""
    if len(node.users) != 1:
        return None
    user = next(iter(node.users))
    is_norm = user.op == "call_function" and user.target is torch.ops.aten.batch_norm.default
    return user if is_norm and user.args[5] else None


def _annotate_io(node: Node, rule: OpRule, config: QuantizationConfig) -> None:
    if not _is_float_tensor(node):
        return  # integer arithmetic (an int32 mul) runs as it is: there is nothing to quantize
    input_map = {arg: config.input_activation for arg in _tensor_inputs(node)}
    _annotate_output(node, rule, config, input_map)


def _annotate_shared(node: Node, rule: OpRule, config: QuantizationConfig) -> None:
    inputs = list(dict.fromkeys(_tensor_inputs(node)))  # cat([x, x]) shares x with itself once
    if not inputs:
        return
    first, spec = sharing_root(inputs, config.input_activation)
    input_map = {first: spec}
    for other in inputs:
        if other is not first:
            input_map[other] = SharedQuantizationSpec((first, node))
    shared = SharedQuantizationSpec((first, node))
    if isinstance(node.meta.get("val"), (list, tuple)):
        # Multi-output ops (split, chunk): the getitem users carry the outputs.
        _set(node, input_map, None)
        for user in node.users:
            _set(user, {}, shared)
    else:
        _set(node, input_map, shared)


# Activations whose output is one-sided: none of their input's negative values come out.
_RELUS = (torch.ops.aten.relu.default, torch.ops.aten.relu_.default)


def _annotate_activation(node: Node, rule: OpRule, config: QuantizationConfig) -> None:
    """An activation its producer did not absorb (one after a permute, say). A relu observes its
    output on its own: sharing its input's range spent the codes of the negative values it
    removes (Gemma3n's subsampling relu: zero point -2, so the convolution after it read its
    input at twice the step it needed). Other clamps share their input's qparams."""
    if node.target in _RELUS:
        _annotate_io(node, rule, config)
    else:
        _annotate_shared(node, rule, config)


_PATTERNS = {
    Quant.WEIGHTED: _annotate_weighted,
    Quant.IO: _annotate_io,
    Quant.SHARED: _annotate_shared,
    Quant.ACTIVATION: _annotate_activation,
    Quant.NONE: lambda node, rule, config: None,
}
