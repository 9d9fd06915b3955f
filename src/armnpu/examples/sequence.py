"""Sequence example models in plain torch: a ViT-style classifier, an LSTM keyword
spotter and a small Llama-style decoder step with a KV cache.

Weights are random (nothing is downloaded): the models exist to exercise the
compiler on transformer and recurrent graphs, the way users write them.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

__all__ = ["LlamaDecoder", "LstmKws", "TinyViT", "llama_decoder", "lstm_kws", "tiny_vit"]


# --------------------------------------------------------------------------
# ViT (Dosovitskiy et al., 2021), DeiT-tiny-like blocks at a small size
# --------------------------------------------------------------------------


class _SelfAttention(nn.Module):
    def __init__(self, dim: int, heads: int) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, tokens, dim = x.shape
        qkv = self.qkv(x).reshape(batch, tokens, 3, self.heads, dim // self.heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attention = (q @ k.transpose(-2, -1)) * (dim // self.heads) ** -0.5
        out = attention.softmax(dim=-1) @ v
        return self.proj(out.transpose(1, 2).reshape(batch, tokens, dim))


class _EncoderBlock(nn.Module):
    def __init__(self, dim: int, heads: int, mlp_dim: int) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attention = _SelfAttention(dim, heads)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, mlp_dim), nn.GELU(), nn.Linear(mlp_dim, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attention(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class TinyViT(nn.Module):
    """Patch embedding, learned position embedding, pre-norm encoder blocks, mean-pooled head."""

    def __init__(self, image: int = 32, patch: int = 8, dim: int = 64, depth: int = 2, heads: int = 4,
                 mlp_dim: int = 128, num_classes: int = 10) -> None:
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, patch, stride=patch)
        self.position = nn.Parameter(torch.randn(1, (image // patch) ** 2, dim) * 0.02)
        self.blocks = nn.Sequential(*(_EncoderBlock(dim, heads, mlp_dim) for _ in range(depth)))
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(x).flatten(2).transpose(1, 2) + self.position
        x = self.norm(self.blocks(x))
        return self.head(x.mean(dim=1))


def tiny_vit(num_classes: int = 10) -> TinyViT:
    return TinyViT(num_classes=num_classes)


# --------------------------------------------------------------------------
# LSTM keyword spotter (Zhang et al., "Hello Edge", 2017) on 49x10 MFCCs
# --------------------------------------------------------------------------


class LstmKws(nn.Module):
    def __init__(self, features: int = 10, hidden: int = 64, num_classes: int = 12) -> None:
        super().__init__()
        self.lstm = nn.LSTM(features, hidden, batch_first=True)
        self.classifier = nn.Linear(hidden, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        output, _ = self.lstm(x)
        return self.classifier(output[:, -1])


def lstm_kws(num_classes: int = 12) -> LstmKws:
    return LstmKws(num_classes=num_classes)


# --------------------------------------------------------------------------
# Llama-style decoder step (Touvron et al., 2023): RMSNorm, rotary embeddings,
# causal attention over a KV cache, SiLU-gated MLP
# --------------------------------------------------------------------------


class _RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-5) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    first, second = x.chunk(2, dim=-1)
    return torch.cat((-second, first), dim=-1)


class _DecoderLayer(nn.Module):
    def __init__(self, dim: int, heads: int, hidden: int) -> None:
        super().__init__()
        self.heads, self.head_dim = heads, dim // heads
        self.attention_norm = _RMSNorm(dim)
        self.wq, self.wk, self.wv, self.wo = (nn.Linear(dim, dim, bias=False) for _ in range(4))
        self.ffn_norm = _RMSNorm(dim)
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def _heads(self, x: torch.Tensor) -> torch.Tensor:
        batch, tokens, _ = x.shape
        return x.view(batch, tokens, self.heads, self.head_dim).transpose(1, 2)

    def forward(self, x, cos, sin, mask, k_cache, v_cache):
        h = self.attention_norm(x)
        q, k, v = self._heads(self.wq(h)), self._heads(self.wk(h)), self._heads(self.wv(h))
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        # The cache keeps the latest positions: the new ones enter at the end, the oldest leave.
        tokens = x.shape[1]
        k_all = torch.cat((k_cache[:, :, tokens:], k), dim=2)
        v_all = torch.cat((v_cache[:, :, tokens:], v), dim=2)
        attended = F.scaled_dot_product_attention(q, k_all, v_all, attn_mask=mask)
        x = x + self.wo(attended.transpose(1, 2).reshape(x.shape))
        h = self.ffn_norm(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h)), k_all, v_all


class LlamaDecoder(nn.Module):
    """One decoding step of `tokens` new tokens at a fixed position, attending to a cache of
    `cache` earlier positions; returns the logits and the updated caches (input and output
    tensors, so the step has no hidden state)."""

    def __init__(self, vocab: int = 128, dim: int = 64, layers: int = 2, heads: int = 4, hidden: int = 128,
                 tokens: int = 4, cache: int = 12, position: int = 12) -> None:
        super().__init__()
        self.embedding = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleList(_DecoderLayer(dim, heads, hidden) for _ in range(layers))
        self.norm = _RMSNorm(dim)
        self.output = nn.Linear(dim, vocab, bias=False)
        head_dim = dim // heads
        frequencies = 1.0 / (10000 ** (torch.arange(0, head_dim, 2).float() / head_dim))
        angles = torch.outer(torch.arange(position, position + tokens).float(), frequencies)
        angles = torch.cat((angles, angles), dim=-1)
        self.register_buffer("cos", angles.cos(), persistent=False)
        self.register_buffer("sin", angles.sin(), persistent=False)
        # New token i sees every cached position and new tokens 0..i: a causal mask over the block.
        causal = torch.ones(tokens, tokens).tril().bool()
        mask = torch.cat((torch.ones(tokens, cache).bool(), causal), dim=1)[:, tokens:]
        self.register_buffer("mask", mask, persistent=False)

    def forward(self, tokens: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor):
        x = self.embedding(tokens)
        new_k, new_v = [], []
        for index, layer in enumerate(self.layers):
            x, k, v = layer(x, self.cos, self.sin, self.mask, k_cache[index], v_cache[index])
            new_k.append(k)
            new_v.append(v)
        return self.output(self.norm(x)), torch.stack(new_k), torch.stack(new_v)


def llama_decoder() -> LlamaDecoder:
    return LlamaDecoder()
