"""Empirical bias correction (Nagel et al. 2019, "Data-Free Quantization", section 4.2).

Quantizing a weight adds an error whose product with the input need not average to zero: the
layer's outputs shift. After calibration, each conv/linear with a bias gets
`E[W x] - E[Q(W) x]` per output channel (over the calibration batches, x the float input) added
to its bias, so the quantized layer's mean output is the float layer's.
"""

from __future__ import annotations

import functools
from typing import Sequence

import torch
from torch.fx import GraphModule, Interpreter, Node
from torchao.quantization.pt2e.observer import ObserverBase

# Op → the dimension of its output that holds the output channels. Input, weight and bias are
# arguments 0, 1 and 2 of each.
_OUTPUT_CHANNEL_DIM = {
    torch.ops.aten.conv1d.default: 1,
    torch.ops.aten.conv2d.default: 1,
    torch.ops.aten.linear.default: -1,
}


def correct_biases(prepared: GraphModule, batches: Sequence[tuple]) -> int:
    """Correct the biases of a calibrated prepare_pt2e model in place; returns how many were corrected.
    A bias several layers share (an unrolled LSTM's, once per time step) gets their mean shift."""
    layers = [node for node in prepared.graph.nodes if _correctable(prepared, node)]
    if not layers:
        return 0
    recorder = _ShiftRecorder(prepared, layers)
    with torch.no_grad():
        for batch in batches:
            recorder.run(*batch)
    shifts: dict[str, list[torch.Tensor]] = {}
    for node, shift in recorder.shifts.items():
        shifts.setdefault(_get_attr(prepared, node.args[2]).target, []).append(shift / len(batches))
    for target, per_layer in shifts.items():
        _replace_parameter(prepared, target, torch.stack(per_layer).mean(dim=0))
    return len(shifts)


def _correctable(gm: GraphModule, node: Node) -> bool:
    """A conv/linear whose weight is observed (it gets quantized) and whose bias is a parameter."""
    if node.op != "call_function" or node.target not in _OUTPUT_CHANNEL_DIM or len(node.args) < 3:
        return False
    weight, bias = node.args[1], node.args[2]
    return _observer(gm, weight) is not None and _parameter(gm, bias) is not None


def _observer(gm: GraphModule, node: object):
    if isinstance(node, Node) and node.op == "call_module":
        module = gm.get_submodule(node.target)
        return module if isinstance(module, ObserverBase) else None
    return None


def _get_attr(gm: GraphModule, node: object):
    """The get_attr node feeding `node`, looking through an observer in between, or None."""
    if _observer(gm, node) is not None:
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
    setattr(module, name, torch.nn.Parameter(getattr(module, name) + shift, requires_grad=False))


def _fake_quantize(weight: torch.Tensor, observer) -> torch.Tensor:
    scale, zero_point = observer.calculate_qparams()
    if observer.qscheme in (torch.per_channel_symmetric, torch.per_channel_affine):
        return torch.fake_quantize_per_channel_affine(
            weight, scale, zero_point.int(), observer.ch_axis, observer.quant_min, observer.quant_max
        )
    return torch.fake_quantize_per_tensor_affine(
        weight, float(scale), int(zero_point), observer.quant_min, observer.quant_max
    )


class _ShiftRecorder(Interpreter):
    """Runs the model in float (observers pass values through without observing them again) and
    sums, for each layer, the per-channel mean of (W - Q(W)) x over the batches."""

    def __init__(self, gm: GraphModule, layers: list[Node]) -> None:
        super().__init__(gm)
        self.weight_errors: dict[Node, torch.Tensor] = {}
        for node in layers:
            weight = _parameter(gm, node.args[1])
            self.weight_errors[node] = weight - _fake_quantize(weight, _observer(gm, node.args[1]))
        self.shifts: dict[Node, torch.Tensor] = {}

    def call_module(self, target, args, kwargs):
        if isinstance(self.module.get_submodule(target), ObserverBase):
            return args[0]
        return super().call_module(target, args, kwargs)

    def run_node(self, node: Node):
        result = super().run_node(node)
        if node in self.weight_errors:
            args, kwargs = self.fetch_args_kwargs_from_env(node)
            error = node.target(args[0], self.weight_errors[node], None, *args[3:], **kwargs)
            dim = _OUTPUT_CHANNEL_DIM[node.target] % error.dim()
            mean = error.mean(dim=[d for d in range(error.dim()) if d != dim])
            self.shifts[node] = self.shifts.get(node, 0) + mean
        return result
