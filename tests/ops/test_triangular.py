import torch

from tests.ops.harness import check_fp, check_int


class Triangles(torch.nn.Module):
    """tril/triu with diagonals past both ends, on a conv output (NHWC in TOSA) and on the input."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 3, 1)

    def forward(self, x):
        y = self.conv(x)
        return (
            torch.tril(y),
            torch.tril(y, 2),
            torch.triu(y, -1),
            torch.triu(y, 9),
            torch.tril(x, -9) + y,
            torch.tril(y[0, 0]),
        )


def test_triangular_int():
    """The masked-out elements are the zero point, the others move unchanged: bit-exact."""
    torch.manual_seed(0)
    worst = check_int(Triangles().eval(), (torch.randn(1, 3, 4, 5),), max_quanta=0)
    print(f"tril/triu: max diff {worst} quanta")


def test_triangular_fp():
    torch.manual_seed(0)
    check_fp(Triangles().eval(), (torch.randn(1, 3, 4, 5),))
