"""`armnpu report`: what runs where, per-layer cycles and memory of one program, or two side by side."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING

from armnpu.cli.common import EXIT_OK, UsageError
from armnpu.cli.paths import input_file, output_file, write_whole
from armnpu.errors import ArmNpuError

if TYPE_CHECKING:
    from armnpu.report.profile import LayerCounters
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
                             "and, with --profile, the simulator's counters; then the CPU's share, estimated, in rows "
                             "with Target 'CPU (estimate)'")
    parser.add_argument("--profile", metavar="PROFILE.json",
                        help="with --csv, --explorer or --explorer-json: the counters "
                             "`armnpu run PROGRAM.pte --profile-json PROFILE.json` saved")
    parser.add_argument("--explorer", action="store_true",
                        help="start Model Explorer (the `explorer` extra) on a local port with the program's graph, "
                             "Vela's operators inside each Ethos-U delegate and per-node overlays; prints its URL")
    parser.add_argument("--port", type=int, metavar="N",
                        help="with --explorer: the local port (default: the first free one from 8080)")
    parser.add_argument("--explorer-json", metavar="DIR",
                        help="write Model Explorer's graph JSON (graphs.json) and one node-data JSON per overlay "
                             "to DIR, to load by hand, without starting a server")
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
    explorer = args.explorer or args.explorer_json is not None
    if args.profile:
        if not (args.csv or explorer):
            raise UsageError("--profile goes with --csv FILE.csv, --explorer or --explorer-json DIR "
                             "(it adds the simulated counters)")
        input_file(args.profile, "--profile", (".json",), "the counters `armnpu run --profile-json` saved")
    if args.port is not None and not args.explorer:
        raise UsageError("--port goes with --explorer (the port Model Explorer listens on)")
    if explorer:
        _check_explorer_args(args)
    reports = [load_report(path) for path in args.program]
    if explorer:
        return _explorer(args, reports[0])
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
    """The per-layer CSV; with a saved profile, its counters per layer."""
    from armnpu.report.csv_export import render_csv

    return render_csv(report, None if profile is None else _counters(report, profile))


def _counters(report: Report, profile: str) -> list[LayerCounters]:
    """A saved profile's counters per layer, for the build they were counted on."""
    from armnpu.report.profile import layer_counters, profiles_from_json

    profiles, program_sha256 = profiles_from_json(Path(profile).read_text(encoding="utf-8"), profile)
    if report.program.get("sha256") != program_sha256:
        raise ArmNpuError(f"--profile {profile} was counted on another build of this program (checksum differs); "
                          "run `armnpu run PROGRAM.pte --profile-json` again")
    return layer_counters(report, profiles)


def _check_explorer_args(args: argparse.Namespace) -> None:
    """Before anything loads: one .pte, no other output, the extra installed for a server, a free port."""
    option = "--explorer" if args.explorer else "--explorer-json"
    if args.explorer and args.explorer_json is not None:
        raise UsageError("give --explorer (a server) or --explorer-json DIR (files), not both")
    if len(args.program) != 1 or Path(args.program[0]).suffix.lower() != ".pte":
        raise UsageError(f"{option} takes one .pte (its dataflow comes from the program itself); "
                         f"got {' '.join(args.program)}")
    others = [name for name, value in (("--html", args.html), ("--csv", args.csv), ("--accuracy", args.accuracy))
              if value]
    if others:
        raise UsageError(f"{option} goes without {', '.join(others)}; run `armnpu report` again for those")
    if args.explorer_json is not None:
        directory = Path(args.explorer_json)
        if directory.exists() and not directory.is_dir():
            raise UsageError(f"--explorer-json {directory}: is a file; give a directory (created if missing)")
    if args.explorer:
        from armnpu.report.explorer.serve import check_installed, check_port_free

        check_installed()
        if args.port is not None:
            if not 0 < args.port < 65536:
                raise UsageError(f"--port takes a port number from 1 to 65535; got {args.port}")
            check_port_free(args.port)


def _explorer(args: argparse.Namespace, report: Report) -> int:
    """`--explorer-json DIR`: the graph and overlay files; `--explorer`: Model Explorer serving them."""
    from armnpu.report.explorer.dataflow import program_flow
    from armnpu.report.explorer.graphs import build_graphs
    from armnpu.report.explorer.overlays import build_overlays

    pte = Path(args.program[0])
    if report.origin != "compile":
        raise ArmNpuError(f"{pte} comes without its report data ({pte.with_suffix('').name}.armnpu.json, written by "
                          "`armnpu compile`), so Vela's operators and figures are unknown; compile it again")
    flow = program_flow(pte)
    overlays = build_overlays(report, flow, None if args.profile is None else _counters(report, args.profile))
    if args.explorer_json is not None:
        directory = Path(args.explorer_json)
        directory.mkdir(parents=True, exist_ok=True)
        write_whole(directory / "graphs.json", json.dumps(build_graphs(report, flow), indent=1), "--explorer-json")
        for overlay in overlays:
            write_whole(directory / overlay.file_name, json.dumps(overlay.data, indent=1), "--explorer-json")
        print(f"wrote {directory / 'graphs.json'} and {len(overlays)} node data file(s): "
              + ", ".join(overlay.file_name for overlay in overlays))
        return EXIT_OK
    from armnpu.report.explorer.serve import serve

    serve(pte, overlays, args.port)
    return EXIT_OK


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
