"""Creation ops become constants of the delegate; casts become TOSA CAST, a relabelling
(integer → quantized float) or, for constants, a compile-time conversion."""

from __future__ import annotations

import pytest
import torch

import armnpu
from armnpu.verify.delegates import check_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import check_fp, check_int, max_error_in_quanta, sqnr_db
from tests.ops.test_gather import assert_stays_on_cpu


class AddCreated(torch.nn.Module):
    def __init__(self, make):
        super().__init__()
        self.make = make

    def forward(self, x):
        return x + self.make(x)


CREATIONS = {
    "full": lambda x: torch.full((2, 3), -0.75),
    "zeros": lambda x: torch.zeros(2, 3),
    "ones": lambda x: torch.ones(3),
    "arange": lambda x: torch.arange(0.0, 1.5, 0.5),
    "eye": lambda x: torch.eye(2, 3),
    "linspace": lambda x: torch.linspace(-1, 1, 3),
    "scalar_tensor": lambda x: torch.scalar_tensor(0.25),
    "full_like": lambda x: torch.full_like(x, 0.5),
    # An int64 arange made int32 before annotation: the dtype assert its .to() leaves follows.
    "arange_int64_to_float": lambda x: torch.arange(x.shape[-1]).to(x.dtype) * 0.25,
    "fill": lambda x: torch.zeros_like(x).fill_(2.0),
}


@pytest.mark.parametrize("name", CREATIONS)
def test_creation_int(name):
    worst = check_int(AddCreated(CREATIONS[name]), (torch.randn(2, 3),))
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", ["full", "arange", "eye", "full_like", "arange_int64_to_float"])
def test_creation_fp(name):
    check_fp(AddCreated(CREATIONS[name]), (torch.randn(2, 3),))


def test_int64_constant_is_created_as_int32():
    """Like the competitor: torch.arange(n, dtype=long) + x keeps the add on the CPU (an integer
    operand is not quantized). The constant is int32 in the quantized reference model, and
    compile folds it (passes/constant_folding.py), so no delegate is left to create it."""
    x = torch.randn(10)
    module = AddCreated(lambda x: torch.arange(10, dtype=torch.int64))
    compiled = armnpu.compile(module.eval(), (x,), target="TOSA-1.0+INT")
    assert compiled.num_delegates == 0, compiled.summary()
    assert compiled.cpu_ops.get("aten.add.Tensor") == 1, compiled.summary()
    arange = next(n for n in compiled.quantized_model.graph.nodes if "arange" in str(n.target))
    assert arange.meta["val"].dtype == torch.int32
    (ran,) = run_edge_program(compiled.edge_program, (x,))
    assert torch.equal(ran, compiled.quantized_model(x))


class IntToFloat(torch.nn.Module):
    def forward(self, counts, x):
        return counts.to(torch.float32) * 0.1 + x


class IntToInt(torch.nn.Module):
    """A cast, and a gather so that the delegate computes something besides it."""

    def __init__(self, dtype):
        super().__init__()
        self.dtype = dtype
        self.register_buffer("order", torch.tensor([4, 0, 2, 2], dtype=torch.int32))

    def forward(self, x):
        return torch.index_select(x.to(self.dtype), 1, self.order)


@pytest.mark.parametrize("dtype", [torch.int8, torch.int16, torch.int32])
def test_integer_to_float_cast_int(dtype):
    """The integers enter the quantized graph with scale 1: the quantize node after the cast
    is a RESCALE, equal to quantize(float(count)) up to rounding ties (one quantum)."""
    counts = torch.randint(-20, 20, (2, 6), dtype=dtype)
    x = torch.randn(2, 6)
    compiled = armnpu.compile(IntToFloat().eval(), (counts, x), target="TOSA-1.0+INT")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    for batch in [(counts, x), (counts.flip(0), torch.randn(2, 6))]:
        (got,) = run_edge_program(compiled.edge_program, batch)
        want = compiled.quantized_model(*batch)
        scale = float(next(n for n in compiled.edge_program.graph.nodes if n.op == "output").args[0][0].args[1])
        assert (got - want).abs().max().item() <= scale * 1.0001


