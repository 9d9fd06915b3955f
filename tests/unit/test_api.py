"""The public API behaves like ExecuTorch's Arm backend, and fails with armnpu errors."""

import ast
import inspect

import pytest
import torch
from executorch.exir import (
    EdgeCompileConfig,
    ExecutorchBackendConfig,
    to_edge_transform_and_lower,
)
from executorch.exir.backend.operator_support import DontPartitionModule
from torchao.quantization.pt2e.quantize_pt2e import (
    convert_pt2e,
    prepare_pt2e,
    prepare_qat_pt2e,
)

import armnpu
from armnpu import (
    ArmCompileSpecBuilder,
    EthosUCompileSpec,
    EthosUPartitioner,
    EthosUQuantizer,
    get_symmetric_quantization_config,
)
from armnpu.examples import get_example
from armnpu.formats.vela_bin_stream import parse_vela_bin_stream
from armnpu.pipeline import quantize


class ConvNet(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.head = torch.nn.Conv2d(8, 4, 1)

    def forward(self, x):
        return self.head(torch.relu(self.conv(x)))


def _delegates(edge_program):
    return [
        getattr(edge_program.graph_module, n.target)
        for n in edge_program.graph.nodes
        if n.op == "get_attr" and n.target.startswith("lowered_module")
    ]


def test_seed_era_example_runs_with_changed_imports(tmp_path):
    model, example_inputs = get_example("tiny_cnn").build()
    compile_spec = (
        ArmCompileSpecBuilder()
        .ethosu_compile_spec(
            "ethos-u55-128",
            system_config="Ethos_U55_High_End_Embedded",
            memory_mode="Shared_Sram",
            extra_flags="--output-format=raw --debug-force-regor",
        )
        .build()
    )
    graph_module = torch.export.export(model, example_inputs).module(check_guards=False)
    quantizer = EthosUQuantizer(compile_spec)
    quantizer.set_global(get_symmetric_quantization_config(is_per_channel=False))
    graph_module = prepare_pt2e(graph_module, quantizer)
    graph_module(*example_inputs)
    graph_module = convert_pt2e(graph_module)
    exported_program = torch.export.export(graph_module, example_inputs)
    edge = to_edge_transform_and_lower(
        exported_program,
        partitioner=[EthosUPartitioner(compile_spec)],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    delegates = _delegates(edge.exported_program())
    assert delegates and all(d.backend_id == "EthosUBackend" for d in delegates)
    stream = parse_vela_bin_stream(delegates[0].processed_bytes)
    assert stream.cmd_data[:4] == b"COP1"
    program = edge.to_executorch(config=ExecutorchBackendConfig(extract_delegate_segments=False))
    (tmp_path / "model.pte").write_bytes(program.buffer)
    assert (tmp_path / "model.pte").stat().st_size > 0


def test_qat_trains_the_model_parameters():
    torch.manual_seed(0)
    model, inputs = ConvNet().train(), (torch.randn(2, 3, 8, 8),)
    spec = EthosUCompileSpec("ethos-u55-128")
    graph_module = torch.export.export(model, inputs).module(check_guards=False)
    quantizer = EthosUQuantizer(spec).set_global(get_symmetric_quantization_config(is_qat=True))
    prepared = prepare_qat_pt2e(graph_module, quantizer)
    parameters = list(prepared.parameters())
    assert parameters, "the QAT model exposes no parameters to the optimizer"
    before = [p.detach().clone() for p in parameters]
    optimizer = torch.optim.SGD(parameters, lr=0.1)
    target = torch.randn(2, 4, 8, 8)
    losses = []
    for _ in range(5):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(prepared(*inputs), target)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    assert any(not torch.equal(b, p) for b, p in zip(before, prepared.parameters()))
    assert losses[-1] < losses[0]
    converted = convert_pt2e(prepared)
    compiled_edge = to_edge_transform_and_lower(
        torch.export.export(converted, inputs),
        partitioner=[EthosUPartitioner(spec)],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    assert len(_delegates(compiled_edge.exported_program())) == 1


def test_dont_partition_keeps_op_on_cpu_with_reason():
    spec = EthosUCompileSpec("ethos-u85-256")
    model, inputs = ConvNet().eval(), (torch.randn(1, 3, 8, 8),)
    quantized = quantize(model, inputs, spec)
    partitioner = EthosUPartitioner(spec, additional_checks=[DontPartitionModule(instance_name="head")])
    to_edge_transform_and_lower(
        torch.export.export(quantized, inputs),
        partitioner=[partitioner],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    reasons = {r.reason for r in partitioner.rejections}
    assert "Rejected by DontPartitionModule" in reasons


def test_set_module_name_none_leaves_module_float_on_cpu():
    spec = EthosUCompileSpec("ethos-u55-128")
    model, inputs = ConvNet().eval(), (torch.randn(1, 3, 8, 8),)
    graph_module = torch.export.export(model, inputs).module(check_guards=False)
    quantizer = EthosUQuantizer(spec).set_global(get_symmetric_quantization_config()).set_module_name("head", None)
    prepared = prepare_pt2e(graph_module, quantizer)
    prepared(*inputs)
    converted = convert_pt2e(prepared)
    partitioner = EthosUPartitioner(spec)
    edge = to_edge_transform_and_lower(
        torch.export.export(converted, inputs),
        partitioner=[partitioner],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    assert len(_delegates(edge.exported_program())) == 1
    assert any("not quantized" in r.reason for r in partitioner.rejections)


def test_vela_failure_is_an_armnpu_error_naming_the_partition():
    model, inputs = ConvNet().eval(), (torch.randn(1, 3, 8, 8),)
    with pytest.raises(armnpu.VelaError, match="tag0"):
        armnpu.compile(model, inputs, target="ethos-u55-128", extra_flags=["--arena-cache-size=-5"])


class _ReturnedAndTransposedIntoMatmul(torch.nn.Module):
    def forward(self, queries, cache, new):
        keys = cache + new
        return torch.matmul(queries, keys.transpose(2, 3)), keys.squeeze(0)


def test_vela_dropping_an_output_is_an_error_naming_the_outputs():
    """Vela 5.2 drops a returned tensor whose TRANSPOSE feeds a MATMUL's second operand from its
    program's outputs: the compile says so, not the device (or the simulator) at run time."""
    inputs = (torch.randn(1, 2, 3, 16), torch.randn(1, 2, 128, 16), torch.randn(1, 2, 128, 16))
    with pytest.raises(armnpu.VelaError, match=r"returns 1 of the TOSA graph's 2 outputs \(\(1, 2, 3, 128\), \(2, 128, 16\)\)"):
        armnpu.compile(_ReturnedAndTransposedIntoMatmul(), inputs, target="ethos-u85-256")


def test_unknown_target_is_rejected_before_any_work():
    with pytest.raises(armnpu.ConfigError, match="ethos-u55-128"):
        armnpu.compile(ConvNet(), (torch.randn(1, 3, 8, 8),), target="ethos-u99-128")


def test_partitioner_rejects_tosa_spec():
    with pytest.raises(TypeError, match="EthosUCompileSpec"):
        EthosUPartitioner(armnpu.TosaCompileSpec("TOSA-1.0+INT"))


def test_intermediate_artifacts_hold_tosa_debug_map_and_vela_outputs(tmp_path):
    model, inputs = ConvNet().eval(), (torch.randn(1, 3, 8, 8),)
    spec = EthosUCompileSpec("ethos-u55-128").dump_intermediate_artifacts_to(tmp_path).dump_debug_info("JSON")
    quantized = quantize(model, inputs, spec)
    to_edge_transform_and_lower(
        torch.export.export(quantized, inputs),
        partitioner=[EthosUPartitioner(spec)],
        compile_config=EdgeCompileConfig(_check_ir_validity=False),
    )
    names = {p.name for p in tmp_path.rglob("*")}
    assert any(n.endswith(".tosa") for n in names), names
    assert "tag0_debug.json" in names
    assert any(n.endswith("_vela.npz") for n in names), names
    assert any(n.endswith("per-layer.csv") for n in names), names
    import json

    debug = json.loads((tmp_path / "tag0_debug.json").read_text())
    conv_nodes = [v for v in debug["nodes"].values() if "convolution" in v["target"]]
    assert conv_nodes and all(v["stack_trace"] for v in conv_nodes)
    assert any("conv" in str(v["module_stack"]) for v in conv_nodes)


def test_type_checkers_see_every_lazy_export_where_it_loads_from():
    """armnpu/__init__.py imports each name of _EXPORTS for type checkers only, from the module
    __getattr__ loads it from at run time; the two lists must not drift apart."""
    tree = ast.parse(inspect.getsource(armnpu))
    guarded = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    imported = {alias.name: node.module for node in guarded.body for alias in node.names}
    assert imported == armnpu._EXPORTS
