"""Compile specs: what to compile for (TOSA, an Ethos-U via Vela, or VGF via model-converter), named as in
ExecuTorch's Arm backend."""

from __future__ import annotations

import copy
import enum
import os
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self, TypeAlias, cast

from armnpu.errors import ConfigError
from armnpu.io_layout import check_io_layout
from armnpu.targets import (
    ETHOSU_PRODUCTS,
    VGF_TARGET,
    EthosUTarget,
    VelaIni,
    get_ethosu_target,
    is_tosa_target,
    is_vgf_target,
    memory_mode_fits,
    memory_modes_for,
    read_vela_ini,
    resolve_config_ini,
    system_config_fits,
    system_configs_for,
    tosa_spec_for,
)

if TYPE_CHECKING:
    from executorch.exir.backend.compile_spec_schema import CompileSpec

_PROFILES = ("INT", "FP")
_INT_1_0 = ("int16", "int4", "var", "cf", "u55")
_FP_1_0 = ("bf16", "fp8e4m3", "fp8e5m2", "fft", "var", "cf")
_EXTENSIONS: dict[tuple[int, int], dict[str, tuple[str, ...]]] = {
    (1, 0): {"INT": _INT_1_0, "FP": _FP_1_0},
    (1, 1): {
        "INT": ("shape", "int64", *_INT_1_0),
        "FP": ("shape", "int64", *_FP_1_0, "random", "mxfp", "blockscale_ue5m3"),
    },
}
_SPEC_STRING = re.compile(r"TOSA-(\d+)\.(\d+)(?:\.\d+)?\+(.+)")


@dataclass(frozen=True, repr=False)
class TosaSpecification:
    """A TOSA version, its profiles (INT and/or FP) and extensions, e.g. TOSA-1.0+INT+int16."""

    version: tuple[int, int]
    profiles: frozenset[str]
    extensions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # Accept any iterables but store hashable values, so specs can be dict keys.
        object.__setattr__(self, "profiles", frozenset(self.profiles))
        object.__setattr__(self, "extensions", tuple(self.extensions))
        if self.version not in _EXTENSIONS:
            accepted = ", ".join(f"{major}.{minor}" for major, minor in _EXTENSIONS)
            raise ConfigError(f"Unsupported TOSA version {self.version[0]}.{self.version[1]}; accepted: {accepted}")
        if not self.profiles or not self.profiles <= set(_PROFILES):
            raise ConfigError(
                f"A TOSA spec needs one or both profiles {', '.join(_PROFILES)}; got {sorted(self.profiles)}"
            )
        allowed = [ext for p in _PROFILES if p in self.profiles for ext in _EXTENSIONS[self.version][p]]
        bad = [ext for ext in self.extensions if ext not in allowed]
        if bad:
            raise ConfigError(
                f"Extension(s) {', '.join(bad)} not valid for {self._base()}; "
                f"accepted: {', '.join(dict.fromkeys(allowed))}"
            )

    @staticmethod
    def create_from_string(spec: str) -> TosaSpecification:
        match = _SPEC_STRING.fullmatch(spec.strip())
        if match is None:
            raise ConfigError(
                f"'{spec}' is not a TOSA spec string; expected TOSA-<major>.<minor>+<PROFILE>[+<extension>...], "
                "e.g. TOSA-1.0+INT or TOSA-1.0+INT+int16"
            )
        tokens = list(dict.fromkeys(match.group(3).split("+")))
        profiles = frozenset(t for t in tokens if t in _PROFILES)
        if not profiles:
            raise ConfigError(f"TOSA spec '{spec}' names no profile; accepted profiles: {', '.join(_PROFILES)}")
        extensions = tuple(t for t in tokens if t not in _PROFILES)
        return TosaSpecification((int(match.group(1)), int(match.group(2))), profiles, extensions)

    def support_integer(self) -> bool:
        return "INT" in self.profiles

    def support_float(self) -> bool:
        return "FP" in self.profiles

    def support_extension(self, extension: str) -> bool:
        return extension in self.extensions

    @property
    def is_u55_subset(self) -> bool:
        """The U55 operator subset (also used for the U65) is requested."""
        return "u55" in self.extensions

    # ExecuTorch's spelling, for user code written against it.
    is_U55_subset = is_u55_subset

    def _base(self) -> str:
        return f"TOSA-{self.version[0]}.{self.version[1]}" + "".join(f"+{p}" for p in _PROFILES if p in self.profiles)

    def __str__(self) -> str:
        return self._base() + "".join(f"+{e}" for e in self.extensions)

    def __repr__(self) -> str:
        return f"TosaSpecification({str(self)!r})"


