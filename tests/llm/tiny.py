"""Tiny causal LMs of the families the LLM export supports (random weights, nothing downloaded)."""

import torch
import transformers

COMMON = dict(vocab_size=256, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
              intermediate_size=128, max_position_embeddings=256, pad_token_id=0, bos_token_id=1, eos_token_id=2)
FAMILIES = {
    "llama": ("LlamaForCausalLM", "LlamaConfig", dict(tie_word_embeddings=True)),
    "qwen2": ("Qwen2ForCausalLM", "Qwen2Config", dict(tie_word_embeddings=True)),
    "qwen3": ("Qwen3ForCausalLM", "Qwen3Config", dict(head_dim=16)),  # RMS-normalised queries and keys
    "phi3": ("Phi3ForCausalLM", "Phi3Config", {}),  # fused QKV and gate/up projections
}


def tiny_lm(family: str, seed: int = 0) -> torch.nn.Module:
    model_class, config_class, extra = FAMILIES[family]
    torch.manual_seed(seed)
    config = getattr(transformers, config_class)(**COMMON | extra)
    return getattr(transformers, model_class)(config).eval()
