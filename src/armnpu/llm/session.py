"""Greedy generation with a compiled LLM's prefill and decode programs (.pte), on the host: the
runtime interprets each program, its Ethos-U delegate runs on the NPU simulator ("simulator") or
as the TOSA graph Vela compiled, in the TOSA reference model ("reference"), and the KV caches
go from each call's outputs to the next call's inputs.

Beside the tokens, a generation says what each call costs: NPU cycles as Vela estimates them
(from the report data `armnpu compile` and `CompiledProgram.save` write beside the .pte) with
the system config's clock, and the host's wall time, measured.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Sequence, Union

import torch

from armnpu.errors import ConfigError
from armnpu.llm.greedy import greedy
from armnpu.llm.signature import check_pair, decode_signature, prefill_signature
from armnpu.pipeline import CompiledProgram
from armnpu.report_data.collect import from_compiled
from armnpu.report_data.model import Report
from armnpu.runtime import DelegateExecutor, Program, load
from armnpu.runtime.delegates import ETHOSU_BACKEND, TOSA_BACKEND, executor_for
from armnpu.torch_threads import one_thread
from armnpu.verify.delegates import ethosu_delegates

SIMULATOR, REFERENCE = "simulator", "reference"
BACKENDS = (SIMULATOR, REFERENCE)
ProgramSource = Union[str, Path, CompiledProgram]


@dataclass(frozen=True)
class VelaEstimate:
    """One call of a program: its NPU cycles as Vela estimates them, at the system config's clock."""

    cycles: int
    clock_hz: int

    @property
    def seconds(self) -> float:
        return self.cycles / self.clock_hz


def vela_estimate(report: Optional[Report]) -> Optional[VelaEstimate]:
    """The cycles of every Ethos-U delegate of a program, or None without Vela's figures."""
    figures = [p.vela for p in report.partitions if p.vela] if report is not None else []
    if not figures:
        return None
    return VelaEstimate(sum(int(f["total_cycles"]) for f in figures), int(figures[0]["core_clock_hz"]))


@dataclass(frozen=True)
class Generation:
    prompt: list[int]
    tokens: list[int]  # the first from prefill, one more per decode call
    logits: list[torch.Tensor]  # [vocab] each token was chosen from
    prefill_seconds: float  # host wall time of the prefill call, measured
    decode_seconds: list[float]  # host wall time of each decode call, measured
    prefill_estimate: Optional[VelaEstimate]
    decode_estimate: Optional[VelaEstimate]

    @property
    def host_seconds_per_token(self) -> Optional[float]:
        """Mean host wall time of a decode call, the first left out when there are others: the
        first call of a program plans its delegate (decodes the command and weight streams)."""
        calls = self.decode_seconds[1:] or self.decode_seconds
        return statistics.fmean(calls) if calls else None

    @property
    def tokens_per_second(self) -> Optional[float]:
        """Decode tokens per second at the system config's clock (Vela estimate)."""
        return 1 / self.decode_estimate.seconds if self.decode_estimate else None


