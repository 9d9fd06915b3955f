"""Model Explorer (`ai-edge-model-explorer`, the `explorer` extra) views of a compiled program.

`dataflow` reads which instruction feeds which from the .pte, `graphs` turns it and the report data
into Model Explorer's graph JSON (the program's graph with CPU ops and delegates, each Ethos-U
delegate a group of Vela's operators), `overlays` makes the per-node data (Vela's estimates and the
simulator's counts). `main` is the adapter extension Model Explorer loads by module name
(`model-explorer --extensions=armnpu.report.explorer`), `serve` starts it for `armnpu report --explorer`.
Only `main` and `serve` import Model Explorer.
"""
