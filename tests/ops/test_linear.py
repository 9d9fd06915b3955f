import csv
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
import torch

import armnpu
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import calibration_batches, check_fp, check_int, sqnr_db
from tests.ops.tflite_fully_connected import fully_connected_tflite

U55 = ("ethos-u55-128",)


class Linear(torch.nn.Module):
    def __init__(self, cin, cout, bias=True, act=None):
        super().__init__()
        self.linear = torch.nn.Linear(cin, cout, bias=bias)
        self.act = act or torch.nn.Identity()

    def forward(self, x):
        return self.act(self.linear(x))


class MatMul(torch.nn.Module):
    """addmm / mm with a parameter weight laid out [in, out]."""

    def __init__(self, cin, cout, bias=True):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(cin, cout) / cin**0.5)
        self.bias = torch.nn.Parameter(torch.randn(cout)) if bias else None

    def forward(self, x):
        return torch.addmm(self.bias, x, self.weight) if self.bias is not None else torch.mm(x, self.weight)


class SharedLayer(torch.nn.Module):
    """One layer applied to two tensors of different ranges: its bias is one parameter used twice."""

    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(8, 6)

    def forward(self, x, y):
        return self.linear(x) + self.linear(y * 8)


class DynamicWeight(torch.nn.Module):
    def forward(self, x, weight):
        return torch.nn.functional.linear(x, weight)


# name: (module, input shape, Ethos-U targets, per-channel weights)
CASES = {
    "2d_bias": (lambda: Linear(8, 4), (3, 8), ("ethos-u55-128", "ethos-u85-256"), True),
    "3d_relu_nobias": (lambda: Linear(16, 5, bias=False, act=torch.nn.ReLU()), (2, 3, 16), U55, True),
    "1d_per_tensor": (lambda: Linear(8, 6), (8,), U55, False),
    "4d_relu6": (lambda: Linear(12, 7, act=torch.nn.ReLU6()), (2, 2, 3, 12), (), True),
    "addmm": (lambda: MatMul(8, 6), (4, 8), U55, True),
    "mm": (lambda: MatMul(8, 6, bias=False), (4, 8), (), True),
}


@pytest.mark.parametrize("name", CASES)
def test_linear_int(name):
    torch.manual_seed(0)
    make, shape, targets, per_channel = CASES[name]
    worst = check_int(make().eval(), (torch.randn(shape),), ethosu_targets=targets, per_channel=per_channel)
    print(f"linear {name}: max diff {worst} quanta")


@pytest.mark.parametrize("name", ["3d_relu_nobias", "addmm", "mm"])
def test_linear_fp(name):
    torch.manual_seed(0)
    make, shape, _, _ = CASES[name]
    check_fp(make().eval(), (torch.randn(shape),))


def test_a_layer_applied_twice_adds_its_bias_at_each_input_scale():
    """Each use's int32 bias is quantized at its own input's scale times the weight's (torchao
    gave both uses the first one's: 34 quanta off before)."""
    torch.manual_seed(0)
    worst = check_int(SharedLayer().eval(), (torch.randn(3, 8), torch.randn(3, 8)), int16_outputs=False)
    print(f"shared layer: max diff {worst} quanta")


def test_linear_fp_weight_computed_at_run_time():
    torch.manual_seed(0)
    check_fp(DynamicWeight(), (torch.randn(3, 8), torch.randn(5, 8)))


def test_linear_int_weight_computed_at_run_time_stays_on_cpu():
    compiled = armnpu.compile(DynamicWeight(), (torch.randn(3, 8), torch.randn(5, 8)), target="TOSA-1.0+INT")
    # Rejected whole, linear decomposes; the matrix product it leaves says why it stays.
    assert compiled.cpu_ops.get("aten.mm.default") == 1 and not compiled.num_delegates, compiled.summary()
    assert any("constant weight" in r.reason for r in compiled.rejections), compiled.summary()


