"""What a support check knows about the compilation it answers for: its resolved target."""

from armnpu.compile_spec import CompileTarget

# Support checks and decompositions take the compilation's CompileTarget under this name.
SupportContext = CompileTarget

__all__ = ["SupportContext"]
