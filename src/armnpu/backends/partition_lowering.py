"""Shared by every backend: lower one delegated partition to TOSA and keep its artifacts."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, TypeVar

from torch.export import ExportedProgram

from armnpu.backends import tosa_debug
from armnpu.compile_spec import ArmCompileSpec, DebugMode, compile_spec_from_list
from armnpu.errors import ConfigError
from armnpu.tosa.program import TosaProgram, lower_program
from armnpu.tosa.qdq import target_for_graph

_log = logging.getLogger(__name__)  # progress lines; the command line shows them

_Spec = TypeVar("_Spec", bound=ArmCompileSpec)


def partition_name(program: ExportedProgram) -> str:
    for node in program.graph.nodes:
        tag = node.meta.get("delegation_tag")
        if tag:
            return tag
    return "partition"


def lower_for_backend(
    program: ExportedProgram, compile_specs: list, backend: str, spec_class: type[_Spec]
) -> tuple[_Spec, str, TosaProgram]:
    """What a backend's preprocess() starts with: its compile spec (checked to be its own kind),
    the partition's name and the partition lowered to TOSA."""
    spec = compile_spec_from_list(compile_specs)
    if not isinstance(spec, spec_class):
        raise ConfigError(f"{backend} needs a {spec_class.__name__}, got output format {spec.get_output_format()}")
    return spec, partition_name(program), lower_partition(program, spec)


def lower_partition(program: ExportedProgram, spec: ArmCompileSpec) -> TosaProgram:
    """The partition in TOSA, written to the spec's intermediate path if it has one."""
    target = target_for_graph(spec.compile_target, program.graph)
    both = spec.tosa_spec.support_integer() and spec.tosa_spec.support_float()
    profile = f" ({'INT' if target.integer else 'FP'} profile)" if both else ""
    _log.info("partition %s: lowering to %s%s", partition_name(program), spec.tosa_spec, profile)
    tosa = lower_program(program, target)
    dump_tosa(tosa, program, spec)
    return tosa


def dump_tosa(tosa: TosaProgram, program: ExportedProgram, spec: ArmCompileSpec) -> None:
    """Write the partition's TOSA (and its debug map) to the spec's intermediate path, if any."""
    artifacts = spec.get_intermediate_path()
    if artifacts:
        _dump(tosa, program, spec, Path(artifacts), partition_name(program))


def _dump(tosa: TosaProgram, program: ExportedProgram, spec: ArmCompileSpec, directory: Path, name: str) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"{name}_{spec.tosa_spec}.tosa").write_bytes(tosa.flatbuffer)
    if spec.tosa_debug_mode is DebugMode.JSON:
        debug: dict[str, Any] = {
            "partition": name,
            "tosa_spec": str(spec.tosa_spec),
            "tensor_to_node": tosa.tensor_to_node,
            "nodes": {
                node.name: {
                    "target": str(node.target),
                    "module_stack": [list(map(str, v)) for v in (node.meta.get("nn_module_stack") or {}).values()],
                    "stack_trace": node.meta.get("stack_trace"),
                }
                for node in program.graph.nodes
                if node.op == "call_function"
            },
        }
        debug["operators"] = tosa_debug.operator_map(tosa.flatbuffer, tosa.tensor_to_node, program)
        (directory / f"{name}_debug.json").write_text(json.dumps(debug, indent=1))
        tosa_debug.write_tosa_json(tosa.flatbuffer, directory / f"{name}_{spec.tosa_spec}.tosa.json")
