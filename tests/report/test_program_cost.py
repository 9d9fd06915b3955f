"""What the whole program costs: NPU (Vela) plus host CPU (armnpu.cpu_cost) estimates, the same
totals in the text, HTML and CSV reports and the compile summary."""

import csv
import io

from armnpu.cli.summary import summary_table
from armnpu.report.csv_export import CPU_TARGET, render_csv
from armnpu.report.html import render_html
from armnpu.report.load import load_report
from armnpu.report.side_by_side import totals
from armnpu.report.text import render_text
from armnpu.report_data.cost import program_cost
from armnpu.report_data.model import CpuEstimate, Layer, OpInfo, Partition, Report, Target


def _report() -> Report:
    layers = [Layer("t1", "Conv2D", 150_000, 150_000, 0, 0.0, 0, node="conv"),
              Layer("t2", "Clamp", 50_000, 50_000, 0, 0.0, 0, node="relu")]
    vela = {"total_cycles": 200_000, "inference_time_s": 4e-4, "core_clock_hz": 500_000_000, "macs": 0}
    partition = Partition("tag0", "EthosUBackend", 1024,
                          [OpInfo("conv", "aten.convolution.default", cpu_cycles=4_000_000),
                           OpInfo("relu", "aten.relu.default", cpu_cycles=20_000)], vela, layers)
    cpu_op = OpInfo("topk", "aten.topk.default", reason="no lowering", cpu_cycles=50_000)
    estimate = CpuEstimate("Cortex-M55", "Corstone-300", 250e6, "assumed", qdq_cycles=9_100, delegate_calls=1,
                           delegate_call_cycles=10_000)
    return Report(Target("ethos-u55-128"), [partition], [cpu_op], {"file": "m.pte"}, cpu_estimate=estimate)


def test_npu_and_cpu_add_up_each_at_its_own_clock():
    cost = program_cost(_report())
    assert cost.npu_cycles == 200_000 and cost.npu_seconds == 200_000 / 500e6
    assert cost.cpu.cycles == 50_000 + 9_100 + 10_000 and cost.cpu.clock_hz == 250e6
    assert cost.seconds == 200_000 / 500e6 + 69_100 / 250e6


def test_the_text_report_shows_the_totals_as_estimates():
    text = render_text(_report())
    assert "What the whole program costs (estimates" in text
    assert "CPU Cortex-M55" in text and "69,100 cycles" in text and "ops 50,000, quantize/dequantize 9,100" in text
    assert "676.4 µs" in text  # 400 µs on the NPU + 276.4 µs on the CPU
    assert "cost: 50,000 CPU cycles (estimate)" in text


def test_the_text_report_sets_each_delegated_op_against_the_cpu():
    text = render_text(_report())
    (row,) = [line for line in text.splitlines() if line.strip().startswith("conv ")]
    assert row.split()[1:] == ["conv", "150,000", "4,000,000", "26.7x"], row


def test_the_html_report_shows_the_totals():
    html = render_html(_report())
    assert "What the whole program costs<small>estimates</small>" in html
    assert "676.4 µs" in html and "CPU cycles (estimate)" in html


def test_the_csv_cpu_rows_add_up_to_the_cpu_share():
    rows = list(csv.DictReader(io.StringIO(render_csv(_report()))))
    cpu_rows = [r for r in rows if r["Target"] == CPU_TARGET]
    npu_rows = [r for r in rows if r["Target"] == "NPU"]
    assert sum(int(r["Op Cycles"]) for r in cpu_rows) == program_cost(_report()).cpu.cycles
    assert sum(int(r["Op Cycles"]) for r in npu_rows) == 200_000
    assert [r["Name"] for r in cpu_rows][0] == "topk"


def test_the_estimate_survives_the_sidecar():
    report = _report()
    again = Report.from_json(report.to_json())
    assert again.cpu_estimate == report.cpu_estimate and again.cpu_ops[0].cpu_cycles == 50_000


def test_a_compiled_program_is_costed_on_its_reference_systems_cpu(split_net):
    report = load_report(split_net.pte)
    estimate = report.cpu_estimate
    assert (estimate.cpu, estimate.system, estimate.clock_hz) == ("Cortex-M55", "Corstone-300", 500e6)
    assert estimate.delegate_calls == 2 and estimate.delegate_call_cycles == 20_000
    (topk,) = report.cpu_ops
    assert topk.cpu_cycles and estimate.qdq_cycles > 0
    assert all(op.cpu_cycles for p in report.partitions for op in p.ops)
    cost = program_cost(report)
    assert cost.npu_cycles == sum(p.vela["total_cycles"] for p in report.partitions)
    assert cost.cpu.cycles == topk.cpu_cycles + estimate.qdq_cycles + 20_000
    summary = summary_table(report)
    assert "Cortex-M55 (estimate)" in summary and "whole program (estimate)" in summary
    assert "whole program (estimate): NPU" in split_net.program.summary()


def test_a_comparison_sets_the_whole_programs_side_by_side(split_net, split_net_u85):
    a, b = load_report(split_net.pte), load_report(split_net_u85)
    assert b.cpu_estimate.cpu == "Cortex-M85" and b.cpu_estimate.clock_hz == 1e9
    (whole,) = [t for t in totals(a, b) if t.label.startswith("Whole program")]
    assert (whole.a, whole.b) == (program_cost(a).seconds * 1e6, program_cost(b).seconds * 1e6)