@dataclass(frozen=True)
class CompileTarget:
    """What a compilation targets, resolved once from its compile spec: the TOSA spec and, for
    Ethos-U, the accelerator config. Support checks, lowerings, partitioners and reports ask it."""

    tosa_spec: TosaSpecification
    npu: EthosUTarget | None = None  # None: a TOSA target, no NPU behind it
    # The program is quantized: with both profiles it then lowers through INT (see tosa.qdq.target_for_graph).
    quantized: bool = False

    @property
    def integer(self) -> bool:
        """Every partition is a quantized integer graph: the INT profile only, or both profiles and a
        quantized program."""
        return self.tosa_spec.support_integer() and (self.quantized or not self.tosa_spec.support_float())

    @property
    def is_ethosu(self) -> bool:
        return self.npu is not None

    @property
    def family(self) -> str | None:
        return None if self.npu is None else self.npu.family

    @property
    def npu_name(self) -> str:
        """The NPU's name, asked of an Ethos-U target only (typed access, a cast: None not checked)."""
        return cast(EthosUTarget, self.npu).name

    @property
    def is_u55_like(self) -> bool:
        """An Ethos-U55 or U65: the NPU's narrower operator set limits what runs."""
        return self.npu is not None and self.npu.u55_like


class DebugMode(enum.Enum):
    JSON = 1
    TOSA = 2


def _as_debug_mode(mode: DebugMode | str | None) -> DebugMode | None:
    if mode is None or isinstance(mode, DebugMode):
        return mode
    try:
        return DebugMode[str(mode).upper()]
    except KeyError:
        raise ConfigError(f"Unknown debug mode '{mode}'; valid: {', '.join(m.name for m in DebugMode)}") from None


# CompileSpec keys, shared with the backend that reads them back.
_OUTPUT_FORMAT, _TOSA_SPEC, _COMPILE_FLAGS = "output_format", "tosa_spec", "compile_flags"
_TARGET, _SYSTEM_CONFIG, _MEMORY_MODE, _CONFIG_INI = "target", "system_config", "memory_mode", "config_ini"
_DEBUG_PATH, _DEBUG_MODE = "debug_artifact_path", "dump_debug_info"


class ArmCompileSpec(ABC):
    """What the Arm backend compiles for, plus where to dump intermediate artifacts."""

    # ExecuTorch exposes the enum as ArmCompileSpec.DebugMode.
    DebugMode: TypeAlias = DebugMode

    def __init__(self, tosa_spec: TosaSpecification, compiler_flags: list[str]) -> None:
        self.tosa_spec = tosa_spec
        self.compiler_flags = compiler_flags
        self.path_for_intermediates: str | None = None
        self.tosa_debug_mode: DebugMode | None = None
        self.io_layout = "nchw"  # the program's 4-D IO: see armnpu.io_layout

    @classmethod
    @abstractmethod
    def get_output_format(cls) -> str:
        """The artifact kind the backend emits: "tosa", "vela" or "vgf"."""

    def dump_intermediate_artifacts_to(self, path: str | os.PathLike[str] | None) -> Self:
        self.path_for_intermediates = None if path is None else os.fspath(path)
        return self

    @property
    def compile_target(self) -> CompileTarget:
        return CompileTarget(self.tosa_spec)

    def get_intermediate_path(self) -> str | None:
        return self.path_for_intermediates

    _get_intermediate_path = get_intermediate_path

    def dump_debug_info(self, mode: DebugMode | str | None) -> Self:
        self.tosa_debug_mode = _as_debug_mode(mode)
        return self

    def set_io_layout(self, layout: str) -> Self:
        """"nhwc": the program takes and returns 4-D tensors in channels-last dim order, and its
        delegates read and write them without a TRANSPOSE; "nchw" (the default): torch's order."""
        self.io_layout = check_io_layout(layout)
        return self

    def _set_preserve_io_quantization(self, enabled: bool) -> Self:
        """Accepted for ExecuTorch API compatibility; armnpu's lowering does not depend on it."""
        return self

    def _target_specs(self) -> list[tuple[str, str]]:
        return []

    def _to_list(self) -> list[CompileSpec]:
        # Imported here: executorch.exir costs seconds to import and is loaded anyway when lowering.
        from executorch.exir.backend.compile_spec_schema import CompileSpec

        if self.tosa_debug_mode is not None and self.path_for_intermediates is None:
            raise ConfigError("dump_debug_info() needs dump_intermediate_artifacts_to() to say where to write")
        entries = [(_OUTPUT_FORMAT, self.get_output_format()), (_TOSA_SPEC, str(self.tosa_spec))]
        if self.compiler_flags:
            entries.append((_COMPILE_FLAGS, " ".join(self.compiler_flags)))
        entries += self._target_specs()
        if self.path_for_intermediates is not None:
            entries.append((_DEBUG_PATH, self.path_for_intermediates))
        if self.tosa_debug_mode is not None:
            entries.append((_DEBUG_MODE, self.tosa_debug_mode.name))
        return [CompileSpec(key, value.encode("utf-8")) for key, value in entries]

    @classmethod
    @abstractmethod
    def _from_entries(cls, entries: dict[str, str]) -> Self:
        """Rebuild from decoded CompileSpec entries, consuming the keys it uses."""

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and vars(self) == vars(other)

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in vars(self).items())
        return f"{type(self).__name__}({fields})"


