"""Quantization configs: which dtype, range and observer each tensor class gets."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Optional

import torch
from torchao.quantization.pt2e.fake_quantize import FakeQuantize, FusedMovingAvgObsFakeQuantize
from torchao.quantization.pt2e.observer import (
    HistogramObserver,
    MinMaxObserver,
    MovingAverageMinMaxObserver,
    MovingAveragePerChannelMinMaxObserver,
    PerChannelMinMaxObserver,
    PlaceholderObserver,
)
from torchao.quantization.pt2e.quantizer import QuantizationSpec


@dataclass(frozen=True)
class QuantizationConfig:
    input_activation: Optional[QuantizationSpec]
    output_activation: Optional[QuantizationSpec]
    weight: Optional[QuantizationSpec]
    is_qat: bool = False
    label: str = ""


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
) -> QuantizationConfig:
    """int8 per-tensor affine activations, int8 symmetric weights (per output
    channel by default) and int32 bias derived from input and weight scales."""
    if is_qat:
        act_observer = (
            FakeQuantize.with_args(observer=MovingAverageMinMaxObserver, eps=eps)
            if is_dynamic
            else FusedMovingAvgObsFakeQuantize.with_args(observer=MovingAverageMinMaxObserver, eps=eps)
        )
    else:
        act_observer = (
            PlaceholderObserver.with_args(eps=eps) if is_dynamic else HistogramObserver.with_args(eps=eps)
        )
    activation = QuantizationSpec(
        dtype=torch.int8,
        quant_min=act_qmin,
        quant_max=act_qmax,
        qscheme=torch.per_tensor_affine,
        is_dynamic=is_dynamic,
        observer_or_fake_quant_ctr=act_observer,
    )
    if is_per_channel:
        weight_observer = (
            FusedMovingAvgObsFakeQuantize.with_args(observer=MovingAveragePerChannelMinMaxObserver, eps=eps)
            if is_qat
            else PerChannelMinMaxObserver.with_args(eps=eps)
        )
        weight_qscheme = torch.per_channel_symmetric
    else:
        weight_observer = (
            FusedMovingAvgObsFakeQuantize.with_args(observer=MovingAverageMinMaxObserver, eps=eps)
            if is_qat
            else MinMaxObserver.with_args(eps=eps)
        )
        weight_qscheme = torch.per_tensor_symmetric
    weight = QuantizationSpec(
        dtype=torch.int8,
        quant_min=weight_qmin,
        quant_max=weight_qmax,
        qscheme=weight_qscheme,
        ch_axis=0,
        observer_or_fake_quant_ctr=weight_observer,
    )
    label = f"int8 {'per-channel' if is_per_channel else 'per-tensor'}{' QAT' if is_qat else ''}"
    return QuantizationConfig(activation, activation, weight, is_qat=is_qat, label=label)
