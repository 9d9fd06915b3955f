"""Tell a prefill and a decode program (export.py's) by their signatures, read from the .pte alone.

A program is a prefill when it takes int32 ids [1, P] then the KV caches, and returns logits
[1, P, vocab] then the caches; a decode when it takes an int32 token [1, 1], an int32 position
[1] and the caches, and returns logits [1, 1, vocab] and the caches. The caches are 2 x layers
tensors [kv_heads, cache_length, head_dim], K and V per layer, all float32 or all int8 codes
(export.py's int8 KV cache), the same in and out. The two
programs of a pair agree on the caches and the vocabulary. No marker beside the file is needed:
the signature is what generation relies on, so it is what is checked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NoReturn, Optional, Sequence

import torch

from armnpu.errors import ArmNpuError
from armnpu.runtime import Program, TensorSpec

_EXPECTED = ("armnpu.llm.export_llm's prefill takes int32 ids [1, P] and the KV caches and returns logits "
             "[1, P, vocab] and the caches; its decode takes an int32 token [1, 1], an int32 position [1] and "
             "the caches and returns logits [1, 1, vocab] and the caches")


_CACHE_DTYPES = (torch.float32, torch.int8)


class NotAnLlmProgramError(ArmNpuError):
    """A program is not the prefill or decode program of an LLM, or two programs are no pair."""


@dataclass(frozen=True)
class LlmSignature:
    tokens: int  # token ids one call takes: the prefill length P, or 1 for decode
    vocab: int
    caches: tuple[TensorSpec, ...]  # K0, V0, K1, V1, ...: [kv_heads, cache_length, head_dim]

    @property
    def cache_length(self) -> int:
        return self.caches[0].shape[1]

    def empty_caches(self) -> list[torch.Tensor]:
        return [torch.zeros(spec.shape, dtype=spec.dtype) for spec in self.caches]


def prefill_signature(program: Program, where: str) -> LlmSignature:
    inputs, outputs = program.signature()
    ids = inputs[0] if inputs else None
    if ids is None or ids.dtype != torch.int32 or len(ids.shape) != 2 or ids.shape[0] != 1:
        _refuse(where, "prefill", f"its first input is {_describe(ids)}, not int32 ids [1, P]")
    return _signature(where, "prefill", ids.shape[1], inputs[1:], outputs)


def decode_signature(program: Program, where: str) -> LlmSignature:
    inputs, outputs = program.signature()
    token, position = (inputs + [None, None])[:2]
    if token is None or token.dtype != torch.int32 or token.shape != (1, 1):
        _refuse(where, "decode", f"its first input is {_describe(token)}, not an int32 token [1, 1]")
    if position is None or position.dtype != torch.int32 or position.shape != (1,):
        _refuse(where, "decode", f"its second input is {_describe(position)}, not an int32 position [1]")
    return _signature(where, "decode", 1, inputs[2:], outputs)


def check_pair(prefill: LlmSignature, decode: LlmSignature, prefill_where: str, decode_where: str) -> None:
    """The decode program continues what the prefill program starts: same caches, same vocabulary."""
    if prefill.caches != decode.caches:
        raise NotAnLlmProgramError(
            f"{prefill_where} and {decode_where} are not one model's pair: their KV caches differ "
            f"({_caches(prefill.caches)} against {_caches(decode.caches)})")
    if prefill.vocab != decode.vocab:
        raise NotAnLlmProgramError(f"{prefill_where} and {decode_where} are not one model's pair: vocabularies of "
                                   f"{prefill.vocab} and {decode.vocab} tokens")


def _signature(where: str, role: str, tokens: int, caches: Sequence[Optional[TensorSpec]],
               outputs: Sequence[Optional[TensorSpec]]) -> LlmSignature:
    specs = [spec for spec in caches if spec is not None]
    if not specs or len(specs) != len(caches) or len(specs) % 2:
        _refuse(where, role, f"it takes {len(caches)} values after the ids, not K and V caches per layer")
    first = specs[0]
    for spec in specs:
        if len(spec.shape) != 3 or spec.dtype not in _CACHE_DTYPES or spec != first:
            _refuse(where, role, f"a cache input is {_describe(spec)}, not a float32 or int8 [kv_heads, cache_length, "
                                 f"head_dim] like the first, {_describe(first)}")
    logits = outputs[0] if outputs else None
    if (logits is None or not logits.dtype.is_floating_point or len(logits.shape) != 3
            or logits.shape[:2] != (1, tokens)):
        _refuse(where, role, f"its first output is {_describe(logits)}, not float logits [1, {tokens}, vocab]")
    if list(outputs[1:]) != specs:
        _refuse(where, role, "its outputs after the logits are not its caches")
    if tokens > first.shape[1]:
        _refuse(where, role, f"its {tokens} tokens do not fit its KV cache of {first.shape[1]}")
    return LlmSignature(tokens, logits.shape[2], tuple(specs))


def _refuse(where: str, role: str, why: str) -> NoReturn:
    raise NotAnLlmProgramError(f"{where} is not an LLM {role} program: {why} ({_EXPECTED})")


def _describe(spec: Optional[TensorSpec]) -> str:
    if spec is None:
        return "not a tensor"
    return f"{str(spec.dtype).removeprefix('torch.')} {list(spec.shape)}"


def _caches(specs: tuple[TensorSpec, ...]) -> str:
    return f"{len(specs)} x {_describe(specs[0])}"
