"""A program and its report data are written together or not at all."""

import pytest

from armnpu.formats.artifact import sidecar_path, write_artifact


def test_the_program_its_sidecar_and_the_copies_are_written(tmp_path):
    copy = tmp_path / "im" / "m.armnpu.json"
    copy.parent.mkdir()
    written = write_artifact(tmp_path / "m.pte", b"program", '{"a": 1}', [copy])
    assert written == [tmp_path / "m.armnpu.json", copy]
    assert (tmp_path / "m.pte").read_bytes() == b"program"
    assert sidecar_path(tmp_path / "m.pte").read_text() == copy.read_text() == '{"a": 1}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["im", "m.armnpu.json", "m.pte"]  # no temporaries left


def test_a_failure_leaves_nothing_half_written(tmp_path):
    program = tmp_path / "m.pte"
    program.write_bytes(b"old")
    with pytest.raises(OSError):
        write_artifact(program, b"new", "{}", [tmp_path / "missing" / "m.armnpu.json"])
    assert program.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.pte"]


def test_without_report_data_only_the_program_is_written(tmp_path):
    assert write_artifact(tmp_path / "m.pte", b"program") == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.pte"]
