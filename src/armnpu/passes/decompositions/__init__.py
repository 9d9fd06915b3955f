"""Entries of the decomposition table (armnpu.passes.decompose), one module per group of ops.
Every module here is imported on first use of the table."""
