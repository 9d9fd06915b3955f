import pytest
import torch

import armnpu
from tests.ops.harness import check_fp, check_int

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
