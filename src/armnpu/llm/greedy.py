"""Greedy generation through a prefill and a decode program: the prompt padded to the prefill
length, then one decode step per token, the caches carried from each call to the next.

The programs are any callables with the signatures of export.py's modules (the float modules,
a quantized model, a compiled program's runner), so the same loop checks each of them.
"""

from __future__ import annotations

from typing import Callable, Sequence

import torch

from armnpu.errors import ConfigError

Program = Callable[..., Sequence[torch.Tensor]]


def greedy(prefill: Program, decode: Program, prompt: Sequence[int], steps: int, prompt_length: int,
           caches: Sequence[torch.Tensor]) -> tuple[list[int], list[torch.Tensor]]:
    """The `steps` tokens that follow `prompt`, and the logits each was chosen from (the first
    from prefill's logits at the prompt's last position)."""
    cache_length = caches[0].shape[1]
    if steps < 1:
        raise ConfigError(f"{steps} new tokens asked for: generate at least 1")
    if not 0 < len(prompt) <= prompt_length:
        raise ConfigError(f"a prompt of {len(prompt)} tokens: the prefill program takes 1 to {prompt_length}")
    if len(prompt) + steps - 1 > cache_length:
        raise ConfigError(f"{len(prompt)} prompt tokens and {steps} new ones need {len(prompt) + steps - 1} "
                          f"cache positions; the KV cache holds {cache_length}")
    ids = torch.zeros(1, prompt_length, dtype=torch.int32)
    ids[0, : len(prompt)] = torch.tensor(prompt, dtype=torch.int32)
    logits, *state = prefill(ids, *caches)
    chosen = [logits[0, len(prompt) - 1]]
    tokens = [int(chosen[-1].argmax())]
    for position in range(len(prompt), len(prompt) + steps - 1):
        token = torch.tensor([[tokens[-1]]], dtype=torch.int32)
        logits, *state = decode(token, torch.tensor([position], dtype=torch.int32), *state)
        chosen.append(logits[0, -1])
        tokens.append(int(chosen[-1].argmax()))
    return tokens, chosen
