"""The simulator's counters, checked where they follow from something else: the weight streams Vela
stored, the tensors' shapes, the ops Vela planned, and each other. On U55, U65 and U85, each in
its default memory mode (Shared_Sram, Dedicated_Sram, Sram_Only: flash, DRAM and SRAM constants)."""

from __future__ import annotations

import functools

import numpy as np
import pytest
import torch
import tosa_serializer as ts

from armnpu.backends.vela import VelaResult, run_vela
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.formats.vela_bin_stream import pack_vela_bin_stream
from armnpu.npu import counters
from armnpu.npu.counters import Meter
from armnpu.npu.executor import load_program, run_ethosu_delegate
from armnpu.npu.memory import INTERNAL
from armnpu.report.profile import layer_counters
from armnpu.report_data.collect import target_of
from armnpu.report_data.model import Layer, OpInfo, Partition, Report
from tests.npu.tosa_builder import Graph

TARGETS = ("ethos-u55-128", "ethos-u65-256", "ethos-u85-256")
_DMA = "NPU_OP_DMA_START"


def _conv_graph() -> tuple[bytes, list[tuple[int, ...]], tuple[int, ...]]:
    """A 3x3 convolution (16 -> 24 channels, padded) and its rescale to int8: one NPU op."""
    rng = np.random.default_rng(0)
    g = Graph()
    x = g.input((1, 8, 8, 16))
    weights = rng.integers(-127, 128, size=(24, 3, 3, 16))
    y = g.conv2d(x, weights, rng.integers(-500, 500, size=24), (1, 1), (1, 1), (1, 1, 1, 1))
    return g.serialize(g.rescale(y, [0.002] * 24, np.int8)), [(1, 8, 8, 16)], (1, 8, 8, 24)


def _strided_graph() -> tuple[bytes, list[tuple[int, ...]], tuple[int, ...]]:
    """A 3x3 stride-2 convolution of a 9x9 IFM: windows overlap, yet each element is read once."""
    rng = np.random.default_rng(2)
    g = Graph()
    x = g.input((1, 9, 9, 16))
    y = g.conv2d(x, rng.integers(-127, 128, size=(8, 3, 3, 16)), np.zeros(8, dtype=np.int64), (2, 2), (1, 1), (0, 0, 0, 0))
    return g.serialize(g.rescale(y, [0.004] * 8, np.int8)), [(1, 9, 9, 16)], (1, 4, 4, 8)


def _add_graph() -> tuple[bytes, list[tuple[int, ...]], tuple[int, ...]]:
    """An int8 ADD with its rescales: one NPU elementwise op reading two tensors."""
    g = Graph()
    a, b = g.input((1, 4, 5, 8)), g.input((1, 4, 5, 8))
    y = g.binary(ts.Op.ADD, g.rescale(a, 1.0, np.int32), g.rescale(b, 1.0, np.int32))
    return g.serialize(g.rescale(y, 0.5, np.int8)), [(1, 4, 5, 8)] * 2, (1, 4, 5, 8)


@functools.cache
def _compiled(graph: str, target: str) -> tuple[VelaResult, bytes, tuple[int, ...], list[tuple[int, ...]]]:
    tosa, inputs, output = {"conv": _conv_graph, "strided": _strided_graph, "add": _add_graph}[graph]()
    spec = EthosUCompileSpec(target)
    result = run_vela(tosa, spec.compiler_flags, "counters")
    return result, pack_vela_bin_stream(result.npz), output, inputs


def _profile(blob: bytes, inputs: list[tuple[int, ...]]) -> tuple[counters.Profile, list[torch.Tensor]]:
    rng = np.random.default_rng(1)
    tensors = [torch.from_numpy(rng.integers(-128, 128, size=shape, dtype=np.int8)) for shape in inputs]
    with counters.recording() as profiles:
        outputs = run_ethosu_delegate(blob, tensors)
    assert len(profiles) == 1 and profiles[0].runs == 1
    return profiles[0], outputs


def _report(target: str, result: VelaResult) -> Report:
    partition = Partition("tag0", "EthosUBackend", None, vela={"core_clock_hz": result.summary.core_clock_hz})
    partition.layers = [Layer.from_vela_row(row, OpInfo("", "")) for row in result.per_layer]
    return Report(target_of(EthosUCompileSpec(target)), [partition])


def _bytes(shape: tuple[int, ...]) -> int:
    return int(np.prod(shape))  # int8


