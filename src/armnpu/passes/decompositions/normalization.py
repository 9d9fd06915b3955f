"""Normalization layers as reductions and elementwise ops."""

from __future__ import annotations

import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

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


@decomposition(aten.group_norm.default,
               samples=(Sample(lambda x: torch.nn.functional.group_norm(x, 2), ((1, 4, 3, 3),)),))
def group_norm(x, num_groups, weight=None, bias=None, eps=1e-5, cudnn_enabled=True):
    n, c = x.shape[:2]
    y = _normalize(x.reshape(n, num_groups, -1), [-1], eps).reshape(x.shape)
    affine = (c,) + (1,) * (x.dim() - 2)
    if weight is not None:
        y = y * weight.reshape(affine)
    if bias is not None:
        y = y + bias.reshape(affine)
    return y


@decomposition(aten.rms_norm.default, samples=(Sample(lambda x: torch.nn.functional.rms_norm(x, (8,)), ((2, 4, 8),)),))
def rms_norm(x, normalized_shape, weight=None, eps=None):
    eps = torch.finfo(x.dtype).eps if eps is None else eps
    dims = list(range(-len(normalized_shape), 0))
    y = x * torch.rsqrt(torch.mean(x * x, dims, keepdim=True) + eps)
    return y if weight is None else y * weight


def _batch_norm(x, weight, bias, mean, var, eps):
    """Inference batch norm: a per-channel scale and shift, folded into two constants."""
    shape = (x.shape[1],) + (1,) * (x.dim() - 2)
    scale = torch.rsqrt(var + eps) * (1 if weight is None else weight)
    shift = (0 if bias is None else bias) - mean * scale
    return x * scale.reshape(shape) + shift.reshape(shape)


def _functional_batch_norm(x: torch.Tensor) -> torch.Tensor:
    mean, var = torch.tensor([0.1, -0.2, 0.3]), torch.tensor([1.0, 0.5, 2.0])
    return torch.nn.functional.batch_norm(x, mean, var, torch.tensor([1.5, 1.0, 0.5]), torch.tensor([0.0, 0.1, -0.1]))


def _inference(node, target) -> bool:
    return not node.args[5]  # training


@decomposition(aten.batch_norm.default, applies=_inference,
               samples=(Sample(lambda x: _functional_batch_norm(x), ((1, 3, 4, 4),)),))
def batch_norm(x, weight, bias, mean, var, training, momentum, eps, cudnn_enabled=True):
    return _batch_norm(x, weight, bias, mean, var, eps)


@decomposition(aten._native_batch_norm_legit_no_training.default,
               samples=(Sample(lambda x: _functional_batch_norm(x), ((2, 3, 5),)),))
def native_batch_norm_no_training(x, weight, bias, mean, var, momentum, eps):
    return _batch_norm(x, weight, bias, mean, var, eps), mean.new_zeros(0), mean.new_zeros(0)
