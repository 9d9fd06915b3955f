"""run_vela on real TOSA graphs, and the vela_bin_stream delegate blob format."""

from __future__ import annotations

import os
import signal
import struct
import sys

import numpy as np
import pytest

from armnpu.backends.vela import VelaResult, run_vela
from armnpu.errors import ArmNpuError, ConfigError, VelaError
from armnpu.formats.vela_bin_stream import (
    VelaBinStreamError,
    VelaIO,
    pack_vela_bin_stream,
    parse_vela_bin_stream,
)
from tests.unit.tosa_graphs import conv_rescale_maxpool, run_reference

U55 = [
    "--accelerator-config=ethos-u55-128",
    "--config=Arm/vela.ini",
    "--output-format=raw",
    "--system-config=Ethos_U55_High_End_Embedded",
    "--memory-mode=Shared_Sram",
]
U85 = [
    "--accelerator-config=ethos-u85-256",
    "--config=Arm/vela.ini",
    "--output-format=raw",
    "--system-config=Ethos_U85_SYS_DRAM_Mid",
    "--memory-mode=Sram_Only",
]
# (flags, Vela's accelerator name, system config, memory mode, memory holding the weight blob)
TARGETS = {
    "u55": (U55, "Ethos_U55_128", "Ethos_U55_High_End_Embedded", "Shared_Sram", "off_chip_flash_bytes"),
    "u85": (U85, "Ethos_U85_256", "Ethos_U85_SYS_DRAM_Mid", "Sram_Only", "on_chip_flash_bytes"),
}
HEADER = struct.Struct("<16sIB11s")
BLOCK_ORDER = ["vela_bin_stream", "cmd_data", "weight_data", "scratch_size", "inputs", "outputs", "vela_end_stream"]
# The test graph: 8x8x4 int8 input, 3x3 conv to 8 channels, 2x2 max pool.
CONV_MACS = 8 * 8 * 8 * 3 * 3 * 4


@pytest.fixture(scope="module")
def graph() -> bytes:
    return conv_rescale_maxpool()


@pytest.fixture(scope="module")
def results(graph: bytes) -> dict[str, VelaResult]:
    return {name: run_vela(graph, flags, f"part_{name}") for name, (flags, *_) in TARGETS.items()}


def test_graph_is_valid_tosa(graph: bytes) -> None:
    x = np.random.default_rng(1).integers(-128, 128, size=(1, 8, 8, 4), dtype=np.int8)
    (out,) = run_reference(graph, [x])
    assert out.shape == (1, 4, 4, 8)
    assert len(np.unique(out)) > 8  # not saturated to a constant


@pytest.mark.parametrize("target", TARGETS)
def test_run_vela_raw_output(results: dict[str, VelaResult], target: str) -> None:
    result = results[target]
    _, accelerator, system_config, memory_mode, weights_memory = TARGETS[target]
    npz = result.npz
    assert np.asarray(npz["cmd_data"]).tobytes()[:4] == b"COP1"
    assert len(np.asarray(npz["weight_data"]).tobytes()) > 0
    assert npz["input_shape"].tolist() == [[1, 1, 1, 8, 8, 4]]
    assert npz["output_shape"].tolist() == [[1, 1, 1, 4, 4, 8]]
    assert npz["input_elem_size"].tolist() == npz["output_elem_size"].tolist() == [1]
    assert int(npz["scratch_size"]) > 0
    assert result.output_dir is None
    assert "Network summary" in result.log

    summary = result.summary
    assert (summary.accelerator_config, summary.system_config, summary.memory_mode) == (
        accelerator,
        system_config,
        memory_mode,
    )
    assert summary.network == f"part_{target}"
    assert summary.total_cycles > 0 and summary.npu_cycles > 0
    assert summary.inference_time_s == pytest.approx(summary.total_cycles / summary.core_clock_hz)
    # Feature maps live in the scratch arena; the weight blob lives in the weights memory.
    assert summary.sram_bytes == int(npz["scratch_size"])
    assert getattr(summary, weights_memory) == len(np.asarray(npz["weight_data"]).tobytes())

    layers = result.per_layer
    assert [row["op"] for row in layers] == ["Conv2D", "MaxPool"]
    assert all(row["target"] == "NPU" for row in layers)
    assert layers[0]["macs"] == CONV_MACS
    # SRAM in use per layer, from the debug database's live ranges, peaks at Vela's own SRAM total.
    assert max(row["sram_bytes"] for row in layers) == summary.sram_bytes
    assert layers[0]["ifm_shape"] == [1, 8, 8, 4] and layers[-1]["ofm_shape"] == [1, 4, 4, 8]
    assert sum(row["weight_bytes"] for row in layers) == len(np.asarray(npz["weight_data"]).tobytes())
    assert sum(row["macs"] for row in layers) == summary.macs
    assert sum(row["cycles"] for row in layers) == summary.total_cycles


