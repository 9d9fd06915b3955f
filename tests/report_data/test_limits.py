"""Memory limits come from the configuration, and are "unknown" where it says nothing."""

import pytest

from armnpu.report_data.limits import arena_limit, memory_use, shram_bytes, sram_limit
from armnpu.report_data.model import Target


def _target(memory_mode: str, config_ini: str = "Arm/vela.ini", flags=()) -> Target:
    return Target("ethos-u65-256", memory_mode=memory_mode, config_ini=config_ini, extra_flags=list(flags))


@pytest.mark.parametrize(
    "mode, kib", [("Dedicated_Sram_256KB", 256), ("Dedicated_Sram_384KB", 384), ("Dedicated_Sram_512KB", 512)]
)
def test_arena_cache_size_of_the_memory_mode_is_the_sram_limit(mode, kib):
    limit = sram_limit(_target(mode))
    assert limit.bytes == kib * 1024
    assert mode in limit.note


def test_a_mode_without_a_size_is_unknown():
    limit = sram_limit(_target("Shared_Sram"))
    assert limit.bytes is None and limit.note.startswith("unknown")


def test_the_vela_flag_overrides_the_memory_mode():
    assert sram_limit(_target("Dedicated_Sram_384KB", flags=["--arena-cache-size=65536"])).bytes == 65536
    assert sram_limit(_target("Shared_Sram", flags=["--arena-cache-size", "1000"])).bytes == 1000


def test_sizes_are_inherited(tmp_path):
    ini = tmp_path / "custom.ini"
    ini.write_text(
        "[Memory_Mode.Base]\nconst_mem_area=Axi1\narena_mem_area=Axi0\ncache_mem_area=Axi0\narena_cache_size=2048\n"
        "[Memory_Mode.Child]\ninherit=Memory_Mode.Base\n"
    )
    limit = sram_limit(_target("Child", str(ini)))
    assert limit.bytes == 2048 and "Base" in limit.note
    assert arena_limit(_target("Child", str(ini))).bytes == 2048  # the arena sits in the cached memory


def test_the_arena_behind_a_cache_has_no_known_limit():
    # Dedicated_Sram keeps the arena on AXI1 (DRAM) and uses the SRAM as its cache.
    assert arena_limit(_target("Dedicated_Sram_384KB")).bytes is None


def test_memory_rows_say_what_each_memory_holds():
    vela = {"sram_bytes": 100, "dram_bytes": 0, "on_chip_flash_bytes": 0, "off_chip_flash_bytes": 50,
            "weights_area": "Off-chip Flash", "feature_map_area": "SRAM"}
    rows = {row.memory: row for row in memory_use(vela, _target("Shared_Sram"))}
    assert set(rows) == {"SRAM", "Off-chip Flash"}  # empty memories other than the SRAM are left out
    assert rows["SRAM"].holds == "feature maps" and rows["Off-chip Flash"].holds == "weights"
    assert rows["Off-chip Flash"].limit_bytes is None


@pytest.mark.parametrize("target, kib", [("ethos-u55-32", 16), ("ethos-u55-64", 16), ("ethos-u55-128", 24),
                                         ("ethos-u55-256", 48), ("ethos-u65-256", 48), ("ethos-u65-512", 48)])
def test_shram_of_u55_and_u65(target, kib):
    # Arm's Ethos-U55/U65 technical reference manuals: 16, 16, 24, 48 KB SHRAM; U65 48 KB.
    assert shram_bytes(target) == kib * 1024


def test_shram_of_u85_is_unknown():
    assert shram_bytes("ethos-u85-256") is None
