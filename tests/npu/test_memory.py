"""Feature-map addressing (2x2 tiles, NHWC and NHCWB16) and region bounds."""

from __future__ import annotations

import numpy as np
import pytest

from armnpu.npu.errors import NpuError
from armnpu.npu.memory import FeatureMap, Memory


def _address(fm: FeatureMap, y: int, x: int, c: int) -> int:
    """The addressing rule of docs/ethos-u-npu.md, one element at a time."""
    tile = 0
    if x > fm.width0 - 1:
        x -= fm.width0
        tile = 1
    split = fm.height0 if tile == 0 else fm.height1
    if y > split - 1:
        y -= split
        tile += 2
    base = fm.bases[tile]
    if fm.brick:
        return base + y * fm.stride_y + (c // 16) * fm.stride_c + (16 * x + c % 16) * fm.elem_size
    return base + y * fm.stride_y + x * fm.stride_x + c * fm.elem_size


def _fm(**changes) -> FeatureMap:
    fields = dict(
        region=1, bases=(0, 0, 0, 0), height0=100, height1=100, width0=100, stride_x=1, stride_y=1, stride_c=1,
        elem_size=1, signed=True, brick=False, zero_point=0,
    )
    fields.update(changes)
    return FeatureMap(**fields)


CASES = {
    "nhwc": _fm(stride_x=24, stride_y=152),
    "nhwc_int16_tiles": _fm(
        bases=(0, 3000, 6000, 9000), height0=3, height1=2, width0=4, elem_size=2, stride_x=40, stride_y=200
    ),
    "nhcwb16": _fm(brick=True, stride_y=16 * 6 * 2, stride_c=16 * 6),
    "nhcwb16_int16_tiles": _fm(
        brick=True, elem_size=2, bases=(0, 5120, 10240, 15360), height0=2, height1=3, width0=3,
        stride_y=2 * 32 * 6, stride_c=32 * 6,
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_write_then_read_follow_the_documented_layout(name):
    fm = CASES[name]
    h, w, c = 5, 6, 20
    memory = Memory(b"", 32768, 2048)
    values = np.arange(h * w * c, dtype=np.int64).reshape(h, w, c) % 241 - 120
    fm.write(memory, values, "test")
    raw = memory.regions[1]
    for y in range(h):
        for x in range(w):
            for ch in range(c):
                addr = _address(fm, y, x, ch)
                got = int.from_bytes(raw[addr : addr + fm.elem_size].tobytes(), "little", signed=True)
                assert got == values[y, x, ch], (y, x, ch)
    np.testing.assert_array_equal(fm.read(memory, h, w, c, "test"), values)


def test_scratch_bounds_are_checked():
    memory = Memory(b"", 64, 2048)
    with pytest.raises(NpuError, match="region 1 \\(scratch\\), which holds only 64 bytes"):
        _fm(stride_x=1, stride_y=8).read(memory, 9, 8, 1, "NPU_OP_CONV at command-stream offset 0x10")


def test_weights_are_read_only():
    memory = Memory(b"\x01\x02", 16, 2048)
    with pytest.raises(NpuError, match="read-only"):
        memory.write_bytes(0, 0, np.zeros(1, dtype=np.uint8), "DMA")


def test_fast_scratch_grows_on_demand():
    memory = Memory(b"", 16, 2048)
    memory.write_bytes(2, 1000, np.full(4, 7, dtype=np.uint8), "DMA")
    assert memory.read_bytes(2, 1000, 4, "DMA").tolist() == [7, 7, 7, 7]


def test_a_shallow_brick_ends_at_its_last_channel():
    """A 1x6x1 NHCWB16 map whose last element is the region's last byte fits (U85 writes such OFMs)."""
    fm = _fm(brick=True, stride_x=16, stride_y=96, stride_c=96, bases=(47, 0, 0, 0))
    memory = Memory(b"", 128, 0)
    fm.write(memory, np.arange(6).reshape(1, 6, 1), "OFM")
    assert [memory.regions[1][47 + 16 * x] for x in range(6)] == list(range(6))
    assert np.array_equal(fm.read(memory, 1, 6, 1, "IFM"), np.arange(6).reshape(1, 6, 1))


def test_chained_maps_use_the_chaining_buffer_and_transposes_apply_on_write():
    memory = Memory(b"", 64, 0)
    values = np.arange(6).reshape(1, 2, 3)
    _fm(chained=True).write(memory, values, "OFM")
    assert np.array_equal(_fm(chained=True).read(memory, 1, 2, 3, "IFM"), values)
    _fm(stride_x=1, stride_y=2, transpose=(2, 0, 1)).write(memory, values, "OFM")  # CHW: (3, 1, 2) written
    assert list(memory.regions[1][:6]) == [0, 3, 1, 4, 2, 5]
