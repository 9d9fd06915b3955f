"""VGF programs on the host, in a process of their own (see worker.py): ML SDK's scenario runner
over the ML emulation layer for Vulkan, on the Vulkan device the loader finds (Mesa's lavapipe,
a CPU device, on a machine without a GPU). Each VGF file is built into a scenario once (Vulkan
set-up, about 2 s for the first graph of a process and 0.2 s for the next); a call then uploads
the inputs, dispatches the graph and downloads the outputs (under a millisecond for small graphs).
Run as a script, this file serves requests."""

from __future__ import annotations

import atexit
import copy
import importlib.util
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from vgf_file import (  # run by path: this folder is sys.path[0]
    VgfScenario,
    VgfTensor,
    read_scenario,
)
from worker import WorkerUnavailable, serve_stdio

_LAYERS = ("Graph", "Tensor")  # the Graph layer needs the Tensor layer's VK_ARM_tensors beneath it
_NO_DEVICE = (
    "no Vulkan device to run VGF programs on ({reason}); install a Vulkan 1.3 driver: on Debian or "
    "Ubuntu `apt-get install libvulkan1 mesa-vulkan-drivers` gives lavapipe, a CPU device"
)


def _enable_emulation_layers() -> None:
    """Point the Vulkan loader at the emulation layer's two layers, before Vulkan loads.

    The package's manifests name their libraries without a path, and with both manifests in one
    folder some loaders (Debian 12's 1.3.239) order the layers by discovery rather than by
    VK_INSTANCE_LAYERS, and the Graph layer then finds no VK_ARM_tensors. So each manifest is
    copied into a folder of its own, with an absolute library path, Graph's folder first."""
    spec = importlib.util.find_spec("emulation_layer")
    if spec is None or not spec.submodule_search_locations:
        raise WorkerUnavailable("running VGF programs needs the ML emulation layer for Vulkan: "
                                "pip install ai-ml-emulation-layer-for-vulkan==0.11.0 (or pip install 'armnpu[vgf]')")
    deploy = Path(next(iter(spec.submodule_search_locations))) / "deploy"
    folders, names = [], []
    root = tempfile.mkdtemp(prefix="armnpu_vk_layers_")
    atexit.register(shutil.rmtree, root, True)
    for layer in _LAYERS:
        manifest = json.loads((deploy / "share" / "vulkan" / "explicit_layer.d" / f"VkLayer_{layer}.json").read_text())
        manifest["layer"]["library_path"] = str(deploy / "lib" / f"libVkLayer_{layer}.so")
        folder = Path(root) / layer
        folder.mkdir()
        (folder / f"VkLayer_{layer}.json").write_text(json.dumps(manifest))
        folders.append(str(folder))
        names.append(manifest["layer"]["name"])
    os.environ["VK_LAYER_PATH"] = os.pathsep.join([*folders, *filter(None, [os.environ.get("VK_LAYER_PATH")])])
    os.environ["VK_INSTANCE_LAYERS"] = ":".join(names)


@dataclass
class _Graph:
    scenario: Any  # scenario_runner_py.Scenario, built once, run per call
    inputs: list[tuple[VgfTensor, Any]]  # (tensor, its id in the scenario)
    outputs: list[tuple[VgfTensor, Any]]


_scenario_runner: Any = None  # the scenario_runner_py module, once the layers are set up


def _runner() -> Any:
    global _scenario_runner
    if _scenario_runner is None:
        _enable_emulation_layers()
        try:
            import scenario_runner_py
        except ImportError as error:
            raise WorkerUnavailable(f"running VGF programs needs ML SDK's scenario runner ({error}): pip install "
                                    "ai-ml-sdk-scenario-runner==0.11.0 (or pip install 'armnpu[vgf]')") from None
        _scenario_runner = scenario_runner_py
    return _scenario_runner


def _load(blob: bytes) -> _Graph:
    runner = _runner()
    info: VgfScenario = read_scenario(blob)
    scenario = copy.deepcopy(info.template)
    with tempfile.TemporaryDirectory(prefix="armnpu_vgf_") as tmp:
        Path(tmp, "graph.vgf").write_bytes(blob)
        for resource in scenario["resources"]:
            if "graph" in resource:
                resource["graph"]["src"] = "graph.vgf"
            tensor = resource.get("tensor")
            if tensor is None:
                continue
            if "src" in tensor:  # the scenario reads an initial value; each call uploads the real one
                entry = next(t for t in info.inputs if t.uid == tensor["uid"])
                np.save(Path(tmp, f"{entry.uid}.npy"), np.zeros(entry.shape, entry.dtype))
                tensor["src"] = f"{entry.uid}.npy"
            else:
                tensor.pop("dst", None)  # outputs are downloaded, not written to files
        Path(tmp, "scenario.json").write_text(json.dumps(scenario))
        try:
            built = runner.load_scenario(Path(tmp, "scenario.json"), work_dir=tmp, output_dir=tmp)
        except RuntimeError as error:
            if "createInstance" in str(error) or "ErrorIncompatibleDriver" in str(error) or "libvulkan" in str(error):
                raise WorkerUnavailable(_NO_DEVICE.format(reason=str(error).strip())) from None
            raise RuntimeError(f"the scenario runner cannot set the VGF graph up: {error}") from None
    return _Graph(
        built,
        [(t, built.get_tensor_id(t.uid)) for t in info.inputs],
        [(t, built.get_tensor_id(t.uid)) for t in info.outputs],
    )


def _run(graph: _Graph, arrays: list[np.ndarray]) -> list[np.ndarray]:
    if len(arrays) != len(graph.inputs):
        raise ValueError(f"the VGF graph takes {len(graph.inputs)} input(s), got {len(arrays)}")
    for number, (array, (tensor, tensor_id)) in enumerate(zip(arrays, graph.inputs)):
        if tuple(array.shape) != tensor.shape or array.dtype != np.dtype(tensor.dtype):
            raise ValueError(f"VGF input {number}: the graph takes {tensor.dtype} {list(tensor.shape)}, "
                             f"got {array.dtype} {list(array.shape)}")
        graph.scenario.upload(tensor_id, np.ascontiguousarray(array))
    graph.scenario.run()
    return [np.array(graph.scenario.download(tensor_id)).reshape(tensor.shape) for tensor, tensor_id in graph.outputs]


if __name__ == "__main__":
    serve_stdio(_load, _run)
