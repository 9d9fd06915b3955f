"""`armnpu report`: what runs where, per-layer cycles and memory of one program, or two side by side."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from armnpu.cli.common import EXIT_OK, UsageError
from armnpu.cli.paths import input_file, output_file, write_whole
from armnpu.errors import ArmNpuError

if TYPE_CHECKING:
    from armnpu.report_data.model import Report


def add_parser(commands: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    parser = commands.add_parser(
        "report", help="what runs where, per-layer cycles and memory of a program", parents=[common]
    )
    parser.add_argument("program", nargs="+", metavar="PROGRAM",
                        help="a .pte, its .armnpu.json, or an --intermediates directory; "
                             "two of them for a side-by-side comparison (A then B)")
    parser.add_argument("--html", metavar="FILE.html", help="also write a single-file HTML page with charts")
    parser.add_argument("--top", type=int, default=0, metavar="N",
                        help="list only the N most expensive layers per partition, in the text and the HTML "
                             "(default: all)")
    parser.add_argument("--accuracy", action="store_true",
                        help="print the per-layer SQNR against the float model, the layers adding the most noise "
                             "first (needs a program compiled with --accuracy)")
    parser.add_argument("--csv", metavar="FILE.csv",
                        help="also write one row per Ethos-U layer: Vela's per-layer CSV columns, then the layer's "
                             "source, Vela's debug-database figures, its accuracy (when compiled with --accuracy) "
                             "and, with --profile, the simulator's counters")
    parser.add_argument("--profile", metavar="PROFILE.json",
                        help="with --csv: the counters `armnpu run PROGRAM.pte --profile-json PROFILE.json` saved")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from armnpu.report.load import load_report

    if len(args.program) > 2:
        raise UsageError(f"report takes one program, or two to compare; got {len(args.program)}")
    if args.top < 0:
        raise UsageError(f"--top takes a number of layers (0, the default, keeps all); got {args.top}")
    if args.html:
        output_file(args.html, "--html", (".html", ".htm"))
    if args.csv:
        output_file(args.csv, "--csv", (".csv",))
        if len(args.program) != 1:
            raise UsageError("report --csv takes one program")
    if args.profile:
        if not args.csv:
            raise UsageError("--profile goes with --csv FILE.csv (it adds the simulated counters to the CSV)")
        input_file(args.profile, "--profile", (".json",), "the counters `armnpu run --profile-json` saved")
    reports = [load_report(path) for path in args.program]
    csv_text = _csv(reports[0], args.profile) if args.csv else None
    print(_accuracy_text(args, reports) if args.accuracy else _text(reports, args.top), end="")
    if args.html:
        Path(args.html).write_text(_html(reports, args.top), encoding="utf-8")
        print(f"wrote {args.html}")
    if csv_text is not None:
        write_whole(args.csv, csv_text, "--csv")
        print(f"wrote {args.csv}")
    return EXIT_OK


def _csv(report: Report, profile: str | None) -> str:
    """The per-layer CSV; with a saved profile, its counters per layer (for the build they were counted on)."""
    from armnpu.report.csv_export import render_csv

    if profile is None:
        return render_csv(report)
    from armnpu.report.profile import layer_counters, profiles_from_json

    profiles, program_sha256 = profiles_from_json(Path(profile).read_text(encoding="utf-8"), profile)
    if report.program.get("sha256") != program_sha256:
        raise ArmNpuError(f"--profile {profile} was counted on another build of this program (checksum differs); "
                          "run `armnpu run PROGRAM.pte --profile-json` again")
    return render_csv(report, layer_counters(report, profiles))


def _text(reports: list[Report], top: int) -> str:
    """One program's report, or two side by side."""
    from armnpu.report.text import render_compare_text, render_text

    if len(reports) == 2:
        return render_compare_text(reports[0], reports[1], max_layers=top)
    return render_text(reports[0], max_layers=top)


def _html(reports: list[Report], top: int) -> str:
    if len(reports) == 2:
        from armnpu.report.side_by_side_html import render_compare_html

        return render_compare_html(reports[0], reports[1], max_layers=top)
    from armnpu.report.html import render_html

    return render_html(reports[0], max_layers=top)


def _accuracy_text(args: argparse.Namespace, reports: list[Report]) -> str:
    """`report --accuracy`: the per-layer accuracy table in place of the layer report."""
    from armnpu.report.accuracy.text import render_accuracy_text

    if len(reports) != 1:
        raise UsageError("report --accuracy takes one program")
    if reports[0].accuracy is None:
        raise ArmNpuError(f"{args.program[0]} holds no accuracy figures; compile it with `armnpu compile ... --accuracy`")
    return render_accuracy_text(reports[0].accuracy, args.top)
