"""Graph rewrites that are no single op's business: the decomposition table, int64 → int32."""
