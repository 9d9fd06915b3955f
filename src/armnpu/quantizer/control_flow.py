"""PT2E quantization of models with control flow (torch.cond, while_loop).

torchao's prepare_pt2e/convert_pt2e observe only the graph they are given, and recurse into
while_loop bodies alone. cond branches and while_loop conditions are graphs of their own: each
is prepared with the same quantizer, calibrated through the parent and converted before it.
"""

from __future__ import annotations

import copy
from typing import Callable, Iterator, Sequence

import torch
from torch.fx import GraphModule, Node
from torchao.quantization.pt2e.quantize_pt2e import (
    convert_pt2e,
    prepare_pt2e,
    prepare_qat_pt2e,
)

from armnpu.graph_facts import attr_name, mark_region
from armnpu.quantizer.bias_correction import (
    Shifts,
    apply_shifts,
    correctable_layers,
    output_noise,
    record_shifts,
)
from armnpu.quantizer.calibrate import calibrate

# Control-flow op → positions of its submodules.
_SUBMODULES = {torch.ops.higher_order.cond: (1, 2), torch.ops.higher_order.while_loop: (0, 1)}
# prepare_pt2e and convert_pt2e handle while bodies themselves.
_TORCHAO_HANDLES = {(torch.ops.higher_order.while_loop, 1)}


def _submodules(gm: GraphModule) -> Iterator[tuple[str, bool]]:
    """(attribute name, whether armnpu must prepare and convert it) of each control-flow graph in `gm`."""
    for node in gm.graph.nodes:
        if node.op == "call_function" and node.target in _SUBMODULES:
            for index in _SUBMODULES[node.target]:
                arg = node.args[index]
                if isinstance(arg, Node) and arg.op == "get_attr":
                    yield attr_name(arg), (node.target, index) not in _TORCHAO_HANDLES


def mark_regions(gm: GraphModule) -> None:
    """Marks every control-flow graph nested in `gm` as a region (graph_facts): its values are not
    folded into constants, so annotation quantizes them all. prepare_pt2e annotates `gm` first,
    then the graphs inside it."""
    for name, _ in _submodules(gm):
        region = getattr(gm, name)
        mark_region(region)
        mark_regions(region)


def _prepare_nested(gm: GraphModule, prepare: Callable[[GraphModule], GraphModule]) -> None:
    for name, ours in list(_submodules(gm)):
        if ours:
            setattr(gm, name, prepare(getattr(gm, name)))
        _prepare_nested(getattr(gm, name), prepare)


def _convert(gm: GraphModule, fold_quantize: bool) -> GraphModule:
    """Converts the graphs nested in `gm`, innermost first, then `gm` with them set aside: the
    convert ends with torch's delete_all_unused_submodules, which keeps the graphs `gm` reads
    (get_attr) but deletes theirs, and a nested cond's branch would lose its own branches.
    While bodies are left to convert_pt2e, which converts them itself."""
    converted = {name: _convert(getattr(gm, name), fold_quantize) for name, ours in _submodules(gm) if ours}
    for name in converted:
        setattr(gm, name, _empty_graph())
    result = convert_pt2e(gm, fold_quantize=fold_quantize)
    for name, module in converted.items():
        setattr(result, name, module)
    return result


def _empty_graph() -> GraphModule:
    graph = torch.fx.Graph()
    graph.output(None)
    return GraphModule(torch.nn.Module(), graph)


def quantize_with_submodules(
    quantizer,
    model: GraphModule,
    calibration_samples: Sequence[tuple],
    is_qat: bool,
    fold_quantize: bool,
    bias_correction: bool = False,
) -> GraphModule:
    """prepare, calibrate, optionally correct the top-level graph's biases (see bias_correction), convert."""
    prepare = prepare_qat_pt2e if is_qat else prepare_pt2e
    prepared = prepare(model, quantizer)
    _prepare_nested(prepared, lambda sub: prepare(sub, quantizer))
    if bias_correction and not is_qat and correctable_layers(prepared):
        # Observers pass values through: the calibration run is the float run that measures the
        # biases' shifts, so each sample runs once before the guard.
        shifts = record_shifts(prepared, calibration_samples,
                               lambda run: calibrate(prepared, calibration_samples, run))
        return convert_with_the_better_biases(prepared, calibration_samples, fold_quantize, shifts)
    calibrate(prepared, calibration_samples)
    if bias_correction:
        return convert_with_the_better_biases(prepared, calibration_samples, fold_quantize)
    return _convert(prepared, fold_quantize)


# The held-out samples the bias-correction guard judges a correction on, at most, per half of
# the calibration samples. Running the integer models is most of the guard's cost (resnet18,
# 8 samples: 45% of a TOSA compile).
GUARD_SAMPLES = 4


def convert_with_the_better_biases(
    prepared: GraphModule, samples: Sequence[tuple], fold_quantize: bool, recorded: Shifts | None = None
) -> GraphModule:
    """Converts `prepared` with biases corrected on every calibration sample, if corrections fit
    on part of them bring the outputs on the others closer to the float model's; else
    uncorrected. Each layer's correction is right for that layer alone, yet across a whole
    network it can cost accuracy (EfficientNet, held out: 10.25 dB corrected, 10.66 uncorrected).
    Judged on the samples it was fit on, a correction looks better than it is (AST: 3.5% less
    noise there, 0.12 dB lost on 16 held-out inputs), so it is judged on others: two-fold
    cross-validation, a correction fit on each half of the samples judged on the other half, the
    two judgements added up. One half's judgement alone swings either way (4 calibration
    batches: zoo ResNet's first-half fit had 20% more noise on the second half and the
    second-half fit 24% less on the first; MobileNetV2's 4.5% less and 3.4% more). With fewer
    than 4 samples there are too few to split, and it is judged on all of them.

    `recorded`: every sample's shifts, measured while calibrating; else each sample runs through
    the float model here, once: the run that measures its shifts also gives its float outputs."""
    if not correctable_layers(prepared):  # no copy, no float runs: a model without biases (an LLM)
        return _convert(prepared, fold_quantize)
    every = recorded if recorded is not None else record_shifts(prepared, samples)
    plain = _convert(copy.deepcopy(prepared), fold_quantize)
    half = len(samples) // 2
    if half < 2:
        apply_shifts(prepared, every)
        corrected = _convert(prepared, fold_quantize)
        judged = every.batches(0, GUARD_SAMPLES)
        return plain if _noise(corrected, judged) > _noise(plain, judged) else corrected
    halves = (every.batches(0, half), every.batches(half, len(samples)))
    corrected_noise = plain_noise = 0.0
    for fit, other in (halves, halves[::-1]):
        trial = copy.deepcopy(prepared)
        apply_shifts(trial, fit)
        judged = other.batches(0, GUARD_SAMPLES)
        corrected_noise += _noise(_convert(trial, fold_quantize), judged)
        plain_noise += _noise(plain, judged)
    if corrected_noise > plain_noise:
        return plain
    apply_shifts(prepared, every)
    return _convert(prepared, fold_quantize)


def _noise(converted: GraphModule, judged: Shifts) -> float:
    """output_noise of `converted` on the samples `judged` was measured on, against their float outputs."""
    return output_noise(converted, judged.samples, judged.float_outputs)
