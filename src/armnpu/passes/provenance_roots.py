"""Each node's provenance cut down to where it leads: the float model's nodes.

Every retrace records in `node.meta["from_node"]` the node it was made from, with that node's own
record deep-copied inside. After export, quantization and re-export the chains are several
levels deep, and each of ExecuTorch's edge passes copies them whole for every node and adds a
level: in a profile of an LSTM's compile, those copies took a tenth of it (22 s of 216 s). What reads the chains wants only their
ends: the accuracy report follows the first source to the float model's node
(report.accuracy.provenance), ExecuTorch's debug handles the last (debug_handle_utils). So each
node keeps just those ends, the same objects, found the same way.
"""

from __future__ import annotations

from torch.export import ExportedProgram
from torch.fx.traceback import NodeSource

_KEY = "from_node"


def _root(source: NodeSource, first: bool) -> NodeSource:
    while source.from_node:
        source = source.from_node[0 if first else -1]
    return source


def keep_provenance_roots(program: ExportedProgram) -> ExportedProgram:
    """Replace each node's provenance chain by its first and last roots, in place."""
    for node in program.graph_module.graph.nodes:
        sources = node.meta.get(_KEY)
        if not sources:
            continue
        first, last = _root(sources[0], first=True), _root(sources[-1], first=False)
        node.meta[_KEY] = [first] if first is last else [first, last]
    return program
