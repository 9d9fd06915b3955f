"""armnpu's exception types: every user-facing failure is one of these."""


class ArmNpuError(Exception):
    """Base class of every error armnpu raises on purpose."""


class ConfigError(ArmNpuError, ValueError):
    """A compile spec, target, system config or memory mode is not valid."""


class VelaError(ArmNpuError, RuntimeError):
    """Vela rejected or failed on a partition's TOSA graph."""


class LoweringError(ArmNpuError, RuntimeError):
    """A node accepted by the partitioner could not be lowered to TOSA."""


class QuantizationError(ArmNpuError, RuntimeError):
    """Calibrating or converting the quantized model failed at a node of the model."""


class UnsupportedOpError(ArmNpuError, RuntimeError):
    """An op can run neither on the target nor on ExecuTorch's CPU kernels."""


class ExportError(ArmNpuError, RuntimeError):
    """torch.export cannot capture the model (data-dependent control flow, unsupported Python)."""


class VgfError(ArmNpuError, RuntimeError):
    """ML SDK's model-converter is missing or failed on a partition's TOSA graph."""
