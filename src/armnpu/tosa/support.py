"""What a support check knows about the compilation it answers for."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from armnpu.compile_spec import TosaSpecification


@dataclass(frozen=True)
class SupportContext:
    tosa_spec: TosaSpecification
    target: Optional[object] = None  # armnpu.targets.EthosUTarget for Ethos-U specs

    @property
    def integer(self) -> bool:
        return self.tosa_spec.support_integer() and not self.tosa_spec.support_float()

    @property
    def family(self) -> Optional[str]:
        return getattr(self.target, "family", None)

    @property
    def is_u55_like(self) -> bool:
        """U55 and U65 share an operator set (and Vela's constraints)."""
        return self.family in ("ethos-u55", "ethos-u65")
