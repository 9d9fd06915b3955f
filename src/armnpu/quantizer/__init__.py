from armnpu.quantizer.config import (
    QuantizationConfig,
    get_symmetric_a8w4_quantization_config,
    get_symmetric_a16w8_quantization_config,
    get_symmetric_quantization_config,
    get_uint8_io_quantization_config,
)
from armnpu.quantizer.finalize import finalize
from armnpu.quantizer.quantizer import EthosUQuantizer, TOSAQuantizer, VgfQuantizer

__all__ = [
    "EthosUQuantizer",
    "QuantizationConfig",
    "TOSAQuantizer",
    "VgfQuantizer",
    "finalize",
    "get_symmetric_a16w8_quantization_config",
    "get_symmetric_a8w4_quantization_config",
    "get_symmetric_quantization_config",
    "get_uint8_io_quantization_config",
]
