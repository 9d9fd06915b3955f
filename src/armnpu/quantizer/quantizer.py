"""PT2E quantizers for Ethos-U and TOSA targets."""

from __future__ import annotations

import dataclasses
from typing import Optional, Sequence

import torch
from torch.fx import Node
from torchao.quantization.pt2e.quantizer import Quantizer

from armnpu.compile_spec import ArmCompileSpec, TosaCompileSpec, TosaSpecification
from armnpu.passes.pipeline import BEFORE_ANNOTATION, run_stage
from armnpu.quantizer.annotate import annotate_graph
from armnpu.quantizer.config import QuantizationConfig, with_int16_output
from armnpu.quantizer.control_flow import mark_regions, quantize_with_submodules
from armnpu.tosa.registry import Quant, rule_for_quantization


class TOSAQuantizer(Quantizer):
    """Annotates every op armnpu can lower with int8 qparams.

    Precedence, most specific first: module name, module type, graph I/O, global.
    A config of None leaves the matching ops in float (they stay on the CPU).
    """

    def __init__(self, compile_spec_or_tosa_spec) -> None:
        super().__init__()
        if isinstance(compile_spec_or_tosa_spec, (str, TosaSpecification)):
            compile_spec_or_tosa_spec = TosaCompileSpec(compile_spec_or_tosa_spec)
        if not isinstance(compile_spec_or_tosa_spec, ArmCompileSpec):
            raise TypeError(
                "TOSAQuantizer takes an EthosUCompileSpec, a TosaCompileSpec, a TosaSpecification "
                f"or a TOSA spec string, not {type(compile_spec_or_tosa_spec).__name__}"
            )
        self.compile_spec = compile_spec_or_tosa_spec
        self.global_config: Optional[QuantizationConfig] = None
        self.io_config: Optional[QuantizationConfig] = None
        self.module_type_config: dict[type, Optional[QuantizationConfig]] = {}
        self.module_name_config: dict[str, Optional[QuantizationConfig]] = {}
        self.int16_outputs = True

    @property
    def tosa_spec(self) -> TosaSpecification:
        return self.compile_spec.tosa_spec

    def set_global(self, config: Optional[QuantizationConfig]) -> "TOSAQuantizer":
        self.global_config = config
        return self

    def set_module_type(self, module_type: type, config: Optional[QuantizationConfig]) -> "TOSAQuantizer":
        self.module_type_config[module_type] = config
        return self

    def set_module_name(self, module_name: str, config: Optional[QuantizationConfig]) -> "TOSAQuantizer":
        self.module_name_config[module_name] = config
        return self

    def set_io(self, config: Optional[QuantizationConfig]) -> "TOSAQuantizer":
        self.io_config = config
        return self

    def set_int16_outputs(self, enabled: bool = True) -> "TOSAQuantizer":
        """Give the model outputs that a convolution or linear layer computes alone (the logits of a
        classifier) in int16 instead of int8 (see config.with_int16_output): with 4x headroom, one
        rounding at 1/64 of the int8 step, for a byte more per value. The output rounding is most of
        the error of many int8 classifiers. On by default, as in `armnpu.compile`: with float program
        outputs the widening stays inside the program (its output dequantize reads int16);
        `set_int16_outputs(False)` gives the competitor's all-int8 quantization. Outputs under
        `set_io` keep that config."""
        self.int16_outputs = enabled
        return self

    def transform_for_annotation(self, model: torch.fx.GraphModule) -> torch.fx.GraphModule:
        """Composite ops become their parts, so that each part is quantized on its own."""
        mark_regions(model)
        # Quantizing makes the program an integer one, whichever profiles the spec also allows.
        target = dataclasses.replace(self.compile_spec.compile_target, quantized=True)
        return run_stage(BEFORE_ANNOTATION, model, target)

    def annotate(self, model: torch.fx.GraphModule) -> torch.fx.GraphModule:
        annotate_graph(model.graph, self._config_for)
        return model

    def validate(self, model: torch.fx.GraphModule) -> None:
        return None

    def quantize_with_submodules(
        self,
        model: torch.fx.GraphModule,
        calibration_samples: Sequence[tuple],
        is_qat: bool = False,
        fold_quantize: bool = True,
        *,
        bias_correction: bool = False,
    ) -> torch.fx.GraphModule:
        """prepare, calibrate and convert a model with torch.cond or while_loop, whose branches and
        conditions plain prepare_pt2e leaves float. Calibrate with a sample for every branch.
        `bias_correction` corrects conv/linear biases for the mean error of their quantized weights."""
        return quantize_with_submodules(self, model, calibration_samples, is_qat, fold_quantize, bias_correction)

    def _config_for(self, node: Node) -> Optional[QuantizationConfig]:
        stack = list((node.meta.get("nn_module_stack") or {}).values())
        for qualified_name, _ in reversed(stack):
            for name, config in self.module_name_config.items():
                if qualified_name == name or qualified_name.startswith(name + "."):
                    return config
        for _, module_type in reversed(stack):
            for wanted, config in self.module_type_config.items():
                if _same_type(module_type, wanted):
                    return config
        if self.io_config is not None and (_fed_by_input(node) or _feeds_output(node)):
            return _io_blend(self.io_config, self.global_config, node)
        if self.int16_outputs and self.global_config is not None and _weighted_output(node):
            return with_int16_output(self.global_config)
        return self.global_config


class EthosUQuantizer(TOSAQuantizer):
    """The quantizer for Ethos-U compile specs (same behaviour, Ethos-U spec)."""


class VgfQuantizer(TOSAQuantizer):
    """The quantizer for VGF compile specs (same behaviour, VGF spec)."""


def _same_type(recorded, wanted: type) -> bool:
    if isinstance(recorded, type):
        return issubclass(recorded, wanted)
    return str(recorded) in (wanted.__qualname__, f"{wanted.__module__}.{wanted.__qualname__}") or str(
        recorded
    ).endswith("." + wanted.__qualname__)


def _fed_by_input(node: Node) -> bool:
    return any(isinstance(a, Node) and a.op == "placeholder" for a in node.all_input_nodes)


def _feeds_output(node: Node) -> bool:
    return any(user.op == "output" for user in node.users)


def _weighted_output(node: Node) -> bool:
    """A convolution or linear layer whose result goes to the model's outputs and nowhere else."""
    rule = rule_for_quantization(node)
    return (rule is not None and rule.quant == Quant.WEIGHTED and bool(node.users)
            and all(user.op == "output" for user in node.users))


def _io_blend(io: QuantizationConfig, base: Optional[QuantizationConfig], node: Node) -> QuantizationConfig:
    """The IO config for the tensors at the model's edge, the global config inside: an op fed by
    an input takes it in the IO dtype (uint8 pixels) but keeps int8 weights and, unless it feeds
    an output, an int8 result."""
    if base is None:
        return io
    return dataclasses.replace(
        base,
        input_activation=io.input_activation if _fed_by_input(node) else base.input_activation,
        output_activation=io.output_activation if _feeds_output(node) else base.output_activation,
        weight=io.weight if io.weight is not None else base.weight,
        label=f"{io.label} at the edge, {base.label} inside",
    )
