"""A small Llama trained in-process on text that ships with Python, to measure quantization on a
real language model without downloading one.

- Tokens are bytes (vocabulary 256): `encode` / `decode`, no tokenizer file.
- The text is the standard library's top-level `.py` sources, sorted by name; every
  `Recipe.held_out_every`-th file is held out, so the held-out text is other files, not other
  lines of the same ones.
- Training is deterministic for a recipe (seeded init and batches, AdamW, cosine schedule) and
  runs on `Recipe.threads` threads. The trained weights are cached under
  `cache_dir()/llm/<key>.pt` (`$ARMNPU_CACHE_DIR`, else `~/.cache/armnpu`), keyed by the
  recipe and a digest of the corpus, so a rerun loads them in a second.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import os
import sysconfig
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import torch
import transformers

BYTE_VOCAB = 256


@dataclass(frozen=True)
class Recipe:
    """Model shape and training schedule (defaults: ~0.8M parameters, ~4 minutes on one loaded core)."""

    layers: int = 4
    hidden: int = 128
    heads: int = 4
    kv_heads: int = 2
    mlp: int = 384
    context: int = 64  # training sequence length (the programs' prompt length must not exceed it)
    batch: int = 16
    steps: int = 800
    learning_rate: float = 3e-3
    seed: int = 0
    held_out_every: int = 8
    threads: int = 1


@dataclass
class TrainedModel:
    model: transformers.LlamaForCausalLM
    recipe: Recipe
    train_text: bytes
    held_out_text: bytes
    seconds: float  # training time, as measured when it was trained
    final_loss: float  # mean training loss over the last 50 steps (nats per byte)
    cached: Path
    from_cache: bool


def encode(text: str | bytes) -> list[int]:
    """Byte-level tokens: the UTF-8 bytes of `text`."""
    return list(text.encode() if isinstance(text, str) else text)


def decode(tokens: Sequence[int]) -> str:
    return bytes(tokens).decode(errors="replace")


def corpus(recipe: Recipe) -> tuple[bytes, bytes]:
    """(training text, held-out text): the standard library's top-level sources, split by file."""
    files = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))
    train: list[bytes] = []
    held_out: list[bytes] = []
    for index, path in enumerate(files):
        (held_out if index % recipe.held_out_every == 0 else train).append(path.read_bytes())
    return b"\n".join(train), b"\n".join(held_out)


def llama_config(recipe: Recipe) -> transformers.LlamaConfig:
    return transformers.LlamaConfig(
        vocab_size=BYTE_VOCAB, hidden_size=recipe.hidden, intermediate_size=recipe.mlp,
        num_hidden_layers=recipe.layers, num_attention_heads=recipe.heads, num_key_value_heads=recipe.kv_heads,
        max_position_embeddings=256, tie_word_embeddings=True, pad_token_id=0, bos_token_id=1, eos_token_id=2)


def cache_dir() -> Path:
    return Path(os.environ.get("ARMNPU_CACHE_DIR") or Path.home() / ".cache" / "armnpu")


def trained_llama(recipe: Recipe = Recipe()) -> TrainedModel:
    """The model `recipe` trains, from the cache when it holds it (see the module docstring)."""
    train_text, held_out_text = corpus(recipe)
    key = hashlib.sha256(repr((dataclasses.astuple(recipe), transformers.__version__)).encode()
                         + hashlib.sha256(train_text).digest()).hexdigest()[:16]
    path = cache_dir() / "llm" / f"byte-llama-{key}.pt"
    torch.manual_seed(recipe.seed)
    model = transformers.LlamaForCausalLM(llama_config(recipe))
    if path.exists():
        saved = torch.load(path, weights_only=True)
        model.load_state_dict(saved["weights"])
        return TrainedModel(model.eval(), recipe, train_text, held_out_text, float(saved["seconds"]),
                            float(saved["final_loss"]), path, from_cache=True)
    start = time.perf_counter()
    final_loss = _train(model, torch.tensor(encode(train_text)), recipe)
    seconds = time.perf_counter() - start
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    torch.save({"weights": model.state_dict(), "final_loss": final_loss, "seconds": seconds}, partial)
    partial.replace(path)  # never a half-written file under the cache's name
    return TrainedModel(model.eval(), recipe, train_text, held_out_text, seconds, final_loss, path, from_cache=False)


def _train(model: transformers.LlamaForCausalLM, tokens: torch.Tensor, recipe: Recipe) -> float:
    """AdamW with warm-up and cosine decay on random windows of `tokens`; the last 50 steps' mean loss."""
    threads = torch.get_num_threads()
    torch.set_num_threads(recipe.threads)  # the machine may be shared: use what the recipe says
    generator = torch.Generator().manual_seed(recipe.seed)
    optimizer = torch.optim.AdamW(model.parameters(), lr=recipe.learning_rate, weight_decay=0.01)
    warm_up = max(1, recipe.steps // 20)

    def rate(step: int) -> float:
        if step < warm_up:
            return (step + 1) / warm_up
        return 0.5 * (1 + math.cos(math.pi * (step - warm_up) / max(1, recipe.steps - warm_up)))

    schedule = torch.optim.lr_scheduler.LambdaLR(optimizer, rate)
    offsets = torch.arange(recipe.context + 1)
    losses = []
    model.train()
    try:
        for _ in range(recipe.steps):
            starts = torch.randint(0, len(tokens) - recipe.context - 1, (recipe.batch, 1), generator=generator)
            window = tokens[starts + offsets]
            loss = _next_byte_loss(model, window)
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            schedule.step()
            losses.append(loss.item())
    finally:
        torch.set_num_threads(threads)
        model.eval()
    tail = losses[-50:]
    return sum(tail) / len(tail)


def _next_byte_loss(model: transformers.LlamaForCausalLM, window: torch.Tensor) -> torch.Tensor:
    logits = model(input_ids=window[:, :-1]).logits
    return torch.nn.functional.cross_entropy(logits.reshape(-1, BYTE_VOCAB), window[:, 1:].reshape(-1))
