"""Comparisons (each choosing in a where), logical ops and masked_fill, maximum/minimum, abs and neg."""

import pytest
import torch
from executorch.exir import EdgeCompileConfig, ExecutorchBackendConfig, to_edge_transform_and_lower
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_pt2e

import armnpu
from armnpu import EthosUPartitioner, EthosUQuantizer, TOSAPartitioner, TOSAQuantizer, get_symmetric_quantization_config
from armnpu.pipeline import make_compile_spec
from armnpu.verify.delegates import check_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import (
    ETHOSU_TARGETS,
    Fn,
    calibration_batches,
    check_fp,
    check_int,
    sqnr_db,
)

# Vela has no U55/U65 kernel for bool results or SELECT.
U85_ONLY = tuple(t for t in ETHOSU_TARGETS if t.startswith("ethos-u85"))


class Comparisons(torch.nn.Module):
    """Every comparison, of two tensors and of a tensor and a number, each choosing in a where."""

    def forward(self, x, y):
        chosen = torch.cat([
            torch.where(x > y, x, y),
            torch.where(x >= 0.3, x, y),
            torch.where(x < y, y, 0.0),
            torch.where(x <= -0.7, -1.0, x),
            torch.where(torch.eq(x, y) | torch.ne(y, 0.5), x, y),
        ])
        return chosen * 1.5


class Logical(torch.nn.Module):
    def forward(self, x, y):
        a, b = x > 0, y < 0.2
        mask = torch.logical_xor(torch.logical_and(a, b), torch.logical_not(torch.logical_or(a, ~b)))
        return x.masked_fill(mask, -1.5)


class Extrema(torch.nn.Module):
    def forward(self, x, y):
        return torch.maximum(x, y) - torch.minimum(x, y * 0.5) + torch.abs(x) * (-y)


class TensorBounds(torch.nn.Module):
    def forward(self, x, low):
        return torch.clamp(x, low, low + 1.0)


class ConstantBounds(torch.nn.Module):
    """Gemma3n's gradient clipping (bounds of ±1e10, buffers) and a floor that wins for part of x."""

    def __init__(self):
        super().__init__()
        self.register_buffer("limit", torch.tensor(1e10))
        self.register_buffer("floor", torch.tensor(0.25))

    def forward(self, x):
        return torch.clamp(x, -self.limit, self.limit) * torch.clamp(x, self.floor, self.limit)


CASES = {
    "comparisons": (Comparisons, ((2, 3, 8), (2, 1, 8)), U85_ONLY),
    "logical": (Logical, ((1, 4, 6), (1, 4, 6)), U85_ONLY),
    "extrema": (Extrema, ((2, 5, 4), (2, 5, 4)), ETHOSU_TARGETS),
    "clamp_tensor_bounds": (TensorBounds, ((2, 5, 4), (1, 5, 4)), ETHOSU_TARGETS),
    "clamp_constant_bounds": (ConstantBounds, ((2, 5, 4),), ETHOSU_TARGETS),
}


@pytest.mark.parametrize("name", CASES)
def test_compare_int(name):
    module, shapes, targets = CASES[name]
    torch.manual_seed(0)
    inputs = tuple(torch.randn(s) for s in shapes)
    check_int(module().eval(), inputs, ethosu_targets=targets)


@pytest.mark.parametrize("name", CASES)
def test_compare_fp(name):
    module, shapes, _ = CASES[name]
    torch.manual_seed(0)
    check_fp(module().eval(), tuple(torch.randn(s) for s in shapes))


def test_constant_bounds_keep_the_range_of_the_values():
    """Bounds far past the values (1e10) are not observed: x keeps its own int8 range rather than
    a few codes of ±1e10 (0 dB before), and a bound that wins is still exact where it wins."""
    x = torch.randn(2, 5, 4, generator=torch.Generator().manual_seed(0))
    model = ConstantBounds().eval()
    compiled = armnpu.compile(model, (x,), target="TOSA-1.0+INT", calibration=calibration_batches((x,)))
    (got,) = run_edge_program(compiled.edge_program, (x,))
    print(f"SQNR {sqnr_db(model(x), got):.1f} dB")
    assert sqnr_db(model(x), got) > 30


