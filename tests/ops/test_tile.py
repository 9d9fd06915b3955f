import pytest
import torch

from tests.ops.harness import check_fp, check_int


class Tiles(torch.nn.Module):
    """repeat/tile/expand of a conv output (NHWC in TOSA) and of the input (torch layout),
    with new leading dims, all feeding a cat so the model is one partition."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 3, 1)

    def forward(self, x):
        y = self.conv(x)
        outs = (
            y.repeat(1, 2, 1, 3),
            torch.tile(y, (2,)),
            y[:, :, :1].expand(1, 3, 4, 5),
            y[:, :1].expand(2, 3, 4, 5),
            y[0, 0, 0].repeat(2, 3),
            y[0, 0, :, :1].expand(2, 3, 4, 5),
        )
        return torch.cat([o.reshape(-1) for o in outs])


class TileIntoAdd(torch.nn.Module):
    """A tile of the input (torch layout) whose copies are rescaled for an add."""

    def forward(self, x):
        return x.repeat(1, 1, 2, 1) + 1.0


def test_tile_int():
    torch.manual_seed(0)
    worst = check_int(Tiles().eval(), (torch.randn(1, 3, 4, 5),), max_quanta=1)
    print(f"tile: max diff {worst} quanta")


def test_tile_into_rescale_int():
    """On the Ethos-U55 Vela 5.2 writes every copy of a TILE that feeds a RESCALE at the first
    one's address: armnpu rescales the TILE's input, then tiles (vela-workaround in
    armnpu.tosa.lowering), and the simulator equals the reference model (gemma3n-text's repeat)."""
    torch.manual_seed(0)
    worst = check_int(TileIntoAdd().eval(), (torch.randn(1, 3, 4, 5),), max_quanta=1)
    print(f"tile into add: max diff {worst} quanta")


@pytest.mark.parametrize("repeats", [(2,), (2, 1), (1, 2, 3), (2, 1, 2, 4)])
def test_repeat_adds_leading_dims_int(repeats):
    """repeat with more repeats than dims, on the input's own layout, then a conv's input."""

    class Repeat(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = torch.nn.Conv2d(1, 2, 1)

        def forward(self, x):
            y = x.repeat(repeats)
            return self.conv(y.reshape(1, 1, -1, y.shape[-1]))

    worst = check_int(Repeat().eval(), (torch.randn(3),), max_quanta=1)
    print(f"repeat {repeats}: max diff {worst} quanta")


def test_tile_fp():
    torch.manual_seed(0)
    check_fp(Tiles().eval(), (torch.randn(1, 3, 4, 5),))
