"""Layout algebra: how a value's TOSA dim order (its layout, see `Value.perm`) survives a reshape.

A reshape is free in any layout that keeps the TOSA buffer's element order: a single
RESHAPE, no TRANSPOSE. These functions find such layouts; they emit nothing.
"""

from __future__ import annotations

import heapq
import itertools
import math
from math import prod
from typing import Callable, Optional, Sequence

from armnpu.targets import VELA_LIMITS

# vela-workaround(5.2.0): TRANSPOSE rank capped at MAX_TRANSPOSE_RANK
# Vela 5.2 runs a TRANSPOSE of more than four dims slower than the same data movement on fewer
# dims, and fails on large ones ([1,3,112,2,112,2] -> perm (0,3,5,1,2,4) on ethos-u55-128). Whether
# to go below four is the target's call (EthosUTarget.merges_transposes).
MAX_TRANSPOSE_RANK = 4


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


def compact_transpose(
    shape: Sequence[int], perm: Sequence[int], fewest: bool = False
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """TRANSPOSE(shape, perm) as the same data movement on at most MAX_TRANSPOSE_RANK dims (with
    `fewest`, on as few as it allows): unit dims dropped, then runs of input dims that stay
    adjacent and in order merged, smallest first, while the merged dim stays below the NPU's axis limit.

    (shape, perm) comes back unchanged when it already fits, and when the merged movement still
    has more than MAX_TRANSPOSE_RANK dims: Vela runs small TRANSPOSEs of any rank."""
    keep_rank = 1 if fewest else MAX_TRANSPOSE_RANK
    if len(shape) <= keep_rank:
        return tuple(shape), tuple(perm)
    groups = [[d] for d in range(len(shape)) if shape[d] != 1]  # in input order
    out_order = [d for d in perm if shape[d] != 1]

    def size(dims: list[int]) -> int:
        return prod(shape[d] for d in dims)

    def mergeable(i: int) -> bool:
        adjacent = out_order.index(groups[i + 1][0]) == out_order.index(groups[i][-1]) + 1
        return adjacent and size(groups[i] + groups[i + 1]) < VELA_LIMITS.axis

    while len(groups) > keep_rank:
        candidates = [i for i in range(len(groups) - 1) if mergeable(i)]
        if not candidates:
            break
        i = min(candidates, key=lambda i: size(groups[i] + groups[i + 1]))
        groups[i : i + 2] = [groups[i] + groups[i + 1]]
    if len(groups) > MAX_TRANSPOSE_RANK:
        return tuple(shape), tuple(perm)
    position = {group[0]: k for k, group in enumerate(groups)}
    return tuple(size(group) for group in groups), tuple(position[d] for d in out_order if d in position)


Move = tuple[tuple[int, ...], tuple[int, ...]]  # one TRANSPOSE: (its input shape, its perm)
_THREE_RUN_ORDERS = tuple(p for p in itertools.permutations(range(3)) if p != (0, 1, 2))


def planned_transposes(shape: Sequence[int], perm: Sequence[int],
                       cost: Callable[[Sequence[int], Sequence[int]], float]) -> Optional[list[Move]]:
    """TRANSPOSE(shape, perm) as the cheapest chain, by `cost`, of 3-D TRANSPOSEs: each reads the
    buffer as three consecutive runs of dims (a RESHAPE) and reorders the runs. None when the
    movement already has at most three non-unit dims (one such TRANSPOSE).

    The dims a TRANSPOSE of four or more keeps in place still cost a pass each when the compiler
    splits it; three runs can carry any of them along, so the chain picks how. Searched over every
    order of the non-unit dims (at most 6! with TOSA's rank limit): Dijkstra on orders."""
    sizes = {d: shape[d] for d in range(len(shape)) if shape[d] != 1}
    start = tuple(sizes)
    goal = tuple(d for d in perm if d in sizes)
    if len(start) <= 3:
        return None
    best: dict[tuple[int, ...], float] = {start: 0.0}
    came_from: dict[tuple[int, ...], tuple[tuple[int, ...], Move]] = {}
    frontier = [(0.0, start)]
    while frontier:
        spent, order = heapq.heappop(frontier)
        if order == goal:
            break
        if spent > best[order]:
            continue
        for first, second in itertools.combinations(range(1, len(order)), 2):
            runs = (order[:first], order[first:second], order[second:])
            run_shape = tuple(prod(sizes[d] for d in run) for run in runs)
            if max(run_shape) >= VELA_LIMITS.axis:
                continue
            for run_order in _THREE_RUN_ORDERS:
                step = cost(run_shape, run_order)
                after = tuple(d for r in run_order for d in runs[r])
                if spent + step < best.get(after, math.inf):
                    best[after] = spent + step
                    came_from[after] = (order, (run_shape, run_order))
                    heapq.heappush(frontier, (spent + step, after))
    moves: list[Move] = []
    order = goal
    while order != start:
        order, move = came_from[order]
        moves.append(move)
    return moves[::-1]
