"""Checks the VGF tests apply: a program compiled for VGF runs on the host (scenario runner over
the ML emulation layer on a Vulkan device) and, in the INT profile, equals the TOSA reference model
on the very TOSA graph model-converter compiled, bit for bit; in the FP profile it is within the
competitor's FP tolerances of eager PyTorch."""

from __future__ import annotations

import ctypes.util
import glob
import importlib.util
from pathlib import Path
from typing import Optional, Sequence

import pytest
import torch

import armnpu
from armnpu.backends.partition_lowering import partition_name
from armnpu.errors import ArmNpuError
from armnpu.pipeline import CompiledProgram
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import (
    assert_fully_delegated,
    calibration_batches,
    output_scales,
    test_inputs,
)

# ExecuTorch's VgfPipeline defaults: FP outputs within atol + rtol * |ref|; INT within one output quantum.
FP_ATOL = FP_RTOL = 1e-3
INT_QTOL = 1
_ICD_DIRS = ("/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d", "/usr/local/share/vulkan/icd.d")


def vgf_stack_missing() -> Optional[str]:
    """Why VGF programs cannot be compiled and run here, or None when they can."""
    from armnpu.backends.model_converter import find_model_converter
    from armnpu.runtime.vgf_file import VgfFileError, find_vgf_dump

    try:
        find_model_converter()
        find_vgf_dump()
    except (ArmNpuError, VgfFileError) as error:
        return str(error)
    for module, package in (("scenario_runner_py", "ai-ml-sdk-scenario-runner"),
                            ("emulation_layer", "ai-ml-emulation-layer-for-vulkan")):
        if importlib.util.find_spec(module) is None:
            return f"{package} is not installed (pip install 'armnpu[vgf]')"
    if ctypes.util.find_library("vulkan") is None:
        return "no Vulkan loader (apt-get install libvulkan1)"
    if not any(glob.glob(f"{d}/*.json") for d in _ICD_DIRS):
        return "no Vulkan driver (apt-get install mesa-vulkan-drivers for lavapipe)"
    return None


_MISSING = vgf_stack_missing()
requires_vgf = pytest.mark.skipif(_MISSING is not None, reason=f"the VGF stack is absent: {_MISSING}")


def tosa_for_blob(compiled: CompiledProgram, artifacts: Path) -> dict[bytes, bytes]:
    """Each VGF delegate's blob → the TOSA graph model-converter compiled it from (the lowering's
    intermediate artifact)."""
    graph_module = compiled.edge_program.graph_module
    mapping = {}
    for node in compiled.edge_program.graph.nodes:
        if node.op == "get_attr" and node.target.startswith("lowered_module"):
            lowered = getattr(graph_module, node.target)
            assert lowered.backend_id == "VgfBackend"
            assert lowered.processed_bytes[:4] == b"VGF1"
            tosa = artifacts / f"{partition_name(lowered.original_module)}_{compiled.spec.tosa_spec}.tosa"
            mapping[lowered.processed_bytes] = tosa.read_bytes()
    return mapping


def compile_vgf(module: torch.nn.Module, inputs: Sequence[torch.Tensor], tmp_path: Path, quantize: bool,
                tosa_spec: Optional[str] = None, calibration: Optional[list] = None) -> tuple[CompiledProgram, armnpu.Program]:
    """Compile for VGF (default spec: both profiles), save the .pte and load it with the host runtime."""
    spec = armnpu.VgfCompileSpec(tosa_spec).dump_intermediate_artifacts_to(tmp_path / "artifacts")
    if quantize and calibration is None:
        calibration = calibration_batches(inputs)
    compiled = armnpu.compile(module, tuple(inputs), target=spec, calibration=calibration, quantize_model=quantize)
    pte = compiled.save(tmp_path / "program.pte", report=False)
    return compiled, armnpu.load(pte)


def _as_tuple(result) -> tuple:
    return tuple(result) if isinstance(result, (list, tuple)) else (result,)


def check_vgf_int(module: torch.nn.Module, inputs: Sequence[torch.Tensor], tmp_path: Path, delegates: int = 1,
                  tosa_spec: Optional[str] = None, calibration: Optional[list] = None,
                  batches: Optional[list] = None, max_quanta: float = INT_QTOL) -> float:
    """INT: the VGF program equals the TOSA reference model bit for bit, and is within `max_quanta`
    output quanta of the quantized PyTorch model. Returns the largest difference in quanta."""
    compiled, program = compile_vgf(module, inputs, tmp_path, quantize=True, tosa_spec=tosa_spec,
                                    calibration=calibration)
    assert_fully_delegated(compiled, delegates)
    references = tosa_for_blob(compiled, tmp_path / "artifacts")
    worst = 0.0
    for batch in batches or test_inputs(inputs):
        got = _as_tuple(program(*batch))
        ref = run_edge_program(compiled.edge_program, batch, references)
        want = _as_tuple(compiled.quantized_model(*batch))
        # On the int8 grid: a rounding tie resolved the other way inside the int8 network moves
        # int16 logits by tens of their own steps (tests/ops/harness.output_scales).
        for g, r, w, scale in zip(got, ref, want, output_scales(compiled, int8_grid=True)):
            assert g.dtype == r.dtype and torch.equal(g, r), (
                f"VGF differs from the TOSA reference model: max {(g.float() - r.float()).abs().max().item()}")
            worst = max(worst, (g.float() - w.float()).abs().max().item() / scale if scale else 0.0)
    assert worst <= max_quanta + 1e-3, f"VGF differs from the quantized model by {worst} quanta"
    return worst


def check_vgf_fp(module: torch.nn.Module, inputs: Sequence[torch.Tensor], tmp_path: Path,
                 tosa_spec: Optional[str] = None, batches: Optional[list] = None,
                 atol: float = FP_ATOL, rtol: float = FP_RTOL) -> None:
    """FP: the VGF program is within (atol, rtol) of eager PyTorch."""
    compiled, program = compile_vgf(module, inputs, tmp_path, quantize=False, tosa_spec=tosa_spec)
    assert_fully_delegated(compiled)
    for batch in batches or test_inputs(inputs)[:2]:
        for got, want in zip(_as_tuple(program(*batch)), _as_tuple(module(*batch))):
            torch.testing.assert_close(got, want, atol=atol, rtol=rtol)
