"""Render an HTML page to a PNG with headless chromium (tests and the docs screenshot share this)."""

import shutil
import subprocess
import tempfile
from pathlib import Path

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def screenshot(page: Path, png: Path, width: int = 1280, height: int = 2000) -> str:
    """Write `png`; returns chromium's stderr, for a failure message."""
    with tempfile.TemporaryDirectory(prefix="armnpu_chromium_") as profile:
        done = subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--hide-scrollbars", f"--user-data-dir={profile}", f"--screenshot={png}",
             f"--window-size={width},{height}", page.resolve().as_uri()],
            capture_output=True, text=True, timeout=180,
        )
    return done.stderr
