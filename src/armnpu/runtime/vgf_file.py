"""What a VGF file says about its inputs and outputs: the scenario template the VGF library's
`vgf_dump` writes for it. Imports only the standard library (the VGF worker imports it too)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

MAGIC = b"VGF1"
_PACKAGE = "ai-ml-sdk-vgf-library"
_TIMEOUT_S = 60

# Vulkan tensor formats of VGF inputs and outputs → numpy dtype names.
FORMAT_DTYPES = {
    "VK_FORMAT_R8_BOOL_ARM": "bool",
    "VK_FORMAT_R8_SINT": "int8",
    "VK_FORMAT_R8_UINT": "uint8",
    "VK_FORMAT_R16_SINT": "int16",
    "VK_FORMAT_R32_SINT": "int32",
    "VK_FORMAT_R64_SINT": "int64",
    "VK_FORMAT_R16_SFLOAT": "float16",
    "VK_FORMAT_R32_SFLOAT": "float32",
}


class VgfFileError(Exception):
    """The blob is not a VGF file vgf_dump can read, or vgf_dump is missing."""


@dataclass(frozen=True)
class VgfTensor:
    uid: str  # the tensor's resource uid in the scenario
    shape: tuple[int, ...]
    vk_format: str

    @property
    def dtype(self) -> str:
        if self.vk_format not in FORMAT_DTYPES:
            raise VgfFileError(f"VGF tensor {self.uid} has format {self.vk_format}; the host runs "
                               f"{', '.join(FORMAT_DTYPES)}")
        return FORMAT_DTYPES[self.vk_format]


@dataclass(frozen=True)
class VgfScenario:
    template: dict  # the scenario JSON; tensor paths are placeholders
    inputs: list[VgfTensor]
    outputs: list[VgfTensor]


def find_vgf_dump() -> Path:
    on_path = shutil.which("vgf_dump")
    if on_path:
        return Path(on_path)
    spec = importlib.util.find_spec("vgf_lib")
    if spec is not None and spec.submodule_search_locations:
        bundled = Path(next(iter(spec.submodule_search_locations))) / "binaries" / "bin" / "vgf_dump"
        if bundled.is_file():
            return bundled
    raise VgfFileError(f"reading VGF files needs the VGF library's vgf_dump: pip install {_PACKAGE}==0.11.0 "
                       "(or pip install 'armnpu[vgf]')")


def read_scenario(blob: bytes) -> VgfScenario:
    """The scenario template of a VGF file, with its inputs and outputs in binding order."""
    if bytes(blob[:4]) != MAGIC:
        raise VgfFileError(f"not a VGF file (magic {bytes(blob[:4])!r}, expected {MAGIC!r})")
    with tempfile.TemporaryDirectory(prefix="armnpu_vgf_") as tmp:
        vgf, scenario = Path(tmp) / "graph.vgf", Path(tmp) / "scenario.json"
        vgf.write_bytes(blob)
        command = [str(find_vgf_dump()), "-i", str(vgf), "--scenario-template", "-o", str(scenario)]
        done = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=_TIMEOUT_S)
        if done.returncode != 0 or not scenario.is_file():
            message = " | ".join(line.strip() for line in (done.stdout + done.stderr).splitlines() if line.strip())
            raise VgfFileError(f"vgf_dump cannot read the VGF file: {message or f'exit status {done.returncode}'}")
        template = json.loads(scenario.read_text())
    inputs: list[VgfTensor] = []
    outputs: list[VgfTensor] = []
    for resource in template.get("resources", []):
        tensor = resource.get("tensor")
        if tensor is None:
            continue
        entry = VgfTensor(tensor["uid"], tuple(int(d) for d in tensor["dims"]), tensor["format"])
        (inputs if "src" in tensor else outputs).append(entry)
    return VgfScenario(template, inputs, outputs)
