"""Drive the installed `armnpu` console script in subprocesses; share slow compiles across workers."""

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest
from filelock import FileLock

_SCRIPT = Path(sys.executable).with_name("armnpu")


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str

    @property
    def errors(self) -> list[str]:
        return [line for line in self.stderr.splitlines() if line.startswith("armnpu: error")]


def armnpu(*args, cwd=None, timeout=900) -> Result:
    command = [str(_SCRIPT)] if _SCRIPT.is_file() else [sys.executable, "-m", "armnpu.cli"]
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    done = subprocess.run(
        [*command, *map(str, args)], capture_output=True, text=True, cwd=cwd, timeout=timeout, env=env
    )
    return Result(done.returncode, done.stdout, done.stderr)


def assert_one_line_error(result: Result, *fragments: str) -> None:
    """Exit 2, no traceback, exactly one error line, saying each fragment."""
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr, result.stderr
    assert len(result.errors) == 1 and result.stderr.strip().splitlines()[-1] == result.errors[0], result.stderr
    for fragment in fragments:
        assert fragment in result.errors[0], result.errors[0]


@pytest.fixture(scope="session")
def shared(tmp_path_factory, testrun_uid) -> Callable[[str, Callable[[Path], Result]], tuple[Path, Result]]:
    """`shared(name, build)`: run `build(dir)` once per test run, whichever xdist worker asks first."""
    root = tmp_path_factory.getbasetemp().parent / f"armnpu-cli-{testrun_uid}"
    root.mkdir(exist_ok=True)

    def once(name: str, build: Callable[[Path], Result]) -> tuple[Path, Result]:
        directory = root / name
        with FileLock(str(root / f"{name}.lock")):
            record = directory / "result.txt"
            if not record.exists():
                directory.mkdir(exist_ok=True)
                result = build(directory)
                record.write_text(f"{result.returncode}\n\x00{result.stdout}\x00{result.stderr}")
        code, stdout, stderr = record.read_text().split("\x00")
        return directory, Result(int(code), stdout, stderr)

    return once


@pytest.fixture
def tosa_mlp(shared) -> Path:
    """tiny_mlp compiled for TOSA-1.0+INT, once per test run."""

    def build(directory):
        return armnpu("compile", "tiny_mlp", "--target", "TOSA-1.0+INT", "-o", directory / "mlp.pte")

    directory, result = shared("tosa_mlp", build)
    assert result.returncode == 0, result
    return directory / "mlp.pte"
