"""A program compiled for Ethos-U: it loads, its delegate describes the Vela blob, and running it
goes to the NPU simulator, or fails with a clear error when the simulator is missing."""

import importlib
import sys

import pytest
import torch

import armnpu
from armnpu.examples import calibration_inputs, get_example
from armnpu.runtime import (
    DelegateUnavailableError,
    delegates,
    register_delegate_executor,
)
from armnpu.verify.reference import run_tosa
from tests.ops.harness import output_scales


@pytest.fixture(scope="module")
def ethosu(tmp_path_factory):
    model, inputs = get_example("tiny_cnn").build()
    program = armnpu.compile(model, inputs, target="ethos-u55-128", calibration=calibration_inputs("tiny_cnn", n=2))
    return program, program.save(tmp_path_factory.mktemp("u55") / "tiny_cnn_u55.pte"), inputs


def _tosa_of(partition, seen=None):
    """An executor running the TOSA graph Vela compiled for `partition` in the reference model."""

    def run(blob, tensors, compile_specs):
        if seen is not None:
            seen.append(blob)
        return [torch.from_numpy(out) for out in run_tosa(partition.tosa_flatbuffer, [t.numpy() for t in tensors])]

    return run


def _without_leading_ones(shape):
    shape = list(shape)
    while len(shape) > 1 and shape[0] == 1:
        shape.pop(0)
    return tuple(shape)


def test_loads_and_lists_the_vela_blob(ethosu):
    program, path, inputs = ethosu
    loaded = armnpu.load(path)
    assert loaded.method_names == ["forward"]
    (info,) = loaded.delegates
    (partition,) = program.partitions
    assert info.backend_id == "EthosUBackend"
    assert info.blob_size == partition.blob_size
    # Vela describes IO as 6-D shapes with leading 1s: the int8 input image and the 10 logits. It
    # folds the RESHAPE before the U55's first TRANSPOSE (C, H*W -> H*W, C) into the input, so the
    # image is described as 3 x 256; the runtimes (ExecuTorch's too) check byte counts.
    assert [len(s) for s in info.input_shapes + info.output_shapes] == [6, 6]
    assert _without_leading_ones(info.input_shapes[0]) == (3, 16 * 16) == (inputs[0].shape[1], inputs[0][0, 0].numel())
    assert _without_leading_ones(info.output_shapes[0]) == (10,)


def test_missing_simulator_is_a_clear_error(ethosu, monkeypatch):
    program, path, inputs = ethosu
    monkeypatch.setitem(sys.modules, "armnpu.npu.executor", None)  # as if the simulator were not installed
    loaded = armnpu.load(path)
    with pytest.raises(DelegateUnavailableError) as error:
        loaded(*inputs)
    message = str(error.value)
    assert "\n" not in message and "simulator" in message and "EthosUBackend" in message


def test_registered_executor_runs_the_partition(ethosu, monkeypatch):
    """Any executor can stand in for the NPU: here the TOSA graph Vela compiled, in the reference model."""
    program, path, inputs = ethosu
    (partition,) = program.partitions
    monkeypatch.setattr(delegates, "_EXECUTORS", dict(delegates._EXECUTORS))
    seen = []
    register_delegate_executor("EthosUBackend", _tosa_of(partition, seen))
    (got,) = armnpu.load(path)(*inputs)
    assert seen and len(seen[0]) == partition.blob_size
    (scale,) = output_scales(program)
    assert (got - program.quantized_model(*inputs)).abs().max().item() / scale <= 1 + 1e-4


def test_a_program_loaded_with_its_own_executor_uses_it_and_leaves_the_registry(ethosu):
    """`load(..., executors=...)`: one program on the reference model beside others on the simulator."""
    program, path, inputs = ethosu
    (partition,) = program.partitions
    seen = []
    registered = delegates.executor_for("EthosUBackend")
    armnpu.load(path, executors={"EthosUBackend": _tosa_of(partition, seen)})(*inputs)
    assert len(seen) == 1 and delegates.executor_for("EthosUBackend") is registered


def test_signature_gives_the_shapes_and_dtypes_of_inputs_and_outputs(ethosu):
    program, path, inputs = ethosu
    (image,), (logits,) = armnpu.load(path).signature()
    assert (image.shape, image.dtype, logits.shape, logits.dtype) == ((1, 3, 16, 16), torch.float32, (1, 10), torch.float32)


def _simulator_available() -> bool:
    try:
        return hasattr(importlib.import_module("armnpu.npu.executor"), "run_ethosu_delegate")
    except ImportError:
        return False


@pytest.mark.skipif(not _simulator_available(), reason="the Ethos-U simulator (armnpu.npu) is not installed")
def test_simulator_matches_the_tosa_graph_bit_exactly(ethosu, monkeypatch):
    program, path, inputs = ethosu
    (partition,) = program.partitions
    loaded = armnpu.load(path)
    batches = [inputs, *calibration_inputs("tiny_cnn", n=2, seed=7)]
    on_npu = [loaded(*batch) for batch in batches]
    monkeypatch.setattr(delegates, "_EXECUTORS", dict(delegates._EXECUTORS))
    seen = []
    register_delegate_executor("EthosUBackend", _tosa_of(partition, seen))
    on_reference = [loaded(*batch) for batch in batches]
    assert len(seen) == len(batches)  # registered after the program ran: it takes over all the same
    for a, b in zip(on_npu, on_reference):
        assert torch.equal(a[0], b[0])


class _AnyPositive(torch.nn.Module):
    def forward(self, x):
        return (x > 0).any(dim=-1)


def test_a_bool_output_of_the_npu_arrives_as_bool(tmp_path):
    # The NPU writes a bool result as bytes; the program's output tensor is bool.
    x = torch.tensor([[-1.0, 2.0, -3.0], [-1.0, -2.0, -0.5], [0.5, 0.25, 1.0]])
    program = armnpu.compile(_AnyPositive().eval(), (x,), target="ethos-u85-256")
    assert program.num_delegates == 1 and not program.cpu_ops, program.summary()
    (got,) = armnpu.load(program.save(tmp_path / "any.pte"))(x)
    assert got.dtype == torch.bool and got.tolist() == [True, False, True]
