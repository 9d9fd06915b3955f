import numpy as np
import torch
import torch.nn.functional as F

import armnpu
from armnpu.verify.reference import run_tosa
from tests.ops.harness import calibration_batches, check_fp, check_int


class Upsample(torch.nn.Module):
    """Each mode in `modes` ({kwargs of F.interpolate}) applied to a conv output."""

    def __init__(self, *modes):
        super().__init__()
        self.modes = modes
        self.conv = torch.nn.Conv2d(4, 4, 1)

    def forward(self, x):
        y = self.conv(x)
        return tuple(F.interpolate(y, **mode) for mode in self.modes)


# The U-Net decoder's upsampling: delegated on every target.
UNET = ({"scale_factor": 2}, {"scale_factor": 2, "mode": "bilinear", "align_corners": False})
# Ethos-U85 and TOSA only: the Ethos-U55/U65 have no RESIZE, and Vela runs only 2x, 4x or 8x
# nearest and 2x half-pixel bilinear upscaling there (an upscaled read into a pool or depthwise
# conv), so the partitioner leaves these on the CPU (ops/resize.py says why) - not a miscompile.
GENERAL = (
    {"scale_factor": 3},
    {"size": (7, 15)},
    {"scale_factor": 0.5},
    {"scale_factor": 2, "mode": "bilinear", "align_corners": True},
    {"size": (11, 13), "mode": "bilinear"},
    {"scale_factor": 1.5, "mode": "bilinear"},
)


def test_resize_2x_int():
    torch.manual_seed(0)
    worst = check_int(Upsample(*UNET).eval(), (torch.randn(1, 4, 6, 5),))
    print(f"resize 2x nearest + bilinear: max diff {worst} quanta")


def test_resize_general_int():
    torch.manual_seed(0)
    worst = check_int(Upsample(*GENERAL).eval(), (torch.randn(1, 4, 6, 5),), ethosu_targets=("ethos-u85-256",))
    print(f"resize general: max diff {worst} quanta")


def test_resize_fp():
    torch.manual_seed(0)
    check_fp(Upsample(*UNET, *GENERAL).eval(), (torch.randn(1, 4, 6, 5),))


def test_u55_bilinear_matches_resize_bit_exactly():
    """U55 has no bilinear RESIZE; its nearest + depthwise replacement must equal TOSA RESIZE."""
    torch.manual_seed(0)
    model, x = Upsample(UNET[1]).eval(), torch.randn(1, 4, 6, 5)
    calibration = calibration_batches((x,))
    tosa = armnpu.compile(model, (x,), target="TOSA-1.0+INT", calibration=calibration)
    u55 = armnpu.compile(model, (x,), target="ethos-u55-128", calibration=calibration)
    (lowered,) = [m for m in tosa.edge_program.graph_module.children() if hasattr(m, "processed_bytes")]
    (partition,) = u55.partitions
    rng = np.random.default_rng(0)
    for _ in range(3):
        codes = rng.integers(-128, 128, size=x.shape, dtype=np.int8)
        want = run_tosa(lowered.processed_bytes, [codes])[0]
        got = run_tosa(partition.tosa_flatbuffer, [codes])[0]
        np.testing.assert_array_equal(got, want)


def test_resize_unsupported_on_u55_stays_on_cpu():
    model = Upsample({"scale_factor": 3}, {"scale_factor": 2, "mode": "bilinear", "align_corners": True}).eval()
    compiled = armnpu.compile(model, (torch.randn(1, 4, 6, 5),), target="ethos-u55-128")
    reasons = {r.target: r.reason for r in compiled.rejections if "upsample" in r.target}
    print(reasons)
    assert "only equal 2x, 4x or 8x" in reasons.get("aten.upsample_nearest2d.vec", ""), compiled.summary()
    assert "only 2x upscaling with align_corners=False" in reasons.get("aten.upsample_bilinear2d.vec", "")


def test_resize_beyond_tosa_limits_stays_on_cpu():
    # (A 1x1 input is a broadcast at any scale: see test_resize_of_a_single_pixel_is_a_broadcast.)
    compiled = armnpu.compile(Upsample({"scale_factor": 300}).eval(), (torch.randn(1, 4, 2, 1),), target="TOSA-1.0+INT")
    reasons = [r.reason for r in compiled.rejections if "upsample" in r.target]
    print(reasons)
    assert any("outside TOSA's RESIZE limits" in r for r in reasons), compiled.summary()


class SinglePixel(torch.nn.Module):
    def forward(self, x):
        up = torch.nn.functional.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=True)
        return up, torch.nn.functional.interpolate(x, size=(3, 2), mode="nearest")


def test_resize_of_a_single_pixel_is_a_broadcast():
    """align_corners with a 1x1 input has no TOSA RESIZE form; every sample is the pixel itself."""
    torch.manual_seed(0)
    # Two independent outputs: two partitions.
    worst = check_int(SinglePixel().eval(), (torch.randn(1, 4, 1, 1),), max_quanta=0, delegates=2)
    print(f"single-pixel resize: max diff {worst} quanta")
