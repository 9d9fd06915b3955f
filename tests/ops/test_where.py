"""where on the Ethos-U55/U65, which have no SELECT: a constant mask with one constant choice
runs as per-element bounds, also when the model builds the mask in forward. (where on the U85 and
in TOSA is in test_comparison.py, choosing by each comparison.)"""

import pytest
import torch

import armnpu
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import calibration_batches, max_error_in_quanta


class ConstantMask(torch.nn.Module):
    """where with a constant condition and one constant choice: a number in range (two bounds)
    and a mask fill past float32's end (one bound, the scores' lowest code)."""

    def __init__(self, shape=(3, 16)):
        super().__init__()
        generator = torch.Generator().manual_seed(1)
        self.register_buffer("keep", torch.rand(*shape, generator=generator) > 0.5)

    def forward(self, x):
        return torch.cat([torch.where(self.keep, x, torch.tensor(0.5)),
                          torch.where(self.keep, torch.tensor(torch.finfo(torch.float32).min), x)])


@pytest.mark.parametrize("shape", [(3, 16), (3, 5)], ids=["16_deep_rows", "other"])
def test_a_constant_mask_runs_on_the_u55(shape):
    """The U55/U65 have no SELECT; a constant condition with one constant choice becomes
    min(max(x, lower), upper) against per-element int8 bounds, bit-exact and on the NPU.
    A mask of 48 elements runs as a 16-deep row, one of 15 in its own shape."""
    torch.manual_seed(0)
    x = torch.randn(*shape)
    compiled = armnpu.compile(ConstantMask(shape).eval(), (x,), target="ethos-u55-128",
                              calibration=calibration_batches((x,)), int16_outputs=False)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    assert max_error_in_quanta(compiled, (x,)) <= 1.0


class MaskedScores(torch.nn.Module):
    """Attention scores [1, heads, queries, keys] with a causal mask, keys not a multiple of 16."""

    def __init__(self):
        super().__init__()
        self.register_buffer("keep", torch.ones(4, 12, dtype=torch.bool).tril(diagonal=8))

    def forward(self, scores):
        return torch.where(self.keep, scores, torch.tensor(float("-inf"))).softmax(-1)


def test_masking_attention_scores_reads_the_mask_in_long_bursts():
    """Vela reads a constant operand from flash one row of channels per burst unless the depth
    fills its block: the masked scores' MINIMUM, and the masked softmax's on its exponentials,
    run 16 deep (1,536 → 192 cycles on the U55 for these 192 elements) and the RESHAPEs to and
    from that shape copy nothing."""
    torch.manual_seed(0)
    scores = torch.randn(1, 4, 4, 12)
    compiled = armnpu.compile(MaskedScores().eval(), (scores,), target="ethos-u55-128",
                              calibration=calibration_batches((scores,)), int16_outputs=False)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    layers = compiled.partitions[0].per_layer
    minimums = [layer for layer in layers if layer["op"] == "Minimum"]
    assert len(minimums) == 2, layers
    for minimum in minimums:
        assert minimum["ifm_shape"][-1] == 16 and minimum["cycles"] <= 192, minimum
    assert not [layer for layer in layers if layer["op"] == "MemoryCopy"], layers
    check_delegates(compiled)


class MaskBuiltInForward(torch.nn.Module):
    """Masks the way models build them in forward, from creation ops rather than buffers."""

    def __init__(self, kind: str):
        super().__init__()
        self.kind = kind

    def forward(self, scores):
        keys = scores.shape[-1]
        if self.kind == "tril":
            scores = torch.where(torch.ones(4, keys, dtype=torch.bool).tril(diagonal=8), scores, float("-inf"))
        else:  # positions compared, masked_fill
            keep = torch.arange(keys).unsqueeze(0) <= torch.arange(4).unsqueeze(1) + 8
            scores = scores.masked_fill(~keep, float("-inf"))
        return scores.softmax(-1)


@pytest.mark.parametrize("kind", ["tril", "arange_masked_fill"])
def test_a_mask_built_in_forward_runs_on_the_u55(kind):
    """compile folds what the program computes from constants alone, so a mask built in forward
    is a constant by partitioning: its bool ops and the where no longer stay on the CPU (both
    cases fail without the folding)."""
    torch.manual_seed(0)
    scores = torch.randn(1, 4, 4, 12)
    compiled = armnpu.compile(MaskBuiltInForward(kind).eval(), (scores,), target="ethos-u55-128",
                              calibration=calibration_batches((scores,)), int16_outputs=False)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    check_delegates(compiled)
    assert max_error_in_quanta(compiled, (scores,)) <= 1.0
