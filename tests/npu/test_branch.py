"""Ethos-U85 NPU_OP_BRANCH: Vela puts a TOSA COND_IF (and WHILE_LOOP) in one command stream with
branches (`armnpu.npu.branch`). The condition is calibrated over both signs, so an all-high
input takes the THEN block and an all-low one the ELSE block."""

from __future__ import annotations

import numpy as np

from armnpu.npu import branch
from armnpu.verify.delegates import Delegate, check_delegate


def cond_inputs(delegate: Delegate) -> dict[str, list[np.ndarray]]:
    """The input that takes each block: all-high (THEN) and all-low (ELSE) int8."""
    return {block: [np.full(shape, value, np.int8) for shape, _ in delegate.inputs] for block, value in (("then", 127), ("else", -128))}


def test_each_block_runs_and_matches_the_reference(cond_delegate, monkeypatch):
    taken = []
    real = branch.BranchOp.taken

    def logged(self, memory):
        result = real(self, memory)
        if self.flag is not None:
            taken.append(result)
        return result

    monkeypatch.setattr(branch.BranchOp, "taken", logged)
    for block, inputs in cond_inputs(cond_delegate).items():
        taken.clear()
        check_delegate(cond_delegate, inputs)
        assert taken == [block == "then"]  # one conditional branch, into THEN when the sum is positive
