"""Quantization configs: which dtype, range and observer each tensor class gets."""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Optional

import torch
from torchao.quantization.pt2e.fake_quantize import (
    FakeQuantize,
    FusedMovingAvgObsFakeQuantize,
)
from torchao.quantization.pt2e.observer import (
    MinMaxObserver,
    MovingAverageMinMaxObserver,
    MovingAveragePerChannelMinMaxObserver,
    PerChannelMinMaxObserver,
    PlaceholderObserver,
)
from torchao.quantization.pt2e.quantizer import QuantizationSpec

from armnpu.calibration import DEFAULT_CALIBRATION_METHOD
from armnpu.quantizer.observers import HeadroomMinMaxObserver, activation_observer


@dataclass(frozen=True)
class QuantizationConfig:
    input_activation: Optional[QuantizationSpec]
    output_activation: Optional[QuantizationSpec]
    weight: Optional[QuantizationSpec]
    is_qat: bool = False
    label: str = ""


def _activation_spec(
    dtype: torch.dtype,
    qmin: int,
    qmax: int,
    qscheme,
    is_qat: bool,
    is_dynamic: bool,
    eps: float,
    calibration_method: str = DEFAULT_CALIBRATION_METHOD,
) -> QuantizationSpec:
    """Activations: calibrated by `calibration_method` for PTQ, moving-average fake-quant for QAT."""
    calibrating = activation_observer(calibration_method)  # checks the name whatever the mode
    if is_qat:
        observer = (
            FakeQuantize.with_args(observer=MovingAverageMinMaxObserver, eps=eps)
            if is_dynamic
            else FusedMovingAvgObsFakeQuantize.with_args(observer=MovingAverageMinMaxObserver, eps=eps)
        )
    else:
        observer = (
            PlaceholderObserver.with_args(eps=eps)
            if is_dynamic
            else calibrating.with_args(eps=eps)
        )
    return QuantizationSpec(
        dtype=dtype, quant_min=qmin, quant_max=qmax, qscheme=qscheme, is_dynamic=is_dynamic,
        observer_or_fake_quant_ctr=observer,
    )


def _weight_spec(is_per_channel: bool, is_qat: bool, qmin: int, qmax: int, eps: float) -> QuantizationSpec:
    """int8 symmetric weights (narrower ranges for 4-bit), per output channel or per tensor."""
    if is_per_channel:
        observer = (
            FusedMovingAvgObsFakeQuantize.with_args(observer=MovingAveragePerChannelMinMaxObserver, eps=eps)
            if is_qat
            else PerChannelMinMaxObserver.with_args(eps=eps)
        )
    else:
        observer = (
            FusedMovingAvgObsFakeQuantize.with_args(observer=MovingAverageMinMaxObserver, eps=eps)
            if is_qat
            else MinMaxObserver.with_args(eps=eps)
        )
    return QuantizationSpec(
        dtype=torch.int8, quant_min=qmin, quant_max=qmax,
        qscheme=torch.per_channel_symmetric if is_per_channel else torch.per_tensor_symmetric,
        ch_axis=0, observer_or_fake_quant_ctr=observer,
    )


def _label(name: str, is_per_channel: bool, is_qat: bool) -> str:
    return f"{name} {'per-channel' if is_per_channel else 'per-tensor'}{' QAT' if is_qat else ''}"


@functools.lru_cache
def get_symmetric_quantization_config(
    is_per_channel: bool = True,
    is_qat: bool = False,
    is_dynamic: bool = False,
    act_qmin: int = -128,
    act_qmax: int = 127,
    weight_qmin: int = -127,
    weight_qmax: int = 127,
    eps: float = 2**-16,
    *,
    calibration_method: str = DEFAULT_CALIBRATION_METHOD,
) -> QuantizationConfig:
    """int8 per-tensor affine activations, int8 symmetric weights (per output
    channel by default) and int32 bias derived from input and weight scales.

    `calibration_method` picks how post-training calibration sets the activation ranges (one of
    `armnpu.calibration.CALIBRATION_METHODS`); QAT keeps moving-average fake-quant, and dynamic
    activations are not calibrated."""
    activation = _activation_spec(
        torch.int8, act_qmin, act_qmax, torch.per_tensor_affine, is_qat, is_dynamic, eps, calibration_method
    )
    weight = _weight_spec(is_per_channel, is_qat, weight_qmin, weight_qmax, eps)
    return QuantizationConfig(activation, activation, weight, is_qat, _label("int8", is_per_channel, is_qat))


