"""int64 values built from constants in forward (positions, relative-position buckets, mask
counts): narrowed to int32 or folded before quantization, and every op after them delegated."""

from __future__ import annotations

import pytest
import torch

from tests.ops.harness import check_int


class RelativeBuckets(torch.nn.Module):
    """T5's relative-position buckets: int64 arange arithmetic with an in-place update, log,
    min and where, then an embedding of the buckets added to the input."""

    def __init__(self, positions: int = 6, buckets: int = 4):
        super().__init__()
        self.positions, self.buckets = positions, buckets
        self.bias = torch.nn.Embedding(2 * buckets, 1)

    def forward(self, x):
        context = torch.arange(self.positions, dtype=torch.long)[:, None]
        memory = torch.arange(self.positions, dtype=torch.long)[None, :]
        relative = memory - context
        buckets = (relative > 0).to(torch.long) * self.buckets
        relative = torch.abs(relative)
        exact = self.buckets // 2
        large = exact + (torch.log(relative.float() / exact) / 2.0 * (self.buckets - exact)).to(torch.long)
        large = torch.min(large, torch.full_like(large, self.buckets - 1))
        buckets += torch.where(relative < exact, relative, large)
        return x + self.bias(buckets).squeeze(-1)


class RotaryUnderNoGrad(torch.nn.Module):
    """Llama's rotary embedding: cos of int64 positions, computed in a torch.no_grad() block."""

    def __init__(self, dim: int = 8):
        super().__init__()
        self.register_buffer("inv_freq", 1.0 / 100 ** (torch.arange(0, dim, 2).float() / dim))

    def forward(self, x):
        positions = torch.arange(x.shape[1])[None, :]
        with torch.no_grad():
            angles = positions[:, :, None].float() * self.inv_freq[None, None, :]
            cos = torch.cat([angles, angles], dim=-1).cos().to(x.dtype)
        return x * cos


class MaskCount(torch.nn.Module):
    """A cumsum over a bool mask (transformers' packed-sequence check): an int64 count."""

    def forward(self, x):
        positions = torch.arange(x.shape[-1])
        count = (positions.diff(prepend=positions[:1] - 1) != 1).cumsum(-1)
        return x + count.to(x.dtype) + positions.to(x.dtype)


CASES = {
    "relative_buckets": (RelativeBuckets(), (1, 6, 6)),
    "rotary_under_no_grad": (RotaryUnderNoGrad(), (1, 5, 8)),
    "mask_count": (MaskCount(), (2, 8)),
}


@pytest.mark.parametrize("name", CASES)
def test_int64_constants_int(name):
    module, shape = CASES[name]
    worst = check_int(module.eval(), (torch.randn(shape),))
    print(f"{name}: max diff {worst} quanta")
