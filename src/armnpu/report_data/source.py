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
from typing import Any, Iterable, Optional, Sequence

from armnpu.node_source import Frame, user_frames


def layer_source(trace: str, module_stack: Iterable[Sequence[Any]]) -> str:
    """"file.py:N: code" for the layer a node belongs to; "" when the trace has no user frame.

    `module_stack` holds an nn_module_stack's (path, type name) entries, outermost first.
    """
    frames = user_frames(trace)
    if not frames:
        return ""
    frame = frames[-1]
    constructed = _construction(frame, [(str(path), str(kind)) for path, kind, *_ in module_stack])
    return str(constructed or frame)


def _construction(frame: Frame, stack: list[tuple[str, str]]) -> Optional[Frame]:
    """Where the innermost module was constructed, when the frame only calls a container holding it."""
    tree = _parse(frame.path)
    caller = _enclosing_class(tree, frame.line) if tree is not None else None
    if tree is None or caller is None or not stack:
        return None
    classes = {path: kind.rsplit(".", 1)[-1] for path, kind in stack}
    layer_path = stack[-1][0]
    owner = next((path for path, name in reversed(classes.items()) if name == caller.name
                  and (path == "" or layer_path.startswith(path + "."))), None)
    if owner is None:
        return None
    steps = (layer_path[len(owner) + 1:] if owner else layer_path).split(".")
    if len(steps) < 2:  # the frame calls the layer itself (or runs inside it)
        return None
    prefix = f"{owner}." if owner else ""
    # The class of the module at each step, to check (and where the source is ambiguous, pick) candidates.
    wanted = [classes.get(prefix + ".".join(steps[:i + 1]), "") for i in range(len(steps))]
    node = _follow(tree, caller, steps, wanted)
    if node is None:
        return None
    with open(frame.path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    return Frame(frame.path, node.lineno, lines[node.lineno - 1])


def _follow(tree: ast.Module, cls: ast.ClassDef, steps: list[str], wanted: list[str]) -> Optional[ast.expr]:
    """The expression that builds submodule `steps` of `cls`, as far as the source says."""
    node: Optional[ast.expr] = None
    for i, step in enumerate(steps):
        last = i == len(steps) - 1
        candidates = _members(tree, cls, step) if node is None else _elements(tree, node, step)
        child = _pick(candidates, wanted[i], last)
        if child is None:
            return node
        node = child  # from here on the steps go through node, not cls
    return node


def _pick(candidates: list[ast.expr], wanted: str, last: bool) -> Optional[ast.expr]:
    """The one candidate that builds a `wanted` module. Several that build the same class will do
    when more steps follow, as those lead into that class's own source, the same for all of them."""
    if wanted:
        candidates = [c for c in candidates if _callee(c) in ("", wanted)]
    if len(candidates) == 1 or (candidates and not last and len({_callee(c) for c in candidates}) == 1):
        return candidates[0]
    return None


def _members(tree: ast.Module, cls: Optional[ast.ClassDef], step: str) -> list[ast.expr]:
    """`self.<step> = EXPR` in the class's __init__, or the step-th module passed to super().__init__."""
    init = next((f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None) if cls else None
    for statement in ast.walk(init) if init else ():
        if isinstance(statement, ast.Assign) and any(
            isinstance(t, ast.Attribute) and t.attr == step and isinstance(t.value, ast.Name) and t.value.id == "self"
            for t in statement.targets
        ):
            return [statement.value]
        if (isinstance(statement, ast.Call) and isinstance(statement.func, ast.Attribute)
                and statement.func.attr == "__init__" and isinstance(statement.func.value, ast.Call)):
            return _indexed(tree, statement.args, step)  # a Sequential subclass passing its layers up
    return []


def _elements(tree: ast.Module, node: ast.expr, step: str) -> list[ast.expr]:
    """Candidates for submodule `step` of the module `node` builds: a container's element, or a
    member of a class defined in the same file."""
    if not isinstance(node, ast.Call):
        return []
    name = _callee(node)
    local = next((c for c in tree.body if isinstance(c, ast.ClassDef) and c.name == name), None)
    if local is not None:
        return _members(tree, local, step)
    if name in ("Sequential", "ModuleList"):
        return _indexed(tree, node.args, step)
    return []


def _indexed(tree: ast.Module, args: list[ast.expr], step: str) -> list[ast.expr]:
    """Candidates for the step-th module among constructor arguments: the one at that place when
    they are listed in the source, else every module a generator or a list variable may hold."""
    if not step.isdigit():
        return []
    items: list[ast.expr] = []
    for arg in args:
        inner = arg.value if isinstance(arg, ast.Starred) else arg
        if isinstance(inner, (ast.List, ast.Tuple)):
            items += inner.elts
        elif isinstance(inner, (ast.GeneratorExp, ast.ListComp)):
            return [inner.elt]  # every element is built by the same expression
        elif isinstance(inner, ast.Name) and isinstance(arg, ast.Starred):
            return _list_items(tree, inner)  # built up elsewhere, maybe conditionally: any may be it
        else:
            items.append(inner)
    return [items[int(step)]] if int(step) < len(items) else []


def _list_items(tree: ast.Module, name: ast.Name) -> list[ast.expr]:
    """Everything put into list variable `name` in the function using it: `= [...]`, `+= [...]`,
    `.append(x)`, `.extend([...])`."""
    scope = next((f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)
                  and f.lineno <= name.lineno <= (f.end_lineno or 0)), None)
    items: list[ast.expr] = []
    for node in ast.walk(scope) if scope else ():
        value = None
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name.id for t in targets):
                value = node.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args
              and isinstance(node.func.value, ast.Name) and node.func.value.id == name.id):
            value = ast.List([node.args[0]]) if node.func.attr == "append" else (
                node.args[0] if node.func.attr == "extend" else None)
        if isinstance(value, (ast.List, ast.Tuple)):
            items += value.elts
    return [item for item in items if isinstance(item, ast.Call)]


def _callee(node: ast.expr) -> str:
    """The name a constructor call uses: `nn.Conv2d(...)` → "Conv2d"; "" for anything else."""
    if not isinstance(node, ast.Call):
        return ""
    return node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")


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
