"""The sidecar format round-trips and rejects what is not report data, with a clear error."""

import hashlib
import json

import pytest

from armnpu.errors import ArmNpuError
from armnpu.report_data.model import Layer, MemoryUse, OpInfo, Partition, Report, Target


def _report() -> Report:
    layer = Layer("layer-3", "Conv2D", 3136, 3000, 55296, 13.8, 5264, {"sram": 1264}, "conv_node", "conv1", "m.py:3: x")
    partition = Partition("tag0", "EthosUBackend", 4032, [OpInfo("conv_node", "aten.convolution.default", "conv1")],
                          {"total_cycles": 3136}, [layer], [MemoryUse("SRAM", 5264, None, "unknown: why")],
                          {"cmd_data": 512})
    return Report(Target("ethos-u55-128", memory_mode="Shared_Sram", shram_bytes=24576), [partition],
                  [OpInfo("n", "aten.cumsum.default", reason="no lowering")], {"file": "m.pte"}, notes=["a note"])


def test_round_trip_keeps_everything():
    report = _report()
    assert Report.from_json(report.to_json()) == report


def test_keys_from_a_newer_writer_are_ignored():
    data = json.loads(_report().to_json())
    data["future_field"] = 1
    data["partitions"][0]["layers"][0]["future_layer_field"] = "x"
    assert Report.from_json(json.dumps(data)) == _report()


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json", "not JSON"),
        ('{"format": "something-else", "version": 1}', "not armnpu report data"),
        ('{"format": "armnpu-report", "version": 99}', "version 99"),
        ('{"format": "armnpu-report", "version": 1, "partitions": [{"name": "x"}]}', "malformed"),
    ],
)
def test_bad_data_is_a_clear_armnpu_error(text, message):
    with pytest.raises(ArmNpuError, match=message):
        Report.from_json(text, "x.armnpu.json")


def test_beside_gives_the_sidecar_of_this_build_only(tmp_path):
    program = tmp_path / "m.pte"
    assert Report.beside(program, b"program") is None  # no sidecar
    report = _report()
    report.program["sha256"] = hashlib.sha256(b"program").hexdigest()
    (tmp_path / "m.armnpu.json").write_text(report.to_json())
    assert Report.beside(program, b"program") == report
    assert Report.beside(program, b"another build") is None
