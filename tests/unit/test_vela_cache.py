"""Vela results cached by what determines them (armnpu.backends.vela_cache), and Vela calls run
side by side (run_vela_all)."""

from __future__ import annotations

import pytest

from armnpu.backends import vela, vela_cache
from armnpu.errors import ConfigError
from armnpu.formats.vela_bin_stream import pack_vela_bin_stream
from tests.unit.test_vela import U55, U85
from tests.unit.tosa_graphs import conv_rescale_maxpool


@pytest.fixture(scope="module")
def graph() -> bytes:
    return conv_rescale_maxpool()


@pytest.fixture
def vela_calls(monkeypatch, tmp_path) -> list[str]:
    """The cache on (tests/conftest.py turns it off), in a directory of the test's own, and every
    partition Vela really compiles, in order."""
    monkeypatch.setenv(vela_cache.ENV_VAR, "on")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    vela_cache.clear_memory()
    calls: list[str] = []
    invoke = vela._invoke_vela_all

    def counted(argvs):
        calls.extend(argv[-1].rsplit("/", 1)[-1] for argv in argvs.values())
        return invoke(argvs)

    monkeypatch.setattr(vela, "_invoke_vela_all", counted)
    yield calls
    vela_cache.clear_memory()


def _same(a: vela.VelaResult, b: vela.VelaResult) -> None:
    assert a.summary == b.summary and a.per_layer == b.per_layer and a.log == b.log
    assert pack_vela_bin_stream(a.npz) == pack_vela_bin_stream(b.npz)  # the delegate blob
    assert a.npz.keys() == b.npz.keys()
    for key in a.npz:  # object arrays (per-IO quantization dicts) compare by their text
        assert repr(a.npz[key]) == repr(b.npz[key]), key


def test_a_second_compile_of_the_same_tosa_reads_the_first_ones_result(graph, vela_calls, tmp_path):
    first = vela.run_vela(graph, U55, "part")
    again = vela.run_vela(graph, U55, "part")
    assert vela_calls == ["part.tosa"]
    _same(first, again)
    # On disk too: a new process (here: the memory forgotten) reads it.
    assert len(list((tmp_path / "armnpu" / "vela").glob("*.pickle"))) == 1
    vela_cache.clear_memory()
    _same(first, vela.run_vela(graph, U55, "part"))
    assert vela_calls == ["part.tosa"]


def test_other_flags_another_partition_name_or_another_vela_miss(graph, vela_calls, monkeypatch):
    vela.run_vela(graph, U55, "part")
    vela.run_vela(graph, U85, "part")
    vela.run_vela(graph, [*U55, "--optimise=Size"], "part")
    vela.run_vela(graph, U55, "other")
    monkeypatch.setattr(vela_cache, "VELA_VERSION", "9.9.9")
    vela.run_vela(graph, U55, "part")
    assert len(vela_calls) == 5


def test_the_key_holds_a_config_files_contents_not_only_its_path(graph, tmp_path):
    ini = tmp_path / "vela.ini"
    ini.write_text("[System_Config.A]\ncore_clock=500e6\n")
    flags = [*U55, f"--config={ini}"]
    before = vela_cache.key(graph, flags, "part")
    ini.write_text("[System_Config.A]\ncore_clock=1e9\n")
    assert vela_cache.key(graph, flags, "part") != before


@pytest.mark.parametrize("setting", ["off", "0"])
def test_the_cache_can_be_turned_off(graph, vela_calls, monkeypatch, tmp_path, setting):
    monkeypatch.setenv(vela_cache.ENV_VAR, setting)
    vela.run_vela(graph, U55, "part")
    vela.run_vela(graph, U55, "part")
    assert len(vela_calls) == 2
    assert not (tmp_path / "armnpu").exists()


def test_the_memory_setting_writes_nothing_to_disk(graph, vela_calls, monkeypatch, tmp_path):
    monkeypatch.setenv(vela_cache.ENV_VAR, "memory")
    vela.run_vela(graph, U55, "part")
    vela.run_vela(graph, U55, "part")
    assert len(vela_calls) == 1
    assert not (tmp_path / "armnpu").exists()


def test_an_unknown_setting_says_what_is_accepted(monkeypatch):
    monkeypatch.setenv(vela_cache.ENV_VAR, "sometimes")
    with pytest.raises(ConfigError, match="on, memory, off"):
        vela_cache.mode()


def test_a_work_dir_compile_always_runs_vela_and_keeps_its_artifacts(graph, vela_calls, tmp_path):
    vela.run_vela(graph, U55, "part")
    result = vela.run_vela(graph, U55, "part", tmp_path / "artifacts")
    assert len(vela_calls) == 2 and result.output_dir is not None and (result.output_dir / "part_vela.npz").is_file()


def test_a_damaged_entry_is_a_miss(graph, vela_calls, tmp_path):
    vela.run_vela(graph, U55, "part")
    (entry,) = (tmp_path / "armnpu" / "vela").glob("*.pickle")
    entry.write_bytes(b"not a pickle")
    vela_cache.clear_memory()
    vela.run_vela(graph, U55, "part")
    assert len(vela_calls) == 2


def test_run_vela_all_gives_each_jobs_result_in_order_and_compiles_equal_jobs_once(graph, vela_calls):
    jobs = [vela.VelaJob(graph, U55, "a"), vela.VelaJob(graph, U85, "a"), vela.VelaJob(graph, U55, "a")]
    results = vela.run_vela_all(jobs)
    assert len(vela_calls) == 2
    assert [r.summary.accelerator_config for r in results] == ["Ethos_U55_128", "Ethos_U85_256", "Ethos_U55_128"]
    vela_cache.clear_memory()
    for job, result in zip(jobs, results):
        _same(result, vela.run_vela(job.tosa_flatbuffer, job.compiler_flags, job.partition_name, work_dir=None))


def test_side_by_side_compiles_report_each_ones_failure(graph, monkeypatch):
    monkeypatch.setattr(vela, "usable_cores", lambda: 2)
    with pytest.raises(vela.VelaError, match="partition 'broken'"):
        vela.run_vela_all([vela.VelaJob(graph, U55, "fine"), vela.VelaJob(b"not tosa", U55, "broken")])
