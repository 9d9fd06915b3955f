"""A transformers causal LM as two programs for `armnpu.compile`, with a static KV cache:

- prefill: `prompt_length` token ids (int32 [1, P]) at positions 0..P-1, and the caches; returns the
  logits of every prompt position and the caches with positions 0..P-1 written;
- decode: one token id (int32 [1, 1]) at a run-time position (int32 [1]), and the caches; returns
  its logits and the caches with that position written.

The caches are explicit inputs and outputs, K and V per layer, each [kv_heads, cache_length,
head_dim], in the order k0, v0, k1, v1, ...: a delegate takes and returns them like any tensor,
and the programs have no state. They are float32, or int8 codes at fixed scales both programs
share when an `Int8Cache` is given (int8_cache.py). A prompt shorter than P is padded at the end: causal attention
keeps the padding out of the real positions, decode overwrites its cache entries one by one, and
the mask hides those not yet overwritten.

The model's own modules run (embedding, decoder layers with their norms, projections, rotary
application and MLP, final norm, LM head); the export adds what a static cache needs, chosen so
that every op can run on an Ethos-U85:

- ids are int32: the U85 gathers with int32 indices and has no int64;
- rotary cos/sin are tables of the cache's positions made by the model's rotary embedding, and
  decode gathers its row by position (angles up to `cache_length` radians would not survive int8);
- the attention mask compares an arange with the positions (static in prefill, folded to a
  constant), as a fill at float32's lowest value, which armnpu's masked softmax recognises;
- the cache write is a blend (cache.py), not an index_put;
- attention is eager attention's ops with each key/value head shared by its query heads, not
  repeated for them (attention.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import torch
from torch import nn

from armnpu.errors import ConfigError
from armnpu.llm.attention import grouped_attention_in
from armnpu.llm.cache import BlendedCache
from armnpu.llm.int8_cache import Int8Cache

DEFAULT_PROMPT_LENGTH = 32
DEFAULT_CACHE_LENGTH = 128


@dataclass
class LlmPrograms:
    """The two modules and their example inputs, ready for `armnpu.compile`."""

    prefill: nn.Module
    prefill_inputs: tuple[torch.Tensor, ...]
    decode: nn.Module
    decode_inputs: tuple[torch.Tensor, ...]
    prompt_length: int
    cache_length: int
    vocab_size: int


def export_llm(model: nn.Module, prompt_length: int = DEFAULT_PROMPT_LENGTH,
               cache_length: int = DEFAULT_CACHE_LENGTH, int8_cache: Optional[Int8Cache] = None) -> LlmPrograms:
    """Prefill and decode modules of a transformers causal LM (`LlamaForCausalLM`, Qwen2/Qwen3,
    Phi-3 and others whose decoder layers call `past_key_values.update(key, value, layer_idx)`),
    with float32 caches, or int8 ones at `int8_cache`'s scales."""
    if not 0 < prompt_length <= cache_length:
        raise ConfigError(f"prompt_length {prompt_length} must be at least 1 and at most the cache "
                          f"length {cache_length}")
    prefill = Prefill(model, prompt_length, cache_length, int8_cache)
    decode = Decode(model, cache_length, int8_cache)
    caches = prefill.steps.empty_caches()
    ids = torch.zeros(1, prompt_length, dtype=torch.int32)
    token, position = torch.zeros(1, 1, dtype=torch.int32), torch.tensor([prompt_length], dtype=torch.int32)
    return LlmPrograms(prefill, (ids, *caches), decode, (token, position, *caches), prompt_length, cache_length,
                       prefill.steps.model.config.vocab_size)


