"""What the per-layer accuracy measurement found, as plain data: stored in the report sidecar.

No torch here: `armnpu report` reads this back without loading it. The tensor-accumulating
methods only call methods of the tensors they are given.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Optional

INPUT_OP = "input"  # the op of a delegate input quantized on the CPU


@dataclass
class Power:
    """Signal and noise power of values against a reference, summed over elements and inputs."""

    signal: float = 0.0  # sum of reference²
    noise: float = 0.0  # sum of (reference - value)²

    def add(self, reference, value) -> None:
        reference, value = reference.double(), value.double()
        self.signal += float((reference * reference).sum())
        self.noise += float(((reference - value) ** 2).sum())

    @property
    def noise_ratio(self) -> float:
        """noise / signal: noise fractions of independent sources add up, decibels do not."""
        if self.noise == 0:
            return 0.0
        return math.inf if self.signal == 0 else self.noise / self.signal

    @property
    def sqnr_db(self) -> float:
        return ratio_db(self.noise_ratio)


def ratio_db(noise_ratio: float) -> float:
    """A noise / signal ratio as SQNR in dB (+inf: no noise at all)."""
    if noise_ratio <= 0:
        return math.inf
    return -math.inf if math.isinf(noise_ratio) else -10 * math.log10(noise_ratio)


@dataclass
class Codes:
    """Integer codes against the fake-quantized model's codes: how many differ, by how much, and
    the mean difference (away from 0: a bias, which averaging over inputs does not remove)."""

    elements: int = 0
    mismatches: int = 0
    diff_sum: int = 0
    max_diff: int = 0

    def add(self, reference, value) -> None:
        diff = value.long() - reference.long()
        self.elements += diff.numel()
        self.mismatches += int((diff != 0).sum())
        self.diff_sum += int(diff.sum())
        self.max_diff = max(self.max_diff, int(diff.abs().max()) if diff.numel() else 0)

    @property
    def mismatch_percent(self) -> float:
        return 100 * self.mismatches / max(self.elements, 1)

    @property
    def mean_diff(self) -> float:
        return self.diff_sum / max(self.elements, 1)


@dataclass
class ActivationAccuracy:
    """One quantized activation (a quantize node) of one delegate, or a delegate input quantized on the CPU."""

    partition: str
    node: str  # the edge-graph node it quantizes (for a delegate input: the partition's placeholder)
    op: str  # what computes it, e.g. "aten.convolution.default"; INPUT_OP for a delegate input
    module: str  # nn.Module path, "" for the top-level forward
    shape: list[int]
    float_node: str = ""  # the float model's node it is compared with; "" when none (see `unmapped`)
    unmapped: str = ""  # why no float value is compared
    inputs: list[int] = field(default_factory=list)  # indices of the activations it is computed from
    int_vs_float: Optional[Power] = None  # the integer program (dequantized) against the float model
    fake_vs_float: Optional[Power] = None  # the fake-quantized model against the float model
    int_vs_fake: Power = field(default_factory=Power)  # integer against fake-quant, errors propagated
    local: Optional[Power] = None  # integer against fake-quant, the op alone fed the fake-quant inputs
    local_codes: Optional[Codes] = None


@dataclass
class Accuracy:
    """Per-activation figures in graph order, and the program's outputs against the float model's."""

    inputs: str  # what was measured on, e.g. "4 calibration batches"
    activations: list[ActivationAccuracy] = field(default_factory=list)
    outputs_int_vs_float: Power = field(default_factory=Power)
    outputs_fake_vs_float: Power = field(default_factory=Power)

    def added_noise_ratio(self, index: int) -> Optional[float]:
        """What activation `index` adds to the noise (noise/signal against the float model) over its
        noisiest input: where the error comes from. None without float values for it."""
        own = self.activations[index].int_vs_float
        if own is None:
            return None
        before = [self.activations[i].int_vs_float for i in self.activations[index].inputs]
        return own.noise_ratio - max((p.noise_ratio for p in before if p is not None), default=0.0)

    def added_db(self, index: int) -> Optional[float]:
        """`added_noise_ratio` as the SQNR the activation would have if it were the only source of noise."""
        ratio = self.added_noise_ratio(index)
        return None if ratio is None else ratio_db(ratio)

    def worst_first(self) -> list[int]:
        """Indices of the activations, the ones adding the most noise first; those without float values last."""
        def key(i: int) -> tuple[bool, float]:
            ratio = self.added_noise_ratio(i)
            return (ratio is None, -(ratio or 0.0))

        return sorted(range(len(self.activations)), key=key)
