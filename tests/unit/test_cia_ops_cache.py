"""armnpu materializes torch's composite-implicit ops only when the dispatcher's registry changed."""

from __future__ import annotations

import pytest
import torch
from torch._export.utils import _collect_all_valid_cia_ops

import armnpu.partitioner  # noqa: F401 - installs the cache


def test_a_composite_op_defined_after_a_compile_is_still_preserved():
    _collect_all_valid_cia_ops()  # what a compile has already asked
    library = torch.library.Library("armnpu_cia_cache_test", "DEF")
    library.define("twice(Tensor x) -> Tensor")
    library.impl("twice", lambda x: x * 2, "CompositeImplicitAutograd")
    assert "armnpu_cia_cache_test::twice" in {op.name() for op in _collect_all_valid_cia_ops()}


def test_the_registry_is_walked_once_while_it_does_not_change(monkeypatch):
    from armnpu import cia_ops_cache

    walks = []
    monkeypatch.setattr(cia_ops_cache, "_materialize_all", lambda: walks.append(1))
    monkeypatch.setattr(cia_ops_cache, "_materialized", frozenset())
    for _ in range(3):
        _collect_all_valid_cia_ops()
    assert len(walks) == 1


def test_one_query_asks_the_dispatcher_once(monkeypatch):
    from torch.export import exported_program

    exported_program._collect_all_valid_cia_ops()  # materialized: the registry is unchanged from here
    asked = []
    registrations = torch._C._dispatch_get_registrations_for_dispatch_key

    def counted(key):
        asked.append(key)
        return registrations(key)

    monkeypatch.setattr(torch._C, "_dispatch_get_registrations_for_dispatch_key", counted)
    exported_program._collect_all_valid_cia_ops()  # the reference run_decompositions calls
    assert asked == ["CompositeImplicitAutograd"]  # not once per op namespace (~40)


class _CountedSubscripts:
    """Stands in for torch._ops' `Callable`: counts the annotations built from it."""

    def __init__(self):
        self.built = 0

    def __getitem__(self, item):
        self.built += 1
        return object


def test_registering_a_dispatch_key_kernel_builds_no_annotations(monkeypatch):
    import torch._ops

    counted = _CountedSubscripts()
    monkeypatch.setattr(torch._ops, "Callable", counted)
    op = torch.ops.aten.hardtanh.default
    monkeypatch.setattr(op, "py_kernels", dict(op.py_kernels))  # restored after the test
    key = torch._C.DispatchKey.CompositeExplicitAutograd
    op.py_kernels.pop(key, None)
    kernel = op.py_impl(key)(lambda *args: None)
    assert op.py_kernels[key] is kernel
    assert counted.built == 0  # torch's own py_impl builds two per call (~6,000 per run_decompositions)


def test_a_second_kernel_for_one_key_is_still_refused(monkeypatch):
    op = torch.ops.aten.hardtanh.default
    monkeypatch.setattr(op, "py_kernels", dict(op.py_kernels))
    key = torch._C.DispatchKey.CompositeExplicitAutograd
    op.py_kernels.pop(key, None)
    op.py_impl(key)(lambda *args: None)
    with pytest.raises(RuntimeError, match="override a python impl"):
        op.py_impl(key)(lambda *args: None)
