"""Op families, one module each, found by the registry (armnpu.ops.registry.op_families)
the first time a rule is looked up: adding a module here adds its ops."""
