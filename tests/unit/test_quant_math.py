"""armnpu.tosa.quant_math.quantize_value gives torch's codes, also for values past float32's range."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
import torch
import torchao.quantization.pt2e  # noqa: F401  (registers torch.ops.quantized_decomposed)

from armnpu.tosa.quant_math import quantize_value

_FLOAT32_MIN = float(np.finfo(np.float32).min)  # transformers' attention masks fill with it


@pytest.mark.parametrize("value", [_FLOAT32_MIN, -_FLOAT32_MIN, float("-inf"), 0.5, -1.27, 2.0])
def test_codes_equal_torchs_and_saturate_silently(value):
    scale, zero_point = 1e-2, 3
    want = torch.ops.quantized_decomposed.quantize_per_tensor(
        torch.tensor([value]), scale, zero_point, -128, 127, torch.int8)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow warning, before the fix
        got = quantize_value(value, scale, zero_point, -128, 127)
    assert got == int(want[0])
