"""`finalize`: the ExecuTorch-style flow's convert step with armnpu's bias correction.

torchao's `convert_pt2e` takes no quantizer, so no quantizer option can reach it; bias correction
needs the calibrated observers and float data, so it runs between calibration and conversion.
`finalize(prepared, samples)` takes the place of `convert_pt2e(prepared)`.
"""

from __future__ import annotations

from typing import Sequence

from torch.fx import GraphModule
from torchao.quantization.pt2e.observer import ObserverBase

from armnpu.errors import QuantizationError
from armnpu.quantizer.control_flow import convert_with_the_better_biases


def finalize(prepared: GraphModule, calibration_samples: Sequence[tuple], *, fold_quantize: bool = True) -> GraphModule:
    """Convert a calibrated `prepare_pt2e` model as `convert_pt2e` does, with the conv/linear biases
    corrected for the mean error of their quantized weights (armnpu.quantizer.bias_correction) when
    that brings the outputs on the first samples closer to the float model's, as `armnpu.compile`
    does by default. `calibration_samples` are input tuples, e.g. the ones calibration ran."""
    if not isinstance(prepared, GraphModule) or not any(
        isinstance(module, ObserverBase) for module in prepared.modules()
    ):
        raise QuantizationError(
            "finalize takes the model prepare_pt2e (or prepare_qat_pt2e) returned, after calibration; "
            f"this {type(prepared).__name__} has no observers"
        )
    samples = list(calibration_samples)
    if not samples or not all(isinstance(sample, tuple) for sample in samples):
        raise QuantizationError(
            "finalize needs calibration samples: a non-empty sequence of input tuples, "
            "one tuple of the model's positional inputs per sample"
        )
    return convert_with_the_better_biases(prepared, samples, fold_quantize)
