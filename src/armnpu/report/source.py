"""The line of user code that defines a layer.

A node's stack trace ends in torch's own frames; its innermost user frame is the call that led
there. For a layer the user's forward calls directly (`self.conv(x)`) that call is the answer. For a
layer inside a container (`self.blocks(x)` runs an nn.Sequential), the call names the container, so
the line where the layer itself is constructed is found instead: the module path relative to the
class that made the call (`blocks.0.0`) is followed through that class's `__init__` source.
"""

from __future__ import annotations

import ast
import functools
import importlib.util
import os
import re
from dataclasses import dataclass
from typing import Any, Iterable, Optional, Sequence

_FRAME = re.compile(r'File "(?P<path>[^"]+)", line (?P<line>\d+), in \S+\n(?P<code>[^\n]*)')


@dataclass(frozen=True)
class Frame:
    path: str
    line: int
    code: str

    def __str__(self) -> str:
        return f"{os.path.basename(self.path)}:{self.line}: {self.code.strip()}"


def layer_source(trace: str, module_stack: Iterable[Sequence[Any]]) -> str:
    """"file.py:N: code" for the layer a node belongs to; "" when the trace has no user frame.

    `module_stack` holds an nn_module_stack's (path, type name) entries, outermost first.
    """
    frames = [Frame(m["path"], int(m["line"]), m["code"]) for m in _FRAME.finditer(trace)
              if not _is_library(m["path"])]
    if not frames:
        return ""
    frame = frames[-1]
    constructed = _construction(frame, [(str(path), str(kind)) for path, kind, *_ in module_stack])
    return str(constructed or frame)


def _construction(frame: Frame, stack: list[tuple[str, str]]) -> Optional[Frame]:
    """Where the innermost module was constructed, when the frame only calls a container holding it."""
    tree = _parse(frame.path)
    caller = _enclosing_class(tree, frame.line) if tree is not None else None
    if caller is None or not stack:
        return None
    layer_path = stack[-1][0]
    owner = next((path for path, kind in reversed(stack) if kind.rsplit(".", 1)[-1] == caller.name
                  and (path == "" or layer_path.startswith(path + "."))), None)
    if owner is None:
        return None
    relative = layer_path[len(owner) + 1:] if owner else layer_path
    steps = relative.split(".") if relative else []
    if len(steps) < 2:  # the frame calls the layer itself (or runs inside it)
        return None
    node = _follow(tree, caller, steps)
    if node is None:
        return None
    with open(frame.path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    return Frame(frame.path, node.lineno, lines[node.lineno - 1])


def _follow(tree: ast.Module, cls: ast.ClassDef, steps: list[str]) -> Optional[ast.expr]:
    """The expression that builds submodule `steps` of `cls`, as far as the source says."""
    node: Optional[ast.expr] = None
    for step in steps:
        child = _member(cls, step) if node is None else _element(tree, node, step)
        if child is None:
            return node
        node = child
        cls = None
    return node


def _member(cls: Optional[ast.ClassDef], step: str) -> Optional[ast.expr]:
    """`self.<step> = EXPR` in the class's __init__, or the step-th module passed to super().__init__."""
    if cls is None:
        return None
    init = next((f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None)
    for statement in ast.walk(init) if init else ():
        if isinstance(statement, ast.Assign) and any(
            isinstance(t, ast.Attribute) and t.attr == step and isinstance(t.value, ast.Name) and t.value.id == "self"
            for t in statement.targets
        ):
            return statement.value
        if (isinstance(statement, ast.Call) and isinstance(statement.func, ast.Attribute)
                and statement.func.attr == "__init__" and isinstance(statement.func.value, ast.Call)):
            found = _indexed(statement.args, step)  # a Sequential subclass passing its layers up
            if found is not None:
                return found
    return None


def _element(tree: ast.Module, node: ast.expr, step: str) -> Optional[ast.expr]:
    """Submodule `step` of the module `node` builds: a container's element, or a class's member."""
    if not isinstance(node, ast.Call):
        return None
    name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
    local = next((c for c in tree.body if isinstance(c, ast.ClassDef) and c.name == name), None)
    if local is not None:
        return _member(local, step)
    if name in ("Sequential", "ModuleList"):
        return _indexed(node.args, step)
    return None


def _indexed(args: list[ast.expr], step: str) -> Optional[ast.expr]:
    """The step-th module among constructor arguments: listed one by one, as a list, or as a generator."""
    if not step.isdigit():
        return None
    items: list[ast.expr] = []
    for arg in args:
        inner = arg.value if isinstance(arg, ast.Starred) else arg
        if isinstance(inner, (ast.List, ast.Tuple)):
            items += inner.elts
        elif isinstance(inner, (ast.GeneratorExp, ast.ListComp)):
            return inner.elt  # every element is built by the same expression
        else:
            items.append(inner)
    return items[int(step)] if int(step) < len(items) else None


def _enclosing_class(tree: ast.Module, line: int) -> Optional[ast.ClassDef]:
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.lineno <= line <= (n.end_lineno or 0)]
    return max(classes, key=lambda n: n.lineno, default=None)


@functools.lru_cache(maxsize=64)
def _parse(path: str) -> Optional[ast.Module]:
    try:
        with open(path, encoding="utf-8") as f:
            return ast.parse(f.read(), path)
    except (OSError, SyntaxError, ValueError):
        return None  # the file moved or is not Python source: keep the trace's frame


@functools.cache
def _library_dirs() -> tuple[str, ...]:
    # Frames inside these packages are torch's machinery, never the user's model code.
    dirs = []
    for package in ("torch", "torchao", "executorch"):
        spec = importlib.util.find_spec(package)
        if spec is not None and spec.submodule_search_locations:
            dirs.extend(os.path.join(os.path.realpath(d), "") for d in spec.submodule_search_locations)
    return tuple(dirs)


def _is_library(path: str) -> bool:
    return os.path.realpath(path).startswith(_library_dirs())
