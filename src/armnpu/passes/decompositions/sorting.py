"""torch.sort as a top-k of every element: ExecuTorch's portable CPU kernels have topk but no
sort, so a sort left as it is compiles into a .pte that ExecuTorch's runtime refuses to load
("Missing operator: aten::sort.values"). topk(x, n, largest=descending) returns the same values
in the same order; among equal values it may order the indices differently, which torch.sort
allows unless asked for a stable sort."""

from __future__ import annotations

import operator

import torch
from torch.fx import Node

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


def _same_result(node: Node, target) -> bool:
    """A sort of a tensor with dims whose result a topk gives: any sort's values, and the indices
    of a sort that need not be stable."""
    source = node.args[0]
    val = source.meta.get("val") if isinstance(source, Node) else None
    if not isinstance(val, torch.Tensor) or val.dim() == 0:
        return False
    indices_used = any(user.target is operator.getitem and user.args[1] == 1 and user.users for user in node.users)
    return not (node.kwargs.get("stable") and indices_used)


@decomposition(aten.sort.default, aten.sort.stable, applies=_same_result,
               samples=(Sample(lambda x: torch.sort(x, descending=True).values, ((2, 3, 6),)),
                        Sample(lambda x: torch.sort(x, dim=1).values * x, ((2, 5),))))
def sort(x, dim=-1, descending=False, *, stable=None):
    values, indices = torch.topk(x, x.shape[dim], dim, largest=descending)
    return values, indices
