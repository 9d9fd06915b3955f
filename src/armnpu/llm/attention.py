"""The attention the exported LLM programs use: eager attention's ops (matmul, scale, additive
mask, softmax, matmul), with grouped-query attention computed per key/value head.

transformers' eager attention repeats each key/value head for its group of query heads before
the matmuls. On an Ethos-U85 that repeat is a TILE Vela runs as copies of the whole cache, and
the kᵀ TRANSPOSE then runs over every query head: per SmolLM2 decode layer (9 query heads, 3
key/value heads, 128 positions), about 170k of 1.32M cycles. Here the query heads of a group are
stacked as rows of one matmul against their shared key/value head instead, which computes the
same products with neither."""

from __future__ import annotations

import contextlib
from typing import Iterator

import torch
from torch import nn

NAME = "armnpu_grouped"


def grouped_attention(module: nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                      attention_mask: torch.Tensor | None, scaling: float, dropout: float = 0.0,
                      **kwargs) -> tuple[torch.Tensor, torch.Tensor]:
    """query [B, H, S, D]; key, value [B, H_kv, T, D]; attention_mask additive [B, 1, S, T].
    Returns ([B, S, H, D], the probabilities [B, H, S, T]) like eager attention."""
    batch, heads, length, width = query.shape
    kv_heads = key.shape[1]
    group = heads // kv_heads
    # Query head h = kv · group + g (repeat_kv's order) becomes row g · S + s of key/value head kv.
    rows = query.reshape(batch, kv_heads, group * length, width)
    # (k qᵀ)ᵀ, not q kᵀ: Vela's MATMUL reads its second operand transposed, so the cache, the
    # first operand, is read as it lies and only the queries and the scores, a few rows, are
    # transposed. With q kᵀ, kᵀ's TRANSPOSE cancels against the MATMUL's own, and Vela 5.2 then
    # drops the cache the program returns from its outputs (the compile refuses that:
    # backends/ethosu.py); a MUL of kᵀ by the scale avoids that at 73k cycles a SmolLM2 layer.
    scores = torch.matmul(key, rows.transpose(2, 3)).transpose(2, 3) * scaling
    if attention_mask is not None:
        # One row per query head: the [B, 1, 1, T] mask broadcasts as it is. Otherwise mask and
        # softmax per query head, adjacent, as armnpu's masked softmax recognises them.
        scores = scores + attention_mask if length == 1 else scores.reshape(batch, heads, length, -1) + attention_mask
    probabilities = nn.functional.softmax(scores, dim=-1, dtype=torch.float32).to(query.dtype)
    probabilities = probabilities.reshape(batch, kv_heads, group * length, -1)
    output = torch.matmul(probabilities, value).reshape(batch, heads, length, width)
    return output.transpose(1, 2).contiguous(), probabilities.reshape(batch, heads, length, -1)


@contextlib.contextmanager
def grouped_attention_in(config) -> Iterator[None]:
    """The model's attention modules call `grouped_attention` while the steps run: its additive
    mask and softmax are plain ops, where SDPA would take the mask as an attribute of one fused
    op. Restored after, so the caller's model is unchanged."""
    from transformers import AttentionInterface  # the zoo extra: only exporting a model needs it

    AttentionInterface.register(NAME, grouped_attention)
    before = config._attn_implementation
    config._attn_implementation = NAME
    try:
        yield
    finally:
        config._attn_implementation = before
