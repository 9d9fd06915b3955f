"""Ethos-U85 indexed DMA: Vela lowers TOSA GATHER and SCATTER to one DMA whose source (gather)
or destination (scatter) rows are picked by an int32 index tensor (`ops.DmaIndex`). The
indices are graph inputs here, so every run picks other rows."""

from __future__ import annotations

import numpy as np
import pytest

from armnpu.formats.vela_bin_stream import parse_vela_bin_stream
from armnpu.npu.commands import parse_driver_payload
from armnpu.npu.errors import NpuError
from armnpu.npu.isa import ETHOS_U85
from tests.npu.harness import assert_bit_exact, compile_tosa, simulate
from tests.npu.tosa_builder import Graph

N, K, W, C = 2, 7, 3, 5  # batches, rows of values, indices per batch, bytes per row


def indexed_graph(kind: str) -> bytes:
    g = Graph()
    values, indices = g.input((N, K, C)), g.input((N, W), np.int32)
    out = g.gather(values, indices) if kind == "gather" else g.scatter(values, indices, g.input((N, W, C)))
    return g.serialize(out)


def indexed_inputs(kind: str, seed: int) -> list[np.ndarray]:
    """Random values; W distinct indices per batch, different in each batch."""
    rng = np.random.default_rng(seed)
    indices = np.stack([rng.permutation(K)[:W] for _ in range(N)]).astype(np.int32)
    inputs = [rng.integers(-128, 128, (N, K, C), dtype=np.int8), indices]
    return inputs + ([rng.integers(-128, 128, (N, W, C), dtype=np.int8)] if kind == "scatter" else [])


def _indexed_sides(blob: bytes) -> list[str]:
    commands = parse_driver_payload(parse_vela_bin_stream(blob).cmd_data).commands(ETHOS_U85)
    return [c.name for c in commands if c.name.endswith("_REGION") and "idx_mode" in c.fields and c.member("idx_mode") == "ENABLED"]


@pytest.mark.parametrize("target", ["ethos-u85-256", "ethos-u85-1024"])
@pytest.mark.parametrize("kind, side", [("gather", "NPU_SET_DMA0_SRC_REGION"), ("scatter", "NPU_SET_DMA0_DST_REGION")])
def test_indexed_dma_bit_exact(kind, side, target):
    tosa = indexed_graph(kind)
    blob = compile_tosa(tosa, target)
    assert _indexed_sides(blob) == [side]  # one indexed DMA, on the side the op reads or writes by index
    for seed in range(4):
        assert_bit_exact(tosa, blob, indexed_inputs(kind, seed))


def test_index_beyond_idx_max_is_refused():
    blob = compile_tosa(indexed_graph("gather"), "ethos-u85-256")
    inputs = indexed_inputs("gather", 0)
    inputs[1][1, 2] = K  # one past the last row: TOSA leaves it undefined, the hardware faults
    with pytest.raises(NpuError, match=rf"NPU_OP_DMA_START .*index {K} lies outside 0..{K - 1} \(DMA0_IDX_MAX\)"):
        simulate(blob, inputs)
