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
    """Per layer K and V caches of [kv_heads, length, head_dim], the programs' inputs; `update`
    writes the new tokens' K and V at the positions `slots` selects and returns the whole cache
    as [1, kv_heads, length, head_dim] to attend to.

    `slots` is a bool [1, length, 1] mask of the positions written, or None when the new
    tokens fill the first positions (prefill at 0..P-1), which a concatenation writes.

    Each layout was chosen from Vela's cycles on SmolLM2 in DRAM: decode's blend stays in the
    inputs' layout, so the tensor it writes is the one the program returns (a reshape between
    them makes Vela copy each cache once more, 18.7k cycles); prefill's concatenation is 38k
    cycles a layer cheaper in the attention's layout."""

    def __init__(self, keys: list[torch.Tensor], values: list[torch.Tensor], slots: torch.Tensor | None) -> None:
        self.keys, self.values, self.slots = list(keys), list(values), slots

    def update(self, key: torch.Tensor, value: torch.Tensor, layer_idx: int, *args, **kwargs):
        self.keys[layer_idx], keys = self._write(self.keys[layer_idx], key)
        self.values[layer_idx], values = self._write(self.values[layer_idx], value)
        return keys, values

    def _write(self, cache: torch.Tensor, new: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """The cache to return and the one to attend to."""
        if self.slots is None:
            attended = torch.cat((new, cache[None, :, new.shape[2]:]), dim=2)
            return attended[0], attended
        returned = torch.where(self.slots, new[0], cache)
        return returned, returned[None]
