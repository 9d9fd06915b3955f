"""`armnpu targets`: the accelerator configs, and each family's system configs and memory modes."""

from __future__ import annotations

import argparse

from armnpu.cli.common import EXIT_OK


def add_parser(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    parser = commands.add_parser(
        "targets", help="list accelerator configs, system configs and memory modes", parents=[common]
    )
    parser.add_argument("--config-ini", default="Arm/vela.ini")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from armnpu.targets import (
        ETHOSU_TARGETS,
        FAMILIES,
        VGF_TARGET,
        memory_modes_for,
        read_vela_ini,
        resolve_config_ini,
        system_configs_for,
        tosa_targets,
    )

    ini = read_vela_ini(resolve_config_ini(args.config_ini))
    for family in FAMILIES:
        targets = [t for t in ETHOSU_TARGETS.values() if t.family == family]
        default = targets[0]
        print(f"{family}: {', '.join(t.name for t in targets)}")
        for name in system_configs_for(family, ini):
            print(f"  system config  {name}{'  (default)' if name == default.default_system_config else ''}")
        for name in memory_modes_for(family, ini):
            print(f"  memory mode    {name}{'  (default)' if name == default.default_memory_mode else ''}")
    print(f"TOSA: {', '.join(tosa_targets())}")
    print(f"VGF: {VGF_TARGET.name} (--tosa-profile {', '.join(VGF_TARGET.profile_specs)}; "
          f"default {VGF_TARGET.default_tosa_spec})")
    return EXIT_OK
