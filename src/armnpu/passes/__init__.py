"""Graph rewrites that are no single op's business: the decomposition table, int64 → int32,
folding what a program computes from constants alone. pipeline.py lists the stages at which
a compile runs them, in order."""
