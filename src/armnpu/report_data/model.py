"""The report's data: what runs where, Vela's per-layer figures and memory use, as plain dataclasses.

This is also the sidecar format (`model.pte` → `model.armnpu.json`): `Report.to_json()` writes it,
`Report.from_json()` reads it back. Fields only ever get added; readers ignore keys they do not know.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from armnpu.errors import ArmNpuError
from armnpu.formats.artifact import sidecar_path
from armnpu.report_data.accuracy import Accuracy, ActivationAccuracy, Codes, Power

FORMAT = "armnpu-report"
VERSION = 1


@dataclass
class OpInfo:
    """One FX node of the compiled program, on the NPU (inside a partition) or on the CPU."""

    node: str
    op: str  # e.g. "aten.convolution.default" ("aten::cumsum.out" when read from a bare .pte)
    module: str = ""  # nn.Module path, e.g. "features.3.conv"
    source: str = ""  # first user frame, e.g. "model.py:42: x = self.conv(x)"
    reason: str = ""  # why it stays on the CPU (CPU ops only)
    count: int = 1  # >1 only when read from a bare .pte, where ops are counted per kernel
    # What the op costs on the host CPU, by armnpu.cpu_cost's ESTIMATE: for an op on the CPU its
    # share of the program; for one on the NPU what it would cost there instead. None: unknown.
    cpu_cycles: Optional[int] = None


@dataclass
class Layer:
    """One row of Vela's per-layer performance table, in schedule order."""

    name: str  # Vela's name: the TOSA tensor the layer writes ("#n" for tensors Vela made up)
    op: str  # Vela's operator, e.g. "Conv2D"
    cycles: int
    npu_cycles: int
    macs: int
    mac_util_percent: float
    staging_bytes: int  # Vela's "Staging Usage": SRAM in use at the layer's start
    access_cycles: dict[str, int] = field(default_factory=dict)  # per memory: "sram", "dram", ...
    node: str = ""  # the FX node it comes from, "" when unknown
    module: str = ""
    source: str = ""
    # From Vela's debug database (None / empty when it was not written):
    sram_bytes: Optional[int] = None  # SRAM in use over the layer's whole slot, prefetches included
    ifm_shape: list[int] = field(default_factory=list)  # NHWC, as the NPU sees it
    ifm2_shape: list[int] = field(default_factory=list)  # the second input of a binary op
    ofm_shape: list[int] = field(default_factory=list)
    weight_bytes: Optional[int] = None  # the layer's encoded weights and scales, as stored in the blob
    traffic_bytes: dict[str, int] = field(default_factory=dict)  # bytes read + written per memory
    op_name: str = ""  # what people call the op ("conv2d"); `op` is Vela's name for what it scheduled
    read_bytes: dict[str, int] = field(default_factory=dict)  # Vela's estimate of bytes read per memory
    write_bytes: dict[str, int] = field(default_factory=dict)  # and written
    # Command-stream byte offsets of the NPU operations the layer became (Vela's debug database);
    # the DMAs before an operation belong to it (armnpu.report.profile).
    command_offsets: list[int] = field(default_factory=list)
    original_op: str = ""  # Vela's "Original Operator": the TOSA operator the layer comes from
    runs_on: str = ""  # Vela's "Target": NPU (or CPU)
    # The layer feeding each input, as an index into the partition's layers; -1 for a partition input
    # (Vela's debug database; empty when it was not written, or from an older armnpu).
    input_layers: list[int] = field(default_factory=list)

    @classmethod
    def from_vela_row(cls, row: dict[str, Any], origin: OpInfo) -> Layer:
        """From a row of `VelaResult.per_layer`, attributed to the FX node `origin`."""
        return cls(
            name=row["name"],
            op=row.get("op", ""),
            cycles=int(row.get("cycles", 0)),
            npu_cycles=int(row.get("npu_cycles", 0)),
            macs=int(row.get("macs", 0)),
            mac_util_percent=float(row.get("mac_util_percent", 0.0)),
            staging_bytes=int(row.get("staging_bytes", 0)),
            access_cycles={
                key.removesuffix("_access_cycles"): int(value)
                for key, value in row.items()
                if key.endswith("_access_cycles")
            },
            node=origin.node,
            module=origin.module,
            source=origin.source,
            sram_bytes=row.get("sram_bytes"),
            ifm_shape=list(row.get("ifm_shape", [])),
            ifm2_shape=list(row.get("ifm2_shape", [])),
            ofm_shape=list(row.get("ofm_shape", [])),
            weight_bytes=row.get("weight_bytes"),
            traffic_bytes=dict(row.get("traffic_bytes", {})),
            op_name=origin.op,
            read_bytes=dict(row.get("read_bytes", {})),
            write_bytes=dict(row.get("write_bytes", {})),
            command_offsets=list(row.get("command_offsets", [])),
            original_op=row.get("original_op", ""),
            runs_on=row.get("target", ""),
            input_layers=list(row.get("input_layers", [])),
        )

    @property
    def sram_in_use(self) -> int:
        """SRAM in use while the layer runs: the full figure when known, else Vela's staging sample."""
        return self.staging_bytes if self.sram_bytes is None else self.sram_bytes


@dataclass
class MemoryUse:
    memory: str  # "SRAM", "DRAM", "Off-chip flash", ...
    used_bytes: int
    limit_bytes: Optional[int]
    limit_note: str  # where the limit comes from, or why it is unknown
    holds: str = ""  # what lives there: "feature maps", "weights", ...


