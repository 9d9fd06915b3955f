"""The simulator's counters per layer, beside Vela's estimates (`armnpu run --profile`).

Each Ethos-U partition's counters (armnpu.npu.counters, one `Profile` per delegate blob) are
attributed to Vela's layers through the command-stream offsets its debug database gives for each
layer's NPU operations: a command belongs to the first layer whose operation is at or after it, so
the DMAs that fetch a layer's weights count for that layer. Regions become memories through the
Vela .ini (the memory mode puts each region on an AXI port, the system config names the memory
there), and AXI beats are named as the NPU's PMU events for that port.
"""

from __future__ import annotations

import bisect
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from armnpu.errors import ArmNpuError
from armnpu.npu.counters import CommandCounts, Profile
from armnpu.npu.memory import INTERNAL
from armnpu.report_data.limits import region_memories, region_ports
from armnpu.report_data.model import Layer, Partition, Report
from armnpu.targets import ETHOSU_TARGETS

ETHOSU = "EthosUBackend"
DISAGREEMENT = 0.2  # a simulated figure this far from Vela's estimate (a fraction of it) is flagged
INTERNAL_MEMORY = "internal"  # the NPU's SHRAM / LUT RAM, which Vela's traffic figures leave out


@dataclass
class LayerCounters:
    """One Vela layer: its estimates (`layer`) and what the simulator counted for it."""

    partition: str
    layer: Layer
    commands: dict[str, int] = field(default_factory=dict)  # NPU_OP_* -> times run
    read_bytes: dict[str, int] = field(default_factory=dict)  # memory ("sram", "dram", ...) -> bytes
    write_bytes: dict[str, int] = field(default_factory=dict)
    beats: dict[str, int] = field(default_factory=dict)  # PMU event name -> AXI data beats
    macs: int = 0
    weight_bytes: int = 0
    scale_bytes: int = 0

    def traffic(self, memory: str) -> int:
        return self.read_bytes.get(memory, 0) + self.write_bytes.get(memory, 0)

    def comparisons(self) -> list[tuple[str, int, int]]:
        """(figure, simulated, Vela estimate): MACs and bytes moved per memory."""
        memories = sorted((set(self.read_bytes) | set(self.write_bytes) | set(self.layer.traffic_bytes)) - {INTERNAL_MEMORY})
        return [("MACs", self.macs, self.layer.macs)] + [
            (f"{memory} bytes", self.traffic(memory), self.layer.traffic_bytes.get(memory, 0)) for memory in memories
        ]

    def disagreements(self) -> list[str]:
        """The figures where simulation and Vela's estimate differ by more than DISAGREEMENT of the estimate."""
        return [name for name, simulated, estimate in self.comparisons()
                if abs(simulated - estimate) > DISAGREEMENT * estimate]


def layer_counters(report: Report, profiles: list[Profile]) -> list[LayerCounters]:
    """Every Ethos-U layer of `report` with the counters of `profiles` (one per Ethos-U partition, in
    the order the partitions ran, as `armnpu.npu.counters.recording` lists them)."""
    partitions = [p for p in report.partitions if p.backend == ETHOSU]
    if len(partitions) != len(profiles):
        raise ArmNpuError(
            f"the report data lists {len(partitions)} Ethos-U partition(s) but {len(profiles)} Ethos-U delegate(s) "
            "ran; the report data does not describe this program"
        )
    rows = []
    for partition, profile in zip(partitions, profiles):
        if profile.config != report.target.name:
            raise ArmNpuError(
                f"partition {partition.name} ran a delegate compiled for {profile.config}, but the report data "
                f"says {report.target.name}"
            )
        rows += _partition_counters(report, partition, profile)
    return rows


