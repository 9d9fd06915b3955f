"""`armnpu.compile`: export → quantize → partition → lower → .pte in one call."""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping, Optional, Sequence

import torch
from executorch.exir import (
    EdgeCompileConfig,
    ExecutorchBackendConfig,
    to_edge_transform_and_lower,
)
from executorch.exir.error import InternalError

from armnpu.backends.ethosu import CompiledPartition, collect_partitions
from armnpu.calibration import DEFAULT_CALIBRATION_METHOD, check_calibration_method
from armnpu.compile_spec import (
    ArmCompileSpec,
    EthosUCompileSpec,
    TosaCompileSpec,
    VgfCompileSpec,
    make_compile_spec,
)
from armnpu.edge_nodes import compute_nodes, is_delegate_call
from armnpu.errors import UnsupportedOpError
from armnpu.export import export
from armnpu.formats.artifact import write_artifact
from armnpu.io_layout import with_io_layout
from armnpu.model_files import check_module, eval_mode
from armnpu.partitioner import (
    EthosUPartitioner,
    Placement,
    Rejection,
    TOSAPartitioner,
    VgfPartitioner,
)
from armnpu.passes.pipeline import BEFORE_TO_EDGE, run_stage
from armnpu.quantizer import (
    EthosUQuantizer,
    QuantizationConfig,
    TOSAQuantizer,
    VgfQuantizer,
    get_symmetric_quantization_config,
)
from armnpu.report_data.collect import from_compiled
from armnpu.report_data.cost import program_cost
from armnpu.torch_threads import one_thread
from armnpu.tosa.registry import aten_target

# The quantizer and partitioner of each kind of compile spec.
_QUANTIZERS = {EthosUCompileSpec: EthosUQuantizer, TosaCompileSpec: TOSAQuantizer, VgfCompileSpec: VgfQuantizer}
_PARTITIONERS = {EthosUCompileSpec: EthosUPartitioner, TosaCompileSpec: TOSAPartitioner, VgfCompileSpec: VgfPartitioner}


@dataclass
class CompiledProgram:
    buffer: bytes
    spec: ArmCompileSpec
    quantized_model: Optional[torch.fx.GraphModule]
    edge_program: torch.export.ExportedProgram
    partitions: list[CompiledPartition] = field(default_factory=list)
    rejections: list[Rejection] = field(default_factory=list)
    # Where the partitioner weighed an op's NPU and CPU estimates (armnpu.partitioner.Placement).
    placements: list[Placement] = field(default_factory=list)
    delegated_ops: dict[str, int] = field(default_factory=dict)
    cpu_ops: dict[str, int] = field(default_factory=dict)

    @property
    def num_delegates(self) -> int:
        return sum(1 for node in self.edge_program.graph.nodes if is_delegate_call(node))

    def save(self, path: str | Path, report: bool = True) -> Path:
        """Write the .pte and, with `report`, its report data next to it (`model.pte` → `model.armnpu.json`):
        both or neither (armnpu.formats.artifact)."""
        path = Path(path)
        sidecar = None
        if report:
            sidecar = from_compiled(self, file=path.name).to_json()
        write_artifact(path, self.buffer, sidecar)
        return path

    def summary(self) -> str:
        lines = [
            f"target {getattr(self.spec, 'target', self.spec.tosa_spec)}: {self.num_delegates} delegate(s), "
            f"{sum(self.delegated_ops.values())} ops delegated, {sum(self.cpu_ops.values())} compute ops on the CPU",
        ]
        for record in self.partitions:
            s = record.summary
            lines.append(
                f"  {record.name}: {s.total_cycles} NPU cycles ({s.inference_time_s * 1e3:.3f} ms), "
                f"{s.macs} MACs, SRAM {s.sram_bytes} B, off-chip {s.offchip_bytes} B, blob {record.blob_size} B"
            )
        cost = program_cost(from_compiled(self)) if self.partitions else None
        if cost is not None and cost.cpu is not None:
            lines.append(
                f"  whole program (estimate): NPU {cost.npu_cycles} cycles ({cost.npu_seconds * 1e3:.3f} ms) + "
                f"{cost.cpu.label} {cost.cpu.cycles} cycles ({cost.cpu.seconds * 1e3:.3f} ms) = {cost.seconds * 1e3:.3f} ms"
            )
        for op, count in sorted(self.cpu_ops.items()):
            lines.append(f"  CPU: {op} x{count}")
        for rejection in self.rejections:
            if rejection.target.split(".")[0] not in ("quantized_decomposed",):
                lines.append(f"  not delegated: {rejection.node} ({rejection.target}): {rejection.reason}")
        return "\n".join(lines)


