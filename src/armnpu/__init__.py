"""armnpu: compile PyTorch models for Arm Ethos-U NPUs, TOSA and VGF inside ExecuTorch.

The names below match ExecuTorch's Arm backend, so code written for it works
by changing its imports only. They load on first use: `import armnpu` stays
cheap, and the command line can quiet its dependencies before they import.
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "EthosUBackend": "armnpu.backends.ethosu",
    "TOSABackend": "armnpu.backends.tosa",
    "VgfBackend": "armnpu.backends.vgf",
    "ArmCompileSpec": "armnpu.compile_spec",
    "ArmCompileSpecBuilder": "armnpu.compile_spec",
    "DebugMode": "armnpu.compile_spec",
    "EthosUCompileSpec": "armnpu.compile_spec",
    "TosaCompileSpec": "armnpu.compile_spec",
    "TosaSpecification": "armnpu.compile_spec",
    "VgfCompileSpec": "armnpu.compile_spec",
    "ArmNpuError": "armnpu.errors",
    "ConfigError": "armnpu.errors",
    "LoweringError": "armnpu.errors",
    "VelaError": "armnpu.errors",
    "VgfError": "armnpu.errors",
    "UnsupportedOpError": "armnpu.errors",
    "ConvertInt64ConstOpsToInt32Pass": "armnpu.passes.int64",
    "ConvertInt64OutputOpsToInt32Pass": "armnpu.passes.int64",
    "InsertInt32CastsAfterInt64PlaceholdersPass": "armnpu.passes.int64",
    "ToDevicePass": "armnpu.passes.int64",
    "EthosUPartitioner": "armnpu.partitioner",
    "TOSAPartitioner": "armnpu.partitioner",
    "VgfPartitioner": "armnpu.partitioner",
    "CompiledProgram": "armnpu.pipeline",
    "compile": "armnpu.pipeline",
    "EthosUQuantizer": "armnpu.quantizer",
    "QuantizationConfig": "armnpu.quantizer",
    "TOSAQuantizer": "armnpu.quantizer",
    "VgfQuantizer": "armnpu.quantizer",
    "get_symmetric_quantization_config": "armnpu.quantizer",
    "get_symmetric_a16w8_quantization_config": "armnpu.quantizer",
    "get_symmetric_a8w4_quantization_config": "armnpu.quantizer",
    "get_uint8_io_quantization_config": "armnpu.quantizer",
    "load": "armnpu.runtime",
    "Program": "armnpu.runtime",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'armnpu' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
