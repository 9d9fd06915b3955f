"""Per-layer accuracy of a compiled program: every quantized activation of every delegate, the
integer program (what the device computes) and the fake-quantized model against the float model.

`armnpu.report.accuracy.measure.measure` computes it (loads torch and the TOSA reference model);
`armnpu.report_data.accuracy` holds the plain data the report stores and renders.
"""