@pytest.mark.parametrize("target", TARGETS)
def test_each_layers_weight_bytes_are_its_stream_in_the_blob(target):
    result, blob, _, inputs = _compiled("conv", target)
    profile, _ = _profile(blob, inputs)
    (layer,) = _report(target, result).partitions[0].layers
    (row,) = layer_counters(_report(target, result), [profile])
    program = load_program(blob)
    (conv,) = [op for op in program.ops if op.name == "NPU_OP_CONV"]
    streams = sum(length for _, _, _, length in conv.streams)
    # Vela's debug database gives the layer's encoded weights and scales as stored in the blob
    assert row.weight_bytes + row.scale_bytes == streams == layer.weight_bytes > 0
    # ... and every byte of them comes out of region 0 (the constants) once, whether a DMA copies
    # them into SRAM first (Shared_Sram, Dedicated_Sram) or the convolution reads them in place
    counts = list(profile.commands.values())
    from_region_0 = sum(c.read_bytes.get(0, 0) for c in counts)
    assert from_region_0 == streams
    assert streams <= len(result.npz["weight_data"].tobytes())


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("graph", ["conv", "strided", "add"])
def test_feature_map_bytes_follow_the_shapes_and_velas_planned_ops(target, graph):
    result, blob, output, inputs = _compiled(graph, target)
    profile, outputs = _profile(blob, inputs)
    assert tuple(outputs[0].reshape(output).shape) == output
    kernels = [c for c in profile.commands.values() if c.command != _DMA]
    # one op per entry Vela's debug database planned, at the offsets it gives
    planned = sorted(o for row in result.per_layer for o in row["command_offsets"])
    assert sorted(c.offset for c in kernels) == planned
    (op,) = kernels
    streams = op.weight_bytes + op.scale_bytes
    # the op reads each input once (not once per window; the padded border is not in memory) and
    # writes its output once, besides its weight and scale streams
    assert sum(op.read_bytes.values()) - streams == sum(_bytes(s) for s in inputs)
    assert sum(op.write_bytes.values()) == _bytes(output)
    for dma in (c for c in profile.commands.values() if c.command == _DMA):
        assert sum(dma.read_bytes.values()) == sum(dma.write_bytes.values()) > 0  # a DMA copies
    expected_macs = {"conv": 8 * 8 * 24 * 3 * 3 * 16, "strided": 4 * 4 * 8 * 3 * 3 * 16, "add": _bytes(output)}[graph]
    assert op.macs == expected_macs
    if graph != "add":
        assert result.per_layer[0]["macs"] == expected_macs  # Vela counts a convolution's MACs alike


@pytest.mark.parametrize("target", TARGETS)
def test_totals_per_region_are_the_sum_over_commands_and_over_layers(target):
    result, blob, _, inputs = _compiled("conv", target)
    profile, _ = _profile(blob, inputs)
    total = profile.totals()
    for field in ("read_bytes", "write_bytes", "read_beats", "write_beats"):
        regions = {r for c in profile.commands.values() for r in getattr(c, field)}
        assert getattr(total, field) == {r: sum(getattr(c, field).get(r, 0) for c in profile.commands.values())
                                         for r in regions}
    rows = layer_counters(_report(target, result), [profile])
    memory_total = sum(sum(row.read_bytes.values()) + sum(row.write_bytes.values()) for row in rows)
    assert memory_total == sum(total.read_bytes.values()) + sum(total.write_bytes.values())
    assert sum(row.macs for row in rows) == total.macs
    assert sum(sum(row.commands.values()) for row in rows) == total.runs == len(profile.commands)


def test_counting_changes_no_output():
    _, blob, _, inputs = _compiled("conv", "ethos-u55-128")
    rng = np.random.default_rng(1)
    tensors = [torch.from_numpy(rng.integers(-128, 128, size=shape, dtype=np.int8)) for shape in inputs]
    plain = run_ethosu_delegate(blob, tensors)
    _, counted = _profile(blob, inputs)
    assert torch.equal(plain[0], counted[0])


@pytest.mark.parametrize(
    "base, shape, strides, expected",
    [
        (0, (32,), (1,), 4),  # 32 contiguous bytes, aligned: 4 beats of 8 bytes
        (4, (8,), (1,), 2),  # 8 bytes straddling a boundary
        (0, (3, 8), (64, 1), 3),  # three 8-byte rows, each its own burst
        (0, (2, 4, 8), (64, 8, 1), 8),  # rows that continue each other fold into one run per plane
        (0, (16,), (8,), 16),  # one byte every 8: a beat each
    ],
)
def test_beats_are_the_bus_words_each_contiguous_run_spans(base, shape, strides, expected):
    meter = Meter(8)
    meter.access(1, base, shape, strides, 1, write=False)
    assert meter.current.read_beats == {1: expected}
    assert meter.current.read_bytes == {1: int(np.prod(shape))}


def test_internal_ram_is_counted_apart_from_the_regions():
    meter = Meter(16)
    meter.span(INTERNAL, 0, 2048, write=True)
    assert meter.current.write_bytes == {INTERNAL: 2048}
