import math

import pytest
import torch

import armnpu
from armnpu.ops.pool import pair
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import calibration_batches, check_fp, check_int

U55 = ("ethos-u55-128",)


class Pool(torch.nn.Module):
    def __init__(self, pool, act=None):
        super().__init__()
        self.pool = pool
        self.act = act or torch.nn.Identity()

    def forward(self, x):
        return self.act(self.pool(x))


# name: (pool, input shape, Ethos-U targets compiled through Vela)
CASES = {
    "max2_odd_width": (torch.nn.MaxPool2d(2), (1, 4, 12, 9), U55),
    "max3_s2_p1_relu": (torch.nn.MaxPool2d(3, 2, 1), (1, 4, 12, 11), ("ethos-u55-128", "ethos-u85-256")),
    "max3_s2_ceil": (torch.nn.MaxPool2d(3, 2, ceil_mode=True), (1, 4, 12, 12), U55),
    "avg2": (torch.nn.AvgPool2d(2), (1, 4, 12, 9), U55),
    "avg3_s1_p1_count_pad": (torch.nn.AvgPool2d(3, 1, 1), (2, 4, 9, 9), U55),
    "avg1_batch2": (torch.nn.AvgPool2d(1, 1, 0), (2, 5, 5, 5), U55),  # the competitor keeps it on the CPU on U55
    "avg3_s2_p1_exclude_pad": (torch.nn.AvgPool2d(3, 2, 1, count_include_pad=False), (1, 4, 12, 11), U55),
    "avg9_p4_exclude_pad_u85": (torch.nn.AvgPool2d(9, 1, 4, count_include_pad=False), (1, 4, 12, 12), ("ethos-u85-256",)),
    # ceil mode: the last windows overhang torch's padding; only that padding counts (count_include_pad).
    "avg3_s2_p1_ceil_count_pad": (torch.nn.AvgPool2d(3, 2, 1, ceil_mode=True), (1, 4, 12, 11), U55),
    "avg3_s2_ceil_exclude_pad": (torch.nn.AvgPool2d(3, 2, 0, ceil_mode=True, count_include_pad=False), (1, 4, 12, 12), U55),
    # divisor_override: window sums (a depthwise convolution of ones) over a fixed divisor.
    "avg4_s2_divisor16": (torch.nn.AvgPool2d(4, 2, divisor_override=16), (1, 4, 14, 12), ("ethos-u55-128", "ethos-u85-256")),
    "avg3_s2_p1_ceil_divisor5": (torch.nn.AvgPool2d(3, 2, 1, ceil_mode=True, divisor_override=5), (1, 4, 11, 12), U55),
    "max3_s2_p1_unbatched": (torch.nn.MaxPool2d(3, 2, 1), (3, 9, 11), U55),
    "avg3_s2_unbatched": (torch.nn.AvgPool2d(3, 2), (3, 9, 11), U55),
    "max3_s3_dilated2": (torch.nn.MaxPool2d(3, 3, 0, dilation=2), (1, 2, 13, 12), U55),
    "adaptive_2x3_stride4": (torch.nn.AdaptiveAvgPool2d((2, 3)), (1, 4, 12, 12), U55),
    # Dilation: decomposed into undilated pools along each dim.
    "max3_dilated_padded": (torch.nn.MaxPool2d(3, 1, 1, dilation=(2, 3)), (1, 2, 9, 10), ("ethos-u55-128", "ethos-u85-256")),
    "max3_dilated_strided_rows": (torch.nn.MaxPool2d(3, (3, 1), dilation=(1, 2)), (1, 3, 11, 12), U55),
}


@pytest.mark.parametrize("name", CASES)
def test_pool_int(name):
    torch.manual_seed(0)
    pool, shape, targets = CASES[name]
    act = torch.nn.ReLU() if name.endswith("relu") else None
    worst = check_int(Pool(pool, act).eval(), (torch.randn(shape),), ethosu_targets=targets)
    print(f"pool {name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", ["max3_s2_ceil", "avg3_s1_p1_count_pad", "avg3_s2_p1_exclude_pad", "adaptive_2x3_stride4",
                                  "avg3_s2_p1_ceil_count_pad", "avg3_s2_p1_ceil_divisor5",
                                  "max3_dilated_padded", "max3_dilated_strided_rows"])
def test_pool_fp(name):
    torch.manual_seed(0)
    pool, shape, _ = CASES[name]
    check_fp(Pool(pool).eval(), (torch.randn(shape),))


class Unsupported(torch.nn.Module):
    """One branch per case the Ethos-U55 cannot run."""

    def forward(self, x):
        values, indices = torch.nn.functional.max_pool2d(x, 2, return_indices=True)
        return (
            torch.nn.functional.avg_pool2d(x, 9, 1, 4, count_include_pad=False),  # padded, kernel > 8
            torch.nn.functional.max_pool2d(x, 5, 4, 2),  # padded, stride > 3
            torch.nn.functional.avg_pool2d(x, 4, 4, divisor_override=3),  # a depthwise sum with stride > 3
            values,
            indices,
        )


