"""Values that join a group of tensors whose qparams the model fixes are computed at those qparams.

A model that takes int8 codes and dequantizes them itself (armnpu.llm's int8 KV cache) fixes the
qparams of what shares them (ops/annotation.fixed_qparams): the cache write, a select or a
concatenation, takes the cache's codes as they are, and the new token's K and V join them. As
annotated, the op computing the new values (the rotary embedding's add, the V projection)
quantizes them at its own observed qparams and the write requantizes them to the cache's: two
roundings, and two RESCALEs in a row, int32 to int8 then int8 to int8. Here that op quantizes
straight to the cache's qparams instead, one rounding and one RESCALE, through the data-movement
ops (views) between it and the write, when nothing else uses its result.

The ops that read such a group (attention's matmuls on the caches) take its values at the fixed
qparams too, where their own spec is an observer of the same dtype: torchao joins an input to its
producer's qparams only when the specs agree, and an observer's does not agree with fixed ones,
so each read was a requantization (a RESCALE per cache read, 2-33% more decode cycles).
"""

from __future__ import annotations

from typing import Optional

import torch
from torch.fx import Node
from torchao.quantization.pt2e.quantizer import (
    FixedQParamsQuantizationSpec,
    QuantizationSpec,
    SharedQuantizationSpec,
)

from armnpu.ops.annotation import ANNOTATION_KEY, fixed_qparams, shared_view_input


def produce_at_fixed_qparams(graph: torch.fx.Graph) -> None:
    """Every annotated input that shares a fixed group's qparams, computed at them (module docstring)."""
    for node in graph.nodes:
        annotation = node.meta.get(ANNOTATION_KEY)
        if annotation is None:
            continue
        for arg, spec in annotation.input_qspec_map.items():
            read = fixed_qparams(arg) if type(spec) is QuantizationSpec else None
            if read is not None and read.dtype == spec.dtype:
                annotation.input_qspec_map[arg] = read  # read at the group's qparams, not requantized
                continue
            fixed = _fixed_root(spec)
            chain = _producer_chain(arg) if fixed is not None else None
            if chain is None:
                continue
            *views, producer = chain
            for view in views:  # each view's input edge at the fixed qparams, so that torchao joins them
                shared = view.meta[ANNOTATION_KEY].output_qspec
                view.meta[ANNOTATION_KEY].input_qspec_map[shared.edge_or_node[0]] = fixed
            producer.meta[ANNOTATION_KEY].output_qspec = fixed


def _fixed_root(spec) -> Optional[FixedQParamsQuantizationSpec]:
    """The fixed qparams an input edge's spec shares, if it shares some."""
    if not isinstance(spec, SharedQuantizationSpec) or not isinstance(spec.edge_or_node, tuple):
        return None
    arg, user = spec.edge_or_node
    root = user.meta[ANNOTATION_KEY].input_qspec_map.get(arg)
    return root if isinstance(root, FixedQParamsQuantizationSpec) else None


def _producer_chain(node: Node) -> Optional[list[Node]]:
    """`node`, the views it is read through back to the op that computes it (whose output an
    observer quantizes), that op last; None when any of them has another user or none computes it."""
    chain = []
    while len(node.users) == 1 and ANNOTATION_KEY in node.meta:
        chain.append(node)
        viewed = shared_view_input(node)
        if viewed is not None:
            node = viewed  # a view: its result shares its input's qparams
            continue
        return chain if type(node.meta[ANNOTATION_KEY].output_qspec) is QuantizationSpec else None
    return None
