"""Where a graph node comes from in the user's model, for errors: the innermost frame of the
node's stack trace outside torch's machinery (a line of the user's model, or of the
`transformers` class it instantiates). The report refines it to the layer's constructor
(armnpu.report_data.source)."""

from __future__ import annotations

import functools
import importlib.util
import os
import re
from dataclasses import dataclass

import torch
from torch.fx import Node

_FRAME = re.compile(r'File "(?P<path>[^"]+)", line (?P<line>\d+), in \S+\n(?P<code>[^\n]*)')


@dataclass(frozen=True)
class Frame:
    path: str
    line: int
    code: str

    def __str__(self) -> str:
        return f"{os.path.basename(self.path)}:{self.line}: {self.code.strip()}"


def user_frames(trace: str) -> list[Frame]:
    """The frames of a stack trace that are not torch's, torchao's or ExecuTorch's, outermost first."""
    return [Frame(m["path"], int(m["line"]), m["code"]) for m in _FRAME.finditer(trace) if not _is_library(m["path"])]


def node_source(node: Node) -> str:
    """"file.py:N: code" of the model line that made `node`; "" when its trace has none."""
    frames = user_frames(node.meta.get("stack_trace") or "")
    return str(frames[-1]) if frames else ""


def describe_node(node: Node) -> str:
    """The node's op and, when known, its model line: 'aten.abs.default from `model.py:12: y = x.abs()`'."""
    source = node_source(node)
    name = op_name(node)
    return f"{name} from `{source}`" if source else f"{name} (node {node.name})"


def op_name(node: Node) -> str:
    """'aten.abs.default' for an ATen or edge op, the function's or module's name otherwise."""
    target = node.target
    inner = getattr(target, "_op", None)  # an edge op wraps its ATen overload
    if isinstance(inner, torch._ops.OpOverload):
        target = inner
    if isinstance(target, torch._ops.OpOverload) or isinstance(target, str):
        return str(target)
    return getattr(target, "__name__", str(target))


@functools.cache
def _library_dirs() -> tuple[str, ...]:
    # Frames inside these packages are torch's machinery, never the user's model code.
    dirs: list[str] = []
    for package in ("torch", "torchao", "executorch"):
        spec = importlib.util.find_spec(package)
        if spec is not None and spec.submodule_search_locations:
            dirs.extend(os.path.join(os.path.realpath(d), "") for d in spec.submodule_search_locations)
    return tuple(dirs)


def _is_library(path: str) -> bool:
    return os.path.realpath(path).startswith(_library_dirs())
