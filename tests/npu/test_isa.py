"""The generated ISA table: its generator, and agreement with Vela's Python register module."""

from __future__ import annotations

import os
import pathlib

import pytest
from ethosu.vela.ethos_u55_regs import ethos_u55_regs as vela_regs

from armnpu.npu import gen_isa, isa

_HEADER = '''
#define NNX_ARCH_VERSION_MAJOR 1
#define NNX_ARCH_VERSION_MINOR 0
#define NNX_ARCH_VERSION_PATCH 6
enum class cmd0_opcode : uint16_t
{
    NPU_SET_IFM_PAD_TOP = 256,
};

enum class cmd1_opcode : uint16_t
{
    NPU_SET_IFM_BASE0 = 0,
};

enum class pooling_mode : uint8_t
{
    MAX = 0,
};

static const char* pooling_mode_str[] =
{
    "POOLING_MODE_MAX",
};

struct config_r
{
    union
    {
        struct
        {
            uint32_t macs_per_cc : 4;
            uint32_t product : 28;
        };
        uint32_t word;
    };
};

struct id_r
{
    union
    {
        struct
        {
            uint32_t version_status : 32;
        };
        uint32_t word;
    };
};

struct npu_set_ifm_pad_top_t
{
#ifdef __cplusplus
private:
#endif
    uint32_t opcode:10;
    uint32_t reserved0:4;
    uint32_t control:2;
    uint32_t pad:7;
    uint32_t reserved1:9;
#ifdef __cplusplus
public:
    void disassemble(std::vector<std::pair<std::string, std::string>>& fields) const
    {
        fields.push_back(std::make_pair<std::string, std::string>("pad", std::to_string(pad)));
    }
#endif
};

struct npu_set_ifm_base0_t
{
#ifdef __cplusplus
private:
#endif
    uint32_t opcode:10;
    uint32_t reserved0:4;
    uint32_t control:2;
    uint32_t addr_hi:8;
    uint32_t reserved1:8;
    uint32_t addr_lo:32;
#ifdef __cplusplus
public:
    void disassemble(std::vector<std::pair<std::string, std::string>>& fields) const
    {
        std::stringstream saddr; saddr << std::hex << "0x" << get_addr();
        fields.push_back(std::make_pair<std::string, std::string>("addr", saddr.str()));
    }
#endif
};

static int disassemble(const uint32_t* in, std::string& op, std::vector<std::pair<std::string, std::string>>& fields)
{
    switch (*in & 0xffff)
    {
        case (static_cast<uint32_t>(NPU_NAMESPACE::cmd_ctrl::CMD0_CTRL) << 14) | static_cast<uint32_t>(NPU_NAMESPACE::cmd0_opcode::NPU_SET_IFM_PAD_TOP):
        {
            const npu_set_ifm_pad_top_t& v = *reinterpret_cast<const npu_set_ifm_pad_top_t*>(in);
        }
        case (static_cast<uint32_t>(NPU_NAMESPACE::cmd_ctrl::CMD1_CTRL) << 14) | static_cast<uint32_t>(NPU_NAMESPACE::cmd1_opcode::NPU_SET_IFM_BASE0):
        {
            const npu_set_ifm_base0_t& v = *reinterpret_cast<const npu_set_ifm_base0_t*>(in);
        }
    }
}
'''


def test_generator_reads_structs_enums_and_disassembly():
    table = gen_isa.parse(_HEADER)
    assert table["version"] == (1, 0, 6)
    assert table["commands"][0][256][0] == "NPU_SET_IFM_PAD_TOP"
    assert ("pad", 0, 16, 7) in table["commands"][0][256][1]
    assert table["commands"][1][0][1][-1] == ("addr_lo", 1, 0, 32)
    assert table["commands"][1][0][2] == [("addr", "addr", "hex")]
    assert table["names"]["pooling_mode"] == {0: "POOLING_MODE_MAX"}
    assert table["registers"]["CONFIG"] == (("macs_per_cc", 0, 4), ("product", 4, 28))
    rendered = gen_isa.render(table, "test.hpp")
    namespace: dict = {}
    exec(compile(rendered, "isa", "exec"), namespace)
    assert namespace["CMD0"][0x100] == ("NPU_SET_IFM_PAD_TOP", (("pad", 0, 16, 7),), (("pad", "pad", None),))


def test_opcodes_agree_with_velas_register_module():
    for kind, table in (("cmd0", isa.CMD0), ("cmd1", isa.CMD1)):
        vela = {member.value: member.name for member in getattr(vela_regs, kind)}
        assert {code: entry[0] for code, entry in table.items()} == vela
    assert ".".join(map(str, isa.ARCH_VERSION)) == vela_regs.ARCH_VER
    assert (len(isa.CMD0), len(isa.CMD1)) == (60, 37)


@pytest.mark.skipif(
    "ARMNPU_ETHOS_U65_INTERFACE_HPP" not in os.environ,
    reason="set ARMNPU_ETHOS_U65_INTERFACE_HPP to the Vela sdist's ethos_u65_interface.hpp to check the checked-in table",
)
def test_checked_in_table_is_the_generators_output():
    path = pathlib.Path(os.environ["ARMNPU_ETHOS_U65_INTERFACE_HPP"])
    expected = gen_isa.render(gen_isa.parse(path.read_text()), "/".join(path.parts[-4:]))
    assert pathlib.Path(isa.__file__).read_text() == expected
