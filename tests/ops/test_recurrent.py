import pytest
import torch

import armnpu
from armnpu.report_data.collect import from_compiled
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import (
    calibration_batches,
    check_fp,
    check_int,
    max_error_in_quanta,
)


class Recurrent(torch.nn.Module):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def forward(self, x):
        output, _ = self.layer(x)
        return output


class FromStates(torch.nn.Module):
    """A layer started from given states (the model's inputs), not from zeros."""

    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def forward(self, x, *states):
        output, _ = self.layer(x, states if isinstance(self.layer, torch.nn.LSTM) else states[0])
        return output


CASES = {
    "lstm": lambda: torch.nn.LSTM(4, 8, batch_first=True),
    "lstm_two_layers": lambda: torch.nn.LSTM(4, 6, num_layers=2),
    "lstm_bidirectional": lambda: torch.nn.LSTM(4, 5, batch_first=True, bidirectional=True),
    "gru": lambda: torch.nn.GRU(4, 8, batch_first=True),
    "rnn_tanh": lambda: torch.nn.RNN(4, 8, batch_first=True),
    "rnn_relu": lambda: torch.nn.RNN(4, 8, nonlinearity="relu", bias=False),
}
# Each step requantizes the state; over a sequence a tie rounded differently (TOSA half up,
# torch half to even) can move later steps by a quantum or two.
MAX_QUANTA = 4
# The longest unrolled graphs (30-80 s each) run in CI's slow step.
SLOW = {"lstm_bidirectional", "gru", "lstm_two_layers"}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in CASES])
def test_recurrent_int(name):
    torch.manual_seed(0)
    worst = check_int(Recurrent(CASES[name]()).eval(), (torch.randn(1, 5, 4),), max_quanta=MAX_QUANTA)
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", ["lstm", "gru"])
def test_recurrent_int_from_given_states(name):
    """The first step's W_hh h0 + b_hh reads the given state, whose scale is not the later steps'
    hidden state's: each step's hidden-state bias is quantized at its own input's scale (before,
    every step added the bias quantized at the first step's: lstm 9, gru 13 quanta off)."""
    torch.manual_seed(0)
    layer = CASES[name]()
    states = (torch.randn(1, 1, 8) * 0.5,) + ((torch.randn(1, 1, 8),) if name == "lstm" else ())
    worst = check_int(FromStates(layer).eval(), (torch.randn(1, 3, 4), *states), max_quanta=1, int16_outputs=False)
    print(f"{name} from given states: max diff {worst} quanta")


@pytest.mark.parametrize("name", CASES)
def test_recurrent_fp(name):
    torch.manual_seed(0)
    check_fp(Recurrent(CASES[name]()).eval(), (torch.randn(1, 5, 4),), atol=1e-5, rtol=1e-4)


def test_the_input_projection_is_one_layer_over_all_steps():
    """W_ih x does not depend on the state, so it runs once over the whole sequence: 1 + (T - 1)
    convolutions on the NPU (the first step's W_hh h of a zero state is skipped), not T + (T - 1),
    each of which fetched W_ih again (lstm_kws on ethos-u55-128: 1,356,560 -> 1,065,952 cycles)."""
    torch.manual_seed(0)
    steps = 5
    x = torch.randn(1, steps, 4)
    model = Recurrent(torch.nn.LSTM(4, 8, batch_first=True)).eval()
    compiled = armnpu.compile(model, (x,), target="ethos-u55-128", calibration=calibration_batches((x,)),
                              int16_outputs=False)
    (partition,) = from_compiled(compiled).partitions
    assert [layer.op for layer in partition.layers].count("Conv2D") == steps
    check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    assert max_error_in_quanta(compiled, (x,)) <= MAX_QUANTA
