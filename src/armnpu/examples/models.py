"""Registry of bundled example models (used by tests, benchmarks and the CLI).

Every entry builds a fresh, deterministic ``(model.eval(), example_inputs)``
pair. Building seeds torch inside a forked RNG (the caller's global RNG state
is left untouched), gives every BatchNorm random affine parameters and then
calibrates its running statistics on random data, so BN folding sees
non-trivial mean/variance/gamma/beta while activations stay well scaled.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field

import torch
from torch import nn

from armnpu.errors import ConfigError
from armnpu.examples.audio import conv1d_speech, ds_cnn
from armnpu.examples.sequence import llama_decoder, lstm_kws, tiny_vit
from armnpu.examples.vision import (
    mobilenet_v2,
    mobilenet_v3_small,
    resnet18,
    small_unet,
    tiny_cnn,
    tiny_mlp,
)

__all__ = ["EXAMPLES", "ExampleModel", "calibration_inputs", "get_example"]

Shape = tuple[int, ...]

_BN_CALIBRATION_BATCH = 4


@dataclass(frozen=True)
class ExampleModel:
    """A named example: ``build()`` returns ``(model.eval(), example_inputs)``."""

    name: str
    description: str
    build: Callable[[], tuple[nn.Module, tuple[torch.Tensor, ...]]]
    input_shapes: tuple[Shape, ...]
    token_inputs: dict[int, int] = field(default_factory=dict)  # input index -> vocabulary size (int64 ids)

    def random_inputs(self, generator: torch.Generator | None = None) -> tuple[torch.Tensor, ...]:
        """Standard-normal float inputs; token ids uniform over the vocabulary."""
        return tuple(
            torch.randint(0, self.token_inputs[i], shape, generator=generator) if i in self.token_inputs
            else torch.randn(shape, generator=generator)
            for i, shape in enumerate(self.input_shapes)
        )


def _prepare_batchnorm(model: nn.Module, input_shapes: tuple[Shape, ...]) -> None:
    """Randomise BN gamma/beta and set running stats from a random-data forward pass.

    Uses the global RNG (the caller seeds it). Only BN layers run in train
    mode, with ``momentum=None`` so the running stats are the batch's exact
    mean and (unbiased) variance.
    """
    bns = [m for m in model.modules() if isinstance(m, nn.modules.batchnorm._BatchNorm)]
    if not bns:
        return
    momenta = [bn.momentum for bn in bns]
    with torch.no_grad():
        for bn in bns:
            bn.weight.uniform_(0.5, 1.5)
            bn.bias.normal_(0.0, 0.1)
            bn.reset_running_stats()
            bn.momentum = None
        model.eval()
        for bn in bns:
            bn.train()
        model(*(torch.randn(_BN_CALIBRATION_BATCH, *s[1:]) for s in input_shapes))
        for bn, momentum in zip(bns, momenta):
            bn.momentum = momentum
    model.eval()


def _build(factory: Callable[[], nn.Module], example: Callable[[], ExampleModel],
           seed: int = 0) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = factory()
        _prepare_batchnorm(model, example().input_shapes)
        example_inputs = example().random_inputs()
    return model.eval(), example_inputs


def _entry(name: str, description: str, factory: Callable[[], nn.Module], *input_shapes: Shape,
           token_inputs: dict[int, int] | None = None) -> ExampleModel:
    return ExampleModel(name, description, functools.partial(_build, factory, lambda: EXAMPLES[name]), input_shapes,
                        dict(token_inputs or {}))


EXAMPLES: dict[str, ExampleModel] = {
    e.name: e
    for e in (
        _entry("mobilenet_v2", "MobileNetV2 1.0 ImageNet classifier (torchvision architecture)",
               mobilenet_v2, (1, 3, 224, 224)),
        _entry("mobilenet_v3_small", "MobileNetV3-small ImageNet classifier: hardswish, hardsigmoid squeeze-excite "
               "(torchvision architecture)", mobilenet_v3_small, (1, 3, 224, 224)),
        _entry("resnet18", "ResNet-18 ImageNet classifier (torchvision architecture)",
               resnet18, (1, 3, 224, 224)),
        _entry("ds_cnn", "DS-CNN small keyword spotter on 49x10 MFCCs (MLPerf Tiny KWS)",
               ds_cnn, (1, 1, 49, 10)),
        _entry("conv1d_speech", "Small 1-D conv keyword spotter on 40x101 features",
               conv1d_speech, (1, 40, 101)),
        _entry("small_unet", "Three-level U-Net segmenter with nearest/bilinear upsampling",
               small_unet, (1, 3, 64, 64)),
        _entry("tiny_cnn", "Tiny conv/relu/maxpool/conv/avgpool/linear net for quick tests",
               tiny_cnn, (1, 3, 16, 16)),
        _entry("tiny_mlp", "Tiny linear/relu/linear MLP for quick tests",
               tiny_mlp, (1, 16)),
        _entry("tiny_vit", "ViT-style classifier: 8x8 patches of 32x32 images, 2 pre-norm encoder blocks",
               tiny_vit, (1, 3, 32, 32)),
        _entry("lstm_kws", "LSTM keyword spotter on 49x10 MFCCs (Hello Edge)",
               lstm_kws, (1, 49, 10)),
        _entry("llama_decoder", "Llama-style decoder step: RMSNorm, rotary embeddings, causal attention over "
               "a KV cache, SiLU MLP; inputs token ids and the two caches",
               llama_decoder, (1, 4), (2, 1, 4, 12, 16), (2, 1, 4, 12, 16), token_inputs={0: 128}),
    )
}


def get_example(name: str) -> ExampleModel:
    """Look up an example by name; raises ``ConfigError`` listing the valid names."""
    try:
        return EXAMPLES[name]
    except KeyError:
        raise ConfigError(
            f"unknown example model {name!r}; available: {', '.join(sorted(EXAMPLES))}"
        ) from None


def calibration_inputs(name: str, n: int = 4, seed: int = 0) -> list[tuple[torch.Tensor, ...]]:
    """``n`` deterministic input tuples shaped like ``name``'s example inputs (standard normal; token ids uniform)."""
    example = get_example(name)
    generator = torch.Generator().manual_seed(seed)
    return [example.random_inputs(generator) for _ in range(n)]
