"""The report data of a compiled program: what runs where, Vela's per-layer figures and memory use
against the configured limits, as plain dataclasses (`model`), and how to build it from what
`armnpu.compile` returned (`collect`).

It sits below the pipeline, which saves it beside the program as the `.armnpu.json` sidecar;
`armnpu.report` reads it back and renders it.
"""
