"""Generate an `armnpu/npu/isa/` table module from one of Arm's Ethos-U register interface headers.

The headers are `ethosu/regor/architecture/ethosu65/ethos_u65_interface.hpp` (Ethos-U55 and
U65 share its ISA) and `.../ethosu85/ethos_u85_interface.hpp` from the ethos-u-vela 5.2.0 sdist
(Apache-2.0), vendored unchanged in `third_party/ethos-u-vela/`. Each holds every command as a C
bitfield struct, the enums with their printable names, and the disassembler Vela prints with
`--verbose-register-command-stream`. This script reads those three things and writes a
plain-data Python table, so the decoder is driven by Arm's definitions, not hand-typed ones:

    python -m armnpu.npu.gen_isa third_party/ethos-u-vela/ethos_u65_interface.hpp > src/armnpu/npu/isa/ethos_u55.py
    python -m armnpu.npu.gen_isa third_party/ethos-u-vela/ethos_u85_interface.hpp > src/armnpu/npu/isa/ethos_u85.py

`tests/npu/test_isa.py` regenerates both and fails if a committed table differs.
"""

from __future__ import annotations

import pathlib
import pprint
import re
import sys

_ENUM = re.compile(r"^enum class (\w+) : \w+\n\{\n(.*?)\n\};", re.S | re.M)
_ENUM_ITEM = re.compile(r"^\s*(\w+) = (\d+),", re.M)
_STR_ARRAY = re.compile(r"^static const char\* (\w+)_str\[\] =\n\{\n(.*?)\n\};", re.S | re.M)
_STRUCT = re.compile(r"^struct (npu_(?:op|set)_\w+_t|config_r|id_r)\n\{\n(.*?)\n\};", re.S | re.M)
_BITFIELD = re.compile(r"^\s*uint32_t (\w+)\s*:\s*(\d+);", re.M)
_DISASM_FIELD = re.compile(
    r'fields\.push_back\(std::make_pair<std::string, std::string>\("(\w+)", (.*?)\)\);'
)
_DISASM_ENUM = re.compile(r"\((\w+) < \(sizeof\((\w+)_str\)")
_DISASM_NUMBER = re.compile(r"std::to_string\((\w+)\)")
# Signed fields are shown sign-extended: std::to_string(((field <= INT_MAX ? ... ) << n) >> n).
_DISASM_SIGNED = re.compile(r"std::to_string\(\(\((\w+) <= std::numeric_limits<int>::max\(\)")
_OPCODE_CASE = re.compile(
    r"case \(static_cast<uint32_t>\(NPU_NAMESPACE::cmd_ctrl::(CMD[01])_CTRL\) << 14\) \| "
    r"static_cast<uint32_t>\(NPU_NAMESPACE::(cmd[01])_opcode::(\w+)\):\s*\{\s*"
    r"const (\w+)& v"
)


def _search(pattern: str, text: str, flags: int = 0) -> re.Match[str]:
    found = re.search(pattern, text, flags)
    if found is None:
        raise ValueError(f"the header has nothing matching {pattern!r}")
    return found


