"""BundledProgram files (`.bpte`): a program with test inputs and the outputs they should give, in
ExecuTorch's devtools format, so a board's runner (or `armnpu run`) can check itself."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import torch

from armnpu.errors import ArmNpuError

METHOD = "forward"


@dataclass
class TestCase:
    inputs: tuple[torch.Tensor, ...]
    expected: tuple[torch.Tensor, ...]


def bundle_bytes(program: bytes, cases: Sequence[TestCase]) -> bytes:
    """`program` (a serialized .pte) with `cases` for its forward method, as a .bpte's bytes."""
    from executorch.devtools.bundled_program.config import (
        MethodTestCase,
        MethodTestSuite,
    )
    from executorch.devtools.bundled_program.core import BundledProgram
    from executorch.devtools.bundled_program.serialize import (
        serialize_from_bundled_program_to_flatbuffer,
    )

    suite = MethodTestSuite(
        method_name=METHOD,
        test_cases=[MethodTestCase(inputs=list(c.inputs), expected_outputs=list(c.expected)) for c in cases],
    )
    # BundledProgram takes the program from a manager or a file; the file is the one we already have.
    with tempfile.TemporaryDirectory() as scratch:
        pte = Path(scratch) / "program.pte"
        pte.write_bytes(program)
        bundled = BundledProgram(None, [suite], pte_file_path=str(pte))
        return serialize_from_bundled_program_to_flatbuffer(bundled)


def read_bundle(path: Path) -> tuple[bytes, list[TestCase]]:
    """The program bytes and the forward method's test cases of a .bpte."""
    from executorch.devtools.bundled_program.serialize import (
        deserialize_from_flatbuffer_to_bundled_program,
    )

    try:
        bundled = deserialize_from_flatbuffer_to_bundled_program(path.read_bytes())
    except Exception as error:  # noqa: BLE001 - any failure of the third-party parser means not a bundle
        raise ArmNpuError(f"{path}: not a BundledProgram (.bpte) file ({type(error).__name__})") from None
    cases = [
        TestCase(tuple(_tensor(v) for v in case.inputs), tuple(_tensor(v) for v in case.expected_outputs))
        for suite in bundled.method_test_suites
        if suite.method_name == METHOD
        for case in suite.test_cases
    ]
    if not cases:
        raise ArmNpuError(f"{path}: the bundle holds no test cases for the {METHOD} method")
    return bytes(bundled.program), cases


def _tensor(value: Any) -> torch.Tensor:  # a bundled_program_schema.Value (untyped)
    from executorch.devtools.bundled_program.schema.bundled_program_schema import Tensor
    from executorch.exir.tensor import get_scalar_type

    tensor = value.val
    if not isinstance(tensor, Tensor):
        raise ArmNpuError(f"bundled value {value!r} is not a tensor; armnpu bundles hold tensors only")
    dtype = get_scalar_type(tensor.scalar_type)
    flat = torch.frombuffer(bytearray(tensor.data), dtype=dtype) if tensor.data else torch.empty(0, dtype=dtype)
    return flat.reshape(tuple(tensor.sizes)).clone()
