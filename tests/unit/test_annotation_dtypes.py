"""Annotation never asks for an observer of a bool or integer tensor, whatever an op's pattern says."""

import torch
from torchao.quantization.pt2e.quantizer import QuantizationSpec

from armnpu.ops.annotation import ANNOTATION_KEY, set_annotation


class MaskedScale(torch.nn.Module):
    def forward(self, x):
        return torch.where(x > 0, x, x * 0.5)


def test_bool_and_integer_tensors_get_no_spec():
    graph = torch.export.export(MaskedScale(), (torch.randn(4),)).module().graph
    nodes = {n.name: n for n in graph.nodes}
    x, mask, where = nodes["x"], nodes["gt"], nodes["where"]
    spec = QuantizationSpec(dtype=torch.int8, observer_or_fake_quant_ctr=torch.ao.quantization.MinMaxObserver)
    set_annotation(where, {mask: spec, x: spec}, spec)
    set_annotation(mask, {x: spec}, spec)
    assert list(where.meta[ANNOTATION_KEY].input_qspec_map) == [x]
    assert where.meta[ANNOTATION_KEY].output_qspec is spec
    assert mask.meta[ANNOTATION_KEY].output_qspec is None
