"""Op families. Importing this package registers every rule with the registry."""

from armnpu.ops import activation, conv  # noqa: F401
