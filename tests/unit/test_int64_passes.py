"""The int64 → int32 passes on exported graphs: what they rewrite, what they leave, and that
the rewritten graph computes the same values."""

from __future__ import annotations

import pytest
import torch

from armnpu.passes.int64 import (
    ConvertInt64ConstOpsToInt32Pass,
    ConvertInt64OutputOpsToInt32Pass,
    InsertInt32CastsAfterInt64PlaceholdersPass,
    ToDevicePass,
)

aten = torch.ops.aten


def _module(model: torch.nn.Module, *inputs) -> torch.fx.GraphModule:
    return torch.export.export(model, inputs).module(check_guards=False)


def _nodes(gm: torch.fx.GraphModule, target) -> list[torch.fx.Node]:
    return [n for n in gm.graph.nodes if n.op == "call_function" and n.target == target]


class Constants(torch.nn.Module):
    def forward(self, x):
        return x + torch.arange(4), torch.full((4,), 2**40), torch.eye(4, dtype=torch.int64)


def test_const_ops_become_int32_when_they_fit():
    x = torch.randn(4)
    gm = _module(Constants(), x)
    result = ConvertInt64ConstOpsToInt32Pass()(gm)
    assert result.modified
    gm = result.graph_module
    assert _nodes(gm, aten.arange.default)[0].meta["val"].dtype == torch.int32
    assert _nodes(gm, aten.eye.default)[0].meta["val"].dtype == torch.int32
    assert _nodes(gm, aten.full.default)[0].meta["val"].dtype == torch.int64  # 2**40 does not fit
    got = gm(x)
    want = Constants()(x)
    assert got[1].dtype == torch.int64 and got[2].dtype == torch.int32
    for g, w in zip(got, want):
        assert torch.equal(g.to(w.dtype), w)


class Casts(torch.nn.Module):
    def forward(self, x, small):
        return (x > 0).to(torch.int64), small.to(torch.int64) + 1, torch.argmax(x, 1).to(torch.int64), torch.argmax(x, 0)


def test_output_ops_become_int32():
    x, small = torch.randn(3, 5), torch.tensor([1, 2], dtype=torch.int32)
    gm = _module(Casts(), x, small)
    result = ConvertInt64OutputOpsToInt32Pass()(gm)
    assert result.modified
    gm = result.graph_module
    mask, shifted, picked, unused_cast = gm(x, small)
    assert mask.dtype == torch.int32 and torch.equal(mask, (x > 0).to(torch.int32))
    assert shifted.dtype == torch.int32 and torch.equal(shifted, small + 1)  # the int32 → int64 cast is gone
    assert picked.dtype == torch.int32 and torch.equal(picked, torch.argmax(x, 1).to(torch.int32))
    assert unused_cast.dtype == torch.int64  # argmax with no cast or index user keeps int64


def test_output_ops_rejects_bad_overflow_policy():
    with pytest.raises(ValueError):
        ConvertInt64OutputOpsToInt32Pass(on_overflow="ignore")


class Lookup(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("offsets", torch.tensor([0, 2]))

    def forward(self, table, ids):
        return table[ids + self.offsets], torch.nn.functional.one_hot(ids, 4)


def test_placeholders_are_cast_once_and_one_hot_gets_int64_back():
    table, ids = torch.randn(6, 3), torch.tensor([1, 3])
    gm = _module(Lookup(), table, ids)
    result = InsertInt32CastsAfterInt64PlaceholdersPass()(gm)
    assert result.modified
    gm = result.graph_module
    casts = _nodes(gm, torch.ops.dim_order_ops._to_dim_order_copy.default)
    to_int32 = [c for c in casts if c.kwargs["dtype"] == torch.int32]
    # one cast for the input ids, one for the offsets buffer (a get_attr, renamed by the retrace)
    assert sorted(c.args[0].op for c in to_int32) == ["get_attr", "placeholder"]
    one_hot = _nodes(gm, aten.one_hot.default)[0]
    assert one_hot.args[0].kwargs["dtype"] == torch.int64
    got, want = gm(table, ids), Lookup()(table, ids)
    assert all(torch.equal(g, w) for g, w in zip(got, want))


def test_to_device_moves_buffers_and_device_arguments():
    gm = _module(Lookup(), torch.randn(6, 3), torch.tensor([1, 3]))
    moved = ToDevicePass("meta")(gm).graph_module
    assert all(b.device.type == "meta" for b in moved.buffers())
    for node in moved.graph.nodes:
        if "device" in node.kwargs:
            assert node.kwargs["device"] == torch.device("meta")
    out = moved(torch.randn(6, 3, device="meta"), torch.tensor([1, 3], device="meta"))
    assert out[0].device.type == "meta"
