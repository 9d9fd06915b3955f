"""Ethos-U85 NPU_OP_BRANCH: control flow inside one command stream (TOSA COND_IF and WHILE_LOOP).

regor (`ethos_u85_register_cs_generator.cpp`, `GenerateBranch` and the fix-up at the end of
`GenerateCommandStream`) writes `branch_target` as 4 x the target's word position, an absolute
byte offset in the command stream, always that of a command. An IF is `BRANCH RF_TRUE then;
BRANCH ALWAYS else`, a WHILE ends its body with `BRANCH ALWAYS cond` (`GenerateHLCBranchCommands`).
RF_TRUE reads COND_STATUS.result_flag, which the op that produced the condition tensor sets
(`graphir_optimiser.cpp`, `FixupControlFlow`, puts an op in front of an IF whose condition has
none). That op runs just before the branch (only waits lie between), and the condition is one
boolean: the flag is taken as "its one-element OFM is not zero"; any other producer is refused.
Registers need no care: regor re-emits every register after a branch and at each target, so a
planner's replay in stream order holds on every path.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from armnpu.npu.errors import NpuError
from armnpu.npu.memory import FeatureMap, Memory
from armnpu.npu.ops import Op

MAX_STEPS = 1_000_000  # ops one inference may run; a WHILE that never ends stops here


@dataclass
class BranchOp(Op):
    target_offset: int = 0  # branch_target: byte offset of the command it jumps to
    flag: FeatureMap | None = None  # RF_TRUE: the one-element OFM that sets the result flag; None: ALWAYS
    target: int = -1  # index of the op the target command leads to, set by `link`

    def run(self, memory: Memory) -> None:
        """A branch changes no memory; `run_ops` asks `taken` where to go next."""

    def taken(self, memory: Memory) -> bool:
        if self.flag is None:
            return True
        return bool(self.flag.read(memory, 1, 1, 1, self.what)[0, 0, 0] != 0)

    def link(self, op_index_at: dict[int, int]) -> None:
        """Resolve the target: `op_index_at` maps each command's offset to the index of the next op."""
        if self.target_offset not in op_index_at:
            raise NpuError(f"{self.what}: branch_target {self.target_offset:#x} is not the offset of a command")
        self.target = op_index_at[self.target_offset]


def run_ops(ops: list[Op], memory: Memory, count: Callable[[Op], object] | None = None) -> None:
    """Run ops in order, following taken branches, until the last op has run; `count(op)`, when
    given, is called before each op runs (the profiler points its meter at the op)."""
    index, steps = 0, 0
    while index < len(ops):
        op = ops[index]
        if count is not None:
            count(op)
        op.run(memory)
        index = op.target if isinstance(op, BranchOp) and op.taken(memory) else index + 1
        steps += 1
        if steps > MAX_STEPS:
            raise NpuError(f"{op.what}: {MAX_STEPS} ops ran without reaching NPU_OP_STOP (a loop that does not end?)")
