"""One small Ethos-U compile shared by the report tests: two NPU partitions around a CPU op."""

from dataclasses import dataclass
from pathlib import Path

import pytest
import torch

import armnpu
from armnpu import EthosUCompileSpec


class SplitNet(torch.nn.Module):
    """conv → relu → topk → conv: topk has no Ethos-U lowering, so it splits two partitions."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3)
        self.head = torch.nn.Conv2d(8, 4, 1)

    def forward(self, x):
        y = torch.relu(self.conv(x))
        y = torch.topk(y, 3, dim=-1).values
        return self.head(y)


@dataclass
class Compiled:
    program: "armnpu.CompiledProgram"
    pte: Path
    intermediates: Path


@pytest.fixture(scope="session")
def split_net(tmp_path_factory) -> Compiled:
    torch.manual_seed(0)
    root = tmp_path_factory.mktemp("split_net")
    spec = EthosUCompileSpec("ethos-u55-128").dump_intermediate_artifacts_to(root / "im").dump_debug_info("JSON")
    program = armnpu.compile(SplitNet().eval(), (torch.randn(1, 3, 8, 8),), target=spec)
    pte = program.save(root / "split.pte")
    return Compiled(program, pte, root / "im")
