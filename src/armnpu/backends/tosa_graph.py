"""Read a TOSA flatbuffer's operators, and trace Vela's layers back to the FX nodes they come from."""

from __future__ import annotations

from dataclasses import dataclass

from armnpu.errors import ArmNpuError


@dataclass(frozen=True)
class TosaOp:
    index: int
    op: str  # TOSA operator name, e.g. "CONV2D"
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]


def read_operators(flatbuffer: bytes) -> list[TosaOp]:
    """The operators of the graph's main block, in order."""
    # tosa-tools' flatbuffer classes (top-level package `tosa`, not armnpu.tosa).
    from tosa.Op import Op
    from tosa.TosaGraph import TosaGraph

    names = {value: name for name, value in vars(Op).items() if not name.startswith("_")}
    try:
        graph = TosaGraph.GetRootAs(bytearray(flatbuffer), 0)
        block = graph.Regions(0).Blocks(0)
        return [
            TosaOp(
                i,
                names.get(op.Op(), f"op{op.Op()}"),
                tuple(op.Inputs(j).decode() for j in range(op.InputsLength())),
                tuple(op.Outputs(j).decode() for j in range(op.OutputsLength())),
            )
            for i, op in ((i, block.Operators(i)) for i in range(block.OperatorsLength()))
        ]
    except Exception as error:  # flatbuffers raises assorted errors on bad bytes
        raise ArmNpuError(f"not a readable TOSA flatbuffer ({len(flatbuffer)} bytes): {error}") from None


class NodeTracer:
    """Map TOSA tensors back to the FX nodes they come from.

    Vela names each layer after the tensor it writes. When that tensor comes from a node in
    `passthrough` (a quantize node whose RESCALE Vela fused into the layer before it), the tracer
    follows the producing operator's first input back to the node that did the work.
    """

    def __init__(self, operators: list[TosaOp], tensor_to_node: dict[str, str], passthrough: set[str]) -> None:
        self._producer = {name: op for op in operators for name in op.outputs}
        self._tensor_to_node = tensor_to_node
        self._passthrough = passthrough

    def node_for(self, tensor: str) -> str:
        """The FX node behind `tensor`, "" when unknown (e.g. a tensor Vela made up)."""
        found = ""
        seen = set()
        while tensor in self._tensor_to_node and tensor not in seen:
            seen.add(tensor)
            found = self._tensor_to_node[tensor]
            op = self._producer.get(tensor)
            if found not in self._passthrough or op is None or not op.inputs:
                break
            tensor = op.inputs[0]
        return found
