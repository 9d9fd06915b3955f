"""Materialize torch's composite-implicit ops once, not on every decomposition query.

Each `run_decompositions` asks torch for every preservable CompositeImplicitAutograd op, and
torch answers by walking the dispatcher's whole CIA registry once per op namespace (about 40
times) to create the `torch.ops` attributes. Those attributes persist, so the walk is needed
again only when the registry has changed. In one armnpu compile that walk is repeated ~200
times and costs about a sixth of the compile time.
"""

from __future__ import annotations

import torch
import torch._export.utils as export_utils

_materialize_all = export_utils._materialize_cpp_cia_ops
_materialized: frozenset[str] = frozenset()


def _materialize_when_registry_changed() -> None:
    global _materialized
    registered = frozenset(torch._C._dispatch_get_registrations_for_dispatch_key("CompositeImplicitAutograd"))
    if registered != _materialized:
        _materialize_all()
        _materialized = registered


def install() -> None:
    """Route torch's CIA materialization through the registry check (idempotent)."""
    export_utils._materialize_cpp_cia_ops = _materialize_when_registry_changed