@pytest.mark.parametrize("source, target", [(torch.int8, torch.int32), (torch.int32, torch.int8), (torch.int16, torch.int8)])
def test_integer_casts_tosa(source, target):
    x = torch.randint(-100, 100, (2, 5), dtype=source)
    compiled = armnpu.compile(IntToInt(target).eval(), (x,), target="TOSA-1.0+INT")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    (got,) = run_edge_program(compiled.edge_program, (x,))
    assert got.dtype == target and torch.equal(got, IntToInt(target)(x))


def test_u55_cannot_downcast_int32():
    x = torch.randint(-100, 100, (2, 5), dtype=torch.int32)
    assert_stays_on_cpu(IntToInt(torch.int8), (x,), "dim_order_ops._to_dim_order_copy.default", "down-cast from int32")


def test_int64_cast_of_an_input_stays_on_cpu():
    ids = torch.tensor([[3, 1, 0, 5, 2]])
    compiled = armnpu.compile(IntToInt(torch.int32).eval(), (ids,), target="TOSA-1.0+INT")
    assert compiled.num_delegates == 1 and compiled.cpu_ops == {"dim_order_ops._to_dim_order_copy.default": 1}
    assert any("int64 has no TOSA type" in r.reason for r in compiled.rejections), compiled.summary()
    (got,) = run_edge_program(compiled.edge_program, (ids,))
    assert torch.equal(got, IntToInt(torch.int32)(ids))


class MaskedByCast(torch.nn.Module):
    """Gemma3n's conformer block: activations times its validity mask cast to float."""

    def forward(self, x, padded):
        return x * (~padded).unsqueeze(-1).to(x.dtype)


def test_bool_to_float_cast_on_the_u85_simulator():
    """Vela writes the cast as CMP_NE then AND 1 and fuses the quantize's x255 RESCALE into the
    AND's OFM scale: the simulator scales bitwise results like arithmetic ones, where it gave 1
    for true (96 of 256 values differed from the TOSA reference)."""
    generator = torch.Generator().manual_seed(0)
    x, padded = torch.randn(1, 8, 32, generator=generator), torch.rand(1, 8, generator=generator) > 0.5
    calibration = [(torch.randn(1, 8, 32, generator=generator), padded) for _ in range(3)]
    compiled = armnpu.compile(MaskedByCast().eval(), (x, padded), target="ethos-u85-256", calibration=calibration)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    check_delegates(compiled)
    assert max_error_in_quanta(compiled, (x, padded)) <= 1.0


def test_float_to_int_is_not_lowered_in_fp():
    compiled = armnpu.compile(IntToInt(torch.int32).eval(), (torch.randn(2, 3),), target="TOSA-1.0+FP")
    assert any("truncates" in r.reason for r in compiled.rejections), compiled.summary()


class EmbeddingThenNorm(torch.nn.Module):
    """T5's first layer: an embedding, T5LayerNorm's dtype-keeping `hidden.to(torch.float32)`, an
    RMS normalisation and the residual; the cast's result, transposed, is an output too. Row i of
    the table runs from -1 (row 0) to 1 (row 31)."""

    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(32, 8)
        with torch.no_grad():
            self.embed.weight.copy_(torch.linspace(-1, 1, 256).reshape(32, 8))

    def forward(self, ids):
        x = self.embed(ids).to(torch.float32)
        return x.transpose(1, 2), x + x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)


def test_float_cast_keeps_the_embedding_qparams():
    """An embedding's qparams are the table's, and a cast that keeps the float dtype shares them.
    Unannotated, its users observed it anew over the rows the calibration ids read (|value| <= 0.5
    here) and the cast requantized every other row into that range: on ids the calibration did
    not see, the cast's result read 8.3 dB against the float rows, 46.7 now."""
    module = EmbeddingThenNorm().eval()
    middle = [(torch.arange(8, 24, dtype=torch.int32).roll(seed).reshape(2, 8),) for seed in range(4)]
    outer = torch.cat([torch.arange(0, 8), torch.arange(24, 32)]).to(torch.int32).reshape(2, 8)
    compiled = armnpu.compile(module, middle[0], target="TOSA-1.0+INT", calibration=middle)
    fidelity = sqnr_db(module(outer)[0], compiled.quantized_model(outer)[0])
    print(f"the cast on held-out rows: {fidelity:.1f} dB")
    assert fidelity > 40
    assert max_error_in_quanta(compiled, (outer,)) <= 1
