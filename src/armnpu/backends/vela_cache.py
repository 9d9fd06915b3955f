"""Vela results kept by what determines them: the same TOSA compiled with the same flags by the
same Vela gives the same command stream, so a second compile of it (a repeated `armnpu.compile`,
a lowering variant equal to another, a sweep) reads the first one's result.

A result is kept in this process (the last few) and on disk under
`$XDG_CACHE_HOME/armnpu/vela` (else `~/.cache/armnpu/vela`). `ARMNPU_VELA_CACHE=off` turns both
off, `ARMNPU_VELA_CACHE=memory` keeps the process's only; benchmarks that time Vela set `off`.
The key hashes the TOSA flatbuffer, the partition name (Vela names its outputs after it), every
flag, the contents of each `--config` file the flags name, and Vela's version.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import tempfile
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from ethosu.vela import __version__ as VELA_VERSION

from armnpu.errors import ConfigError

if TYPE_CHECKING:
    from armnpu.backends.vela import VelaResult

_log = logging.getLogger(__name__)

ENV_VAR = "ARMNPU_VELA_CACHE"
_MODES = ("on", "memory", "off")
# Results kept in the process: a partition's result holds its weights, so only the last few.
MEMORY_ENTRIES = 16
# Bumped when what a cached file holds changes shape (VelaResult's fields).
_FORMAT = 1

_memory: OrderedDict[str, "VelaResult"] = OrderedDict()


def mode() -> str:
    """"on" (memory and disk, the default), "memory" or "off", from $ARMNPU_VELA_CACHE."""
    value = os.environ.get(ENV_VAR, "on").strip().lower() or "on"
    if value in ("0", "false", "no"):
        value = "off"
    if value not in _MODES:
        raise ConfigError(f"${ENV_VAR} is {value!r}; it takes one of {', '.join(_MODES)}")
    return value


def directory() -> Path:
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "armnpu" / "vela"


def key(tosa_flatbuffer: bytes, flags: list[str], partition_name: str) -> str:
    """What a Vela result depends on, hashed."""
    digest = hashlib.sha256()
    for part in (f"format {_FORMAT}", f"vela {VELA_VERSION}", partition_name, *flags):
        digest.update(part.encode() + b"\0")
    for flag in flags:
        config = Path(flag.split("=", 1)[1]) if flag.startswith("--config=") else None
        if config is not None and config.is_file():
            # The .ini's contents, not its path: a generated ini is rewritten at the same path.
            # (A name Vela finds among its own configs, "Arm/vela.ini", is covered by its version.)
            digest.update(config.read_bytes())
    digest.update(hashlib.sha256(tosa_flatbuffer).digest())
    return digest.hexdigest()


def get(cache_key: str) -> "VelaResult | None":
    setting = mode()
    if setting == "off":
        return None
    if cache_key in _memory:
        _memory.move_to_end(cache_key)
        return _memory[cache_key]
    if setting != "on":
        return None
    path = directory() / f"{cache_key}.pickle"
    try:
        with path.open("rb") as f:
            result = pickle.load(f)  # written by put() below, in the user's own cache directory
    except FileNotFoundError:
        return None
    except Exception as error:  # noqa: BLE001 - a damaged entry is a miss, and is written again
        _log.debug("ignoring unreadable Vela cache entry %s: %s", path, error)
        return None
    _remember(cache_key, result)
    return result


def put(cache_key: str, result: "VelaResult") -> None:
    setting = mode()
    if setting == "off":
        return
    _remember(cache_key, result)
    if setting != "on":
        return
    folder = directory()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # Written whole, then renamed: a concurrent compile never reads half an entry.
        with tempfile.NamedTemporaryFile(dir=folder, suffix=".tmp", delete=False) as f:
            pickle.dump(result, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(f.name, folder / f"{cache_key}.pickle")
    except OSError as error:  # a read-only or full disk costs the next compile time, not this one
        _log.debug("could not write the Vela cache in %s: %s", folder, error)


def clear_memory() -> None:
    """Forget the results kept in this process (the disk cache stays)."""
    _memory.clear()


def _remember(cache_key: str, result: "VelaResult") -> None:
    _memory[cache_key] = result
    _memory.move_to_end(cache_key)
    while len(_memory) > MEMORY_ENTRIES:
        _memory.popitem(last=False)
