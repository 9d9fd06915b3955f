"""Decode Vela's driver payload (`cmd_data`) into Ethos-U register commands.

`cmd_data` is a driver payload. `COP1`: the fourcc, then driver actions (CONFIG with the config
and id registers, NOPs, CMDSTREAM with the register command stream, ...). `COP2` (Vela
`--cop-format=COP2`, implied by `--separate-io-regions` for the U85 Linux Direct Drive flow; regor's
`DriverActions::CreateDriverPayload2`): a 16-byte header (fourcc, version, uint64 length of the
entries), then entries of (uint32 type, uint32 length, data); a command-stream entry (type 1)
holds a "VEUM" metadata block (config and id registers, addressing mode, staging bytes), 0xFF
padding to 16 bytes, then the command stream. The payload is
split first; its commands are decoded with the ISA table of the architecture CONFIG names
(`armnpu.npu.isa`, generated from Arm's interface headers), since the opcodes differ by architecture.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from armnpu.npu.config import NpuConfig, read_config
from armnpu.npu.errors import NpuError
from armnpu.npu.isa import Isa

_FOURCCS = (b"COP1", b"COP2")
# Driver action ids (Vela's driver_actions.py / the Ethos-U driver): tag = id | reserved << 8 | param << 16.
_DA_CONFIG, _DA_CMDSTREAM, _DA_READ_APB, _DA_DUMP_SHRAM, _DA_NOP = 1, 2, 3, 4, 5
_CMD1_CONTROL = 1  # bits [15:14] of the first word: 0 = cmd0 (one word), 1 = cmd1 (two words)


@dataclass(frozen=True)
class Command:
    """One decoded register command."""

    offset: int  # byte offset within the register command stream
    opcode: int  # bits [9:0] of the first word
    cmd1: bool  # True for a two-word command (32-bit payload)
    name: str  # e.g. "NPU_SET_IFM_BASE0"
    param: int  # bits [31:16] of the first word
    payload: int | None  # the second word of a cmd1 command
    fields: dict[str, int]  # named fields as Vela's disassembler shows them ("addr" is 40-bit)
    isa: Isa = field(repr=False, compare=False)

    def member(self, field: str) -> str:
        """An enum-valued field by its member name, e.g. "AVERAGE" for a POOL's pooling_mode."""
        return self.isa.member(self.name, field, self.fields[field])

    def show(self) -> list[tuple[str, str]]:
        """The fields formatted as Vela's `--verbose-register-command-stream` prints them."""
        _, bitfields, disassembly = (self.isa.cmd1 if self.cmd1 else self.isa.cmd0)[self.opcode]
        widths = {f: width for f, _, _, width in bitfields}
        shown = []
        for label, field_name, kind in disassembly:
            value = self.fields[label]
            if kind == "hex":
                shown.append((label, hex(value)))
            elif kind is None:
                shown.append((label, str(value)))
            elif kind == "signed":
                shown.append((label, str(signed(value, widths[field_name]))))
            else:
                shown.append((label, self.isa.enum_names[kind].get(value, "****")))
        return shown


def signed(value: int, bits: int) -> int:
    """`value` read as a `bits`-wide two's complement number."""
    return value - (1 << bits) if value >= 1 << (bits - 1) else value


@dataclass(frozen=True)
class DriverPayload:
    fourcc: bytes
    config: NpuConfig | None
    streams: list[tuple[tuple[int, ...], int]]  # CMDSTREAM actions: (words, byte offset within cmd_data)

    @property
    def stream_offset(self) -> int:
        """Byte offset of the (first) register command stream within cmd_data."""
        return self.streams[0][1]

    def commands(self, isa: Isa) -> list[Command]:
        """The register commands of every CMDSTREAM action, decoded with `isa`."""
        return [command for words, base in self.streams for command in decode_commands(words, isa, base)]


