"""The simulator picks its planner from the driver payload's CONFIG register; a blob for an NPU it
cannot run ends in one error that names the configuration, before any command is decoded."""

from __future__ import annotations

import functools
import struct

import pytest
import torch

import armnpu
from armnpu.npu import dispatch, executor, run_ethosu_delegate
from armnpu.npu.commands import parse_driver_payload
from armnpu.npu.config import read_config
from armnpu.npu.errors import NpuError
from armnpu.verify.delegates import check_delegates, ethosu_delegates


class _Net(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.conv(x))


@functools.lru_cache(maxsize=None)
def _compiled_u85():
    torch.manual_seed(0)
    return armnpu.compile(_Net().eval(), (torch.randn(1, 3, 8, 8),), target="ethos-u85-256")


@pytest.mark.parametrize(
    "config_word, described",
    [
        # CONFIG words as Vela 5.2 writes them (docs/ethos-u85.md, docs/ethos-u-npu.md)
        (0x20000118, "ethos-u85-256 (Ethos-U85, 256 MACs/cycle, 1 core)"),
        (0x00001807, "ethos-u55-128 (Ethos-U55, 128 MACs/cycle, 1 core)"),
        # U85-1024: macs_per_cc 10, num_wd 2 (four cores); U65-512: macs_per_cc 9, two cores
        (0x2000211A, "ethos-u85-1024 (Ethos-U85, 1024 MACs/cycle, 4 cores)"),
        (0x10006009, "ethos-u65-512 (Ethos-U65, 512 MACs/cycle, 2 cores)"),
    ],
)
def test_config_register_names_the_configuration(config_word, described):
    assert read_config(config_word, 0).describe() == described


def test_unknown_product_is_named():
    with pytest.raises(NpuError, match=r"CONFIG register 0x70000118 names NPU product 7, which armnpu does not know"):
        read_config(0x70000118, 0)


def test_unknown_mac_count_is_named():
    with pytest.raises(NpuError, match=r"an Ethos-U55 with 512 MACs/cycle, which is no configuration armnpu knows"):
        read_config(0x00001809, 0)


def test_unknown_product_in_a_payload_stops_before_its_commands():
    # A CONFIG naming product 7, then a CMDSTREAM of one word that is no command of any ISA.
    words = [0x31504F43, 0x00000001, 0x70000118, 0, 0x00010002, 0x000003FF]
    with pytest.raises(NpuError, match="product 7"):
        parse_driver_payload(struct.pack(f"<{len(words)}I", *words))


def test_an_ethos_u85_program_runs_bit_exactly():
    assert check_delegates(_compiled_u85()) == 1


def test_an_ethos_u85_blob_is_planned_by_the_u85_planner(monkeypatch):
    """CONFIG picks the planner: with the U85's planner taken away, the blob is refused by name."""
    (delegate,) = ethosu_delegates(_compiled_u85())
    monkeypatch.delitem(dispatch.PLANNERS, "ethos-u85")
    monkeypatch.setattr(executor, "_CACHE", type(executor._CACHE)())
    inputs = [torch.zeros(shape, dtype=dtype) for shape, dtype in delegate.inputs]
    with pytest.raises(NpuError, match=r"compiled for ethos-u85-256 \(Ethos-U85, 256 MACs/cycle, 1 core\).*Ethos-U85 simulation is not available"):
        run_ethosu_delegate(delegate.blob, inputs)
