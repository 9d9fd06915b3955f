"""Compile specs and the target catalogue: validation messages, defaults, flags and serialisation."""

import importlib.util
import os
import sys
from pathlib import Path

import pytest

from armnpu.compile_spec import (
    ArmCompileSpec,
    ArmCompileSpecBuilder,
    DebugMode,
    EthosUCompileSpec,
    TosaCompileSpec,
    TosaSpecification,
    compile_spec_from_list,
)
from armnpu.errors import ConfigError
from armnpu.targets import (
    ETHOSU_TARGETS,
    get_ethosu_target,
    read_vela_ini,
    resolve_config_ini,
    tosa_spec_for,
    tosa_targets,
)

VELA_INI = str(Path(importlib.util.find_spec("ethosu").submodule_search_locations[0]) / "config_files/Arm/vela.ini")

CUSTOM_INI = """\
[System_Config.My_Board]
core_clock=500e6
axi0_port=Sram
axi1_port=OffChipFlash

[System_Config.Ethos_U85_Board]
core_clock=1e9
axi0_port=Sram
axi1_port=Dram

[Memory_Mode.Shared]
const_mem_area=Axi1
arena_mem_area=Axi0
cache_mem_area=Axi0

[Memory_Mode.Dedicated_Sram_1MB]
inherit=Memory_Mode.Shared
arena_cache_size=1048576
"""


@pytest.fixture
def custom_ini(tmp_path: Path) -> Path:
    path = tmp_path / "board.ini"
    path.write_text(CUSTOM_INI)
    return path


