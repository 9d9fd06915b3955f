"""Normalization layers as reductions and elementwise ops."""

from __future__ import annotations

import torch

from armnpu.ops.registry import Sample
from armnpu.passes.decompose import decomposition

aten = torch.ops.aten


def _normalize(x: torch.Tensor, dims: list[int], eps: float) -> torch.Tensor:
    """(x - mean) / sqrt(var + eps) over `dims`, variance without correction."""
    centred = x - torch.mean(x, dims, keepdim=True)
    variance = torch.mean(centred * centred, dims, keepdim=True)
    return centred * torch.rsqrt(variance + eps)


@decomposition(aten.layer_norm.default, samples=(Sample(lambda x: torch.nn.functional.layer_norm(x, (8,)), ((2, 4, 8),)),))
def layer_norm(x, normalized_shape, weight=None, bias=None, eps=1e-5, cudnn_enable=True):
    y = _normalize(x, list(range(-len(normalized_shape), 0)), eps)
    if weight is not None:
        y = y * weight
    if bias is not None:
        y = y + bias
    return y
