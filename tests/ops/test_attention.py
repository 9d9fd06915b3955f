"""scaled_dot_product_attention and nn.MultiheadAttention through the decomposition."""

import pytest
import torch

from tests.ops.harness import ETHOSU_TARGETS, check_fp, check_int

F = torch.nn.functional
U85_ONLY = tuple(t for t in ETHOSU_TARGETS if t.startswith("ethos-u85"))  # masks need SELECT


class Attention(torch.nn.Module):
    def __init__(self, **options):
        super().__init__()
        self.options = options

    def forward(self, q, k, v, *mask):
        return F.scaled_dot_product_attention(q, k, v, *mask, **self.options)


class SelfAttention(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.attention = torch.nn.MultiheadAttention(16, 2, batch_first=True)

    def forward(self, x):
        return self.attention(x, x, x, need_weights=False)[0]


QKV = ((1, 2, 5, 8), (1, 2, 5, 8), (1, 2, 5, 8))
CASES = {
    "plain": (lambda: Attention(), QKV, ETHOSU_TARGETS),
    "float_mask": (lambda: Attention(), (*QKV, (1, 1, 5, 5)), ETHOSU_TARGETS),
    "causal": (lambda: Attention(is_causal=True), QKV, U85_ONLY),
    "grouped_query": (lambda: Attention(enable_gqa=True), ((1, 4, 3, 8), (1, 2, 6, 8), (1, 2, 6, 8)), ETHOSU_TARGETS),
    "multihead": (SelfAttention, ((1, 6, 16),), ETHOSU_TARGETS),
}


@pytest.mark.parametrize("name", CASES)
def test_attention_int(name):
    make, shapes, targets = CASES[name]
    torch.manual_seed(0)
    check_int(make().eval(), tuple(torch.randn(s) for s in shapes), ethosu_targets=targets)


@pytest.mark.parametrize("name", CASES)
def test_attention_fp(name):
    make, shapes, _ = CASES[name]
    torch.manual_seed(0)
    check_fp(make().eval(), tuple(torch.randn(s) for s in shapes))


def test_bool_mask_fp():
    torch.manual_seed(0)
    q, k, v = (torch.randn(s) for s in QKV)
    mask = torch.rand(1, 1, 5, 5) > 0.3
    mask[..., 0] = True  # every query attends to something

    class Masked(torch.nn.Module):
        def forward(self, q, k, v):
            return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)

    check_fp(Masked().eval(), (q, k, v))
