"""The accelerator table, every fact armnpu keeps about each Ethos-U product and configuration
(compiler, simulator and report read it here); the TOSA and VGF targets; the Vela .ini files that
describe the systems around an NPU."""

from __future__ import annotations

import configparser
import functools
import importlib.util
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from math import prod
from pathlib import Path
from typing import Literal

from armnpu.errors import ConfigError

Family = Literal["ethos-u55", "ethos-u65", "ethos-u85"]


@dataclass(frozen=True)
class OpLimits:
    """Vela's constraints on one NPU operation, as the support checks in armnpu.ops apply them
    (Vela's TFLiteSupportedOperators / TosaSupportedOperators ranges)."""

    kernel_dim: int = 64  # a dilated kernel's height and width (dilated_height_range)
    kernel_area: int = 64 * 64  # kernel height x width (dilated_product_range)
    stride: int = 3  # the largest stride the NPU runs natively (stride_range)
    axis: int = 1 << 16  # a feature map's height, width and depth stay below this (tens_dim_range)
    # Vela splits a larger stride into one operation per output, which cannot pad or dilate;
    # None: no such limit.
    padded_stride: int | None = None
    # Elements a reduction (and the transposes before it) may take along the reduced axis and
    # along the axis inside it; None: no such limit.
    reduce_extent: int | None = None


@dataclass(frozen=True)
class HostCpu:
    """The Cortex-M that runs what a program leaves on the CPU, in the Arm reference system that
    pairs it with an Ethos-U (ExecuTorch runs Ethos-U programs on these systems' FVPs)."""

    name: str  # "Cortex-M55"
    system: str  # "Corstone-300"
    # Cycles it takes for the same scalar code, relative to a Cortex-M55: the inverse ratio of Arm's
    # published CoreMark/MHz (Cortex-M55 4.2, Cortex-M85 6.28). The CPU cost model (armnpu.cpu_cost)
    # states its constants for the Cortex-M55 and scales them by this.
    cycles_vs_m55: float


CORTEX_M55 = HostCpu("Cortex-M55", "Corstone-300", 1.0)
CORTEX_M85 = HostCpu("Cortex-M85", "Corstone-320", 4.2 / 6.28)


def host_cpu_clock_hz(ini: VelaIni, system_config: str) -> float | None:
    """The host CPU's clock under a Vela system config. Vela's .ini describes the NPU and its
    memories only, so armnpu assumes the Cortex-M runs at the NPU's core_clock: an assumption, not a
    figure from Arm's documents, and stated wherever it is used. None when the config is not in the
    .ini."""
    values = ini.system_configs.get(system_config)
    if values is None or "core_clock" not in values:
        return None
    return float(values["core_clock"])


