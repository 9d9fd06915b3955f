"""Empirical bias correction (Nagel et al. 2019, "Data-Free Quantization", section 4.2).

Quantizing a weight adds an error whose product with the input need not average to zero: the
layer's outputs shift. After calibration, each conv/linear with a bias gets
`E[W x] - E[Q(W) x]` per output channel (over the calibration batches, x the float input) added
to its bias, so the quantized layer's mean output is the float layer's. Each mean is shrunk toward
zero by the variance of its estimate, so a shift measured on too few values adds no noise.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

import torch
import torch.utils._pytree as pytree
from torch.fx import GraphModule, Interpreter, Node
from torchao.quantization.pt2e.observer import ObserverBase

from armnpu.graph_facts import attr_name
from armnpu.tosa.registry import aten_target, rule_for_quantization


def correct_biases(prepared: GraphModule, batches: Sequence[tuple]) -> int:
    """Correct the biases of a calibrated prepare_pt2e model in place; returns how many were corrected.

    A bias several layers share (an unrolled recurrence's, once per time step) is left alone: the
    steps see different inputs (the first a zero state), and one shift cannot correct them all
    (lstm_kws: 36.20 dB uncorrected, 35.93 with the pooled shift of its 49 steps)."""
    if not correctable_layers(prepared):
        return 0
    return apply_shifts(prepared, record_shifts(prepared, batches))


@dataclass
class Shifts:
    """What correct_biases measures on some batches: each layer's per-batch mean output shifts,
    and the float model's outputs for each batch (the float run that measures them computes these
    too). Shifts of consecutive batches add up to the shifts of all of them, in order."""

    layers: dict[Node, "_BatchMeans"] = field(default_factory=dict)
    samples: list[tuple] = field(default_factory=list)
    float_outputs: list[list[torch.Tensor]] = field(default_factory=list)

    def __add__(self, other: "Shifts") -> "Shifts":
        layers = {node: means + other.layers[node] if node in other.layers else means
                  for node, means in self.layers.items()}
        layers.update({node: means for node, means in other.layers.items() if node not in self.layers})
        return Shifts(layers, self.samples + other.samples, self.float_outputs + other.float_outputs)

    def batches(self, start: int, stop: int) -> "Shifts":
        """The shifts of batches start..stop-1 alone."""
        return Shifts({node: _BatchMeans(means.means[start:stop]) for node, means in self.layers.items()},
                      self.samples[start:stop], self.float_outputs[start:stop])


def record_shifts(prepared: GraphModule, batches: Sequence[tuple],
                  calibrate: Optional[Callable[[Callable[..., Any]], None]] = None) -> Shifts:
    """Run `batches` through the calibrated model in float, measuring each correctable layer's shift.

    With `calibrate`, the model is not calibrated yet: `calibrate(run)` calibrates it by calling
    `run(*batch)` for each of `batches`, in order, and that run measures the shifts too."""
    if not batches:
        return Shifts()
    recorder = _ShiftRecorder(prepared, correctable_layers(prepared), observing=calibrate is not None)
    outputs = []

    def run(*batch):
        result = recorder.run(*batch)
        outputs.append(_float_leaves(result))
        return result

    with torch.no_grad():
        if calibrate is not None:
            calibrate(run)
        else:
            for batch in batches:
                run(*batch)
    return Shifts(recorder.batch_means, list(batches), outputs)


def apply_shifts(prepared: GraphModule, shifts: Shifts) -> int:
    """Add each layer's measured shift (shrunk: _BatchMeans.shrunk_mean) to its bias, in place;
    returns how many biases changed."""
    for node, means in shifts.layers.items():
        _replace_parameter(prepared, _bias_target(prepared, node), means.shrunk_mean())
    return len(shifts.layers)


def correctable_layers(prepared: GraphModule) -> list[Node]:
    """The conv/linear layers whose biases correct_biases corrects."""
    candidates = [node for node in prepared.graph.nodes if _correctable(prepared, node)]
    users = Counter(_bias_target(prepared, node) for node in candidates)
    return [node for node in candidates if users[_bias_target(prepared, node)] == 1]


def _bias_target(gm: GraphModule, node: Node) -> str:
    return _get_attr(gm, node.args[2]).target


class _BatchMeans:
    """Per-channel means of a layer's output error (W - Q(W)) x, one per calibration batch."""

    def __init__(self, means: list[torch.Tensor]) -> None:
        self.means = means

    def __add__(self, other: "_BatchMeans") -> "_BatchMeans":
        return _BatchMeans(self.means + other.means)

    def shrunk_mean(self) -> torch.Tensor:
        """The mean error, shrunk toward zero by its estimate's own variance (positive-part
        James-Stein): a mean measured on too few batches is mostly noise, and adding noise to a
        bias costs accuracy. The variance comes from the batches' means, not from every output
        value: the values of one input are correlated (neighbouring pixels, the tokens of one
        sequence), and counting each as a sample made a correction fit its calibration inputs
        and lose on others (held out, 32 inputs: AST -0.05 dB, ResNet -0.06 on 8). One batch
        gives no variance, so no correction."""
        means = torch.stack(self.means)
        mean = means.mean(dim=0)
        if len(self.means) < 2:
            return torch.zeros_like(mean)
        variance_of_mean = means.var(dim=0) / len(self.means)
        keep = (1 - variance_of_mean / mean.square().clamp(min=torch.finfo(mean.dtype).tiny)).clamp(min=0)
        return mean * keep


