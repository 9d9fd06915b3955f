"""Read a .pte file with ExecuTorch's own deserializer, after checking what it trusts.

ExecuTorch's Python deserializer assumes well-formed input (a cut string even reads back
shorter, silently). The framing checks here, validate.py, and then ExecuTorch's C++
flatbuffer verifier make a truncated or corrupted file one ProgramFormatError line."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from executorch.exir import schema
from executorch.exir._serialize._program import _ExtendedHeader, deserialize_pte_binary

from armnpu.native_streams import stderr_dropped
from armnpu.runtime.errors import ProgramFormatError, first_line

FILE_IDENTIFIER = b"ET12"  # program.fbs `file_identifier`, at bytes 4..8 of every .pte
_EXTENDED_HEADER_AT = 8


@dataclass(frozen=True)
class PteFile:
    program: schema.Program
    mutable_data: list[bytes] = field(default_factory=list)  # initial values of mutable buffers
    named_data: dict[str, bytes] = field(default_factory=dict)  # key -> bytes stored in the .pte

    def delegate_blob(self, delegate: schema.BackendDelegate) -> bytes:
        return self.program.backend_delegate_data[delegate.processed.index].data


def parse_pte(data: bytes) -> PteFile:
    data = bytes(data)
    _check_framing(data)
    try:
        pte = deserialize_pte_binary(data)
    except Exception as error:  # noqa: BLE001 - any failure of the third-party parser means a corrupted file
        reason = f"{type(error).__name__}: {first_line(error)}"
        raise ProgramFormatError(f"corrupted .pte: the program does not parse ({reason})") from None
    named = {}
    if pte.named_data is not None:
        for key, entry in pte.named_data.pte_data.items():
            named[key] = bytes(pte.named_data.buffers[entry.buffer_index])
    return PteFile(
        program=pte.program,
        mutable_data=[bytes(buffer.storage) for buffer in pte.mutable_data or []],
        named_data=named,
    )


def _check_framing(data: bytes) -> None:
    if len(data) < 8:
        raise ProgramFormatError(f"not an ExecuTorch program: {len(data)} bytes is too short for a .pte")
    if data[4:8] != FILE_IDENTIFIER:
        raise ProgramFormatError(
            f"not an ExecuTorch program: expected file identifier {FILE_IDENTIFIER.decode()!r} at byte 4, "
            f"found {data[4:8]!r}"
        )
    program_size = len(data)
    header = data[_EXTENDED_HEADER_AT:]
    if header[:4] == _ExtendedHeader.EXPECTED_MAGIC:
        if len(header) < _ExtendedHeader.MINIMUM_LENGTH:
            raise ProgramFormatError(f"truncated .pte: {len(data)} bytes end inside the extended header")
        eh = _ExtendedHeader.from_bytes(header.ljust(_ExtendedHeader.EXPECTED_LENGTH, b"\0"))
        if eh.length < _ExtendedHeader.MINIMUM_LENGTH:
            raise ProgramFormatError(
                f"corrupted .pte: extended header length {eh.length} < {_ExtendedHeader.MINIMUM_LENGTH}"
            )
        end = max(eh.program_size, eh.segment_base_offset + eh.segment_data_size)
        if end > len(data):
            raise ProgramFormatError(f"truncated .pte: its header describes {end} bytes, the file has {len(data)}")
        if eh.segment_base_offset and eh.segment_base_offset < eh.program_size:
            raise ProgramFormatError(
                f"corrupted .pte: segments start at byte {eh.segment_base_offset}, "
                f"inside the {eh.program_size}-byte program"
            )
        program_size = eh.program_size
    (root,) = struct.unpack_from("<I", data, 0)
    if not 8 <= root < program_size:
        raise ProgramFormatError(f"corrupted .pte: root table offset {root} is outside the {program_size}-byte program")


def verify_flatbuffer(data: bytes) -> None:
    """Run ExecuTorch's C++ program loader with full verification: the flatbuffers verifier checks
    every offset, vector and string against the buffer. Skipped if the pybindings are not built.

    The loader also allocates the memory plan, so call it once validate() has bounded that."""
    try:
        from executorch.runtime import Runtime, Verification
    except ImportError:
        return
    with stderr_dropped():  # the C++ logger prints its own line before raising
        try:
            Runtime.get().load_program(data, verification=Verification.InternalConsistency)
        except Exception:  # noqa: BLE001 - RuntimeError, or MemoryError when a corrupted size is believed
            raise ProgramFormatError(
                "corrupted .pte: ExecuTorch's verifier rejects the program "
                "(truncated, or an offset points outside the file)"
            ) from None

