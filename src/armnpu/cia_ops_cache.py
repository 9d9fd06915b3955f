"""Materialize torch's composite-implicit ops once, not on every decomposition query.

Each `run_decompositions` asks torch for every preservable CompositeImplicitAutograd op, and
torch answers by walking the dispatcher's whole CIA registry once per op namespace (about 40
times) to create the `torch.ops` attributes. Those attributes persist, so the walk is needed
again only when the registry has changed. In one armnpu compile that walk is repeated ~200
times and costs about a sixth of the compile time.

Asking the dispatcher whether its registry changed costs ~2 ms, so it is asked once per query,
not once per namespace: nothing registers an op while torch lists the namespaces' ops. Those 40
questions were 0.15 s of each query on a busy 2-core machine (0.18 s against 0.03 s).
"""

from __future__ import annotations

import torch
import torch._export.utils as export_utils
import torch.export.decomp_utils as decomp_utils
import torch.export.exported_program as exported_program

_materialize_all = export_utils._materialize_cpp_cia_ops
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


def install() -> None:
    """Route torch's CIA materialization through the registry check (idempotent)."""
    export_utils._materialize_cpp_cia_ops = _materialize_when_registry_changed
    # The modules that imported the query by name call it through their own reference.
    for module in (export_utils, exported_program, decomp_utils):
        module._collect_all_valid_cia_ops = _collect_with_one_registry_check  # type: ignore[attr-defined]
