"""Files the command line reads and writes, checked before any work starts: a mistake ends in one
line saying what was wrong and what is accepted, not in an error after minutes of compiling."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from armnpu.errors import ArmNpuError


def output_file(path: str | Path, option: str, suffixes: tuple[str, ...]) -> Path:
    """`path` as a file the command may create: the right suffix, in a directory that exists and
    is writable, not a directory itself."""
    path = Path(path)
    accepted = " or ".join(suffixes)
    if path.is_dir():
        raise ArmNpuError(f"{option} {path}: is a directory; give a file name ending in {accepted}")
    if path.suffix.lower() not in suffixes:
        raise ArmNpuError(f"{option} {path}: expected a file name ending in {accepted}")
    parent = path.parent
    if not parent.is_dir():
        raise ArmNpuError(f"{option} {path}: the directory {parent} does not exist")
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise ArmNpuError(f"{option} {path}: not writable")
    return path


def input_file(path: str | Path, option: str, suffixes: tuple[str, ...], holds: str) -> Path:
    """`path` as an existing file of an accepted kind; `holds` says what that file must contain."""
    path = Path(path)
    accepted = " or ".join(suffixes)
    if not path.is_file():
        raise ArmNpuError(f"{option} {path}: no such file ({accepted}: {holds})")
    if path.suffix.lower() not in suffixes:
        raise ArmNpuError(f"{option} {path}: expected {accepted} ({holds}), not {path.suffix or 'a file without suffix'}")
    return path


def write_whole(path: str | Path, text: str, option: str) -> None:
    """Write `text` to `path` through a temporary file beside it, so a failure leaves no half-written file."""
    path = Path(path)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise ArmNpuError(f"{option} {path}: cannot write it ({error.strerror or error})") from None
