"""Regenerate the report screenshots in docs/ (needs chromium).

    PYTHONPATH=src:. python docs/screenshots.py            # docs/report-compare.png (about a minute)
    PYTHONPATH=src:. python docs/screenshots.py --single   # also docs/report.png (MobileNetV2, minutes)
    PYTHONPATH=src:. python docs/screenshots.py --explorer-only  # docs/model-explorer.png (the `explorer` extra)

The comparison is tiny_cnn for the Ethos-U55-128 against the Ethos-U85-256, as `armnpu report A B`
renders it; the single report is MobileNetV2 on an Ethos-U65-256 with 384 KiB of SRAM. The Model
Explorer view is the report tests' SplitNet (conv, relu | topk on the CPU | conv) on an Ethos-U55-128,
with the simulator's counts of one run.
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
    parser.add_argument("--explorer-only", action="store_true", help="only the Model Explorer view")
    args = parser.parse_args()
    if CHROMIUM is None:
        sys.exit("chromium is not installed (Debian: apt-get install -y chromium)")
    with tempfile.TemporaryDirectory(prefix="armnpu_docs_") as tmp:
        work = Path(tmp)
        if args.explorer_only:
            _model_explorer(work)
            return 0
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


def _model_explorer(work: Path) -> None:
    import torch

    import armnpu
    from tests.report.conftest import SplitNet
    from tests.report.explorer_page import explorer_page

    torch.manual_seed(0)
    program = armnpu.compile(SplitNet().eval(), (torch.randn(1, 3, 8, 8),),
                             target=armnpu.EthosUCompileSpec("ethos-u55-128")).save(work / "split.pte")
    _armnpu("run", "split.pte", "--random", "--profile-json", "profile.json", cwd=work)
    ready = "document.body.innerText.includes('bytes moved (simulated)')"
    with explorer_page(program, "--profile", str(work / "profile.json"), ready=ready, height=1000) as page:
        page.screenshot(DOCS / "model-explorer.png")


if __name__ == "__main__":
    sys.exit(main())
