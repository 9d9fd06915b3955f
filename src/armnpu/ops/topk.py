"""topk (and sort, which passes/decompositions/sorting.py writes as a topk): always on the CPU.

TOSA 1.0 has no sort or top-k operator. One could be composed from what it has (k rounds of
ARGMAX, a one-hot mask and a SELECT), but not to answer as torch does: among equal values torch
orders the indices its own way (ExecuTorch's portable kernel matches it; ARGMAX takes the first),
and an int8 tensor has 256 codes, so equal values are the rule rather than the exception. The
rule exists for its reason and its samples: ExecuTorch's portable kernels run topk on the CPU.
"""

from __future__ import annotations

from typing import Optional

import torch
from torch.fx import Node

from armnpu.tosa.registry import OpRule, Sample, register
from armnpu.tosa.support import SupportContext

aten = torch.ops.aten


def _support(node: Node, ctx: SupportContext) -> Optional[str]:
    return ("TOSA 1.0 has no top-k or sort operator: topk (and sort, written as a topk) stays on the CPU, "
            "where ExecuTorch's portable kernels run it")


register(
    OpRule(
        name="topk",
        lower_targets=(aten.topk.default,),
        quant_targets=(),  # runs on the CPU, on the dequantized input
        support=_support,
        samples=(
            Sample(lambda x: torch.topk(x, 3).values, ((2, 8),)),
            Sample(lambda x: torch.topk(x, 2, dim=1, largest=False).values * x[:, :2], ((3, 5),)),
        ),
    )
)
