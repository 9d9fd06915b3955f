"""Values a program computes from constants alone become constants before partitioning.

A mask built in forward (`torch.ones(...).tril()`, comparisons of `arange`s, masked_fill's fill
value) is a chain of bool and integer ops the Ethos-U55/U65 cannot run: left as it is, it stays
on the CPU with the `where` it feeds, and splits the delegate. Folded, it is a constant, and the
where runs on the NPU (ops/where.py). Dequantize nodes stay, so quantized values remain int8
constants with their dequantize; a quantize of a constant folds into an int8 constant, as
convert_pt2e folds those of the parameters.
"""

from __future__ import annotations

from executorch.exir.passes.constant_prop_pass import constant_prop_pass
from torch.export import ExportedProgram

from armnpu.tosa.qdq import DEQUANTIZE_OPS


def fold_constants(program: ExportedProgram) -> ExportedProgram:
    """`program` with every value computed from constants only replaced by a constant."""
    return constant_prop_pass(program, custom_skip_targets=set(DEQUANTIZE_OPS))
