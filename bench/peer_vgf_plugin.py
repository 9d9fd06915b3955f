"""pytest plugin: extends ../shared/peer_suite's stand-ins to the competitor's VGF pipeline.

Loaded with `-p peer_vgf_plugin` next to the suite's own `-p conftest_plugin` (bench/peer_vgf.py
does both). It adds `VgfPipeline` to the pipelines the suite replaces; a VGF stand-in runs the
suite's flow (export, quantize when the test asks, lower, .pte, run with `armnpu.load`, compare
with the competitor's tolerances) on armnpu's VgfCompileSpec, VgfQuantizer and VgfPartitioner.
FP cases (`quantize=False`) compare with eager PyTorch, INT cases with the quantized model.
"""

from __future__ import annotations

from typing import Generic, TypeVar

import conftest_plugin
import flow

_KIND = "vgf"
T = TypeVar("T")
# Stages of the default stand-in that a VGF test switches off with its arguments.
_QUANTIZE_STAGES = ("quantize", "check.quant_nodes", "check_not.quant_nodes")
_RUN_STAGES = ("serialize", "run_method_and_compare_outputs")


class VgfImpl(flow.ArmnpuImpl):
    """armnpu with the VGF target: the suite asks for an "Ethos-U" spec by target key, "vgf" here;
    the TOSA spec is the one the running case's VgfPipeline asked for (see _vgf_tosa_spec)."""

    tosa_spec: str | None = None  # set by the stand-in of the case about to run

    def ethosu_compile_spec(self, target):
        return self.m.VgfCompileSpec(self.tosa_spec) if target == _KIND else super().ethosu_compile_spec(target)

    def quantizer(self, cs):
        return self.m.VgfQuantizer(cs) if isinstance(cs, self.m.VgfCompileSpec) else super().quantizer(cs)

    def partitioner(self, cs):
        return self.m.VgfPartitioner(cs) if isinstance(cs, self.m.VgfCompileSpec) else super().partitioner(cs)


def _make_standin(orig: type, kind: str, _make=conftest_plugin._make_standin) -> type:
    base = _make(orig, kind)
    if kind != _KIND:
        return base

    class VgfStandIn(base, Generic[T]):  # tests write VgfPipeline[input_t](...)
        def _build_default_stages(self):
            super()._build_default_stages()
            dropped = set()
            if not self.params.get("quantize", True):
                dropped.update(_QUANTIZE_STAGES)
            if not self.params.get("run_on_vulkan_runtime", True):
                dropped.update(_RUN_STAGES)
            self._stages = [stage for stage in self._stages if stage.id not in dropped]

        def _build_spec(self):
            spec = super()._build_spec()
            spec.tosa_spec = _IMPL.tosa_spec = _vgf_tosa_spec(self.params)
            return spec

    VgfStandIn.__name__ = VgfStandIn.__qualname__ = orig.__name__
    return VgfStandIn


def _vgf_tosa_spec(params: dict) -> str | None:
    """As VgfPipeline builds it: the test's tosa_spec, else its tosa_version (default VgfCompileSpec's)
    plus its tosa_extensions (default bf16 with the FP profile)."""
    if params.get("tosa_spec") is not None:
        return str(params["tosa_spec"])
    version = params.get("tosa_version") or str(_IMPL.m.VgfCompileSpec().tosa_spec)
    extensions = params.get("tosa_extensions")
    if extensions is None:
        extensions = ["bf16"] if "FP" in version else []
    return version + "".join(f"+{e}" for e in extensions if f"+{e}" not in version)


_IMPL = VgfImpl()
flow.ETHOSU_TARGETS[_KIND] = _KIND
flow._IMPLS["armnpu"] = _IMPL
conftest_plugin._REPLACED["VgfPipeline"] = _KIND
conftest_plugin._make_standin = _make_standin
