"""Op families, one module each. The registry imports them (OP_FAMILIES in
armnpu.ops.registry) the first time a rule is looked up."""
