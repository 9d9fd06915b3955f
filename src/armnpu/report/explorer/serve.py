"""`armnpu report --explorer`: Model Explorer on a local port, with the armnpu adapter and the overlays loaded."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Optional

from armnpu.errors import ArmNpuError
from armnpu.report.explorer.overlays import Overlay

HOST = "localhost"
EXTENSION = "armnpu.report.explorer"  # Model Explorer imports "<extension>.main"
INSTALL_HINT = "Model Explorer is not installed; install armnpu's `explorer` extra (pip install 'armnpu[explorer]')"


def check_installed() -> None:
    try:
        import model_explorer  # noqa: F401
    except ImportError:
        raise ArmNpuError(INSTALL_HINT) from None


def check_port_free(port: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        if probe.connect_ex((HOST, port)) == 0:
            raise ArmNpuError(f"port {port} is in use; give --port a free port (or leave it out: Model Explorer then "
                              "takes the first free one from 8080)")


def serve(pte: Path, overlays: list[Overlay], port: Optional[int]) -> None:
    """Start Model Explorer on `port` (the first free one from 8080 when None) and block until Ctrl+C.
    Model Explorer prints the URL, which opens the program with its overlays."""
    check_installed()
    if port is not None:
        check_port_free(port)
    import model_explorer

    from armnpu.report.explorer.main import ADAPTER_ID

    config = model_explorer.config().add_model_from_path(str(pte.resolve()), adapterId=ADAPTER_ID)
    for overlay in overlays:
        config.add_node_data(overlay.name, json.dumps(overlay.data))
    model_explorer.visualize_from_config(config, host=HOST, port=8080 if port is None else port,
                                         extensions=[EXTENSION], no_open_in_browser=True)
