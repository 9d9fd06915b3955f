"""Bad files and bad inputs give one clear armnpu error line: never a crash or a bare traceback."""

import os
import random
import signal

import pytest
import torch
from executorch.exir import schema

import armnpu
from armnpu.errors import ArmNpuError
from armnpu.examples import calibration_inputs, get_example
from armnpu.runtime import (
    InputError,
    ProgramFormatError,
    UnknownBackendError,
    UnsupportedKernelError,
    delegates,
    register_delegate_executor,
)
from tests.runtime.programs import (
    ConvHead,
    cpu_program,
    edit_program,
    quantized_cpu_program,
)

X = torch.randn(1, 3, 8, 8, generator=torch.Generator().manual_seed(0))


@pytest.fixture(scope="module")
def cpu_pte():
    return cpu_program(ConvHead().eval(), (X,))


@pytest.fixture(scope="module")
def tosa_pte():
    model, inputs = get_example("tiny_mlp").build()
    program = armnpu.compile(model, inputs, target="TOSA-1.0+INT", calibration=calibration_inputs("tiny_mlp", n=2))
    return program.buffer, inputs


def _one_line(error: Exception) -> str:
    message = str(error)
    assert message and "\n" not in message
    return message


# ---- the file ------------------------------------------------------------------------------


@pytest.mark.parametrize("cut", [0, 5, 8, 31, 200, 0.5, -64])
def test_truncated_file(cpu_pte, tosa_pte, cut):
    for data in (cpu_pte, tosa_pte[0]):
        end = int(len(data) * cut) if isinstance(cut, float) else cut % len(data) if cut < 0 else cut
        with pytest.raises(ProgramFormatError) as info:
            armnpu.load(data[:end])
        _one_line(info.value)


def test_any_truncation_fails_cleanly_or_only_cut_padding(tosa_pte):
    """A plain flatbuffer (no extended header) has no length field: cutting trailing padding
    nothing refers to leaves a valid program. Any other cut is a ProgramFormatError."""
    data, inputs = tosa_pte
    want = armnpu.load(data)(*inputs)
    for end in range(len(data) - 40, len(data)):
        try:
            got = armnpu.load(data[:end])(*inputs)
        except ProgramFormatError as error:
            _one_line(error)
        else:
            assert all(torch.equal(a, b) for a, b in zip(got, want)), f"cut at {end} changed the result"


def test_truncated_segments_say_so(cpu_pte):
    # This program keeps its constants in a segment after the flatbuffer (extended header).
    assert cpu_pte[8:12] == b"eh00"
    with pytest.raises(ProgramFormatError, match="truncated"):
        armnpu.load(cpu_pte[:-100])


def test_not_a_program():
    with pytest.raises(ProgramFormatError, match="ET12"):
        armnpu.load(b"\x00" * 64)


def test_flipped_identifier_and_root_offset(cpu_pte):
    for position, value in [(4, ord("X")), (3, 0x7F), (0, 0x02)]:
        data = bytearray(cpu_pte)
        data[position] = value
        with pytest.raises(ProgramFormatError) as info:
            armnpu.load(bytes(data))
        _one_line(info.value)


@pytest.fixture(scope="module")
def quantized_pte():
    model, inputs = get_example("tiny_cnn").build()
    return quantized_cpu_program(model, inputs), inputs


@pytest.mark.parametrize("kind", ["float", "quantized"])
def test_random_bit_flips_load_and_run_or_fail_cleanly(request, kind):
    """Whatever a flip hits (structure, indices, enum arguments, constants), the outcome is a
    result or an armnpu error: never a crash of the process."""
    if kind == "float":
        data, inputs = request.getfixturevalue("cpu_pte"), (X,)
    else:
        data, inputs = request.getfixturevalue("quantized_pte")
    rng = random.Random(1)
    outcomes = {"ran": 0, "error": 0}
    for _ in range(150):
        flipped = bytearray(data)
        for _ in range(rng.choice([1, 2, 4])):
            flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        try:
            armnpu.load(bytes(flipped))(*inputs)
            outcomes["ran"] += 1
        except ArmNpuError as error:
            _one_line(error)
            outcomes["error"] += 1
    assert outcomes["ran"] and outcomes["error"], outcomes


def test_missing_file(tmp_path):
    with pytest.raises(ArmNpuError, match="cannot read program"):
        armnpu.load(tmp_path / "nothing.pte")


# ---- references the validator must catch -------------------------------------------------


def _first_kernel_call(program: schema.Program) -> schema.KernelCall:
    instructions = program.execution_plan[0].chains[0].instructions
    return next(i.instr_args for i in instructions if isinstance(i.instr_args, schema.KernelCall))


def _planned_tensor(program: schema.Program) -> schema.Tensor:
    return next(
        v.val for v in program.execution_plan[0].values if isinstance(v.val, schema.Tensor) and v.val.allocation_info
    )


