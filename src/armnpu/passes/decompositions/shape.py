"""Data movement that TOSA has no single op for, as slices, flips, tiles, reshapes, permutes and cats.

Every part moves data without computing, so the parts share the input's qparams and the
quantized program stays bit-exact to the float one on the values it moves.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

from armnpu.passes.decompose import decomposition
from armnpu.tosa.registry import Sample

aten = torch.ops.aten


# ---- cat / stack of a tensor listed twice ----------------------------------------------


def _lists_a_tensor_twice(node, target) -> bool:
    tensors = node.args[0]
    return len(set(tensors)) < len(tensors)


def _distinct(tensors) -> list[torch.Tensor]:
    """The SHARED annotation maps each input once, so a tensor listed twice would be made to
    share its qparams with itself. Cloning every input after the first breaks the cycle (a
    decomposition's traced inputs are separate tensors: which ones repeat is not visible here)."""
    return [tensors[0], *(t.clone() for t in tensors[1:])]


@decomposition(
    aten.cat.default,
    applies=_lists_a_tensor_twice,
    samples=(Sample(lambda x: torch.cat([x, x], 1), ((1, 2, 3),)),),
)
def cat_with_repeats(tensors, dim=0):
    return torch.cat(_distinct(tensors), dim)


@decomposition(
    aten.stack.default,
    applies=_lists_a_tensor_twice,
    samples=(Sample(lambda x: torch.stack([x, x, x], 0), ((2, 3),)),),
)
def stack_with_repeats(tensors, dim=0):
    return torch.stack(_distinct(tensors), dim)


# ---- roll ----------------------------------------------------------------------------


def _roll_dim(x: torch.Tensor, shift: int, dim: int) -> torch.Tensor:
    size = x.shape[dim]
    shift %= size
    if shift == 0:
        return x
    return torch.cat([x.narrow(dim, size - shift, shift), x.narrow(dim, 0, size - shift)], dim)


@decomposition(aten.roll.default, samples=(Sample(lambda x: torch.roll(x, (1, -2), (1, 2)), ((1, 3, 5),)),))
def roll(x, shifts, dims=()):
    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    dims = [dims] if isinstance(dims, int) else list(dims)
    if not dims:  # torch rolls the flattened tensor
        return _roll_dim(x.reshape(-1), shifts[0], 0).reshape(x.shape)
    for shift, dim in zip(shifts, dims):
        x = _roll_dim(x, shift, dim)
    return x


# ---- non-constant padding ------------------------------------------------------------


def _reflect(x: torch.Tensor, dim: int, before: int, after: int) -> torch.Tensor:
    """Mirror images of the `before` elements after the first and the `after` before the last."""
    size = x.shape[dim]
    parts = [x]
    if before:
        parts.insert(0, x.narrow(dim, 1, before).flip(dim))
    if after:
        parts.append(x.narrow(dim, size - 1 - after, after).flip(dim))
    return torch.cat(parts, dim) if len(parts) > 1 else x


def _replicate(x: torch.Tensor, dim: int, before: int, after: int) -> torch.Tensor:
    size = x.shape[dim]
    parts = [x]
    repeats = [1] * x.dim()
    if before:
        repeats[dim] = before
        parts.insert(0, x.narrow(dim, 0, 1).repeat(repeats))
    if after:
        repeats[dim] = after
        parts.append(x.narrow(dim, size - 1, 1).repeat(repeats))
    return torch.cat(parts, dim) if len(parts) > 1 else x


def _circular(x: torch.Tensor, dim: int, before: int, after: int) -> torch.Tensor:
    size = x.shape[dim]
    parts = [x]
    if before:
        parts.insert(0, x.narrow(dim, size - before, before))
    if after:
        parts.append(x.narrow(dim, 0, after))
    return torch.cat(parts, dim) if len(parts) > 1 else x


_PADDERS = {"reflect": _reflect, "replicate": _replicate, "circular": _circular}


def _pad_by(x: torch.Tensor, padding, mode: str) -> torch.Tensor:
    """Torch's padding order: (before, after) pairs from the last dim backwards."""
    pad = _PADDERS[mode]
    for i in range(len(padding) // 2):
        dim = x.dim() - 1 - i
        before, after = int(padding[2 * i]), int(padding[2 * i + 1])
        if before < 0 or after < 0:  # circular padding may crop
            start = max(-before, 0)
            x = x.narrow(dim, start, x.shape[dim] - start - max(-after, 0))
        x = pad(x, dim, max(before, 0), max(after, 0))
    return x


def _non_constant_mode(node, target) -> bool:
    mode = node.args[2] if len(node.args) > 2 else node.kwargs.get("mode", "constant")
    return mode in _PADDERS


@decomposition(
    aten.pad.default,
    applies=_non_constant_mode,
    samples=(
        Sample(lambda x: F.pad(x, (1, 2, 2, 1), mode="reflect"), ((1, 2, 4, 5),)),
        Sample(lambda x: F.pad(x, (2, 1), mode="replicate"), ((1, 2, 5),)),
        Sample(lambda x: F.pad(x, (1, 2), mode="circular"), ((1, 2, 5),)),
    ),
)
def pad(x, padding, mode="constant", value=None):
    return _pad_by(x, padding, mode)


@decomposition(
    aten.reflection_pad1d.default,
    aten.reflection_pad2d.default,
    aten.reflection_pad3d.default,
    samples=(Sample(lambda x: aten.reflection_pad2d(x, [1, 2, 2, 0]), ((1, 2, 4, 5),)),),
)
def reflection_pad(x, padding):
    return _pad_by(x, padding, "reflect")


@decomposition(
    aten.replication_pad1d.default,
    aten.replication_pad2d.default,
    aten.replication_pad3d.default,
    samples=(Sample(lambda x: aten.replication_pad1d(x, [2, 1]), ((1, 2, 5),)),),
)
def replication_pad(x, padding):
    return _pad_by(x, padding, "replicate")


@decomposition(aten._pad_circular.default, samples=(Sample(lambda x: aten._pad_circular(x, [1, 2]), ((1, 2, 5),)),))
def circular_pad(x, padding):
    return _pad_by(x, padding, "circular")


# ---- pixel shuffle -------------------------------------------------------------------


@decomposition(aten.pixel_shuffle.default, samples=(Sample(lambda x: F.pixel_shuffle(x, 2), ((1, 8, 3, 4),)),))
def pixel_shuffle(x, upscale_factor):
    r = upscale_factor
    *batch, channels, height, width = x.shape
    # Batch dims merge into one so the 6-D intermediate stays within TOSA's rank limit.
    y = x.reshape(-1, channels // (r * r), r, r, height, width).permute(0, 1, 4, 2, 5, 3)
    return y.reshape(*batch, channels // (r * r), height * r, width * r)


@decomposition(aten.pixel_unshuffle.default, samples=(Sample(lambda x: F.pixel_unshuffle(x, 2), ((1, 2, 4, 6),)),))
def pixel_unshuffle(x, downscale_factor):
    r = downscale_factor
    *batch, channels, height, width = x.shape
    y = x.reshape(-1, channels, height // r, r, width // r, r).permute(0, 1, 3, 5, 2, 4)
    return y.reshape(*batch, channels * r * r, height // r, width // r)


# ---- unfold --------------------------------------------------------------------------


@decomposition(
    aten.unfold.default,
    aten.unfold_copy.default,
    samples=(Sample(lambda x: x.unfold(2, 3, 2), ((1, 2, 7),)),),
)
def unfold(x, dimension, size, step):
    """Windows of `size` every `step` along `dimension`, stacked there; the window becomes the last dim."""
    dim = dimension % x.dim()
    count = (x.shape[dim] - size) // step + 1
    windows = torch.stack([x.narrow(dim, i * step, size) for i in range(count)], dim)
    return windows.movedim(dim + 1, -1)


def _functional_copy(node, target) -> bool:
    """copy, or an in-place copy_ into a tensor nothing else reads (so nothing sees the mutation)."""
    return node.target is aten.copy.default or len(node.args[0].users) == 1


@decomposition(aten.copy.default, aten.copy_.default, applies=_functional_copy,
               samples=(Sample(lambda x: torch.zeros(x.shape).copy_(x * 2.0) + x, ((2, 3, 4),)),))
def copy(destination, source, non_blocking=False):
    """The copied values, in the destination's shape and dtype (its own values are overwritten)."""
    return source.to(destination.dtype).expand(destination.shape).clone()


# ---- repeat_interleave with a number of repeats ---------------------------------------------


def _repeats_a_number(node, target) -> bool:
    return isinstance(node.args[1], int)


@decomposition(
    aten.repeat_interleave.self_int,
    applies=_repeats_a_number,
    samples=(Sample(lambda x: x.repeat_interleave(3, 1), ((2, 4),)),
             Sample(lambda x: torch.repeat_interleave(x, 2), ((2, 3),))),
)
def repeat_interleave(x, repeats, dim=None, *, output_size=None):
    """Each element `repeats` times in a row: a new axis after `dim`, expanded, merged into `dim`."""
    if dim is None:
        x, dim = x.reshape(-1), 0
    dim = dim % x.dim()
    shape = list(x.shape)
    expanded = x.unsqueeze(dim + 1).expand(*shape[:dim + 1], repeats, *shape[dim + 1:])
    return expanded.reshape(*shape[:dim], shape[dim] * repeats, *shape[dim + 1:])


# ---- resizing a single pixel ---------------------------------------------------------------


def _single_pixel(node, target) -> bool:
    """A 1x1 input spread over more than one pixel (1x1 to 1x1 is a RESIZE that moves nothing)."""
    return tuple(node.args[0].meta["val"].shape[-2:]) == (1, 1) != tuple(node.meta["val"].shape[-2:])


@decomposition(
    aten.upsample_bilinear2d.vec, aten.upsample_nearest2d.vec,
    applies=_single_pixel,
    samples=(Sample(lambda x: F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=True), ((2, 3, 1, 1),)),
             Sample(lambda x: F.interpolate(x, size=(2, 3), mode="nearest"), ((1, 2, 1, 1),))),
)
def resize_single_pixel(x, output_size, *args):
    """Every sample of a 1x1 input is that pixel, in any mode: a broadcast (TOSA RESIZE has no
    position to sample with align_corners and a unit size)."""
    size = list(output_size) if output_size is not None else [math.floor(scale) for scale in args[-1]]
    return x.expand(*x.shape[:2], *size).clone()
