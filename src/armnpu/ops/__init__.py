"""Op families, one module each, each registering its `OpRule`s (armnpu.tosa.registry). The
registry imports every module here the first time a rule is looked up: adding a module adds its
ops. A helper module (annotation) registers nothing."""
