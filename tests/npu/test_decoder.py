"""The command-stream decoder against Vela's own disassembler, and its errors."""

from __future__ import annotations

import re
import struct

import numpy as np
import pytest
import tosa_serializer as ts

from armnpu.backends.vela import run_vela
from armnpu.compile_spec import EthosUCompileSpec
from armnpu.npu.commands import decode_commands, parse_driver_payload
from armnpu.npu.errors import NpuError
from armnpu.npu.isa import ETHOS_U55
from tests.npu.tosa_builder import Graph

# "0x000004: 00000300 0000 4000 - NPU_SET_IFM_BASE0                  0, addr = 0x300"
_LISTING = re.compile(
    r"^0x(?P<offset>[0-9a-f]{6}): (?:(?P<payload>[0-9a-f]{8})| {8}) (?P<param>[0-9a-f]{4}) (?P<code>[0-9a-f]{4}) - "
    r"(?P<name>\w+)\s+(?P<param_dec>\d+)(?:, (?P<fields>.*))?$"
)


def _mixed_graph() -> bytes:
    """conv -> rescale -> max pool -> table, then an add with a second input: CONV, POOL, LUT,
    ELEMENTWISE and (with a small arena cache) weight DMAs."""
    rng = np.random.default_rng(3)
    g = Graph()
    x = g.input((1, 12, 12, 24))
    acc = g.conv2d(x, rng.integers(-127, 128, size=(40, 3, 3, 24), dtype=np.int8), rng.integers(-900, 900, size=40, dtype=np.int32), (1, 1), (1, 1), (1, 1, 1, 1), input_zp=4)
    y = g.rescale(acc, rng.uniform(1e-4, 1e-3, size=40), np.int8, output_zp=-2)
    y = g.table(g.max_pool(y, (2, 2), (2, 2), (0, 0, 0, 0)), rng.integers(-128, 128, size=256, dtype=np.int8))
    other = g.input((1, 6, 6, 40))
    a32 = g.rescale(y, 0.25, np.int32, input_zp=0)
    b32 = g.rescale(other, 0.5, np.int32, input_zp=3)
    total = g.binary(ts.Op.ADD, a32, b32)
    return g.serialize(g.rescale(total, 0.3, np.int8, output_zp=1))


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u65-512", "ethos-u85-256"])
def test_decoded_stream_matches_velas_listing(target):
    flags = EthosUCompileSpec(target, extra_flags=["--arena-cache-size=6144"]).compiler_flags
    result = run_vela(_mixed_graph(), flags + ["--verbose-register-command-stream"], "decoder")
    listing = [m for m in map(_LISTING.match, result.log.splitlines()) if m]
    payload = parse_driver_payload(np.asarray(result.npz["cmd_data"]).tobytes())
    commands = payload.commands(payload.config.isa)
    assert len(listing) == len(commands) > 50
    seen = set()
    for line, command in zip(listing, commands):
        where = line.group(0)
        assert command.offset == int(line["offset"], 16), where
        assert command.name == line["name"], where
        assert command.opcode == int(line["code"], 16) & 0x3FF, where
        assert command.param == int(line["param"], 16) == int(line["param_dec"]), where
        assert command.payload == (int(line["payload"], 16) if line["payload"] else None), where
        fields = [tuple(f.split(" = ", 1)) for f in line["fields"].split(", ")] if line["fields"] else []
        assert command.show() == fields, where
        seen.add(command.name)
    for kind in ("NPU_OP_CONV", "NPU_OP_POOL", "NPU_OP_ELEMENTWISE", "NPU_OP_DMA_START", "NPU_SET_ACTIVATION"):
        assert kind in seen


def test_driver_payload_config():
    flags = EthosUCompileSpec("ethos-u65-512").compiler_flags
    payload = parse_driver_payload(np.asarray(run_vela(_mixed_graph(), flags, "cfg").npz["cmd_data"]).tobytes())
    assert payload.fourcc == b"COP1"
    assert payload.config.describe() == "ethos-u65-512 (Ethos-U65, 512 MACs/cycle, 2 cores)"
    assert payload.commands(ETHOS_U55)[-1].name == "NPU_OP_STOP"


def _payload(stream: list[int]) -> bytes:
    words = [0x31504F43, 0x00100001, 0x1807, 0x10066001, 5, 5, 5, 2 | (len(stream) << 16), *stream]
    return struct.pack(f"<{len(words)}I", *words)


def test_unknown_opcode_names_its_offset():
    with pytest.raises(NpuError, match=r"unknown cmd0 opcode 0x1ff .*offset 0x4 \(cmd_data byte 36\)"):
        parse_driver_payload(_payload([0x0000010F | (1 << 16), 0x000001FF])).commands(ETHOS_U55)


def test_truncated_cmd1_names_its_offset():
    with pytest.raises(NpuError, match=r"NPU_SET_IFM_BASE0 at command-stream offset 0x0 .*no payload"):
        decode_commands([0x4000], ETHOS_U55)


def test_invalid_control_bits():
    with pytest.raises(NpuError, match="control bits 2"):
        decode_commands([0x8000], ETHOS_U55)


def test_cmdstream_longer_than_the_payload():
    data = _payload([0x0000FFFF])[:-4]
    with pytest.raises(NpuError, match="declares 1 words but only 0 remain"):
        parse_driver_payload(data)


def test_not_a_driver_payload():
    with pytest.raises(NpuError, match="fourcc"):
        parse_driver_payload(b"XXXX" + bytes(12))
