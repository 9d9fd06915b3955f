"""The memory layout of a program's 4-D inputs and outputs: torch's NCHW, or channels-last NHWC.

With NHWC the program's 4-D inputs (and the outputs that stay channels-last) carry ExecuTorch's
channels-last dim order (0, 2, 3, 1): their buffers hold N, H, W, C from outermost to innermost,
the order the NPU reads and writes, so no delegate starts or ends with a TRANSPOSE. The logical
shape stays (N, C, H, W); only the bytes are in another order.
"""

from __future__ import annotations

from typing import Sequence

from armnpu.errors import ConfigError

IO_LAYOUTS = ("nchw", "nhwc")


def check_io_layout(layout: str) -> str:
    """`layout` in lower case, or a ConfigError naming the accepted ones."""
    name = str(layout).lower()
    if name not in IO_LAYOUTS:
        raise ConfigError(f"unknown IO layout {layout!r}; accepted: {', '.join(IO_LAYOUTS)}")
    return name


def with_io_layout(inputs: Sequence, layout: str) -> tuple:
    """Example inputs for export: with "nhwc", every 4-D tensor in channels-last memory format
    (torch.export records the strides, ExecuTorch turns them into the inputs' dim order)."""
    import torch  # here: the compile spec checks layouts before torch is loaded

    if layout == "nchw":
        return tuple(inputs)
    return tuple(
        t.contiguous(memory_format=torch.channels_last) if isinstance(t, torch.Tensor) and t.dim() == 4 else t
        for t in inputs
    )


def to_buffer_order(tensor, dim_order: Sequence[int]):
    """A tensor's elements as its buffer holds them: shape and order follow `dim_order` (what a
    delegate reads, what ExecuTorch's runtime copies into the NPU's memory byte for byte)."""
    return tensor.permute(*dim_order).contiguous() if len(dim_order) > 1 else tensor.contiguous()


def from_buffer_order(buffer, dim_order: Sequence[int]):
    """The logical tensor whose buffer (in `dim_order`) is `buffer`: the inverse of to_buffer_order."""
    return buffer.permute(*sorted(range(len(dim_order)), key=lambda d: dim_order[d])) if len(dim_order) > 1 else buffer
