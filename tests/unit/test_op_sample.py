"""The op suite's sample (ARMNPU_OP_TEST_SAMPLE, tests/ops/conftest.py) keeps every test function."""

import pytest

from tests.ops.conftest import sample_size, sampled


def test_every_function_keeps_a_case_and_about_one_in_n_of_the_rest():
    ids = [f"tests/ops/test_x.py::test_{f}[case{i}]" for f in ("a", "b", "c") for i in range(300)]
    ids.append("tests/ops/test_x.py::test_plain")
    kept = sampled(ids, 3)
    for function in ("test_a", "test_b", "test_c"):
        assert f"tests/ops/test_x.py::{function}[case0]" in kept
    assert "tests/ops/test_x.py::test_plain" in kept
    assert 240 < len(kept) < 370  # 901 ids, about a third
    assert sampled(ids, 3) == kept  # the same cases on every run


def test_a_sample_of_one_keeps_everything():
    ids = [f"t.py::test_a[{i}]" for i in range(50)]
    assert sampled(ids, 1) == set(ids)


@pytest.mark.parametrize("text", ["0", "-2", "third", ""])
def test_a_bad_sample_size_is_refused(text):
    with pytest.raises(pytest.UsageError, match="ARMNPU_OP_TEST_SAMPLE"):
        sample_size({"ARMNPU_OP_TEST_SAMPLE": text})
