"""Run calibration batches through a prepared model; a failure names the model line it came from.

A prepared model is a GraphModule: an exception inside it says what failed but not where in
the user's model. On a failure the batch runs again node by node, and the error names the node
that raised (for an observer, the op whose output it observes) and that op's source line.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

import torch
from torch.fx import GraphModule, Interpreter, Node

from armnpu.errors import ArmNpuError, QuantizationError
from armnpu.node_source import describe_node


def calibrate(prepared: GraphModule, samples: Sequence[tuple], run: Optional[Callable[..., Any]] = None) -> None:
    """`prepared(*sample)` for every sample, under no_grad; `run(*sample)` instead when given (an
    interpreter of `prepared` that measures something on the way, see bias_correction.record_shifts)."""
    forward = run if run is not None else prepared
    with torch.no_grad():
        for sample in samples:
            try:
                forward(*sample)
            except ArmNpuError:
                raise
            except Exception as error:  # noqa: BLE001 - located, then re-raised as an armnpu error
                raise _located(prepared, sample, error) from error


class _Tracking(Interpreter):
    """An interpreter that remembers the node it is running."""

    current: Node | None = None

    def run_node(self, n: Node) -> Any:
        self.current = n
        return super().run_node(n)


def _located(prepared: GraphModule, sample: tuple, error: Exception) -> QuantizationError:
    tracking = _Tracking(prepared)
    try:
        tracking.run(*sample)
    except Exception:  # noqa: BLE001 - the same failure, now with the node that raised it
        pass
    node = tracking.current
    what = f"{type(error).__name__}: {error}".strip().splitlines()[0]
    if node is None or node.op in ("placeholder", "output"):
        return QuantizationError(f"calibration failed: {what}")
    if node.op == "call_module" and node.args and isinstance(node.args[0], Node):
        observed = node.args[0]
        dtype = getattr(observed.meta.get("val"), "dtype", None)
        return QuantizationError(
            f"calibration failed in the observer of {describe_node(observed)}"
            + (f", a {dtype} tensor" if dtype is not None else "") + f": {what}"
        )
    return QuantizationError(f"calibration failed at {describe_node(node)}: {what}")
