"""Calibration batches for an LLM's two programs, from the float model itself: random prompts
through the float prefill; decode sees a random token at a random position after the prompt,
with the caches that float prefill left (so its cache inputs hold what generation puts there)."""

from __future__ import annotations

import torch

from armnpu.llm.export import LlmPrograms


def calibration_batches(programs: LlmPrograms, count: int, seed: int = 1) -> tuple[list[tuple], list[tuple]]:
    """`count` prefill batches and `count` decode batches, in the programs' input order."""
    generator = torch.Generator().manual_seed(seed)
    vocab = programs.vocab_size
    empty = programs.prefill_inputs[1:]
    prefill, decode = [], []
    for _ in range(count):
        ids = torch.randint(0, vocab, (1, programs.prompt_length), generator=generator, dtype=torch.int32)
        with torch.no_grad():
            _, *caches = programs.prefill(ids, *empty)
        prefill.append((ids, *empty))
        token = torch.randint(0, vocab, (1, 1), generator=generator, dtype=torch.int32)
        position = torch.randint(programs.prompt_length, programs.cache_length, (1,), generator=generator,
                                 dtype=torch.int32)
        decode.append((token, position, *caches))
    return prefill, decode