@dataclass(frozen=True)
class EthosUProduct:
    """What every configuration of one Ethos-U product shares."""

    family: Family
    name: str  # "Ethos-U55", as Arm's manuals and armnpu's messages write it
    product_id: int  # the CONFIG register's product field (regor's ConfigRegisters())
    isa: str  # the command-stream ISA table its streams are written in, by name (armnpu.npu.isa)
    planner: str  # the simulator planner of those streams, by name (armnpu.npu.dispatch)
    operators: str  # whose operator set (Vela's constraints, TOSA extension) it has, by family
    # The configs Vela's own Arm/vela.ini ships for a typical board of the product.
    default_system_config: str
    default_memory_mode: str
    # The memory mode for a model whose weights no SRAM holds (an LLM: 128 MiB of int8 weights for
    # SmolLM2-135M): weights and arena (its KV cache) off-chip with a 384 KiB SRAM as their cache
    # (Dedicated_Sram_384KB, the U65's default); on the U55, whose second port is read-only, the
    # arena stays in the SRAM (Shared_Sram).
    large_model_memory_mode: str
    lut_bytes: int  # the activation LUT: the last 2 KiB of SHRAM (U55/U65), the LUT RAM (U85)
    limits: OpLimits
    # Bytes one AXI data beat carries: the U55's ports are 64 bits wide, the U65's and U85's 128
    # (Vela's architecture_features, axi_port_bytes_per_cycle); the simulator's beat counters use it.
    axi_beat_bytes: int
    # The PMU's names for its two AXI ports (event ETHOSU_PMU_<port>_RD_DATA_BEAT_RECEIVED, ...), as
    # Arm's ethos-u-core-driver pmu_ethosu.h spells them: the .ini's Axi0 and Axi1.
    axi_port_names: tuple[str, str]
    # The CPU beside it in Arm's reference system: Corstone-300 (Cortex-M55) carries the U55 and,
    # in its FVP_Corstone_SSE-300_Ethos-U65 variant, the U65; Corstone-320 (Cortex-M85) the U85.
    host_cpu: HostCpu
    # A TOSA TRANSPOSE runs on as few dims as merging allows (see EthosUTarget.merges_transposes).
    merges_transposes: bool = False
    # A TRANSPOSE that moves a few channels innermost runs as a one-hot CONV2D (see
    # EthosUTarget.interleaves_by_conv).
    interleaves_by_conv: bool = False
    # The most MACs with which a pointwise convolution of few channels reads pixel pairs as one
    # (see EthosUTarget.packs_pixel_pairs); 0: never.
    packs_pixel_pairs_up_to_macs: int = 0
    # A patch embedding gathers its patch rows by a dilated convolution, not a TRANSPOSE (see
    # EthosUTarget.gathers_patches_by_dilation).
    gathers_patches_by_dilation: bool = False
    # A TRANSPOSE of four or more dims runs as a planned chain of 3-D ones (see
    # EthosUTarget.plans_transposes).
    plans_transposes: bool = False
    # The second AXI port is read-only, so it cannot hold a read-write arena (Dedicated_Sram*).
    read_only_axi1: bool = False
    # Direct drive: Vela gives the input and output tensors regions of their own (COP2 driver actions).
    direct_drive: bool = False


VELA_LIMITS = OpLimits()  # what holds on every Ethos-U
_U55_LIMITS = replace(VELA_LIMITS, padded_stride=3, reduce_extent=65536)

# The U65 is a U55 with a read-write second AXI port and more MACs: it runs the U55's command-stream
# ISA, simulator planner and operator set; the U85 is the superset.
ETHOSU_PRODUCTS: tuple[EthosUProduct, ...] = (
    EthosUProduct(
        family="ethos-u55", name="Ethos-U55", product_id=0, isa="ethos-u55", planner="ethos-u55", operators="ethos-u55",
        default_system_config="Ethos_U55_High_End_Embedded", default_memory_mode="Shared_Sram",
        large_model_memory_mode="Shared_Sram",
        lut_bytes=2048, limits=_U55_LIMITS, axi_beat_bytes=8, axi_port_names=("AXI0", "AXI1"),
        host_cpu=CORTEX_M55, merges_transposes=True, read_only_axi1=True, plans_transposes=True,
    ),
    EthosUProduct(
        family="ethos-u65", name="Ethos-U65", product_id=1, isa="ethos-u55", planner="ethos-u55", operators="ethos-u55",
        default_system_config="Ethos_U65_High_End", default_memory_mode="Dedicated_Sram_384KB",
        large_model_memory_mode="Dedicated_Sram_384KB",
        lut_bytes=2048, limits=_U55_LIMITS, axi_beat_bytes=16, axi_port_names=("AXI0", "AXI1"),
        host_cpu=CORTEX_M55, plans_transposes=True,
    ),
    EthosUProduct(
        family="ethos-u85", name="Ethos-U85", product_id=2, isa="ethos-u85", planner="ethos-u85", operators="ethos-u85",
        default_system_config="Ethos_U85_SYS_DRAM_Mid", default_memory_mode="Sram_Only",
        large_model_memory_mode="Dedicated_Sram_384KB",
        lut_bytes=2048, limits=VELA_LIMITS, axi_beat_bytes=16, axi_port_names=("SRAM", "EXT"),
        host_cpu=CORTEX_M85, direct_drive=True, interleaves_by_conv=True, packs_pixel_pairs_up_to_macs=512,
        gathers_patches_by_dilation=True, plans_transposes=True,
    ),
)
FAMILIES: tuple[Family, ...] = tuple(product.family for product in ETHOSU_PRODUCTS)
_PRODUCT_OF: dict[str, EthosUProduct] = {product.family: product for product in ETHOSU_PRODUCTS}


