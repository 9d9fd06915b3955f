"""Sweep rows on disk, one JSON file per (model hash, configuration).

The key also holds what could change a result without changing the model or the configuration:
a hash of armnpu's own source and the versions of the compilers it drives (torch, ExecuTorch,
torchao, Vela, the TOSA tools). The default directory is the user's cache
(`$XDG_CACHE_HOME/armnpu/sweep`, else `~/.cache/armnpu/sweep`), shared by every sweep;
`armnpu sweep --cache-dir` chooses another.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import tempfile
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Optional

from armnpu.sweep.plan import Config
from armnpu.sweep.row import Row
from armnpu.sweep.source import ModelSource

_COMPILERS = ("torch", "executorch", "torchao", "ethos-u-vela", "tosa-tools")


def default_cache_dir() -> Path:
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "armnpu" / "sweep"


class Cache:
    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def get(self, source: ModelSource, config: Config) -> Optional[Row]:
        """The stored row, relabelled with this sweep's model name (the same bytes may come under
        another path); None when there is none or it cannot be read."""
        try:
            data = json.loads(self._path(source, config).read_text())
            row = Row.from_dict(data["row"])
        except (OSError, ValueError, KeyError, TypeError):  # absent, or cut short by a crash: recompute
            return None
        row.model = source.name
        return row

    def put(self, source: ModelSource, config: Config, row: Row) -> None:
        """Store `row` atomically: concurrent sweeps never read half a file."""
        self.directory.mkdir(parents=True, exist_ok=True)
        data = {"key": _key_fields(source, config), "row": row.to_dict()}
        handle, temporary = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
        with os.fdopen(handle, "w") as out:
            json.dump(data, out, indent=1)
        os.replace(temporary, self._path(source, config))

    def _path(self, source: ModelSource, config: Config) -> Path:
        text = json.dumps(_key_fields(source, config), sort_keys=True)
        return self.directory / f"{hashlib.sha256(text.encode()).hexdigest()}.json"


def _key_fields(source: ModelSource, config: Config) -> dict:
    return {"model": source.digest, "config": vars(config), "armnpu": armnpu_digest(), "compilers": _versions()}


@functools.cache
def armnpu_digest() -> str:
    """A hash of armnpu's Python sources: any change to the compiler makes new cache keys."""
    package = Path(__file__).resolve().parents[1]
    hasher = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        hasher.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes() + b"\0")
    return hasher.hexdigest()


@functools.cache
def _versions() -> dict[str, str]:
    def installed(name: str) -> str:
        try:
            return version(name)
        except PackageNotFoundError:
            return "not installed"

    return {name: installed(name) for name in _COMPILERS}
