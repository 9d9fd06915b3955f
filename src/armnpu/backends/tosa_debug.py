"""Debug artifacts for a lowered partition: a JSON rendering of its TOSA flatbuffer and a map from
each TOSA operator to the FX node, nn.Module path and source stack trace it came from."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any, cast

import numpy as np
from torch.export import ExportedProgram

from armnpu.backends.tosa_graph import read_operators
from armnpu.edge_nodes import module_path
from armnpu.errors import ArmNpuError

# Constant tensors up to this many elements are shown as values; larger ones by size only,
# so that a rendering of a real network stays readable (the .tosa next to it has every byte).
_MAX_VALUES = 64
_NUMPY_DTYPES = {"BOOL": np.bool_, "INT8": np.int8, "INT16": np.int16, "INT32": np.int32,
                 "FP16": np.float16, "FP32": np.float32, "SHAPE": np.int64}


def operator_map(flatbuffer: bytes, tensor_to_node: dict[str, str], program: ExportedProgram) -> list[dict[str, Any]]:
    """One entry per TOSA operator, in order: its FX node, nn.Module path and stack trace.

    Operators are attributed through the tensors they write; a CONST operator, which no node emits
    directly, belongs to the first operator that reads it.
    """
    operators = read_operators(flatbuffer)
    nodes = {node.name: node for node in program.graph.nodes}
    owner = {op.index: next((tensor_to_node[t] for t in op.outputs if t in tensor_to_node), "") for op in operators}
    readers: dict[str, int] = {}
    for op in operators:
        for tensor in op.inputs:
            readers.setdefault(tensor, op.index)
    entries = []
    for op in operators:
        node_name = owner[op.index] or next((owner[readers[t]] for t in op.outputs if t in readers), "")
        node = nodes.get(node_name)
        entries.append({
            "index": op.index,
            "op": op.op,
            "inputs": list(op.inputs),
            "outputs": list(op.outputs),
            "node": node_name,
            "target": str(node.target) if node is not None else "",
            "module_path": module_path(node) if node is not None else "",
            "stack_trace": (node.meta.get("stack_trace") or "") if node is not None else "",
        })
    return entries


def write_tosa_json(flatbuffer: bytes, path: Path) -> Path:
    """Write flatc's JSON rendering of a TOSA flatbuffer, large constants shown by size only."""
    rendering = render_tosa(flatbuffer)
    path.write_text(json.dumps(rendering, indent=1))
    return path


def render_tosa(flatbuffer: bytes) -> dict[str, Any]:
    flatc, schema = _flatc_and_schema()
    with tempfile.TemporaryDirectory(prefix="armnpu_tosa_json_") as tmp:
        source = Path(tmp) / "graph.tosa"
        source.write_bytes(flatbuffer)
        done = subprocess.run(
            [flatc, "--json", "--strict-json", "--raw-binary", "-o", tmp, str(schema), "--", str(source)],
            capture_output=True, text=True, check=False,
        )
        rendered = Path(tmp) / "graph.json"
        if done.returncode != 0 or not rendered.is_file():
            raise ArmNpuError(f"flatc could not render the TOSA flatbuffer: {(done.stderr or done.stdout).strip()}")
        data = json.loads(rendered.read_text())
    for region in data.get("regions", []):
        for block in region.get("blocks", []):
            for tensor in block.get("tensors", []):
                _summarise_data(tensor)
    return data


def _summarise_data(tensor: dict[str, Any]) -> None:
    raw = tensor.pop("data", None)
    if not raw:  # flatc writes [] for tensors without constant data
        return
    tensor["data_bytes"] = len(raw)
    dtype = _NUMPY_DTYPES.get(tensor.get("type", ""))
    if dtype is not None and len(raw) % np.dtype(dtype).itemsize == 0:
        values = np.frombuffer(bytes(raw), dtype=dtype)
        if values.size <= _MAX_VALUES:
            tensor["values"] = values.tolist()


def _flatc_and_schema() -> tuple[str, Path]:
    # tosa-tools ships flatc and tosa.fbs in site-packages/bin, next to its Python packages.
    spec = importlib.util.find_spec("tosa_serializer")
    # tosa_serializer is a package, so its spec has search locations (a list, not None).
    bin_dir = Path(next(iter(cast(list[str], spec.submodule_search_locations)))).parent / "bin" if spec else None
    schema = bin_dir / "tosa.fbs" if bin_dir else None
    flatc = str(bin_dir / "flatc") if bin_dir and (bin_dir / "flatc").is_file() else shutil.which("flatc")
    if flatc is None or schema is None or not schema.is_file():
        raise ArmNpuError("cannot render TOSA as JSON: flatc or tosa.fbs from tosa-tools is missing")
    return flatc, schema
