"""Which way round convolutions and pools store a 4-D map's height and width.

Vela tiles a feature map in blocks whose shape fits some maps better one way round than the
other: on the Ethos-U55, DS-CNN's 25x5 maps run 9 % faster stored as 5x25. A partition can
therefore be lowered with its convolutions in (N, W, H, C) instead of (N, H, W, C): each kernel,
stride, dilation and padding swaps its two spatial entries, and ops that follow a convolution
keep whichever order their input has. Likewise a stride-2 convolution of few channels (an image
or spectrogram stem) can run as space-to-depth (armnpu.ops.conv). The Ethos-U backend compiles
each variant that applies and keeps the one Vela gives fewer cycles.

One more variant is the guard against armnpu's own choices: PLAIN lowers the partition as the
competitor lays it out (channels-last maps, strided stems, every TRANSPOSE on up to four dims, not
merged to fewer where the target's default merges them, see EthosUTarget.merges_transposes, and
run as a TRANSPOSE where the target's default runs it as a convolution, pointwise and strided
convolutions on single pixels), so that a partition where those choices cost Vela cycles keeps the
plain lowering. It is compiled only where that merged a TRANSPOSE. The U85's convolution for few
channels and its pointwise pixel pairs do not bring it in: they ran in fewer cycles on every shape
measured (EthosUTarget.interleaves_by_conv, EthosUTarget.packs_pixel_pairs). Strided convolutions
on pixel pairs have a guard of their own, the default with them on single pixels: the MAC steps
that choose them miss Vela's weight-fetch bound (wav2letter's stem on the U55 takes 4-10 % more
cycles on pairs under 296 frames, 13 % fewer from there).
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
    (armnpu.ops.conv); whether TRANSPOSEs merge to fewer dims, and move few channels innermost
    by a convolution, where the target does that (armnpu.tosa.lowering)."""

    width_major: bool = False
    space_to_depth: bool = False
    merged_transposes: bool = True
    interleave_by_conv: bool = True
    pixel_pairs: bool = True  # narrow pointwise convolutions read pixel pairs, where the target does that
    width_pairs: bool = True  # stride-2 convolutions read pixel pairs where Vela counts fewer MAC steps

    def __str__(self) -> str:
        """In words, for the compile's progress: "default", "width-major maps", "space-to-depth
        stem", "plain"."""
        if self == PLAIN:
            return "plain"
        chosen = [words for on, words in ((self.width_major, "width-major maps"),
                                          (self.space_to_depth, "space-to-depth stem"),
                                          (not self.merged_transposes, "4-D transposes"),
                                          (not self.width_pairs, "strided convolutions on single pixels")) if on]
        return " + ".join(chosen) or "default"


PLAIN = Variant(merged_transposes=False, interleave_by_conv=False, pixel_pairs=False, width_pairs=False)  # the competitor's layout (module docstring)


# Which variants can win, predicted from the layer shapes (Vela 5.2 cycles, ethos-u55-128 and
# ethos-u85-256, each variant of every partition compiled):
# - WIDTH_MAJOR won only on maps at most 5 wide (25x5 DS-CNN maps, 20x3, 10x3, 8x4 on the U85) and
#   never on wider ones (12x6 conv and depthwise, 32x8, 24x16, 51x20: ties or up to 5.7x the
#   cycles): it is tried where a map is taller than wide and at most WIDTH_MAJOR_MAX_WIDTH wide.
# - A space-to-depth stem of a 3x3 kernel won only with one input channel (DS-CNN's 49x10 MFCCs on
#   both targets, 1x40x101, 1x32x32 on the U55) and lost with 2, 3 or 4 (32x32, 96x96 and 224x224
#   inputs, both targets: 3-18 % more cycles); with a larger kernel it won with 3 (resnet18's
#   7x7 stem on the U55: 22,544,250 -> 21,653,181). It is tried where a stem has at most
#   SPACE_TO_DEPTH_MAX_CHANNELS, or a kernel larger than SPACE_TO_DEPTH_SMALL_KERNEL both ways.
WIDTH_MAJOR_MAX_WIDTH = 8  # the widest tie measured; no win past 5
SPACE_TO_DEPTH_MAX_CHANNELS = 1
SPACE_TO_DEPTH_SMALL_KERNEL = 3


@dataclass
class SpatialChoice:
    """One lowering's variant, and what it saw that other variants might run faster; shared by
    the lowering's control-flow blocks."""

    variant: Variant = Variant()
    tall_maps: bool = False  # a convolution's output was tall and narrow: WIDTH_MAJOR may pay off
    stems: bool = False  # a stem that space-to-depth may run faster
    merged_transposes: bool = False  # a TRANSPOSE ran on fewer dims, or as a planned chain, where PLAIN keeps it whole
    width_pairs: bool = False  # a stride-2 convolution read pixel pairs

    def conv_layout(self, height: int, width: int) -> tuple[int, ...]:
        """The layout of a 2-D convolution with an output of `height` x `width`."""
        self.tall_maps |= height > width > 1 and width <= WIDTH_MAJOR_MAX_WIDTH
        return WIDTH_MAJOR if self.variant.width_major else CHANNELS_LAST

    def saw_stem(self, channels: int, kernel: Sequence[int]) -> None:
        """A stem of `channels` input channels and a (height, width) `kernel` was lowered
        (armnpu.ops.conv runs any as space-to-depth in that variant); one channel, or a large
        kernel, makes the variant worth compiling."""
        self.stems |= channels <= SPACE_TO_DEPTH_MAX_CHANNELS or min(kernel) > SPACE_TO_DEPTH_SMALL_KERNEL

    def variants(self) -> list[Variant]:
        """The variants worth compiling, given what the default lowering saw (the default first)."""
        orientations = [False, True] if self.tall_maps else [False]
        stems = [False, True] if self.stems else [False]
        variants = [Variant(w, s) for s in stems for w in orientations]
        variants += [Variant(width_pairs=False)] if self.width_pairs else []
        return variants + [PLAIN] if self.merged_transposes else variants


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
