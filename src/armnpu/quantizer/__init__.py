from armnpu.quantizer.config import QuantizationConfig, get_symmetric_quantization_config
from armnpu.quantizer.quantizer import EthosUQuantizer, TOSAQuantizer

__all__ = ["EthosUQuantizer", "QuantizationConfig", "TOSAQuantizer", "get_symmetric_quantization_config"]
