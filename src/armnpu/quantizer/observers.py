"""Activation observers for post-training calibration, one per calibration method.

Every one skips mask fills (float32's ends, infinities, NaN): an attention score tensor filled
with float32's lowest value would otherwise get a scale of 1e36.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

import torch
from torchao.quantization.pt2e.observer import (
    HistogramObserver,
    MinMaxObserver,
    MovingAverageMinMaxObserver,
    ObserverBase,
)

from armnpu.calibration import CALIBRATION_METHODS, check_calibration_method
from armnpu.graph_facts import MASK_FILL_MAGNITUDE
from armnpu.quantizer.histogram_search import candidate_bins

if TYPE_CHECKING:
    _Observer: TypeAlias = ObserverBase  # what the mixin goes in front of, for super().forward
else:
    _Observer = object


class _SkipsMaskFills(_Observer):
    """Mixin in front of an observer: it observes only the values that are data."""

    def forward(self, x_orig: torch.Tensor) -> torch.Tensor:
        values = x_orig.detach()
        if values.numel():
            # Most tensors hold no mask fill: one aminmax pass proves it, and the observer then sees
            # the tensor itself instead of a boolean-indexed copy (a third of mobilenet_v2's
            # calibration time). NaN fails both comparisons and takes the filtering path.
            low, high = torch.aminmax(values)
            if bool(low > -MASK_FILL_MAGNITUDE) and bool(high < MASK_FILL_MAGNITUDE):
                super().forward(values)
                return x_orig
        super().forward(values[values.abs() < MASK_FILL_MAGNITUDE])
        return x_orig


class MaskFillBlindMinMaxObserver(_SkipsMaskFills, MinMaxObserver):
    """The range of everything seen."""


class MaskFillBlindMovingAverageObserver(_SkipsMaskFills, MovingAverageMinMaxObserver):
    """An exponential moving average of each batch's min and max."""


class MaskFillBlindHistogramObserver(_SkipsMaskFills, HistogramObserver):
    """torch's histogram search for the range with the least L2 error (the default)."""

    def _non_linear_param_search(self) -> tuple[torch.Tensor, torch.Tensor]:
        """torch's search, on the same ranges in the same order (armnpu.quantizer.histogram_search),
        with torch's error for each: the same range, bit for bit."""
        assert self.histogram.size(0) == self.bins, "bins mismatch"
        cumulative = torch.cumsum(self.histogram, dim=0).tolist()
        total = torch.sum(self.histogram).item()
        start_bin, end_bin = 0, self.bins - 1
        norm_min = float("inf")
        for next_start_bin, next_end_bin in candidate_bins(cumulative, total, self.bins):
            norm = self._compute_quantization_error(next_start_bin, next_end_bin)
            if norm > norm_min:
                break
            norm_min, start_bin, end_bin = norm, next_start_bin, next_end_bin
        bin_width = (self.max_val - self.min_val) / self.bins
        return self.min_val + bin_width * start_bin, self.min_val + bin_width * (end_bin + 1)


class _HistogramRangeObserver(_SkipsMaskFills, HistogramObserver):
    """Collects HistogramObserver's histogram over [min_val, max_val]; a subclass picks the range."""

    def calculate_qparams(self):
        if self.min_val == float("inf") or self.max_val <= self.min_val:
            return super().calculate_qparams()  # nothing (or one value) seen: torch's answer
        low, high = self._clip_range()
        return self._calculate_qparams(low, high)

    def _edges(self) -> torch.Tensor:
        return torch.linspace(self.min_val.item(), self.max_val.item(), self.bins + 1)

    def _clip_range(self) -> tuple[torch.Tensor, torch.Tensor]:
        raise NotImplementedError


class PercentileObserver(_HistogramRangeObserver):
    """Clips each tail at `percentile` % of the values: a rare outlier does not widen the range."""

    def __init__(self, percentile: float = 99.99, **kwargs) -> None:
        super().__init__(**kwargs)
        self.percentile = percentile

    def _clip_range(self) -> tuple[torch.Tensor, torch.Tensor]:
        cdf = torch.cumsum(self.histogram, 0)
        tail = cdf[-1] * (1.0 - self.percentile / 100.0)
        edges = self._edges()
        # The lowest bin holding a value above the low tail, the highest one below the high tail.
        first = int(torch.searchsorted(cdf, tail, right=True))
        last = int(torch.searchsorted(cdf, cdf[-1] - tail))
        return edges[min(first, self.bins - 1)], edges[min(last, self.bins - 1) + 1]


class MSEObserver(_HistogramRangeObserver):
    """The range whose quantization has the least mean squared error over the histogram: values
    inside it cost the rounding noise scale^2/12, values outside their distance to its end.
    Each end is searched on a grid of `steps` fractions, the other end fixed (coordinate descent)."""

    def __init__(self, steps: int = 100, sweeps: int = 2, **kwargs) -> None:
        super().__init__(**kwargs)
        self.steps = steps
        self.sweeps = sweeps

    def _clip_range(self) -> tuple[torch.Tensor, torch.Tensor]:
        edges = self._edges()
        centers = (edges[:-1] + edges[1:]) / 2
        fractions = torch.arange(1, self.steps + 1) / self.steps
        # The quantized range always holds 0: search the ends of [min(min, 0), max(max, 0)].
        low, high = self.min_val.clamp(max=0), self.max_val.clamp(min=0)
        lows, highs = fractions * low, fractions * high
        for _ in range(self.sweeps):
            high = highs[self._errors(centers, low.expand_as(highs), highs).argmin()]
            low = lows[self._errors(centers, lows, high.expand_as(lows)).argmin()]
        return low, high

    def _errors(self, centers: torch.Tensor, lows: torch.Tensor, highs: torch.Tensor) -> torch.Tensor:
        """The summed squared quantization error of the histogram for each candidate range."""
        scale, zero_point = self._calculate_qparams(lows, highs)
        scale, zero_point = scale[:, None], zero_point[:, None].float()
        below, above = (self.quant_min - zero_point) * scale, (self.quant_max - zero_point) * scale
        clipped = (below - centers).clamp(min=0) + (centers - above).clamp(min=0)
        return torch.where(clipped > 0, clipped**2, scale**2 / 12) @ self.histogram


class HeadroomMinMaxObserver(MaskFillBlindMinMaxObserver):
    """The observed range widened `headroom` times, so that inputs beyond the calibration set's
    do not clip. int16 logits: their 65,536 steps leave bits to spare; held-out inputs took
    ds_cnn's and digits' logits past the calibrated range (int SQNR 31.12 -> 35.22 dB and
    33.43 -> 41.34 dB with 4x; any factor from 2 to 8 within 0.02 dB). A norm's variance, 1.5x
    (quantizer/norm_statistics.py)."""

    def __init__(self, headroom: float = 4.0, **kwargs) -> None:
        super().__init__(**kwargs)
        self.headroom = headroom

    def calculate_qparams(self):
        scale, zero_point = super().calculate_qparams()
        return scale * self.headroom, zero_point


_OBSERVERS: dict[str, type[ObserverBase]] = {
    "minmax": MaskFillBlindMinMaxObserver,
    "moving_average": MaskFillBlindMovingAverageObserver,
    "histogram": MaskFillBlindHistogramObserver,
    "percentile": PercentileObserver,
    "mse": MSEObserver,
}
assert tuple(_OBSERVERS) == CALIBRATION_METHODS, "every calibration method has an observer"


def activation_observer(method: str) -> type[ObserverBase]:
    """The observer class of a calibration method (a ConfigError for an unknown one)."""
    return _OBSERVERS[check_calibration_method(method)]
