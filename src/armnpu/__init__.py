"""armnpu: compile PyTorch models for Arm Ethos-U NPUs, TOSA and VGF inside ExecuTorch.

The names below match ExecuTorch's Arm backend, so code written for it works
by changing its imports only. They load on first use: `import armnpu` stays
cheap, and the command line can quiet its dependencies before they import.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the names' types for type checkers (`X as X` re-exports them); at run time __getattr__ loads them
    from armnpu.backends.ethosu import EthosUBackend as EthosUBackend
    from armnpu.backends.tosa import TOSABackend as TOSABackend
    from armnpu.backends.vgf import VgfBackend as VgfBackend
    from armnpu.compile_spec import ArmCompileSpec as ArmCompileSpec
    from armnpu.compile_spec import ArmCompileSpecBuilder as ArmCompileSpecBuilder
    from armnpu.compile_spec import DebugMode as DebugMode
    from armnpu.compile_spec import EthosUCompileSpec as EthosUCompileSpec
    from armnpu.compile_spec import TosaCompileSpec as TosaCompileSpec
    from armnpu.compile_spec import TosaSpecification as TosaSpecification
    from armnpu.compile_spec import VgfCompileSpec as VgfCompileSpec
    from armnpu.errors import ArmNpuError as ArmNpuError
    from armnpu.errors import ConfigError as ConfigError
    from armnpu.errors import LoweringError as LoweringError
    from armnpu.errors import UnsupportedOpError as UnsupportedOpError
    from armnpu.errors import VelaError as VelaError
    from armnpu.errors import VgfError as VgfError
    from armnpu.partitioner import EthosUPartitioner as EthosUPartitioner
    from armnpu.partitioner import TOSAPartitioner as TOSAPartitioner
    from armnpu.partitioner import VgfPartitioner as VgfPartitioner
    from armnpu.passes.int64 import (
        ConvertInt64ConstOpsToInt32Pass as ConvertInt64ConstOpsToInt32Pass,
    )
    from armnpu.passes.int64 import (
        ConvertInt64OutputOpsToInt32Pass as ConvertInt64OutputOpsToInt32Pass,
    )
    from armnpu.passes.int64 import (
        InsertInt32CastsAfterInt64PlaceholdersPass as InsertInt32CastsAfterInt64PlaceholdersPass,
    )
    from armnpu.passes.int64 import ToDevicePass as ToDevicePass
    from armnpu.pipeline import CompiledProgram as CompiledProgram
    from armnpu.pipeline import compile as compile
    from armnpu.quantizer import EthosUQuantizer as EthosUQuantizer
    from armnpu.quantizer import QuantizationConfig as QuantizationConfig
    from armnpu.quantizer import TOSAQuantizer as TOSAQuantizer
    from armnpu.quantizer import VgfQuantizer as VgfQuantizer
    from armnpu.quantizer import (
        get_symmetric_a8w4_quantization_config as get_symmetric_a8w4_quantization_config,
    )
    from armnpu.quantizer import (
        get_symmetric_a16w8_quantization_config as get_symmetric_a16w8_quantization_config,
    )
    from armnpu.quantizer import (
        get_symmetric_quantization_config as get_symmetric_quantization_config,
    )
    from armnpu.quantizer import (
        get_uint8_io_quantization_config as get_uint8_io_quantization_config,
    )
    from armnpu.runtime import Program as Program
    from armnpu.runtime import load as load

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

__all__ = sorted(_EXPORTS)  # noqa: PLE0605 - the lazy exports are the table's keys


def __getattr__(name: str) -> object:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'armnpu' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