class NegatedBufferBounds(torch.nn.Module):
    """Bounds computed in forward from buffers (`-self.limit`, as in ConstantBounds, and a chain
    of two ops), which the user's flow leaves as float ops on constants."""

    def __init__(self):
        super().__init__()
        self.register_buffer("limit", torch.tensor(0.75))

    def forward(self, x):
        return torch.clamp(x, -self.limit, self.limit) + torch.maximum(x, (self.limit * 0.5).neg())


CONSTANT_OPERANDS_MADE_IN_FORWARD = {
    "maximum_of_a_full": lambda: Fn(lambda x: torch.maximum(x, torch.full_like(x, 0.0)) + 1.0),
    "minimum_of_a_full": lambda: Fn(lambda x: torch.minimum(x, torch.full_like(x, 0.25)) * 2.0),
    "negated_buffers": NegatedBufferBounds,
}


@pytest.mark.parametrize("target", ["TOSA-1.0+INT", "ethos-u55-128"])
@pytest.mark.parametrize("name", CONSTANT_OPERANDS_MADE_IN_FORWARD)
def test_constant_operand_made_in_forward_delegates_in_the_executorch_flow(name, target):
    """A bound made in forward (full_like, as in ExecuTorch's MaxAddZero op test, or -self.limit)
    is a constant operand, left out of the shared observer. armnpu.compile folds it; the user's
    own PT2E + to_edge_transform_and_lower flow does not, and the partitioner takes it into the
    delegate with the op, whose lowering computes and quantizes it. It stayed a float op on the
    CPU, and the maximum with it, before."""
    torch.manual_seed(0)
    x = (torch.rand(4, 5, 6) * 2 - 1,)
    spec = make_compile_spec(target)
    ethos = isinstance(spec, armnpu.EthosUCompileSpec)
    quantizer = (EthosUQuantizer if ethos else TOSAQuantizer)(spec).set_global(get_symmetric_quantization_config())
    model = CONSTANT_OPERANDS_MADE_IN_FORWARD[name]().eval()
    prepared = prepare_pt2e(torch.export.export(model, x).module(check_guards=False), quantizer)
    for batch in calibration_batches(x):
        prepared(*batch)
    quantized = convert_pt2e(prepared)
    partitioner = (EthosUPartitioner if ethos else TOSAPartitioner)(spec)
    edge = to_edge_transform_and_lower(torch.export.export(quantized, x), partitioner=[partitioner],
                                       compile_config=EdgeCompileConfig(_check_ir_validity=False))
    assert partitioner.rejections == []
    data = edge.to_executorch(ExecutorchBackendConfig(extract_delegate_segments=False)).buffer
    # The integer program (TOSA reference model, or the U55 simulator) equals the quantized model.
    (got,) = armnpu.load(data)(*x)
    assert torch.equal(got, quantized(*x))


