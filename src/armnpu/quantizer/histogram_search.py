"""The path of torch's HistogramObserver range search, step for step, in a fraction of its time.

The search (HistogramObserver._non_linear_param_search) narrows [start, end] bin by bin along
the histogram's quantiles, in steps of 1e-5, and stops at the first narrowing whose L2
quantization error grows. Which ranges it tries does not depend on the errors, only where it
stops does, so the ranges come from a generator. It walks torch's steps on Python numbers, with
the bounds compared in float32 as torch compares them, and takes the runs of steps that move no
bin at once, in numpy. On a MobileViT with 780 observers, torch's loop took 122 s of a 216 s
compile.
"""

from __future__ import annotations

from typing import Iterator

import numpy as np

_STEP = 1e-5


def candidate_bins(cumulative: list[float], total: float, bins: int) -> Iterator[tuple[int, int]]:
    """The ranges torch's search tries, in order, as long as each one is taken. The bounds are
    compared as torch compares them, in float32."""
    alpha, beta = 0.0, 1.0
    start, end = 0, bins - 1
    while alpha < beta:
        next_alpha, next_beta = alpha + _STEP, beta - _STEP
        low_bound, high_bound = float(np.float32(next_alpha * total)), float(np.float32(next_beta * total))
        left, right = start, end
        while left < end and cumulative[left] < low_bound:
            left += 1
        while right > start and cumulative[right] > high_bound:
            right -= 1
        next_start, next_end = start, end
        if left - start > end - right:
            next_start, alpha = left, next_alpha
        else:
            next_end, beta = right, next_beta
        if (next_start, next_end) == (start, end):
            beta = _unchanged_steps_skipped(alpha, beta, total, cumulative[end], end > start)
            continue
        yield next_start, next_end
        start, end = next_start, next_end


def _unchanged_steps_skipped(alpha: float, beta: float, total: float, end_count: float, end_can_move: bool) -> float:
    """beta after the search's next steps that move no bin: with alpha fixed, each step only lowers
    beta by the step, until the end bin's cumulative count `end_count` exceeds the float32 bound
    beta * total (or alpha reaches beta). Returns beta before the first step that moves the end bin.
    np.subtract.accumulate subtracts in sequence, so each beta is the float64 the loop would reach."""
    chunk = 16
    while True:
        steps = np.full(chunk + 1, _STEP)
        steps[0] = beta
        betas = np.subtract.accumulate(steps)  # betas[i]: beta after i steps
        bounds = (betas[1:] * total).astype(np.float32)  # each step's high bound, from its next beta
        stops = (betas[:-1] <= alpha) | (end_can_move & (end_count > bounds))
        if stops.any():
            return float(betas[int(np.argmax(stops))])
        beta = float(betas[-1])
        chunk = min(chunk * 4, 65536)
