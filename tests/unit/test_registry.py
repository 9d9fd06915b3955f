"""The op registry and the decomposition table: every entry can be exercised."""

import pytest
import torch

from armnpu.passes.decompose import all_decompositions
from armnpu.tosa.registry import all_rules, op_modules


def test_op_families_are_discovered():
    """The registry imports the op package's modules without a list of them: rules of three
    families are there, and every module of the package is one the registry knows."""
    names = {rule.name for rule in all_rules()}
    assert {"convolution", "add_sub", "sigmoid"} <= names
    assert {"armnpu.ops.conv", "armnpu.ops.elementwise", "armnpu.ops.table"} <= set(op_modules())


@pytest.mark.parametrize("rule", all_rules(), ids=lambda rule: rule.name)
def test_rule_has_samples(rule):
    assert rule.samples, f"op rule {rule.name} has no sample inputs (OpRule.samples)"


@pytest.mark.parametrize(
    "entry", all_decompositions(), ids=lambda e: e.name
)
def test_decomposition_has_samples(entry):
    assert entry.samples, f"decomposition {entry.name} has no sample inputs"


def _samples():
    for rule in all_rules():
        yield from ((f"{rule.name}[{i}]", s) for i, s in enumerate(rule.samples))
    for entry in all_decompositions():
        yield from ((f"{entry.name}[{i}]", s) for i, s in enumerate(entry.samples))


@pytest.mark.parametrize("name, sample", list(_samples()), ids=[name for name, _ in _samples()])
def test_sample_runs_eagerly_on_its_shapes(name, sample):
    """The fuzzer and the op tests build models from samples: each must run as declared."""
    torch.manual_seed(0)
    result = sample.fn(*(torch.randn(shape) for shape in sample.shapes))
    assert result is not None, name
