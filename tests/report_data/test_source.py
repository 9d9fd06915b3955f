"""Source lines of layers: the line that builds a layer inside a container, not the container's call."""

from pathlib import Path

import torch
from torch import nn

from armnpu.report_data.nodes import source_line

_LINES = Path(__file__).read_text().splitlines()


def _marked(tag: str) -> str:
    """The source-line text for the line of this file that ends with `# <tag>`."""
    line = next(n for n, text in enumerate(_LINES, 1) if text.endswith(f"# {tag}"))
    return f"test_source.py:{line}: {_LINES[line - 1].strip()}"


class _ConvReLU(nn.Sequential):
    def __init__(self, cin, cout, groups=1):
        super().__init__(
            nn.Conv2d(cin, cout, 3, padding=1, groups=groups),  # ConvReLU conv
            nn.ReLU(),
        )


class _Block(nn.Module):
    def __init__(self, channels, expand):
        super().__init__()
        layers = []
        if expand:
            layers.append(_ConvReLU(channels, channels))
        layers += [
            _ConvReLU(channels, channels, groups=channels),
            nn.Conv2d(channels, channels, 1),  # Block projection
        ]
        self.body = nn.Sequential(*layers)  # Block body
        self.gate = nn.Conv2d(channels, channels, 1)  # Block gate

    def forward(self, x):
        return self.gate(self.body(x))  # Block forward


class _Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 1)  # Net stem
        self.blocks = nn.Sequential(*(_Block(8, expand) for expand in (True, False)))
        self.head = nn.Sequential(nn.ReLU(), nn.ModuleList([nn.Identity(), nn.Conv2d(8, 4, 1)]))  # Net head

    def forward(self, x):
        x = self.blocks(self.stem(x))  # Net forward
        return self.head[1][1](self.head[0](x))


def _sources() -> dict[str, str]:
    program = torch.export.export(_Net().eval(), (torch.randn(1, 3, 8, 8),))
    return {list(node.meta["nn_module_stack"].values())[-1][0]: source_line(node)
            for node in program.graph.nodes if node.op == "call_function" and "conv" in str(node.target)}


def test_each_layer_points_at_its_own_definition():
    assert _sources() == {
        "stem": _marked("Net forward"),  # called directly: the call is the layer's line
        "blocks.0.body.0.0": _marked("ConvReLU conv"),  # into a Sequential subclass
        "blocks.0.body.1.0": _marked("ConvReLU conv"),
        "blocks.0.body.2": _marked("Block projection"),  # the one Conv2d put in the list variable
        "blocks.0.gate": _marked("Block forward"),
        "blocks.1.body.0.0": _marked("ConvReLU conv"),
        "blocks.1.body.1": _marked("Block projection"),
        "blocks.1.gate": _marked("Block forward"),
        "head.1.1": _marked("Net head"),  # a ModuleList in a Sequential, listed in place
    }
