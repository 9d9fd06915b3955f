"""Checks every op test applies: the TOSA graph run by the reference model equals the
quantized PyTorch model within a quantum, for the TOSA target and for each NPU's own TOSA graph,
and the module compiles through Vela into one delegate."""

from __future__ import annotations

import dataclasses
import os
from typing import Optional, Sequence

import torch

import armnpu
from armnpu.compile_spec import EthosUCompileSpec, make_compile_spec
from armnpu.export import export
from armnpu.formats.vela_bin_stream import parse_vela_bin_stream
from armnpu.pipeline import CompiledProgram
from armnpu.quantizer import EthosUQuantizer, QuantizationConfig, TOSAQuantizer
from armnpu.tosa.qdq import DEQUANTIZE_OPS
from armnpu.tosa.registry import aten_target
from armnpu.verify.delegates import check_delegates, ethosu_delegates
from armnpu.verify.reference import run_edge_program

# Every op compiles for these, and each program also runs on the NPU simulator and must
# equal the TOSA reference bit for bit. One test checks both, so the TOSA-1.0+INT compile they
# share runs once. ARMNPU_OP_TEST_TARGETS (comma-separated) replaces them, e.g. with
# ethos-u65-256,ethos-u85-1024 to check other configs.
ETHOSU_TARGETS = tuple(
    t for t in os.environ.get("ARMNPU_OP_TEST_TARGETS", "ethos-u55-128,ethos-u85-256").split(",") if t
)
# Ops only the Ethos-U85 runs (control flow, GATHER, SCATTER): the U85s among those targets, else
# the smallest U85.
U85_TARGETS = tuple(t for t in ETHOSU_TARGETS if t.startswith("ethos-u85")) or ("ethos-u85-256",)


def calibration_batches(inputs: Sequence[torch.Tensor], count: int = 4, seed: int = 0) -> list[tuple]:
    generator = torch.Generator().manual_seed(seed)
    return [tuple(torch.randn(t.shape, generator=generator) * t.std().clamp(min=1e-3) + t.mean() for t in inputs) for _ in range(count)] + [tuple(inputs)]


def test_inputs(inputs: Sequence[torch.Tensor], seed: int = 1) -> list[tuple]:
    """The example inputs, fresh random ones, and edge values: zeros and far past the calibrated range."""
    generator = torch.Generator().manual_seed(seed)
    random = tuple(torch.randn(t.shape, generator=generator) for t in inputs)
    zeros = tuple(torch.zeros_like(t) for t in inputs)
    extreme = tuple(torch.sign(torch.randn(t.shape, generator=generator)) * 100.0 for t in inputs)
    return [tuple(inputs), random, zeros, extreme]


class Fn(torch.nn.Module):
    """A module whose forward is `fn(x)`: an op or a lambda under test."""

    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


def sqnr_db(reference: torch.Tensor, approximation: torch.Tensor) -> float:
    """10 log10 of the reference's power over the power of its difference to `approximation`."""
    return 10 * torch.log10(reference.pow(2).sum() / (reference - approximation).pow(2).sum()).item()


def output_scales(compiled: CompiledProgram, int8_grid: bool = False) -> list[Optional[float]]:
    """Each output's quantum. `int8_grid`: for an int16 output (int16 logits), the step of an int8
    grid over the same range instead (the range has 4x headroom, so that step is 4 times an int8
    output's), the unit in which differences made inside a deep int8 network are judged."""
    output = next(n for n in compiled.edge_program.graph.nodes if n.op == "output")
    scales = []
    for arg in output.args[0]:
        is_dq = isinstance(arg, torch.fx.Node) and aten_target(arg) in DEQUANTIZE_OPS
        scale = float(arg.args[1]) if is_dq else None
        if scale is not None and int8_grid and arg.args[5] == torch.int16:
            scale *= (arg.args[4] - arg.args[3]) / 255
        scales.append(scale)
    return scales


def max_error_in_quanta(compiled: CompiledProgram, inputs: Sequence[torch.Tensor], int8_grid: bool = False) -> float:
    """The largest output difference from the quantized model, in quanta (`int8_grid`: see
    output_scales); Ethos-U delegates run as the TOSA graphs given to Vela (`check_delegates`
    then ties those to the simulator)."""
    tosa_for_blob = {delegate.blob: delegate.tosa for delegate in ethosu_delegates(compiled)}
    got = run_edge_program(compiled.edge_program, inputs, tosa_for_blob)
    want = compiled.quantized_model(*inputs)
    want = want if isinstance(want, (list, tuple)) else (want,)
    worst = 0.0
    for g, w, scale in zip(got, want, output_scales(compiled, int8_grid)):
        assert g.shape == w.shape, f"shape {tuple(g.shape)} != {tuple(w.shape)}"
        if not g.numel():
            continue
        if scale and not int8_grid:  # codes: float32 dequantized int16 values are off by ~0.002 quanta
            diff = (torch.round(g.float() / scale) - torch.round(w.float() / scale)).abs().max().item()
        elif scale:
            diff = round((g.float() - w.float()).abs().max().item() / scale, 2)
        else:
            diff = (g.float() - w.float()).abs().max().item()
        worst = max(worst, diff)
    return worst