def _check_system_config(system_config: str, family: str, ini_path: str, ini: VelaIni) -> None:
    valid = ", ".join(system_configs_for(family, ini))
    if system_config not in ini.system_configs:
        raise ConfigError(f"Unknown system config '{system_config}' in {ini_path}; valid for {family}: {valid}")
    if not system_config_fits(system_config, family):
        raise ConfigError(
            f"System config '{system_config}' is for another NPU family, not {family}; valid for {family}: {valid}"
        )


def _check_memory_mode(memory_mode: str, family: str, ini_path: str, ini: VelaIni) -> None:
    valid = ", ".join(memory_modes_for(family, ini))
    if memory_mode not in ini.memory_modes:
        raise ConfigError(f"Unknown memory mode '{memory_mode}' in {ini_path}; valid for {family}: {valid}")
    if not memory_mode_fits(memory_mode, family):
        raise ConfigError(
            f"Memory mode '{memory_mode}' is not available on the {family}: its second AXI port is read-only, "
            f"so it cannot hold a read-write arena; valid for {family}: {valid}"
        )


# Flags EthosUCompileSpec sets from its own arguments; setting them in extra_flags too would be ambiguous.
MANAGED_FLAGS = {
    "--accelerator-config": "target",
    "--config": "config_ini",
    "--system-config": "system_config",
    "--memory-mode": "memory_mode",
    "--separate-io-regions": "direct_drive",
}
# Direct drive: the host maps the input and output tensors itself, so Vela gives them regions of
# their own, which needs Vela's COP2 driver-action format (EthosUProduct.direct_drive says who has it).
DIRECT_DRIVE_FLAG = "--separate-io-regions"
_DIRECT_DRIVE_FLAGS = (DIRECT_DRIVE_FLAG, "--cop-format=COP2")
_RAW_OUTPUT = "--output-format=raw"


def _extra_flag_list(extra_flags: list[str] | str | None) -> list[str]:
    flags = extra_flags.split() if isinstance(extra_flags, str) else list(extra_flags or [])
    for flag in flags:
        option = flag.split("=", 1)[0]
        if option in MANAGED_FLAGS:
            raise ConfigError(
                f"extra_flags must not set {option}; pass {MANAGED_FLAGS[option]}= to EthosUCompileSpec instead"
            )
        if option == "--output-format" and flag != _RAW_OUTPUT:
            raise ConfigError(f"armnpu reads Vela's raw output; extra_flags may only set {_RAW_OUTPUT}, got '{flag}'")
    return flags


