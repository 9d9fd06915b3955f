"""A short random-graph campaign (bench/fuzz_graphs.py runs the long one)."""

from hypothesis import HealthCheck, given, settings

from armnpu.verify.delegates import check_delegates
from tests.fuzz import random_graphs
from tests.fuzz.random_graphs import GraphSpec, Step, check_graph, graph_specs, named_samples


@settings(max_examples=6, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(graph_specs(named_samples()))
def test_random_graph(spec):
    print(spec.describe(), check_graph(spec))


def test_an_ethos_u85_graph_runs_on_the_u85_simulator(monkeypatch):
    """Every Ethos-U target's delegates are checked on the simulator, the U85's as well."""
    add = next(sample for name, sample in named_samples() if name == "add_sub")
    spec = GraphSpec(tuple(tuple(s) for s in add.shapes), ((1.0, 0.0),) * len(add.shapes),
                     (Step("add_sub", add, tuple(range(len(add.shapes)))),), None, True, "ethos-u85-256")
    checked = []
    monkeypatch.setattr(random_graphs, "check_delegates", lambda compiled: checked.append(check_delegates(compiled)))
    check_graph(spec)
    assert checked == [1]
