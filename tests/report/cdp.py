"""A page in headless chromium driven over the DevTools protocol: evaluate JavaScript, take screenshots.

Model Explorer draws its graph after the page has loaded (it asks the server to convert the model,
then lays it out in WebGL), so `chromium --screenshot` fires too early; this waits for the page to
say it is ready. Only the standard library: a minimal WebSocket client (RFC 6455, text frames, no
extensions) is all the protocol needs.
"""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from tests.report.chromium import CHROMIUM


class Page:
    def __init__(self, url: str, width: int = 1400, height: int = 900) -> None:
        self._profile = tempfile.TemporaryDirectory(prefix="armnpu_cdp_", ignore_cleanup_errors=True)
        self._browser = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--enable-unsafe-swiftshader", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
             f"--user-data-dir={self._profile.name}", "--remote-debugging-port=0", f"--window-size={width},{height}",
             url],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        port = self._devtools_port()
        targets = json.loads(_get(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self._socket = _connect(page["webSocketDebuggerUrl"])
        self._next_id = 0

    def _devtools_port(self, timeout: float = 30) -> int:
        marker = Path(self._profile.name) / "DevToolsActivePort"  # chromium writes its port here
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if marker.is_file() and marker.read_text().strip():
                return int(marker.read_text().split()[0])
            time.sleep(0.1)
        raise TimeoutError("chromium did not open its DevTools port")

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self._next_id += 1
        _send(self._socket, json.dumps({"id": self._next_id, "method": method, "params": params}))
        while True:
            message = json.loads(_receive(self._socket))
            if message.get("id") == self._next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while not self.evaluate(expression):
            if time.monotonic() > deadline:
                raise TimeoutError(f"the page never made `{expression}` true")
            time.sleep(0.5)

    def screenshot(self, png: Path) -> None:
        png.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))

    def close(self) -> None:
        self._socket.close()
        self._browser.terminate()
        self._browser.wait(timeout=30)
        self._profile.cleanup()

    def __enter__(self) -> Page:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode()


def _connect(url: str) -> socket.socket:
    parsed = urlparse(url)
    sock = socket.create_connection((parsed.hostname, parsed.port), timeout=60)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET {parsed.path} HTTP/1.1\r\nHost: {parsed.hostname}:{parsed.port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        response += sock.recv(4096)
    if b" 101 " not in response.split(b"\r\n", 1)[0]:
        raise ConnectionError(f"no WebSocket at {url}: {response[:200]!r}")
    return sock


def _send(sock: socket.socket, text: str) -> None:
    payload, mask = text.encode(), os.urandom(4)  # a client masks every frame
    length = len(payload)
    header = bytes([0x81]) + (bytes([0x80 | length]) if length < 126 else
                              bytes([0x80 | 126]) + struct.pack(">H", length) if length < 65536 else
                              bytes([0x80 | 127]) + struct.pack(">Q", length))
    sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))


def _receive(sock: socket.socket) -> str:
    """One message, its fragments joined (the server sends unmasked frames)."""
    parts = []
    while True:
        first, second = _exactly(sock, 2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack(">H", _exactly(sock, 2))[0]
        elif length == 127:
            length = struct.unpack(">Q", _exactly(sock, 8))[0]
        parts.append(_exactly(sock, length))
        if first & 0x80:
            return b"".join(parts).decode()


def _exactly(sock: socket.socket, count: int) -> bytes:
    data = b""
    while len(data) < count:
        chunk = sock.recv(count - len(data))
        if not chunk:
            raise ConnectionError("chromium closed the DevTools connection")
        data += chunk
    return data
