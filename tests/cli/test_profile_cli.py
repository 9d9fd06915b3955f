"""`armnpu run --profile / --profile-json / --trace` and `armnpu report --csv`, on tiny_cnn for the U55."""

from __future__ import annotations

import csv
import io
import json
import os
from collections import defaultdict
from pathlib import Path

import pytest

from armnpu.report.csv_export import CPU_TARGET, VELA_COLUMNS
from tests.cli.conftest import armnpu, assert_one_line_error


@pytest.fixture(scope="module")
def profiled(tmp_path_factory) -> dict:
    """tiny_cnn compiled with its intermediates, then run once with every profiling output."""
    directory = tmp_path_factory.mktemp("profile")
    program = directory / "tiny.pte"
    compiled = armnpu("compile", "tiny_cnn", "--target", "ethos-u55-128", "-o", program, "--intermediates",
                      directory / "inter")
    assert compiled.returncode == 0, compiled
    ran = armnpu("run", program, "--random", "--profile", "--profile-json", directory / "p.json", "--trace",
                 directory / "trace.json")
    assert ran.returncode == 0, ran
    report = json.loads((directory / "tiny.armnpu.json").read_text())
    (partition,) = report["partitions"]
    return {"dir": directory, "program": program, "run": ran, "layers": partition["layers"]}


def test_profile_prints_simulated_counts_beside_velas_estimates_per_layer(profiled):
    out = profiled["run"].stdout
    header = next(line for line in out.splitlines() if line.startswith("partition  layer  "))
    assert "MACs simulated" in header and "MACs Vela estimate" in header and "cycles (Vela estimate)" in header
    assert "sram bytes simulated" in header and "sram bytes Vela estimate" in header
    for layer in profiled["layers"]:
        assert f" {layer['name']} " in out
    assert "AXI0_RD_DATA_BEAT_RECEIVED" in out and "AXI1_RD_DATA_BEAT_RECEIVED" in out
    assert "layer(s) flagged" in out


def _perfetto_json_model(trace: dict) -> tuple[dict, set[str]]:
    """Slices per (pid, tid) and counter track names, as Perfetto's JSON importer makes them: an X
    event is a slice on its thread's track, which must nest in or follow the slices before it; a
    C event feeds one track per argument, named "<event name> <argument>"."""
    slices: dict[tuple, list] = defaultdict(list)
    counters: set[str] = set()
    for event in trace["traceEvents"]:
        assert event["ph"] in ("X", "C", "M"), event
        assert isinstance(event["pid"], int), event
        if event["ph"] == "X":
            assert event["dur"] >= 0 and event["ts"] >= 0 and isinstance(event["name"], str), event
            slices[(event["pid"], event["tid"])].append(event)
        elif event["ph"] == "C":
            assert all(isinstance(v, (int, float)) for v in event["args"].values()), event
            counters.update(f"{event['name']} {key}" for key in event["args"])
    for track in slices.values():
        ends: list[float] = []
        for event in sorted(track, key=lambda e: e["ts"]):
            while ends and ends[-1] <= event["ts"]:
                ends.pop()
            assert not ends or event["ts"] + event["dur"] <= ends[-1], f"{event['name']} overlaps its neighbour"
            ends.append(event["ts"] + event["dur"])
    return slices, counters


def test_trace_has_one_npu_slice_per_layer_a_cpu_track_and_the_counter_tracks(profiled):
    trace = json.loads((profiled["dir"] / "trace.json").read_text())
    slices, counters = _perfetto_json_model(trace)
    names = {e["tid"]: e["args"]["name"] for e in trace["traceEvents"] if e["ph"] == "M" and "tid" in e}
    npu = next(tid for tid, name in names.items() if name.startswith("NPU ethos-u55-128 (Vela estimate at 500 MHz)"))
    cpu = next(tid for tid, name in names.items() if name.startswith("CPU ops"))
    layers = profiled["layers"]
    npu_slices = slices[(1, npu)]
    assert [s["name"] for s in npu_slices] == [layer["name"] for layer in layers]
    for s, layer in zip(npu_slices, layers):
        assert s["dur"] == pytest.approx(layer["cycles"] / 500e6 * 1e6)  # Vela's cycles at the 500 MHz clock
        assert "Vela's cycle estimate" in s["args"]["time"]
    assert slices[(1, cpu)], "the quantize/dequantize kernels run on the CPU track"
    expected = {"simulated MACs value", "simulated sram bytes read value", "simulated sram bytes written value",
                "simulated off_chip_flash bytes read value", "simulated AXI0_RD_DATA_BEAT_RECEIVED value",
                "simulated AXI0_WR_DATA_BEAT_WRITTEN value", "simulated AXI1_RD_DATA_BEAT_RECEIVED value"}
    assert expected <= counters


def _trace_processor_shell() -> Path | None:
    """A trace_processor_shell on this machine: the perfetto package downloads one on first use."""
    given = os.environ.get("PERFETTO_TRACE_PROCESSOR_SHELL")
    if given:
        return Path(given)
    cached = sorted((Path.home() / ".local/share/perfetto/prebuilts").glob("trace_processor_shell*"))
    return next((path for path in cached if not path.name.endswith(".tmp")), None)


