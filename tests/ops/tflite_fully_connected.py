"""A one-operator TFLite model (int8 FULLY_CONNECTED), written with the flatbuffer builders Vela
ships, so that a test can ask Vela what the TFLite flow gives a layer without TensorFlow.

TFLite's converter quantizes a fully connected layer's weights per tensor, symmetric, its
activations per tensor with a zero point, and fuses a following ReLU into the operator.
"""

from __future__ import annotations

import flatbuffers
import numpy as np
from ethosu.vela.tflite import (
    Buffer,
    FullyConnectedOptions,
    Model,
    Operator,
    OperatorCode,
    QuantizationParameters,
    SubGraph,
    Tensor,
)
from ethosu.vela.tflite.ActivationFunctionType import ActivationFunctionType
from ethosu.vela.tflite.BuiltinOperator import BuiltinOperator
from ethosu.vela.tflite.BuiltinOptions import BuiltinOptions
from ethosu.vela.tflite.TensorType import TensorType

_SCHEMA_VERSION = 3


def fully_connected_tflite(in_features: int, out_features: int, relu: bool, seed: int = 0) -> bytes:
    """An int8 model [1, in] -> FULLY_CONNECTED (+ fused ReLU) -> [1, out], random weights."""
    rng = np.random.default_rng(seed)
    weights = rng.integers(-127, 128, size=(out_features, in_features), dtype=np.int8)
    bias = rng.integers(-1000, 1000, size=out_features, dtype=np.int32)
    b = flatbuffers.Builder(1024)

    # Buffer 0 is the empty sentinel TFLite reserves; activations use it too.
    buffers = [_buffer(b, None), _buffer(b, weights.tobytes()), _buffer(b, bias.tobytes())]
    tensors = [
        _tensor(b, "input", [1, in_features], TensorType.INT8, 0, scale=0.05, zero_point=-3),
        _tensor(b, "weights", [out_features, in_features], TensorType.INT8, 1, scale=0.01, zero_point=0),
        _tensor(b, "bias", [out_features], TensorType.INT32, 2, scale=0.05 * 0.01, zero_point=0),
        _tensor(b, "output", [1, out_features], TensorType.INT8, 0, scale=0.1, zero_point=-128 if relu else 0),
    ]

    FullyConnectedOptions.Start(b)
    FullyConnectedOptions.AddFusedActivationFunction(
        b, ActivationFunctionType.RELU if relu else ActivationFunctionType.NONE
    )
    options = FullyConnectedOptions.End(b)
    inputs, outputs = _ints(b, Operator.StartInputsVector, [0, 1, 2]), _ints(b, Operator.StartOutputsVector, [3])
    Operator.Start(b)
    Operator.AddOpcodeIndex(b, 0)
    Operator.AddInputs(b, inputs)
    Operator.AddOutputs(b, outputs)
    Operator.AddBuiltinOptionsType(b, BuiltinOptions.FullyConnectedOptions)
    Operator.AddBuiltinOptions(b, options)
    operator = Operator.End(b)

    tensor_vector = _offsets(b, SubGraph.StartTensorsVector, tensors)
    graph_inputs, graph_outputs = _ints(b, SubGraph.StartInputsVector, [0]), _ints(b, SubGraph.StartOutputsVector, [3])
    operator_vector = _offsets(b, SubGraph.StartOperatorsVector, [operator])
    SubGraph.Start(b)
    SubGraph.AddTensors(b, tensor_vector)
    SubGraph.AddInputs(b, graph_inputs)
    SubGraph.AddOutputs(b, graph_outputs)
    SubGraph.AddOperators(b, operator_vector)
    subgraph = SubGraph.End(b)

    OperatorCode.Start(b)
    OperatorCode.AddDeprecatedBuiltinCode(b, BuiltinOperator.FULLY_CONNECTED)
    OperatorCode.AddBuiltinCode(b, BuiltinOperator.FULLY_CONNECTED)
    OperatorCode.AddVersion(b, 1)
    code = OperatorCode.End(b)

    codes = _offsets(b, Model.StartOperatorCodesVector, [code])
    subgraphs = _offsets(b, Model.StartSubgraphsVector, [subgraph])
    buffer_vector = _offsets(b, Model.StartBuffersVector, buffers)
    Model.Start(b)
    Model.AddVersion(b, _SCHEMA_VERSION)
    Model.AddOperatorCodes(b, codes)
    Model.AddSubgraphs(b, subgraphs)
    Model.AddBuffers(b, buffer_vector)
    b.Finish(Model.End(b), file_identifier=b"TFL3")
    return bytes(b.Output())


def _buffer(b: flatbuffers.Builder, data: bytes | None) -> int:
    vector = b.CreateNumpyVector(np.frombuffer(data, dtype=np.uint8)) if data else None
    Buffer.Start(b)
    if vector is not None:
        Buffer.AddData(b, vector)
    return Buffer.End(b)


def _tensor(b: flatbuffers.Builder, name: str, shape: list[int], dtype: int, buffer: int,
            scale: float, zero_point: int) -> int:
    name_offset = b.CreateString(name)
    shape_vector = b.CreateNumpyVector(np.array(shape, dtype=np.int32))
    scales = b.CreateNumpyVector(np.array([scale], dtype=np.float32))
    zero_points = b.CreateNumpyVector(np.array([zero_point], dtype=np.int64))
    QuantizationParameters.Start(b)
    QuantizationParameters.AddScale(b, scales)
    QuantizationParameters.AddZeroPoint(b, zero_points)
    quantization = QuantizationParameters.End(b)
    Tensor.Start(b)
    Tensor.AddShape(b, shape_vector)
    Tensor.AddType(b, dtype)
    Tensor.AddBuffer(b, buffer)
    Tensor.AddName(b, name_offset)
    Tensor.AddQuantization(b, quantization)
    return Tensor.End(b)


def _ints(b: flatbuffers.Builder, start, values: list[int]) -> int:
    start(b, len(values))
    for value in reversed(values):
        b.PrependInt32(value)
    return b.EndVector()


def _offsets(b: flatbuffers.Builder, start, offsets: list[int]) -> int:
    start(b, len(offsets))
    for offset in reversed(offsets):
        b.PrependUOffsetTRelative(offset)
    return b.EndVector()