class Threshold(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c = c

    def forward(self, x):
        return torch.cat([torch.where(x > self.c, x, -x), torch.where(x >= self.c, x, -x), torch.where(x == self.c, x, -x)])


def test_number_threshold_is_exact():
    """x takes the values of its own quantization grid, c falls on and between them: one
    comparison flipped by a rounded threshold would cost far more than a quantum."""
    grid = torch.linspace(-1, 1, 256).reshape(1, 16, 16)
    scale = 2 / 255
    for c in (0.0, 17 * scale - 1, 17.5 * scale - 1, -0.3):
        check_int(Threshold(c).eval(), (grid,), ethosu_targets=())


def test_rank0_comparison_with_a_number():
    """A rank-0 operand and its threshold constant must both be rank 0 (TOSA broadcasts equal ranks only)."""

    class WholeSign(torch.nn.Module):
        def forward(self, x):
            return torch.where(x.sum() > 0.25, x, x * 0.5)

    check_int(WholeSign().eval(), (torch.randn(2, 6),), ethosu_targets=U85_ONLY)


def test_int32_comparison():
    class Positions(torch.nn.Module):
        def forward(self, x):
            index = torch.arange(8, dtype=torch.int32)
            return torch.where(index >= 3, x, 0.0)

    check_fp(Positions().eval(), (torch.randn(2, 8),))


def test_comparison_stays_on_cpu_on_u55():
    compiled = armnpu.compile(Comparisons().eval(), (torch.randn(2, 3, 8), torch.randn(2, 1, 8)), target="ethos-u55-128")
    assert "aten.gt.Tensor" in compiled.cpu_ops, compiled.summary()
    assert any("cannot run on ethos-u55-128" in r.reason for r in compiled.rejections), compiled.summary()


INTEGER_CASES = {
    "shifts": (lambda x: (x << 2) ^ (x >> 1), torch.int8),
    "right_shift_int16": (lambda x: torch.bitwise_right_shift(x, 3) | 5, torch.int16),
    "int32_arithmetic": (lambda x: torch.clamp(x * x - 3 * x + 7, -50, 900), torch.int32),
    "any_all": (lambda x: torch.cat([torch.any(x > 50, 1), torch.all(x > -90, 1)]), torch.int32),
}


@pytest.mark.parametrize("name", INTEGER_CASES)
def test_integer_ops_are_exact(name):
    fn, dtype = INTEGER_CASES[name]

    class Integer(torch.nn.Module):
        def forward(self, x):
            return fn(x)

    x = torch.randint(-100, 100, (2, 3, 5), dtype=dtype)
    compiled = armnpu.compile(Integer(), (x,), target="TOSA-1.0+INT")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    assert torch.equal(run_edge_program(compiled.edge_program, (x,))[0], fn(x))


@pytest.mark.parametrize("op", [torch.gt, torch.ge, torch.lt, torch.le, torch.eq, torch.ne])
def test_number_on_a_code_matches_float32_dequantization(op):
    """ones(5) quantizes to the top code, which dequantizes (in float32) to 1 within rounding,
    while 1.0 / scale is not an integer: the comparison must come out as the quantized model's."""

    class Compare(torch.nn.Module):
        def forward(self, x):
            return op(x, 1.0)

    x = torch.ones(5)
    compiled = armnpu.compile(Compare(), (x,), target="TOSA-1.0+INT", calibration=[(x,)])
    assert torch.equal(run_edge_program(compiled.edge_program, (x,))[0], compiled.quantized_model(x))


U55_SHIFTS = {
    "left_int8_overflowing": (lambda x, s: x << 3, torch.int8),
    "left_by_tensor_int16": (lambda x, s: torch.bitwise_left_shift(x, s), torch.int16),
    "right_int8": (lambda x, s: x >> 2, torch.int8),
    "right_by_tensor_int8": (lambda x, s: torch.bitwise_right_shift(x, s), torch.int8),
}


@pytest.mark.parametrize("name", U55_SHIFTS)
def test_u55_shifts_widen_and_wrap(name, tmp_path):
    # Vela shifts int32 only on the U55: the program widens, shifts, wraps (torch's overflow) and narrows.
    fn, dtype = U55_SHIFTS[name]

    class Shift(torch.nn.Module):
        def forward(self, x, s):
            return fn(x, s)

    info = torch.iinfo(dtype)
    x = torch.randint(info.min, info.max + 1, (2, 3, 5), dtype=dtype, generator=torch.Generator().manual_seed(0))
    s = torch.randint(0, 8, (2, 3, 5), dtype=dtype, generator=torch.Generator().manual_seed(1))
    compiled = armnpu.compile(Shift(), (x, s), target="ethos-u55-128")
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    compiled.save(tmp_path / "shift.pte")
    (got,) = armnpu.load(tmp_path / "shift.pte")(x, s)  # the Ethos-U delegate runs on the simulator
    assert torch.equal(got, fn(x, s))
    if "tensor" not in name:  # random shift amounts past the width are unpredictable in TOSA
        check_delegates(compiled)
