"""The VGF API behaves like ExecuTorch's Arm backend's, and its failures are armnpu errors."""

import importlib.util
import stat

import pytest
import torch
from executorch.exir import (
    EdgeCompileConfig,
    ExecutorchBackendConfig,
    to_edge_transform_and_lower,
)
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

import armnpu
from armnpu import (
    VgfCompileSpec,
    VgfPartitioner,
    VgfQuantizer,
    get_symmetric_quantization_config,
)
from armnpu.backends import model_converter
from armnpu.compile_spec import TosaCompileSpec, compile_spec_from_list
from armnpu.errors import ConfigError, VgfError
from armnpu.runtime import DelegateUnavailableError, ProgramFormatError, delegates
from armnpu.runtime.worker import Worker
from armnpu.targets import VGF_TARGET
from tests.unit.test_api import ConvNet
from tests.vgf.harness import requires_vgf


def test_default_spec_is_the_competitors():
    spec = VgfCompileSpec()
    assert spec.tosa_spec.profiles == {"INT", "FP"}
    assert set(spec.tosa_spec.extensions) == {"int4", "int16"}
    assert spec.compiler_flags == [] and spec.get_output_format() == "vgf"


def test_spec_round_trips_through_its_compile_spec_list(tmp_path):
    spec = VgfCompileSpec("TOSA-1.0+INT+int16", ["--require-static-shape"])
    spec.dump_intermediate_artifacts_to(tmp_path).dump_debug_info("JSON")
    assert compile_spec_from_list(spec._to_list()) == spec


def test_spec_refuses_the_converter_files_in_its_flags():
    with pytest.raises(ConfigError, match="names the converter's input and output files"):
        VgfCompileSpec(compiler_flags=["-o", "x.vgf"])


@pytest.mark.parametrize("profile, spec", [("int", "TOSA-1.0+INT+int4+int16"), ("FP", "TOSA-1.0+FP"),
                                           ("FP+INT", "TOSA-1.0+FP+INT+int4+int16")])
def test_cli_profiles_name_tosa_specs(profile, spec):
    assert VGF_TARGET.tosa_spec_for_profile(profile) == spec


def test_an_unknown_profile_lists_the_valid_ones():
    with pytest.raises(ConfigError, match="valid: INT\\+FP, INT, FP"):
        VGF_TARGET.tosa_spec_for_profile("INT8")


def test_partitioner_takes_a_vgf_spec_only():
    with pytest.raises(TypeError, match="VgfCompileSpec"):
        VgfPartitioner(TosaCompileSpec("TOSA-1.0+INT"))


def test_a_missing_converter_names_the_package_to_install(monkeypatch):
    monkeypatch.delenv("MODEL_CONVERTER_PATH", raising=False)
    monkeypatch.setattr(model_converter.shutil, "which", lambda name: None)
    find_spec = importlib.util.find_spec
    monkeypatch.setattr(model_converter.importlib.util, "find_spec",
                        lambda name, *a: None if name == "model_converter" else find_spec(name, *a))
    with pytest.raises(VgfError, match="pip install ai-ml-sdk-model-converter==0.11.0"):
        model_converter.find_model_converter()


def test_a_bad_model_converter_path_is_named(monkeypatch, tmp_path):
    monkeypatch.setenv("MODEL_CONVERTER_PATH", str(tmp_path / "nothing"))
    with pytest.raises(VgfError, match="MODEL_CONVERTER_PATH=.*nothing is not an executable"):
        model_converter.find_model_converter()


def test_a_converter_failure_names_the_partition_and_quotes_the_converter(monkeypatch, tmp_path):
    fake = tmp_path / "model-converter"
    fake.write_text("#!/bin/sh\necho 'Failed to legalize operation tosa.FOO' >&2\nexit 3\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("MODEL_CONVERTER_PATH", str(fake))
    with pytest.raises(VgfError) as error:
        armnpu.compile(ConvNet().eval(), (torch.randn(1, 3, 8, 8),), target="vgf")
    message = str(error.value)
    assert "model-converter failed on partition 'tag0' (exit status 3)" in message
    assert "Failed to legalize operation tosa.FOO" in message


def test_a_blob_that_is_not_vgf_is_a_format_error():
    with pytest.raises(ProgramFormatError, match="not a VGF file"):
        delegates.run_delegate("VgfBackend", b"TOSA" * 8, [torch.zeros(1)], [])


@requires_vgf
def test_competitor_style_code_runs_with_changed_imports(tmp_path):
    torch.manual_seed(0)
    model, inputs = ConvNet().eval(), (torch.randn(1, 3, 8, 8),)
    compile_spec = VgfCompileSpec()
    graph_module = torch.export.export(model, inputs).module(check_guards=False)
    quantizer = VgfQuantizer(compile_spec).set_global(get_symmetric_quantization_config())
    graph_module = prepare_pt2e(graph_module, quantizer)
    graph_module(*inputs)
    graph_module = convert_pt2e(graph_module)
    edge = to_edge_transform_and_lower(
        torch.export.export(graph_module, inputs),
        partitioner=[VgfPartitioner(compile_spec)],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    executorch_program = edge.to_executorch(ExecutorchBackendConfig(extract_delegate_segments=False))
    (tmp_path / "model.pte").write_bytes(executorch_program.buffer)
    program = armnpu.load(tmp_path / "model.pte")
    assert [d.backend_id for d in program.delegates] == ["VgfBackend"]
    (got,) = program(*inputs)
    want = graph_module(*inputs)
    scale = (want.max() - want.min()).item() / 255
    assert (got - want).abs().max().item() <= 1.001 * scale


@requires_vgf
def test_without_a_vulkan_device_the_error_says_how_to_get_one(monkeypatch, tmp_path):
    compiled = armnpu.compile(torch.nn.Linear(4, 3).eval(), (torch.randn(1, 4),), target="vgf")
    program = armnpu.load(compiled.save(tmp_path / "linear.pte", report=False))
    monkeypatch.setenv("VK_ICD_FILENAMES", str(tmp_path / "no_driver.json"))  # the loader finds no driver
    worker = Worker("vgf_worker.py")  # a fresh worker, started with that environment
    monkeypatch.setattr(delegates, "_VGF_WORKER", worker)
    try:
        with pytest.raises(DelegateUnavailableError, match="apt-get install libvulkan1 mesa-vulkan-drivers"):
            program(torch.randn(1, 4))
    finally:
        worker.close()
