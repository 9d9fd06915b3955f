"""Functional Ethos-U simulator: runs a delegate's vela_bin_stream bit-exactly (Ethos-U55, U65 and U85).

`run_ethosu_delegate(blob, inputs)` is the entry point the runtime's EthosUBackend executor
uses; `armnpu.verify.delegates` checks compiled programs against the TOSA reference model.
"""

from armnpu.npu.errors import NpuError
from armnpu.npu.executor import load_program, run_ethosu_delegate

__all__ = ["NpuError", "load_program", "run_ethosu_delegate"]
