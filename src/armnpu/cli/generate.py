"""`armnpu generate`: greedy tokens from an LLM's prefill and decode programs on the NPU simulator,
with each call's NPU cycles (Vela's estimate) and host wall time (measured)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Optional

from armnpu.cli.common import EXIT_OK, UsageError

if TYPE_CHECKING:
    from armnpu.llm import Generation, VelaEstimate

_BYTE_VOCAB = 256  # --prompt TEXT: one token per UTF-8 byte


def add_parser(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    parser = commands.add_parser(
        "generate", parents=[common],
        help="generate tokens with an LLM's prefill and decode programs on the NPU simulator",
        description="Greedy generation with the two programs armnpu.llm.compile_llm saves (prefill.pte, "
                    "decode.pte): prefill runs the prompt, decode one token per call, the KV caches carried "
                    "between calls; Ethos-U delegates run on the NPU simulator.")
    parser.add_argument("prefill", help="the prefill program (.pte)")
    parser.add_argument("decode", help="the decode program (.pte)")
    prompt = parser.add_mutually_exclusive_group(required=True)
    prompt.add_argument("--prompt-ids", metavar="ID,ID,...", help="the prompt as token ids, comma separated")
    prompt.add_argument("--prompt", metavar="TEXT",
                        help=f"the prompt as text, one token per UTF-8 byte (a vocabulary of {_BYTE_VOCAB} or more)")
    parser.add_argument("--tokens", type=int, default=16, metavar="N", help="new tokens to generate (default 16)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    prompt = _prompt_ids(args.prompt_ids) if args.prompt_ids is not None else list(args.prompt.encode("utf-8"))
    from armnpu.llm import LlmSession  # imports torch: after the cheap checks

    session = LlmSession.load(args.prefill, args.decode)
    if args.prompt is not None and session.vocab < _BYTE_VOCAB:
        raise UsageError(f"--prompt TEXT takes one token per byte, which needs a vocabulary of {_BYTE_VOCAB}; "
                         f"these programs have {session.vocab} tokens: give --prompt-ids")
    generation = session.generate(prompt, args.tokens)
    print(f"prompt: {len(prompt)} tokens (the prefill program takes 1 to {session.prompt_length}; "
          f"KV cache of {session.cache_length} positions)")
    print("tokens: " + " ".join(str(token) for token in generation.tokens))
    if args.prompt is not None:
        text = bytes(token if token < _BYTE_VOCAB else ord("?") for token in generation.tokens)
        print(f"text: {text.decode('utf-8', errors='replace')!r}")
    print(_costs(generation, session.prompt_length))
    return EXIT_OK


def _prompt_ids(text: str) -> list[int]:
    try:
        ids = [int(item) for item in text.split(",") if item.strip()]
    except ValueError:
        raise UsageError(f"--prompt-ids {text!r}: give token ids as integers separated by commas, e.g. 1,2,3") from None
    if not ids:
        raise UsageError("--prompt-ids is empty: give at least one token id")
    return ids


def _costs(generation: Generation, prompt_length: int) -> str:
    decode_calls = len(generation.decode_seconds)
    rows = [("", "NPU cycles (Vela estimate)", "time at the clock (Vela estimate)", "host wall time (measured)"),
            (f"prefill, 1 call ({prompt_length} positions)", *_estimate(generation.prefill_estimate),
             f"{generation.prefill_seconds:.3f} s (the first call: plans the delegate)")]
    if decode_calls:
        per_token = generation.host_seconds_per_token
        first = f" (mean of {decode_calls - 1} calls; the first, which plans, {generation.decode_seconds[0]:.3f} s)"
        rate = f", {generation.tokens_per_second:,.1f} tokens/s" if generation.tokens_per_second else ""
        cycles, seconds = _estimate(generation.decode_estimate)
        rows.append((f"decode, per token ({decode_calls} calls)", cycles, seconds + rate,
                     f"{per_token:.3f} s" + (first if decode_calls > 1 else "")))
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[3] for row in rows]
    if generation.decode_estimate is None or generation.prefill_estimate is None:
        lines.append("(no Vela figures: they are read from the report data beside each .pte, "
                     "which armnpu compile and CompiledProgram.save write)")
    return "\n".join(line.rstrip() for line in lines)


def _estimate(estimate: Optional[VelaEstimate]) -> tuple[str, str]:
    if estimate is None:
        return "unknown", "unknown"
    return f"{estimate.cycles:,}", f"{estimate.seconds * 1e3:.3f} ms at {estimate.clock_hz / 1e6:g} MHz"
