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
    """armnpu with the VGF target: the suite asks for an "Ethos-U" spec by target key, "vgf" here."""

    def ethosu_compile_spec(self, target):
        return self.m.VgfCompileSpec() if target == _KIND else super().ethosu_compile_spec(target)

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

    VgfStandIn.__name__ = VgfStandIn.__qualname__ = orig.__name__
    return VgfStandIn


flow.ETHOSU_TARGETS[_KIND] = _KIND
flow._IMPLS["armnpu"] = VgfImpl()
conftest_plugin._REPLACED["VgfPipeline"] = _KIND
conftest_plugin._make_standin = _make_standin
