"""Which layers of an exported LLM get int16 activations (a16w8): a measured, per-layer rule.

The units are op groups of each decoder layer whose every op armnpu lowers with int16
activations, so a promoted group never leaves an op on the CPU:

- `<i>.attention`: the attention's projections (q, k, v and o, or Phi-3's fused qkv);
- `<i>.mlp`: the gated MLP (gate/up projections, SiLU as an int16 table, the product, down).

RMSNorm's rsqrt and softmax's reciprocal stay int8: their int16 tables are refused (rsqrt is
thousands of quanta off at its jump, the reciprocal steps past int16), and so are neg (RoPE's
rotate_half) and where (the cache write). The groups above stop short of them.

The rule (`plan_precision`): quantize the program all int8 and measure the SQNR of its logits
against the float model on the calibration batches; then, one group at a time, the same with
only that group a16w8. A group's gain is the SQNR it adds. Groups are promoted in order of gain
while the gain is at least `min_gain_db` (and at most `max_groups` of them).

Cost: 2 x layers + 2 quantizations (export, calibration, convert) of the program, each followed
by a run of the calibration batches; no compile. Measured on a shared 2-core machine: 24 to 163 s
(with the load) for the 4-layer byte Llama of bench/llm_accuracy.py (10 quantizations, 4 windows
of 32 tokens), against 24 + 23 s to compile its two programs; 125 s for the tests' 2-layer one. It grows with layers squared (layers quantizations of a
model layers deep): for a 30-layer model it would take hours, and is not done there.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Optional, Sequence

import torch
from torch import nn

from armnpu.compile_spec import make_compile_spec
from armnpu.pipeline import quantize
from armnpu.quantizer import QuantizationConfig, get_symmetric_a16w8_quantization_config


@dataclass
class PrecisionPlan:
    """The groups promoted to a16w8 and the evidence for the choice."""

    groups: dict[str, tuple[str, ...]]  # every group: its qualified module names
    promoted: tuple[str, ...]
    int8_sqnr_db: float  # logits against the float model, all int8
    gain_db: dict[str, float] = field(default_factory=dict)  # SQNR added by each group alone
    planned_sqnr_db: float = float("nan")  # with the promoted groups a16w8
    seconds: float = 0.0

    def module_configs(self) -> dict[str, QuantizationConfig]:
        """For `armnpu.compile(..., module_configs=...)` and `pipeline.quantize`."""
        return a16w8_modules(self.groups, self.promoted)


def precision_groups(module: nn.Module) -> dict[str, tuple[str, ...]]:
    """`<layer>.attention` and `<layer>.mlp` of each decoder layer of an export.py program, as the
    qualified names of their modules in `module` (prefill and decode share them)."""
    names = {id(sub): name for name, sub in module.named_modules()}
    decoder = module.steps.model.get_decoder()  # type: ignore[union-attr,operator]
    groups: dict[str, tuple[str, ...]] = {}
    for index, layer in enumerate(decoder.layers):
        projections = tuple(names[id(sub)] for sub in layer.self_attn.children() if isinstance(sub, nn.Linear))
        groups[f"{index}.attention"] = projections
        groups[f"{index}.mlp"] = (names[id(layer.mlp)],)
    return groups


def a16w8_modules(groups: Mapping[str, Sequence[str]], promoted: Iterable[str]) -> dict[str, QuantizationConfig]:
    a16w8 = get_symmetric_a16w8_quantization_config()
    return {name: a16w8 for group in promoted for name in groups[group]}


def plan_precision(module: nn.Module, inputs: tuple, target: str, calibration: Sequence[tuple],
                   min_gain_db: float = 1.0, max_groups: Optional[int] = None) -> PrecisionPlan:
    """The measured rule of the module docstring, on `calibration` (batches of `module`'s inputs)."""
    start = time.perf_counter()
    spec = make_compile_spec(target)
    groups = precision_groups(module)
    with torch.no_grad():
        references = [module(*batch)[0] for batch in calibration]

    def sqnr(promoted: Sequence[str]) -> float:
        quantized = quantize(module, inputs, spec, calibration, module_configs=a16w8_modules(groups, promoted))
        with torch.no_grad():
            outputs = [quantized(*batch)[0] for batch in calibration]
        return logits_sqnr_db(references, outputs)

    int8 = sqnr(())
    gain = {group: sqnr((group,)) - int8 for group in groups}
    ranked = sorted((g for g in groups if gain[g] >= min_gain_db), key=lambda g: -gain[g])
    promoted = tuple(ranked[:max_groups])
    planned = sqnr(promoted) if promoted else int8
    return PrecisionPlan(groups, promoted, int8, gain, planned, time.perf_counter() - start)


def logits_sqnr_db(references: Sequence[torch.Tensor], outputs: Sequence[torch.Tensor]) -> float:
    """10 log10(signal / noise) summed over all batches."""
    signal = sum(float(r.double().square().sum()) for r in references)
    noise = sum(float((r.double() - o.double()).square().sum()) for r, o in zip(references, outputs))
    return float("inf") if noise == 0 else 10 * float(torch.log10(torch.tensor(signal / noise)))
