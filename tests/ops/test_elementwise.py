import pytest
import torch

import armnpu
from armnpu.report_data.collect import from_compiled
from armnpu.verify.delegates import check_delegates, ethosu_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import (
    calibration_batches,
    check_fp,
    check_int,
    max_error_in_quanta,
)


class Binary(torch.nn.Module):
    """`fn(self, *inputs)`, with keyword tensors registered as buffers (constant operands)."""

    def __init__(self, fn, **buffers):
        super().__init__()
        self.fn = fn
        for name, value in buffers.items():
            self.register_buffer(name, value)

    def forward(self, *inputs):
        return self.fn(self, *inputs)


class Residual(torch.nn.Module):
    """ResNet's add + relu: a channels-last convolution output plus the raw (identity-layout) input;
    torchvision writes it in place (`out += identity; relu(inplace=True)`)."""

    def __init__(self, channels=4, inplace=False):
        super().__init__()
        self.conv = torch.nn.Conv2d(channels, channels, 3, padding=1)
        self.relu = torch.nn.ReLU(inplace=inplace)
        self.inplace = inplace

    def forward(self, x):
        out = self.conv(x)
        if self.inplace:
            out += x
        else:
            out = out + x
        return self.relu(out)


def _r(*shape):
    return torch.randn(*shape)


