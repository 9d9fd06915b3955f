"""One sweep result: a model compiled for one configuration, what Vela planned and how accurate the
integer program is; as a CSV row, a cache entry (JSON) and a line of the printed table."""

from __future__ import annotations

import csv
import dataclasses
import io
import math
from dataclasses import dataclass
from typing import Any, Optional, Sequence

from armnpu.sweep.plan import Config

OK, FAILED = "ok", "error"


@dataclass
class Row:
    model: str
    target: str
    system_config: str
    memory_mode: str
    calibration_method: str
    status: str  # OK or FAILED
    error: str = ""  # FAILED: what went wrong, one line
    # Vela's figures over the Ethos-U delegates (None for a TOSA target or a program without one):
    cycles: Optional[int] = None  # its estimate for one inference, summed
    sram_peak_bytes: Optional[int] = None  # the largest delegate's SRAM peak (they run one at a time)
    off_chip_bytes: Optional[int] = None  # what it places off chip (DRAM and off-chip flash), summed
    flash_bytes: Optional[int] = None  # the program file (.pte), which a device keeps in flash
    cpu_ops: Optional[int] = None  # compute ops left on the CPU
    int_sqnr_db: Optional[float] = None  # the integer program's outputs against the float model's
    compile_s: Optional[float] = None  # armnpu.compile alone (not loading the model, not measuring)

    @classmethod
    def failed(cls, model: str, config: Config, error: str) -> Row:
        return cls(model, *_config_cells(config), status=FAILED, error=" ".join(error.split()))

    @property
    def config(self) -> Config:
        return Config(self.target, self.system_config, self.memory_mode, self.calibration_method)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Row:
        return cls(**{f.name: data[f.name] for f in dataclasses.fields(cls) if f.name in data})


def _config_cells(config: Config) -> tuple[str, str, str, str]:
    return config.target, config.system_config, config.memory_mode, config.calibration_method


COLUMNS = tuple(f.name for f in dataclasses.fields(Row))


def to_csv(rows: Sequence[Row]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, COLUMNS, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: "" if v is None else v for k, v in row.to_dict().items()})
    return out.getvalue()


TABLE = (  # header, cell: the printed table's (and the HTML table's) columns
    ("model", lambda r: r.model),
    ("target", lambda r: r.target),
    ("system config", lambda r: r.system_config or "-"),
    ("memory mode", lambda r: r.memory_mode or "-"),
    ("calibration", lambda r: r.calibration_method or "float"),
    ("cycles", lambda r: _count(r.cycles)),
    ("SRAM peak", lambda r: _count(r.sram_peak_bytes)),
    ("off-chip", lambda r: _count(r.off_chip_bytes)),
    ("flash", lambda r: _count(r.flash_bytes)),
    ("CPU ops", lambda r: _count(r.cpu_ops)),
    ("int SQNR dB", lambda r: sqnr_text(r.int_sqnr_db)),
    ("compile s", lambda r: "-" if r.compile_s is None else f"{r.compile_s:.1f}"),
)
NAME_COLUMNS = 5  # the configuration's names, aligned left; the figures after them align right


def table(rows: Sequence[Row]) -> str:
    """The rows as an aligned text table; each failed row is followed by its error."""
    header = [name for name, _ in TABLE]
    cells = [[cell(r) if r.status == OK else (cell(r) if i < NAME_COLUMNS else "") for i, (_, cell) in enumerate(TABLE)]
             for r in rows]
    widths = [max(len(line[i]) for line in [header, *cells]) for i in range(len(header))]

    def line(values: list[str]) -> str:
        return "  ".join(v.ljust(w) if i < NAME_COLUMNS else v.rjust(w) for i, (v, w) in enumerate(zip(values, widths))).rstrip()

    lines = [line(header), "-" * len(line(header))]
    for row, values in zip(rows, cells):
        lines.append(line(values))
        if row.status != OK:
            lines.append(f"  failed: {row.error}")
    return "\n".join(lines)


def sqnr_text(value: Optional[float]) -> str:
    if value is None:
        return "-"
    return "exact" if math.isinf(value) and value > 0 else f"{value:.2f}"


def _count(value: Optional[int]) -> str:
    return "-" if value is None else f"{value:,}"
