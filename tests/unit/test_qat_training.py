"""QAT as a user runs it: a conv-BN-ReLU-linear classifier trained on real data (sklearn's
8x8 digits, bundled with scikit-learn) with per-channel fake-quantized weights, then compiled
for ethos-u55-128 and run on the simulator against its own fake-quant model, with int8 logits
and with the quantizer's default int16 logits."""

import pytest
import torch
from sklearn.datasets import load_digits
from torchao.quantization.pt2e import move_exported_model_to_eval
from torchao.quantization.pt2e.quantize_pt2e import convert_pt2e, prepare_qat_pt2e

import armnpu
from armnpu import EthosUCompileSpec, EthosUQuantizer, get_symmetric_quantization_config
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import output_scales


class DigitNet(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(1, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.pool = torch.nn.AvgPool2d(2)
        self.fc = torch.nn.Linear(8 * 4 * 4, 10)

    def forward(self, x):
        return self.fc(torch.flatten(self.pool(torch.relu(self.bn(self.conv(x)))), 1))


def _digits() -> tuple[torch.Tensor, torch.Tensor]:
    data = load_digits()
    images = torch.tensor(data.images / 16.0, dtype=torch.float32).unsqueeze(1)
    return images, torch.tensor(data.target)


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
@pytest.mark.parametrize("int16_logits", [False, True], ids=["int8-logits", "int16-logits"])
def test_qat_with_batchnorm_trains_and_runs_on_the_u55(int16_logits: bool):
    torch.manual_seed(0)
    images, labels = _digits()
    batch = 64
    example = (images[:batch],)
    graph_module = torch.export.export(DigitNet().train(), example).module(check_guards=False)
    spec = EthosUCompileSpec("ethos-u55-128")
    quantizer = EthosUQuantizer(spec).set_global(get_symmetric_quantization_config(is_per_channel=True, is_qat=True))
    quantizer.set_int16_outputs(int16_logits)
    prepared = prepare_qat_pt2e(graph_module, quantizer)
    optimizer = torch.optim.Adam(prepared.parameters(), lr=0.01)
    epoch_losses = []
    for _ in range(3):
        total = 0.0
        for start in range(0, len(images) - batch + 1, batch):
            optimizer.zero_grad()
            loss = torch.nn.functional.cross_entropy(prepared(images[start:start + batch]), labels[start:start + batch])
            loss.backward()
            optimizer.step()
            total += loss.item()
        epoch_losses.append(total)
    print(f"QAT epoch losses: {[round(v, 2) for v in epoch_losses]}")
    assert epoch_losses[-1] < 0.5 * epoch_losses[0], epoch_losses

    converted = convert_pt2e(move_exported_model_to_eval(prepared))
    accuracy = (converted(images).argmax(1) == labels).float().mean().item()
    assert accuracy > 0.8, f"fake-quant accuracy {accuracy:.2f}"

    compiled = armnpu.compile(converted, example, target="ethos-u55-128", quantize_model=False)
    assert compiled.num_delegates == 1 and not compiled.cpu_ops, compiled.summary()
    check_delegates(compiled)  # the simulator equals the reference model bit for bit
    program = armnpu.load(compiled.buffer)
    (scale,) = output_scales(compiled)
    # Counted in int8 logit steps either way (an int16 step is 1/256 of the int8 step of the same
    # range): a quantum off in the int8 pooled features (below) moves a logit by |w| * s_pool
    # whatever the logit's width, so in int16 steps the same error would read 256 times larger.
    step = scale * 256 if int16_logits else scale
    quanta = []
    for start in (0, 640, 1280):
        x = images[start:start + batch]
        (got,) = program(x)
        quanta.append(((got - converted(x)).abs() / step).round().flatten())
    quanta = torch.cat(quanta)
    within_one = (quanta <= 1).float().mean().item()
    print(f"U55 program vs fake-quant model: {within_one:.2%} of {quanta.numel()} outputs within 1 int8 logit step, "
          f"max {quanta.max().item():.0f}")
    # Each layer is within a quantum (ties round half up in TOSA, to even in torch); a quantum off
    # in the pooled features moves a logit by up to |w| * s_pool / s_out, so two at the end.
    assert within_one >= 0.98 and quanta.max() <= 2, f"{within_one:.2%} within 1 quantum, max {quanta.max()}"
