"""Held-out models for bench/compare.py: architectures as users bring them, not tuned to armnpu.

Issue 27 asks whether armnpu's gains over the competitor hold on models the compiler was not
shaped on. Each entry here is a plain-torch re-implementation of a well-known architecture at its
usual input size (or, where noted, scaled down so one compile stays within minutes on 2 cores),
with seeded random weights: nothing is downloaded. Convolutions get He initialisation and batch
norms the running statistics of a random batch (``zoo_models.conv_net_init``), as training
leaves them, so folded batch norms and activation ranges are not trivial.

MobileNetV2, MobileNetV3-small and ResNet-18 reuse the torchvision-architecture builders of
``armnpu.examples`` (plain torch) but not their weights, statistics or inputs: the bundled
examples are what armnpu was measured on, these are re-initialised here. ``convnext`` is the zoo's
(bench/zoo_models.py), as the issue asks for one model of the real-models zoo.

Like zoo_models, this module imports only torch at the top and ``armnpu.examples`` inside the
builders: the competitor's worker imports it too, with ``armnpu`` stubbed so that no armnpu
backend class is loaded there.

    from heldout_models import HELDOUT
    model, example = HELDOUT["unet"].build()
    calibration = HELDOUT["unet"].inputs(8, 0)
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn
from zoo_models import ZOO, ZooModel, conv_net_init, entry, gaussian

# ---------------------------------------------------------------- U-Net


def _double_conv(cin: int, cout: int) -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
        nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
    )


class UNet(nn.Module):
    """A four-level U-Net as segmentation tutorials write it (milesial/Pytorch-UNet's layout, halved
    widths): max-pool down, upsample + concatenate the skip + double conv up. The decoder mixes
    both upsampling modes users pick: bilinear (align_corners=False) at the two coarse levels,
    nearest at the two fine ones."""

    def __init__(self, in_channels: int = 3, num_classes: int = 4, base: int = 16) -> None:
        super().__init__()
        widths = [base * 2**level for level in range(5)]  # 16, 32, 64, 128, 256
        self.inc = _double_conv(in_channels, widths[0])
        self.down = nn.ModuleList(_double_conv(widths[i], widths[i + 1]) for i in range(4))
        self.up = nn.ModuleList(_double_conv(widths[i + 1] + widths[i], widths[i]) for i in reversed(range(4)))
        self.modes = ("bilinear", "bilinear", "nearest", "nearest")  # coarsest level first
        self.head = nn.Conv2d(widths[0], num_classes, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skips = [self.inc(x)]
        for block in self.down:
            skips.append(block(F.max_pool2d(skips[-1], 2)))
        x = skips.pop()
        for block, mode in zip(self.up, self.modes, strict=True):
            options = {"align_corners": False} if mode == "bilinear" else {}
            x = F.interpolate(x, scale_factor=2, mode=mode, **options)
            x = block(torch.cat([x, skips.pop()], dim=1))
        return self.head(x)


# ---------------------------------------------------------------- wav2letter


class Wav2Letter(nn.Module):
    """Wav2letter (Collobert et al., 2016) scaled down as Arm's model zoo ships it for Ethos-U:
    39 MFCC features x 296 frames, a wide stride-2 stem, seven kernel-7 convs, one kernel-32 conv,
    two 1x1 convs to 29 character logits per frame; ReLU after every conv but the last. Widths are
    a quarter of the original's (250 -> 64, 2000 -> 256)."""

    def __init__(self, features: int = 39, classes: int = 29, width: int = 64, wide: int = 256) -> None:
        super().__init__()
        # (cin, cout, kernel, stride)
        spec = [(features, width, 48, 2), *[(width, width, 7, 1)] * 7, (width, wide, 32, 1), (wide, wide, 1, 1)]
        layers: list[nn.Module] = []
        for cin, cout, kernel, stride in spec:
            layers += [nn.Conv1d(cin, cout, kernel, stride, padding=kernel // 2), nn.ReLU()]
        layers.append(nn.Conv1d(wide, classes, 1))
        self.layers = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.layers(x)


# ---------------------------------------------------------------- DeiT-tiny-like ViT


class _Attention(nn.Module):
    """timm's Attention: one qkv projection, scaled_dot_product_attention, an output projection."""

    def __init__(self, dim: int, heads: int) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batch, tokens, dim = x.shape
        qkv = self.qkv(x).reshape(batch, tokens, 3, self.heads, dim // self.heads).permute(2, 0, 3, 1, 4)
        x = F.scaled_dot_product_attention(qkv[0], qkv[1], qkv[2])
        return self.proj(x.transpose(1, 2).reshape(batch, tokens, dim))


class _Block(nn.Module):
    def __init__(self, dim: int, heads: int, mlp_ratio: int) -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = _Attention(dim, heads)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * mlp_ratio), nn.GELU(), nn.Linear(dim * mlp_ratio, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class DeiTTiny(nn.Module):
    """DeiT-tiny (Touvron et al., 2021) as timm builds it: 16x16 patches of a 224x224 image, a class
    token, learned position embeddings, pre-norm blocks of width 192 with 3 heads and an MLP of 4x,
    a final LayerNorm and a linear head on the class token. 4 blocks instead of 12 keep one compile
    within minutes; every block is the same, so cycles scale by about 3 for the full model."""

    def __init__(self, image: int = 224, patch: int = 16, dim: int = 192, depth: int = 4, heads: int = 3,
                 mlp_ratio: int = 4, classes: int = 1000) -> None:
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, patch, patch)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos_embed = nn.Parameter(torch.zeros(1, (image // patch) ** 2 + 1, dim))
        self.blocks = nn.Sequential(*(_Block(dim, heads, mlp_ratio) for _ in range(depth)))
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.head = nn.Linear(dim, classes)
        nn.init.trunc_normal_(self.cls_token, std=0.02)  # timm's init; zeros would make the class row degenerate
        nn.init.trunc_normal_(self.pos_embed, std=0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.patch_embed(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1) + self.pos_embed
        x = self.norm(self.blocks(x))
        return self.head(x[:, 0])


# ---------------------------------------------------------------- recurrent


class RecurrentClassifier(nn.Module):
    """A keyword-spotting-style sequence classifier: an nn.LSTM or nn.GRU over (batch, time,
    features), the last time step's hidden state through a linear layer."""

    def __init__(self, cell: type[nn.LSTM] | type[nn.GRU], features: int, hidden: int, layers: int,
                 classes: int = 12) -> None:
        super().__init__()
        self.rnn = cell(features, hidden, num_layers=layers, batch_first=True)
        self.fc = nn.Linear(hidden, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        output, _ = self.rnn(x)
        return self.fc(output[:, -1])


# ---------------------------------------------------------------- the example builders, re-initialised


def _example(name: str) -> nn.Module:
    """armnpu.examples' architecture `name` with its constructor's weights (re-initialised by the entry)."""
    from armnpu.examples import vision  # plain torch; imported here so listing HELDOUT loads no armnpu

    return getattr(vision, name)()


def _heldout() -> dict[str, ZooModel]:
    image224 = gaussian(1, 3, 224, 224)
    models = [
        entry("unet", "vision", "bench.heldout_models.UNet (4 levels, bilinear + nearest)", UNet,
              gaussian(1, 3, 96, 96), init=conv_net_init),
        entry("wav2letter", "audio", "bench.heldout_models.Wav2Letter (Arm model zoo's sizes, 1/4 width)",
              Wav2Letter, gaussian(1, 39, 296), init=conv_net_init),
        entry("mobilenet_v2", "vision", "armnpu.examples.vision.mobilenet_v2 (torchvision architecture)",
              lambda: _example("mobilenet_v2"), image224, init=conv_net_init),
        entry("mobilenet_v3_small", "vision", "armnpu.examples.vision.mobilenet_v3_small (torchvision architecture)",
              lambda: _example("mobilenet_v3_small"), image224, init=conv_net_init),
        entry("resnet18", "vision", "armnpu.examples.vision.resnet18 (torchvision architecture)",
              lambda: _example("resnet18"), image224, init=conv_net_init),
        entry("deit_tiny", "vision", "bench.heldout_models.DeiTTiny (4 of 12 blocks)", DeiTTiny, image224),
        entry("lstm", "audio", "torch.nn.LSTM, 2 layers of 128 over 50 x 40 features",
              lambda: RecurrentClassifier(nn.LSTM, 40, 128, 2), gaussian(1, 50, 40)),
        entry("gru", "audio", "torch.nn.GRU, 1 layer of 96 over 49 x 10 MFCCs",
              lambda: RecurrentClassifier(nn.GRU, 10, 96, 1), gaussian(1, 49, 10)),
        ZOO["convnext"],
    ]
    heldout = {model.name: model for model in models}
    assert len(heldout) == len(models), "held-out names must be unique"
    return heldout


HELDOUT: dict[str, ZooModel] = _heldout()
