"""How many of the competitor's VGF op test cases armnpu passes: ../shared/peer_suite's runner, with
its stand-ins extended to `VgfPipeline` (peer_vgf_plugin.py). Options are run.py's, e.g.

    python bench/peer_vgf.py --sample 3 --out /tmp/peer_vgf.json     # 3 cases per op file
    python bench/peer_vgf.py --files test_add.py test_conv2d.py --out /tmp/r.json

Cases are those whose test name contains "vgf" (test_*_vgf_quant, test_*_vgf_no_quant, ...).
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.environ.get("PEER_SUITE", os.path.join(HERE, "..", "..", "shared", "peer_suite"))


def main() -> None:
    sys.path.insert(0, os.path.abspath(SUITE))
    import run

    base_pytest, pytest_env = run.base_pytest, run.pytest_env
    run.FAMILY_KEY["vgf"] = "vgf"
    run.base_pytest = lambda testdir: [*base_pytest(testdir), "-p", "peer_vgf_plugin"]

    def env() -> dict:
        result = pytest_env()
        result["PYTHONPATH"] = os.pathsep.join([HERE, result["PYTHONPATH"]])
        return result

    run.pytest_env = env
    sys.argv = [sys.argv[0], "--impl", "armnpu", "--family", "vgf", *sys.argv[1:]]
    run.main()


if __name__ == "__main__":
    main()