# Calibration, bias correction and their guard run thousands of small tensor ops (observers'
# histograms, quantize/dequantize): a thread pool competing with other processes made them 4x slower
# (tiny_vit's quantization on a busy 2-core host: 67.7 s on 2 threads, 18.5 s on one).
@one_thread()
def quantize(
    model: torch.nn.Module,
    example_inputs: tuple,
    spec: ArmCompileSpec,
    calibration: Optional[Iterable[Sequence[torch.Tensor]]] = None,
    per_channel: bool = True,
    calibration_method: str = DEFAULT_CALIBRATION_METHOD,
    bias_correction: bool = True,
    int16_outputs: bool = True,
    module_configs: Optional[Mapping[str, Optional[QuantizationConfig]]] = None,
) -> torch.fx.GraphModule:
    """PT2E post-training quantization, calibrated on `calibration` (or the example inputs) with
    `calibration_method`'s activation observers; `bias_correction` see armnpu.quantizer.bias_correction,
    `int16_outputs` TOSAQuantizer.set_int16_outputs, `module_configs` TOSAQuantizer.set_module_name
    (qualified module name -> its config, e.g. a16w8 for the layers int8 loses accuracy in)."""
    config = get_symmetric_quantization_config(is_per_channel=per_channel, calibration_method=calibration_method)
    graph_module = export(model, example_inputs).module(check_guards=False)
    quantizer = _QUANTIZERS[type(spec)](spec).set_global(config).set_int16_outputs(int16_outputs)
    for name, module_config in (module_configs or {}).items():
        quantizer.set_module_name(name, module_config)
    batches = [tuple(b) for b in calibration] if calibration is not None else [example_inputs]
    # Without control flow this is prepare_pt2e, calibration and convert_pt2e.
    return quantizer.quantize_with_submodules(graph_module, batches, bias_correction=bias_correction)


