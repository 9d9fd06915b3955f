"""The default observer's range search picks torch's range, bit for bit, faster."""

import pytest
import torch
from torchao.quantization.pt2e.observer import HistogramObserver

from armnpu.quantizer.observers import MaskFillBlindHistogramObserver

DISTRIBUTIONS = {
    "normal": lambda n: torch.randn(n),
    "lognormal": lambda n: torch.randn(n).exp(),
    "uniform": lambda n: torch.rand(n) * 5 - 1,
    "heavy tails": lambda n: torch.randn(n) ** 3,
    "relu": lambda n: torch.randn(n).relu(),
    "outliers": lambda n: torch.cat([torch.randn(n), torch.tensor([40.0, -7.0])]),
    "one value": lambda n: torch.full((n,), 0.5),
}


@pytest.mark.parametrize("n", [300, 50_000])
@pytest.mark.parametrize("distribution", list(DISTRIBUTIONS))
def test_search_picks_torchs_range(distribution, n):
    torch.manual_seed(n)
    values = DISTRIBUTIONS[distribution](n)
    ours = MaskFillBlindHistogramObserver(dtype=torch.qint8, qscheme=torch.per_tensor_symmetric)
    torchs = HistogramObserver(dtype=torch.qint8, qscheme=torch.per_tensor_symmetric)
    for batch in values.split(max(1, n // 3)):
        ours(batch)
        torchs(batch)
    assert torch.equal(ours.histogram, torchs.histogram)
    tried: dict[str, list[tuple[int, int]]] = {"ours": [], "torch's": []}
    for observer, ranges in ((ours, tried["ours"]), (torchs, tried["torch's"])):
        error = observer._compute_quantization_error
        observer._compute_quantization_error = lambda start, end, e=error, r=ranges: r.append((start, end)) or e(start, end)
    for mine, want in zip(ours._non_linear_param_search(), torchs._non_linear_param_search()):
        assert torch.equal(mine, want)
    assert tried["ours"] == tried["torch's"]  # the same ranges tried, in the same order
    for mine, want in zip(ours.calculate_qparams(), torchs.calculate_qparams()):
        assert torch.equal(mine, want)
