"""A short random-graph campaign (bench/fuzz_graphs.py runs the long one)."""

from hypothesis import HealthCheck, given, settings

from tests.fuzz.random_graphs import check_graph, graph_specs, named_samples


@settings(max_examples=6, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(graph_specs(named_samples()))
def test_random_graph(spec):
    print(spec.describe(), check_graph(spec))
