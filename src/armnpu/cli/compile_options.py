"""`compile`'s target and Ethos-U options turned into compile-spec arguments, checked before any
import: a typo should not cost the seconds torch and ExecuTorch take to load."""

from __future__ import annotations

import argparse
from typing import Any

from armnpu.cli.memory_budget import parse_size, with_sram_size
from armnpu.errors import ConfigError

# compile() keyword, argparse attribute, option: the options that only mean something for Ethos-U.
_ETHOSU_OPTIONS = (
    ("system_config", "system_config", "--system-config"),
    ("memory_mode", "memory_mode", "--memory-mode"),
    ("extra_flags", "extra_vela_flags", "--extra-vela-flags"),
    ("config_ini", "config_ini", "--config-ini"),
    ("direct_drive", "direct_drive", "--direct-drive"),
)


def valid_targets() -> list[str]:
    from armnpu.targets import ETHOSU_TARGETS, VGF_TARGET, tosa_targets

    return [*ETHOSU_TARGETS, *tosa_targets(), VGF_TARGET.name]


def check_target(name: str) -> str:
    """The canonical spelling of a target the command line accepts."""
    valid = valid_targets()
    by_key = {t.lower(): t for t in valid}
    if name.lower() in by_key:
        return by_key[name.lower()]
    from armnpu.targets import is_tosa_target

    if is_tosa_target(name):  # another TOSA spec string, e.g. TOSA-1.0+INT+int16
        from armnpu.compile_spec import TosaSpecification

        return str(TosaSpecification.create_from_string(name))
    raise ConfigError(f"unknown target {name!r}; valid targets: {', '.join(valid)}")


def spec_kwargs(args: argparse.Namespace, target: str) -> dict[str, Any]:
    """make_compile_spec's keyword arguments for `target` from the command line; an option that
    does not apply to the target is an error, not ignored."""
    from armnpu.targets import VGF_TARGET, is_tosa_target, is_vgf_target

    vgf = is_vgf_target(target)
    ethosu = not is_tosa_target(target) and not vgf
    given = {kwarg: getattr(args, attr) for kwarg, attr, _ in _ETHOSU_OPTIONS if getattr(args, attr)}
    options = [option for kwarg, _, option in _ETHOSU_OPTIONS if kwarg in given]
    _check_vela_flags(args.extra_vela_flags or "")
    if args.sram_size is not None:
        options.append("--sram-size")
        given["extra_flags"] = with_sram_size(given.get("extra_flags"), parse_size(args.sram_size, "--sram-size"))
    if args.strict_memory:
        options.append("--strict-memory")
    if options and not ethosu:
        raise ConfigError(f"{', '.join(options)} only apply to Ethos-U targets, not {target}")
    if args.tosa_profile and not vgf:
        raise ConfigError(f"--tosa-profile applies to the {VGF_TARGET.name} target; for TOSA give the spec as "
                          f"--target (e.g. TOSA-1.0+FP), not {target}")
    if not vgf:
        tosa_spec = target
    elif args.tosa_profile:
        tosa_spec = VGF_TARGET.tosa_spec_for_profile(args.tosa_profile)
    else:
        tosa_spec = VGF_TARGET.default_tosa_spec
    if args.no_quantize and (ethosu or "FP" not in tosa_spec.upper()):
        raise ConfigError(f"--no-quantize keeps the model in float, which needs the TOSA FP profile (TOSA-1.0+FP, "
                          f"or vgf with --tosa-profile FP or INT+FP), not {tosa_spec}")
    return {"tosa_spec": tosa_spec} if vgf else given


def _check_vela_flags(flags: str) -> None:
    """A Vela flag that one of compile's own options sets is named by that option."""
    from armnpu.compile_spec import MANAGED_FLAGS

    by_kwarg = {kwarg: option for kwarg, _, option in _ETHOSU_OPTIONS}
    by_kwarg["target"] = "--target"
    for flag in flags.split():
        name = flag.split("=", 1)[0]
        if name in MANAGED_FLAGS:
            raise ConfigError(f"--extra-vela-flags must not set {name}; give {by_kwarg[MANAGED_FLAGS[name]]} instead")