def _correctable(gm: GraphModule, node: Node) -> bool:
    """A conv/linear whose weight is an observed parameter (it gets quantized) and whose bias is a
    parameter. A weight computed in the graph (a transposed or sliced parameter) has no error to
    measure before conversion."""
    if _output_channel_dim(node) is None or len(node.args) < 3:
        return False
    weight, bias = node.args[1], node.args[2]
    return _observer(gm, weight) is not None and _parameter(gm, weight) is not None and _parameter(gm, bias) is not None


def _output_channel_dim(node: Node) -> Optional[int]:
    """The dim of the layer's output that holds its output channels (OpRule.output_channel_dim),
    or None for an op whose bias is not corrected. Input, weight and bias are arguments 0, 1 and 2."""
    if node.op != "call_function":
        return None
    rule = rule_for_quantization(node)
    return None if rule is None else rule.output_channel_dim.get(aten_target(node))


def _observer(gm: GraphModule, node: object):
    if isinstance(node, Node) and node.op == "call_module":
        module = gm.get_submodule(attr_name(node))
        return module if isinstance(module, ObserverBase) else None
    return None


def _get_attr(gm: GraphModule, node: object):
    """The get_attr node feeding `node`, looking through an observer in between, or None."""
    if isinstance(node, Node) and _observer(gm, node) is not None:
        node = node.args[0]
    return node if isinstance(node, Node) and node.op == "get_attr" else None


def _parameter(gm: GraphModule, node: object):
    """The tensor the get_attr feeding `node` reads, or None."""
    attr = _get_attr(gm, node)
    return None if attr is None else functools.reduce(getattr, attr.target.split("."), gm)


def _replace_parameter(gm: GraphModule, target: str, shift: torch.Tensor) -> None:
    """Point the get_attr target at a corrected copy: the exported module shares its tensors with
    the user's model, which must keep its float bias."""
    owner, _, name = target.rpartition(".")
    module = gm.get_submodule(owner)
    bias = getattr(module, name)
    setattr(module, name, torch.nn.Parameter(bias + shift.to(bias.dtype), requires_grad=False))


def _fake_quantize(weight: torch.Tensor, observer) -> torch.Tensor:
    scale, zero_point = observer.calculate_qparams()
    if observer.qscheme in (torch.per_channel_symmetric, torch.per_channel_affine):
        return torch.fake_quantize_per_channel_affine(
            weight, scale, zero_point.int(), observer.ch_axis, observer.quant_min, observer.quant_max
        )
    return torch.fake_quantize_per_tensor_affine(
        weight, float(scale), int(zero_point), observer.quant_min, observer.quant_max
    )


class _FloatRunner(Interpreter):
    """Runs a prepared model in float: observers pass values through without observing them again."""

    def call_module(self, target, args, kwargs):
        if isinstance(self.module.get_submodule(target), ObserverBase):
            return args[0]
        return super().call_module(target, args, kwargs)


def output_noise(converted: GraphModule, batches: Sequence[tuple], references: Sequence[list[torch.Tensor]]) -> float:
    """Sum of squared differences between a converted model's float outputs and `references`."""
    noise = 0.0
    with torch.no_grad():
        for batch, reference in zip(batches, references):
            for want, got in zip(reference, _float_leaves(converted(*batch))):
                noise += float((want.double() - got.double()).square().sum())
    return noise


def _float_leaves(outputs) -> list[torch.Tensor]:
    return [leaf for leaf in pytree.tree_leaves(outputs) if isinstance(leaf, torch.Tensor) and leaf.is_floating_point()]


class _ShiftRecorder(_FloatRunner):
    """Runs the model in float and records, for each layer and batch, the per-channel mean of
    (W - Q(W)) x. With `observing`, its observers observe as they do in calibration: they pass
    values through unchanged, so the same run calibrates and measures."""

    def __init__(self, gm: GraphModule, layers: list[Node], observing: bool = False) -> None:
        super().__init__(gm)
        self.gm = gm
        self.observing = observing
        # W - Q(W) per layer, from the first run that reaches it: its weight's observer has seen
        # the (constant) weight by then, and its qparams do not move after.
        self.weight_errors: dict[Node, torch.Tensor] = {}
        self.channel_dims: dict[Node, int] = {}
        for node in layers:
            dim = _output_channel_dim(node)
            assert dim is not None, f"{node.name} is not a layer bias correction covers"
            self.channel_dims[node] = dim
        self.batch_means: dict[Node, _BatchMeans] = {}

    def call_module(self, target, args, kwargs):
        if self.observing:
            return Interpreter.call_module(self, target, args, kwargs)
        return super().call_module(target, args, kwargs)

    def run_node(self, node: Node):
        result = super().run_node(node)
        if node in self.channel_dims:
            if node not in self.weight_errors:
                weight = _parameter(self.gm, node.args[1])
                self.weight_errors[node] = weight - _fake_quantize(weight, _observer(self.gm, node.args[1]))
            args, kwargs = self.fetch_args_kwargs_from_env(node)
            # fx types a target as callable or str; a call_function's is the op.
            error = node.target(args[0], self.weight_errors[node], None, *args[3:], **kwargs)  # type: ignore[operator]
            dim = self.channel_dims[node] % error.dim()
            batch_mean = _BatchMeans([error.movedim(dim, -1).reshape(-1, error.shape[dim]).double().mean(dim=0)])
            self.batch_means[node] = self.batch_means[node] + batch_mean if node in self.batch_means else batch_mean
        return result
