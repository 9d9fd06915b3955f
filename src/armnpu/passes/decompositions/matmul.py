"""matmul of any rank and mm of two activations as bmm (TOSA MATMUL):
the batch dims broadcast and flatten into one. mm by a parameter stays a fully connected layer."""

from __future__ import annotations

import math

import torch
from torch.fx import Node

from armnpu.graph_facts import arg_node, computed_from_constants
from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _ranks(node: Node) -> tuple[int, int]:
    return len(arg_node(node, 0).meta["val"].shape), len(arg_node(node, 1).meta["val"].shape)


def _batched_product(node: Node, target) -> bool:
    return min(_ranks(node)) >= 1


def _bmm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    batch = torch.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    n, k, m = a.shape[-2], a.shape[-1], b.shape[-1]
    flat = math.prod(batch)
    a3 = a.expand(*batch, n, k).reshape(flat, n, k)
    b3 = b.expand(*batch, k, m).reshape(flat, k, m)
    return torch.bmm(a3, b3).reshape(*batch, n, m)


@decomposition(
    aten.matmul.default, applies=_batched_product,
    samples=(Sample(lambda a, b: a @ b.transpose(-2, -1), ((1, 2, 3, 8), (1, 2, 5, 8))),
             Sample(lambda a, b: torch.matmul(a, b), ((2, 3, 4), (1, 4, 6))),
             Sample(lambda a, b: torch.matmul(a, b), ((2, 3, 4), (4,)))),
)
def matmul(a, b):
    # A 1-D operand is a row (a) or column (b) vector whose unit dim the result drops.
    if a.dim() == 1 and b.dim() == 1:
        return (a * b).sum()
    if a.dim() == 1:
        return _bmm(a.unsqueeze(0), b).squeeze(-2)
    if b.dim() == 1:
        return _bmm(a, b.unsqueeze(-1)).squeeze(-1)
    return _bmm(a, b)


@decomposition(aten.mm.default, applies=lambda node, target: not computed_from_constants(node.args[1]),
               samples=(Sample(lambda a, b: torch.mm(a, b), ((3, 4), (4, 5))),))
def mm_of_activations(a, b):
    return torch.bmm(a.unsqueeze(0), b.unsqueeze(0)).squeeze(0)


def _scaled_or_of_activations(node: Node, target) -> bool:
    """addmm that is no fully connected layer: mat2 an activation, or beta/alpha not 1."""
    beta, alpha = node.kwargs.get("beta", 1), node.kwargs.get("alpha", 1)
    return bool(not computed_from_constants(node.args[2]) or beta != 1 or alpha != 1)


@decomposition(aten.addmm.default, applies=_scaled_or_of_activations,
               samples=(Sample(lambda b, x, y: torch.addmm(b, x, y), ((3, 5), (3, 4), (4, 5))),
                        Sample(lambda b, x, y: torch.addmm(b, x, y, beta=0.5, alpha=2.0), ((1, 5), (3, 4), (4, 5)))))
def addmm(bias, mat1, mat2, *, beta=1, alpha=1):
    product = torch.mm(mat1, mat2)
    product = product if alpha == 1 else product * alpha
    return product + (bias if beta == 1 else bias * beta)
