"""Choose the planner for the NPU a blob was compiled for, from its driver payload's CONFIG.

A blob for an NPU without a planner ends here, before any command is decoded or run, with one
error that names the configuration.
"""

from __future__ import annotations

from collections.abc import Callable

from armnpu.formats.vela_bin_stream import VelaBinStream
from armnpu.npu.commands import DriverPayload, parse_driver_payload
from armnpu.npu.errors import NpuError
from armnpu.npu.planner_u55 import plan_u55
from armnpu.npu.planner_u85 import plan_u85
from armnpu.npu.program import Program
from armnpu.targets import ETHOSU_TARGETS

# planner name (armnpu.targets' EthosUProduct.planner) -> the planner
PLANNERS: dict[str, Callable[[VelaBinStream, DriverPayload], Program]] = {
    "ethos-u55": plan_u55,
    "ethos-u85": plan_u85,
}


def plan(stream: VelaBinStream) -> Program:
    """Plan a parsed blob with the planner of the NPU its CONFIG names."""
    payload = parse_driver_payload(stream.cmd_data)
    config = payload.config
    if config is None:
        raise NpuError("cmd_data has no CONFIG driver action, so the accelerator configuration is unknown")
    planner = PLANNERS.get(config.target.product.planner)
    if planner is None:
        runnable = [name for name, target in ETHOSU_TARGETS.items() if target.product.planner in PLANNERS]
        raise NpuError(
            f"this delegate was compiled for {config.describe()}; armnpu's simulator runs "
            f"{runnable[0]}…{runnable[-1]}; {config.product} simulation is not available yet"
        )
    return planner(stream, payload)
