"""The generated ISA tables: their generator, the committed tables against Arm's headers, and the
U55 table against Vela's Python register module."""

from __future__ import annotations

import pathlib

import pytest
from ethosu.vela.ethos_u55_regs import ethos_u55_regs as vela_regs

from armnpu.npu import gen_isa
from armnpu.npu.isa import ETHOS_U55, ETHOS_U85, ethos_u55, ethos_u85

_VENDORED = pathlib.Path(__file__).parents[2] / "third_party" / "ethos-u-vela"

_HEADER = '''
#define NNX_ARCH_VERSION_MAJOR 1
#define NNX_ARCH_VERSION_MINOR 0
#define NNX_ARCH_VERSION_PATCH 6
enum class cmd0_opcode : uint16_t
{
    NPU_SET_IFM_PAD_TOP = 256,
    NPU_SET_RESIZE_X_OFFSET = 300,
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

struct npu_set_resize_x_offset_t
{
#ifdef __cplusplus
private:
#endif
    uint32_t opcode:10;
    uint32_t reserved0:4;
    uint32_t control:2;
    uint32_t resize_x_offset:12;
    uint32_t reserved1:4;
#ifdef __cplusplus
public:
    void disassemble(std::vector<std::pair<std::string, std::string>>& fields) const
    {
        fields.push_back(std::make_pair<std::string, std::string>("resize_x_offset", std::to_string(((resize_x_offset <= std::numeric_limits<int>::max() ? static_cast<int>(resize_x_offset) : resize_x_offset - std::numeric_limits<int>::min() + std::numeric_limits<int>::max()) << 20) >> 20)));
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
        case (static_cast<uint32_t>(NPU_NAMESPACE::cmd_ctrl::CMD0_CTRL) << 14) | static_cast<uint32_t>(NPU_NAMESPACE::cmd0_opcode::NPU_SET_RESIZE_X_OFFSET):
        {
            const npu_set_resize_x_offset_t& v = *reinterpret_cast<const npu_set_resize_x_offset_t*>(in);
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
    assert table["commands"][0][300][2] == [("resize_x_offset", "resize_x_offset", "signed")]
    assert table["commands"][1][0][1][-1] == ("addr_lo", 1, 0, 32)
    assert table["commands"][1][0][2] == [("addr", "addr", "hex")]
    assert table["names"]["pooling_mode"] == {0: "POOLING_MODE_MAX"}
    assert table["registers"]["CONFIG"] == (("macs_per_cc", 0, 4), ("product", 4, 28))
    rendered = gen_isa.render(table, "test.hpp")
    namespace: dict = {}
    exec(compile(rendered, "isa", "exec"), namespace)
    assert namespace["CMD0"][0x100] == ("NPU_SET_IFM_PAD_TOP", (("pad", 0, 16, 7),), (("pad", "pad", None),))


@pytest.mark.parametrize(
    "header, table", [("ethos_u65_interface.hpp", ethos_u55), ("ethos_u85_interface.hpp", ethos_u85)]
)
def test_committed_tables_are_the_generators_output_for_arms_headers(header, table):
    path = _VENDORED / header
    assert pathlib.Path(table.__file__).read_text() == gen_isa.render(gen_isa.parse(path.read_text()), path.name)


def test_u55_opcodes_agree_with_velas_register_module():
    for kind, table in (("cmd0", ETHOS_U55.cmd0), ("cmd1", ETHOS_U55.cmd1)):
        vela = {member.value: member.name for member in getattr(vela_regs, kind)}
        assert {code: entry[0] for code, entry in table.items()} == vela
    assert ".".join(map(str, ETHOS_U55.arch_version)) == vela_regs.ARCH_VER
    assert (len(ETHOS_U55.cmd0), len(ETHOS_U55.cmd1)) == (60, 37)


def test_u85_table_is_arch_2():
    # Counts from docs (a decoder written independently of this generator); 0x12e is a U85-only opcode.
    assert ETHOS_U85.arch_version == (2, 0, 0)
    assert (len(ETHOS_U85.cmd0), len(ETHOS_U85.cmd1)) == (63, 48)
    assert ETHOS_U85.cmd0[0x12E][0] == "NPU_SET_WEIGHT_FORMAT" and 0x12E not in ETHOS_U55.cmd0


def test_every_table_puts_the_product_where_the_config_reader_looks():
    for isa in (ETHOS_U55, ETHOS_U85):
        assert ("product", 28, 4) in isa.registers["CONFIG"]


def test_enum_fields_are_read_by_member_name():
    assert ETHOS_U55.member("NPU_SET_IFM_UPSCALE", "mode", 2) == "ZEROS"
    assert ETHOS_U85.member("NPU_SET_OFM_SCALE", "round_mode", 1) == "NATURAL"
    assert ETHOS_U55.member("NPU_SET_IFM_UPSCALE", "mode", 3) == "<3>"