# name → (forward, input shapes, buffers)
CASES = {
    "add": (lambda m, x, y: x + y, [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
    "add_relu": (lambda m, x, y: torch.relu(x + y), [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
    "sub_relu6": (lambda m, x, y: torch.nn.functional.relu6(x - y), [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
    "add_alpha": (lambda m, x, y: torch.add(x, y, alpha=2), [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
    "sub_negative_alpha": (lambda m, x, y: torch.sub(x, y, alpha=-0.5), [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
    "mul": (lambda m, x, y: x * y, [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
    "mul_relu": (lambda m, x, y: torch.relu(x * y), [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
    "square": (lambda m, x: x * x, [(1, 3, 6, 5)], {}),
    "broadcast_channel": (lambda m, x, y: x + y, [(1, 3, 6, 5), (1, 3, 1, 1)], {}),
    "broadcast_first": (lambda m, x, y: x - y, [(1, 3, 1, 1), (1, 3, 6, 5)], {}),
    "broadcast_rank": (lambda m, x, y: x - y, [(1, 3, 6, 5), (5,)], {}),
    "broadcast_both": (lambda m, x, y: x * y, [(2, 3, 1), (1, 4)], {}),
    "broadcast_batch": (lambda m, x, y: x + y, [(4, 3, 5, 5), (1, 3, 5, 5)], {}),
    "rank5": (lambda m, x, y: x * y, [(2, 2, 3, 4, 5), (1, 2, 1, 4, 1)], {}),
    "const_add": (lambda m, x: x + m.c, [(1, 3, 6, 5)], {"c": (3, 1, 1)}),
    "const_sub_left": (lambda m, x: m.c - x, [(1, 3, 6, 5)], {"c": (1, 3, 1, 1)}),
    "const_mul": (lambda m, x: x * m.c, [(1, 3, 6, 5)], {"c": (5,)}),
    "chain": (lambda m, x, y: (x + y) * y - x, [(1, 3, 6, 5), (1, 3, 6, 5)], {}),
}
FP_CASES = ["add", "sub_relu6", "add_alpha", "sub_negative_alpha", "mul", "broadcast_rank", "broadcast_both", "rank5", "const_sub_left", "chain"]


def _model(name):
    torch.manual_seed(0)
    fn, shapes, buffers = CASES[name]
    model = Binary(fn, **{k: _r(*shape) for k, shape in buffers.items()}).eval()
    return model, tuple(_r(*shape) for shape in shapes)


@pytest.mark.parametrize("name", CASES)
def test_elementwise_int(name):
    model, inputs = _model(name)
    worst = check_int(model, inputs)
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", FP_CASES)
def test_elementwise_fp(name):
    model, inputs = _model(name)
    check_fp(model, inputs)


@pytest.mark.parametrize("inplace", [False, True], ids=["functional", "inplace"])
def test_residual_add_relu_int(inplace):
    """Convolution output (channels-last) + input (identity layout), relu fused into the add."""
    torch.manual_seed(0)
    worst = check_int(Residual(inplace=inplace).eval(), (_r(1, 4, 8, 7),))
    print(f"residual: max diff {worst} quanta")


def test_residual_add_relu_fp():
    torch.manual_seed(0)
    check_fp(Residual().eval(), (_r(1, 4, 8, 7),))


aten = torch.ops.aten

# Python-number operands. `x + 1.5` is add.Tensor, whose number the edge transform turns into an
# unquantized tensor constant; add.Scalar keeps the number, and rsub (`2.0 - x`) stays undecomposed.
SCALAR_CASES = {
    "add_scalar": lambda m, x: aten.add.Scalar(x, 1.5),
    "add_scalar_alpha": lambda m, x: aten.add.Scalar(x, 0.5, -3),
    "sub_scalar": lambda m, x: aten.sub.Scalar(x, -0.75),
    "mul_scalar": lambda m, x: aten.mul.Scalar(x, 0.25),
    "mul_scalar_negative": lambda m, x: aten.mul.Scalar(x, -3),
    "rsub": lambda m, x: 2.0 - x,
    "rsub_alpha": lambda m, x: torch.rsub(x, 100.0, alpha=2),
}
FP_ONLY_SCALAR_CASES = {
    "add_tensor_number": lambda m, x: x + 1.5,
    "mul_tensor_number": lambda m, x: x * 0.25,
    "sub_tensor_number_alpha": lambda m, x: torch.sub(x, -0.5, alpha=3),
}


@pytest.mark.parametrize("name", SCALAR_CASES)
def test_scalar_operand_int(name):
    torch.manual_seed(0)
    worst = check_int(Binary(SCALAR_CASES[name]).eval(), (_r(1, 3, 6, 5),))
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", [*SCALAR_CASES, *FP_ONLY_SCALAR_CASES])
def test_scalar_operand_fp(name):
    torch.manual_seed(0)
    check_fp(Binary({**SCALAR_CASES, **FP_ONLY_SCALAR_CASES}[name]).eval(), (_r(1, 3, 6, 5),))


@pytest.mark.parametrize("name", [*FP_ONLY_SCALAR_CASES, "div_tensor_number"])
def test_tensor_op_number_operand_int(name):
    """`x + 1.5` traces as add.Tensor with a number; the decomposition table makes it add.Scalar."""
    torch.manual_seed(0)
    cases = {**FP_ONLY_SCALAR_CASES, "div_tensor_number": lambda m, x: x / 4}
    worst = check_int(Binary(cases[name]).eval(), (_r(1, 3, 6, 5),))
    print(f"{name}: max diff {worst} quanta")


# In place on the model input with a number (`x += 3`; aten.div.Scalar as well): computed as the
# .Scalar op, since a quantized model writes into a dequantized copy of x anyway.
IN_PLACE_NUMBER_CASES = {
    "add_in_place": lambda m, x: x.add_(3),
    "sub_in_place": lambda m, x: x.sub_(0.5),
    "mul_in_place": lambda m, x: x.mul_(3),
    "div_in_place": lambda m, x: x.div_(3),
    "div_scalar": lambda m, x: aten.div.Scalar(x, 3),
}


@pytest.mark.parametrize("name", IN_PLACE_NUMBER_CASES)
def test_number_operand_in_place_int(name):
    torch.manual_seed(0)
    worst = check_int(Binary(IN_PLACE_NUMBER_CASES[name]).eval(), (_r(1, 3, 6, 5),))
    print(f"{name}: max diff {worst} quanta")


class ClampInt64(torch.nn.Module):
    def forward(self, x):
        return torch.clamp(x, torch.tensor(-10), torch.tensor(20))


@pytest.mark.parametrize("target", ["TOSA-1.0+INT", "ethos-u55-128"])
def test_clamp_of_int64_tensors_narrows_once(target):
    """int64 (no TOSA type) is cast to int32 on the CPU, clamped in one delegate, widened back."""
    x = torch.randint(-100, 100, (1, 3, 3))
    compiled = armnpu.compile(ClampInt64(), (x,), target=target)
    assert compiled.num_delegates == 1 and set(compiled.cpu_ops) == {"dim_order_ops._to_dim_order_copy.default"}
    tosa_for_blob = {d.blob: d.tosa for d in ethosu_delegates(compiled)}
    (got,) = run_edge_program(compiled.edge_program, (x,), tosa_for_blob)
    assert got.dtype == torch.int64 and torch.equal(got, ClampInt64()(x))
    if target.startswith("ethos"):
        check_delegates(compiled)


class ConstantOperands(torch.nn.Module):
    """RMSNorm's weight, rotary embedding's table, an added and a multiplied number, a negation."""

    def __init__(self):
        super().__init__()
        self.a, self.b = torch.nn.Linear(16, 16), torch.nn.Linear(16, 16)
        self.weight = torch.nn.Parameter(torch.rand(16) + 0.5)
        self.register_buffer("table", torch.randn(4, 16))

    def forward(self, x):
        h = self.a(x) * self.weight * self.table + 0.5
        return self.b(torch.cat((-(h * 0.125), h), dim=-1)[..., 8:24])


def test_constant_operands_fuse_into_one_npu_operation():
    """Constant and number operands enter the int32 domain by an int8 RESCALE, as tensors do, so
    Vela fuses every operand's RESCALE into the ADD/SUB/MUL: one U85 pass per operation (an int32
    constant kept the other operand's RESCALE a pass of its own; so did NEGATE's input)."""
    torch.manual_seed(0)
    x = torch.randn(1, 4, 16)
    compiled = armnpu.compile(ConstantOperands().eval(), (x,), target="ethos-u85-256",
                              calibration=calibration_batches((x,)), int16_outputs=False)
    (partition,) = from_compiled(compiled).partitions
    elementwise = [layer.op for layer in partition.layers if layer.op not in ("Conv2D", "MemoryCopy")]
    assert elementwise == ["Mul", "Mul", "Add", "Mul", "Sub"], elementwise  # one NPU pass per operation
    check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    assert max_error_in_quanta(compiled, (x,)) <= 1.0
