"""The simulator stands alone: importing every module of armnpu.npu loads none of the compiler.

import-linter's contracts (.importlinter, run by .ci/run) state the whole layering; this test keeps
the simulator's part of it in the default test run, where a change that breaks it fails first."""

import subprocess
import sys

COMPILER_PACKAGES = ("armnpu.ops", "armnpu.passes", "armnpu.quantizer", "armnpu.tosa")

_IMPORT_ALL_OF_NPU = """
import importlib, pkgutil, sys
import armnpu.npu
for module in pkgutil.walk_packages(armnpu.npu.__path__, "armnpu.npu."):
    importlib.import_module(module.name)
print("\\n".join(sorted(sys.modules)))
"""


def test_no_simulator_module_loads_the_compiler():
    loaded = subprocess.run([sys.executable, "-c", _IMPORT_ALL_OF_NPU], capture_output=True, text=True, check=True)
    modules = loaded.stdout.split()
    assert any(name.startswith("armnpu.npu.") for name in modules)
    compiler = [m for m in modules if m.startswith(tuple(f"{p}." for p in COMPILER_PACKAGES)) or m in COMPILER_PACKAGES]
    assert compiler == [], f"armnpu.npu loads compiler modules: {compiler}"
