"""Op families. Importing this package registers every rule with the registry."""

from armnpu.ops import (  # noqa: F401
    activation,
    concat,
    conv,
    elementwise,
    linear,
    pad,
    pool,
    reduce,
    resize,
    shape,
    table,
)
