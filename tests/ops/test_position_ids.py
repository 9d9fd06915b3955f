"""RoBERTa's position ids: int64 token ids, a count over the non-padding tokens (an integer
cumsum), int64 arithmetic, a gather from an int64 buffer, embeddings. The ids are narrowed to
int32 after the input (passes/int32_indices.py), the count is an int32 scan
(passes/decompositions/cumulative.py): one delegate, and the input's cast is the only CPU op."""

from __future__ import annotations

import pytest
import torch

import armnpu
from armnpu.passes.decompositions.cumulative import cumsum_int32
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import U85_TARGETS, max_error_in_quanta

PAD = 1
INPUT_CAST = {"dim_order_ops._to_dim_order_copy.default": 1}


class PositionEmbeddings(torch.nn.Module):
    """transformers' RobertaEmbeddings, small: positions counted past the padding tokens, token
    types gathered from an int64 buffer by those positions."""

    def __init__(self, vocab: int = 40, width: int = 16, positions: int = 20):
        super().__init__()
        self.words = torch.nn.Embedding(vocab, width, padding_idx=PAD)
        self.positions = torch.nn.Embedding(positions, width, padding_idx=PAD)
        self.types = torch.nn.Embedding(2, width)
        self.register_buffer("token_type_ids", torch.zeros(1, positions, dtype=torch.long))

    def forward(self, ids):
        mask = ids.ne(PAD).int()
        incremental = (torch.cumsum(mask, dim=1).type_as(mask) + 0) * mask
        position_ids = incremental.long() + PAD
        types = torch.gather(self.token_type_ids.expand(ids.shape[0], -1), 1, position_ids)
        return self.words(ids) + self.positions(position_ids) + self.types(types)


def _ids(seed: int) -> torch.Tensor:
    """Token ids with padding inside and at the end (9 tokens: the scan's last shift is 8)."""
    ids = torch.randint(2, 40, (2, 9), generator=torch.Generator().manual_seed(seed))
    ids[0, 6:] = PAD
    ids[1, 2] = PAD
    return ids


@pytest.mark.parametrize("target", ["TOSA-1.0+INT", *U85_TARGETS])
def test_position_ids_delegate(target):
    torch.manual_seed(0)
    module = PositionEmbeddings().eval()
    compiled = armnpu.compile(module, (_ids(0),), target=target, calibration=[(_ids(s),) for s in range(4)])
    assert compiled.num_delegates == 1, compiled.summary()
    assert compiled.cpu_ops == INPUT_CAST, compiled.summary()
    (cast,) = [n for n in compiled.edge_program.graph.nodes if "_to_dim_order_copy" in n.name]
    assert cast.args[0].op == "placeholder" and cast.kwargs["dtype"] == torch.int32
    all_padding = torch.full((2, 9), PAD)
    for ids in (_ids(0), _ids(7), all_padding):
        assert max_error_in_quanta(compiled, (ids,)) == 0
    if target.startswith("ethos-u"):
        check_delegates(compiled)  # the NPU simulator equals the TOSA reference bit for bit


def test_int32_ids_leave_nothing_on_the_cpu():
    """A program whose ids are int32 already needs no cast: all of it delegates."""
    torch.manual_seed(0)
    module = PositionEmbeddings().eval()
    ids = _ids(0).int()
    compiled = armnpu.compile(module, (ids,), target="TOSA-1.0+INT", calibration=[(_ids(s).int(),) for s in range(4)])
    assert compiled.num_delegates == 1 and compiled.cpu_ops == {}, compiled.summary()
    assert max_error_in_quanta(compiled, (ids,)) == 0


@pytest.mark.parametrize("length", [1, 2, 5, 8, 9])
def test_int32_cumsum_scan_wraps_like_torch(length):
    values = torch.randint(-(2**31), 2**31 - 1, (3, length, 2), dtype=torch.int32)
    for dim in (1, -1, 0):
        want = torch.cumsum(values, dim, dtype=torch.int32)
        assert torch.equal(cumsum_int32(values, dim), want)


def test_position_ids_on_the_ethos_u55():
    """The U55 has no GATHER and no comparison: the lookups and the padding test stay on the CPU
    with the int64 ids as they are (no cast of the input); the count between them delegates."""
    torch.manual_seed(0)
    module = PositionEmbeddings().eval()
    compiled = armnpu.compile(module, (_ids(0),), target="ethos-u55-128", calibration=[(_ids(s),) for s in range(4)])
    placeholder = next(n for n in compiled.edge_program.graph.nodes if n.op == "placeholder" and n.name == "ids")
    assert all("_to_dim_order_copy" not in user.name for user in placeholder.users)
    assert "aten.cumsum.default" not in compiled.cpu_ops, compiled.summary()
    for ids in (_ids(0), _ids(7)):
        assert max_error_in_quanta(compiled, (ids,)) == 0
    check_delegates(compiled)
