"""Which way round convolutions and pools store a 4-D map's height and width.

Vela tiles a feature map in blocks whose shape fits some maps better one way round than the
other: on the Ethos-U55, DS-CNN's 25x5 maps run 9 % faster stored as 5x25. A partition can
therefore be lowered with its convolutions in (N, W, H, C) instead of (N, H, W, C): each kernel,
stride, dilation and padding swaps its two spatial entries, and ops that follow a convolution
keep whichever order their input has. Likewise a stride-2 convolution of few channels (an image
or spectrogram stem) can run as space-to-depth (armnpu.ops.conv). The Ethos-U backend compiles
each variant that applies and keeps the one Vela gives fewer cycles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np


def channels_last(rank: int) -> tuple[int, ...]:
    """The layout convolutions want by default: (N, spatial..., C)."""
    return (0, *range(2, rank), 1) if rank >= 3 else tuple(range(rank))


CHANNELS_LAST = channels_last(4)  # (N, H, W, C)
WIDTH_MAJOR = (0, 3, 2, 1)  # (N, W, H, C)


@dataclass(frozen=True)
class Variant:
    """How a lowering lays out convolutions: on WIDTH_MAJOR maps, and stems as space-to-depth
    (armnpu.ops.conv)."""

    width_major: bool = False
    space_to_depth: bool = False

    def __str__(self) -> str:
        """In words, for the compile's progress: "plain", "width-major maps", "space-to-depth stem"."""
        chosen = [words for on, words in ((self.width_major, "width-major maps"),
                                          (self.space_to_depth, "space-to-depth stem")) if on]
        return " + ".join(chosen) or "plain"


@dataclass
class SpatialChoice:
    """One lowering's variant, and what it saw that other variants might run faster; shared by
    the lowering's control-flow blocks."""

    variant: Variant = Variant()
    tall_maps: bool = False  # a convolution's output was taller than wide: WIDTH_MAJOR may pay off
    stems: bool = False  # a convolution could run as space-to-depth

    def conv_layout(self, height: int, width: int) -> tuple[int, ...]:
        """The layout of a 2-D convolution with an output of `height` x `width`."""
        self.tall_maps |= height > width > 1
        return WIDTH_MAJOR if self.variant.width_major else CHANNELS_LAST

    def variants(self) -> list[Variant]:
        """The variants worth compiling, given what the default lowering saw (the default first)."""
        orientations = [False, True] if self.tall_maps else [False]
        stems = [False, True] if self.stems else [False]
        return [Variant(w, s) for s in stems for w in orientations]


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