def test_trace_loads_in_perfettos_trace_processor(profiled):
    shell = _trace_processor_shell()
    if shell is None:
        pytest.skip("perfetto's TraceProcessor needs trace_processor_shell, which it downloads from the network on "
                    "first use (set PERFETTO_TRACE_PROCESSOR_SHELL to a local one); the JSON model test still runs")
    from perfetto.trace_processor import TraceProcessor, TraceProcessorConfig

    with TraceProcessor(trace=str(profiled["dir"] / "trace.json"), config=TraceProcessorConfig(bin_path=str(shell))) as tp:
        npu = [row.name for row in tp.query("select name from slice where category = 'npu' order by ts")]
        tracks = {row.name for row in tp.query("select name from counter_track")}
    assert npu == [layer["name"] for layer in profiled["layers"]]
    assert {"simulated MACs value", "simulated AXI0_RD_DATA_BEAT_RECEIVED value"} <= tracks


def _read_csv(path: Path) -> tuple[list[str], list[dict]]:
    """The header and the NPU's rows: ours end with the CPU's estimated share (Target "CPU (estimate)")."""
    rows = list(csv.reader(io.StringIO(path.read_text())))
    return rows[0], [dict(zip(rows[0], row)) for row in rows[1:] if dict(zip(rows[0], row))["Target"] != CPU_TARGET]


def test_report_csv_is_a_superset_of_velas_per_layer_csv_with_one_row_per_layer(profiled, tmp_path):
    out = tmp_path / "layers.csv"
    result = armnpu("report", profiled["program"], "--csv", out)
    assert result.returncode == 0, result
    header, rows = _read_csv(out)
    velas_header, velas_rows = _read_csv(profiled["dir"] / "inter" / "output" / "tag0_per-layer.csv")
    assert set(velas_header) <= set(header) and list(VELA_COLUMNS) == header[: len(VELA_COLUMNS)]
    assert [row["Name"] for row in rows] == [row["Name"] for row in velas_rows]
    for ours, velas in zip(rows, velas_rows):
        for column in ("Op Cycles", "NPU", "MAC Count", "SRAM AC", "OffFlash AC", "Staging Usage"):
            assert int(ours[column]) == int(velas[column]), column
        assert float(ours["Network% (cycles)"]) == pytest.approx(float(velas["Network% (cycles)"]))
    assert "Source" in header and not any("(simulated)" in column for column in header)
    conv = next(row for row in rows if row["NNG Operator"] == "Conv2D")
    assert "vision.py" in conv["Source"]


def test_report_csv_with_a_saved_profile_adds_the_simulated_counters(profiled, tmp_path):
    out = tmp_path / "layers.csv"
    result = armnpu("report", profiled["program"], "--csv", out, "--profile", profiled["dir"] / "p.json")
    assert result.returncode == 0, result
    header, rows = _read_csv(out)
    assert len(rows) == len(profiled["layers"])
    for column in ("MACs (simulated)", "sram read bytes (simulated)", "Weight bytes (simulated)",
                   "AXI1_RD_DATA_BEAT_RECEIVED (simulated)", "Differs from Vela estimate by >20%"):
        assert column in header
    conv = next(row for row in rows if row["NNG Operator"] == "Conv2D")
    assert int(conv["MACs (simulated)"]) == int(conv["MAC Count"])
    assert int(conv["Weight bytes (simulated)"]) + int(conv["Scale bytes (simulated)"]) == int(conv["Weight bytes (Vela)"])


@pytest.mark.parametrize(
    "args, fragments",
    [
        (["run", "{program}", "--random", "--trace", "{missing}/t.json"], ["--trace", "does not exist"]),
        (["run", "{program}", "--random", "--trace", "{tmp}/t.txt"], ["--trace", ".json"]),
        (["run", "{program}", "--random", "--profile-json", "{missing}/p.json"], ["--profile-json", "does not exist"]),
        (["report", "{program}", "--csv", "{tmp}/layers.txt"], ["--csv", ".csv"]),
        (["report", "{program}", "--csv", "{missing}/layers.csv"], ["--csv", "does not exist"]),
        (["report", "{program}", "--profile", "{tmp}/p.json"], ["--profile", "--csv"]),
    ],
)
def test_bad_output_paths_are_one_line_exit_2_and_nothing_is_written(profiled, tmp_path, args, fragments):
    values = {"program": profiled["program"], "tmp": tmp_path, "missing": tmp_path / "no-such-dir"}
    result = armnpu(*(arg.format(**values) for arg in args))
    assert_one_line_error(result, *fragments)
    assert list(tmp_path.iterdir()) == []


def test_profiling_a_program_without_its_report_data_says_what_is_missing(profiled, tmp_path):
    bare = tmp_path / "bare.pte"
    bare.write_bytes(profiled["program"].read_bytes())
    result = armnpu("run", bare, "--random", "--profile")
    assert_one_line_error(result, "report data", "armnpu compile")
