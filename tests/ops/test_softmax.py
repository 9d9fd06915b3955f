import pytest
import torch

import armnpu
from armnpu.verify.delegates import check_delegates, ethosu_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import check_fp, check_int, max_error_in_quanta, sqnr_db


class Softmax(torch.nn.Module):
    def __init__(self, dim, log=False):
        super().__init__()
        self.dim, self.log = dim, log

    def forward(self, x):
        return torch.log_softmax(x, self.dim) if self.log else torch.softmax(x, self.dim)


CASES = {
    "last_dim": ((2, 3, 8), -1, False),
    "channels": ((1, 4, 3, 5), 1, False),
    "rank2": ((4, 10), 0, False),
    "log_last_dim": ((2, 3, 8), -1, True),
    "log_rank4": ((1, 2, 3, 6), 2, True),
}


@pytest.mark.parametrize("name", CASES)
def test_softmax_int(name):
    shape, dim, log = CASES[name]
    torch.manual_seed(0)
    worst = check_int(Softmax(dim, log).eval(), (torch.randn(shape) * 2,))
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", CASES)
def test_softmax_fp(name):
    shape, dim, log = CASES[name]
    torch.manual_seed(0)
    check_fp(Softmax(dim, log).eval(), (torch.randn(shape),), atol=1e-5, rtol=1e-4)


class Extremes(torch.nn.Module):
    def forward(self, x):
        return (torch.amax(x, -1, keepdim=True) - x) * torch.amin(x, (1, 2), keepdim=True)


def test_amax_amin_int():
    torch.manual_seed(0)
    worst = check_int(Extremes().eval(), (torch.randn(2, 4, 5, 3),), ethosu_targets=("ethos-u55-128", "ethos-u85-256"))
    print(f"amax/amin: max diff {worst} quanta")


class MinOverRows(torch.nn.Module):
    def forward(self, x):
        return torch.amin(x, 1, keepdim=True)


@pytest.mark.parametrize("module", [Extremes(), MinOverRows()], ids=["amax_amin", "amin_reshaped_output"])
def test_amax_amin_u55_simulator(module):
    # Vela 5.2 mis-broadcasts the last step of its U55 REDUCE_MIN when a reshape follows (the
    # lowering guards against it); the simulator then disagreed with the reference model.
    torch.manual_seed(0)
    check_int(module.eval(), (torch.randn(2, 4, 5, 3),), ethosu_targets=("ethos-u55-128",))


class MaskedSoftmax(torch.nn.Module):
    """Scores within about ±1 with a key mask filled by float32's lowest value (Gemma3n's audio
    attention); a mask given to the module is a constant of the graph, else an input."""

    def __init__(self, keep=None):
        super().__init__()
        self.keep = keep

    def forward(self, scores, *keep):
        keep = keep[0] if keep else self.keep
        return torch.softmax(torch.where(keep, scores, torch.finfo(torch.float32).min), -1)


def _masked_scores(seed: int = 0):
    generator = torch.Generator().manual_seed(seed)
    scores = torch.randn(2, 4, 8, generator=generator) * 0.4
    keep = torch.rand(1, 4, 8, generator=generator) > 0.4
    keep[:, 0] = False  # a row masked whole: torch averages over it
    keep[:, 1:, 0] = True
    return scores, keep


def test_masked_softmax_int():
    """The constant mask, on the U55 too (no SELECT: the where becomes bounds)."""
    scores, keep = _masked_scores()
    worst = check_int(MaskedSoftmax(keep).eval(), (scores,), ethosu_targets=("ethos-u55-128", "ethos-u85-256"))
    print(f"masked softmax: max diff {worst} quanta")


def test_masked_softmax_gives_masked_keys_nothing():
    """The fill saturates to the scores' lowest code, only ~2 below their largest: without the mask
    applied after exp, every masked key kept a weight of about exp(-2) (15.6 dB against the float
    model, 45.3-45.8 dB with it). The mask is an input here: bool, on the U85, bit-exact on the simulator."""
    scores, keep = _masked_scores()
    batches = [(scores, keep), *(_masked_scores(seed)[:1] + (keep,) for seed in range(1, 4))]
    model = MaskedSoftmax().eval()
    compiled = armnpu.compile(model, (scores, keep), target="ethos-u85-256", calibration=batches)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    check_delegates(compiled)
    for batch in batches:
        (got,) = run_edge_program(compiled.edge_program, batch, {d.blob: d.tosa for d in ethosu_delegates(compiled)})
        sqnr = sqnr_db(model(*batch), got)
        print(f"masked softmax: {sqnr:.1f} dB against the float model")
        assert sqnr > 30


class PositionMaskedSoftmax(torch.nn.Module):
    """Eager attention's additive mask computed from a run-time position (an LLM's decode step):
    scores + where(arange <= position, 0, float32's lowest)."""

    def forward(self, scores, position):
        keep = torch.arange(scores.shape[-1], dtype=torch.int32) <= position
        return torch.softmax(scores + torch.where(keep[None, None], 0.0, torch.finfo(torch.float32).min), -1)


def test_softmax_masked_by_a_run_time_position():
    """The where of two numbers had no tensor to take quantization parameters from: lowering
    stopped with "cannot requantize a value without quantization parameters". As where(keep,
    scores, fill) it is the masked softmax: within a quantum of the quantized model in TOSA, on
    the U85 bit-exact on the simulator. The softmax must see the mask in the round of
    decompositions that rewrites the sum, or it is decomposed unmasked and the masked keys keep
    a share of exp(lowest - largest score)."""
    generator = torch.Generator().manual_seed(0)
    batches = [(torch.randn(1, 2, 1, 16, generator=generator), torch.tensor([p], dtype=torch.int32)) for p in (9, 0, 15, 4)]
    model = PositionMaskedSoftmax().eval()
    for target in ("TOSA-1.0+INT", "ethos-u85-256"):
        compiled = armnpu.compile(model, batches[0], target=target, calibration=batches)
        assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
        worst = max(max_error_in_quanta(compiled, batch) for batch in batches)
        print(f"{target}: position-masked softmax within {worst} quanta of the quantized model")
        assert worst <= 1
    check_delegates(compiled)
    for batch in batches:  # the masked keys get nothing: the softmax saw the mask
        (got,) = run_edge_program(compiled.edge_program, batch, {d.blob: d.tosa for d in ethosu_delegates(compiled)})
        sqnr = sqnr_db(model(*batch), got)
        print(f"position-masked softmax: {sqnr:.1f} dB against the float model")
        assert sqnr > 30