def test_work_dir_keeps_artifacts(graph: bytes, tmp_path) -> None:
    result = run_vela(graph, U55, "keep_me", work_dir=tmp_path)
    assert (tmp_path / "keep_me.tosa").read_bytes() == graph
    assert result.output_dir == tmp_path / "output"
    written = {p.name for p in result.output_dir.iterdir()}
    assert {"keep_me_vela.npz", "keep_me_per-layer.csv", "keep_me_summary_Ethos_U55_High_End_Embedded.csv"} <= written

    # Reusing the directory with another system config must report the new run, not the old files.
    flags = [f for f in U55 if not f.startswith("--system-config")] + ["--system-config=Ethos_U55_Deep_Embedded"]
    again = run_vela(graph, flags, "keep_me", work_dir=tmp_path)
    assert again.summary.system_config == "Ethos_U55_Deep_Embedded"


def test_output_is_captured_and_state_restored(graph: bytes, capfd) -> None:
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(limit + 1234)
    try:
        # The register listing is printed by Vela's C++ core straight to file descriptor 1.
        result = run_vela(graph, [*U55, "--verbose-register-command-stream"], "quiet")
        assert sys.getrecursionlimit() == limit + 1234
    finally:
        sys.setrecursionlimit(limit)
    out, err = capfd.readouterr()
    assert (out, err) == ("", "")
    assert "NPU_OP_CONV" in result.log
    assert "Network summary" in result.log


def test_option_and_value_in_one_flag(graph: bytes) -> None:
    result = run_vela(graph, ["--optimise Size", *U55], "split")
    assert result.summary.total_cycles > 0


@pytest.mark.parametrize(
    "bad_flag, vela_says",
    [
        ("--accelerator-config=ethos-u55-999", "invalid choice: 'ethos-u55-999'"),
        ("--system-config=Nope", "System_Config.Nope not found"),
        ("--memory-mode=Nope", "Memory_Mode.Nope not found"),
        ("--no-such-flag", "unrecognized arguments: --no-such-flag"),
    ],
)
def test_bad_flags_raise_vela_error(graph: bytes, bad_flag: str, vela_says: str) -> None:
    with pytest.raises(VelaError) as info:
        run_vela(graph, [*U55, bad_flag], "bad_part")
    message = str(info.value)
    assert "partition 'bad_part'" in message
    assert vela_says in message
    assert "\n" not in message


def test_unreadable_graph_raises_vela_error() -> None:
    with pytest.raises(VelaError, match="partition 'junk'.*Compilation failed"):
        run_vela(b"\0" * 64, U55, "junk")


def test_a_crash_in_velas_core_is_an_error_not_the_end_of_the_process(graph: bytes, monkeypatch) -> None:
    def crash(argv):
        os.kill(os.getpid(), signal.SIGSEGV)  # what a fault in the C++ core does

    monkeypatch.setattr("armnpu.backends.vela.vela.main", crash)
    with pytest.raises(VelaError, match=r"partition 'crashing'.*crashed \(SIGSEGV\)"):
        run_vela(graph, U55, "crashing")


@pytest.mark.parametrize("name", ["", "../escape", "a/b", ".hidden"])
def test_partition_name_must_be_a_file_name(graph: bytes, name: str) -> None:
    with pytest.raises(ConfigError):
        run_vela(graph, U55, name)


# --- vela_bin_stream ---------------------------------------------------------------------------


def _blocks(blob: bytes) -> list[tuple[int, str, int, bytes]]:
    """(offset, name, declared length, padded data) per block, read with plain struct calls."""
    blocks, pos = [], 0
    while pos < len(blob):
        name, length, external, reserved = HEADER.unpack_from(blob, pos)
        assert external == 0 and reserved == bytes(11)
        padded = (length + 15) // 16 * 16
        blocks.append((pos, name.rstrip(b"\0").decode(), length, blob[pos + 32 : pos + 32 + padded]))
        pos += 32 + padded
    assert pos == len(blob)
    return blocks


