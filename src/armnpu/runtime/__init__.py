"""Run ExecuTorch programs (.pte) on the host: CPU kernels with torch, delegates by backend id
(TOSABackend in the TOSA reference model, EthosUBackend in the NPU simulator)."""

from armnpu.runtime.delegates import (
    DelegateExecutor,
    DelegateInfo,
    known_backends,
    register_delegate_executor,
)
from armnpu.runtime.errors import (
    DelegateUnavailableError,
    ExecutionError,
    InputError,
    ProgramFormatError,
    UnknownBackendError,
    UnsupportedKernelError,
)
from armnpu.runtime.program import Program, TensorSpec, load

__all__ = [
    "DelegateExecutor",
    "DelegateInfo",
    "DelegateUnavailableError",
    "ExecutionError",
    "InputError",
    "Program",
    "ProgramFormatError",
    "TensorSpec",
    "UnknownBackendError",
    "UnsupportedKernelError",
    "known_backends",
    "load",
    "register_delegate_executor",
]
