import pytest

from armnpu.report import fmt


@pytest.mark.parametrize("value, text", [(0, "0 B"), (1023, "1023 B"), (1024, "1 KiB"), (1536, "1.5 KiB"),
                                         (3 << 20, "3 MiB"), (None, "unknown")])
def test_size(value, text):
    assert fmt.size(value) == text


@pytest.mark.parametrize("seconds, text", [(1.449e-05, "14.5 µs"), (0.01553, "15.53 ms"), (2.0, "2.00 s")])
def test_duration(seconds, text):
    assert fmt.duration(seconds) == text


@pytest.mark.parametrize("op, short", [("aten.convolution.default", "conv"), ("aten::cumsum.out", "cumsum"),
                                       ("dim_order_ops._clone_dim_order.default", "clone"),
                                       ("dim_order_ops::_to_dim_order_copy.out", "to"),
                                       ("aten.view_copy.default", "view"),
                                       ("aten.max_pool2d_with_indices.default", "max_pool2d"),
                                       ("quantized_decomposed.quantize_per_tensor.default", "quantize_per_tensor"),
                                       ("aten.relu", "relu")])
def test_short_op_is_the_name_people_know(op, short):
    assert fmt.short_op(op) == short
