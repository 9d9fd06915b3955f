import pytest
import torch

from tests.ops.harness import check_fp, check_int


class Product(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *inputs):
        return self.fn(*inputs)


class ByParameter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(8, 5))

    def forward(self, x):
        return x @ self.weight


# name -> (product of activations, input shapes)
CASES = {
    "bmm": (torch.bmm, ((2, 3, 4), (2, 4, 5))),
    "mm": (torch.mm, ((3, 4), (4, 6))),
    "matmul_4d": (lambda a, b: a @ b.transpose(-2, -1), ((1, 2, 3, 8), (1, 2, 5, 8))),
    "matmul_broadcast": (torch.matmul, ((2, 3, 4), (1, 4, 6))),
    "matmul_relu": (lambda a, b: torch.relu(a @ b), ((1, 4, 6), (1, 6, 3))),
}


@pytest.mark.parametrize("name", CASES)
def test_matmul_int(name):
    fn, shapes = CASES[name]
    torch.manual_seed(0)
    worst = check_int(Product(fn).eval(), tuple(torch.randn(s) for s in shapes))
    print(f"{name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", CASES)
def test_matmul_fp(name):
    fn, shapes = CASES[name]
    torch.manual_seed(0)
    check_fp(Product(fn).eval(), tuple(torch.randn(s) for s in shapes))


def test_matmul_by_parameter():
    torch.manual_seed(0)
    worst = check_int(ByParameter().eval(), (torch.randn(2, 3, 8),))
    print(f"x @ W: max diff {worst} quanta")
