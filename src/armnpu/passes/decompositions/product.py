"""torch.prod as a tree of multiplications: TOSA's REDUCE_PRODUCT is in neither the INT profile
nor the Ethos-U, while MUL runs everywhere (and quantizes, each product with its own qparams)."""

from __future__ import annotations

import torch
from torch.fx import Node

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _float_input(node: Node, target) -> bool:
    """A product of a non-empty float tensor in its own dtype (an integer product is int64 in torch)."""
    source = node.args[0]
    val = source.meta.get("val") if isinstance(source, Node) else None
    dtype = node.kwargs.get("dtype")
    return (isinstance(val, torch.Tensor) and val.dtype.is_floating_point and val.numel() > 0
            and dtype in (None, val.dtype))


def _product_along(x: torch.Tensor, dim: int) -> torch.Tensor:
    """The product over `dim`, kept as a dim of size 1: the two halves multiplied, again and
    again (log2 n MULs deep rather than n); the element an odd length leaves over joins at the end."""
    leftovers = []
    while x.shape[dim] > 1:
        n = x.shape[dim]
        half = n // 2
        if n % 2:
            leftovers.append(torch.narrow(x, dim, n - 1, 1))
        x = torch.narrow(x, dim, 0, half) * torch.narrow(x, dim, half, half)
    for leftover in leftovers:
        x = x * leftover
    return x


@decomposition(aten.prod.dim_int, applies=_float_input,
               samples=(Sample(lambda x: torch.prod(x, -1), ((2, 3, 5),)),
                        Sample(lambda x: torch.prod(x, 1, keepdim=True), ((2, 4, 3),))))
def prod_dim(x, dim, keepdim=False, *, dtype=None):
    dim = dim % x.dim()
    product = _product_along(x, dim)
    return product if keepdim else product.squeeze(dim)


@decomposition(aten.prod.default, applies=_float_input,
               samples=(Sample(lambda x: torch.prod(x) * x, ((2, 3),)),))
def prod(x, *, dtype=None):
    return _product_along(x.reshape(-1), 0).reshape(())
