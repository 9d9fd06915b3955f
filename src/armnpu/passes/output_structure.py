"""A program's output structure, written in terms the .pte can store.

The .pte keeps the structure of a method's outputs as torch's pytree string (`treespec_dumps`),
which exists only for container types registered with a serialized name. `torch.topk` and
`torch.sort` return `torch.return_types` structseqs, which torch registers without one, so a
model returning `torch.topk(x, k)` itself compiled and then failed in `to_executorch` (and
`torch.export.save`). ExecuTorch's runtimes return a method's outputs flat, never through this
string: written as a tuple of the same children, the structure flattens to the same outputs in
the same order and serializes.
"""

from __future__ import annotations

from torch.export import ExportedProgram
from torch.utils import _pytree as pytree


def nameable_outputs(program: ExportedProgram) -> ExportedProgram:
    """`program`, its output structure with every container torch cannot serialize (a
    `torch.return_types` namedtuple, a namedtuple or class registered without a serialized
    name) written as a tuple of the same children. Rewritten in place."""
    for entry in program.module_call_graph:
        signature = entry.signature
        if signature is not None and signature.out_spec is not None:
            signature.out_spec = _nameable(signature.out_spec)
    return program


def _nameable(spec: pytree.TreeSpec) -> pytree.TreeSpec:
    if spec.is_leaf():
        return spec
    children = [_nameable(child) for child in spec.children()]
    own = pytree.TreeSpec(spec.type, spec.context, children)
    return own if _serializes(own) else pytree.treespec_tuple(children)


def _serializes(spec: pytree.TreeSpec) -> bool:
    try:
        pytree.treespec_dumps(spec)
    except (NotImplementedError, TypeError, ValueError):
        return False
    return True
