"""NHWC IO: with io_layout "nhwc" a program's 4-D inputs and outputs are channels-last (ExecuTorch
dim order (0, 2, 3, 1)); its delegates read and write them with no TRANSPOSE, and the host runtime,
like the device's, hands the delegate the tensor's buffer as it is."""

import pytest
import torch
from executorch.exir._serialize._program import deserialize_pte_binary
from executorch.runtime import Runtime
from torch import nn

import armnpu
from armnpu.errors import ConfigError
from armnpu.formats.vela_bin_stream import parse_vela_bin_stream
from armnpu.report_data.collect import from_compiled
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import calibration_batches, max_error_in_quanta
from tests.ops.test_layout import tosa_ops
from tests.runtime.programs import quantized_cpu_program

CHANNELS_LAST = (0, 2, 3, 1)


class ConvMap(nn.Module):
    """Image in, feature map out: both ends 4-D."""

    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = nn.Conv2d(3, 8, 3, padding=1), nn.Conv2d(8, 4, 1)

    def forward(self, x):
        return self.b(torch.relu(self.a(x)))


def _io_dim_orders(buffer: bytes) -> tuple[list, list]:
    plan = deserialize_pte_binary(buffer).program.execution_plan[0]
    return ([tuple(plan.values[i].val.dim_order) for i in plan.inputs],
            [tuple(plan.values[i].val.dim_order) for i in plan.outputs])


@pytest.fixture(scope="module")
def model_and_input():
    torch.manual_seed(0)
    return ConvMap().eval(), torch.randn(1, 3, 8, 8)


def test_nhwc_io_drops_the_io_transposes(model_and_input):
    model, x = model_and_input
    calibration = calibration_batches((x,))
    nchw = armnpu.compile(model, (x,), target="TOSA-1.0+INT", calibration=calibration)
    nhwc = armnpu.compile(model, (x,), target="TOSA-1.0+INT", calibration=calibration, io_layout="nhwc")
    assert from_compiled(nhwc).program["io_layout"] == "nhwc"  # the report says so
    assert tosa_ops(nchw)["TRANSPOSE"] == 2 and tosa_ops(nhwc)["TRANSPOSE"] == 0
    assert _io_dim_orders(nchw.buffer) == ([(0, 1, 2, 3)], [(0, 1, 2, 3)])
    assert _io_dim_orders(nhwc.buffer) == ([CHANNELS_LAST], [CHANNELS_LAST])
    # The same values either way: the layout changes where the bytes go, not what they are.
    for batch in [(x,), (torch.randn(1, 3, 8, 8),)]:
        assert max_error_in_quanta(nhwc, batch) <= 1.0
        want = armnpu.load(nchw.buffer)(*batch)[0]
        for given in (batch[0], batch[0].contiguous(memory_format=torch.channels_last)):
            got = armnpu.load(nhwc.buffer)(given)[0]
            assert got.shape == (1, 4, 8, 8)
            assert torch.equal(got, want)


def test_nhwc_io_on_the_npu(model_and_input):
    model, x = model_and_input
    calibration = calibration_batches((x,))
    compiled = armnpu.compile(model, (x,), target="ethos-u55-128", calibration=calibration, io_layout="nhwc")
    stream = parse_vela_bin_stream(compiled.edge_program.graph_module.lowered_module_0.processed_bytes)
    # The NPU reads the input and writes the output as N, H, W, C.
    assert tuple(stream.inputs[0].shape)[-4:] == (1, 8, 8, 3) and tuple(stream.outputs[0].shape)[-4:] == (1, 8, 8, 4)
    check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    assert max_error_in_quanta(compiled, (x,)) <= 1.0
    # The host runtime feeds the simulator the channels-last buffer and reads its NHWC result back.
    nchw = armnpu.compile(model, (x,), target="ethos-u55-128", calibration=calibration)
    assert torch.equal(armnpu.load(compiled.buffer)(x)[0], armnpu.load(nchw.buffer)(x)[0])


def test_executorch_runtime_runs_channels_last_io():
    """The CPU side of an NHWC program on ExecuTorch's own runtime: quantize and dequantize
    kernels on channels-last tensors give what armnpu's host runtime gives."""
    torch.manual_seed(0)
    x = torch.randn(1, 3, 8, 8).contiguous(memory_format=torch.channels_last)
    data = quantized_cpu_program(ConvMap().eval(), (x,))
    assert _io_dim_orders(data)[0] == [CHANNELS_LAST]
    method = Runtime.get().load_program(data).load_method("forward")
    theirs = method.execute([x])[0]
    ours = armnpu.load(data)(x)[0]
    torch.testing.assert_close(ours, theirs.contiguous(), atol=0, rtol=0)


def test_unknown_io_layout_is_a_config_error():
    with pytest.raises(ConfigError, match="accepted: nchw, nhwc"):
        armnpu.TosaCompileSpec("TOSA-1.0+INT").set_io_layout("chw")
