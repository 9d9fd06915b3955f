"""Which way round convolutions and pools store a 4-D map's height and width.

Vela tiles a feature map in blocks whose shape fits some maps better one way round than the
other: on the Ethos-U55, DS-CNN's 25x5 maps run 9 % faster stored as 5x25. A partition can
therefore be lowered with its convolutions in (N, W, H, C) instead of (N, H, W, C): each kernel,
stride, dilation and padding swaps its two spatial entries, and ops that follow a convolution
keep whichever order their input has. The Ethos-U backend compiles both programs when a
convolution's map is taller than wide and keeps the one Vela gives fewer cycles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

CHANNELS_LAST = (0, 2, 3, 1)  # (N, H, W, C)
WIDTH_MAJOR = (0, 3, 2, 1)  # (N, W, H, C)


@dataclass
class SpatialChoice:
    """One lowering's choice, shared by its control-flow blocks."""

    width_major: bool = False  # convolutions run in WIDTH_MAJOR
    tall_maps: bool = False  # a convolution's output was taller than wide: WIDTH_MAJOR may pay off

    def conv_layout(self, height: int, width: int) -> tuple[int, ...]:
        """The layout of a 2-D convolution with an output of `height` x `width`."""
        self.tall_maps |= height > width > 1
        return WIDTH_MAJOR if self.width_major else CHANNELS_LAST


def following(layout: Sequence[int]) -> tuple[int, ...]:
    """The layout an op that follows its 4-D input runs in: WIDTH_MAJOR if the input has it."""
    return WIDTH_MAJOR if tuple(layout) == WIDTH_MAJOR else CHANNELS_LAST


def hw(pair: Sequence[int], layout: Sequence[int]) -> list[int]:
    """A (height, width) attribute (kernel, stride, dilation) in `layout`'s order."""
    return list(pair)[::-1] if tuple(layout) == WIDTH_MAJOR else list(pair)


def pad_hw(pad: Sequence[int], layout: Sequence[int]) -> list[int]:
    """A (top, bottom, left, right) padding in `layout`'s order."""
    top, bottom, left, right = pad
    return [left, right, top, bottom] if tuple(layout) == WIDTH_MAJOR else [top, bottom, left, right]


def weight_hw(data: np.ndarray, axes: tuple[int, int], layout: Sequence[int]) -> np.ndarray:
    """A convolution weight whose kernel height and width are `axes`, in `layout`'s order."""
    return np.ascontiguousarray(np.swapaxes(data, *axes)) if tuple(layout) == WIDTH_MAJOR else data
