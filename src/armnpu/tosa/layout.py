"""Layout algebra: how a value's TOSA dim order (its layout, see `Value.perm`) survives a reshape.

A reshape is free in any layout that keeps the TOSA buffer's element order: a single
RESHAPE, no TRANSPOSE. These functions find such layouts; they emit nothing.
"""

from __future__ import annotations

from typing import Optional, Sequence


def canonical(layout: Sequence[int]) -> tuple[int, ...]:
    """`Value.perm` spelling of a layout: () for the identity."""
    layout = tuple(layout)
    return () if layout == tuple(range(len(layout))) else layout


def nonunit_order(shape: Sequence[int], layout: Sequence[int]) -> list[int]:
    """The dims of size other than one, in layout order: two layouts with the same one store
    the same elements in the same order (moving unit dims is a RESHAPE)."""
    return [d for d in layout if shape[d] != 1]


def _dim_groups(in_shape: Sequence[int], out_shape: Sequence[int]) -> list[tuple[list[int], list[int]]]:
    """Pair runs of non-unit input dims with the runs of output dims they reshape into."""
    ins = [d for d, s in enumerate(in_shape) if s != 1]
    outs = [d for d, s in enumerate(out_shape) if s != 1]
    groups, i, j = [], 0, 0
    while i < len(ins):
        group_in, group_out = [ins[i]], [outs[j]]
        size_in, size_out = in_shape[ins[i]], out_shape[outs[j]]
        i, j = i + 1, j + 1
        while size_in != size_out:
            if size_in < size_out:
                group_in.append(ins[i])
                size_in *= in_shape[ins[i]]
                i += 1
            else:
                group_out.append(outs[j])
                size_out *= out_shape[outs[j]]
                j += 1
        groups.append((group_in, group_out))
    return groups


def _with_unit_dims(nonunit: list[int], shape: Sequence[int]) -> tuple[int, ...]:
    """Complete a layout of the non-unit dims: each unit dim goes right after its torch predecessor."""
    layout = list(nonunit)
    for d, size in enumerate(shape):
        if size == 1:
            layout.insert(layout.index(d - 1) + 1 if d else 0, d)
    return tuple(layout)


def reshape_layout(in_shape: Sequence[int], layout: Sequence[int], out_shape: Sequence[int]) -> Optional[tuple[int, ...]]:
    """The layout of the reshaped value whose TOSA buffer has the input's element order,
    or None when the reshape reorders elements in this layout.

    Each group of torch dims that merges or splits must be stored contiguously and in
    torch order in the TOSA tensor; the groups themselves may be stored in any order."""
    order = nonunit_order(in_shape, layout)
    placed = []
    for group_in, group_out in _dim_groups(in_shape, out_shape):
        start = order.index(group_in[0])
        if order[start : start + len(group_in)] != group_in:
            return None
        placed.append((start, group_out))
    return _with_unit_dims([d for _, group_out in sorted(placed) for d in group_out], out_shape)
