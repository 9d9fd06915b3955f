"""A compiled program on disk: the program file and, beside it, its report data (the sidecar,
`model.pte` → `model.armnpu.json`), written together or not at all."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional, Sequence


def sidecar_path(program: str | Path) -> Path:
    """`model.pte` → `model.armnpu.json`."""
    return Path(program).with_suffix(".armnpu.json")


def write_artifact(path: str | Path, program: bytes, sidecar: Optional[str] = None,
                   sidecar_copies: Sequence[Path] = ()) -> list[Path]:
    """Write `program` to `path`, and `sidecar` (the report data's JSON) beside it and to each of
    `sidecar_copies`; return the sidecar files written. Each file goes to a temporary name in its
    directory first and is renamed only once all are written, so a failure leaves no file half
    written and any older program at `path` as it was."""
    path = Path(path)
    files = [(path, program)]
    if sidecar is not None:
        files += [(target, sidecar.encode("utf-8")) for target in (sidecar_path(path), *sidecar_copies)]
    staged: list[tuple[Path, Path]] = []
    try:
        for target, data in files:
            # A plain file (not mkstemp's owner-only one): the program gets the permissions it always had.
            temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
            staged.append((temporary, target))
            temporary.write_bytes(data)
    except BaseException:
        for temporary, _ in staged:
            temporary.unlink(missing_ok=True)
        raise
    for temporary, target in staged:
        os.replace(temporary, target)
    return [target for _, target in staged[1:]]
