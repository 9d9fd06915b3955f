"""A norm's statistics: the mean of squares, and its `+ eps`, that an RMS or layer norm takes the
(reciprocal) square root of, observed for what they are.

Observed like any activation, they lose twice:
- **at the top:** a held-out row whose variance is above every calibration row's is clipped, and
  the rsqrt of a clipped variance scales the whole row up. Calibration sees a few batches (zoo
  llama, 4 batches: the statistics without this headroom, floor lowered, lost 0.7 dB). Their
  range gets `HEADROOM` times the largest value seen (1.5; 2 cost BERT 0.16 dB of resolution).
- **at the bottom:** small residual branches (Gemma 2's and 3's post-feedforward norms, random
  weights) have squares and variances under a few steps of the activation floor (`eps`, 2**-16):
  their codes were a handful and the rsqrt of them noise (zoo gemma2 fake-quant 15.8 dB; 22.1
  with this). The square, the mean and the `+ eps` take `FLOOR` instead; their RESCALEs stay
  within TOSA's shifts.

The square keeps its own observer otherwise (its outliers are the data's). QAT and dynamic
activations are left as they are.
"""

from __future__ import annotations

import dataclasses
from typing import Iterator, Optional

import torch
from torch.fx import Node
from torchao.quantization.pt2e.observer import ObserverBase
from torchao.quantization.pt2e.quantizer import QuantizationSpec

from armnpu.graph_facts import is_constant
from armnpu.ops.annotation import ANNOTATION_KEY
from armnpu.quantizer.observers import HeadroomMinMaxObserver

aten = torch.ops.aten

HEADROOM = 1.5
FLOOR = 2.0**-24

_MEANS = (aten.mean.dim, aten.mean.default)
_ADDS = (aten.add.Tensor, aten.add.Scalar)
_ROOTS = (aten.rsqrt.default, aten.sqrt.default)
# `pow(v, -0.5)` is how Gemma 3n's RMSNorm writes its rsqrt.
_ROOT_EXPONENTS = (-0.5, 0.5)


def widen_norm_statistics(graph: torch.fx.Graph) -> None:
    """Give every norm's square, mean of squares and `+ eps` the statistics' observers (module doc)."""
    for square, mean, shifted in _statistics(graph):
        _observe(square, _with_floor)
        for node in (mean, shifted):
            if node is not None:
                _observe(node, _with_headroom)


def _statistics(graph: torch.fx.Graph) -> Iterator[tuple[Node, Node, Optional[Node]]]:
    """(square, mean of it, the `+ eps` or None) for each mean of squares a square root (rsqrt,
    sqrt, or pow by -0.5 or 0.5) reads."""
    for mean in graph.nodes:
        if mean.op != "call_function" or mean.target not in _MEANS:
            continue
        square = mean.args[0]
        if not (isinstance(square, Node) and _is_square(square)):
            continue
        shifted = _sole_user(mean, _ADDS)
        if shifted is not None and (not isinstance(shifted.args[1], Node) or is_constant(shifted.args[1])):
            root_reader = shifted
        else:
            shifted, root_reader = None, mean
        if any(_is_root(user) for user in root_reader.users):
            yield square, mean, shifted


def _is_root(node: Node) -> bool:
    return node.target in _ROOTS or _exponent(node) in _ROOT_EXPONENTS


def _is_square(node: Node) -> bool:
    if node.op != "call_function":
        return False
    return _exponent(node) == 2 or (node.target is aten.mul.Tensor and node.args[0] is node.args[1])


def _exponent(node: Node) -> Optional[float]:
    """The constant exponent of a `pow(x, c)`, else None."""
    if node.target is aten.pow.Tensor_Scalar and isinstance(node.args[1], (int, float)):
        return node.args[1]
    return None


def _sole_user(node: Node, targets) -> Optional[Node]:
    users = list(node.users)
    return users[0] if len(users) == 1 and users[0].target in targets else None


def _with_floor(spec: QuantizationSpec) -> QuantizationSpec:
    ctor = spec.observer_or_fake_quant_ctr
    return dataclasses.replace(spec, observer_or_fake_quant_ctr=ctor.p.func.with_args(**{**ctor.p.keywords, "eps": FLOOR}))


def _with_headroom(spec: QuantizationSpec) -> QuantizationSpec:
    return dataclasses.replace(spec, observer_or_fake_quant_ctr=HeadroomMinMaxObserver.with_args(headroom=HEADROOM, eps=FLOOR))


def _observe(node: Node, widen) -> None:
    """`node`'s output spec widened, and every reader's spec of it with it: torchao joins a reader
    to its producer's observer only where their specs agree."""
    annotation = node.meta.get(ANNOTATION_KEY)
    spec = getattr(annotation, "output_qspec", None)
    if annotation is None or not isinstance(spec, QuantizationSpec):
        return
    if spec.is_dynamic or not calibrated(spec):
        return
    wide = widen(spec)
    annotation.output_qspec = wide
    for user in node.users:
        reading = user.meta.get(ANNOTATION_KEY)
        if reading is not None and reading.input_qspec_map.get(node) == spec:
            reading.input_qspec_map[node] = wide


def calibrated(spec: QuantizationSpec) -> bool:
    """A post-training observer (QAT's fake-quant modules keep their own ranges)."""
    func = getattr(getattr(spec.observer_or_fake_quant_ctr, "p", None), "func", None)
    return isinstance(func, type) and issubclass(func, ObserverBase)
