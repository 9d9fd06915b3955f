"""DMA modes. 1-D copies (weights, LUTs into SHRAM) run in every model test; Vela 5.2 emits
2-D/3-D mode on U55/U65 only through its Ethos-U65 register generator, so the strided layout is
pinned here against what that generator means by its registers:
SKIP0 = destination row stride - LEN, SKIP1 = destination plane stride - LEN * SIZE0."""

from __future__ import annotations

import numpy as np
import pytest

from armnpu.npu.errors import NpuError
from armnpu.npu.memory import Memory
from armnpu.npu.ops import DmaOp


@pytest.mark.parametrize("rows, planes", [(1, 1), (3, 1), (3, 2)])
def test_strided_destination(rows, planes):
    length, row_stride, plane_stride = 5, 8, 40
    source = np.arange(1, length * rows * planes + 1, dtype=np.uint8)
    memory = Memory(source.tobytes(), 256, 2048)
    DmaOp(
        offset=0, name="NPU_OP_DMA_START", src_region=0, src_addr=0, dst_region=1, dst_addr=16, length=length,
        rows=rows, planes=planes, dst_strided=rows > 1, skip0=row_stride - length, skip1=plane_stride - length * rows,
    ).run(memory)
    expected = np.zeros(256, dtype=np.uint8)
    chunks = iter(source.reshape(-1, length))
    for p in range(planes):
        for r in range(rows):
            start = 16 + p * plane_stride + r * row_stride
            expected[start : start + length] = next(chunks)
    np.testing.assert_array_equal(memory.regions[1], expected)


def test_internal_destination_is_shram():
    memory = Memory(bytes(range(16)), 16, 4096)
    DmaOp(offset=0, name="DMA", src_region=0, src_addr=4, dst_internal=True, dst_addr=4090, length=6).run(memory)
    assert memory.shram[4090:].tolist() == [4, 5, 6, 7, 8, 9]
    with pytest.raises(NpuError, match="SHRAM"):
        DmaOp(offset=8, name="DMA", src_region=0, dst_internal=True, dst_addr=4093, length=6).run(memory)
