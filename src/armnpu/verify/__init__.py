"""Verification: the oracles compiled programs are checked against.

`reference` runs an edge program on the host with each TOSA delegate in the TOSA reference model;
`delegates` checks each Ethos-U delegate on the NPU simulator against the reference model, bit for
bit; `input_ranges` finds the values an integer input may take. Tests, benchmarks, reports and the
CLI use them; the simulator (`armnpu.npu`) does not, so it stays free of the compiler.
"""
