"""Tables filled by the modules of a package, which are imported on first use.

The op registry (`armnpu.ops`) and the decomposition table (`armnpu.passes.decompositions`)
are filled by modules that import the table to register with it, so the table cannot import
them when it is imported itself: it imports every module of the package the first time it
is read.
"""

from __future__ import annotations

import importlib
import pkgutil


class PluginPackage:
    """The modules of `package`, imported together, once, by `load()`."""

    def __init__(self, package: str) -> None:
        self.package = package
        self._loaded = False

    def modules(self) -> list[str]:
        """Every module of the package, by full name."""
        package = importlib.import_module(self.package)
        return sorted(f"{self.package}.{m.name}" for m in pkgutil.iter_modules(package.__path__))

    def load(self) -> None:
        # Marked loaded first: a module being imported may read its table, which calls load again.
        if not self._loaded:
            self._loaded = True
            for module in self.modules():
                importlib.import_module(module)
