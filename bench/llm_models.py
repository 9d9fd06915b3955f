"""SmolLM2-135M's published config with random weights, for bench/llm.py and the competitor's
worker (plain torch and transformers: the worker must not import armnpu's backends)."""

from __future__ import annotations

import torch
import transformers

SMOLLM2_135M = dict(vocab_size=49152, hidden_size=576, intermediate_size=1536, num_attention_heads=9,
                    num_key_value_heads=3, max_position_embeddings=8192, rms_norm_eps=1e-5, rope_theta=100000.0,
                    tie_word_embeddings=True, pad_token_id=0, bos_token_id=1, eos_token_id=2)
SEED = 0


def smollm2(layers: int) -> torch.nn.Module:
    """`LlamaForCausalLM` with SmolLM2-135M's config at `layers` layers; seeded random weights."""
    torch.manual_seed(SEED)
    config = transformers.LlamaConfig(**SMOLLM2_135M, num_hidden_layers=layers)
    return transformers.LlamaForCausalLM(config).eval()
