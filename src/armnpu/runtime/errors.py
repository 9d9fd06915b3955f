"""The runtime's error types. Each says what was wrong in one line; all are ArmNpuErrors."""

from armnpu.errors import ArmNpuError


class ProgramFormatError(ArmNpuError, ValueError):
    """The .pte is truncated, corrupted, or not an ExecuTorch program."""


class InputError(ArmNpuError, ValueError):
    """The inputs given to a method do not match what the method expects."""


class UnsupportedKernelError(ArmNpuError, NotImplementedError):
    """The program calls an operator the host runtime has no kernel for."""


class UnknownBackendError(ArmNpuError, LookupError):
    """The program holds a delegate whose backend id no executor is registered for."""


class DelegateUnavailableError(ArmNpuError, RuntimeError):
    """The backend is known but its executor cannot run here (the Ethos-U simulator is missing)."""


class ExecutionError(ArmNpuError, RuntimeError):
    """A kernel or delegate failed while the method ran."""


def first_line(error: BaseException) -> str:
    """The first line of an error's message (its type name when it has none): errors stay one line."""
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
