"""Audio / keyword-spotting example models, written in plain torch.

Weights are random: these models exist to exercise the compiler. Build them
through :data:`armnpu.examples.EXAMPLES` to get a seeded model with
non-trivial BatchNorm statistics.
"""

from __future__ import annotations

import torch
from torch import nn

__all__ = ["DSCNN", "Conv1dSpeech", "ds_cnn", "conv1d_speech"]


class _DepthwiseSeparable(nn.Sequential):
    def __init__(self, channels: int) -> None:
        super().__init__(
            nn.Conv2d(channels, channels, 3, padding=1, groups=channels),
            nn.BatchNorm2d(channels),
            nn.ReLU(),
            nn.Conv2d(channels, channels, 1),
            nn.BatchNorm2d(channels),
            nn.ReLU(),
        )


class DSCNN(nn.Module):
    """DS-CNN keyword spotter (MLPerf Tiny KWS reference, "DS-CNN small").

    Mirrors ``keras_model.py`` of the MLPerf Tiny KWS benchmark: convs keep
    their biases (Keras' default), dropouts are kept (identity in eval) and the
    softmax is left out, so the model returns logits.
    """

    def __init__(self, num_classes: int = 12, channels: int = 64, num_blocks: int = 4) -> None:
        super().__init__()
        # Keras "same" padding for a 10x4/2 kernel on 49x10 pads (4,5)x(1,1);
        # symmetric (5,1) gives the same 25x5 output without a separate pad op.
        self.conv1 = nn.Conv2d(1, channels, (10, 4), stride=2, padding=(5, 1))
        self.bn1 = nn.BatchNorm2d(channels)
        self.relu = nn.ReLU()
        self.dropout1 = nn.Dropout(0.2)
        self.blocks = nn.Sequential(*(_DepthwiseSeparable(channels) for _ in range(num_blocks)))
        self.dropout2 = nn.Dropout(0.4)
        self.avgpool = nn.AvgPool2d((25, 5))
        self.fc = nn.Linear(channels, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.dropout1(self.relu(self.bn1(self.conv1(x))))
        x = self.avgpool(self.dropout2(self.blocks(x)))
        return self.fc(torch.flatten(x, 1))


def ds_cnn(num_classes: int = 12) -> DSCNN:
    """DS-CNN small keyword spotter (MLPerf Tiny KWS; Zhang et al., "Hello Edge", 2017).

    Input 1x1x49x10 (49 MFCC frames x 10 coefficients). Conv 10x4 stride 2 to 64
    channels + BN + ReLU, four depthwise-separable blocks (depthwise 3x3 + BN +
    ReLU + pointwise 1x1 + BN + ReLU), 25x5 average pool, linear to 12 classes.
    """
    return DSCNN(num_classes=num_classes)


class Conv1dSpeech(nn.Module):
    """Small 1-D temporal conv net over (features x time) inputs."""

    def __init__(self, in_features: int = 40, num_classes: int = 12) -> None:
        super().__init__()
        # (cin, cout, kernel, stride): time 101 -> 51 -> 26 -> 13 -> 13
        spec = ((in_features, 64, 5, 2), (64, 64, 3, 2), (64, 128, 3, 2), (128, 128, 3, 1))
        layers: list[nn.Module] = []
        for cin, cout, k, s in spec:
            layers += [nn.Conv1d(cin, cout, k, stride=s, padding=k // 2, bias=False), nn.BatchNorm1d(cout), nn.ReLU()]
        self.features = nn.Sequential(*layers)
        self.fc = nn.Linear(128, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(self.features(x).mean(dim=-1))


def conv1d_speech(in_features: int = 40, num_classes: int = 12) -> Conv1dSpeech:
    """Small 1-D conv keyword spotter (temporal convs in the style of TC-ResNet, no residuals).

    Input 1x40x101 (40 log-mel/MFCC features x 101 frames). Four Conv1d + BN +
    ReLU layers (three with stride 2), mean over time, linear to 12 classes.
    """
    return Conv1dSpeech(in_features=in_features, num_classes=num_classes)
