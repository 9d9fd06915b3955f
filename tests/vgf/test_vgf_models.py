"""The bundled CNN and transformer examples compiled for VGF (INT and FP) and run on the host."""

import pytest

from armnpu.examples import calibration_inputs, get_example
from tests.vgf.harness import check_vgf_fp, check_vgf_int, requires_vgf

pytestmark = requires_vgf

# Deep networks compound 1-quantum rounding differences (TOSA rounds ties up, torch to even), as
# in tests/models: the bit-exact check against the TOSA reference is what holds them here.
MAX_QUANTA = {"tiny_cnn": 2, "tiny_vit": 4, "mobilenet_v2": float("inf")}
DEFAULT, SLOW = ["tiny_cnn"], ["tiny_vit", "mobilenet_v2"]


def _check_int(name, tmp_path):
    model, inputs = get_example(name).build()
    batches = [inputs, *calibration_inputs(name, n=2, seed=7)]
    worst = check_vgf_int(model, inputs, tmp_path, calibration=calibration_inputs(name, n=4), batches=batches,
                          max_quanta=MAX_QUANTA[name])
    print(f"{name}: VGF == TOSA reference; {worst} quanta from the quantized model")


def _check_fp(name, tmp_path):
    model, inputs = get_example(name).build()
    check_vgf_fp(model, inputs, tmp_path, batches=[inputs, *calibration_inputs(name, n=1, seed=7)])


@pytest.mark.parametrize("name", DEFAULT)
def test_model_int(name, tmp_path):
    _check_int(name, tmp_path)


@pytest.mark.parametrize("name", DEFAULT)
def test_model_fp(name, tmp_path):
    _check_fp(name, tmp_path)


@pytest.mark.slow
@pytest.mark.long
@pytest.mark.parametrize("name", SLOW)
def test_large_model_int(name, tmp_path):
    _check_int(name, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("name", SLOW)
def test_large_model_fp(name, tmp_path):
    _check_fp(name, tmp_path)