def assert_fully_delegated(compiled: CompiledProgram, delegates: int = 1) -> None:
    assert compiled.num_delegates == delegates, compiled.summary()
    assert not compiled.cpu_ops, f"ops left on the CPU: {compiled.summary()}"


def check_int(
    module: torch.nn.Module,
    inputs: Sequence[torch.Tensor],
    max_quanta: float = 1.0,
    delegates: int = 1,
    ethosu_targets: Sequence[str] = ETHOSU_TARGETS,
    per_channel: bool = True,
    tosa_target: str = "TOSA-1.0+INT",
    int16_outputs: bool = True,
    config: Optional[QuantizationConfig] = None,
) -> float:
    """Compile for `tosa_target` and each Ethos-U target; return the max error in output quanta.
    `int16_outputs=False` keeps int8 logits: on the int16 logits' finer grid the fake-quant model's
    float32 convolution flips a rounding now and then, so tests of exact data movement use int8.
    `config`: quantize with this config (a16w8) instead of the int8 default."""
    inputs = tuple(inputs)
    calibration = calibration_batches(inputs)
    options = dict(calibration=calibration, per_channel=per_channel, int16_outputs=int16_outputs)
    if config is not None:
        options = dict(calibration=calibration, config=config)
    compiled = compile_program(module, inputs, tosa_target, **options)
    assert_fully_delegated(compiled, delegates)
    worst = max(max_error_in_quanta(compiled, batch) for batch in test_inputs(inputs))
    assert worst <= max_quanta, f"TOSA reference differs from the quantized model by {worst} quanta"
    for target in ethosu_targets:
        npu = compile_program(module, inputs, target, **options)
        assert_fully_delegated(npu, delegates)
        for record in npu.partitions:
            assert record.summary.total_cycles > 0
        for node in npu.edge_program.graph.nodes:
            if node.op == "get_attr" and node.target.startswith("lowered_module"):
                blob = getattr(npu.edge_program.graph_module, node.target).processed_bytes
                stream = parse_vela_bin_stream(blob)
                assert len(stream.inputs) >= 1 and len(stream.outputs) >= 1
        # Target-specific lowerings (the U55's workarounds) answer to the quantized model too.
        npu_worst = max(max_error_in_quanta(npu, batch) for batch in test_inputs(inputs))
        assert npu_worst <= max_quanta, f"{target}: the TOSA given to Vela differs from the quantized model by {npu_worst} quanta"
        worst = max(worst, npu_worst)
        check_delegates(npu)  # the NPU simulator equals the TOSA reference bit for bit
    return worst


def compile_program(module: torch.nn.Module, inputs: tuple, target: str, config: Optional[QuantizationConfig] = None,
             **options) -> CompiledProgram:
    """armnpu.compile, or with `config`: the same flow quantized with that config (armnpu.compile
    quantizes with the int8 default only)."""
    if config is None:
        return armnpu.compile(module, inputs, target=target, **options)
    spec = make_compile_spec(target)
    quantizer = (EthosUQuantizer if isinstance(spec, EthosUCompileSpec) else TOSAQuantizer)(spec).set_global(config)
    graph_module = export(module.eval(), inputs).module(check_guards=False)
    quantized = quantizer.quantize_with_submodules(graph_module, options["calibration"], bias_correction=True)
    compiled = armnpu.compile(quantized, inputs, target=spec, quantize_model=False)
    return dataclasses.replace(compiled, quantized_model=quantized)


def check_fp(
    module: torch.nn.Module,
    inputs: Sequence[torch.Tensor],
    atol: float = 1e-4,
    rtol: float = 1e-4,
    tosa_target: str = "TOSA-1.0+FP",
) -> None:
    """Compile for `tosa_target` and compare the reference model with eager PyTorch."""
    inputs = tuple(inputs)
    compiled = armnpu.compile(module, inputs, target=tosa_target)
    assert_fully_delegated(compiled)
    for batch in test_inputs(inputs)[:2]:
        got = run_edge_program(compiled.edge_program, batch)
        want = module(*batch)
        want = want if isinstance(want, (list, tuple)) else (want,)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, atol=atol, rtol=rtol)
