"""Perplexity of a causal LM program on a text, and how often a program's greedy choices agree
with a reference generation.

A prefill program takes a fixed number of tokens, so the text is cut into non-overlapping windows
of that length; in each window the logits at positions 0..P-2 predict tokens 1..P-1 (the first
token of a window has no context and is not scored). Every program measured on the same windows
scores the same tokens, so their perplexities compare.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import torch

from armnpu.errors import ConfigError

# ids int32 [1, P] -> logits [1, P, vocab]
LogitsOf = Callable[[torch.Tensor], torch.Tensor]


def windows(tokens: Sequence[int], length: int, count: int | None = None) -> list[torch.Tensor]:
    """The first `count` (default: all) whole windows of `length` tokens, each int32 [1, length]."""
    if length < 2:
        raise ConfigError(f"a perplexity window of {length} tokens scores nothing: it needs at least 2")
    whole = len(tokens) // length
    count = whole if count is None else min(count, whole)
    if count == 0:
        raise ConfigError(f"{len(tokens)} tokens hold no window of {length}")
    flat = torch.tensor(list(tokens[: count * length]), dtype=torch.int32)
    return list(flat.view(count, 1, length))


def negative_log_likelihood(logits: torch.Tensor, ids: torch.Tensor) -> tuple[float, int]:
    """Summed NLL (nats) of ids[1:] under logits[:-1] for one window, and the count of tokens scored."""
    predicted = logits.reshape(-1, logits.shape[-1])[:-1].double()
    targets = ids.reshape(-1)[1:].long()
    return float(torch.nn.functional.cross_entropy(predicted, targets, reduction="sum")), len(targets)


def perplexity(logits_of: LogitsOf, windows: Sequence[torch.Tensor]) -> float:
    """exp of the mean NLL per scored token over `windows`."""
    total, count = 0.0, 0
    for ids in windows:
        with torch.no_grad():
            nll, scored = negative_log_likelihood(logits_of(ids), ids)
        total, count = total + nll, count + scored
    return math.exp(total / count)


def prefill_logits(prefill: Callable[..., Sequence[torch.Tensor]], empty_caches: Sequence[torch.Tensor]) -> LogitsOf:
    """A prefill program (float module, quantized model or integer program) as ids -> logits."""
    return lambda ids: prefill(ids, *empty_caches)[0]


def forced_choices(prefill: Callable[..., Sequence[torch.Tensor]], decode: Callable[..., Sequence[torch.Tensor]],
                   prompt: Sequence[int], tokens: Sequence[int], prompt_length: int,
                   caches: Sequence[torch.Tensor]) -> list[int]:
    """The token a program would choose at each step of a generation that continues `prompt` with
    `tokens` (teacher forcing: prefill, then decode fed `tokens`, with the KV cache): one choice
    per token, so one early difference does not make every later one differ."""
    if not 0 < len(prompt) <= prompt_length or len(prompt) + len(tokens) - 1 > caches[0].shape[1]:
        raise ConfigError(f"a prompt of {len(prompt)} and {len(tokens)} tokens: the prefill program takes 1 to "
                          f"{prompt_length}, and the KV cache holds {caches[0].shape[1]} positions")
    ids = torch.zeros(1, prompt_length, dtype=torch.int32)
    ids[0, : len(prompt)] = torch.tensor(list(prompt), dtype=torch.int32)
    with torch.no_grad():
        logits, *state = prefill(ids, *caches)
        choices = [int(logits[0, len(prompt) - 1].argmax())]
        for position, token in enumerate(tokens[:-1], start=len(prompt)):
            logits, *state = decode(torch.tensor([[token]], dtype=torch.int32),
                                    torch.tensor([position], dtype=torch.int32), *state)
            choices.append(int(logits[0, -1].argmax()))
    return choices


def agreement(tokens: Sequence[int], reference: Sequence[int]) -> tuple[float, int]:
    """The fraction of positions where `tokens` equals `reference`, and the length of their common prefix."""
    if len(tokens) != len(reference):
        raise ConfigError(f"compare generations of one length, not {len(tokens)} and {len(reference)} tokens")
    same = [a == b for a, b in zip(tokens, reference)]
    prefix = same.index(False) if False in same else len(same)
    return sum(same) / len(same), prefix
