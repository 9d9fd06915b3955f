"""Causal language models as NPU programs: a transformers model split into a prefill and a
decode program that carry a static KV cache (export.py), compiled (compile.py) and run token by
token on the host, on the NPU simulator or the TOSA reference model (session.py)."""

from armnpu.llm.compile import CompiledLlm, compile_llm
from armnpu.llm.export import LlmPrograms, export_llm
from armnpu.llm.session import Generation, LlmSession, VelaEstimate, generate
from armnpu.llm.signature import NotAnLlmProgramError

__all__ = ["CompiledLlm", "Generation", "LlmPrograms", "LlmSession", "NotAnLlmProgramError", "VelaEstimate",
           "compile_llm", "export_llm", "generate"]