class EthosUCompileSpec(ArmCompileSpec):
    """Compile for an Ethos-U accelerator config; every argument is checked against the Vela .ini here."""

    def __init__(
        self,
        target: str,
        system_config: str | None = None,
        memory_mode: str | None = None,
        extra_flags: list[str] | str | None = None,
        config_ini: str | None = "Arm/vela.ini",
        direct_drive: bool = False,
    ) -> None:
        npu = get_ethosu_target(target)
        if direct_drive and not npu.product.direct_drive:
            able = " or ".join(product.name for product in ETHOSU_PRODUCTS if product.direct_drive)
            raise ConfigError(f"direct drive (separate IO regions) needs an {able} target, not {npu.name}")
        ini_path = str(resolve_config_ini("Arm/vela.ini" if config_ini is None else config_ini))
        ini = read_vela_ini(ini_path)
        system_config = npu.default_system_config if system_config is None else system_config
        memory_mode = npu.default_memory_mode if memory_mode is None else memory_mode
        _check_system_config(system_config, npu.family, ini_path, ini)
        _check_memory_mode(memory_mode, npu.family, ini_path, ini)
        extra = _extra_flag_list(extra_flags)
        flags = [*extra, f"--accelerator-config={npu.name}", f"--config={ini_path}"]
        if _RAW_OUTPUT not in extra:
            flags.append(_RAW_OUTPUT)
        flags += [f"--system-config={system_config}", f"--memory-mode={memory_mode}"]
        if direct_drive:
            flags += _DIRECT_DRIVE_FLAGS
        super().__init__(TosaSpecification.create_from_string(tosa_spec_for(npu)), flags)
        self.target = npu.name  # canonical lower-case name, as Vela's --accelerator-config expects
        self.npu = npu
        self.system_config = system_config
        self.memory_mode = memory_mode
        self.config_ini = ini_path
        self.extra_flags = extra
        self.direct_drive = direct_drive

    @property
    def compile_target(self) -> CompileTarget:
        return CompileTarget(self.tosa_spec, self.npu)

    @classmethod
    def get_output_format(cls) -> str:
        return "vela"

    def _target_specs(self) -> list[tuple[str, str]]:
        return [
            (_TARGET, self.target),
            (_SYSTEM_CONFIG, self.system_config),
            (_MEMORY_MODE, self.memory_mode),
            (_CONFIG_INI, self.config_ini),
        ]

    @classmethod
    def _from_entries(cls, entries: dict[str, str]) -> Self:
        tosa_spec, flags = _take(entries, _TOSA_SPEC), entries.pop(_COMPILE_FLAGS, "")
        tokens = flags.split()
        # Extra flags are whatever precedes the generated ones, which start at --accelerator-config.
        generated = [i for i, token in enumerate(tokens) if token.startswith("--accelerator-config=")]
        first_generated = generated[0] if generated else len(tokens)
        spec = cls(
            _take(entries, _TARGET),
            _take(entries, _SYSTEM_CONFIG),
            _take(entries, _MEMORY_MODE),
            tokens[:first_generated],
            _take(entries, _CONFIG_INI),
            direct_drive=DIRECT_DRIVE_FLAG in tokens[first_generated:],
        )
        if str(spec.tosa_spec) != tosa_spec or " ".join(spec.compiler_flags) != flags:
            raise ConfigError(
                f"Inconsistent Ethos-U compile spec: got tosa_spec={tosa_spec!r}, compile_flags={flags!r}; "
                f"its target and configs give {str(spec.tosa_spec)!r}, {' '.join(spec.compiler_flags)!r}"
            )
        return spec


class TosaCompileSpec(ArmCompileSpec):
    """Compile to a TOSA flatbuffer for the given TOSA spec."""

    def __init__(self, tosa_spec: TosaSpecification | str) -> None:
        if isinstance(tosa_spec, str):
            tosa_spec = TosaSpecification.create_from_string(tosa_spec)
        super().__init__(tosa_spec, [])

    @classmethod
    def get_output_format(cls) -> str:
        return "tosa"

    @classmethod
    def _from_entries(cls, entries: dict[str, str]) -> Self:
        return cls(_take(entries, _TOSA_SPEC))


# Flags the VGF backend sets itself: the converter's input and output files.
_CONVERTER_IO_FLAGS = ("-i", "--input", "-o", "--output")


class VgfCompileSpec(ArmCompileSpec):
    """Compile for Vulkan ML devices: TOSA, then ML SDK's model-converter to a VGF file.

    `compiler_flags` go to model-converter. With both TOSA profiles (the default), a quantized
    program lowers through INT and a float program through FP.
    """

    def __init__(self, tosa_spec: TosaSpecification | str | None = None, compiler_flags: list[str] | None = None) -> None:
        if tosa_spec is None:
            tosa_spec = VGF_TARGET.default_tosa_spec
        if isinstance(tosa_spec, str):
            tosa_spec = TosaSpecification.create_from_string(tosa_spec)
        if tosa_spec.version[0] != 1:
            raise ConfigError(f"VGF takes TOSA 1.x graphs, not {tosa_spec}")
        flags = list(compiler_flags or [])
        for flag in flags:
            if flag.split("=", 1)[0] in _CONVERTER_IO_FLAGS:
                raise ConfigError(
                    f"compiler_flags must not set model-converter's {flag.split('=', 1)[0]}: armnpu names the "
                    "converter's input and output files itself"
                )
        super().__init__(tosa_spec, flags)

    @classmethod
    def get_output_format(cls) -> str:
        return "vgf"

    @classmethod
    def _from_entries(cls, entries: dict[str, str]) -> Self:
        return cls(_take(entries, _TOSA_SPEC), entries.pop(_COMPILE_FLAGS, "").split())


