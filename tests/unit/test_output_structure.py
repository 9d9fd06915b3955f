"""armnpu.passes.output_structure: an output structure torch cannot serialize becomes a tuple of
the same outputs, and one it can is kept."""

from collections import namedtuple

import torch
from torch.utils import _pytree as pytree

from armnpu.passes.output_structure import nameable_outputs

Pair = namedtuple("Pair", "low high")  # registered by pytree without a serialized name


class Outputs(torch.nn.Module):
    def forward(self, x):
        return {"top": torch.topk(x, 2), "pair": Pair(x.min(), x.max()), "list": [x + 1, torch.sort(x)]}


def test_unnamed_containers_become_tuples_of_the_same_outputs():
    x = torch.randn(2, 5)
    program = torch.export.export(Outputs(), (x,))
    before = program.call_spec.out_spec
    nameable_outputs(program)
    after = program.call_spec.out_spec
    pytree.treespec_dumps(after)  # raised NotImplementedError for torch.return_types.topk
    assert after.num_leaves == before.num_leaves
    assert after.type is dict and after.context == before.context  # a dict serializes: kept
    top, pair, listed = after.children()
    assert top.type is tuple and pair.type is tuple and listed.type is list
    assert listed.child(1).type is tuple
    flat = pytree.tree_leaves(program.module()(x))
    assert [tuple(t.shape) for t in flat] == [tuple(t.shape) for t in pytree.tree_leaves(Outputs()(x))]
