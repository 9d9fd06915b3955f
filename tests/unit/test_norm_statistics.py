"""A norm's mean of squares and its `+ eps` (quantizer/norm_statistics.py): observed without the
activation floor, and with headroom above the calibration's largest variance."""

import pytest
import torch
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

from armnpu import TosaCompileSpec
from armnpu.quantizer import TOSAQuantizer, get_symmetric_quantization_config
from tests.ops.harness import sqnr_db


class RMSNorm(torch.nn.Module):
    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)


class PowRMSNorm(torch.nn.Module):
    """Gemma 3n's RMSNorm: its rsqrt is a pow by -0.5."""

    def forward(self, x):
        return x * torch.pow(x.pow(2).mean(-1, keepdim=True) + 1e-6, -0.5)


class LayerNorm(torch.nn.Module):
    def forward(self, x):
        return torch.nn.functional.layer_norm(x, (x.shape[-1],))


def _quantized(model, calibration):
    quantizer = TOSAQuantizer(TosaCompileSpec("TOSA-1.0+INT")).set_global(get_symmetric_quantization_config())
    prepared = prepare_pt2e(torch.export.export(model, calibration[0]).module(), quantizer)
    for batch in calibration:
        prepared(*batch)
    return convert_pt2e(prepared)


@pytest.mark.parametrize("norm", [RMSNorm, PowRMSNorm])
def test_a_variance_under_the_activation_floor_keeps_its_codes(norm):
    """Values of 0.003 square to 1e-5, under one step of the 2**-16 floor (1.5e-5): the mean of
    squares was a code or two and the norm's output 15.0 dB from float (37.7 now). Gemma 2's
    post-feedforward norms were such, and Gemma 3n's audio and text norms, whose pow by -0.5
    was not taken for a root until later (15.0 dB, 37.7 now)."""
    torch.manual_seed(0)
    batches = [(0.003 * torch.randn(1, 16, 64),) for _ in range(6)]
    quantized = _quantized(norm(), batches[:4])
    worst = min(sqnr_db(norm()(*batch), quantized(*batch)) for batch in batches[4:])
    assert worst > 25.0, f"{worst:.1f} dB"


def _half_signs(rows: int, ones: float, generator) -> torch.Tensor:
    """Rows of 64 values, a fraction `ones` of them +-1 and the rest 0: variance `ones`, range [-1, 1]."""
    signs = torch.where(torch.rand(rows, 64, generator=generator) < 0.5, -1.0, 1.0)
    keep = torch.rand(rows, 64, generator=generator).argsort(-1) < int(64 * ones)
    return (signs * keep).unsqueeze(0)


def test_a_variance_past_the_calibrated_ones_is_not_clipped():
    """Calibration rows of variance 0.5, a held-out row of 0.7 in the same value range: a clipped
    variance scaled the whole row up by up to sqrt(0.7/0.5): RMSNorm 15.3 dB from float (54.1
    now; LayerNorm 27.9)."""
    generator = torch.Generator().manual_seed(0)
    calibration = [(_half_signs(8, 0.5, generator),) for _ in range(4)]
    held_out = _half_signs(8, 0.7, generator)
    for model in (RMSNorm(), LayerNorm()):
        quantized = _quantized(model, calibration)
        sqnr = sqnr_db(model(held_out), quantized(held_out))
        assert sqnr > 25.0, f"{type(model).__name__}: {sqnr:.1f} dB"
