"""bench/heldout_models.py: every held-out model builds offline and deterministically, and the
competitor's worker (bench/_competitor_worker.py) builds the same architecture, so the parent's
state dict loads into it strictly and gives the parent's output: all sides see one model."""

import sys
from pathlib import Path

import pytest
import torch

import armnpu  # noqa: F401  (the real package first: the worker's stand-in must not replace it in this process)

BENCH_DIR = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH_DIR))

import _competitor_worker as worker  # noqa: E402
from heldout_models import HELDOUT  # noqa: E402

# Small enough to build twice in a test; the 224x224 CNNs reuse armnpu.examples' tested builders.
QUICK = ("unet", "wav2letter", "lstm", "gru", "convnext")


def test_the_issue_27_set_is_there():
    assert {"unet", "wav2letter", "mobilenet_v2", "mobilenet_v3_small", "resnet18", "deit_tiny", "lstm",
            "gru", "convnext"} <= set(HELDOUT)


@pytest.mark.parametrize("name", QUICK)
def test_the_worker_builds_the_same_model(name):
    model, example = HELDOUT[name].build()
    again = worker._architecture(worker._load_examples(), worker.HELDOUT_PREFIX + name)
    again.load_state_dict(model.state_dict())  # strict: the same parameters and buffers
    again.eval()
    with torch.no_grad():
        assert torch.equal(again(*example), model(*example))
    assert [tuple(t.shape) for t in HELDOUT[name].inputs(2, 5)[1]] == [tuple(t.shape) for t in example]
