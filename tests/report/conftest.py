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


def _compile_u55(root: Path, model: torch.nn.Module, shape: tuple[int, ...], name: str) -> Compiled:
    """Compile for the Ethos-U55-128 with every intermediate kept in root/im."""
    spec = EthosUCompileSpec("ethos-u55-128").dump_intermediate_artifacts_to(root / "im").dump_debug_info("JSON")
    program = armnpu.compile(model.eval(), (torch.randn(shape),), target=spec)
    return Compiled(program, program.save(root / f"{name}.pte"), root / "im")


@pytest.fixture(scope="session")
def split_net(tmp_path_factory) -> Compiled:
    torch.manual_seed(0)
    return _compile_u55(tmp_path_factory.mktemp("split_net"), SplitNet(), (1, 3, 8, 8), "split")


class SeqNet(torch.nn.Module):
    """Layers built inside an nn.Sequential, one per line (the report's source lines point here).

    Pointwise and depthwise convs on 64 channels: Vela prefetches the next layer's weights while one
    runs, so its per-layer "Staging Usage" never reaches its peak SRAM. The ReLU at the end keeps the
    output int8 like every tensor inside (a convolution's own output would be int16, and the last
    layer the peak).
    """

    def __init__(self):
        super().__init__()
        self.blocks = torch.nn.Sequential(
            torch.nn.Conv2d(64, 64, 1),  # layer blocks.0
            torch.nn.Conv2d(64, 64, 3, padding=1, groups=64),  # layer blocks.1
            torch.nn.Conv2d(64, 64, 1),  # layer blocks.2
            torch.nn.Conv2d(64, 64, 3, padding=1, groups=64),  # layer blocks.3
            torch.nn.Conv2d(64, 64, 1),  # layer blocks.4
        )

    def forward(self, x):
        return torch.relu(self.blocks(x))


@pytest.fixture(scope="session")
def seq_net(tmp_path_factory) -> Compiled:
    torch.manual_seed(0)
    return _compile_u55(tmp_path_factory.mktemp("seq_net"), SeqNet(), (1, 64, 10, 10), "seq")


@pytest.fixture(scope="session")
def split_net_u85(tmp_path_factory) -> Path:
    """SplitNet again, for the Ethos-U85: the other side of a comparison with `split_net`."""
    torch.manual_seed(0)
    root = tmp_path_factory.mktemp("split_net_u85")
    program = armnpu.compile(SplitNet().eval(), (torch.randn(1, 3, 8, 8),), target=EthosUCompileSpec("ethos-u85-256"))
    return program.save(root / "split_u85.pte")