@pytest.mark.parametrize("target", TARGETS)
def test_blob_layout_and_round_trip(results: dict[str, VelaResult], target: str) -> None:
    npz = results[target].npz
    blob = pack_vela_bin_stream(npz)
    cmd = np.asarray(npz["cmd_data"]).tobytes()
    weights = np.asarray(npz["weight_data"]).tobytes()

    blocks = _blocks(blob)
    assert [name for _, name, _, _ in blocks] == BLOCK_ORDER
    assert all(offset % 16 == 0 for offset, *_ in blocks)
    by_name = {name: (length, data) for _, name, length, data in blocks}
    assert by_name["vela_bin_stream"] == by_name["vela_end_stream"] == (0, b"")
    assert by_name["cmd_data"] == (len(cmd), cmd + bytes(-len(cmd) % 16))
    assert by_name["weight_data"] == (len(weights), weights + bytes(-len(weights) % 16))
    assert by_name["scratch_size"][0] == 4
    assert struct.unpack_from("<I", by_name["scratch_size"][1])[0] == int(npz["scratch_size"])
    length, data = by_name["inputs"]
    ints = np.frombuffer(data[:length], dtype="<i4").tolist()
    offset, region = int(npz["input_offset"][0]), int(npz["input_region"][0])
    assert ints == [1, 1, 1, 1, 8, 8, 4, 1, offset, region]

    stream = parse_vela_bin_stream(blob)
    assert stream.cmd_data == cmd
    assert stream.weight_data == weights
    assert stream.scratch_size == int(npz["scratch_size"])
    for ios, prefix in ((stream.inputs, "input"), (stream.outputs, "output")):
        assert ios == [
            VelaIO(tuple(shape), int(size), int(off), int(reg))
            for shape, size, off, reg in zip(
                npz[f"{prefix}_shape"].tolist(),
                npz[f"{prefix}_elem_size"],
                npz[f"{prefix}_offset"],
                npz[f"{prefix}_region"],
            )
        ]


def _tiny_npz(**overrides) -> dict[str, np.ndarray]:
    npz = {
        "cmd_data": np.array(b"COP1\x01\x02\x00\x00"),  # trailing NULs must survive packing
        "weight_data": np.arange(20, dtype=np.uint8),
        "scratch_size": np.array(96),
        "input_shape": np.array([[1, 1, 1, 2, 2, 3]]),
        "input_elem_size": np.array([1]),
        "input_offset": np.array([64]),
        "input_region": np.array([1]),
        "output_shape": np.array([[1, 1, 1, 1, 1, 3], [1, 1, 1, 1, 1, 5]]),
        "output_elem_size": np.array([1, 2]),
        "output_offset": np.array([0, 16]),
        "output_region": np.array([1, 1]),
    }
    npz.update(overrides)
    return npz


def _header(name: str, length: int) -> bytes:
    return name.encode().ljust(16, b"\0") + length.to_bytes(4, "little") + bytes(12)


def _i32(*values: int) -> bytes:
    return b"".join(v.to_bytes(4, "little", signed=True) for v in values)


def test_blob_golden_bytes() -> None:
    inputs = _i32(1, 1, 1, 1, 2, 2, 3, 1, 64, 1)
    outputs = _i32(2, 1, 1, 1, 1, 1, 3, 1, 0, 1, 1, 1, 1, 1, 1, 5, 2, 16, 1)
    expected = (
        _header("vela_bin_stream", 0)
        + _header("cmd_data", 8)
        + b"COP1\x01\x02\x00\x00" + bytes(8)
        + _header("weight_data", 20)
        + bytes(range(20)) + bytes(12)
        + _header("scratch_size", 4)
        + (96).to_bytes(4, "little") + bytes(12)
        + _header("inputs", 40)
        + inputs + bytes(8)
        + _header("outputs", 76)
        + outputs + bytes(4)
        + _header("vela_end_stream", 0)
    )
    blob = pack_vela_bin_stream(_tiny_npz())
    assert blob == expected
    stream = parse_vela_bin_stream(blob)
    assert stream.cmd_data == b"COP1\x01\x02\x00\x00"
    assert stream.outputs[1] == VelaIO((1, 1, 1, 1, 1, 5), 2, 16, 1)


