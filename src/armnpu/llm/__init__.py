"""Causal language models as NPU programs: a transformers model split into a prefill and a
decode program that carry a static KV cache (export.py)."""

from armnpu.llm.export import LlmPrograms, export_llm

__all__ = ["LlmPrograms", "export_llm"]