class LlmSession:
    """A prefill and a decode program, loaded and checked to be one model's pair (signature.py)."""

    def __init__(self, prefill: Program, decode: Program, names: tuple[str, str],
                 estimates: tuple[Optional[VelaEstimate], Optional[VelaEstimate]] = (None, None)) -> None:
        self.prefill, self.decode = prefill, decode
        self.prefill_signature = prefill_signature(prefill, names[0])
        self.decode_signature = decode_signature(decode, names[1])
        check_pair(self.prefill_signature, self.decode_signature, *names)
        self.prefill_estimate, self.decode_estimate = estimates

    @property
    def prompt_length(self) -> int:
        return self.prefill_signature.tokens

    @property
    def cache_length(self) -> int:
        return self.prefill_signature.cache_length

    @property
    def vocab(self) -> int:
        return self.prefill_signature.vocab

    @classmethod
    def load(cls, prefill: str | Path, decode: str | Path) -> LlmSession:
        """The programs in two .pte files; their Ethos-U delegates run on the simulator."""
        paths = Path(prefill), Path(decode)
        for path in paths:
            if not path.is_file():
                raise ConfigError(f"{path}: no such file")
        data = [path.read_bytes() for path in paths]
        estimates = [vela_estimate(Report.beside(path, blob)) for path, blob in zip(paths, data)]
        return cls(load(data[0]), load(data[1]), (str(paths[0]), str(paths[1])), (estimates[0], estimates[1]))

    @classmethod
    def from_compiled(cls, prefill: CompiledProgram, decode: CompiledProgram, backend: str = SIMULATOR) -> LlmSession:
        """The programs `armnpu.compile` returned; `backend` "reference" runs their Ethos-U delegates
        as the TOSA graphs Vela compiled, which only the compile result holds (a .pte does not)."""
        if backend not in BACKENDS:
            raise ConfigError(f"backend {backend!r}: choose one of {', '.join(BACKENDS)}")
        programs = [load(c.buffer, _reference_executors(c) if backend == REFERENCE else None) for c in (prefill, decode)]
        estimates = vela_estimate(from_compiled(prefill)), vela_estimate(from_compiled(decode))
        return cls(programs[0], programs[1], ("the prefill program", "the decode program"), estimates)

    def generate(self, prompt: Sequence[int], max_new_tokens: int) -> Generation:
        """The `max_new_tokens` tokens greedy decoding picks after `prompt` (token ids); the
        lengths and ids are checked against the programs before anything runs."""
        prompt = [int(token) for token in prompt]
        outside = [token for token in prompt if not 0 <= token < self.vocab]
        if outside:
            raise ConfigError(f"token id {outside[0]} is outside the vocabulary: the programs take ids 0 to {self.vocab - 1}")
        seconds: list[float] = []
        with one_thread():
            tokens, logits = greedy(_timed(self.prefill, seconds), _timed(self.decode, seconds), prompt, max_new_tokens,
                               self.prompt_length, self.prefill_signature.empty_caches())
        return Generation(prompt, tokens, logits, seconds[0], seconds[1:], self.prefill_estimate, self.decode_estimate)


def generate(prefill: ProgramSource, decode: ProgramSource, prompt_ids: Sequence[int], max_new_tokens: int,
             backend: str = SIMULATOR) -> Generation:
    """Greedy generation with a prefill and a decode program: .pte files (simulator only) or the
    results of `armnpu.compile` / `compile_llm` (simulator or reference)."""
    if isinstance(prefill, CompiledProgram) and isinstance(decode, CompiledProgram):
        session = LlmSession.from_compiled(prefill, decode, backend)
    elif isinstance(prefill, CompiledProgram) or isinstance(decode, CompiledProgram):
        raise ConfigError("give both programs as .pte paths or both as compiled programs")
    elif backend != SIMULATOR:
        raise ConfigError(f"backend {backend!r} runs the TOSA graphs Vela compiled, which a .pte does not hold: "
                          "give the compiled programs (armnpu.llm.compile_llm), or use the simulator")
    else:
        session = LlmSession.load(prefill, decode)
    return session.generate(prompt_ids, max_new_tokens)


def _reference_executors(compiled: CompiledProgram) -> dict[str, DelegateExecutor]:
    """Ethos-U delegates run as the TOSA graph each blob was compiled from."""
    graphs = {delegate.blob: delegate.tosa for delegate in ethosu_delegates(compiled)}
    tosa = executor_for(TOSA_BACKEND)

    def run(blob: bytes, inputs: list[torch.Tensor], compile_specs: Sequence) -> Sequence[torch.Tensor]:
        return tosa(graphs[blob], inputs, compile_specs)

    return {ETHOSU_BACKEND: run}


def _timed(program: Program, seconds: list[float]) -> Callable[..., tuple]:
    def call(*inputs: torch.Tensor) -> tuple:
        start = time.perf_counter()
        outputs = program(*inputs)
        seconds.append(time.perf_counter() - start)
        return outputs

    return call