class ScaledAddmm(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(8, 4))
        self.bias = torch.nn.Parameter(torch.randn(4))

    def forward(self, x):
        return torch.addmm(self.bias, x, self.weight, beta=0.5)


def test_addmm_with_beta_decomposes():
    """beta/alpha other than 1 make addmm a product, scalings and a sum."""
    torch.manual_seed(0)
    check_int(ScaledAddmm().eval(), (torch.randn(3, 8),))
    check_fp(ScaledAddmm().eval(), (torch.randn(3, 8),))


def _integer_sqnr_db(model, inputs, int16_outputs: bool) -> float:
    """The integer program (the TOSA reference model) against the float model, over held-out inputs."""
    calibration = calibration_batches(inputs)
    compiled = armnpu.compile(model, inputs, target="TOSA-1.0+INT", calibration=calibration,
                              int16_outputs=int16_outputs)
    held_out = [tuple(torch.randn(t.shape, generator=torch.Generator().manual_seed(seed)) for t in inputs)
                for seed in range(7, 11)]
    with torch.no_grad():
        want = torch.cat([model(*batch) for batch in held_out])
    got = torch.cat([run_edge_program(compiled.edge_program, batch)[0] for batch in held_out])
    return sqnr_db(want, got)


def test_int16_logits_are_exact_and_lose_less_than_int8():
    """A classifier head's logits come out in int16 by default: bit-exact like any output, and with
    the int8 output rounding gone, closer to the float model."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 10)).eval()
    inputs = (torch.randn(4, 16),)
    check_int(model, inputs, ethosu_targets=("ethos-u55-128", "ethos-u85-256"))
    gain = _integer_sqnr_db(model, inputs, True) - _integer_sqnr_db(model, inputs, False)
    print(f"int16 logits: {gain:+.2f} dB against int8")
    assert gain > 1.0  # +1.7 dB here: the hidden layer's int8 rounding remains


def _tflite_vela_summary(tflite: bytes, flags: list[str]) -> dict[str, str]:
    """Vela's summary CSV row for a .tflite, compiled with `flags`."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fc.tflite"
        path.write_bytes(tflite)
        # Vela in a child process: it is not re-entrant, and armnpu's own runs share this one.
        subprocess.run([sys.executable, "-m", "ethosu.vela", *flags, f"--output-dir={tmp}", str(path)],
                       check=True, capture_output=True)
        (summary,) = Path(tmp).glob("fc_summary_*.csv")
        with summary.open(newline="") as f:
            return next(csv.DictReader(f))


def test_a_linear_layer_takes_no_more_cycles_than_tflite_through_vela():
    """ExecuTorch issue #21459: Linear(640, 128) + ReLU on ethos-u55-128 took 94,574 cycles through
    the competitor, 12,980 through TFLite and Vela 5.0. The TFLite side is the same layer as an int8
    FULLY_CONNECTED with a fused ReLU, through Vela with armnpu's flags (system config, memory mode)."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(640, 128), torch.nn.ReLU()).eval()
    compiled = armnpu.compile(model, (torch.randn(1, 640),), target="ethos-u55-128",
                              calibration=[(torch.randn(1, 640),) for _ in range(4)])
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    (partition,) = compiled.partitions
    flags = [flag for flag in compiled.spec.compiler_flags if not flag.startswith("--output-format")]
    tflite = _tflite_vela_summary(fully_connected_tflite(640, 128, relu=True), flags)
    print(f"Linear(640, 128)+ReLU, ethos-u55-128: armnpu {partition.summary.npu_cycles} NPU / "
          f"{partition.summary.total_cycles} total cycles, TFLite->Vela {tflite['cycles_npu']} / {tflite['cycles_total']}")
    assert partition.summary.npu_cycles <= int(tflite["cycles_npu"])
    assert partition.summary.total_cycles <= int(tflite["cycles_total"])
