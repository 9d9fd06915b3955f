"""Bad blobs and bad inputs give clear armnpu errors that name the offset or the expectation."""

from __future__ import annotations

import functools
import struct

import numpy as np
import pytest
import torch

from armnpu.errors import ArmNpuError
from armnpu.formats.vela_bin_stream import (
    VelaBinStreamError,
    pack_vela_bin_stream,
    parse_vela_bin_stream,
)
from armnpu.npu.commands import parse_driver_payload
from armnpu.npu.errors import NpuError
from armnpu.npu.executor import run_ethosu_delegate
from tests.npu.harness import compile_tosa
from tests.npu.tosa_builder import Graph


@functools.lru_cache(maxsize=None)
def _blob() -> bytes:
    rng = np.random.default_rng(0)
    g = Graph()
    acc = g.conv2d(g.input((1, 6, 6, 8)), rng.integers(-9, 9, size=(8, 3, 3, 8), dtype=np.int8), np.zeros(8, np.int32), (1, 1), (1, 1), (1, 1, 1, 1))
    return compile_tosa(g.serialize(g.rescale(acc, 2.0**-6, np.int8)))


def _input() -> list[torch.Tensor]:
    return [torch.zeros((1, 6, 6, 8), dtype=torch.int8)]


def _repack(**changes) -> bytes:
    s = parse_vela_bin_stream(_blob())
    fields = dict(cmd_data=s.cmd_data, weight_data=s.weight_data, scratch_size=s.scratch_size)
    fields.update(changes)
    npz = {
        "cmd_data": np.frombuffer(fields["cmd_data"], dtype=np.uint8),
        "weight_data": np.frombuffer(fields["weight_data"], dtype=np.uint8),
        "scratch_size": np.array(fields["scratch_size"]),
    }
    for kind, ios in (("input", s.inputs), ("output", s.outputs)):
        npz[f"{kind}_shape"] = np.array([io.shape for io in ios])
        for field in ("elem_size", "offset", "region"):
            npz[f"{kind}_{field}"] = np.array([getattr(io, field) for io in ios])
    return pack_vela_bin_stream(npz)


def test_the_blob_runs():
    (out,) = run_ethosu_delegate(_blob(), _input())
    assert out.dtype == torch.int8 and out.shape == (6, 6, 8)
    (shaped,) = run_ethosu_delegate(_blob(), _input(), output_shapes=[(1, 6, 6, 8)])
    assert shaped.shape == (1, 6, 6, 8)


def test_truncated_blob():
    blob = _blob()
    with pytest.raises(VelaBinStreamError, match=r"offset \d+"):
        run_ethosu_delegate(blob[: len(blob) // 2], _input())


def test_wrong_block_order():
    blob = _blob()
    (first_len,) = struct.unpack_from("<I", blob, 16)
    second = 32 + first_len + (-first_len % 16)  # the cmd_data block
    (cmd_len,) = struct.unpack_from("<I", blob, second + 16)
    third = second + 32 + cmd_len + (-cmd_len % 16)
    swapped = blob[:second] + blob[third:] + blob[second:third]
    with pytest.raises(VelaBinStreamError, match=rf"block at offset {second} is named 'weight_data', expected 'cmd_data'"):
        run_ethosu_delegate(swapped, _input())


def test_unknown_command_names_its_offset():
    cmd = bytearray(parse_vela_bin_stream(_blob()).cmd_data)
    start = parse_driver_payload(bytes(cmd)).stream_offset
    struct.pack_into("<I", cmd, start + 4, 0x000001FE)  # the stream's second word starts a command
    with pytest.raises(NpuError, match=rf"unknown cmd0 opcode 0x1fe .*offset 0x4 \(cmd_data byte {start + 4}\)"):
        run_ethosu_delegate(_repack(cmd_data=bytes(cmd)), _input())


def test_scratch_too_small():
    with pytest.raises(NpuError, match=r"input 0: needs bytes up to \d+ of region 1 \(scratch\), which holds only 64 bytes"):
        run_ethosu_delegate(_repack(scratch_size=64), _input())


def test_weights_out_of_range_name_the_operation():
    with pytest.raises(NpuError, match=r"reads bytes \d+\.\.\d+ of region 0, but weight_data holds 16 bytes"):
        run_ethosu_delegate(_repack(weight_data=bytes(16)), _input())


@pytest.mark.parametrize(
    "inputs, message",
    [
        ([], r"takes 1 input\(s\), got 0"),
        ([torch.zeros((1, 6, 6, 8), dtype=torch.int16)], "expects 1-byte integers"),
        ([torch.zeros((1, 6, 6, 7), dtype=torch.int8)], "expects 288 elements"),
        ([torch.zeros((1, 6, 6, 8), dtype=torch.float32)], "expects 1-byte integers"),
    ],
)
def test_bad_inputs(inputs, message):
    with pytest.raises(ArmNpuError, match=message):
        run_ethosu_delegate(_blob(), inputs)


def test_wrong_output_shape():
    with pytest.raises(NpuError, match="288 elements, which do not fit the shape"):
        run_ethosu_delegate(_blob(), _input(), output_shapes=[(5, 5)])
