"""scaled_dot_product_attention and nn.MultiheadAttention through the decomposition."""

import pytest
import torch

import armnpu
from armnpu.report_data.collect import from_compiled
from armnpu.verify.delegates import check_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import (
    ETHOSU_TARGETS,
    calibration_batches,
    check_fp,
    check_int,
    max_error_in_quanta,
    output_scales,
    sqnr_db,
)

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


@pytest.mark.parametrize("mask", ["causal", "key_padding"])
def test_masked_attention_int_tracks_the_float_model(mask):
    # A mask fills scores with float32's lowest value; calibration must not see it, or the scores
    # get a scale of 1e36 and every query attends uniformly (bit-exact, and useless).
    torch.manual_seed(0)
    if mask == "causal":
        module = Attention(is_causal=True)
    else:
        keep = torch.rand(1, 2, 1, 16) > 0.3
        keep[..., 0] = True  # a query with no key to attend to averages them all (torch gives 0)

        class module_class(torch.nn.Module):
            def forward(self, q, k, v):
                return F.scaled_dot_product_attention(q, k, v, attn_mask=keep)

        module = module_class()
    inputs = tuple(torch.randn(1, 2, 16, 8) for _ in range(3))
    check_int(module.eval(), inputs, ethosu_targets=())
    compiled = armnpu.compile(module.eval(), inputs, target="TOSA-1.0+INT", calibration=calibration_batches(inputs))
    with torch.no_grad():
        reference = module(*inputs)
    sqnr = sqnr_db(reference, compiled.quantized_model(*inputs))
    print(f"{mask} attention: {sqnr:.1f} dB against the float model")
    assert sqnr > 15.0


@pytest.mark.parametrize("mask", ["causal", "bool", "additive"])
def test_masked_keys_get_no_attention_in_the_integer_program(mask):
    # The values of the keys a query may not see are large, the others 0: in float every output
    # row before the first large value is exactly 0, and so must the integer program's be. The
    # mask's fill, saturated to the scores' lowest int8 code, would keep each masked key about
    # exp(-range) of the weight; the masked softmax zeroes it with the mask. sdpa's fill is a
    # torch.tensor constant, which reaches the softmax's matching as a lift_fresh_copy; eager
    # attention adds a where(keep, 0, fill) to the scores.
    torch.manual_seed(0)
    length, visible = 16, 8
    causal = torch.ones(length, length, dtype=torch.bool).tril()

    class Masked(torch.nn.Module):
        def forward(self, q, k, v):
            if mask == "causal":
                return F.scaled_dot_product_attention(q, k, v, is_causal=True)
            if mask == "additive":  # eager attention (Gemma 2's, with its soft cap): scores + mask
                scores = torch.tanh(q @ k.transpose(-2, -1) / 8.0) * 8.0
                fill = torch.where(causal, torch.zeros(()), torch.finfo(torch.float32).min)
                return torch.softmax(scores + fill, -1) @ v
            return F.scaled_dot_product_attention(q, k, v, attn_mask=causal)

    def inputs(seed):
        generator = torch.Generator().manual_seed(seed)
        q, k = (torch.randn(1, 2, length, 8, generator=generator) for _ in range(2))
        v = torch.zeros(1, 2, length, 8)
        v[:, :, visible:] = 4.0
        return q, k, v

    module = Masked().eval()
    compiled = armnpu.compile(module, inputs(0), target="TOSA-1.0+INT", calibration=[inputs(s) for s in range(4)])
    (scale,) = output_scales(compiled)
    (integer,) = run_edge_program(compiled.edge_program, inputs(9))
    assert torch.equal(module(*inputs(9))[:, :, :visible], torch.zeros(1, 2, visible, 8))
    leaked = integer[:, :, :visible].abs().max().item() / scale
    print(f"{mask}: masked keys reach {leaked:.1f} output quanta")
    assert leaked <= 1.0


def test_causal_attention_runs_whole_on_the_u55():
    """The causal mask is a constant of the graph and the U55 masks with it by a MINIMUM (it has
    no SELECT): one delegate and no CPU op, where the mask's ops and the where stayed on the CPU
    between two delegates."""
    torch.manual_seed(0)
    inputs = tuple(torch.randn(1, 2, 16, 8) for _ in range(3))
    module = Attention(is_causal=True).eval()
    compiled = armnpu.compile(module, inputs, target="ethos-u55-128", calibration=calibration_batches(inputs),
                              int16_outputs=False)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    assert max_error_in_quanta(compiled, inputs) <= 1.0


class CachedAttention(torch.nn.Module):
    """A decoding step: keys and values are a cache with the new tokens' projections appended."""

    def __init__(self):
        super().__init__()
        self.q, self.k, self.v = (torch.nn.Linear(16, 16) for _ in range(3))

    def forward(self, x, k_cache, v_cache):
        heads = lambda t: t.view(1, -1, 2, 8).transpose(1, 2)  # noqa: E731
        k = torch.cat((k_cache, heads(self.k(x))), dim=2)
        v = torch.cat((v_cache, heads(self.v(x))), dim=2)
        return F.scaled_dot_product_attention(heads(self.q(x)), k, v).transpose(1, 2).reshape(1, -1, 16)


def test_a_cached_attention_on_the_u85_scales_the_keys():
    """With k a concatenation (a KV cache) the U85 program scales kᵀ rather than q: Vela folds
    kᵀ's TRANSPOSE into that MUL, where it ran as a pass of its own after the concatenation."""
    torch.manual_seed(0)
    inputs = (torch.randn(1, 4, 16), torch.randn(1, 2, 8, 8), torch.randn(1, 2, 8, 8))
    check_int(CachedAttention().eval(), inputs)
    compiled = armnpu.compile(CachedAttention().eval(), inputs, target="ethos-u85-256",
                              calibration=calibration_batches(inputs), int16_outputs=False)
    layers = [layer for p in from_compiled(compiled).partitions for layer in p.layers]
    # q's, k's and v's heads, the output's, and one per MATMUL whose second input Vela transposes
    # for itself (named ".../Transpose"): kᵀ's own TRANSPOSE takes no pass.
    transposes = [layer.name for layer in layers if layer.op == "Transpose" and layer.cycles]
    assert len(transposes) == 6, transposes
