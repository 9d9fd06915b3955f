"""The sweep's combinations: every target × system config × memory mode × calibration method,
each checked by the compile spec compile itself builds, so a name that does not exist for a
target is named (with what that target accepts) before any compile starts."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Optional, Sequence

from armnpu.calibration import DEFAULT_CALIBRATION_METHOD, check_calibration_method
from armnpu.compile_spec import ArmCompileSpec, EthosUCompileSpec, make_compile_spec
from armnpu.errors import ConfigError
from armnpu.targets import VGF_TARGET, get_ethosu_target, is_tosa_target, is_vgf_target, system_config_fits

NOT_APPLICABLE = ""  # an axis that means nothing for the target (a TOSA target's memory mode)


@dataclass(frozen=True)
class Config:
    """One combination: what `armnpu.compile` is given besides the model."""

    target: str
    system_config: str = NOT_APPLICABLE
    memory_mode: str = NOT_APPLICABLE
    calibration_method: str = NOT_APPLICABLE  # NOT_APPLICABLE: a float program, not quantized

    def spec_kwargs(self) -> dict[str, str]:
        """make_compile_spec's keyword arguments (the Ethos-U ones, where they apply)."""
        given = {"system_config": self.system_config, "memory_mode": self.memory_mode}
        return {key: value for key, value in given.items() if value != NOT_APPLICABLE}

    def __str__(self) -> str:
        return " ".join(v for v in (self.target, self.system_config, self.memory_mode, self.calibration_method) if v)


def plan(
    targets: Sequence[str],
    system_configs: Optional[Sequence[str]] = None,
    memory_modes: Optional[Sequence[str]] = None,
    calibration_methods: Optional[Sequence[str]] = None,
) -> list[Config]:
    """Every combination, in the order given; None: the target's default (system config, memory
    mode) or armnpu's default calibration method. System configs and memory modes apply to Ethos-U
    targets, calibration methods to quantized programs; a TOSA target ignores the axes that mean
    nothing for it. A system config that names an NPU family applies to that family's targets (one
    sweep can cover several families). Raises ConfigError on the first combination compile would
    refuse."""
    methods = [check_calibration_method(m) for m in calibration_methods or [DEFAULT_CALIBRATION_METHOD]]
    configs: list[Config] = []
    for target in targets:
        if is_vgf_target(target):
            raise ConfigError(f"sweep compiles for Ethos-U and TOSA targets; {VGF_TARGET.name} programs are "
                              "neither planned by Vela nor measured by the TOSA reference model")
        defaults: list[Optional[str]] = [None]
        for system_config, memory_mode in product(_system_configs_of(target, system_configs) or defaults,
                                                  memory_modes or defaults):
            spec = _checked_spec(target, system_config, memory_mode)
            if isinstance(spec, EthosUCompileSpec):
                base = Config(spec.target, spec.system_config, spec.memory_mode)
            else:
                base = Config(str(spec.tosa_spec))
            quantized = spec.tosa_spec.support_integer()
            for method in methods if quantized else [NOT_APPLICABLE]:
                config = Config(base.target, base.system_config, base.memory_mode, method)
                if config not in configs:  # a TOSA target meets each memory mode once
                    configs.append(config)
    return configs


def _system_configs_of(target: str, given: Optional[Sequence[str]]) -> list[str]:
    """The given system configs for `target`'s family: those that fit it, or, when none does, all
    of them, so that the compile spec names the first and what the target accepts."""
    if not given or is_tosa_target(target):
        return []
    family = get_ethosu_target(target).family
    return [name for name in given if system_config_fits(name, family)] or list(given)


def _checked_spec(target: str, system_config: Optional[str], memory_mode: Optional[str]) -> ArmCompileSpec:
    """The compile spec for one combination, or a ConfigError that names the target first (the
    spec's own message names the system config or memory mode and what the target accepts)."""
    try:
        return make_compile_spec(target) if is_tosa_target(target) else \
            EthosUCompileSpec(target, system_config, memory_mode)
    except ConfigError as error:
        raise ConfigError(f"{target}: {error}") from None
