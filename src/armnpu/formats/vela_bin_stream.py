"""The Ethos-U delegate blob: Vela's raw output in the `vela_bin_stream` block format.

ExecuTorch's C++ runtime (VelaBinStream.cpp) reads this layout as is, so it must not drift
(DESIGN.md, "Contracts that must not drift"). Each block is a 32-byte header (16-byte NUL-padded
name, uint32 LE data length without padding, uint8 external flag = 0, 11 zero bytes) followed by
its data zero-padded to a multiple of 16 bytes. The blocks come in the order of `BLOCK_ORDER`.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from dataclasses import dataclass
from typing import SupportsInt

import numpy as np

from armnpu.errors import ArmNpuError

BLOCK_ORDER = (
    "vela_bin_stream",
    "cmd_data",
    "weight_data",
    "scratch_size",
    "inputs",
    "outputs",
    "vela_end_stream",
)
_HEADER = struct.Struct("<16sIB11s")
_ALIGN = 16
_UINT32 = struct.Struct("<I")
_COUNT = struct.Struct("<i")
_IO_DIMS = 6
_IO_ENTRY = struct.Struct(f"<{_IO_DIMS + 3}i")  # 6-D shape, element size, offset, region
_INT32_MIN, _INT32_MAX = -(2**31), 2**31 - 1
# Fourccs of Vela's driver payload; the runtime refuses a command stream without one.
_DRIVER_FOURCCS = (b"COP1", b"COP2")


class VelaBinStreamError(ArmNpuError, ValueError):
    """A vela_bin_stream blob is malformed, or Vela's output cannot be packed into one."""


@dataclass(frozen=True)
class VelaIO:
    """Where one partition input or output lives in the NPU's memory."""

    shape: tuple[int, ...]  # always 6-D, leading 1s
    elem_size: int  # bytes per element
    offset: int  # byte offset within its region
    region: int  # the base-pointer index the runtime binds (1 = scratch arena)


@dataclass(frozen=True)
class VelaBinStream:
    cmd_data: bytes
    weight_data: bytes
    scratch_size: int  # bytes of scratch arena the runtime must provide (region 1)
    inputs: list[VelaIO]
    outputs: list[VelaIO]


def pack_vela_bin_stream(npz: Mapping[str, np.ndarray]) -> bytes:
    """Pack Vela's raw output (`<name>_vela.npz` contents) into the delegate blob."""
    scratch_size = _scalar(npz, "scratch_size")
    if not 0 <= scratch_size <= 2**32 - 1:
        raise VelaBinStreamError(f"scratch_size {scratch_size} does not fit the blob's uint32 field")
    blocks = {
        "vela_bin_stream": b"",
        # tobytes() keeps the whole buffer: the bytes scalar Vela stores would drop trailing NULs.
        "cmd_data": np.asarray(_get(npz, "cmd_data")).tobytes(),
        "weight_data": np.asarray(_get(npz, "weight_data")).tobytes(),
        "scratch_size": _UINT32.pack(scratch_size),
        "inputs": _pack_ios(npz, "input"),
        "outputs": _pack_ios(npz, "output"),
        "vela_end_stream": b"",
    }
    return b"".join(
        _HEADER.pack(name.encode("ascii"), len(data), 0, bytes(11)) + data + bytes(-len(data) % _ALIGN)
        for name, data in blocks.items()
    )


def parse_vela_bin_stream(blob: bytes) -> VelaBinStream:
    """Read and validate a delegate blob; errors name the byte offset and what was expected."""
    data: dict[str, tuple[int, bytes]] = {}  # block name -> (header offset, unpadded data)
    pos = 0
    for name in BLOCK_ORDER:
        payload, block_end = _read_block(blob, pos, name)
        data[name] = (pos, payload)
        pos = block_end
    if pos != len(blob):
        raise _error(f"{len(blob) - pos} unexpected bytes after 'vela_end_stream', at offset {pos}")

    for name in ("vela_bin_stream", "vela_end_stream"):
        _expect_length(name, *data[name], 0)
    _expect_length("scratch_size", *data["scratch_size"], _UINT32.size)
    cmd_offset, cmd_data = data["cmd_data"]
    if cmd_data[:4] not in _DRIVER_FOURCCS:
        raise _error(
            f"block 'cmd_data' at offset {cmd_offset} starts with {cmd_data[:4]!r}, "
            f"expected a driver payload fourcc {' or '.join(map(repr, _DRIVER_FOURCCS))}"
        )
    return VelaBinStream(
        cmd_data=cmd_data,
        weight_data=data["weight_data"][1],
        scratch_size=_UINT32.unpack(data["scratch_size"][1])[0],
        inputs=_parse_ios("inputs", *data["inputs"]),
        outputs=_parse_ios("outputs", *data["outputs"]),
    )


def _get(npz: Mapping[str, np.ndarray], key: str) -> np.ndarray:
    if key not in npz:
        raise VelaBinStreamError(f"Vela output has no {key!r} entry (keys: {', '.join(sorted(npz))})")
    return npz[key]


