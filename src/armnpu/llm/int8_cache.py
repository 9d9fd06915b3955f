"""An int8 KV cache at the programs' boundary (`compile_llm(..., kv_cache_dtype="int8")`).

Both programs take and return K and V as int8 codes, each cache tensor with one fixed scale
(zero point 0, so an empty cache is zeros) that both programs share: the codes prefill returns
are the codes decode takes, and decode's outputs its next call's inputs, with no requantization
between calls and a quarter of a float cache's bytes. The scales are chosen once, before
quantization, from the caches the float prefill writes on the calibration prompts (the largest
magnitude of each, over 127); decode writes its token's K and V at them, saturating what lies
beyond.

Inside, a program dequantizes its caches on entry and quantizes the updated ones on exit with
those scales. The partition takes in that dequantize and that quantize, as any it holds, so the
delegate reads and writes the int8 codes itself and nothing of them is left on the CPU; and the
quantizer takes their qparams as fixed (ops/annotation.fixed_qparams), so the cache write (a
select) keeps every code it does not overwrite, with no requantization to another scale.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

import torch
import torch.ao.quantization.fx._decomposed  # noqa: F401 - registers torch.ops.quantized_decomposed
from torch import nn

from armnpu.errors import ConfigError

KV_CACHE_DTYPES = ("float32", "int8")
_QD = torch.ops.quantized_decomposed
_LOW, _HIGH = -128, 127


@dataclass(frozen=True)
class Int8Cache:
    """One scale per cache tensor, in the programs' order (K0, V0, K1, V1, ...)."""

    scales: tuple[float, ...]

    def dequantize(self, caches: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        return [_QD.dequantize_per_tensor.default(codes, scale, 0, _LOW, _HIGH, torch.int8)
                for codes, scale in zip(caches, self.scales, strict=True)]

    def quantize(self, caches: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        return [_QD.quantize_per_tensor.default(values, scale, 0, _LOW, _HIGH, torch.int8)
                for values, scale in zip(caches, self.scales, strict=True)]


def measured_int8_cache(float_prefill: nn.Module, batches: Iterable[tuple]) -> Int8Cache:
    """Scales covering the caches `float_prefill` (export.py's, with float caches) writes on
    `batches` (its inputs): each cache's largest magnitude over 127, as a float32 number (the
    qparams torchao's quantize nodes carry are float32, and the compile matches them exactly)."""
    largest: list[float] = []
    with torch.no_grad():
        for batch in batches:
            _, *caches = float_prefill(*batch)
            magnitudes = [float(cache.abs().max()) for cache in caches]
            largest = [max(a, b) for a, b in zip(largest, magnitudes)] if largest else magnitudes
    if not largest:
        raise ConfigError("measuring the int8 KV cache's scales needs at least one calibration batch")
    return Int8Cache(tuple(float(torch.tensor(max(m, 1e-6) / _HIGH, dtype=torch.float32)) for m in largest))
