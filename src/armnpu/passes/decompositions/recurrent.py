"""LSTM, GRU and Elman RNN layers unrolled over time into linear layers and gate functions.

The sequence length is static, so each time step becomes its own small graph: a fully
connected layer on the previous hidden state (the weights stay parameters, quantized per
channel and lowered as 1x1 convolutions), sigmoid/tanh tables and elementwise gate arithmetic.
The input projection is one fully connected layer over all time steps, ahead of the loop
(LSTM and Elman RNN; the GRU's registration says why not the GRU). Layers stack, directions run forward and reversed.
"""

from __future__ import annotations

from typing import Callable, Optional, cast

import torch
import torch.nn.functional as F

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten

# A cell: (input projection, hidden projection or None for none, state) -> (hidden, state).
Cell = Callable[[torch.Tensor, Optional[torch.Tensor], tuple], tuple]


def _lstm_cell(x_proj, h_proj, state):
    _, c = state
    i, f, g, o = (x_proj if h_proj is None else x_proj + h_proj).chunk(4, -1)
    c = torch.sigmoid(i) * torch.tanh(g) if c is None else torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    h = torch.sigmoid(o) * torch.tanh(c)
    return h, (h, c)


def _gru_cell(x_proj, h_proj, state):
    (h,) = state
    x_r, x_z, x_n = x_proj.chunk(3, -1)
    if h_proj is None:  # a zero state without biases: W_h h is 0
        r_in, z_in, n_in = x_r, x_z, x_n
    else:
        h_r, h_z, h_n = h_proj.chunk(3, -1)
        r_in, z_in = x_r + h_r, x_z + h_z
        n_in = x_n + torch.sigmoid(r_in) * h_n
    z = torch.sigmoid(z_in)
    n = torch.tanh(n_in)
    h = n - z * n if h is None else n + z * (h - n)  # (1 - z) n + z h
    return h, (h,)


def _elman_cell(activation):
    def cell(x_proj, h_proj, state):
        h = activation(x_proj if h_proj is None else x_proj + h_proj)
        return h, (h,)

    return cell


def _unroll(cell: Cell, x, states, params, has_biases, num_layers, bidirectional, batch_first, zero_state,
            hoisted: bool):
    """Run `cell` over time for every layer and direction; returns the output and final states
    (each a list over layers x directions). With `zero_state` the initial states are zeros (the
    default of torch's layers): the first step skips the hidden projection of a zero state, a
    constant the NPU need not compute. `hoisted`: the input projection is one layer over every
    time step rather than one per step."""
    sequence = x.transpose(0, 1) if batch_first else x  # (time, batch, features)
    per_direction = 4 if has_biases else 2
    directions = 2 if bidirectional else 1
    finals: list[tuple] = []
    for layer in range(num_layers):
        outputs = []
        for direction in range(directions):
            index = layer * directions + direction
            w_ih, w_hh, *biases = params[index * per_direction : (index + 1) * per_direction]
            b_ih, b_hh = biases if has_biases else (None, None)
            state = tuple(None if zero_state else s[index] for s in states)
            steps = range(sequence.shape[0])
            hidden: list[Optional[torch.Tensor]] = [None] * sequence.shape[0]
            # The input projection does not depend on the state: one layer over every time step
            # fetches W_ih once, where one per step fetches it again each time.
            x_proj = F.linear(sequence, w_ih, b_ih) if hoisted else None
            for t in reversed(steps) if direction else steps:
                # W_hh h + b_hh of a zero state is b_hh
                h_proj = b_hh if state[0] is None else F.linear(state[0], w_hh, b_hh)
                step_proj = F.linear(sequence[t], w_ih, b_ih) if x_proj is None else x_proj[t]  # None: not hoisted
                hidden[t], state = cell(step_proj, h_proj, state)
            outputs.append(torch.stack(cast(list[torch.Tensor], hidden)))  # every step has set its slot
            finals.append(state)
        sequence = torch.cat(outputs, -1) if bidirectional else outputs[0]
    output = sequence.transpose(0, 1) if batch_first else sequence
    return output, [torch.stack([f[i] for f in finals]) for i in range(len(finals[0]))]


def _zero_initial_state(node, target) -> bool:
    """torch's layers without a given state start from aten.zeros."""
    states = node.args[1] if isinstance(node.args[1], (list, tuple)) else [node.args[1]]
    return all(getattr(s, "target", None) is aten.zeros.default for s in states)


def _register(op, cell_for_state, returns_cell_state: bool, sample: Sample, hoisted: bool = True) -> None:
    """Two entries for `op`: from zero initial states, and from given ones."""

    def make(zero_state: bool):
        def unrolled(x, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
            states = hx if returns_cell_state else [hx]
            output, finals = _unroll(cell_for_state, x, states, params, has_biases, num_layers, bidirectional,
                                     batch_first, zero_state, hoisted)
            return (output, *finals)

        unrolled.__name__ = f"{op.__name__.split('.')[0]}{'_from_zeros' if zero_state else ''}"
        return unrolled

    decomposition(op, applies=_zero_initial_state, samples=(sample,))(make(True))
    decomposition(op, samples=(sample,))(make(False))


def _sample(layer: Callable[[], torch.nn.Module]) -> Sample:
    """One layer, built once: a sample computes the same function on every call."""
    with torch.random.fork_rng():
        torch.manual_seed(0)
        module = layer().eval()
    return Sample(lambda x: module(x)[0], ((1, 3, 4),))


_register(aten.lstm.input, _lstm_cell, True, _sample(lambda: torch.nn.LSTM(4, 6, batch_first=True)))
# A GRU slices each step's input projection into gates before adding the hidden projection.
# vela-workaround(5.2.0): the GRU keeps one input projection per step
# Sliced from one projection of every step, Vela 5.2.0 miscompiles the gate's RESCALE to int32:
# it fuses the slice into the RESCALE but leaves the OFM height and depth registers at the whole
# [steps, 1, 3H] tensor's, so the NPU writes 5x24 int32 values into a gate's 64-byte buffer (the
# U55 simulator stops at the write past the scratch area, the U65 one computes wrong values;
# tests/ops/test_recurrent.py's GRU). The GRU keeps one projection per step.
_register(aten.gru.input, _gru_cell, False, _sample(lambda: torch.nn.GRU(4, 6, batch_first=True)), hoisted=False)
_register(aten.rnn_tanh.input, _elman_cell(torch.tanh), False, _sample(lambda: torch.nn.RNN(4, 6, batch_first=True)))
_register(aten.rnn_relu.input, _elman_cell(torch.relu), False,
          _sample(lambda: torch.nn.RNN(4, 6, nonlinearity="relu", batch_first=True)))
