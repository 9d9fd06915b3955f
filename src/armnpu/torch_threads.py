"""Run torch on one thread for a while. The simulator's matmuls and the quantize/dequantize
kernels at a delegate's edges are small: a thread pool competing with other processes made them
ten to a hundred times slower (a 2-layer LLM decode call: 110 ms instead of 43 ms on a busy
2-core host)."""

from __future__ import annotations

import contextlib
from typing import Iterator

import torch


@contextlib.contextmanager
def one_thread() -> Iterator[None]:
    """torch's intra-op thread count is 1 inside the block, then what it was."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)
