"""torch.prod (armnpu.passes.decompositions.product): products over a dim of odd and even
length, kept or dropped, and over the whole tensor, against the quantized model (INT, with the
NPU simulator bit-exact) and eager PyTorch (FP)."""

import pytest
import torch

from tests.ops.harness import check_fp, check_int


class Products(torch.nn.Module):
    """Products of a conv output (NHWC in TOSA: channels innermost) over channels (odd: 5),
    height (even: 4) kept, and width; a product of everything scales the input."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 5, 1)

    def forward(self, x):
        y = torch.sigmoid(self.conv(x)) + 0.5  # factors near 1 keep long products in range
        return torch.prod(y, 1), torch.prod(y, 2, keepdim=True), torch.prod(y, -1)


class WholeProduct(torch.nn.Module):
    def forward(self, x):
        return torch.prod(torch.tanh(x) + 1.0) * x


CASES = {
    "dims": (Products, (1, 3, 4, 6)),
    "whole": (WholeProduct, (2, 3)),
}


@pytest.mark.parametrize("name", CASES)
def test_prod_int(name):
    make, shape = CASES[name]
    torch.manual_seed(0)
    check_int(make().eval(), (torch.randn(shape),))


@pytest.mark.parametrize("name", CASES)
def test_prod_fp(name):
    make, shape = CASES[name]
    torch.manual_seed(0)
    check_fp(make().eval(), (torch.randn(shape),))


def test_integer_products_stay_whole():
    """torch multiplies integers into int64, which TOSA lacks: the decomposition leaves them."""
    from armnpu.passes.decompositions.product import _float_input

    graph = torch.fx.Graph()
    x = graph.placeholder("x")
    x.meta["val"] = torch.zeros(2, 3, dtype=torch.int32)
    node = graph.call_function(torch.ops.aten.prod.dim_int, (x, 1))
    assert not _float_input(node, None)
    x.meta["val"] = torch.zeros(2, 3)
    assert _float_input(node, None)
