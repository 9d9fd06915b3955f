"""Bundled example models: ``EXAMPLES`` registry plus the model constructors."""

from armnpu.examples.audio import conv1d_speech, ds_cnn
from armnpu.examples.models import (
    EXAMPLES,
    ExampleModel,
    calibration_inputs,
    get_example,
)
from armnpu.examples.sequence import llama_decoder, lstm_kws, tiny_vit
from armnpu.examples.vision import (
    mobilenet_v2,
    mobilenet_v3_small,
    resnet18,
    small_unet,
    tiny_cnn,
    tiny_mlp,
)

__all__ = [
    "EXAMPLES",
    "ExampleModel",
    "calibration_inputs",
    "conv1d_speech",
    "ds_cnn",
    "get_example",
    "llama_decoder",
    "lstm_kws",
    "mobilenet_v2",
    "mobilenet_v3_small",
    "resnet18",
    "small_unet",
    "tiny_cnn",
    "tiny_mlp",
    "tiny_vit",
]