def _partition_counters(report: Report, partition: Partition, profile: Profile) -> list[LayerCounters]:
    starts = sorted((offset, index) for index, layer in enumerate(partition.layers) for offset in layer.command_offsets)
    if not starts:
        raise ArmNpuError(
            f"the report data of partition {partition.name} has no command-stream offsets per layer (it was written "
            "by an older armnpu, or without Vela's debug database); compile the program again to profile it"
        )
    rows = [LayerCounters(partition.name, layer) for layer in partition.layers]
    offsets = [offset for offset, _ in starts]
    memories = {**region_memories(report.target), INTERNAL: INTERNAL_MEMORY}
    beat_names = _beat_event_names(report)
    for counts in profile.commands.values():
        at = bisect.bisect_left(offsets, counts.offset)
        _add(rows[starts[min(at, len(starts) - 1)][1]], counts, memories, beat_names)
    return rows


def _beat_event_names(report: Report) -> dict[tuple[int, bool], str]:
    """(region, write) -> the PMU event counting its beats, e.g. AXI0_RD_DATA_BEAT_RECEIVED."""
    npu = ETHOSU_TARGETS.get(report.target.name)
    if npu is None:
        return {}
    names = npu.product.axi_port_names
    return {
        (region, write): f"{names[port]}_{'WR_DATA_BEAT_WRITTEN' if write else 'RD_DATA_BEAT_RECEIVED'}"
        for region, port in region_ports(report.target).items()
        for write in (False, True)
    }


def _add(row: LayerCounters, counts: CommandCounts, memories: dict[int, str], beat_names: dict) -> None:
    row.commands[counts.command] = row.commands.get(counts.command, 0) + counts.runs
    row.macs += counts.macs
    row.weight_bytes += counts.weight_bytes
    row.scale_bytes += counts.scale_bytes
    for write, by_bytes, by_beats in ((False, counts.read_bytes, counts.read_beats),
                                      (True, counts.write_bytes, counts.write_beats)):
        into = row.write_bytes if write else row.read_bytes
        for region, value in by_bytes.items():
            memory = memories.get(region, f"region {region}")
            into[memory] = into.get(memory, 0) + value
        for region, value in by_beats.items():
            if region == INTERNAL:
                continue  # internal RAM: no AXI port
            name = beat_names.get((region, write), f"region {region} {'write' if write else 'read'} beats")
            row.beats[name] = row.beats.get(name, 0) + value


# ---- saved profiles (`armnpu run --profile-json`, read by `armnpu report --profile`) -----------

PROFILE_FORMAT = "armnpu-profile"


def profiles_to_json(profiles: list[Profile], program_sha256: str) -> str:
    """The counters per command of each delegate, and their totals per region (read back: commands only)."""
    return json.dumps({"format": PROFILE_FORMAT, "version": 1, "program_sha256": program_sha256,
                       "profiles": [{**asdict(p), "totals": asdict(p.totals())} for p in profiles]}, indent=1)


def profiles_from_json(text: str, where: str) -> tuple[list[Profile], str]:
    """(profiles, sha256 of the program they were counted on) from `profiles_to_json`'s text."""
    try:
        data = json.loads(text)
        if data.get("format") != PROFILE_FORMAT:
            raise ValueError(f'no "format": "{PROFILE_FORMAT}"')
        return [_profile(p) for p in data["profiles"]], str(data["program_sha256"])
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise ArmNpuError(f"{where} is not a profile written by `armnpu run --profile-json`: {error}") from None


def _profile(data: dict[str, Any]) -> Profile:
    commands = {}
    for value in data["commands"].values():
        counts = CommandCounts(int(value["offset"]), str(value["command"]), int(value["runs"]))
        for name in ("read_bytes", "write_bytes", "read_beats", "write_beats"):
            setattr(counts, name, {int(region): int(n) for region, n in value[name].items()})
        counts.macs, counts.weight_bytes, counts.scale_bytes = (int(value[k]) for k in ("macs", "weight_bytes", "scale_bytes"))
        commands[counts.offset] = counts
    return Profile(str(data["blob_sha256"]), str(data["config"]), int(data["beat_bytes"]), int(data["runs"]), commands)
