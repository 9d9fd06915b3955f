"""Small hand-built TOSA 1.0 INT graphs for tests that need a real flatbuffer (Vela, simulators).

Built directly with tosa_serializer, so they do not depend on armnpu's lowering. In TOSA 1.0 the
zero points and the RESCALE multipliers/shifts are const input tensors, not attributes.
"""

from __future__ import annotations

import numpy as np
import tosa_reference_model
import tosa_serializer as ts


def conv_rescale_maxpool(
    height: int = 8,
    width: int = 8,
    in_channels: int = 4,
    out_channels: int = 8,
    input_zp: int = -3,
    output_zp: int = 5,
    seed: int = 0,
) -> bytes:
    """int8 NHWC input → CONV2D 3x3 pad 1 (int32) → RESCALE per channel to int8 → MAX_POOL2D 2x2/2.

    Input shape (1, height, width, in_channels); output (1, height//2, width//2, out_channels).
    """
    rng = np.random.default_rng(seed)
    ser = ts.TosaSerializer("", targetMajor=1, targetMinor=0, targetPatch=0, targetDraft=False)
    ser.addInputTensor(ts.TosaSerializerTensor("input", [1, height, width, in_channels], ts.DType.INT8, data=None))

    weights = rng.integers(-127, 128, size=(out_channels, 3, 3, in_channels), dtype=np.int8)
    bias = rng.integers(-1000, 1000, size=(out_channels,), dtype=np.int32)
    ser.addConst(list(weights.shape), ts.DType.INT8, weights, name="conv_weights")
    ser.addConst([out_channels], ts.DType.INT32, bias, name="conv_bias")
    ser.addConst([1], ts.DType.INT8, [input_zp], name="conv_input_zp")
    ser.addConst([1], ts.DType.INT8, [0], name="conv_weight_zp")
    acc = ser.addIntermediate([1, height, width, out_channels], ts.DType.INT32)
    attr = ts.TosaSerializerAttribute()
    attr.Conv2dAttribute(pad=[1, 1, 1, 1], stride=[1, 1], dilation=[1, 1], local_bound=False, acc_type=ts.DType.INT32)
    ser.addOperator(
        ts.Op.CONV2D, ["input", "conv_weights", "conv_bias", "conv_input_zp", "conv_weight_zp"], [acc.name], attr
    )

    # Scales of 2**-10 to 2**-9 per channel keep most int32 accumulators inside int8 after rescaling.
    multipliers = rng.integers(1 << 30, (1 << 31) - 1, size=(out_channels,), dtype=np.int32)
    ser.addConst([out_channels], ts.DType.INT32, multipliers, name="rescale_multipliers")
    ser.addConst([out_channels], ts.DType.INT8, [40] * out_channels, name="rescale_shifts")
    ser.addConst([1], ts.DType.INT32, [0], name="rescale_input_zp")
    ser.addConst([1], ts.DType.INT8, [output_zp], name="rescale_output_zp")
    rescaled = ser.addIntermediate([1, height, width, out_channels], ts.DType.INT8)
    attr = ts.TosaSerializerAttribute()
    attr.RescaleAttribute(
        scale32=True,
        rounding_mode=ts.RoundingMode.DOUBLE_ROUND,
        per_channel=True,
        input_unsigned=False,
        output_unsigned=False,
    )
    ser.addOperator(
        ts.Op.RESCALE,
        [acc.name, "rescale_multipliers", "rescale_shifts", "rescale_input_zp", "rescale_output_zp"],
        [rescaled.name],
        attr,
    )

    output = ser.addOutput([1, height // 2, width // 2, out_channels], ts.DType.INT8)
    attr = ts.TosaSerializerAttribute()
    attr.MaxPool2dAttribute(kernel=[2, 2], stride=[2, 2], pad=[0, 0, 0, 0], nan_mode=ts.NanPropagationMode.PROPAGATE)
    ser.addOperator(ts.Op.MAX_POOL2D, [rescaled.name], [output.name], attr)
    return ser.serialize()


def run_reference(tosa_flatbuffer: bytes, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """Run the TOSA reference model; fail loudly unless it accepts the graph."""
    outputs, status = tosa_reference_model.run(tosa_flatbuffer, inputs)
    if status != tosa_reference_model.GraphStatus.TOSA_VALID:
        raise AssertionError(f"TOSA reference model rejected the graph: {status}")
    return outputs
