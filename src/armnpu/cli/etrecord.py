"""ETRecord files for ExecuTorch's devtools (Inspector): the edge graph and the program's debug
handle and delegate maps, from what `armnpu.compile` kept."""

from __future__ import annotations

import copy
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from armnpu.pipeline import CompiledProgram


def staged_etrecord(compiled: CompiledProgram, path: Path) -> Path:
    """Write the ETRecord meant for `path` under a temporary name beside it and return that name:
    the caller renames it into place once the program is written too (or deletes it)."""
    staged = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        write_etrecord(compiled, staged)
    except BaseException:
        staged.unlink(missing_ok=True)
        raise
    return staged


def write_etrecord(compiled: CompiledProgram, path: Path) -> None:
    """The edge program (delegates already lowered, so no partition is compiled again) is emitted
    once more to get the maps ETRecord records; its bytes must be the saved program's."""
    from executorch.devtools import generate_etrecord
    from executorch.exir import (
        EdgeCompileConfig,
        EdgeProgramManager,
        ExecutorchBackendConfig,
    )

    def manager() -> EdgeProgramManager:
        config = EdgeCompileConfig(_check_ir_validity=False)
        return EdgeProgramManager({"forward": copy.deepcopy(compiled.edge_program)}, compile_config=config)

    emitted = manager().to_executorch(ExecutorchBackendConfig(extract_delegate_segments=False))
    if emitted.buffer != compiled.buffer:
        raise RuntimeError("re-emitting the edge program for the ETRecord gave a different program")
    generate_etrecord(str(path), manager(), emitted)
