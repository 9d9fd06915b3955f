"""Regenerate the report screenshots in docs/ (needs chromium).

    PYTHONPATH=src:. python docs/screenshots.py            # docs/report-compare.png (about a minute)
    PYTHONPATH=src:. python docs/screenshots.py --single   # also docs/report.png (MobileNetV2, minutes)

The comparison is tiny_cnn for the Ethos-U55-128 against the Ethos-U85-256, as `armnpu report A B`
renders it; the single report is MobileNetV2 on an Ethos-U65-256 with 384 KiB of SRAM.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.report.chromium import CHROMIUM, screenshot

DOCS = Path(__file__).resolve().parent


def _armnpu(*args: str, cwd: Path) -> None:
    subprocess.run([sys.executable, "-m", "armnpu.cli", *args], cwd=cwd, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--single", action="store_true", help="also the single-program report (slow)")
    args = parser.parse_args()
    if CHROMIUM is None:
        sys.exit("chromium is not installed (Debian: apt-get install -y chromium)")
    with tempfile.TemporaryDirectory(prefix="armnpu_docs_") as tmp:
        work = Path(tmp)
        for target in ("ethos-u55-128", "ethos-u85-256"):
            _armnpu("compile", "tiny_cnn", "--target", target, "-o", f"tiny_cnn_{target[6:9]}.pte", cwd=work)
        _armnpu("report", "tiny_cnn_u55.pte", "tiny_cnn_u85.pte", "--html", "compare.html", cwd=work)
        screenshot(work / "compare.html", DOCS / "report-compare.png", height=1000)
        if args.single:
            _armnpu("compile", "mobilenet_v2", "--target", "ethos-u65-256", "--memory-mode", "Dedicated_Sram_384KB",
                    "-o", "mobilenet_v2.pte", cwd=work)
            _armnpu("report", "mobilenet_v2.pte", "--html", "mobilenet_v2.html", cwd=work)
            screenshot(work / "mobilenet_v2.html", DOCS / "report.png", height=1900)
    return 0


if __name__ == "__main__":
    sys.exit(main())
