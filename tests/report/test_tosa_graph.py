"""Tracing Vela's layers (named after the tensor they write) back to FX nodes."""

import pytest

from armnpu.backends.tosa_graph import NodeTracer, TosaOp, read_operators
from armnpu.errors import ArmNpuError

# conv writes t1; a RESCALE from quantize node q writes t2 (Vela fuses it into the conv layer "t2").
_OPS = [
    TosaOp(0, "CONV2D", ("in", "w"), ("t1",)),
    TosaOp(1, "RESCALE", ("t1", "m"), ("t2",)),
    TosaOp(2, "MAX_POOL2D", ("t2",), ("t3",)),
]
_NODES = {"t1": "conv", "t2": "q", "t3": "pool"}


def test_a_layer_ending_in_a_quantize_node_is_the_op_before_it():
    assert NodeTracer(_OPS, _NODES, passthrough={"q"}).node_for("t2") == "conv"


def test_other_layers_are_their_own_node():
    tracer = NodeTracer(_OPS, _NODES, passthrough={"q"})
    assert tracer.node_for("t3") == "pool"
    assert tracer.node_for("t1") == "conv"


def test_tensors_vela_made_up_are_unknown():
    assert NodeTracer(_OPS, _NODES, passthrough={"q"}).node_for("#129") == ""


def test_a_cycle_does_not_hang():
    ops = [TosaOp(0, "RESCALE", ("a",), ("b",)), TosaOp(1, "RESCALE", ("b",), ("a",))]
    assert NodeTracer(ops, {"a": "q1", "b": "q2"}, passthrough={"q1", "q2"}).node_for("a") in {"q1", "q2"}


def test_garbage_is_not_a_tosa_flatbuffer():
    with pytest.raises(ArmNpuError, match="not a readable TOSA flatbuffer"):
        read_operators(b"\x00" * 7)
