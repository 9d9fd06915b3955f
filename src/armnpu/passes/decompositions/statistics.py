"""Variance, standard deviation and vector norms as means and sums of products."""

from __future__ import annotations

import math

import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _dims(x: torch.Tensor, dim) -> list[int]:
    if dim is None or (isinstance(dim, (list, tuple)) and len(dim) == 0):
        return list(range(x.dim()))
    return [dim] if isinstance(dim, int) else list(dim)


def _variance(x, dim, correction, keepdim):
    dims = _dims(x, dim)
    count = math.prod(x.shape[d] for d in dims)
    centred = x - torch.mean(x, dims, keepdim=True)
    correction = 1 if correction is None else correction
    variance = torch.mean(centred * centred, dims, keepdim=keepdim)
    return variance if correction == 0 else variance * (count / max(count - correction, 1))


@decomposition(aten.var.correction, samples=(Sample(lambda x: torch.var(x, -1, keepdim=True), ((2, 3, 8),)),))
def var(x, dim=None, *, correction=None, keepdim=False):
    return _variance(x, dim, correction, keepdim)


@decomposition(aten.var.dim, samples=(Sample(lambda x: torch.ops.aten.var.dim(x, [1], False, True), ((2, 6, 4),)),))
def var_dim(x, dim=None, unbiased=True, keepdim=False):
    return _variance(x, dim, 1 if unbiased else 0, keepdim)


@decomposition(aten.std.dim, samples=(Sample(lambda x: torch.std(x, -1), ((2, 3, 8),)),))
def std_dim(x, dim=None, unbiased=True, keepdim=False):
    return torch.sqrt(_variance(x, dim, 1 if unbiased else 0, keepdim))


@decomposition(aten.std.correction, samples=(Sample(lambda x: torch.std(x, (1, 2), keepdim=True), ((2, 3, 4),)),))
def std(x, dim=None, *, correction=None, keepdim=False):
    return torch.sqrt(_variance(x, dim, correction, keepdim))


@decomposition(aten.linalg_vector_norm.default,
               samples=(Sample(lambda x: torch.linalg.vector_norm(x, 2, -1, keepdim=True), ((2, 3, 8),)),
                        Sample(lambda x: torch.linalg.vector_norm(x, 1, (1, 2)), ((2, 3, 4),))))
def linalg_vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):
    dims = _dims(x, dim)
    if ord == 1:
        return torch.sum(torch.abs(x), dims, keepdim=keepdim)
    if ord == math.inf:
        return torch.amax(torch.abs(x), dims, keepdim=keepdim)
    if ord == 2:
        return torch.sqrt(torch.sum(x * x, dims, keepdim=keepdim))
    return torch.sum(torch.abs(x) ** ord, dims, keepdim=keepdim) ** (1.0 / ord)


def _values_only(node, target) -> bool:
    """max.dim/min.dim whose indices nobody uses: a plain reduction."""
    return all(user.args[1] == 0 or not user.users for user in node.users)


@decomposition(aten.max.dim, applies=_values_only,
               samples=(Sample(lambda x: torch.max(x, -1, keepdim=True)[0] - x, ((2, 3, 8),)),))
def max_values(x, dim, keepdim=False):
    values = torch.amax(x, dim, keepdim)
    return values, values  # the indices are not used


@decomposition(aten.min.dim, applies=_values_only,
               samples=(Sample(lambda x: x - torch.min(x, 1)[0].unsqueeze(1), ((2, 4, 3),)),))
def min_values(x, dim, keepdim=False):
    values = torch.amin(x, dim, keepdim)
    return values, values  # the indices are not used