def test_blob_without_tensors() -> None:
    # An empty list in Vela's npz comes back as a (0,) float array.
    empty = np.array([], dtype=np.float64)
    npz = _tiny_npz(output_shape=empty, output_elem_size=empty, output_offset=empty, output_region=empty)
    assert parse_vela_bin_stream(pack_vela_bin_stream(npz)).outputs == []


@pytest.mark.parametrize(
    "overrides, message",
    [
        ({"input_offset": np.array([2**31])}, "input_offset[0] = 2147483648 does not fit"),
        ({"input_shape": np.array([[1, 1, 2**33, 1, 1, 1]])}, "input_shape[0] = 8589934592"),
        ({"scratch_size": np.array(2**32)}, "scratch_size 4294967296"),
        ({"input_shape": np.array([[1, 2, 2, 3]])}, "6-D shapes"),
        ({"output_region": np.array([1])}, "output_region has 1 entries but output_shape has 2"),
    ],
)
def test_pack_rejects_values_the_format_cannot_hold(overrides: dict, message: str) -> None:
    with pytest.raises(VelaBinStreamError) as info:
        pack_vela_bin_stream(_tiny_npz(**overrides))
    assert message in str(info.value)
    assert isinstance(info.value, ArmNpuError)


def test_pack_names_a_missing_key() -> None:
    npz = _tiny_npz()
    del npz["cmd_data"]
    with pytest.raises(VelaBinStreamError, match="no 'cmd_data' entry"):
        pack_vela_bin_stream(npz)


def _swap_blocks(blob: bytes, first: str, second: str) -> bytes:
    pieces = {name: blob[off : off + 32 + len(data)] for off, name, _, data in _blocks(blob)}
    order = [second if n == first else first if n == second else n for n in BLOCK_ORDER]
    return b"".join(pieces[n] for n in order)


def _patched(blob: bytes, offset: int, new: bytes) -> bytes:
    return blob[:offset] + new + blob[offset + len(new) :]


# Offsets in the tiny blob: cmd_data at 32 (data 64..80), weight_data at 80, scratch_size at 144,
# inputs at 192, outputs at 272, vela_end_stream at 384; 416 bytes in all.
@pytest.mark.parametrize(
    "corrupt, message",
    [
        (lambda b: b[:400], "block header at offset 384 needs 32 bytes but only 16 remain"),
        (lambda b: b[:72], "block 'cmd_data' at offset 32 declares 8 bytes (16 with padding) but only 8 remain"),
        (lambda b: b"", "block header at offset 0 needs 32 bytes but only 0 remain"),
        (lambda b: _patched(b, 0, b"vela_bin_strean"), "not a vela_bin_stream: block at offset 0 is named"),
        (lambda b: _swap_blocks(b, "cmd_data", "weight_data"), "offset 32 is named 'weight_data', expected 'cmd_data'"),
        (lambda b: _swap_blocks(b, "inputs", "outputs"), "offset 192 is named 'outputs', expected 'inputs'"),
        (lambda b: _patched(b, 48, (4000).to_bytes(4, "little")), "'cmd_data' at offset 32 declares 4000 bytes"),
        (lambda b: _patched(b, 72, b"\x01"), "'cmd_data' at offset 32: padding at offset 72 is not zero"),
        (lambda b: _patched(b, 52, b"\x01"), "'cmd_data' at offset 32 has external flag 1"),
        (lambda b: _patched(b, 64, b"XXXX"), "'cmd_data' at offset 32 starts with b'XXXX'"),
        (lambda b: b + bytes(16), "16 unexpected bytes after 'vela_end_stream', at offset 416"),
        (lambda b: _patched(b, 224, _i32(-1)), "'inputs' at offset 192 has a negative tensor count -1"),
        (lambda b: _patched(b, 224, _i32(2)), "'inputs' at offset 192 holds 40 bytes, expected 76"),
        (lambda b: _patched(b, 160, (5).to_bytes(4, "little")), "'scratch_size' at offset 144"),
    ],
)
def test_parse_rejects_malformed_blobs(corrupt, message: str) -> None:
    blob = pack_vela_bin_stream(_tiny_npz())
    assert len(blob) == 416 and parse_vela_bin_stream(blob)  # the uncorrupted blob is fine
    with pytest.raises(VelaBinStreamError) as info:
        parse_vela_bin_stream(corrupt(blob))
    assert message in str(info.value)
    assert str(info.value).startswith("vela_bin_stream: ")