def _scalar(npz: Mapping[str, np.ndarray], key: str) -> int:
    value = np.asarray(_get(npz, key))
    if value.size != 1:
        raise VelaBinStreamError(f"Vela output {key!r} should hold one value, has shape {value.shape}")
    return int(value.reshape(-1)[0])


def output_count(npz: Mapping[str, np.ndarray]) -> int:
    """How many outputs Vela's raw output (`<name>_vela.npz` contents) gives its program."""
    return len(_io_shapes(npz, "output"))


def _io_shapes(npz: Mapping[str, np.ndarray], prefix: str) -> np.ndarray:
    shapes = np.asarray(_get(npz, f"{prefix}_shape"))
    # Vela saves an empty list as a (0,) float array.
    shapes = shapes.reshape(0, _IO_DIMS) if shapes.size == 0 else shapes
    if shapes.ndim != 2 or shapes.shape[1] != _IO_DIMS:
        raise VelaBinStreamError(
            f"{prefix}_shape must hold {_IO_DIMS}-D shapes, got an array of shape {shapes.shape}"
        )
    return shapes


def _pack_ios(npz: Mapping[str, np.ndarray], prefix: str) -> bytes:
    shapes = _io_shapes(npz, prefix)
    fields = {}
    for field in ("elem_size", "offset", "region"):
        values = np.asarray(_get(npz, f"{prefix}_{field}")).reshape(-1)
        if len(values) != len(shapes):
            raise VelaBinStreamError(
                f"{prefix}_{field} has {len(values)} entries but {prefix}_shape has {len(shapes)}"
            )
        fields[field] = values
    packed = [_COUNT.pack(len(shapes))]
    for i, shape in enumerate(shapes):
        entry = [_int32(v, f"{prefix}_shape[{i}]") for v in shape]
        entry += [_int32(fields[f][i], f"{prefix}_{f}[{i}]") for f in ("elem_size", "offset", "region")]
        packed.append(_IO_ENTRY.pack(*entry))
    return b"".join(packed)


def _int32(value: SupportsInt, what: str) -> int:
    number = int(value)
    if not _INT32_MIN <= number <= _INT32_MAX:
        raise VelaBinStreamError(f"{what} = {number} does not fit the blob's int32 field")
    return number


def _read_block(blob: bytes, pos: int, expected: str) -> tuple[bytes, int]:
    """(unpadded data, offset after the padded data) of block `expected`, which starts at `pos`."""
    remaining = len(blob) - pos
    if remaining < _HEADER.size:
        raise _error(
            f"truncated: block header at offset {pos} needs {_HEADER.size} bytes but only {remaining} remain"
        )
    raw_name, length, external, reserved = _HEADER.unpack_from(blob, pos)
    name = raw_name.rstrip(b"\0").decode("ascii", errors="backslashreplace")
    if name != expected:
        what = "not a vela_bin_stream: " if pos == 0 else ""
        raise _error(f"{what}block at offset {pos} is named {name!r}, expected {expected!r}")
    if external != 0:
        raise _error(
            f"block {name!r} at offset {pos} has external flag {external}; only inline data (0) is supported"
        )
    if reserved.strip(b"\0"):
        raise _error(f"block {name!r} at offset {pos}: reserved header bytes are not zero")
    start = pos + _HEADER.size
    padded = length + (-length % _ALIGN)
    if padded > len(blob) - start:
        with_padding = f" ({padded} with padding)" if padded != length else ""
        raise _error(
            f"block {name!r} at offset {pos} declares {length} bytes{with_padding} "
            f"but only {len(blob) - start} remain"
        )
    if blob[start + length : start + padded].strip(b"\0"):
        raise _error(f"block {name!r} at offset {pos}: padding at offset {start + length} is not zero")
    return bytes(blob[start : start + length]), start + padded


def _expect_length(name: str, pos: int, payload: bytes, expected: int) -> None:
    if len(payload) != expected:
        raise _error(f"block {name!r} at offset {pos} holds {len(payload)} bytes, expected {expected}")


def _parse_ios(name: str, pos: int, payload: bytes) -> list[VelaIO]:
    if len(payload) < _COUNT.size:
        raise _error(
            f"block {name!r} at offset {pos} holds {len(payload)} bytes, too few for its int32 count"
        )
    (count,) = _COUNT.unpack_from(payload)
    if count < 0:
        raise _error(f"block {name!r} at offset {pos} has a negative tensor count {count}")
    expected = _COUNT.size + count * _IO_ENTRY.size
    if len(payload) != expected:
        raise _error(
            f"block {name!r} at offset {pos} holds {len(payload)} bytes, expected {expected} "
            f"for its count of {count} tensors"
        )
    return [
        VelaIO(tuple(shape), elem_size, offset, region)
        for *shape, elem_size, offset, region in _IO_ENTRY.iter_unpack(payload[_COUNT.size :])
    ]


def _error(message: str) -> VelaBinStreamError:
    return VelaBinStreamError(f"vela_bin_stream: {message}")