def parse(header: str) -> dict:
    enums: dict[str, dict[int, str]] = {}
    for name, body in _ENUM.findall(header):
        enums.setdefault(name, {int(v): k for k, v in _ENUM_ITEM.findall(body)})
    names: dict[str, dict[int, str]] = {}
    for name, body in _STR_ARRAY.findall(header):
        items = re.findall(r'"([^"]*)"', body)
        names.setdefault(name, {i: s for i, s in enumerate(items) if s != "****"})

    structs = {}
    for name, body in _STRUCT.findall(header):
        if name in structs:
            continue
        private = body.split("#ifdef __cplusplus\npublic:")[0]
        fields, bit = [], 0
        for field, width in _BITFIELD.findall(private):
            fields.append((field, bit // 32, bit % 32, int(width)))
            bit += int(width)
        disasm = []
        if "void disassemble" in body:
            section = body.split("void disassemble", 1)[1].split("#endif", 1)[0]
            for shown, expr in _DISASM_FIELD.findall(section):
                enum = _DISASM_ENUM.search(expr)
                number = _DISASM_NUMBER.search(expr)
                signed = _DISASM_SIGNED.search(expr)
                if enum:
                    disasm.append((shown, enum.group(1), enum.group(2)))
                elif signed:
                    disasm.append((shown, signed.group(1), "signed"))
                elif number:
                    disasm.append((shown, number.group(1), None))
                elif shown == "addr":
                    disasm.append((shown, "addr", "hex"))
                else:
                    raise ValueError(f"{name}: cannot read the disassembly of field {shown!r}: {expr}")
        structs[name] = (fields, disasm)

    commands: dict[int, dict[int, tuple]] = {0: {}, 1: {}}
    for ctrl, kind, opname, struct in _OPCODE_CASE.findall(header):
        assert ctrl.lower() == kind, (ctrl, kind)
        code = {v: k for k, v in enums[f"{kind}_opcode"].items()}[opname]
        fields, disasm = structs[struct]
        commands[int(kind[-1])].setdefault(code, (opname, fields, disasm))

    version = tuple(
        int(_search(rf"#define NNX_ARCH_VERSION_{part} (\d+)", header).group(1))
        for part in ("MAJOR", "MINOR", "PATCH")
    )
    registers = {}
    for reg in ("config_r", "id_r"):
        body = _search(rf"^struct {reg}\n\{{\n(.*?)\n\}};", header, re.S | re.M).group(1)
        inner = body.split("struct\n        {", 1)[1].split("};", 1)[0]
        reg_fields, bit = [], 0
        for field, width in _BITFIELD.findall(inner):
            reg_fields.append((field, bit, int(width)))
            bit += int(width)
        registers[reg[:-2].upper()] = tuple(reg_fields)
    return {"version": version, "enums": enums, "names": names, "commands": commands, "registers": registers}


def render(table: dict, header_name: str) -> str:
    def fmt(value: object) -> str:
        return pprint.pformat(value, width=110, sort_dicts=True)

    lines = [
        f'"""Command-stream ISA tables from {header_name}. GENERATED by armnpu.npu.gen_isa — do not edit.',
        "",
        f"Source: the ethos-u-vela 5.2.0 sdist (ethosu/regor/architecture/), arch {'.'.join(map(str, table['version']))}.",
        "CMD0 / CMD1: opcode -> (name, named bitfields, disassembly). A bitfield is (name, word, lsb,",
        "width); word 0 is the command word, word 1 the payload. A disassembly entry is (shown name,",
        "field, enum name | None for a number | 'signed' for a two's complement number | 'hex' for",
        "the 40-bit address addr_hi:addr_lo). REGISTERS: the CONFIG and ID registers' (name, lsb, width).",
        '"""',
        "",
        f"ARCH_VERSION = {table['version']!r}",
        "",
        f"ENUMS = {fmt(table['enums'])}",
        "",
        f"ENUM_NAMES = {fmt(table['names'])}",
        "",
    ]
    for kind in (0, 1):
        lines.append(f"CMD{kind} = {{")
        for code, (name, fields, disasm) in sorted(table["commands"][kind].items()):
            # The opcode, control and reserved bits only identify the command; keep the named fields.
            named = tuple(f for f in fields if f[0] not in ("opcode", "control") and not f[0].startswith("reserved"))
            lines.append(f"    {code:#05x}: ({name!r}, {named!r}, {tuple(disasm)!r}),")
        lines += ["}", ""]
    lines += [f"REGISTERS = {fmt(table['registers'])}", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        raise SystemExit("usage: python -m armnpu.npu.gen_isa path/to/ethos_u{65,85}_interface.hpp > table.py")
    path = pathlib.Path(args[0])
    sys.stdout.write(render(parse(path.read_text()), path.name))


if __name__ == "__main__":
    main()