@one_thread()  # as quantize(): what the rest of a compile computes in torch is small too
def compile(  # noqa: A001 - the name users expect
    model: torch.nn.Module,
    example_inputs: tuple,
    target: str | ArmCompileSpec = "ethos-u55-128",
    calibration: Optional[Iterable[Sequence[torch.Tensor]]] = None,
    quantize_model: Optional[bool] = None,
    per_channel: bool = True,
    io_layout: Optional[str] = None,
    calibration_method: str = DEFAULT_CALIBRATION_METHOD,
    bias_correction: bool = True,
    int16_outputs: bool = True,
    module_configs: Optional[Mapping[str, Optional[QuantizationConfig]]] = None,
    **spec_kwargs,
) -> CompiledProgram:
    """Compile `model` for `target` (an Ethos-U accelerator config, a TOSA spec string, "vgf" or a compile spec).

    `spec_kwargs` go to EthosUCompileSpec (system_config, memory_mode, extra_flags, config_ini) or, for
    "vgf", to VgfCompileSpec (tosa_spec, compiler_flags).
    Integer targets are quantized unless `quantize_model=False`. `io_layout` "nhwc" sets the
    spec's IO layout (see `ArmCompileSpec.set_io_layout`). `calibration_method` (one of
    `armnpu.calibration.CALIBRATION_METHODS`) sets the activation ranges; `bias_correction` (on
    by default) corrects conv/linear biases for the mean error of their quantized weights. `int16_outputs`
    gives outputs computed by a convolution or linear layer alone in int16 (see
    `TOSAQuantizer.set_int16_outputs`); False keeps every activation int8. `module_configs` maps
    qualified module names to their own quantization config (`TOSAQuantizer.set_module_name`).
    """
    check_calibration_method(calibration_method)
    spec = make_compile_spec(target, **spec_kwargs)
    if io_layout is not None:
        spec.set_io_layout(io_layout)
    check_module(model)
    if quantize_model is None:
        quantize_model = spec.tosa_spec.support_integer() and not spec.tosa_spec.support_float()
    model = eval_mode(model)
    quantized = (
        quantize(model, example_inputs, spec, calibration, per_channel, calibration_method, bias_correction,
                 int16_outputs, module_configs)
        if quantize_model
        else None
    )
    # Calibration saw the values; the final export decides the IO tensors' dim order.
    exported = export(quantized if quantized is not None else model, with_io_layout(example_inputs, spec.io_layout))
    exported = run_stage(BEFORE_TO_EDGE, exported)
    partitioner = _PARTITIONERS[type(spec)](spec)
    with collect_partitions() as partitions:
        edge = to_edge_transform_and_lower(
            exported, partitioner=[partitioner], compile_config=EdgeCompileConfig(_check_ir_validity=False)
        )
        # to_executorch rewrites the graph in place (out variants, memory planning).
        edge_program = copy.deepcopy(edge.exported_program())
        executorch_program = _to_executorch(edge, partitioner.rejections)
    return CompiledProgram(
        buffer=executorch_program.buffer,
        spec=spec,
        quantized_model=quantized,
        edge_program=edge_program,
        partitions=list(partitions),
        rejections=partitioner.rejections,
        placements=partitioner.placements,
        delegated_ops=_delegated_ops(edge_program),
        cpu_ops=_cpu_ops(edge_program),
    )


def _to_executorch(edge, rejections: list[Rejection]):
    try:
        return edge.to_executorch(ExecutorchBackendConfig(extract_delegate_segments=False))
    except (RuntimeError, InternalError) as error:
        # An op left on the CPU that ExecuTorch cannot run there: say why it was not delegated.
        message = str(error)
        missing = _MISSING_ON_CPU.search(message)
        if missing is None:
            raise
        op = missing.group("op").strip()
        why = "; ".join(f"{r.target}: {r.reason}" for r in rejections if _op_stem(r.target) in op)
        raise UnsupportedOpError(
            f"ExecuTorch has no CPU kernel for {op}, and armnpu could not delegate it" + (f" ({why})" if why else "")
        ) from None


def _op_stem(target: str) -> str:
    """'add' of 'aten.add.Tensor', 'while_loop' of 'while_loop'."""
    parts = target.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


# ExecuTorch's words for an op its CPU runtime lacks: a missing out variant, or control flow it cannot emit.
_MISSING_ON_CPU = re.compile(r"(?:Missing out variants: |Unsupported control flow operator: )(?P<op>[^\n]+)")


def _count(nodes: Iterable[torch.fx.Node]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for node in nodes:
        name = str(aten_target(node))
        counts[name] = counts.get(name, 0) + 1
    return counts


def _delegated_ops(edge_program: torch.export.ExportedProgram) -> dict[str, int]:
    nodes: list[torch.fx.Node] = []
    for node in edge_program.graph.nodes:
        if is_delegate_call(node):
            lowered = getattr(edge_program.graph_module, node.args[0].target)
            nodes.extend(compute_nodes(lowered.original_module.graph))
    return _count(nodes)


def _cpu_ops(edge_program: torch.export.ExportedProgram) -> dict[str, int]:
    return _count(compute_nodes(edge_program.graph))
