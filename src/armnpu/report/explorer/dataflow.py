"""The program's dataflow, read from its .pte: which instruction produces each value another reads.

A .pte lists instructions over value slots, not edges. A kernel call passes its inputs and its
output (`out=`) slots in one list, so a tensor slot is an output of the first instruction that
touches it unless something wrote it before (a program input, a constant, an earlier instruction);
a delegate call's split between inputs and outputs is the runtime's (`delegate_call_io`). Moves alias
a slot to another's producer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from executorch.exir import schema

from armnpu.report.pte import read_plan
from armnpu.runtime.interpreter import delegate_call_io
from armnpu.runtime.pte import PteFile

INPUT, KERNEL, DELEGATE, OUTPUT = "input", "kernel", "delegate", "output"


@dataclass(frozen=True)
class Source:
    node: str  # the producing node's id
    slot: int  # which of its outputs


@dataclass
class FlowNode:
    id: str  # "input0", "kernel3", "delegate0", "output0": unique in the program
    kind: str  # INPUT | KERNEL | DELEGATE | OUTPUT
    name: str  # the kernel ("aten::topk.values"), the backend id, or "input 0" / "output 0"
    inputs: list[Source] = field(default_factory=list)
    outputs: int = 0  # how many values it produces
    delegate_index: Optional[int] = None  # DELEGATE only: its index in the plan's delegates


def program_flow(path: Path) -> list[FlowNode]:
    """The forward method's inputs, computing instructions and outputs, in execution order."""
    program, plan = read_plan(path.read_bytes(), str(path))
    delegate_io = delegate_call_io(PteFile(program), plan)
    producers: dict[int, Source] = {}
    nodes = []
    for number, value in enumerate(plan.inputs):
        nodes.append(FlowNode(f"input{number}", INPUT, f"input {number}", outputs=1))
        producers[value] = Source(nodes[-1].id, 0)
    written = set(plan.inputs) | {i for i, v in enumerate(plan.values) if not _unwritten_tensor(v.val)}
    for chain in plan.chains:
        for instruction in chain.instructions:
            call = instruction.instr_args
            if isinstance(call, schema.MoveCall) and call.move_from in producers:
                producers[call.move_to] = producers[call.move_from]
            elif isinstance(call, schema.KernelCall):
                operator = plan.operators[call.op_index]
                name = f"{operator.name}.{operator.overload}" if operator.overload else operator.name
                node = FlowNode(f"kernel{len(nodes)}", KERNEL, name)
                _connect(node, _tensor_slots(plan, call.args), producers, written)
                nodes.append(node)
            elif isinstance(call, schema.DelegateCall):
                index = call.delegate_index
                node = FlowNode(f"delegate{index}", DELEGATE, plan.delegates[index].id, delegate_index=index)
                ins, outs = delegate_io[index]
                node.inputs = [producers[v] for v in ins if v in producers]
                for value in outs:
                    producers[value] = Source(node.id, node.outputs)
                    node.outputs += 1
                written.update(outs)
                nodes.append(node)
    for number, value in enumerate(plan.outputs):
        nodes.append(FlowNode(f"output{number}", OUTPUT, f"output {number}",
                              inputs=[producers[value]] if value in producers else []))
    return nodes


def _connect(node: FlowNode, slots: list[int], producers: dict[int, Source], written: set[int]) -> None:
    """A kernel's tensor slots: those something wrote before are inputs, the rest its outputs (the
    emitter lists an out= slot again as the returned value; that is no edge)."""
    for value in slots:
        if value in producers:
            if producers[value].node != node.id:
                node.inputs.append(producers[value])
        elif value not in written:
            producers[value] = Source(node.id, node.outputs)
            node.outputs += 1
            written.add(value)


def _tensor_slots(plan: schema.ExecutionPlan, args: list[int]) -> list[int]:
    """The tensor value slots among a call's arguments, a tensor list's items in its place."""
    slots = []
    for value in args:
        val = plan.values[value].val
        if isinstance(val, schema.TensorList):
            slots += list(val.items)
        elif isinstance(val, schema.Tensor):
            slots.append(value)
    return slots


def _unwritten_tensor(val: object) -> bool:
    """A tensor slot with no data in the file: some instruction writes it (constants have data)."""
    return isinstance(val, schema.Tensor) and val.data_buffer_idx == 0
