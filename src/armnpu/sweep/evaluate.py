"""One combination, in a worker: rebuild the model, compile it, and measure the program: Vela's
cycles and memory, the program's size, and the integer program's SQNR against the float model."""

from __future__ import annotations

import time
from typing import Any, Optional

from armnpu.calibration import DEFAULT_CALIBRATION_METHOD
from armnpu.sweep.plan import Config
from armnpu.sweep.row import OK, Row
from armnpu.sweep.source import ModelSource

# The SQNR is measured on the first calibration batches, as `armnpu compile --accuracy` measures
# it: a model file gives no other data. Each batch costs a float run and an integer-program run.
SQNR_BATCHES = 4


def evaluate(source: ModelSource, config: Config) -> Row:
    """The row of `source` compiled for `config`; any failure is the row's error, not an exception
    (one combination failing does not end the sweep)."""
    try:
        return _evaluate(source, config)
    except Exception as error:  # the model, the compile or armnpu failed: all are this row's result
        return Row.failed(source.name, config, f"{type(error).__name__}: {error}")


def _evaluate(source: ModelSource, config: Config) -> Row:
    import armnpu
    from armnpu.compile_spec import make_compile_spec
    from armnpu.report_data.collect import from_compiled

    loaded = source.load()
    started = time.perf_counter()
    compiled = armnpu.compile(
        loaded.model, loaded.example_inputs, target=make_compile_spec(config.target, **config.spec_kwargs()),
        calibration=loaded.calibration,
        calibration_method=config.calibration_method or DEFAULT_CALIBRATION_METHOD,
    )
    compile_s = time.perf_counter() - started
    report = from_compiled(compiled)
    planned = [p for p in report.partitions if p.vela]  # the Ethos-U delegates

    def total(*keys: str) -> Optional[int]:
        return sum(int(p.vela[k]) for p in planned for k in keys if p.vela) if planned else None

    peaks = [p.peak_sram for p in planned if p.peak_sram is not None]
    row = Row(
        source.name, config.target, config.system_config, config.memory_mode, config.calibration_method, OK,
        cycles=total("total_cycles"),
        sram_peak_bytes=max(peaks) if peaks else None,
        off_chip_bytes=total("dram_bytes", "off_chip_flash_bytes"),
        flash_bytes=len(compiled.buffer),
        cpu_ops=report.cpu_op_count,
        compile_s=round(compile_s, 2),
    )
    try:
        row.int_sqnr_db = program_sqnr_db(compiled, loaded.model, loaded.calibration[:SQNR_BATCHES])
    except Exception as error:  # the figures above stand; say why this one is missing
        row.error = f"SQNR not measured: {type(error).__name__}: {' '.join(str(error).split())}"
    return row


def program_sqnr_db(compiled: Any, float_model: Any, batches: list) -> float:
    """The program's outputs, run on the host (CPU ops in torch, every delegate as its TOSA graph in
    the TOSA reference model, bit-exact with the NPU), against the float model's, over `batches`."""
    import torch
    from torch.utils._pytree import tree_leaves

    from armnpu.model_files import eval_mode
    from armnpu.report_data.accuracy import Power
    from armnpu.verify.delegates import ethosu_delegates
    from armnpu.verify.reference import run_edge_program

    tosa_for_blob = {d.blob: d.tosa for d in ethosu_delegates(compiled)} if compiled.spec.compile_target.is_ethosu else {}
    reference_model = eval_mode(float_model)
    power = Power()
    with torch.no_grad():
        for batch in batches:
            references = [t for t in tree_leaves(reference_model(*batch)) if isinstance(t, torch.Tensor)]
            outputs = run_edge_program(compiled.edge_program, tuple(batch), tosa_for_blob)
            values = [t for t in tree_leaves(outputs) if isinstance(t, torch.Tensor)]
            for reference, output in zip(references, values, strict=True):
                power.add(reference, output)
    return power.sqnr_db
