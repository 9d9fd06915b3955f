"""passes.provenance_roots: every node still leads to the same float-model node, for the accuracy
report and for ExecuTorch's debug handles, through a chain one level deep."""

import torch
from executorch.exir.debug_handle_utils import get_greatest_ancestor_node_identifier

from armnpu.passes.provenance_roots import keep_provenance_roots
from armnpu.report.accuracy.provenance import float_origin


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 4, 3)
        self.norm = torch.nn.BatchNorm2d(4)

    def forward(self, x):
        return torch.nn.functional.layer_norm(self.norm(self.conv(x)).relu(), [6])


def _reexported() -> torch.export.ExportedProgram:
    """An export of an export, decomposed twice: chains several levels deep."""
    x = (torch.randn(1, 3, 8, 8),)
    program = torch.export.export(Block().eval(), x).run_decompositions()
    return torch.export.export(program.module(), x).run_decompositions()


def _origins(program) -> dict[str, tuple]:
    return {n.name: (float_origin(n), get_greatest_ancestor_node_identifier(n))
            for n in program.graph.nodes if n.meta.get("from_node")}


def test_each_node_leads_to_the_same_origins():
    program = _reexported()
    before = _origins(program)  # graph ids are the ids of live graphs: the same program before and after
    assert before and any(n.meta["from_node"][0].from_node for n in program.graph.nodes
                          if n.meta.get("from_node"))  # there are chains to cut
    assert _origins(keep_provenance_roots(program)) == before


def test_the_chains_are_one_level_deep():
    program = keep_provenance_roots(_reexported())
    sources = [s for n in program.graph.nodes for s in n.meta.get("from_node", [])]
    assert sources and all(not source.from_node for source in sources)