def with_int16_output(config: QuantizationConfig) -> QuantizationConfig:
    """`config` with its int8 output activation widened to int16 (zero point 0; in PTQ the observed
    range with headroom, see HeadroomMinMaxObserver); any other config unchanged. Its codes span the
    whole int16 range, so the RESCALE that makes them saturates where the quantizer clamps and
    needs no CLAMP after it."""
    output = config.output_activation
    if output is None or output.dtype != torch.int8:
        return config
    wide = widened_to_int16(output, -32768, headroom=not (config.is_qat or output.is_dynamic))
    return dataclasses.replace(config, output_activation=wide, label=f"{config.label}, int16 output")


def widened_to_int16(spec: QuantizationSpec, quant_min: int, headroom: bool) -> QuantizationSpec:
    """`spec` as symmetric int16 from `quant_min` to 32767; `headroom`: its calibrating observer
    becomes a HeadroomMinMaxObserver with the same arguments (a fake-quant keeps its own)."""
    observer = spec.observer_or_fake_quant_ctr
    if headroom:
        observer = HeadroomMinMaxObserver.with_args(**observer.p.keywords)
    return dataclasses.replace(spec, dtype=torch.int16, quant_min=quant_min, quant_max=32767,
                               qscheme=torch.per_tensor_symmetric, observer_or_fake_quant_ctr=observer)


@functools.lru_cache
def get_symmetric_a16w8_quantization_config(
    is_per_channel: bool = True,
    is_qat: bool = False,
    is_dynamic: bool = False,
    weight_qmin: int = -127,
    weight_qmax: int = 127,
    epsilon: float = 2**-12,
) -> QuantizationConfig:
    """int16 symmetric activations in [-32767, 32767] (the TOSA int16 extension) with int8 weights
    in [weight_qmin, weight_qmax]. Ops armnpu lowers for int8 only stay on the CPU, saying so."""
    activation = _activation_spec(
        torch.int16, -32767, 32767, torch.per_tensor_symmetric, is_qat, is_dynamic, epsilon
    )
    weight = _weight_spec(is_per_channel, is_qat, weight_qmin, weight_qmax, 2**-16)
    return QuantizationConfig(
        activation, None if is_dynamic else activation, weight, is_qat, _label("a16w8", is_per_channel, is_qat)
    )


@functools.lru_cache
def get_symmetric_a8w4_quantization_config(
    is_per_channel: bool = True, is_qat: bool = True, is_dynamic: bool = False
) -> QuantizationConfig:
    """int8 activations and 4-bit weights (int8 storage, range [-7, 7]); QAT by default, as
    4-bit weights rarely keep accuracy without training."""
    return get_symmetric_quantization_config(is_per_channel, is_qat, is_dynamic, weight_qmin=-7, weight_qmax=7)


@functools.lru_cache
def get_uint8_io_quantization_config(
    is_qat: bool = False, is_dynamic: bool = False, eps: float = 2**-16
) -> QuantizationConfig:
    """uint8 per-tensor affine activations in [0, 255], for a model's inputs and outputs
    (`TOSAQuantizer.set_io`): camera pixels and the like. No weights."""
    activation = _activation_spec(torch.uint8, 0, 255, torch.per_tensor_affine, is_qat, is_dynamic, eps)
    return QuantizationConfig(activation, activation, None, is_qat, "uint8 IO")
