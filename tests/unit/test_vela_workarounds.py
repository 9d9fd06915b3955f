"""Code shaped by how one Vela release compiles or times TOSA is marked
`# vela-workaround(<version>): <what>`. When the installed ethos-u-vela is another version,
this fails and lists each marked place: re-check it against the new Vela (keep, change or
remove the workaround), then update its marker's version."""

import re
from importlib.metadata import version
from pathlib import Path

import armnpu

MARKER = re.compile(r"#\s*vela-workaround\((?P<version>[^)]+)\):\s*(?P<what>.+)")


def _markers() -> list[tuple[str, str, str]]:
    """(file:line, version, what) of every marker in armnpu's sources."""
    root = Path(armnpu.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if match := MARKER.search(line):
                found.append((f"{path.relative_to(root.parent)}:{number}", match["version"], match["what"].strip()))
    return found


def test_the_workarounds_are_marked():
    assert _markers(), "no vela-workaround marker found: the version check below would pass on nothing"


def test_the_installed_vela_is_the_one_the_workarounds_were_checked_on():
    installed = version("ethos-u-vela")
    stale = [f"  {place} (checked on {checked}): {what}" for place, checked, what in _markers() if checked != installed]
    assert not stale, (
        f"ethos-u-vela {installed} is installed; re-check these workarounds with it, then update their markers:\n"
        + "\n".join(stale)
    )
