"""The accelerator table in armnpu.targets against sources that do not read it: Vela's Python
architecture descriptions (U55/U65), its operator constraints, its driver-action CONFIG writer and
Arm's U85 interface header. Regor's U85 configuration table is compiled into regor, so the U85's
micro-block depths are pinned by the simulator's bit-exact tests (tests/npu/test_sensitivity_u85.py)."""

from __future__ import annotations

import pathlib
import re

import pytest
from ethosu.vela.architecture_features import (
    Accelerator,
    ArchitectureFeatures,
    create_default_arch,
)
from ethosu.vela.driver_actions import build_config_word
from ethosu.vela.tflite_supported_operators import TFLiteSupportedOperators
from ethosu.vela.tosa_supported_operators import TosaSupportedOperators

from armnpu.npu.config import read_config
from armnpu.npu.isa import ETHOS_U55, ETHOS_U85
from armnpu.targets import (
    ETHOSU_PRODUCTS,
    ETHOSU_TARGETS,
    FAMILIES,
    VELA_LIMITS,
    get_ethosu_target,
)

_U85_HEADER = pathlib.Path(__file__).parents[2] / "third_party" / "ethos-u-vela" / "ethos_u85_interface.hpp"
_VELA_PYTHON_CONFIGS = sorted(a.value for a in ArchitectureFeatures.accelerator_configs)  # the U55s and U65s


def test_the_configs_are_velas():
    assert list(ETHOSU_TARGETS) == [a.value for a in Accelerator]


def test_families_are_the_configs_families_in_order():
    assert FAMILIES == tuple(dict.fromkeys(name.rpartition("-")[0] for name in ETHOSU_TARGETS))


@pytest.mark.parametrize("name", _VELA_PYTHON_CONFIGS)
def test_u55_and_u65_configs_match_velas_architecture(name):
    arch = create_default_arch(Accelerator(name))
    target = get_ethosu_target(name)
    assert target.cores == arch.ncores
    assert target.macs == arch.ncores * arch.accelerator_configs[arch.accelerator_config].macs
    assert target.ublock_depths == (arch.ifm_ublock.depth, arch.ofm_ublock.depth)
    assert target.shram_bytes == arch.shram_size_bytes  # per core
    assert target.product.lut_bytes == arch.shram_lut_size
    assert not target.ofm_ublocks


@pytest.mark.parametrize("name", _VELA_PYTHON_CONFIGS)
def test_u55_and_u65_config_words_name_the_product(name):
    """Vela's own CONFIG word for the config names the table's product, and reads back as the config."""
    arch = create_default_arch(Accelerator(name))
    word = build_config_word(arch)
    target = get_ethosu_target(name)
    assert ETHOS_U55.register("CONFIG", word)["product"] == target.product.product_id
    config = read_config(word, 0)
    assert (config.name, config.cores) == (name, arch.ncores)


def test_u85_product_id_is_the_headers():
    """The CONFIG register's reset value in Arm's U85 header names the product."""
    header = _U85_HEADER.read_text()
    reset = int(re.search(r"struct config_r\b.*?config_r\(\) :\s*word0\((\d+)\)", header, re.S).group(1))
    (u85,) = [product for product in ETHOSU_PRODUCTS if product.family == "ethos-u85"]
    assert reset >> 28 == u85.product_id


def test_u85_micro_blocks_are_the_headers():
    """Each U85 config's micro-blocks are ACC_FORMAT.microblock values of the U85 ISA (generated from
    Arm's header, tests/npu/test_isa.py), and its cores come from the CONFIG register."""
    microblocks = set(ETHOS_U85.enums["microblock"].values())
    for target in ETHOSU_TARGETS.values():
        if target.family == "ethos-u85":
            assert target.ofm_ublocks and set(target.ofm_ublocks) <= microblocks
            assert target.cores is None and target.ublock_depths is None


def test_product_ids_are_distinct():
    assert len({product.product_id for product in ETHOSU_PRODUCTS}) == len(ETHOSU_PRODUCTS)


def test_op_limits_are_velas_constraints():
    assert VELA_LIMITS.kernel_dim == TFLiteSupportedOperators.dilated_height_range[1]
    assert VELA_LIMITS.kernel_area == TFLiteSupportedOperators.dilated_product_range[1]
    assert VELA_LIMITS.stride == TFLiteSupportedOperators.stride_range[1]
    assert VELA_LIMITS.axis == TosaSupportedOperators.tens_dim_range[1] + 1  # dims stay below it
    for product in ETHOSU_PRODUCTS:
        assert (product.limits.padded_stride is not None) == (product.operators == "ethos-u55")
