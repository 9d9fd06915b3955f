"""Find the report data for a path: a `.pte` (and its sidecar), a sidecar itself, or a directory."""

from __future__ import annotations

import hashlib
from pathlib import Path

from armnpu.errors import ArmNpuError
from armnpu.formats.artifact import sidecar_path
from armnpu.report_data.model import Report

_SIDECAR_GLOB = "*.armnpu.json"


def load_report(path: str | Path) -> Report:
    path = Path(path)
    if path.is_dir():
        return _from_directory(path)
    if not path.is_file():
        raise ArmNpuError(f"{path} does not exist; give a .pte, its .armnpu.json or an intermediates directory")
    if path.name.endswith(".json"):
        return Report.from_json(path.read_text(), str(path))
    return _from_pte(path)


def _from_pte(path: Path) -> Report:
    sidecar = sidecar_path(path)
    if sidecar.is_file():
        report = Report.from_json(sidecar.read_text(), str(sidecar))
        if report.program.get("sha256") == hashlib.sha256(path.read_bytes()).hexdigest():
            report.program["file"] = path.name
            return report
    # Reading the .pte itself needs ExecuTorch's deserializer, which takes seconds to import.
    from armnpu.report.pte import report_from_pte

    fallback = report_from_pte(path)
    if not sidecar.is_file():
        return fallback
    fallback.notes.insert(0, f"{sidecar.name} describes another build of this program (checksum differs); ignored")
    return fallback


def _from_directory(directory: Path) -> Report:
    sidecars = sorted(directory.glob(_SIDECAR_GLOB))
    if len(sidecars) == 1:
        return Report.from_json(sidecars[0].read_text(), str(sidecars[0]))
    if len(sidecars) > 1:
        names = ", ".join(p.name for p in sidecars)
        raise ArmNpuError(f"{directory} holds several report data files ({names}); name one of them")
    if any((directory / "output").glob("*_summary_*.csv")):  # Vela's outputs, written by run_vela
        from armnpu.report.intermediates import report_from_intermediates

        return report_from_intermediates(directory)
    raise ArmNpuError(
        f"{directory} holds no report data ({_SIDECAR_GLOB}) and no Vela outputs (output/*_summary_*.csv); "
        "compile with `armnpu compile MODEL --intermediates DIR`"
    )