@dataclass
class Partition:
    name: str  # the delegation tag ("tag0") or "delegate N" when read from a bare .pte
    backend: str  # "EthosUBackend" | "TOSABackend" | another backend id
    blob_bytes: Optional[int]  # None when unknown (an intermediates directory holds no blob)
    ops: list[OpInfo] = field(default_factory=list)
    vela: Optional[dict[str, Any]] = None  # Vela's network totals (VelaSummary fields)
    layers: list[Layer] = field(default_factory=list)
    memory: list[MemoryUse] = field(default_factory=list)
    blob: dict[str, int] = field(default_factory=dict)  # blob sections in bytes: cmd_data, weight_data, scratch

    @property
    def peak_sram(self) -> Optional[int]:
        """The one peak SRAM figure every rendering shows: the top of the per-layer SRAM curve, which
        with the debug database is Vela's own peak; Vela's total when there are no layers."""
        if self.layers:
            return max(layer.sram_in_use for layer in self.layers)
        return self.vela.get("sram_bytes") if self.vela else None


@dataclass
class Target:
    name: str  # "ethos-u55-128" or a TOSA spec
    tosa_spec: str = ""
    system_config: str = ""
    memory_mode: str = ""
    config_ini: str = ""
    extra_flags: list[str] = field(default_factory=list)
    shram_bytes: Optional[int] = None  # the NPU's internal buffer (U55/U65); None when unknown


@dataclass
class CpuEstimate:
    """The host CPU a program's CPU share runs on, and what that share costs beyond its ops'
    own OpInfo.cpu_cycles: all ESTIMATES of armnpu.cpu_cost."""

    cpu: str  # "Cortex-M55"
    system: str  # the reference system that pairs it with the NPU: "Corstone-300"
    clock_hz: float
    clock_note: str  # where the clock comes from
    qdq_cycles: int  # the quantize/dequantize steps left on the CPU (partition boundaries, float IO)
    delegate_calls: int
    delegate_call_cycles: int  # all calls together


@dataclass
class Report:
    target: Target
    partitions: list[Partition] = field(default_factory=list)
    cpu_ops: list[OpInfo] = field(default_factory=list)
    program: dict[str, Any] = field(default_factory=dict)  # file, bytes, sha256 of the .pte
    origin: str = "compile"  # what the data was read from: compile | pte | intermediates
    notes: list[str] = field(default_factory=list)  # caveats to show the reader
    cpu_ops_known: bool = True  # False when the source cannot tell (an intermediates directory)
    accuracy: Optional[Accuracy] = None  # per-layer SQNR, measured by `armnpu compile --accuracy`
    cpu_estimate: Optional[CpuEstimate] = None  # None: no host CPU (TOSA, VGF) or an older armnpu

    @property
    def npu_ops_known(self) -> bool:
        """Every delegate computes something, so an empty op list means the source did not say."""
        return all(p.ops for p in self.partitions)

    @property
    def npu_op_count(self) -> int:
        return sum(op.count for p in self.partitions for op in p.ops)

    @property
    def cpu_op_count(self) -> int:
        return sum(op.count for op in self.cpu_ops)

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, "version": VERSION, **dataclasses.asdict(self)}, indent=1)

    @classmethod
    def from_json(cls, text: str, where: str = "report data") -> Report:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ArmNpuError(f"{where} is not JSON: {error}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ArmNpuError(f"{where} is not armnpu report data (no \"format\": \"{FORMAT}\")")
        if not isinstance(data.get("version"), int) or data["version"] > VERSION:
            raise ArmNpuError(
                f"{where} has report format version {data.get('version')!r}; this armnpu reads up to {VERSION}"
            )
        try:
            return _build(cls, data)
        except (TypeError, KeyError, AttributeError) as error:
            raise ArmNpuError(f"{where} is malformed: {error}") from None


    @classmethod
    def beside(cls, program: Path, data: bytes) -> Optional[Report]:
        """The report data saved beside the program file `program` whose bytes are `data`, or None
        when there is none or it describes another build (its checksum differs)."""
        sidecar = sidecar_path(program)
        if not sidecar.is_file():
            return None
        report = cls.from_json(sidecar.read_text(), str(sidecar))
        return report if report.program.get("sha256") == hashlib.sha256(data).hexdigest() else None


_NESTED: dict[tuple[type, str], type] = {
    (Report, "target"): Target,
    (Report, "partitions"): Partition,
    (Report, "cpu_ops"): OpInfo,
    (Partition, "ops"): OpInfo,
    (Partition, "layers"): Layer,
    (Partition, "memory"): MemoryUse,
    (Report, "accuracy"): Accuracy,
    (Report, "cpu_estimate"): CpuEstimate,
    (Accuracy, "activations"): ActivationAccuracy,
    (Accuracy, "outputs_int_vs_float"): Power,
    (Accuracy, "outputs_fake_vs_float"): Power,
    **{(ActivationAccuracy, name): Power for name in ("int_vs_float", "fake_vs_float", "int_vs_fake", "local")},
    (ActivationAccuracy, "local_codes"): Codes,
}


def _build(cls: type, data: dict[str, Any]):
    """Rebuild a dataclass from its asdict() form, ignoring keys a newer writer may have added."""
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        nested = _NESTED.get((cls, f.name))
        if nested is not None and value is not None:
            value = [_build(nested, v) for v in value] if isinstance(value, list) else _build(nested, value)
        kwargs[f.name] = value
    return cls(**kwargs)