@pytest.fixture(scope="module")
def rejections():
    compiled = armnpu.compile(Unsupported(), (torch.randn(1, 4, 12, 12),), target="ethos-u55-128")
    return compiled


@pytest.mark.parametrize(
    "reason",
    [
        "padded average pool with kernel [9, 9]",
        "padded pool with stride [4, 4]",
        "a sum pool (divisor_override) runs as a depthwise convolution",
        "indices of max_pool2d are used",
    ],
)
def test_pool_unsupported_stays_on_cpu(rejections, reason):
    pools = [r for r in rejections.rejections if "pool" in r.target]
    assert any(reason in r.reason for r in pools), [r.reason for r in pools]
    assert not rejections.delegated_ops and sum(rejections.cpu_ops.values()) >= 4, rejections.summary()


def test_global_average_of_a_channels_last_input():
    """Edge lowers it to mean.dim and an as_strided_copy back to channels-last (N, C, 1, 1) strides."""
    torch.manual_seed(0)
    x = torch.randn(1, 16, 7, 7).to(memory_format=torch.channels_last)
    worst = check_int(Pool(torch.nn.AdaptiveAvgPool2d((1, 1))).eval(), (x,), ethosu_targets=U55)
    print(f"channels-last global average: max diff {worst} quanta")



# An even number N of int8 codes averages to a tie (x.5 codes) 1 time in N. TOSA's AVG_POOL2D and
# RESCALE round it up, a bias of +1/2N codes (a squeeze-and-excitation's global mean over 2x2 or
# 4x4 maps: +0.12 / +0.03 codes in EfficientNet); quantize_per_tensor rounds to even, though the
# quantized model's float32 mean lands a hair off the tie either way. So the integer program must
# compute the exact average rounded half to even, and stay within a quantum of the quantized model.
TIED_AVERAGES = {
    "global_mean_2x2": (torch.nn.AdaptiveAvgPool2d(1), (1, 256, 2, 2), False),  # REDUCE_SUM
    "global_mean_4x8_one_channel": (torch.nn.AdaptiveAvgPool2d(1), (64, 1, 4, 8), False),  # REDUCE_SUM over 32
    "global_mean_4x4_channels_last": (torch.nn.AdaptiveAvgPool2d(1), (1, 256, 4, 4), True),  # window sums
    "avg2_s2": (torch.nn.AvgPool2d(2), (1, 16, 16, 16), False),
    "avg3x2_s1": (torch.nn.AvgPool2d((3, 2), 1), (1, 16, 8, 8), False),  # 1/6 is no power of two
    "avg2x3_divisor6": (torch.nn.AvgPool2d((2, 3), 1, divisor_override=6), (1, 16, 8, 8), False),
}


def _input_qparams(compiled) -> tuple[float, int]:
    quantize = next(n for n in compiled.quantized_model.graph.nodes if n.op == "call_function" and "quantize_per" in str(n.target))
    return float(quantize.args[1]), int(quantize.args[2])


@pytest.mark.parametrize("name", TIED_AVERAGES)
def test_tied_averages_round_to_even(name):
    torch.manual_seed(0)
    pool, shape, channels_last = TIED_AVERAGES[name]
    x = torch.randn(shape)
    x = x.to(memory_format=torch.channels_last) if channels_last else x
    check_int(Pool(pool).eval(), (x,), ethosu_targets=("ethos-u55-128", "ethos-u85-256"), int16_outputs=False)
    compiled = armnpu.compile(Pool(pool).eval(), (x,), target="TOSA-1.0+INT", calibration=calibration_batches((x,)),
                              int16_outputs=False)
    scale, zero_point = _input_qparams(compiled)
    codes = torch.clamp(torch.round(x / scale) + zero_point, -128, 127) - zero_point
    if isinstance(pool, torch.nn.AvgPool2d):
        kernel = pair(pool.kernel_size, ())
        summed = torch.nn.functional.avg_pool2d(codes.double(), kernel, pool.stride, divisor_override=1)
        count = pool.divisor_override or math.prod(kernel)
    else:
        summed, count = codes.double().sum((2, 3), keepdim=True), shape[2] * shape[3]
    want = torch.round(summed / count)  # torch.round: half to even
    got = torch.round(run_edge_program(compiled.edge_program, (x,))[0] / scale)
    assert ((summed % count) * 2 == count).any(), "no tie to round"
    assert torch.equal(got, want), f"{int((got != want).sum())} of {want.numel()} averages differ, by {(got - want).mean():+.3f} codes on average"
