"""Rolling the simulator's counters up per layer, and flagging disagreements with Vela's estimates."""

from __future__ import annotations

import pytest

from armnpu.errors import ArmNpuError
from armnpu.npu.counters import CommandCounts, Profile
from armnpu.report.profile import LayerCounters, layer_counters, profiles_from_json, profiles_to_json
from armnpu.report_data.model import Layer, Partition, Report, Target


def _layer(name: str, offsets: list[int], macs: int = 100, sram: int = 1000) -> Layer:
    return Layer(name, "Conv2D", cycles=10, npu_cycles=10, macs=macs, mac_util_percent=1.0, staging_bytes=0,
                 traffic_bytes={"sram": sram}, command_offsets=offsets)


def _report(layers: list[Layer]) -> Report:
    target = Target("ethos-u55-128", system_config="Ethos_U55_High_End_Embedded", memory_mode="Shared_Sram")
    return Report(target, [Partition("tag0", "EthosUBackend", None, layers=layers)])


def _counts(offset: int, command: str, sram_read: int, macs: int = 0) -> CommandCounts:
    return CommandCounts(offset, command, 1, read_bytes={1: sram_read}, read_beats={1: sram_read // 8}, macs=macs)


def test_a_command_belongs_to_the_first_layer_at_or_after_it():
    report = _report([_layer("a", [16]), _layer("b", [64, 96])])
    profile = Profile("x", "ethos-u55-128", 8, 1, {
        c.offset: c for c in (_counts(8, "NPU_OP_DMA_START", 10), _counts(16, "NPU_OP_CONV", 990, 100),
                              _counts(40, "NPU_OP_DMA_START", 20), _counts(64, "NPU_OP_CONV", 500, 50),
                              _counts(96, "NPU_OP_CONV", 480, 50))
    })
    a, b = layer_counters(report, [profile])
    assert a.commands == {"NPU_OP_DMA_START": 1, "NPU_OP_CONV": 1} and a.read_bytes == {"sram": 1000}
    assert b.commands == {"NPU_OP_DMA_START": 1, "NPU_OP_CONV": 2} and b.read_bytes == {"sram": 1000}
    assert a.beats == {"AXI0_RD_DATA_BEAT_RECEIVED": 10 // 8 + 990 // 8}  # Shared_Sram puts the arena on AXI0
    assert a.disagreements() == [] and b.disagreements() == []


@pytest.mark.parametrize("simulated, flagged", [(1200, False), (1201, True), (800, False), (799, True), (0, True)])
def test_a_figure_more_than_20_percent_from_velas_estimate_is_flagged(simulated, flagged):
    row = LayerCounters("tag0", _layer("a", [0]), read_bytes={"sram": simulated}, macs=100)
    assert row.disagreements() == (["sram bytes"] if flagged else [])


def test_a_report_without_command_offsets_asks_for_a_new_compile():
    profile = Profile("x", "ethos-u55-128", 8, 1, {0: _counts(0, "NPU_OP_CONV", 1)})
    with pytest.raises(ArmNpuError, match="compile the program again"):
        layer_counters(_report([_layer("a", [])]), [profile])


def test_profiles_survive_their_json():
    profile = Profile("x", "ethos-u55-128", 8, 2, {0: _counts(0, "NPU_OP_CONV", 64, 9)})
    (back,), sha = profiles_from_json(profiles_to_json([profile], "abc"), "p.json")
    assert back == profile and sha == "abc"
    with pytest.raises(ArmNpuError, match="not a profile"):
        profiles_from_json('{"format": "other"}', "p.json")
