"""Materialize torch's composite-implicit ops once, not on every decomposition query.

Each `run_decompositions` asks torch for every preservable CompositeImplicitAutograd op, and
torch answers by walking the dispatcher's whole CIA registry once per op namespace (about 40
times) to create the `torch.ops` attributes. Those attributes persist, so the walk is needed
again only when the registry has changed. In one armnpu compile that walk is repeated ~200
times and costs about a sixth of the compile time.

Asking the dispatcher whether its registry changed costs ~2 ms, so it is asked once per query,
not once per namespace: nothing registers an op while torch lists the namespaces' ops. Those 40
questions were 0.15 s of each query on a busy 2-core machine (0.18 s against 0.03 s).

Each `run_decompositions` also registers and removes python kernels for every one of those ~560
ops, twice: ~6,000 `py_impl` calls. torch's `py_impl` evaluates its inner function's
`collections.abc.Callable[_P, _T]` annotations on every call, which typing does not cache: that
was a third of a small model's `run_decompositions` (0.28 s against 0.18 s). For a dispatch key it
is registered here without them.
"""

from __future__ import annotations

from typing import Any, Callable

import torch
import torch._export.utils as export_utils
import torch.export.decomp_utils as decomp_utils
import torch.export.exported_program as exported_program
from torch._C import DispatchKey
from torch._ops import OperatorBase

_materialize_all = export_utils._materialize_cpp_cia_ops
_torch_py_impl = OperatorBase.py_impl
_collect_all = export_utils._collect_all_valid_cia_ops
_materialized: frozenset[str] = frozenset()
_registry_checked = False  # true while one query walks the namespaces


def _materialize_when_registry_changed() -> None:
    global _materialized
    if _registry_checked:
        return
    registered = frozenset(torch._C._dispatch_get_registrations_for_dispatch_key("CompositeImplicitAutograd"))
    if registered != _materialized:
        _materialize_all()
        _materialized = registered


def _collect_with_one_registry_check() -> set:
    global _registry_checked
    _materialize_when_registry_changed()
    _registry_checked = True
    try:
        return _collect_all()
    finally:
        _registry_checked = False


def _py_impl(self: OperatorBase, key: Any) -> Callable[[Callable], Callable]:
    """OperatorBase.py_impl, for a dispatch key without building typing annotations per call."""
    if not isinstance(key, DispatchKey) or key == DispatchKey.Python:
        return _torch_py_impl(self, key)  # modes, transforms and torch's errors

    def register(kernel: Callable) -> Callable:
        if key in self.py_kernels:
            raise RuntimeError(f"Trying to override a python impl for {key} on operator {self.name()}")
        self.py_kernels[key] = kernel
        self._dispatch_cache.clear()
        return kernel

    return register


def install() -> None:
    """Route torch's CIA materialization through the registry check, and its python-kernel
    registration through `_py_impl` (idempotent)."""
    OperatorBase.py_impl = _py_impl  # type: ignore[method-assign,assignment]
    export_utils._materialize_cpp_cia_ops = _materialize_when_registry_changed
    # The modules that imported the query by name call it through their own reference.
    for module in (export_utils, exported_program, decomp_utils):
        module._collect_all_valid_cia_ops = _collect_with_one_registry_check  # type: ignore[attr-defined]