@pytest.fixture
def compile_spec_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make _to_list() fast: load only the CompileSpec schema file, not executorch.exir (~5 s to import)."""
    name = "executorch.exir.backend.compile_spec_schema"
    if name not in sys.modules:
        package = Path(importlib.util.find_spec("executorch").submodule_search_locations[0])
        origin = package / "exir/backend/compile_spec_schema.py"
        spec = importlib.util.spec_from_file_location(name, origin)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        monkeypatch.setitem(sys.modules, name, module)


# --- targets -------------------------------------------------------------------------------------


def test_catalogue_has_the_eleven_accelerator_configs():
    assert sorted(ETHOSU_TARGETS) == sorted(
        ["ethos-u55-32", "ethos-u55-64", "ethos-u55-128", "ethos-u55-256", "ethos-u65-256", "ethos-u65-512"]
        + ["ethos-u85-128", "ethos-u85-256", "ethos-u85-512", "ethos-u85-1024", "ethos-u85-2048"]
    )
    target = get_ethosu_target("Ethos-U65-512")
    assert (target.name, target.family, target.macs) == ("ethos-u65-512", "ethos-u65", 512)


def test_unknown_target_names_the_valid_targets():
    with pytest.raises(ConfigError, match="Unknown Ethos-U target 'npu-9000'") as info:
        EthosUCompileSpec("npu-9000")
    assert all(name in str(info.value) for name in ETHOSU_TARGETS)


def test_wrong_mac_count_names_the_family_mac_counts():
    with pytest.raises(ConfigError, match="valid MAC counts for ethos-u55: 32, 64, 128, 256"):
        EthosUCompileSpec("ethos-u55-999")
    with pytest.raises(ConfigError, match="valid MAC counts for ethos-u85: 128, 256, 512, 1024, 2048"):
        get_ethosu_target("ethos-u85-64")


def test_config_error_is_a_value_error():
    with pytest.raises(ValueError):
        get_ethosu_target("nope")


def test_tosa_targets_parse():
    assert [str(TosaSpecification.create_from_string(s)) for s in tosa_targets()] == ["TOSA-1.0+INT", "TOSA-1.0+FP"]


# --- defaults and flags --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "target, system_config, memory_mode, tosa_spec",
    [
        ("ethos-u55-128", "Ethos_U55_High_End_Embedded", "Shared_Sram", "TOSA-1.0+INT+int16+u55"),
        ("ethos-u65-256", "Ethos_U65_High_End", "Dedicated_Sram_384KB", "TOSA-1.0+INT+int16+u55"),
        ("ethos-u85-1024", "Ethos_U85_SYS_DRAM_Mid", "Sram_Only", "TOSA-1.0+INT+int16+cf"),
    ],
)
def test_defaults_per_family(target, system_config, memory_mode, tosa_spec):
    spec = EthosUCompileSpec(target.upper())
    assert (spec.target, spec.system_config, spec.memory_mode) == (target, system_config, memory_mode)
    assert str(spec.tosa_spec) == tosa_spec == tosa_spec_for(get_ethosu_target(target))
    assert spec.config_ini == VELA_INI
    assert spec.get_output_format() == "vela"


def test_compiler_flag_order():
    spec = EthosUCompileSpec("ethos-u55-64", extra_flags=["--verbose-cycle-estimate"])
    assert spec.compiler_flags == [
        "--verbose-cycle-estimate",
        "--accelerator-config=ethos-u55-64",
        f"--config={VELA_INI}",
        "--output-format=raw",
        "--system-config=Ethos_U55_High_End_Embedded",
        "--memory-mode=Shared_Sram",
    ]


def test_string_extra_flags_that_set_the_output_format():
    spec = EthosUCompileSpec("ethos-u85-256", extra_flags="--output-format=raw --debug-force-regor")
    assert spec.extra_flags == ["--output-format=raw", "--debug-force-regor"]
    assert spec.compiler_flags[:3] == [*spec.extra_flags, "--accelerator-config=ethos-u85-256"]
    assert spec.compiler_flags.count("--output-format=raw") == 1


@pytest.mark.parametrize(
    "flag", ["--system-config=Other", "--memory-mode=Other", "--config=x.ini", "--accelerator-config=ethos-u55-32"]
)
def test_extra_flags_may_not_override_the_arguments(flag):
    with pytest.raises(ConfigError, match=f"must not set {flag.split('=')[0]}"):
        EthosUCompileSpec("ethos-u55-128", extra_flags=[flag])


def test_extra_flags_may_not_ask_for_tflite_output():
    with pytest.raises(ConfigError, match="may only set --output-format=raw"):
        EthosUCompileSpec("ethos-u55-128", extra_flags="--output-format=tflite")


# --- system configs and memory modes -------------------------------------------------------------


def test_missing_ini_names_both_places_looked():
    with pytest.raises(ConfigError) as info:
        EthosUCompileSpec("ethos-u55-128", config_ini="Arm/missing.ini")
    message = str(info.value)
    assert str(Path.cwd() / "Arm/missing.ini") in message
    assert str(Path(VELA_INI).parent / "missing.ini") in message


def test_unknown_system_config_lists_those_of_the_family():
    with pytest.raises(ConfigError, match="Unknown system config 'Ethos_U55_Nope'") as info:
        EthosUCompileSpec("ethos-u55-128", system_config="Ethos_U55_Nope")
    assert str(info.value).endswith("valid for ethos-u55: Ethos_U55_Deep_Embedded, Ethos_U55_High_End_Embedded")


def test_system_config_of_another_family_is_rejected():
    with pytest.raises(ConfigError, match="is for another NPU family, not ethos-u85") as e:
        EthosUCompileSpec("ethos-u85-512", system_config="Ethos_U55_High_End_Embedded")
    assert str(e.value).startswith("System config 'Ethos_U55_High_End_Embedded'")
    assert "Ethos_U85_SYS_DRAM_Mid" in str(e.value) and "Ethos_U65" not in str(e.value)


def test_unknown_memory_mode_lists_the_valid_ones():
    with pytest.raises(ConfigError, match="Unknown memory mode 'Sram_Shared'") as info:
        EthosUCompileSpec("ethos-u65-512", memory_mode="Sram_Shared")
    assert str(info.value).endswith(
        "valid for ethos-u65: Sram_Only, Shared_Sram, Dedicated_Sram, Dedicated_Sram_256KB, "
        "Dedicated_Sram_384KB, Dedicated_Sram_512KB"
    )


@pytest.mark.parametrize(
    "memory_mode", ["Dedicated_Sram", "Dedicated_Sram_256KB", "Dedicated_Sram_384KB", "Dedicated_Sram_512KB"]
)
def test_dedicated_sram_is_not_available_on_u55(memory_mode):
    with pytest.raises(ConfigError, match="not available on the ethos-u55") as info:
        EthosUCompileSpec("ethos-u55-256", memory_mode=memory_mode)
    assert str(info.value).endswith("valid for ethos-u55: Sram_Only, Shared_Sram")
    assert EthosUCompileSpec("ethos-u85-256", memory_mode=memory_mode).memory_mode == memory_mode


def test_custom_ini_path(custom_ini):
    spec = EthosUCompileSpec("ethos-u55-32", "My_Board", "Shared", config_ini=str(custom_ini))
    assert spec.config_ini == str(custom_ini.resolve())
    assert f"--config={custom_ini.resolve()}" in spec.compiler_flags
    # Names that mention no family fit any family; named ones only their own.
    any_family = EthosUCompileSpec("ethos-u85-128", "My_Board", "Shared", config_ini=str(custom_ini))
    assert any_family.system_config == "My_Board"
    with pytest.raises(ConfigError, match="valid for ethos-u55: My_Board$"):
        EthosUCompileSpec("ethos-u55-32", "Ethos_U85_Board", "Shared", config_ini=str(custom_ini))
    with pytest.raises(ConfigError, match="not available on the ethos-u55"):
        EthosUCompileSpec("ethos-u55-32", "My_Board", "Dedicated_Sram_1MB", config_ini=str(custom_ini))
    # The per-family defaults are not in this file, so the error lists what is.
    with pytest.raises(ConfigError, match="Unknown system config 'Ethos_U65_High_End'.*valid for ethos-u65: My_Board$"):
        EthosUCompileSpec("ethos-u65-256", config_ini=str(custom_ini))


def test_read_vela_ini_keeps_raw_keys_and_caches(custom_ini):
    ini = read_vela_ini(custom_ini)
    assert list(ini.system_configs) == ["My_Board", "Ethos_U85_Board"]
    assert ini.memory_modes["Dedicated_Sram_1MB"] == {"inherit": "Memory_Mode.Shared", "arena_cache_size": "1048576"}
    assert read_vela_ini(str(custom_ini)) is ini
    custom_ini.write_text(CUSTOM_INI.replace("My_Board", "Other_Board"))
    os.utime(custom_ini, ns=(0, custom_ini.stat().st_mtime_ns + 10**9))
    assert "Other_Board" in read_vela_ini(custom_ini).system_configs


def test_resolve_config_ini_uses_the_installed_vela():
    assert str(resolve_config_ini("Arm/vela.ini")) == VELA_INI
    assert resolve_config_ini(VELA_INI) == Path(VELA_INI)


# --- TosaSpecification ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["TOSA-1.0+INT", "TOSA-1.0+FP", "TOSA-1.0+INT+int16", "TOSA-1.0+INT+FP+int16+bf16", "TOSA-1.1+INT+int64"]
)
def test_tosa_spec_round_trips(text):
    spec = TosaSpecification.create_from_string(text)
    assert str(spec) == text
    assert TosaSpecification.create_from_string(str(spec)) == spec


def test_tosa_spec_fields():
    spec = TosaSpecification.create_from_string("TOSA-1.0+INT+FP+int16+u55")
    assert spec.version == (1, 0)
    assert spec.profiles == {"INT", "FP"}
    assert spec.extensions == ("int16", "u55")
    assert spec.support_integer() and spec.support_float()
    assert spec.is_u55_subset and spec.is_U55_subset
    assert spec.support_extension("int16") and not spec.support_extension("int4")
    int_only = TosaSpecification.create_from_string("TOSA-1.0+INT")
    assert not int_only.support_float() and not int_only.is_u55_subset


def test_tosa_spec_without_profile():
    with pytest.raises(ConfigError, match="names no profile; accepted profiles: INT, FP"):
        TosaSpecification.create_from_string("TOSA-1.0+int16")


def test_tosa_spec_unknown_extension_names_accepted_ones():
    with pytest.raises(ConfigError, match="bf16 not valid for TOSA-1.0\\+INT; accepted: int16, int4, var, cf, u55$"):
        TosaSpecification.create_from_string("TOSA-1.0+INT+bf16")
    with pytest.raises(ConfigError, match="u55 not valid for TOSA-1.0\\+FP; accepted: bf16, fp8e4m3, fp8e5m2, fft, var"):
        TosaSpecification.create_from_string("TOSA-1.0+FP+u55")


def test_tosa_spec_unsupported_version():
    with pytest.raises(ConfigError, match="Unsupported TOSA version 2.0; accepted: 1.0, 1.1"):
        TosaSpecification.create_from_string("TOSA-2.0+INT")


def test_malformed_tosa_spec():
    with pytest.raises(ConfigError, match="not a TOSA spec string; expected TOSA-<major>.<minor>"):
        TosaSpecification.create_from_string("INT8")


# --- TosaCompileSpec, debug output, serialisation, builder ---------------------------------------


def test_tosa_compile_spec():
    spec = TosaCompileSpec("TOSA-1.0+FP")
    assert spec == TosaCompileSpec(TosaSpecification.create_from_string("TOSA-1.0+FP"))
    assert spec.get_output_format() == "tosa"
    assert spec.compiler_flags == []


def test_dump_intermediate_artifacts_to(tmp_path):
    spec = TosaCompileSpec("TOSA-1.0+INT")
    assert spec.get_intermediate_path() is None
    assert spec.dump_intermediate_artifacts_to(tmp_path) is spec
    assert spec.get_intermediate_path() == spec._get_intermediate_path() == str(tmp_path)


def test_dump_debug_info_accepts_names():
    spec = TosaCompileSpec("TOSA-1.0+INT")
    assert spec.dump_debug_info("json") is spec and spec.tosa_debug_mode is DebugMode.JSON
    assert spec.dump_debug_info(ArmCompileSpec.DebugMode.TOSA).tosa_debug_mode is DebugMode.TOSA
    with pytest.raises(ConfigError, match="Unknown debug mode 'XML'; valid: JSON, TOSA"):
        spec.dump_debug_info("XML")


def test_preserve_io_quantization_is_accepted():
    spec = EthosUCompileSpec("ethos-u55-128")
    assert spec._set_preserve_io_quantization(True) is spec


def test_to_list_round_trip_ethosu(compile_spec_class, tmp_path):
    spec = EthosUCompileSpec("ethos-u65-512", extra_flags="--output-format=raw --debug-force-regor")
    spec.dump_intermediate_artifacts_to(tmp_path).dump_debug_info(DebugMode.TOSA)
    entries = spec._to_list()
    assert [e.key for e in entries] == [
        "output_format", "tosa_spec", "compile_flags", "target", "system_config", "memory_mode", "config_ini",
        "debug_artifact_path", "dump_debug_info",
    ]  # fmt: skip
    assert entries[0].value == b"vela" and entries[1].value == b"TOSA-1.0+INT+int16+u55"
    assert entries[2].value == " ".join(spec.compiler_flags).encode()
    rebuilt = compile_spec_from_list(entries)
    assert isinstance(rebuilt, EthosUCompileSpec) and rebuilt == spec
    assert rebuilt.extra_flags == ["--output-format=raw", "--debug-force-regor"]


def test_to_list_round_trip_tosa(compile_spec_class):
    spec = TosaCompileSpec("TOSA-1.0+INT+FP+int16")
    entries = spec._to_list()
    assert [(e.key, e.value) for e in entries] == [("output_format", b"tosa"), ("tosa_spec", b"TOSA-1.0+INT+FP+int16")]
    assert compile_spec_from_list(entries) == spec
    assert compile_spec_from_list(entries) != EthosUCompileSpec("ethos-u85-128")


def test_to_list_needs_a_path_for_debug_info(compile_spec_class):
    with pytest.raises(ConfigError, match="needs dump_intermediate_artifacts_to"):
        TosaCompileSpec("TOSA-1.0+INT").dump_debug_info("JSON")._to_list()


class _Entry:
    def __init__(self, key: str, value: bytes) -> None:
        self.key, self.value = key, value


_VELA_ENTRIES = [
    _Entry("output_format", b"vela"),
    _Entry("tosa_spec", b"TOSA-1.0+INT"),  # an Ethos-U55 spec is TOSA-1.0+INT+int16+u55
    _Entry("target", b"ethos-u55-32"),
    _Entry("system_config", b"Ethos_U55_Deep_Embedded"),
    _Entry("memory_mode", b"Shared_Sram"),
    _Entry("config_ini", VELA_INI.encode()),
]
_TOSA_ENTRIES = [_Entry("output_format", b"tosa"), _Entry("tosa_spec", b"TOSA-1.0+INT")]


@pytest.mark.parametrize(
    "entries, message",
    [
        ([_Entry("output_format", b"tflite"), _TOSA_ENTRIES[1]], "Unknown output_format 'tflite'; valid: vela, tosa"),
        (_TOSA_ENTRIES[:1], "no 'tosa_spec' entry"),
        (_TOSA_ENTRIES[:1] * 2, "more than one 'output_format' entry"),
        ([*_TOSA_ENTRIES, _Entry("x", b"1")], "Unknown compile spec key"),
        (_VELA_ENTRIES, "Inconsistent Ethos-U compile spec"),
    ],
)
def test_compile_spec_from_list_rejections(entries, message):
    with pytest.raises(ConfigError, match=message):
        compile_spec_from_list(entries)


def test_builder(tmp_path):
    built = (
        ArmCompileSpecBuilder()
        .ethosu_compile_spec("ethos-u85-256", memory_mode="Shared_Sram", extra_flags="--debug-force-regor")
        .dump_intermediate_artifacts_to(tmp_path)
        .dump_debug_info("JSON")
        .build()
    )
    expected = EthosUCompileSpec("ethos-u85-256", memory_mode="Shared_Sram", extra_flags=["--debug-force-regor"])
    assert built == expected.dump_intermediate_artifacts_to(tmp_path).dump_debug_info(DebugMode.JSON)
    tosa = ArmCompileSpecBuilder().tosa_compile_spec("TOSA-1.0+INT").build()
    assert tosa == TosaCompileSpec("TOSA-1.0+INT") and tosa.get_intermediate_path() is None


def test_builder_validates_eagerly_and_needs_a_target():
    with pytest.raises(ConfigError, match="valid MAC counts"):
        ArmCompileSpecBuilder().ethosu_compile_spec("ethos-u65-128")
    with pytest.raises(ConfigError, match="before build"):
        ArmCompileSpecBuilder().dump_debug_info("JSON").build()