class _Steps(nn.Module):
    """The model's layers run over a block of new tokens against the static cache."""

    model: Any  # a transformers PreTrainedModel: its helpers are not nn.Module's
    cos: torch.Tensor
    sin: torch.Tensor

    def __init__(self, model: nn.Module, cache_length: int, int8_cache: Optional[Int8Cache]) -> None:
        super().__init__()
        self.model = model
        self.int8_cache = int8_cache
        decoder = self.model.get_decoder()
        config = decoder.config
        self.cache_length = cache_length
        self.layers = len(decoder.layers)
        self.kv_heads = config.num_key_value_heads
        self.head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
        # The rotary embedding's cos and sin at every cache position: [cache_length, rotary dims].
        positions = torch.arange(cache_length)[None]
        with torch.no_grad():
            cos, sin = decoder.rotary_emb(torch.zeros(1, dtype=torch.float32), positions)
        self.register_buffer("cos", cos[0].clone(), persistent=False)
        self.register_buffer("sin", sin[0].clone(), persistent=False)

    def empty_caches(self) -> list[torch.Tensor]:
        dtype = torch.float32 if self.int8_cache is None else torch.int8  # int8 zero point 0: zeros
        return [torch.zeros(self.kv_heads, self.cache_length, self.head_dim, dtype=dtype)
                for _ in range(2 * self.layers)]

    def forward(self, ids: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, keep: torch.Tensor,
                slots: torch.Tensor | None, caches: tuple[torch.Tensor, ...]) -> tuple[torch.Tensor, ...]:
        """`keep` [tokens, cache_length] says which cache positions each new token attends to."""
        decoder = self.model.get_decoder()
        if self.int8_cache is not None:
            caches = tuple(self.int8_cache.dequantize(caches))
        cache = BlendedCache(list(caches[0::2]), list(caches[1::2]), slots)
        mask = torch.where(keep[None, None], 0.0, torch.finfo(torch.float32).min)
        hidden = decoder.embed_tokens(ids)
        with grouped_attention_in(decoder.config):
            for layer in decoder.layers:
                hidden = layer(hidden, attention_mask=mask, past_key_values=cache, position_embeddings=(cos, sin))
                hidden = hidden[0] if isinstance(hidden, tuple) else hidden
        logits = self.model.get_output_embeddings()(decoder.norm(hidden))
        updated = [c for pair in zip(cache.keys, cache.values) for c in pair]
        if self.int8_cache is not None:
            updated = self.int8_cache.quantize(updated)
        return (logits, *updated)


class Prefill(nn.Module):
    """forward(ids int32 [1, P], *caches) -> (logits [1, P, vocab], *caches)."""

    def __init__(self, model: nn.Module, prompt_length: int, cache_length: int,
                 int8_cache: Optional[Int8Cache] = None) -> None:
        super().__init__()
        self.steps = _Steps(model, cache_length, int8_cache)
        self.prompt_length = prompt_length

    def forward(self, ids: torch.Tensor, *caches: torch.Tensor) -> tuple[torch.Tensor, ...]:
        length = self.prompt_length
        # Static positions: the mask and the rotary rows are constants once exported.
        keep = torch.arange(self.steps.cache_length)[None] <= torch.arange(length)[:, None]
        return self.steps(ids, self.steps.cos[None, :length], self.steps.sin[None, :length], keep, None, caches)


class Decode(nn.Module):
    """forward(id int32 [1, 1], position int32 [1], *caches) -> (logits [1, 1, vocab], *caches)."""

    def __init__(self, model: nn.Module, cache_length: int, int8_cache: Optional[Int8Cache] = None) -> None:
        super().__init__()
        self.steps = _Steps(model, cache_length, int8_cache)

    def forward(self, token: torch.Tensor, position: torch.Tensor, *caches: torch.Tensor) -> tuple[torch.Tensor, ...]:
        positions = torch.arange(self.steps.cache_length, dtype=torch.int32)
        keep = (positions <= position)[None]
        slots = (positions == position).view(1, -1, 1)
        row = position.view(1, 1)
        cos = nn.functional.embedding(row, self.steps.cos)
        sin = nn.functional.embedding(row, self.steps.sin)
        return self.steps(token, cos, sin, keep, slots, caches)
