"""Example models compiled for TOSA-1.0+INT, saved to a file, loaded and run by armnpu.load:
equal to the host reference of the edge program, and within a quantum of the quantized model."""

import pytest
import torch

import armnpu
from armnpu.examples import calibration_inputs, get_example
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import output_scales

FAST = ["tiny_cnn", "tiny_mlp", "ds_cnn"]
SLOW = ["conv1d_speech", "small_unet"]  # fully delegated too, but their compiles take longer
# Same allowance as tests/models: tie rounding (TOSA half up, torch half even) can compound.
# The runtime must equal the host reference exactly (asserted below). Against the quantized
# model, a deep network's 1-quantum rounding differences compound: tests/models checks
# small_unet's accuracy by SQNR; here its max difference is only bounded.
MAX_QUANTA = {"small_unet": 6}


@pytest.fixture(scope="module", params=FAST + [pytest.param(name, marks=pytest.mark.slow) for name in SLOW])
def compiled(request, tmp_path_factory):
    name = request.param
    model, inputs = get_example(name).build()
    program = armnpu.compile(model, inputs, target="TOSA-1.0+INT", calibration=calibration_inputs(name, n=4))
    path = program.save(tmp_path_factory.mktemp(name) / f"{name}.pte")
    return name, program, path, inputs


def _batches(name, inputs):
    generator = torch.Generator().manual_seed(3)
    extreme = tuple(torch.sign(torch.randn(t.shape, generator=generator)) * 100.0 for t in inputs)
    zeros = tuple(torch.zeros_like(t) for t in inputs)
    return [tuple(inputs), *calibration_inputs(name, n=2, seed=7), zeros, extreme]


def test_loaded_program_matches_reference_and_quantized_model(compiled):
    name, program, path, inputs = compiled
    loaded = armnpu.load(path)
    scales = output_scales(program, int8_grid=True)
    assert all(scale is not None for scale in scales), "outputs should be dequantized on the CPU"
    for batch in _batches(name, inputs):
        got = loaded(*batch)
        reference = run_edge_program(program.edge_program, batch)
        want = program.quantized_model(*batch)
        want = tuple(want) if isinstance(want, (list, tuple)) else (want,)
        assert len(got) == len(want) == len(reference)
        for g, r, w, scale in zip(got, reference, want, scales):
            assert g.dtype == torch.float32 and g.shape == w.shape
            assert torch.equal(g, r), f"{name}: differs from run_edge_program by {(g - r).abs().max().item()}"
            quanta = (g - w).abs().max().item() / scale
            # float32 dequantized values put a 1-quantum difference at 1 +- 1e-5 quanta
            assert quanta <= MAX_QUANTA.get(name, 1) + 1e-4, f"{name}: {quanta} quanta from the quantized model"


def test_delegates_describe_the_tosa_graph(compiled):
    name, program, path, inputs = compiled
    loaded = armnpu.load(path.read_bytes())
    assert loaded.method_names == ["forward"]
    lowered = [
        getattr(program.edge_program.graph_module, node.target)
        for node in program.edge_program.graph.nodes
        if node.op == "get_attr" and node.target.startswith("lowered_module")
    ]
    (info,) = loaded.delegates
    assert info.backend_id == "TOSABackend"
    assert info.blob_size == len(lowered[0].processed_bytes)
    # The graph takes the quantized inputs in the model's own (NCHW) shapes.
    assert info.input_shapes == [tuple(t.shape) for t in inputs]
    assert info.output_shapes == [tuple(w.shape) for w in loaded(*inputs)]


def test_runs_repeatably(compiled):
    name, program, path, inputs = compiled
    loaded = armnpu.load(path)
    first = loaded(*inputs)
    other = calibration_inputs(name, n=1, seed=11)[0]
    loaded(*other)
    again = loaded.run("forward", *inputs)
    assert all(torch.equal(a, b) for a, b in zip(first, again))
