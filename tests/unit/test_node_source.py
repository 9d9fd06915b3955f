"""Errors from inside a prepared model name the op and the model line it came from."""

import pytest
import torch

from armnpu.errors import QuantizationError
from armnpu.node_source import describe_node, node_source
from armnpu.quantizer.calibrate import calibrate


class Reshape(torch.nn.Module):
    def forward(self, x):
        y = x * 2
        return y.view(2, 8)  # the line the error must name


def _graph_module():
    return torch.export.export(Reshape(), (torch.randn(4, 4),)).module(check_guards=False)


def test_describe_node_names_the_op_and_the_model_line():
    view = next(n for n in _graph_module().graph.nodes if n.op == "call_function" and "view" in str(n.target))
    assert node_source(view).startswith("test_node_source.py:")
    assert "return y.view(2, 8)" in node_source(view)
    assert describe_node(view).startswith("aten.view.default from `test_node_source.py:")


def test_a_failing_calibration_batch_names_the_node_that_raised():
    with pytest.raises(QuantizationError, match=r"at aten\.view\.default from `test_node_source\.py:\d+: return y\.view"):
        calibrate(_graph_module(), [(torch.randn(3, 5),)])


class _Failing(torch.nn.Module):
    def forward(self, x):
        raise NotImplementedError("this observer cannot watch that")


def test_a_failing_observer_names_the_op_it_observes():
    gm = _graph_module()
    mul = next(n for n in gm.graph.nodes if n.op == "call_function" and "mul" in str(n.target))
    gm.add_submodule("observer", _Failing())
    with gm.graph.inserting_after(mul):
        gm.graph.call_module("observer", (mul,))
    gm.recompile()
    with pytest.raises(QuantizationError, match=r"in the observer of aten\.mul\.Tensor from `test_node_source\.py:\d+: "
                                                r"y = x \* 2`, a torch\.float32 tensor: NotImplementedError"):
        calibrate(gm, [(torch.randn(4, 4),)])
