"""Every test compiles what it tests: Vela's result cache (armnpu.backends.vela_cache) is off
unless a test turns it on (tests/unit/test_vela_cache.py), so a test that changes how Vela runs
never reads another test's result."""

import os

os.environ["ARMNPU_VELA_CACHE"] = "off"
