"""A small CNN trained on real data: scikit-learn's 8x8 handwritten digits (bundled, no download).

Plain torch + scikit-learn, no backend imports: compare.py trains it once and both its process
and the competitor's worker build the architecture from here and load the same state dict.

The split (stratified, fixed seed) and the training (fixed seed, fixed batch order, single
thread) are deterministic; training takes a few seconds on one core.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

NAME = "digits"
SEED = 0
TEST_FRACTION = 0.2
EPOCHS = 6
TRAIN_BATCH = 32
LEARNING_RATE = 3e-3


@dataclass(frozen=True)
class DigitsSplit:
    """Images (N, 1, 8, 8) scaled to [0, 1] and their labels (N,)."""

    train_images: torch.Tensor
    train_labels: torch.Tensor
    test_images: torch.Tensor
    test_labels: torch.Tensor


class DigitsNet(nn.Module):
    """conv-BN-ReLU x2, maxpool, conv-BN-ReLU, global average pool, linear."""

    def __init__(self, num_classes: int = 10) -> None:
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(32, 64, 3, padding=1), nn.BatchNorm2d(64), nn.ReLU(),
        )
        self.fc = nn.Linear(64, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(self.features(x).mean(dim=(2, 3)))


def load_split() -> DigitsSplit:
    """The digits, split 80/20 (stratified, seed SEED) into training and held-out test images."""
    from sklearn.datasets import load_digits
    from sklearn.model_selection import train_test_split

    data = load_digits()
    images = torch.tensor(data.images / 16.0, dtype=torch.float32).unsqueeze(1)
    labels = torch.tensor(data.target)
    train_idx, test_idx = train_test_split(
        torch.arange(len(labels)).numpy(), test_size=TEST_FRACTION, random_state=SEED, stratify=labels.numpy()
    )
    train_idx, test_idx = torch.from_numpy(train_idx), torch.from_numpy(test_idx)
    return DigitsSplit(images[train_idx], labels[train_idx], images[test_idx], labels[test_idx])


def train(split: DigitsSplit) -> DigitsNet:
    """A DigitsNet trained on the split's training images (deterministic), in eval mode."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # reductions in another thread count round differently
    try:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(SEED)
            model = DigitsNet()
            optimizer = torch.optim.Adam(model.parameters(), lr=LEARNING_RATE)
            order = torch.Generator().manual_seed(SEED)
            model.train()
            for _ in range(EPOCHS):
                permutation = torch.randperm(len(split.train_labels), generator=order)
                for start in range(0, len(permutation), TRAIN_BATCH):
                    batch = permutation[start:start + TRAIN_BATCH]
                    optimizer.zero_grad()
                    loss = nn.functional.cross_entropy(model(split.train_images[batch]), split.train_labels[batch])
                    loss.backward()
                    optimizer.step()
    finally:
        torch.set_num_threads(threads)
    return model.eval()


def calibration_batches(split: DigitsSplit, n: int) -> list[tuple[torch.Tensor]]:
    """`n` training images from a fixed shuffle, one per input tuple.

    One image per call, like the compiled program: a graph exported at batch 1 may hard-code
    the batch (ET's quantizer rewrites linear layers with reshapes to it)."""
    order = torch.randperm(len(split.train_labels), generator=torch.Generator().manual_seed(SEED + 1))
    return [(split.train_images[order[i % len(order)]].unsqueeze(0),) for i in range(n)]


def held_out_inputs(split: DigitsSplit, n: int) -> list[tuple[torch.Tensor]]:
    """The first `n` test images, one per input tuple (batch 1, like the compiled program)."""
    return [(split.test_images[i:i + 1],) for i in range(min(n, len(split.test_labels)))]


def example_inputs(split: DigitsSplit) -> tuple[torch.Tensor]:
    """The shape the program is compiled for: one image."""
    return (split.train_images[:1],)
