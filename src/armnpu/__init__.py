"""armnpu: compile PyTorch models for Arm Ethos-U NPUs and TOSA inside ExecuTorch.

The names below match ExecuTorch's Arm backend, so code written for it works
by changing its imports only.
"""

# The CPU side of a partitioned program runs quantize/dequantize kernels:
# loading their out-variants lets `to_executorch()` serialize them.
import executorch.kernels.quantized  # noqa: F401

from armnpu.backends.ethosu import EthosUBackend
from armnpu.backends.tosa import TOSABackend
from armnpu.compile_spec import (
    ArmCompileSpec,
    ArmCompileSpecBuilder,
    DebugMode,
    EthosUCompileSpec,
    TosaCompileSpec,
    TosaSpecification,
)
from armnpu.errors import ArmNpuError, ConfigError, LoweringError, VelaError
from armnpu.partitioner import EthosUPartitioner, TOSAPartitioner
from armnpu.pipeline import CompiledProgram, compile
from armnpu.quantizer import EthosUQuantizer, QuantizationConfig, TOSAQuantizer, get_symmetric_quantization_config

__all__ = [
    "ArmCompileSpec",
    "ArmCompileSpecBuilder",
    "ArmNpuError",
    "CompiledProgram",
    "ConfigError",
    "DebugMode",
    "EthosUBackend",
    "EthosUCompileSpec",
    "EthosUPartitioner",
    "EthosUQuantizer",
    "LoweringError",
    "QuantizationConfig",
    "TOSABackend",
    "TOSAPartitioner",
    "TOSAQuantizer",
    "TosaCompileSpec",
    "TosaSpecification",
    "VelaError",
    "compile",
    "get_symmetric_quantization_config",
]