@pytest.mark.parametrize(
    "edit, expected",
    [
        (lambda p: _first_kernel_call(p).args.__setitem__(0, 10**6), "refers to value 1000000"),
        (lambda p: setattr(_first_kernel_call(p), "op_index", 99), "operator 99"),
        (lambda p: setattr(_planned_tensor(p).allocation_info, "memory_offset_low", 10**7), "overflow buffer 1"),
        (lambda p: setattr(_planned_tensor(p).allocation_info, "memory_id", 5), "memory id 5"),
        (lambda p: setattr(_planned_tensor(p), "dim_order", [0, 0, 1, 2]), "not a permutation"),
        (lambda p: setattr(_planned_tensor(p), "scalar_type", 12), "scalar type 12"),
        (lambda p: p.execution_plan[0].inputs.append(4242), "an input refers to value 4242"),
    ],
)
def test_out_of_range_references(cpu_pte, edit, expected):
    with pytest.raises(ProgramFormatError, match=expected) as info:
        armnpu.load(edit_program(cpu_pte, edit))
    _one_line(info.value)


def test_unsupported_kernel_is_named(cpu_pte):
    def rename(program):
        program.execution_plan[0].operators[0].name = "aten::not_an_op"

    program = armnpu.load(edit_program(cpu_pte, rename))
    with pytest.raises(UnsupportedKernelError, match="aten::not_an_op.out"):
        program(X)


# ---- inputs ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "inputs, expected",
    [
        ((), "takes 1 inputs, got 0"),
        ((X, X), "takes 1 inputs, got 2"),
        (
            (torch.randn(1, 3, 8, 9),),
            r"expected a float32 tensor of shape \(1, 3, 8, 8\), got a float32 tensor of shape \(1, 3, 8, 9\)",
        ),
        ((X.double(),), "expected a float32 tensor .* got a float64 tensor"),
        ((X.to(torch.int8),), "got a int8 tensor"),
        (([1.0, 2.0],), "got list"),
    ],
)
def test_wrong_inputs(cpu_pte, inputs, expected):
    program = armnpu.load(cpu_pte)
    with pytest.raises(InputError, match=expected) as info:
        program(*inputs)
    _one_line(info.value)
    program(X)  # a rejected call leaves the program usable


def test_unknown_method(cpu_pte):
    with pytest.raises(InputError, match="no method 'backward'.*forward"):
        armnpu.load(cpu_pte).run("backward", X)


def test_numpy_inputs_are_accepted(cpu_pte):
    program = armnpu.load(cpu_pte)
    assert all(torch.equal(a, b) for a, b in zip(program(X.numpy()), program(X)))


# ---- delegates --------------------------------------------------------------------------------


def _rename_backend(program):
    program.execution_plan[0].delegates[0].id = "MysteryBackend"


def test_unknown_backend_is_named_with_the_known_ones(tosa_pte):
    data, inputs = tosa_pte
    program = armnpu.load(edit_program(data, _rename_backend))
    (info,) = program.delegates  # inspecting still works: shapes come from the program's tensors
    assert info.backend_id == "MysteryBackend"
    assert info.input_shapes == [tuple(inputs[0].shape)]
    with pytest.raises(UnknownBackendError) as error:
        program(*inputs)
    message = _one_line(error.value)
    assert "'MysteryBackend'" in message and "EthosUBackend" in message and "TOSABackend" in message


def test_registered_executor_runs_the_delegate(tosa_pte, monkeypatch):
    data, inputs = tosa_pte
    monkeypatch.setattr(delegates, "_EXECUTORS", dict(delegates._EXECUTORS))
    calls = []

    def executor(blob, tensors, compile_specs):
        calls.append((len(blob), [t.dtype for t in tensors], [s.key for s in compile_specs]))
        return [torch.full((1, 10), 7, dtype=torch.int16)]  # the logits are int16

    register_delegate_executor("MysteryBackend", executor)
    program = armnpu.load(edit_program(data, _rename_backend))
    (out,) = program(*inputs)
    assert calls == [(program.delegates[0].blob_size, [torch.int8], ["output_format", "tosa_spec"])]
    assert out.shape == (1, 10) and torch.all(out == out[0, 0])  # the dequantized constant 7


def test_delegate_returning_the_wrong_shape(tosa_pte, monkeypatch):
    data, inputs = tosa_pte
    monkeypatch.setattr(delegates, "_EXECUTORS", dict(delegates._EXECUTORS))
    register_delegate_executor("MysteryBackend", lambda blob, tensors, specs: [torch.zeros(3, dtype=torch.int8)])
    with pytest.raises(ArmNpuError, match=r"output 0 is int8 \[3\], the program expects int16 \[1, 10\]"):
        armnpu.load(edit_program(data, _rename_backend))(*inputs)


def test_corrupted_tosa_graph(tosa_pte):
    data, inputs = tosa_pte

    def cut_graph(program):
        blob = program.backend_delegate_data[0].data
        program.backend_delegate_data[0].data = blob[: len(blob) // 2]

    with pytest.raises(ArmNpuError) as error:
        armnpu.load(edit_program(data, cut_graph))(*inputs)
    assert "TOSABackend" in _one_line(error.value)


def test_reference_model_crash_is_an_error(tosa_pte):
    """The reference model runs in a worker process: its crash is reported, and the next run works."""
    data, inputs = tosa_pte
    program = armnpu.load(data)
    want = program(*inputs)
    os.kill(delegates._TOSA_WORKER._process.pid, signal.SIGKILL)
    with pytest.raises(ProgramFormatError, match="crashed") as error:
        program(*inputs)
    _one_line(error.value)
    assert all(torch.equal(a, b) for a, b in zip(program(*inputs), want))
