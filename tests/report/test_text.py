"""The plain-text report keeps its columns apart, whatever the names in them."""

from armnpu.report.text import render_compare_text, render_text
from armnpu.report_data.model import Layer, Partition, Report, Target

_LONG = "features.15.conv.1.0"  # a MobileNetV2 module path: as long as the default layer column


def _report(module: str) -> Report:
    layer = Layer("t7", "DepthwiseConv2D", 5000, 4800, 90000, 40.0, 2048, module=module,
                  op_name="aten.convolution.default")
    partition = Partition("tag0", "EthosUBackend", 1024, [], {"total_cycles": 5000, "inference_time_s": 1e-5}, [layer])
    return Report(Target("ethos-u55-128"), [partition], [], {"file": "m.pte"})


def _row(text: str, label: str) -> str:
    (row,) = [line for line in text.splitlines() if line.strip().startswith(label)]
    return row


def test_a_long_layer_name_stays_apart_from_its_op():
    row = _row(render_text(_report(_LONG)), _LONG)
    assert f"{_LONG}  DepthwiseConv2D" in row, row


def test_the_header_lines_up_with_the_rows_for_any_name_length():
    for module in ("conv1", _LONG, "a.very.long.module.path.of.a.deep.model.block.3"):
        text = render_text(_report(module))
        header, row = _row(text, "layer "), _row(text, module)
        assert header.index(" op ") + 1 == row.index("DepthwiseConv2D"), text


def test_the_comparison_keeps_long_layer_names_apart():
    name = "a.very.long.module.path.of.a.deep.model.block.3"
    text = render_compare_text(_report(name), _report(name))
    row = _row(text, name)
    assert row.split()[0] == name, row
