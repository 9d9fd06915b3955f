"""passes/int32_indices.py: int64 ids used as indices are cast to int32 after the input, int64
values that only become indices are computed in int32 (bit-exact by wrapping), others stay."""

from __future__ import annotations

import torch

from armnpu.passes.int32_indices import narrow_int64_indices


def _narrowed(module: torch.nn.Module, *inputs: torch.Tensor) -> torch.fx.GraphModule:
    graph_module = torch.export.export(module, inputs).module(check_guards=False)
    narrowed = narrow_int64_indices(graph_module)
    assert torch.equal(narrowed(*inputs), module(*inputs))
    return narrowed


def _int64_nodes(graph_module: torch.fx.GraphModule) -> list[str]:
    return [n.name for n in graph_module.graph.nodes
            if isinstance(n.meta.get("val"), torch.Tensor) and n.meta["val"].dtype == torch.int64]


class Lookup(torch.nn.Module):
    """Word and position embeddings: the ids and `transform(ids)` index one table."""

    def __init__(self, transform):
        super().__init__()
        self.table = torch.nn.Embedding(16, 4)
        self.transform = transform

    def forward(self, ids):
        return self.table(ids) + self.table(self.transform(ids))


def test_ids_used_as_an_index_are_int32_from_the_input_on():
    def shifted(ids):  # compared, counted, added to: RoBERTa's position ids
        mask = ids.ne(0).int()
        return (torch.cumsum(mask, 1).type_as(mask) * mask).long() + ids

    narrowed = _narrowed(Lookup(shifted), torch.tensor([[3, 0, 5, 7]]))
    assert _int64_nodes(narrowed) == ["ids"]
    (cast,) = narrowed.graph.find_nodes(op="placeholder")[0].users
    assert cast.target is torch.ops.aten.to.dtype and cast.args[1] == torch.int32


def test_int32_arithmetic_that_wraps_on_the_way_is_exact():
    # (ids + 2**30) * 4 exceeds int32; the index it ends in, 4 * ids, does not.
    def wraps(ids):
        return (ids.long() * 1 + 2**30) * 4 - 2**30 - 2**30 - 2**30 - 2**30

    narrowed = _narrowed(Lookup(wraps), torch.tensor([[3, 0, 2]], dtype=torch.int32))
    assert not narrowed.graph.find_nodes(op="call_function", target=torch.ops.aten.to.dtype)
    assert _int64_nodes(narrowed) == []


class Count(torch.nn.Module):
    def forward(self, ids, x):
        return x * torch.cumsum(ids.ne(0), 1) + ids.float()


def test_int64_values_that_are_no_index_stay_int64():
    ids, x = torch.tensor([[3, 0, 5]]), torch.randn(1, 3)
    graph_module = torch.export.export(Count(), (ids, x)).module(check_guards=False)
    before = _int64_nodes(graph_module)
    narrowed = narrow_int64_indices(graph_module)
    assert _int64_nodes(narrowed) == before and "cumsum" in before
    assert torch.equal(narrowed(ids, x), Count()(ids, x))


class LookupAndOneHot(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.table = torch.nn.Embedding(16, 4)

    def forward(self, ids):
        return self.table(ids) + torch.nn.functional.one_hot(ids, 4).float()


def test_ids_that_one_hot_takes_stay_int64():
    narrowed = _narrowed(LookupAndOneHot(), torch.tensor([[3, 0, 2]]))
    (ids,) = narrowed.graph.find_nodes(op="placeholder")
    assert {user.target for user in ids.users} == {torch.ops.aten.embedding.default, torch.ops.aten.one_hot.default}


class ViewedLookup(torch.nn.Module):
    """CLIP's text model: the ids are reshaped before the lookup, and their argmax (int32) picks
    the pooled token."""

    def __init__(self):
        super().__init__()
        self.table = torch.nn.Embedding(16, 4)

    def forward(self, ids):
        hidden = self.table(ids.view(-1, ids.shape[-1]))
        return hidden[0, ids.to(torch.int32).argmax(-1)]


def test_ids_moved_before_they_index_are_int32_from_the_input_on():
    narrowed = _narrowed(ViewedLookup(), torch.tensor([[3, 0, 5, 7]]))
    assert _int64_nodes(narrowed) == ["ids", "argmax"]  # argmax's result is int64 whatever it reads
    (cast,) = narrowed.graph.find_nodes(op="placeholder")[0].users
    assert cast.target is torch.ops.aten.to.dtype and cast.args[1] == torch.int32
