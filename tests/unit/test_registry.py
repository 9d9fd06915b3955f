"""The op registry and the decomposition table: every entry can be exercised."""

import pytest

from armnpu.ops.registry import all_rules, op_families
from armnpu.passes.decompose import all_decompositions


def test_op_families_are_discovered():
    assert {"conv", "elementwise", "table"} <= set(op_families())
    assert "registry" not in op_families()


@pytest.mark.parametrize("rule", all_rules(), ids=lambda rule: rule.name)
def test_rule_has_samples(rule):
    assert rule.samples, f"op rule {rule.name} has no sample inputs (OpRule.samples)"


@pytest.mark.parametrize(
    "entry", all_decompositions(), ids=lambda e: e.name
)
def test_decomposition_has_samples(entry):
    assert entry.samples, f"decomposition {entry.name} has no sample inputs"
