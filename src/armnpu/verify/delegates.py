"""Check a compiled program's Ethos-U delegates against the TOSA reference model, bit for bit.

For each delegate, the same integer inputs (random and extreme values) go into
`tosa_reference_model` on the TOSA graph Vela compiled and into the simulator on the blob
Vela produced; every output must be identical. Op and model tests call `check_delegates`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch

from armnpu.npu.errors import NpuError
from armnpu.npu.executor import run_ethosu_delegate
from armnpu.verify.input_ranges import delegate_index_bound, integer_input_ranges
from armnpu.verify.reference import run_tosa


@dataclass(frozen=True)
class Delegate:
    name: str
    tosa: bytes  # the TOSA flatbuffer given to Vela
    blob: bytes  # the vela_bin_stream in the .pte
    inputs: list[tuple[tuple[int, ...], torch.dtype]]
    outputs: list[tuple[int, ...]]
    index_bound: int | None = None  # the smallest table its integer inputs index (delegate_index_bound)


def ethosu_delegates(compiled) -> list[Delegate]:
    """The Ethos-U delegates of an `armnpu.compile` result, in partition order."""
    gm = compiled.edge_program.graph_module
    calls = [
        n for n in gm.graph.nodes if n.op == "call_function" and n.target is torch.ops.higher_order.executorch_call_delegate
    ]
    found = []
    for node in calls:
        lowered = getattr(gm, node.args[0].target)
        if lowered.backend_id != "EthosUBackend":
            continue
        vals = node.meta["val"]
        vals = vals if isinstance(vals, (list, tuple)) else [vals]
        inputs = [(tuple(a.meta["val"].shape), a.meta["val"].dtype) for a in node.args[1:]]
        found.append((node.args[0].target, lowered.processed_bytes, inputs, [tuple(v.shape) for v in vals],
                      delegate_index_bound(node)))
    if len(found) != len(compiled.partitions):
        raise NpuError(f"{len(found)} Ethos-U delegates in the program but {len(compiled.partitions)} compiled partitions")
    return [
        Delegate(name, partition.tosa_flatbuffer, blob, inputs, outputs, bound)
        for (name, blob, inputs, outputs, bound), partition in zip(found, compiled.partitions)
    ]


# int32 inputs are integer data (indices, counts), not activation codes: over the full range any
# arithmetic on them overflows, which TOSA leaves undefined. Within ±2^15 a sum or product fits.
_INT32_DATA_LIMIT = 2**15


def sample_inputs(delegate: Delegate, seed: int, extreme: bool, index_bound: int | None = None) -> list[np.ndarray]:
    """Random integers over each input's range (bools: random), or only its two extreme values. With
    `index_bound`, int32 inputs are GATHER/SCATTER indices: in [0, index_bound)."""
    rng = np.random.default_rng(seed)
    arrays = []
    for shape, dtype in delegate.inputs:
        if dtype == torch.bool:  # a mask: its two values are its extremes
            arrays.append(rng.integers(0, 2, size=shape).astype(np.bool_))
            continue
        info = np.iinfo(torch.empty(0, dtype=dtype).numpy().dtype)
        if dtype == torch.int32:
            low, high = (0, index_bound - 1) if index_bound is not None else (-_INT32_DATA_LIMIT, _INT32_DATA_LIMIT)
        else:
            low, high = int(info.min), int(info.max)
        if extreme:
            arrays.append(rng.choice(np.array([low, high], dtype=info.dtype), size=shape))
        else:
            arrays.append(rng.integers(low, high + 1, size=shape, dtype=info.dtype))
    return arrays


def check_delegate(delegate: Delegate, inputs: list[np.ndarray]) -> None:
    """Raise NpuError unless the simulator equals the reference model on `inputs`."""
    want = run_tosa(delegate.tosa, inputs)
    got = run_ethosu_delegate(delegate.blob, [torch.from_numpy(np.ascontiguousarray(x)) for x in inputs], delegate.outputs)
    for index, (tensor, w) in enumerate(zip(got, want)):
        g = tensor.numpy().reshape(w.shape)
        if not np.array_equal(g, w):
            bad = np.flatnonzero(g.reshape(-1) != w.reshape(-1))
            first = np.unravel_index(int(bad[0]), w.shape)
            raise NpuError(
                f"{delegate.name} output {index}: {len(bad)} of {w.size} values differ from the TOSA reference "
                f"model; first at {tuple(int(i) for i in first)}: simulator {g[first]}, reference {w[first]}"
            )


def program_index_bound(compiled) -> int | None:
    """The smallest table any integer input of the program indexes (token ids, cache positions),
    or None: integer inputs drawn below it stay valid wherever they reach a GATHER/SCATTER."""
    bounds = [high for _, high in filter(None, integer_input_ranges(compiled.edge_program))]
    return min(bounds) if bounds else None


def check_delegates(compiled, seeds: tuple[int, ...] = (0, 1), index_bound: int | None = None) -> int:
    """Check every Ethos-U delegate on random inputs (one run per seed) and on extreme inputs;
    int32 inputs are indices in [0, index_bound), by default below the tables the program's
    integer inputs index (`program_index_bound`) and the tables the delegate's own integer inputs
    index (`Delegate.index_bound`). Returns the number of delegates checked."""
    if index_bound is None:
        index_bound = program_index_bound(compiled)
    delegates = ethosu_delegates(compiled)
    for delegate in delegates:
        bounds = [b for b in (index_bound, delegate.index_bound) if b is not None]
        bound = min(bounds) if bounds else None
        for seed in seeds:
            check_delegate(delegate, sample_inputs(delegate, seed, extreme=False, index_bound=bound))
        check_delegate(delegate, sample_inputs(delegate, seeds[0] if seeds else 0, extreme=True, index_bound=bound))
    return len(delegates)
