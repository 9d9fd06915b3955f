"""The static KV cache a decoder layer writes into: duck-typed as transformers' `Cache`, whose
`update(key, value, layer_idx)` the attention modules call, so the model's own layers run
unchanged.

The write is a blend, not an index_put: `where(slot, new, old)` over the cache's positions, with
`slot` a comparison of an arange with the token positions. Every op of it runs on the NPU
(comparison, select), and a quantized where keeps its operands' codes exactly.
"""

from __future__ import annotations

import torch


class BlendedCache:
    """Per layer K and V caches of [1, kv_heads, length, head_dim]; `update` writes the new
    tokens' K and V at the positions `slots` selects and returns the whole cache to attend to.

    `slots` is a bool [1, 1, length, 1] mask of the positions written, or None when the new
    tokens fill the first positions (prefill at 0..P-1), which a concatenation writes."""

    def __init__(self, keys: list[torch.Tensor], values: list[torch.Tensor], slots: torch.Tensor | None) -> None:
        self.keys, self.values, self.slots = list(keys), list(values), slots

    def update(self, key: torch.Tensor, value: torch.Tensor, layer_idx: int, *args, **kwargs):
        self.keys[layer_idx] = self._write(self.keys[layer_idx], key)
        self.values[layer_idx] = self._write(self.values[layer_idx], value)
        return self.keys[layer_idx], self.values[layer_idx]

    def _write(self, cache: torch.Tensor, new: torch.Tensor) -> torch.Tensor:
        if self.slots is None:
            return torch.cat((new, cache[:, :, new.shape[2]:]), dim=2)
        return torch.where(self.slots, new, cache)