_SPEC_CLASSES: dict[str, type[ArmCompileSpec]] = {
    cls.get_output_format(): cls for cls in (EthosUCompileSpec, TosaCompileSpec, VgfCompileSpec)
}


def _take(entries: dict[str, str], key: str) -> str:
    try:
        return entries.pop(key)
    except KeyError:
        raise ConfigError(f"Compile spec list has no '{key}' entry") from None


def compile_spec_from_list(specs: list[Any]) -> ArmCompileSpec:
    """Rebuild the ArmCompileSpec that `_to_list()` produced (anything with .key and bytes/str .value)."""
    entries: dict[str, str] = {}
    for spec in specs:
        if spec.key in entries:
            raise ConfigError(f"Compile spec list has more than one '{spec.key}' entry")
        entries[spec.key] = spec.value.decode("utf-8") if isinstance(spec.value, (bytes, bytearray)) else spec.value
    output_format = _take(entries, _OUTPUT_FORMAT)
    if output_format not in _SPEC_CLASSES:
        raise ConfigError(f"Unknown output_format '{output_format}'; valid: {', '.join(_SPEC_CLASSES)}")
    path, mode = entries.pop(_DEBUG_PATH, None), entries.pop(_DEBUG_MODE, None)
    result = _SPEC_CLASSES[output_format]._from_entries(entries)
    if entries:
        raise ConfigError(f"Unknown compile spec key(s) for {output_format}: {', '.join(entries)}")
    return result.dump_intermediate_artifacts_to(path).dump_debug_info(mode)


class ArmCompileSpecBuilder:
    """The older builder API: choose a target, optionally set debug output, then build()."""

    def __init__(self) -> None:
        self._spec: ArmCompileSpec | None = None
        self._path: str | None = None
        self._debug_mode: DebugMode | None = None

    def ethosu_compile_spec(
        self,
        target: str,
        system_config: str | None = None,
        memory_mode: str | None = None,
        extra_flags: list[str] | str | None = None,
        config_ini: str | None = "Arm/vela.ini",
        direct_drive: bool = False,
    ) -> Self:
        self._spec = EthosUCompileSpec(target, system_config, memory_mode, extra_flags, config_ini, direct_drive)
        return self

    def tosa_compile_spec(self, tosa_spec: TosaSpecification | str) -> Self:
        self._spec = TosaCompileSpec(tosa_spec)
        return self

    def vgf_compile_spec(
        self, tosa_spec: TosaSpecification | str | None = None, compiler_flags: list[str] | None = None
    ) -> Self:
        self._spec = VgfCompileSpec(tosa_spec, compiler_flags)
        return self

    def dump_intermediate_artifacts_to(self, path: str | os.PathLike[str] | None) -> Self:
        self._path = None if path is None else os.fspath(path)
        return self

    def dump_debug_info(self, mode: DebugMode | str | None) -> Self:
        self._debug_mode = _as_debug_mode(mode)
        return self

    def build(self) -> ArmCompileSpec:
        if self._spec is None:
            raise ConfigError("Call ethosu_compile_spec(), tosa_compile_spec() or vgf_compile_spec() before build()")
        # A copy, so later builder calls do not change specs already built.
        return copy.copy(self._spec).dump_intermediate_artifacts_to(self._path).dump_debug_info(self._debug_mode)


def make_compile_spec(target: str | ArmCompileSpec, **spec_kwargs: Any) -> ArmCompileSpec:
    """The spec for a target name (an Ethos-U config, a TOSA spec string or "vgf"), or a ready spec."""
    if isinstance(target, ArmCompileSpec):  # a ready spec, e.g. with dump_intermediate_artifacts_to()
        if spec_kwargs:
            raise ConfigError(f"give {', '.join(spec_kwargs)} to the compile spec, not next to it")
        return target
    if is_tosa_target(target):
        return TosaCompileSpec(target)
    if is_vgf_target(target):
        return VgfCompileSpec(**spec_kwargs)
    return EthosUCompileSpec(target, **spec_kwargs)
