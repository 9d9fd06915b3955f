"""Per-model reports: what runs where, Vela's per-layer cycles and memory use, as text or HTML.

Submodules load on use; `armnpu.report.load.load_report(path)` reads a report back from a `.pte`,
its `.armnpu.json` sidecar or an intermediates directory. The data itself, and how a compiled
program's is built, live below the pipeline in `armnpu.report_data`.
"""
