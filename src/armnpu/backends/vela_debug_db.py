"""Per-layer facts from Vela's debug database (`--enable-debug-db` writes `<name>_debug.xml`).

The per-layer CSV gives cycles and one SRAM figure per layer, "Staging Usage", which Vela samples
at the layer's start only. It misses the weight buffer Vela prefetches for the next layer while
this one runs, so its maximum can fall short of the network's peak SRAM. The database holds each
SRAM tensor's live range, from which the SRAM in use over a layer's whole time slot follows; its
maximum is Vela's own peak. It also holds each layer's shapes, encoded weight size and bytes moved,
and (its `queue` table) the byte offset in the command stream of each NPU operation a layer
became, which is how the simulator's per-command counters are attributed to layers. Its
`perf_debug_conn` table says which layer feeds each input of a layer: the dataflow inside a partition.
"""

from __future__ import annotations

import csv
import io
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

from armnpu.errors import VelaError

# Memories whose traffic counts: the system's memories, not the NPU's internal SHRAM/LUT RAM.
_MEMORIES = {"Sram": "sram", "Dram": "dram", "OnChipFlash": "on_chip_flash", "OffChipFlash": "off_chip_flash"}
_TRAFFIC = re.compile(r"(?P<memory>[A-Za-z]+?)(?P<purpose>Lut|FeatureMap|Weights|Scales)_(?P<direction>read|write)")
_SHAPE_AXES = ("n", "h", "w", "c")
# A scheduled op occupies two time steps: it runs at 2i, and Vela starts the next op's weight
# transfers at 2i + 1 (the allocation table of `--verbose-allocation` shows the same numbering).
_STEPS_PER_OP = 2


def read_tables(path: Path) -> dict[str, list[dict[str, str]]]:
    """Every table of the database, as CSV rows keyed by column name."""
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError) as error:
        raise VelaError(f"cannot read Vela's debug database {path.name}: {error}") from None
    return {
        table.get("name", ""): list(csv.DictReader(io.StringIO((table.text or "").strip())))
        for table in root.iter("table")
    }


def layer_facts(path: Path) -> list[dict[str, Any]]:
    """One dict per row of the per-layer CSV (the database's `perf` table, in the same order)."""
    tables = read_tables(path)
    debug = {row["id"]: row for row in tables.get("perf_debug", [])}
    sram = [
        (int(t["start_time"]), int(t["end_time"]), int(t["size"], 0))
        for t in tables.get("tensors", [])
        if t.get("memory") == "Sram"
    ]
    offsets: dict[str, list[int]] = {}
    for entry in tables.get("queue", []):
        offsets.setdefault(entry["scheduled_id"], []).append(_int(entry["offset"]))
    perf = tables.get("perf", [])
    inputs = _input_layers(tables.get("perf_debug_conn", []), [row["id"] for row in perf])
    facts = []
    for row in perf:
        detail = debug.get(row["id"], {})
        start = _int(detail.get("time_index"))
        facts.append({
            "name": row["name"],
            "sram_bytes": max(_live(sram, t) for t in range(start, start + _STEPS_PER_OP)) if sram else 0,
            "ifm_shape": _shape(detail, "ifm"),
            "ifm2_shape": _shape(detail, "ifm2"),
            "ofm_shape": _shape(detail, "ofm"),
            "weight_bytes": _weight_bytes(detail),
            "traffic_bytes": _traffic(detail),
            "read_bytes": _traffic(detail, "read"),
            "write_bytes": _traffic(detail, "write"),
            "command_offsets": sorted(offsets.get(row["id"], [])),
            "input_layers": inputs.get(row["id"], []),
        })
    return facts


def _input_layers(connections: list[dict[str, str]], layer_ids: list[str]) -> dict[str, list[int]]:
    """Layer id -> the index (in the per-layer CSV's order) of the layer feeding each of its inputs,
    in input order; -1 for an input from outside the partition."""
    index = {layer_id: position for position, layer_id in enumerate(layer_ids)}
    slots: dict[str, dict[int, int]] = {}
    for row in connections:
        slots.setdefault(row["id"], {})[_int(row["input_index"])] = index.get(row["input_op_id"], -1)
    return {layer_id: [by_slot[slot] for slot in sorted(by_slot)] for layer_id, by_slot in slots.items()}


def _live(tensors: list[tuple[int, int, int]], time: int) -> int:
    return sum(size for start, end, size in tensors if start <= time <= end)


def _shape(row: dict[str, str], prefix: str) -> list[int]:
    shape = [_int(row.get(f"{prefix}_shape_{axis}")) for axis in _SHAPE_AXES]
    return shape if any(shape) else []


def _weight_bytes(row: dict[str, str]) -> int:
    """The layer's encoded weight stream, scales included, as stored in the blob.

    Vela's `weight_total_bytes` leaves the scales out. Weights kept outside the SRAM are read from
    there exactly once, into SRAM buffers; weights kept in the SRAM are read in place, unbuffered,
    as one range, whose size Vela gives.
    """
    fetched = sum(
        _int(value) for column, value in row.items()
        if (match := _TRAFFIC.fullmatch(column)) and match["memory"] in _MEMORIES and match["memory"] != "Sram"
        and match["purpose"] in ("Weights", "Scales") and match["direction"] == "read"
    )
    return fetched or _int(row.get("weight_max_range_bytes"))


def _traffic(row: dict[str, str], direction: str | None = None) -> dict[str, int]:
    """Bytes read and/or written (`direction` "read", "write", None for both) per memory, over every
    purpose (feature maps, weights, scales, LUTs)."""
    totals: dict[str, int] = {}
    for column, value in row.items():
        match = _TRAFFIC.fullmatch(column)
        if match is None or direction not in (None, match["direction"]):
            continue
        memory = _MEMORIES.get(match["memory"])
        if memory is not None and _int(value):
            totals[memory] = totals.get(memory, 0) + _int(value)
    return totals


def _int(text: str | None) -> int:
    return int(text) if text else 0
