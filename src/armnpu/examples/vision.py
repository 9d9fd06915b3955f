"""Vision example models, written in plain torch (no torchvision).

The architectures and weight initialisations follow torchvision's reference
implementations, so parameter counts and graph structure match. Weights are
random: these models exist to exercise the compiler, not to classify images.
Build them through :data:`armnpu.examples.EXAMPLES` to get a seeded model
with non-trivial BatchNorm statistics.
"""

from __future__ import annotations

import torch
from torch import nn

__all__ = [
    "MobileNetV2",
    "MobileNetV3Small",
    "ResNet18",
    "SmallUNet",
    "TinyCNN",
    "TinyMLP",
    "mobilenet_v2",
    "mobilenet_v3_small",
    "resnet18",
    "small_unet",
    "tiny_cnn",
    "tiny_mlp",
]


# --------------------------------------------------------------------------
# MobileNetV2 (Sandler et al., 2018; torchvision.models.mobilenet_v2)
# --------------------------------------------------------------------------


def _make_divisible(value: float, divisor: int = 8) -> int:
    """Round a channel count to a multiple of ``divisor`` (never down by >10%)."""
    new_value = max(divisor, int(value + divisor / 2) // divisor * divisor)
    if new_value < 0.9 * value:
        new_value += divisor
    return new_value


def _init_mobilenet(model: nn.Module) -> None:
    """torchvision's MobileNet initialisation."""
    for m in model.modules():
        if isinstance(m, nn.Conv2d):
            nn.init.kaiming_normal_(m.weight, mode="fan_out")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
        elif isinstance(m, nn.BatchNorm2d):
            nn.init.ones_(m.weight)
            nn.init.zeros_(m.bias)
        elif isinstance(m, nn.Linear):
            nn.init.normal_(m.weight, 0, 0.01)
            nn.init.zeros_(m.bias)


class _ConvBNReLU6(nn.Sequential):
    def __init__(self, cin: int, cout: int, kernel: int = 3, stride: int = 1, groups: int = 1) -> None:
        super().__init__(
            nn.Conv2d(cin, cout, kernel, stride, (kernel - 1) // 2, groups=groups, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU6(),
        )


class _InvertedResidual(nn.Module):
    """Expand 1x1 -> depthwise 3x3 -> linear 1x1 projection, residual if shapes match."""

    def __init__(self, cin: int, cout: int, stride: int, expand_ratio: int) -> None:
        super().__init__()
        hidden = int(round(cin * expand_ratio))
        self.use_res_connect = stride == 1 and cin == cout
        layers: list[nn.Module] = []
        if expand_ratio != 1:
            layers.append(_ConvBNReLU6(cin, hidden, kernel=1))
        layers += [
            _ConvBNReLU6(hidden, hidden, stride=stride, groups=hidden),
            nn.Conv2d(hidden, cout, 1, 1, 0, bias=False),
            nn.BatchNorm2d(cout),
        ]
        self.conv = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.use_res_connect:
            return x + self.conv(x)
        return self.conv(x)


class MobileNetV2(nn.Module):
    """MobileNetV2 for 3x224x224 images, as in torchvision."""

    # t (expansion), c (channels), n (repeats), s (first stride)
    SETTINGS = ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2),
                (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1))

    def __init__(self, num_classes: int = 1000, width_mult: float = 1.0, dropout: float = 0.2) -> None:
        super().__init__()
        cin = _make_divisible(32 * width_mult)
        self.last_channel = _make_divisible(1280 * max(1.0, width_mult))
        features: list[nn.Module] = [_ConvBNReLU6(3, cin, stride=2)]
        for t, c, n, s in self.SETTINGS:
            cout = _make_divisible(c * width_mult)
            for i in range(n):
                features.append(_InvertedResidual(cin, cout, s if i == 0 else 1, t))
                cin = cout
        features.append(_ConvBNReLU6(cin, self.last_channel, kernel=1))
        self.features = nn.Sequential(*features)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Dropout(dropout), nn.Linear(self.last_channel, num_classes))

        _init_mobilenet(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.pool(self.features(x))
        return self.classifier(torch.flatten(x, 1))


def mobilenet_v2(num_classes: int = 1000, width_mult: float = 1.0) -> MobileNetV2:
    """MobileNetV2 (Sandler et al., 2018; torchvision ``mobilenet_v2``). Input 1x3x224x224.

    Inverted residual blocks with ReLU6, BatchNorm and depthwise 3x3 convs,
    then adaptive average pooling, dropout (0.2) and a linear classifier.
    """
    return MobileNetV2(num_classes=num_classes, width_mult=width_mult)


# --------------------------------------------------------------------------
# MobileNetV3-small (Howard et al., 2019; torchvision.models.mobilenet_v3_small)
# --------------------------------------------------------------------------


def _conv_bn(cin: int, cout: int, kernel: int, stride: int = 1, groups: int = 1,
             activation: type[nn.Module] | None = None) -> nn.Sequential:
    layers: list[nn.Module] = [
        nn.Conv2d(cin, cout, kernel, stride, (kernel - 1) // 2, groups=groups, bias=False),
        nn.BatchNorm2d(cout),
    ]
    if activation is not None:
        layers.append(activation())
    return nn.Sequential(*layers)


class _SqueezeExcite(nn.Module):
    """Global mean -> 1x1 conv -> ReLU -> 1x1 conv -> hardsigmoid, scaling the input per channel."""

    def __init__(self, channels: int) -> None:
        super().__init__()
        squeezed = _make_divisible(channels // 4)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(channels, squeezed, 1)
        self.relu = nn.ReLU()
        self.fc2 = nn.Conv2d(squeezed, channels, 1)
        self.gate = nn.Hardsigmoid()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.gate(self.fc2(self.relu(self.fc1(self.pool(x)))))


class _Bneck(nn.Module):
    """MobileNetV3 block: optional 1x1 expansion, depthwise conv, optional squeeze-excite, 1x1 projection."""

    def __init__(self, cin: int, kernel: int, hidden: int, cout: int, use_se: bool,
                 activation: type[nn.Module], stride: int) -> None:
        super().__init__()
        self.use_res_connect = stride == 1 and cin == cout
        layers: list[nn.Module] = []
        if hidden != cin:
            layers.append(_conv_bn(cin, hidden, 1, activation=activation))
        layers.append(_conv_bn(hidden, hidden, kernel, stride, groups=hidden, activation=activation))
        if use_se:
            layers.append(_SqueezeExcite(hidden))
        layers.append(_conv_bn(hidden, cout, 1))
        self.block = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.block(x) if self.use_res_connect else self.block(x)


class MobileNetV3Small(nn.Module):
    """MobileNetV3-small for 3x224x224 images, as in torchvision."""

    RE, HS = nn.ReLU, nn.Hardswish
    # in, kernel, expanded, out, squeeze-excite, activation, stride
    SETTINGS = ((16, 3, 16, 16, True, RE, 2), (16, 3, 72, 24, False, RE, 2), (24, 3, 88, 24, False, RE, 1),
                (24, 5, 96, 40, True, HS, 2), (40, 5, 240, 40, True, HS, 1), (40, 5, 240, 40, True, HS, 1),
                (40, 5, 120, 48, True, HS, 1), (48, 5, 144, 48, True, HS, 1), (48, 5, 288, 96, True, HS, 2),
                (96, 5, 576, 96, True, HS, 1), (96, 5, 576, 96, True, HS, 1))

    def __init__(self, num_classes: int = 1000, dropout: float = 0.2) -> None:
        super().__init__()
        layers: list[nn.Module] = [_conv_bn(3, 16, 3, 2, activation=nn.Hardswish)]
        layers += [_Bneck(*setting) for setting in self.SETTINGS]
        layers.append(_conv_bn(96, 576, 1, activation=nn.Hardswish))
        self.features = nn.Sequential(*layers)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Linear(576, 1024), nn.Hardswish(), nn.Dropout(dropout),
                                        nn.Linear(1024, num_classes))
        _init_mobilenet(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.pool(self.features(x))
        return self.classifier(torch.flatten(x, 1))


def mobilenet_v3_small(num_classes: int = 1000) -> MobileNetV3Small:
    """MobileNetV3-small (Howard et al., 2019; torchvision ``mobilenet_v3_small``). Input 1x3x224x224.

    Hardswish/ReLU blocks with depthwise 3x3/5x5 convs and squeeze-excite gates (hardsigmoid),
    then average pooling and a two-layer classifier with hardswish.
    """
    return MobileNetV3Small(num_classes=num_classes)


# --------------------------------------------------------------------------
# ResNet-18 (He et al., 2016; torchvision.models.resnet18)
# --------------------------------------------------------------------------


class _BasicBlock(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int = 1) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU()
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.downsample: nn.Module | None = None
        if stride != 1 or cin != cout:
            self.downsample = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        identity = x if self.downsample is None else self.downsample(x)
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + identity)


class ResNet18(nn.Module):
    """ResNet-18 for 3x224x224 images, as in torchvision."""

    def __init__(self, num_classes: int = 1000) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(3, 64, 7, 2, 3, bias=False)
        self.bn1 = nn.BatchNorm2d(64)
        self.relu = nn.ReLU()
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = nn.Sequential(_BasicBlock(64, 64), _BasicBlock(64, 64))
        self.layer2 = nn.Sequential(_BasicBlock(64, 128, 2), _BasicBlock(128, 128))
        self.layer3 = nn.Sequential(_BasicBlock(128, 256, 2), _BasicBlock(256, 256))
        self.layer4 = nn.Sequential(_BasicBlock(256, 512, 2), _BasicBlock(512, 512))
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(512, num_classes)

        for m in self.modules():  # torchvision's initialisation
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        return self.fc(torch.flatten(self.avgpool(x), 1))


def resnet18(num_classes: int = 1000) -> ResNet18:
    """ResNet-18 (He et al., 2016; torchvision ``resnet18``). Input 1x3x224x224.

    7x7/2 stem conv + BN + ReLU, 3x3/2 max pool (padding 1), four stages of two
    BasicBlocks (1x1 conv + BN downsample on stride/width changes), adaptive
    average pool and a linear classifier.
    """
    return ResNet18(num_classes=num_classes)


# --------------------------------------------------------------------------
# Small U-Net (after Ronneberger et al., 2015)
# --------------------------------------------------------------------------


def _double_conv(cin: int, cout: int) -> nn.Sequential:
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(),
        nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(),
    )


class SmallUNet(nn.Module):
    """Three-level U-Net for 3x64x64 images producing per-pixel class logits."""

    def __init__(self, num_classes: int = 2, base: int = 16) -> None:
        super().__init__()
        c1, c2, c3, c4 = base, base * 2, base * 4, base * 8
        self.enc1 = _double_conv(3, c1)          # 64x64
        self.enc2 = _double_conv(c1, c2)         # 32x32
        self.enc3 = _double_conv(c2, c3)         # 16x16
        self.pool = nn.MaxPool2d(2)
        self.bottleneck = _double_conv(c3, c4)   # 8x8
        self.up3 = nn.Upsample(scale_factor=2, mode="nearest")
        self.dec3 = _double_conv(c4 + c3, c3)    # 16x16
        self.up2 = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
        self.dec2 = _double_conv(c3 + c2, c2)    # 32x32
        self.up1 = nn.Upsample(scale_factor=2, mode="nearest")
        self.dec1 = _double_conv(c2 + c1, c1)    # 64x64
        self.head = nn.Conv2d(c1, num_classes, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        e3 = self.enc3(self.pool(e2))
        b = self.bottleneck(self.pool(e3))
        d3 = self.dec3(torch.cat([self.up3(b), e3], dim=1))
        d2 = self.dec2(torch.cat([self.up2(d3), e2], dim=1))
        d1 = self.dec1(torch.cat([self.up1(d2), e1], dim=1))
        return self.head(d1)


def small_unet(num_classes: int = 2, base_channels: int = 16) -> SmallUNet:
    """Small U-Net (after Ronneberger et al., 2015). Input 1x3x64x64, output 1xNx64x64.

    Three encoder levels of (conv3x3 + BN + ReLU) x2 with 2x2 max pooling, a
    bottleneck, and a decoder that upsamples x2 (nearest, then bilinear with
    ``align_corners=False``, then nearest), concatenates the skip connection
    and applies (conv3x3 + BN + ReLU) x2; a final 1x1 conv gives class logits.
    """
    return SmallUNet(num_classes=num_classes, base=base_channels)


# --------------------------------------------------------------------------
# Tiny models for quick tests
# --------------------------------------------------------------------------


class TinyCNN(nn.Module):
    """conv3x3 -> ReLU -> maxpool 2x2 -> conv3x3 -> adaptive avg pool -> linear."""

    def __init__(self, num_classes: int = 10) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(16, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.conv2(self.pool(self.relu(self.conv1(x))))
        return self.fc(torch.flatten(self.avgpool(x), 1))


def tiny_cnn(num_classes: int = 10) -> TinyCNN:
    """Tiny CNN for quick tests (no reference architecture). Input 1x3x16x16."""
    return TinyCNN(num_classes=num_classes)


class TinyMLP(nn.Module):
    """linear -> ReLU -> linear."""

    def __init__(self, in_features: int = 16, hidden: int = 32, num_classes: int = 10) -> None:
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(hidden, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.relu(self.fc1(x)))


def tiny_mlp(in_features: int = 16, hidden: int = 32, num_classes: int = 10) -> TinyMLP:
    """Tiny two-layer MLP for quick tests (no reference architecture). Input 1x16."""
    return TinyMLP(in_features=in_features, hidden=hidden, num_classes=num_classes)