def parse_driver_payload(cmd_data: bytes) -> DriverPayload:
    """Split `cmd_data` into its driver actions; CONFIG is decoded, the command streams are not."""
    if len(cmd_data) < 4 or cmd_data[:4] not in _FOURCCS:
        raise NpuError(
            f"cmd_data at byte 0 starts with {bytes(cmd_data[:4])!r}, expected a driver payload fourcc "
            f"{' or '.join(map(repr, _FOURCCS))}"
        )
    if len(cmd_data) % 4:
        raise NpuError(f"cmd_data holds {len(cmd_data)} bytes, not a whole number of 32-bit words")
    if cmd_data[:4] == b"COP2":
        return _parse_cop2(bytes(cmd_data))
    words = struct.unpack(f"<{len(cmd_data) // 4}I", cmd_data)
    config: NpuConfig | None = None
    streams: list[tuple[tuple[int, ...], int]] = []
    i = 1
    while i < len(words):
        tag = words[i]
        action, reserved, param = tag & 0xFF, (tag >> 8) & 0xFF, tag >> 16
        if action == _DA_CONFIG:
            if i + 2 >= len(words):
                raise NpuError(f"cmd_data: CONFIG action at byte {4 * i} is truncated")
            config = read_config(words[i + 1], words[i + 2])
            i += 3
        elif action == _DA_CMDSTREAM:
            length = param | (reserved << 16)  # in words; the reserved byte holds the high bits
            start = i + 1
            if start + length > len(words):
                raise NpuError(
                    f"cmd_data: CMDSTREAM action at byte {4 * i} declares {length} words but only "
                    f"{len(words) - start} remain"
                )
            streams.append((words[start : start + length], 4 * start))
            i = start + length
        elif action in (_DA_NOP, _DA_READ_APB, _DA_DUMP_SHRAM):
            i += 1  # no payload words; register reads and SHRAM dumps have no functional effect
        else:
            raise NpuError(f"cmd_data: unknown driver action {action} (tag {tag:#010x}) at byte {4 * i}")
    if not streams:
        raise NpuError("cmd_data holds no CMDSTREAM action, so there is no command stream to run")
    return DriverPayload(bytes(cmd_data[:4]), config, streams)


_COP2_COMMAND_STREAM = 1  # entry type


def _parse_cop2(data: bytes) -> DriverPayload:
    if len(data) < 16:
        raise NpuError(f"cmd_data: a COP2 payload of {len(data)} bytes is shorter than its 16-byte header")
    (total,) = struct.unpack_from("<Q", data, 8)
    end = 16 + total
    if end > len(data):
        raise NpuError(f"cmd_data: the COP2 header declares {total} bytes of entries, only {len(data) - 16} follow")
    config, streams = None, []
    pos = 16
    while pos < end:
        if pos + 8 > end:
            raise NpuError(f"cmd_data: COP2 entry at byte {pos} is truncated")
        kind, length = struct.unpack_from("<II", data, pos)
        body, body_end = pos + 8, pos + 8 + length
        if kind != _COP2_COMMAND_STREAM:
            raise NpuError(f"cmd_data: unknown COP2 entry type {kind} at byte {pos} (known: 1, command stream)")
        if body_end > end or length < 36:
            raise NpuError(f"cmd_data: COP2 command-stream entry at byte {pos} declares {length} bytes, which do not fit")
        (meta_length,) = struct.unpack_from("<I", data, body)
        if data[body + 4 : body + 8] != b"VEUM":
            raise NpuError(f"cmd_data: COP2 command-stream entry at byte {pos} has no VEUM metadata")
        # The addressing mode that follows needs nothing here: every address names its region,
        # and the blob's input/output records say which (3 and 4 with separate IO regions).
        config = read_config(*struct.unpack_from("<II", data, body + 16))
        start = body + 4 + meta_length
        if start > body_end or (body_end - start) % 4:
            raise NpuError(f"cmd_data: COP2 command-stream entry at byte {pos} has a malformed metadata length {meta_length}")
        streams.append((struct.unpack_from(f"<{(body_end - start) // 4}I", data, start), start))
        pos = body_end
    if not streams:
        raise NpuError("cmd_data holds no COP2 command-stream entry, so there is no command stream to run")
    return DriverPayload(data[:4], config, streams)


def decode_commands(words: tuple[int, ...] | list[int], isa: Isa, base: int = 0) -> list[Command]:
    """Decode register command words. Offsets in the result count from the stream's start;
    errors name both that offset and, with `base`, the byte offset within cmd_data."""
    commands = []
    i = 0
    while i < len(words):
        word = words[i]
        offset = 4 * i
        opcode, control, param = word & 0x3FF, (word >> 14) & 0x3, word >> 16
        where = f"at command-stream offset {offset:#x} (cmd_data byte {base + offset})"
        if control == _CMD1_CONTROL:
            if opcode not in isa.cmd1:
                raise NpuError(f"unknown cmd1 opcode {opcode:#05x} (word {word:#010x}) {where}")
            if i + 1 >= len(words):
                raise NpuError(f"truncated command stream: cmd1 {isa.cmd1[opcode][0]} {where} has no payload word")
            payload = words[i + 1]
            name, fields, _ = isa.cmd1[opcode]
            i += 2
        elif control == 0:
            if opcode not in isa.cmd0:
                raise NpuError(f"unknown cmd0 opcode {opcode:#05x} (word {word:#010x}) {where}")
            payload = None
            name, fields, _ = isa.cmd0[opcode]
            i += 1
        else:
            raise NpuError(f"invalid command control bits {control} (word {word:#010x}) {where}")
        pair = (word, payload or 0)
        values = {f: (pair[w] >> lsb) & ((1 << width) - 1) for f, w, lsb, width in fields}
        if "addr_lo" in values:
            values["addr"] = (values.pop("addr_hi") << 32) | values.pop("addr_lo")
        commands.append(Command(offset, opcode, control == _CMD1_CONTROL, name, param, payload, values, isa))
    return commands
