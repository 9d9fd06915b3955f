"""A select of one step of a recurrent layer's stacked output reads that step (armnpu.passes.stacked_select)."""

from __future__ import annotations

import pytest
import torch

from armnpu.backends.tosa_graph import read_operators
from armnpu.passes.decompose import decompose_graph_module
from armnpu.passes.stacked_select import select_from_stacks
from armnpu.verify.delegates import check_delegates
from tests.ops import harness

aten = torch.ops.aten


class _LastStep(torch.nn.Module):
    """A recurrent classifier as users write one: the last step of the output sequence."""

    def __init__(self, layer: type, batch_first: bool = True) -> None:
        super().__init__()
        self.rnn = layer(6, 8, batch_first=batch_first)
        self.fc = torch.nn.Linear(8, 3)
        self.batch_first = batch_first

    def forward(self, x):
        output, _ = self.rnn(x)
        return self.fc(output[:, -1] if self.batch_first else output[-1])


class _EveryStep(torch.nn.Module):
    """Reads one feature of every step: the stack stays."""

    def __init__(self) -> None:
        super().__init__()
        self.rnn = torch.nn.GRU(6, 8, batch_first=True)

    def forward(self, x):
        output, _ = self.rnn(x)
        return output[:, :, 0]


def _stacks_of_steps(graph_module: torch.fx.GraphModule) -> list:
    """The stacks of more than one tensor (the layer's output; its final state stacks one)."""
    return [n for n in graph_module.graph.nodes if n.target is aten.stack.default and len(n.args[0]) > 1]


def _rewritten(module: torch.nn.Module, x: torch.Tensor) -> torch.fx.GraphModule:
    """The unrolled layer's graph with the pass applied; it computes what the graph before did, exactly."""
    graph_module = decompose_graph_module(torch.export.export(module, (x,)).module())
    before = graph_module(x)
    select_from_stacks(graph_module)
    torch.testing.assert_close(graph_module(x), before, rtol=0, atol=0)
    return graph_module


@pytest.mark.parametrize("layer, batch_first", [(torch.nn.GRU, True), (torch.nn.LSTM, True), (torch.nn.LSTM, False)])
def test_the_last_step_is_read_from_the_step_that_computed_it(layer, batch_first):
    torch.manual_seed(0)
    module = _LastStep(layer, batch_first).eval()
    x = torch.randn(1, 5, 6) if batch_first else torch.randn(5, 1, 6)
    graph_module = _rewritten(module, x)
    assert not _stacks_of_steps(graph_module)


def test_a_select_across_every_step_keeps_the_stack():
    torch.manual_seed(0)
    module, x = _EveryStep().eval(), torch.randn(1, 5, 6)
    graph_module = _rewritten(module, x)
    assert _stacks_of_steps(graph_module)


@pytest.mark.long
def test_the_integer_program_copies_no_stacked_steps():
    torch.manual_seed(0)
    module, x = _LastStep(torch.nn.GRU).eval(), torch.randn(1, 5, 6)
    compiled = harness.compile_program(module, (x,), "ethos-u85-256", calibration=harness.calibration_batches((x,)))
    harness.assert_fully_delegated(compiled)
    assert max(harness.max_error_in_quanta(compiled, batch) for batch in harness.test_inputs((x,))) <= 1
    check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    operators = [op.op for p in compiled.partitions for op in read_operators(p.tosa_flatbuffer)]
    assert "CONCAT" not in operators
