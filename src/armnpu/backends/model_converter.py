"""Run ML SDK's model-converter on one partition's TOSA flatbuffer; return the VGF file it writes.

The converter is looked up as ExecuTorch's Arm backend does (MODEL_CONVERTER_PATH, then
`model-converter` on PATH), then in the installed `ai-ml-sdk-model-converter` package, so a
virtualenv that was not activated still finds it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from armnpu.errors import VgfError

_PACKAGE = "ai-ml-sdk-model-converter"
_EXECUTABLE = "model-converter"
_TIMEOUT_S = 600
# Lines the converter prints on success too; they say nothing about a failure.
_NOISE = ("WARNING: Different TOSA spec", "VGF [debug]")


def find_model_converter() -> Path:
    """The model-converter executable to run, or a VgfError saying how to install one."""
    given = os.environ.get("MODEL_CONVERTER_PATH")
    if given:
        path = Path(given).expanduser()
        if path.is_file() and os.access(path, os.X_OK):
            return path
        raise VgfError(f"MODEL_CONVERTER_PATH={given} is not an executable file; point it at model-converter or unset it")
    on_path = shutil.which(_EXECUTABLE)
    if on_path:
        return Path(on_path)
    spec = importlib.util.find_spec("model_converter")
    if spec is not None and spec.submodule_search_locations:
        bundled = Path(next(iter(spec.submodule_search_locations))) / "binaries" / "bin" / _EXECUTABLE
        if bundled.is_file():
            return bundled
    raise VgfError(
        f"the VGF target needs ML SDK's model-converter: pip install {_PACKAGE}==0.11.0 "
        "(or pip install 'armnpu[vgf]'), or set MODEL_CONVERTER_PATH to its executable"
    )


def convert_to_vgf(tosa_flatbuffer: bytes, flags: list[str], partition: str, work_dir: str | None = None) -> bytes:
    """Compile a TOSA flatbuffer to VGF. With `work_dir`, the VGF file is kept there as `<partition>.vgf`
    (the partition's TOSA is already there, written by its lowering)."""
    converter = find_model_converter()
    with tempfile.TemporaryDirectory(prefix="armnpu_vgf_") as tmp:
        tosa_path, vgf_path = Path(tmp) / "partition.tosa", Path(tmp) / "partition.vgf"
        tosa_path.write_bytes(tosa_flatbuffer)
        command = [str(converter), *flags, "-i", str(tosa_path), "-o", str(vgf_path)]
        try:
            done = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            raise VgfError(f"model-converter took over {_TIMEOUT_S} s on partition '{partition}'") from None
        if done.returncode != 0 or not vgf_path.is_file():
            raise VgfError(
                f"model-converter failed on partition '{partition}' (exit status {done.returncode}): "
                f"{_message(done.stdout + done.stderr)}"
            )
        vgf = vgf_path.read_bytes()
    if work_dir:
        Path(work_dir).mkdir(parents=True, exist_ok=True)
        (Path(work_dir) / f"{partition}.vgf").write_bytes(vgf)
    return vgf


def _message(output: str) -> str:
    lines = [line.strip() for line in output.splitlines() if line.strip() and not line.strip().startswith(_NOISE)]
    return " | ".join(lines) or "it printed nothing"
