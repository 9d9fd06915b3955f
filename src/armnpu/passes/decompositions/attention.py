"""scaled_dot_product_attention (and so nn.MultiheadAttention, which calls it) as matmuls and a
softmax: softmax(q kᵀ · scale + mask) v. The scale multiplies an operand before the product,
chosen from Vela's figures: q, the smaller tensor, unless k is a concatenation (a KV cache) and
the target is not an Ethos-U55/U65. Then it multiplies kᵀ: the concatenation cannot write its
output transposed, so Vela runs kᵀ's TRANSPOSE as a pass of its own and a MATMUL fed by it
transposes it back in another, while a MUL before the MATMUL does that second one for free.
A bool mask or is_causal fills the masked scores with float32's lowest value through where (a
row masked whole then averages its values rather than giving NaN), and the masked softmax
(softmax.py) zeroes the masked exponentials with the mask."""

from __future__ import annotations

import math

import numpy as np
import torch

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten
F = torch.nn.functional


def _causal_keep(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    """A constant of the graph rather than ops computing it: the Ethos-U55/U65, which cannot hold
    bool tensors, then mask with it too (see the where rule)."""
    return torch.tensor(np.tril(np.ones((q.shape[-2], k.shape[-2]), dtype=bool)))


def _repeat_heads(x: torch.Tensor, heads: int) -> torch.Tensor:
    """Each key/value head repeated for its group of query heads (repeat_interleave on dim -3),
    spelled as ops the quantizer annotates."""
    *batch, kv_heads, length, width = x.shape
    grouped = x.unsqueeze(-3).expand(*batch, kv_heads, heads // kv_heads, length, width)
    return grouped.reshape(*batch, heads, length, width)


_SAMPLES = (
    Sample(lambda q, k, v: F.scaled_dot_product_attention(q, k, v), ((1, 2, 4, 8), (1, 2, 6, 8), (1, 2, 6, 8))),
    Sample(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m * 0.5),
           ((1, 2, 4, 8), (1, 2, 4, 8), (1, 2, 4, 8), (1, 1, 4, 4))),
)


def _scales_keys(node, target) -> bool:
    keys = node.args[1]
    return getattr(keys, "target", None) == aten.cat.default and not getattr(target, "is_u55_like", False)


def _attention(q, k, v, attn_mask, is_causal, scale, enable_gqa, scale_queries: bool):
    if enable_gqa and k.shape[-3] != q.shape[-3]:
        k, v = _repeat_heads(k, q.shape[-3]), _repeat_heads(v, q.shape[-3])
    scale = 1.0 / math.sqrt(q.shape[-1]) if scale is None else scale
    keys = k.transpose(-2, -1)
    scores = torch.matmul(q * scale, keys) if scale_queries else torch.matmul(q, keys * scale)
    keep = _causal_keep(q, k) if is_causal else None
    if attn_mask is not None and attn_mask.dtype == torch.bool:
        keep = attn_mask if keep is None else keep & attn_mask
    elif attn_mask is not None:
        scores = scores + attn_mask
    if keep is not None:
        scores = torch.where(keep, scores, torch.tensor(torch.finfo(torch.float32).min))
    return torch.matmul(torch.softmax(scores, -1), v)


@decomposition(aten.scaled_dot_product_attention.default, applies=_scales_keys, samples=_SAMPLES)
def scaled_dot_product_attention_scaling_keys(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                              enable_gqa=False):
    return _attention(q, k, v, attn_mask, is_causal, scale, enable_gqa, scale_queries=False)


@decomposition(aten.scaled_dot_product_attention.default, samples=_SAMPLES)
def scaled_dot_product_attention(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
    return _attention(q, k, v, attn_mask, is_causal, scale, enable_gqa, scale_queries=True)
