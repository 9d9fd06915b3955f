import pytest
import torch

from tests.ops.harness import check_fp, check_int


def _layer_norm(shape, affine=True):
    torch.manual_seed(0)
    module = torch.nn.LayerNorm(shape, elementwise_affine=affine).eval()
    if affine:
        with torch.no_grad():
            module.weight.uniform_(0.5, 1.5)
            module.bias.uniform_(-1, 1)
    return module


LAYER_NORM_CASES = {
    "last_dim": ((8,), (1, 4, 8), True),
    "two_dims": ((3, 5), (2, 3, 5), True),
    "no_affine": ((6,), (1, 2, 6), False),
}


# The integer mean rounds ties up (TOSA RESCALE) where the quantized model's float mean rounds
# them to even; a one-quantum step in the mean, through rsqrt's steep table near zero variance,
# moves the output by a few quanta.
LAYER_NORM_QUANTA = 8


@pytest.mark.parametrize("name", LAYER_NORM_CASES)
def test_layer_norm_int(name):
    shape, input_shape, affine = LAYER_NORM_CASES[name]
    worst = check_int(_layer_norm(shape, affine), (torch.randn(input_shape),), max_quanta=LAYER_NORM_QUANTA)
    print(f"layer_norm {name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", LAYER_NORM_CASES)
def test_layer_norm_fp(name):
    shape, input_shape, affine = LAYER_NORM_CASES[name]
    check_fp(_layer_norm(shape, affine), (torch.randn(input_shape),), atol=1e-4, rtol=1e-4)
