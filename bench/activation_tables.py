"""Unary activations in int8: one TABLE (armnpu's lowering) against the chain of elementwise ops
the same function becomes when written out, on Vela's cycle counts.

    python bench/activation_tables.py [--targets ethos-u55-128,ethos-u85-256] [--size 16]

Every activation sits between two 1x1 convolutions (16 channels, --size x --size pixels). The
"chain" model writes the function with primitive torch ops, so each op is quantized and lowered
on its own (ADD, MUL, CLAMP, a TABLE for erf/sigmoid), as a decomposing compiler emits it. The
"table" model calls the activation itself, which armnpu lowers to a single int8 TABLE. For each
target the script prints the Vela cycles of both programs (whole partition, the convolutions
included), their ratio, and the integer program's SQNR against the float model on held-out
inputs (delegates' TOSA run in the TOSA reference model). It never asserts.
"""

from __future__ import annotations

import argparse
import math
import sys
import warnings
from pathlib import Path
from typing import Callable

import torch
from torch import nn

BENCH_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH_DIR))

import _competitor_worker as shared  # noqa: E402  (sqnr_db, integer_program)

import armnpu  # noqa: E402
from armnpu.verify.delegates import ethosu_delegates  # noqa: E402

CHANNELS = 16


def _gelu_chain(x: torch.Tensor) -> torch.Tensor:
    return 0.5 * x * (1.0 + torch.erf(x * math.sqrt(0.5)))


def _gelu_tanh_chain(x: torch.Tensor) -> torch.Tensor:
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x * x * x)))


def _silu_chain(x: torch.Tensor) -> torch.Tensor:
    return x * torch.sigmoid(x)


def _hardswish_chain(x: torch.Tensor) -> torch.Tensor:
    return x * torch.clamp(x + 3.0, 0.0, 6.0) * (1.0 / 6.0)


def _hardsigmoid_chain(x: torch.Tensor) -> torch.Tensor:
    return torch.clamp(x + 3.0, 0.0, 6.0) * (1.0 / 6.0)


# name -> (the activation, the same function as a chain of primitive ops)
ACTIVATIONS: dict[str, tuple[Callable, Callable]] = {
    "gelu": (nn.functional.gelu, _gelu_chain),
    "gelu_tanh": (lambda x: nn.functional.gelu(x, approximate="tanh"), _gelu_tanh_chain),
    "silu": (nn.functional.silu, _silu_chain),
    "hardswish": (nn.functional.hardswish, _hardswish_chain),
    "hardsigmoid": (nn.functional.hardsigmoid, _hardsigmoid_chain),
}


class Sandwich(nn.Module):
    def __init__(self, activation: Callable) -> None:
        super().__init__()
        self.first = nn.Conv2d(CHANNELS, CHANNELS, 1)
        self.activation = activation
        self.second = nn.Conv2d(CHANNELS, CHANNELS, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.second(self.activation(self.first(x)))


def measure(activation: Callable, target: str, size: int, seed: int = 0) -> dict:
    generator = torch.Generator().manual_seed(seed)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)  # the same weights for the table and the chain model
        model = Sandwich(activation).eval()
    shape = (1, CHANNELS, size, size)
    calibration = [(2 * torch.randn(shape, generator=generator),) for _ in range(4)]
    held_out = [(2 * torch.randn(shape, generator=generator),) for _ in range(2)]
    program = armnpu.compile(model, calibration[0], target=target, calibration=calibration)
    tosa_for_blob = {d.blob: d.tosa for d in ethosu_delegates(program)}
    integer = shared.integer_program(program.edge_program, tosa_for_blob)
    return {
        "cycles": sum(p.summary.total_cycles for p in program.partitions),
        "cpu_ops": sum(program.cpu_ops.values()),
        "sqnr": shared.sqnr_db(model, integer, held_out),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", default="ethos-u55-128,ethos-u85-256", help="comma-separated Ethos-U configs")
    parser.add_argument("--size", type=int, default=16, help="feature map height and width (default 16)")
    parser.add_argument("--activations", default=",".join(ACTIVATIONS), help=f"subset of {','.join(ACTIVATIONS)}")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.activations.split(",") if n.strip()]
    unknown = [n for n in names if n not in ACTIVATIONS]
    if unknown:
        parser.error(f"unknown activation(s) {', '.join(unknown)}; available: {', '.join(ACTIVATIONS)}")
    warnings.simplefilter("ignore", FutureWarning)
    print(f"conv1x1 -> activation -> conv1x1 on 1x{CHANNELS}x{args.size}x{args.size}, int8; Vela cycles of the "
          "whole partition; SQNR of the integer program vs float")
    header = f"{'activation':<12} {'target':<14} {'chain cycles':>12} {'table cycles':>12} {'table/chain':>11} " \
             f"{'chain SQNR':>10} {'table SQNR':>10}"
    print(header)
    print("-" * len(header))
    for name in names:
        table_fn, chain_fn = ACTIVATIONS[name]
        for target in [t.strip() for t in args.targets.split(",") if t.strip()]:
            chain = measure(chain_fn, target, args.size)
            table = measure(table_fn, target, args.size)
            notes = "" if not (chain["cpu_ops"] or table["cpu_ops"]) else \
                f"  (CPU ops: chain {chain['cpu_ops']}, table {table['cpu_ops']})"
            print(f"{name:<12} {target:<14} {chain['cycles']:12,} {table['cycles']:12,} "
                  f"{table['cycles'] / chain['cycles']:10.2f}x {chain['sqnr']:10.2f} {table['sqnr']:10.2f}{notes}",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
