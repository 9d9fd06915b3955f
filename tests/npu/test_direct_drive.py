"""Direct Drive payloads: Vela's COP2 driver format with separate IO regions (`--cop-format=COP2
--separate-io-regions`, the U85 Linux Direct Drive flow) runs bit-exactly, on the U85 and the U55."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from armnpu.backends.vela import run_vela
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.formats.vela_bin_stream import pack_vela_bin_stream, parse_vela_bin_stream
from armnpu.npu.commands import parse_driver_payload
from armnpu.npu.errors import NpuError
from tests.npu.harness import assert_bit_exact
from tests.npu.test_ops import concat

_DIRECT_DRIVE = ("--cop-format=COP2", "--separate-io-regions")


@pytest.mark.parametrize("target", ["ethos-u85-256", "ethos-u55-128"])
def test_separate_io_regions_run_bit_exactly(target):
    tosa, inputs = concat()
    # Vela's flags directly: the compile spec offers direct drive for the U85 only, the flow that uses
    # it, but the U55's COP2 stream is the same format and the simulator runs it too.
    flags = [*EthosUCompileSpec(target).compiler_flags, *_DIRECT_DRIVE]
    blob = pack_vela_bin_stream(run_vela(tosa, flags, "npu_test").npz)
    stream = parse_vela_bin_stream(blob)
    assert bytes(stream.cmd_data[:4]) == b"COP2"
    assert parse_driver_payload(stream.cmd_data).config.name == target
    # inputs and outputs live outside the scratch arena (region 1)
    assert {io.region for io in stream.inputs + stream.outputs}.isdisjoint({0, 1})
    rng = np.random.default_rng(0)
    assert_bit_exact(tosa, blob, [rng.integers(-128, 128, size=shape, dtype=dtype) for shape, dtype in inputs])


def _cop2(entries: bytes) -> bytes:
    return b"COP2" + struct.pack("<HHQ", 1, 0, len(entries)) + entries


def test_an_unknown_cop2_entry_is_named():
    with pytest.raises(NpuError, match="unknown COP2 entry type 7 at byte 16"):
        parse_driver_payload(_cop2(struct.pack("<II", 7, 0)))


def test_a_cop2_length_past_the_end_is_named():
    with pytest.raises(NpuError, match="declares 64 bytes of entries, only 8 follow"):
        parse_driver_payload(b"COP2" + struct.pack("<HHQ", 1, 0, 64) + bytes(8))


def test_a_command_stream_entry_without_metadata_is_named():
    with pytest.raises(NpuError, match="has no VEUM metadata"):
        parse_driver_payload(_cop2(struct.pack("<II", 1, 36) + struct.pack("<I", 32) + b"XXXX" + bytes(28)))
