"""Report data collected at compile time agrees with what Vela and the partitioner wrote."""

import csv
import hashlib
import json
import shutil
from pathlib import Path

from armnpu.report.load import load_report
from armnpu.report_data.model import Report


def _vela_rows(intermediates, partition):
    with (intermediates / "output" / f"{partition}_per-layer.csv").open(newline="") as f:
        return list(csv.DictReader(f))


def test_save_writes_a_sidecar_matching_the_program(split_net):
    sidecar = split_net.pte.with_name("split.armnpu.json")
    report = Report.from_json(sidecar.read_text())
    assert report.program["sha256"] == hashlib.sha256(split_net.pte.read_bytes()).hexdigest()
    assert report.program["bytes"] == split_net.pte.stat().st_size
    assert report.target.name == "ethos-u55-128" and report.target.memory_mode == "Shared_Sram"


def test_layers_are_velas_per_layer_rows_in_schedule_order(split_net):
    report = load_report(split_net.pte)
    assert len(report.partitions) == 2
    for partition in report.partitions:
        rows = _vela_rows(split_net.intermediates, partition.name)
        assert [(layer.name, layer.op, layer.cycles) for layer in partition.layers] == [
            (row["Name"], row["NNG Operator"], int(row["Op Cycles"])) for row in rows
        ]
        assert [layer.staging_bytes for layer in partition.layers] == [int(row["Staging Usage"]) for row in rows]


def test_partition_totals_are_velas_summary(split_net):
    report = load_report(split_net.pte)
    for partition in report.partitions:
        (summary_csv,) = (split_net.intermediates / "output").glob(f"{partition.name}_summary_*.csv")
        with summary_csv.open(newline="") as f:
            summary = next(csv.DictReader(f))
        assert partition.vela["total_cycles"] == round(float(summary["cycles_total"]))
        sram = next(m for m in partition.memory if m.memory == "SRAM")
        assert sram.used_bytes == round(float(summary["sram_memory_used"]) * 1024)
        # Vela's own vela.ini gives Shared_Sram no arena_cache_size: the limit is unknown, and said so.
        assert sram.limit_bytes is None and "unknown" in sram.limit_note


def test_conv_layers_are_traced_to_their_modules(split_net):
    report = load_report(split_net.pte)
    conv_layers = [layer for p in report.partitions for layer in p.layers if layer.op == "Conv2D"]
    assert sorted(layer.module for layer in conv_layers) == ["conv", "head"]
    assert all(layer.source.startswith("conftest.py:") for layer in conv_layers)


def test_cpu_op_carries_the_partitioners_reason_and_source_line(split_net):
    report = load_report(split_net.pte)
    (topk,) = [op for op in report.cpu_ops if "topk" in op.op]
    (rejection,) = [r for r in split_net.program.rejections if "topk" in r.target]
    assert topk.reason == rejection.reason
    assert topk.source.startswith("conftest.py:") and "torch.topk" in topk.source
    npu_ops = sorted(op.op for p in report.partitions for op in p.ops)
    assert npu_ops == ["aten.convolution.default", "aten.convolution.default", "aten.relu.default"]


def test_bare_pte_reports_delegates_blobs_and_cpu_kernels(split_net, tmp_path):
    bare = tmp_path / "bare.pte"
    shutil.copy(split_net.pte, bare)
    report = load_report(bare)
    assert report.origin == "pte" and report.notes
    assert [p.backend for p in report.partitions] == ["EthosUBackend"] * split_net.program.num_delegates
    assert sorted(p.blob_bytes for p in report.partitions) == sorted(p.blob_size for p in split_net.program.partitions)
    assert [op.op for op in report.cpu_ops] == ["aten::topk.values"]
    assert report.target.name == "ethos-u55-128" and report.target.system_config == "Ethos_U55_High_End_Embedded"
    assert not report.npu_ops_known


def test_a_sidecar_from_another_build_is_ignored(split_net, tmp_path):
    pte = tmp_path / "x.pte"
    shutil.copy(split_net.pte, pte)
    data = json.loads(split_net.pte.with_name("split.armnpu.json").read_text())
    data["program"]["sha256"] = "0" * 64
    (tmp_path / "x.armnpu.json").write_text(json.dumps(data))
    report = load_report(pte)
    assert report.origin == "pte"
    assert "another build" in report.notes[0]


def test_intermediates_directory_alone_gives_the_vela_figures(split_net):
    report = load_report(split_net.intermediates)  # written by the Python API: no sidecar in it
    assert report.origin == "intermediates" and not report.cpu_ops_known
    from_compile = {p.name: p for p in load_report(split_net.pte).partitions}
    assert sorted(p.name for p in report.partitions) == sorted(from_compile)
    for partition in report.partitions:
        expected = from_compile[partition.name]
        assert [(layer.name, layer.cycles, layer.module) for layer in partition.layers] == [
            (layer.name, layer.cycles, layer.module) for layer in expected.layers
        ]
        assert sorted(op.op for op in partition.ops) == sorted(op.op for op in expected.ops)


def test_one_peak_sram_figure_and_it_is_velas(seq_net):
    (partition,) = load_report(seq_net.pte).partitions
    (summary_csv,) = (seq_net.intermediates / "output").glob(f"{partition.name}_summary_*.csv")
    with summary_csv.open(newline="") as f:
        summary = next(csv.DictReader(f))
    vela_peak = round(float(summary["sram_memory_used"]) * 1024)
    # Vela's per-layer staging figure misses the weights prefetched for the next layer...
    assert max(layer.staging_bytes for layer in partition.layers) < vela_peak
    # ...the per-layer SRAM the report draws does not, and its top is Vela's peak.
    assert partition.peak_sram == max(layer.sram_in_use for layer in partition.layers) == vela_peak


def test_layers_carry_velas_shapes_weights_and_traffic(seq_net):
    (partition,) = load_report(seq_net.pte).partitions
    convs = [layer for layer in partition.layers if "Conv2D" in layer.op]
    assert [layer.module for layer in convs] == [f"blocks.{i}" for i in range(5)]
    for layer in convs:  # NHWC, as the NPU runs it: 64 channels of 10x10 in and out
        assert layer.ifm_shape == layer.ofm_shape == [1, 10, 10, 64]
        assert layer.traffic_bytes["sram"] > 0 and layer.traffic_bytes["off_chip_flash"] > 0
    # Each layer's weight stream, as stored in the blob: together, the blob's weights.
    assert sum(layer.weight_bytes or 0 for layer in partition.layers) == partition.blob["weight_data"]
    # 64x64 pointwise weights against 64x9 depthwise ones (both with 64 channels of scales).
    pointwise, depthwise = convs[0], convs[1]
    assert 0 < depthwise.weight_bytes < pointwise.weight_bytes


def test_layers_inside_a_sequential_point_at_their_own_construction(seq_net):
    from tests.report import conftest

    lines = Path(conftest.__file__).read_text().splitlines()
    expected = {f"blocks.{i}": next(n for n, text in enumerate(lines, 1) if text.endswith(f"# layer blocks.{i}"))
                for i in range(5)}
    (partition,) = load_report(seq_net.pte).partitions
    found = {layer.module: layer.source for layer in partition.layers if layer.module in expected}
    assert found == {module: f"conftest.py:{line}: {lines[line - 1].strip()}" for module, line in expected.items()}