def product_with_id(product_id: int) -> EthosUProduct | None:
    """The product a CONFIG register's product field names; None for one armnpu does not know."""
    return next((product for product in ETHOSU_PRODUCTS if product.product_id == product_id), None)


# What a U85 TRANSPOSE pass costs beyond its writes (Vela 5.2, ethos-u85-256: 16x128x4 -> 16x4x128
# int8 4,415 cycles, 2x16x256 -> 16x2x256 4,544, for 4,096 of writes each).
_TRANSPOSE_PASS_CYCLES = 400


@dataclass(frozen=True)
class EthosUTarget:
    """One accelerator configuration: a product and its MAC count."""

    name: str
    product: EthosUProduct
    macs: int  # MACs per cycle, all cores together
    cores: int | None  # None: the CONFIG register says (U85's num_wd)
    # U55/U65: the one micro-block's (IFM, OFM) depth; None on the U85.
    ublock_depths: tuple[int, int] | None
    # U85: ACC_FORMAT.microblock -> OFM micro-block depth; empty on the U55/U65.
    ofm_ublocks: Mapping[str, int] = field(hash=False)
    shram_bytes: int | None  # SHRAM per core (U55/U65); None on the U85

    @property
    def family(self) -> Family:
        return self.product.family

    @property
    def default_system_config(self) -> str:
        return self.product.default_system_config

    @property
    def default_memory_mode(self) -> str:
        return self.product.default_memory_mode

    @property
    def limits(self) -> OpLimits:
        return self.product.limits

    @property
    def host_cpu(self) -> HostCpu:
        return self.product.host_cpu

    @property
    def u55_like(self) -> bool:
        """The U55's operator set (and Vela's constraints for it); the U85 is the superset."""
        return self.product.operators == "ethos-u55"

    # vela-workaround(5.2.0): transposes merged to fewer dims by family, from measured cycles
    @property
    def merges_transposes(self) -> bool:
        """A TOSA TRANSPOSE runs on as few dims as merging allows. Vela 5.2 runs the U55's
        transposes faster on fewer dims (NCHW -> NHWC of 1x3x224x224: 112,896 cycles in 4-D,
        56,448 as 3x50176 -> 50176x3 on ethos-u55-128) and the U85's far slower (548,800 -> 92 M
        on ethos-u85-256); on the U65 it won on one model and lost on another."""
        return self.product.merges_transposes

    # vela-workaround(5.2.0): few channels moved innermost by a one-hot CONV2D, from measured cycles
    @property
    def interleaves_by_conv(self) -> bool:
        """A TRANSPOSE (C, M) -> (M, C) of int8 data with few channels C runs as a one-hot CONV2D
        (armnpu.tosa.lowering). Vela 5.2 writes a transposed U85 output at about 8 cycles per
        written pixel for each 16 channels, so NCHW -> NHWC of 1x3x224x224 takes 401,582 cycles
        on ethos-u85-256 and the convolution 39,984 (C 2 to 16, M 1k to 100k: 2x to 10x fewer;
        C = 32 ties). On the U55 and U65 the convolution loses (56,448 -> 152,098 on ethos-u55-128)."""
        return self.product.interleaves_by_conv

    # vela-workaround(5.2.0): pointwise convolutions of 17-32 channels read pixel pairs, from measured cycles
    @property
    def packs_pixel_pairs(self) -> bool:
        """A 1x1 CONV2D of 17 to 32 int8 input channels reads each pair of neighbouring pixels as
        one pixel of twice the channels, with block-diagonal weights (armnpu.ops.conv). Vela 5.2
        runs such a convolution on the U85 at a quarter of the MAC rate it reaches from 33 channels
        up (1x1, 24 -> 144 channels, 56x56 on ethos-u85-256: 226,596 cycles; 48 -> 144: 154,512).
        Pairs took 0.45x-0.77x the cycles on every shape measured on ethos-u85-256 and -128 (17-32
        -> 16-192 channels, 8x8 to 112x112 maps), 0.67x-0.77x on -512, and tied on -1024 and
        -2048; on the U55 and U65 they cost 1.09x-1.44x. From 33 channels up they cost 2x."""
        return self.macs <= self.product.packs_pixel_pairs_up_to_macs

    # vela-workaround(5.2.0): patch rows gathered by a dilated convolution, from measured cycles
    @property
    def gathers_patches_by_dilation(self) -> bool:
        """A convolution whose stride equals its kernel (a patch embedding, armnpu.passes.
        decompositions.patchify) runs on the channels-last map read as patch rows, each row's
        patch columns side by side in the channels (a RESHAPE): one CONV2D whose kernel spans the
        patch's rows, dilated by the patches per row. Vela 5.2 splits the TRANSPOSE that would
        gather the patches instead into several on the U85 (ConvNeXt's 4x4/4 stem of a 3x32x32
        image: 5 TRANSPOSEs, 20,300 cycles of the model's 60,091 on ethos-u85-256, 43,251 with the
        dilated convolution). Whole models, dilated / TRANSPOSE: 0.72x (ConvNeXt), 0.85-0.88x (ViT,
        DeiT, CLIP and SigLIP vision, 32x32), 0.96x (Swin), 0.99x (DPT) on ethos-u85-256; 0.67x
        and 0.81x (ConvNeXt, ViT) on -128, 0.77x and 0.88x on -1024. On the U55 it costs 1.11-1.13x
        on the ViTs (ConvNeXt 0.99x) and on the U65 0.99-1.03x, so those keep the TRANSPOSE."""
        return self.product.gathers_patches_by_dilation

    # vela-workaround(5.2.0): transposes of four or more dims planned as 3-D ones, from measured cycles
    @property
    def plans_transposes(self) -> bool:
        """A TRANSPOSE of four or more non-unit dims runs as the chain of 3-D TRANSPOSEs that
        `transpose_cycles` prices lowest (armnpu.tosa.layout.planned_transposes). Vela 5.2 runs a
        3-D TRANSPOSE (any order of a map's three axes) in one pass and splits a longer one into
        such passes itself, not minding what they read or write innermost: Swin2SR's pixel shuffle
        of 16x16x256 int8 (5 dims) became 14 passes and 1,367,000 cycles on ethos-u85-256."""
        return self.product.plans_transposes

    # vela-workaround(5.2.0): the cost of one TRANSPOSE pass, from measured cycles
    def transpose_cycles(self, shape: Sequence[int], order: Sequence[int], element_bytes: int) -> float:
        """Vela's estimate for one 3-D TRANSPOSE of `shape` into `order`, plus a fixed cost per pass
        (of two chains that move alike the shorter wins). Fitted to single int8 TRANSPOSEs of
        64k-262k elements, every order of nine shapes (ethos-u85-256, ethos-u55-128):

        - U85: each output pixel (all but the innermost axis) takes 8 cycles per 16 bytes of its
          innermost axis (16x2048x2 -> 2x2048x16 33,984 cycles; 2048x2x16 -> 2048x16x2 263,120);
          a pass that moves an innermost axis of more than 128 bytes takes that many times longer
          per 128 bytes, or up to that (14x16x672 -> 14x672x16 330,750; 16x16x256 -> 16x256x16
          58,050; 32x32x128, any order, 65,920-67,280).
        - U55 and U65: 3/8 cycle per element read where the input's innermost axis fills 16
          bytes, one where it does not (1024x4x16 -> 1024x16x4 24,576; 1024x16x4 -> 1024x4x16
          65,536), twice that for a rotation of the three axes (64x16x64: 24,576 with two axes
          swapped, 49,152 rotated). The U65's figures with the same flags are DRAM-bound and
          flat across orders, so it takes the U55's ranking."""
        elements = prod(shape)
        if self.u55_like:
            per_element = 0.375 if shape[-1] * element_bytes >= 16 else 1.0
            rotation = tuple(order) in ((1, 2, 0), (2, 0, 1))
            return _TRANSPOSE_PASS_CYCLES + per_element * elements * (2 if rotation else 1)
        innermost = shape[order[-1]]
        writes = 8 * (elements // innermost) * -(-innermost * element_bytes // 16)
        moved_row_bytes = shape[-1] * element_bytes if order[-1] != len(shape) - 1 else 0
        return _TRANSPOSE_PASS_CYCLES + writes * max(1.0, moved_row_bytes / 128)


def _u55(macs: int, ifm_ublock: int, ofm_ublock: int, shram_kib: int, family: Family = "ethos-u55",
         cores: int = 1) -> EthosUTarget:
    """A U55 or U65 config; SHRAM per core."""
    return EthosUTarget(f"{family}-{macs}", _PRODUCT_OF[family], macs, cores, (ifm_ublock, ofm_ublock), {},
                        shram_kib * 1024)


def _u85(macs: int, ofm_ublocks: dict[str, int]) -> EthosUTarget:
    return EthosUTarget(f"ethos-u85-{macs}", _PRODUCT_OF["ethos-u85"], macs, None, None, ofm_ublocks, None)


# Cores, micro-block depths and SHRAM per core from regor's accelerator tables: s_EthosU55Configs and
# s_EthosU65Configs (architecture/ethosu55|65/ethos_u55|65.cpp; only the U65-512 has two cores),
# s_EthosU85Configs ofmUBlocks (architecture/ethosu85/ethos_u85.cpp).
ETHOSU_TARGETS: dict[str, EthosUTarget] = {
    target.name: target
    for target in (
        _u55(32, 8, 4, 16),
        _u55(64, 8, 8, 16),
        _u55(128, 8, 8, 24),
        _u55(256, 8, 8, 48),
        _u55(256, 8, 8, 48, "ethos-u65"),
        _u55(512, 8, 8, 48, "ethos-u65", cores=2),
        _u85(128, {"U1X2": 8, "U1X1": 16}),
        _u85(256, {"U1X2": 16, "U1X4": 8, "U2X2": 8}),
        _u85(512, {"U2X2": 16, "U1X4": 16}),
        _u85(1024, {"U2X2": 32, "U1X4": 32, "U2X4": 16}),
        _u85(2048, {"U2X2": 64, "U1X4": 64, "U4X4": 16}),
    )
}


def get_ethosu_target(name: str) -> EthosUTarget:
    """Look up an accelerator config by name, case-insensitively."""
    key = name.strip().lower()
    if key in ETHOSU_TARGETS:
        return ETHOSU_TARGETS[key]
    family, _, macs = key.rpartition("-")
    if family in _PRODUCT_OF:
        valid_macs = ", ".join(str(t.macs) for t in ETHOSU_TARGETS.values() if t.family == family)
        raise ConfigError(
            f"Unknown Ethos-U target '{name}': the {family} has no {macs}-MAC config; "
            f"valid MAC counts for {family}: {valid_macs}"
        )
    raise ConfigError(f"Unknown Ethos-U target '{name}'; valid targets: {', '.join(ETHOSU_TARGETS)}")


def tosa_spec_for(target: EthosUTarget) -> str:
    """The TOSA spec string a target's partitions are lowered to."""
    # Every Ethos-U runs int8 and int16 activations. U55-like NPUs get the "u55" operator subset;
    # only the U85 runs TOSA control flow (cond_if / while_loop), hence "cf".
    return "TOSA-1.0+INT+int16+u55" if target.u55_like else "TOSA-1.0+INT+int16+cf"


def is_tosa_target(name: str) -> bool:
    """A target named by a TOSA spec string (TOSA-1.0+INT, ...) rather than an Ethos-U config."""
    return name.strip().upper().startswith("TOSA")


def tosa_targets() -> list[str]:
    """The TOSA spec strings offered to users targeting TOSA directly."""
    return ["TOSA-1.0+INT", "TOSA-1.0+FP"]


@dataclass(frozen=True)
class VgfTarget:
    """Vulkan devices with Arm's ML extensions (SPIR-V graphs and tensors): partitions are lowered to
    TOSA, then ML SDK's model-converter compiles them to a VGF file."""

    name: str
    default_tosa_spec: str  # both profiles: a quantized program lowers through INT, a float one through FP
    profile_specs: dict[str, str]  # the TOSA spec for each profile choice the command line offers

    def tosa_spec_for_profile(self, profile: str) -> str:
        key = "+".join(sorted(profile.strip().upper().split("+"), reverse=True))  # "FP+INT" == "INT+FP"
        if key not in self.profile_specs:
            raise ConfigError(f"Unknown TOSA profile '{profile}' for {self.name}; valid: {', '.join(self.profile_specs)}")
        return self.profile_specs[key]


VGF_TARGET = VgfTarget(
    "vgf",
    "TOSA-1.0+FP+INT+int4+int16",
    {"INT+FP": "TOSA-1.0+FP+INT+int4+int16", "INT": "TOSA-1.0+INT+int4+int16", "FP": "TOSA-1.0+FP"},
)


def is_vgf_target(name: str) -> bool:
    return name.strip().lower() == VGF_TARGET.name


@dataclass(frozen=True)
class VelaIni:
    """The [System_Config.X] and [Memory_Mode.X] sections of a Vela .ini, keys as written."""

    system_configs: dict[str, dict[str, str]]
    memory_modes: dict[str, dict[str, str]]


@functools.cache
def _vela_config_files_dir() -> Path:
    # Ask the import system rather than hard-coding a path, so the .ini always matches the Vela in use.
    spec = importlib.util.find_spec("ethosu")
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError("Vela (package 'ethos-u-vela') is not installed; cannot resolve its config files")
    return Path(next(iter(spec.submodule_search_locations))) / "config_files"


def resolve_config_ini(config_ini: str) -> Path:
    """An existing path as given, else a path inside the installed Vela's config_files folder."""
    given = Path(config_ini).expanduser()
    if given.is_file():
        return given.resolve()
    bundled = _vela_config_files_dir() / config_ini
    if bundled.is_file():
        return bundled.resolve()
    raise ConfigError(f"Vela config file '{config_ini}' not found: looked at {given.absolute()} and {bundled}")


def read_vela_ini(path: Path | str) -> VelaIni:
    """Parse a Vela .ini (cached; re-read when the file changes). Do not mutate the result."""
    path = Path(path).resolve()
    try:
        mtime_ns = path.stat().st_mtime_ns
    except OSError as exc:
        raise ConfigError(f"Cannot read Vela config file {path}: {exc.strerror}") from exc
    return _parse_vela_ini(path, mtime_ns)


@functools.cache
def _parse_vela_ini(path: Path, mtime_ns: int) -> VelaIni:
    # Vela's section and key names are case-sensitive and may contain '%', so no lowercasing or interpolation.
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read(path, encoding="utf-8")
    except configparser.Error as exc:
        raise ConfigError(f"Vela config file {path} is not a valid .ini file: {exc}") from exc
    sections: dict[str, dict[str, dict[str, str]]] = {"System_Config": {}, "Memory_Mode": {}}
    for section in parser.sections():
        kind, _, name = section.partition(".")
        if kind in sections and name:
            sections[kind][name] = dict(parser[section])
    return VelaIni(system_configs=sections["System_Config"], memory_modes=sections["Memory_Mode"])


# "u55" in Ethos_U55_High_End_Embedded names the ethos-u55
_FAMILY_MENTION = re.compile(r"(?<![0-9])(" + "|".join(f.removeprefix("ethos-") for f in FAMILIES) + r")(?![0-9])")


def system_config_fits(name: str, family: str) -> bool:
    """A system config fits a family it names (Ethos_U55_...), or any family if it names none."""
    mentioned = {f"ethos-{m}" for m in _FAMILY_MENTION.findall(name.lower())}
    return not mentioned or family in mentioned


def memory_mode_fits(name: str, family: str) -> bool:
    """Dedicated_Sram* puts a read-write arena behind the second AXI port, which is read-only on the U55."""
    return not (_PRODUCT_OF[family].read_only_axi1 and name.startswith("Dedicated_Sram"))


def system_configs_for(family: str, ini: VelaIni) -> list[str]:
    return [name for name in ini.system_configs if system_config_fits(name, family)]


def memory_modes_for(family: str, ini: VelaIni) -> list[str]:
    return [name for name in ini.memory_modes if memory_mode_fits(name, family)]
