"""`armnpu report --explorer` in the background, seen through headless chromium (the test and docs/screenshots.py)."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from tests.report.cdp import Page

# Model Explorer's toolbar button "Expand all layers in the graph" (a Material icon named by its text).
EXPAND_ALL = """[...document.querySelectorAll('mat-icon')].find(e => e.innerText.trim() === 'unfold_more_double')
    .closest('button, [role=button], div').click()"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("localhost", 0))
        return probe.getsockname()[1]


@contextmanager
def explorer_page(program: Path, *options: str, ready: str, height: int = 1100) -> Iterator[Page]:
    """The page Model Explorer serves for `program`, once the JavaScript expression `ready` holds,
    with every group expanded; the server is stopped on leaving."""
    command = [str(Path(sys.executable).with_name("armnpu")), "report", str(program), "--explorer",
               "--port", str(free_port()), *options]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env={**os.environ, "PYTHONUNBUFFERED": "1"}, start_new_session=True)
    try:
        url, lines = None, []
        for line in server.stdout or []:
            lines.append(line)
            if match := re.match(r"(http://localhost:\d+/\?data=\S+)", line):
                url = match.group(1)
                break
        if url is None:
            raise AssertionError("Model Explorer did not start:\n" + "".join(lines))
        with Page(url, height=height) as page:
            page.wait_for(ready)
            page.evaluate(EXPAND_ALL)
            page.call("Input.dispatchMouseEvent", type="mouseMoved", x=5, y=height - 5)  # no tooltip in the way
            time.sleep(3)  # the WebGL layout animates
            yield page
    finally:
        os.killpg(server.pid, signal.SIGTERM)  # the server runs until stopped; its own session only
        server.wait(timeout=30)
