"""Decode Vela's driver payload (`cmd_data`) into Ethos-U55/U65 register commands.

`cmd_data` is a driver payload: a `COP1`/`COP2` fourcc, then driver actions (CONFIG with the
config and id registers, NOPs, CMDSTREAM with the register command stream, ...). Commands are
decoded with the tables in `armnpu.npu.isa`, generated from Arm's interface header.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from armnpu.npu import isa
from armnpu.npu.errors import NpuError

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

    def show(self) -> list[tuple[str, str]]:
        """The fields formatted as Vela's `--verbose-register-command-stream` prints them."""
        table = isa.CMD1 if self.cmd1 else isa.CMD0
        shown = []
        for label, field, kind in table[self.opcode][2]:
            value = self.fields[label]
            if kind == "hex":
                shown.append((label, hex(value)))
            elif kind is None:
                shown.append((label, str(value)))
            else:
                shown.append((label, isa.ENUM_NAMES[kind].get(value, "****")))
        return shown


@dataclass(frozen=True)
class NpuConfig:
    """What the driver payload's CONFIG action says about the accelerator."""

    product: int  # 0 = Ethos-U55, 1 = Ethos-U65
    macs_per_cycle: int  # all cores together
    shram_kib: int  # all cores together
    config_word: int
    id_word: int


@dataclass(frozen=True)
class DriverPayload:
    fourcc: bytes
    config: NpuConfig | None
    commands: list[Command]
    stream_offset: int  # byte offset of the register command stream within cmd_data


def parse_driver_payload(cmd_data: bytes) -> DriverPayload:
    """Split `cmd_data` into its driver actions and decode the register command stream."""
    if len(cmd_data) < 4 or cmd_data[:4] not in _FOURCCS:
        raise NpuError(
            f"cmd_data at byte 0 starts with {bytes(cmd_data[:4])!r}, expected a driver payload fourcc "
            f"{' or '.join(map(repr, _FOURCCS))}"
        )
    if len(cmd_data) % 4:
        raise NpuError(f"cmd_data holds {len(cmd_data)} bytes, not a whole number of 32-bit words")
    words = struct.unpack(f"<{len(cmd_data) // 4}I", cmd_data)
    config: NpuConfig | None = None
    commands: list[Command] = []
    stream_offset = -1
    i = 1
    while i < len(words):
        tag = words[i]
        action, reserved, param = tag & 0xFF, (tag >> 8) & 0xFF, tag >> 16
        if action == _DA_CONFIG:
            if i + 2 >= len(words):
                raise NpuError(f"cmd_data: CONFIG action at byte {4 * i} is truncated")
            config = _config(words[i + 1], words[i + 2])
            i += 3
        elif action == _DA_CMDSTREAM:
            length = param | (reserved << 16)  # in words; the reserved byte holds the high bits
            start = i + 1
            if start + length > len(words):
                raise NpuError(
                    f"cmd_data: CMDSTREAM action at byte {4 * i} declares {length} words but only "
                    f"{len(words) - start} remain"
                )
            if stream_offset < 0:
                stream_offset = 4 * start
            commands += decode_commands(words[start : start + length], base=4 * start)
            i = start + length
        elif action in (_DA_NOP, _DA_READ_APB, _DA_DUMP_SHRAM):
            i += 1  # no payload words; register reads and SHRAM dumps have no functional effect
        else:
            raise NpuError(f"cmd_data: unknown driver action {action} (tag {tag:#010x}) at byte {4 * i}")
    if stream_offset < 0:
        raise NpuError("cmd_data holds no CMDSTREAM action, so there is no command stream to run")
    return DriverPayload(bytes(cmd_data[:4]), config, commands, stream_offset)


def decode_commands(words: tuple[int, ...] | list[int], base: int = 0) -> list[Command]:
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
            if opcode not in isa.CMD1:
                raise NpuError(f"unknown cmd1 opcode {opcode:#05x} (word {word:#010x}) {where}")
            if i + 1 >= len(words):
                raise NpuError(f"truncated command stream: cmd1 {isa.CMD1[opcode][0]} {where} has no payload word")
            payload = words[i + 1]
            name, fields, _ = isa.CMD1[opcode]
            i += 2
        elif control == 0:
            if opcode not in isa.CMD0:
                raise NpuError(f"unknown cmd0 opcode {opcode:#05x} (word {word:#010x}) {where}")
            payload = None
            name, fields, _ = isa.CMD0[opcode]
            i += 1
        else:
            raise NpuError(f"invalid command control bits {control} (word {word:#010x}) {where}")
        pair = (word, payload or 0)
        values = {f: (pair[w] >> lsb) & ((1 << width) - 1) for f, w, lsb, width in fields}
        if "addr_lo" in values:
            values["addr"] = (values.pop("addr_hi") << 32) | values.pop("addr_lo")
        commands.append(Command(offset, opcode, control == _CMD1_CONTROL, name, param, payload, values))
    return commands


def _config(config_word: int, id_word: int) -> NpuConfig:
    fields = {name: (config_word >> lsb) & ((1 << width) - 1) for name, lsb, width in isa.REGISTERS["CONFIG"]}
    return NpuConfig(
        product=fields["product"],
        macs_per_cycle=1 << fields["macs_per_cc"],
        shram_kib=fields["shram_size"],
        config_word=config_word,
        id_word=id_word,
    )
