"""The pieces behind the command line, in process: sizes, progress display, direct-drive compile
specs, integer input ranges."""

import io
import logging
import re
import time

import pytest
import torch

from armnpu.cli.memory_budget import parse_size, with_sram_size
from armnpu.cli.progress import Progress, ProgressLogHandler
from armnpu.compile_spec import EthosUCompileSpec, compile_spec_from_list
from armnpu.errors import ArmNpuError, ConfigError
from armnpu.tosa.spatial import Variant
from armnpu.verify.input_ranges import integer_input_ranges


@pytest.mark.parametrize("text, expected", [("262144", 262144), ("256KiB", 262144), ("2 MiB", 2 << 20),
                                            ("512kib", 524288), ("100B", 100)])
def test_parse_size(text, expected):
    assert parse_size(text, "--sram-size") == expected


@pytest.mark.parametrize("text", ["", "1.5MiB", "-4", "4KB", "0KiB", "MiB"])
def test_parse_size_refuses(text):
    with pytest.raises(ArmNpuError, match="KiB or MiB"):
        parse_size(text, "--sram-size")


def test_sram_size_becomes_velas_arena_cache_size():
    assert with_sram_size("--optimise Size", 4096) == "--optimise Size --arena-cache-size=4096"
    with pytest.raises(ArmNpuError, match="give one"):
        with_sram_size("--arena-cache-size 8", 4096)


def test_the_variant_vela_ran_fastest_is_named_in_words_once():
    from armnpu.backends.ethosu import variant_choice

    variants = [Variant(), Variant(width_major=True), Variant(space_to_depth=True)]
    line = variant_choice("tag0", variants, [7710968, 7500000, 7900000], best=1)
    assert line == "partition tag0: kept width-major maps, 7,500,000 cycles, Vela estimate (default: 7,710,968; space-to-depth stem: 7,900,000)"
    stream = io.StringIO()
    progress = Progress(stream, interactive=False)
    progress.step("partition tag0: compiling for ethos-u55-128 with Vela")
    record = logging.LogRecord("armnpu.backends.ethosu", logging.INFO, __file__, 0, line, None, None)
    record.note = True  # as the backend logs it: a result, not a step
    ProgressLogHandler(progress).emit(record)
    assert stream.getvalue().count("width-major maps") == 1, stream.getvalue()


def test_progress_on_a_pipe_prints_each_step_and_its_duration():
    stream = io.StringIO()
    progress = Progress(stream, interactive=False)
    progress.step("loading")
    progress.note("warning: careful")
    progress.step("compiling")
    progress.done()
    lines = stream.getvalue().splitlines()
    assert lines[:3] == ["armnpu: loading", "armnpu: warning: careful", "armnpu: loading: done in 0.0 s"]
    assert lines[3] == "armnpu: compiling" and re.fullmatch(r"armnpu: compiling: done in \d+\.\d s", lines[4])
    assert len(lines) == 5 and "\r" not in stream.getvalue()


def test_progress_on_a_terminal_ticks_the_elapsed_time():
    stream = io.StringIO()
    progress = Progress(stream, interactive=True)
    progress.step("compiling with Vela")
    time.sleep(0.7)
    progress.done()
    text = stream.getvalue()
    ticks = re.findall(r"\rarmnpu: compiling with Vela (\d+\.\d) s", text)
    assert len(ticks) >= 2 and float(ticks[-1]) >= 0.4, text
    assert re.search(r"\r\x1b\[Karmnpu: compiling with Vela \(0\.\d s\)\n$", text), text


def test_progress_stop_leaves_no_duration_for_a_failed_step():
    stream = io.StringIO()
    progress = Progress(stream, interactive=False)
    progress.step("lowering")
    progress.stop()
    assert stream.getvalue() == "armnpu: lowering\n"


def test_direct_drive_compile_spec_round_trips():
    spec = EthosUCompileSpec("ethos-u85-256", direct_drive=True)
    assert spec.compiler_flags[-2:] == ["--separate-io-regions", "--cop-format=COP2"]
    back = compile_spec_from_list(spec._to_list())
    assert back.direct_drive and back == spec
    plain = compile_spec_from_list(EthosUCompileSpec("ethos-u85-256")._to_list())
    assert not plain.direct_drive and "--separate-io-regions" not in plain.compiler_flags


@pytest.mark.parametrize("target", ["ethos-u55-128", "ethos-u65-256"])
def test_direct_drive_needs_an_ethos_u85(target):
    with pytest.raises(ConfigError, match="needs an Ethos-U85"):
        EthosUCompileSpec(target, direct_drive=True)


class _Lookups(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(7, 4)
        self.table = torch.nn.Parameter(torch.randn(5, 3))

    def forward(self, tokens, rows, counts, x):
        picked = torch.index_select(self.table, 0, rows.reshape(-1).to(torch.int64))
        return self.embed(tokens).sum() + picked.sum() + counts.sum() + x.sum()


def test_integer_input_ranges_follow_casts_and_views_to_the_indexing_op():
    inputs = (torch.randint(0, 7, (2, 3)), torch.randint(0, 5, (1, 2), dtype=torch.int32),
              torch.randint(0, 9, (4,)), torch.randn(2))
    program = torch.export.export(_Lookups(), inputs)
    assert integer_input_ranges(program) == [(0, 7), (0, 5), None, None]


class _FloatAndCount(torch.nn.Module):
    def forward(self, x):
        return x * 2.0, (x > 0).to(torch.int32).sum(dim=-1, dtype=torch.int32)


def test_quanta_need_a_quantization_step_per_output():
    from executorch.exir import to_edge

    from armnpu.cli.run_io import output_quanta, quanta_tolerance

    program = to_edge(torch.export.export(_FloatAndCount(), (torch.randn(2, 3),))).to_executorch().buffer
    assert output_quanta(program) == [None, 1.0]  # a float output nothing dequantizes; an integer one
    with pytest.raises(ArmNpuError, match=r"output\(s\) 0 are float .* give --atol"):
        quanta_tolerance(1, program)


def test_compile_writes_the_program_its_report_data_and_the_etrecord_or_none(tmp_path, monkeypatch):
    from armnpu.cli import compile as compile_command
    from armnpu.cli import etrecord

    monkeypatch.setattr(etrecord, "write_etrecord", lambda compiled, path: path.write_bytes(b"record"))
    write = compile_command._write  # noqa: SLF001 - the step that writes every file
    with pytest.raises(OSError):  # the report data's copy cannot be written: no file at all
        write(tmp_path / "m.pte", b"pte", "{}", [tmp_path / "missing" / "m.armnpu.json"], None, tmp_path / "e.bin")
    assert list(tmp_path.iterdir()) == []

    def fail(compiled, path):
        path.write_bytes(b"half")
        raise RuntimeError("ETRecord failed")

    monkeypatch.setattr(etrecord, "write_etrecord", fail)
    with pytest.raises(RuntimeError):  # the ETRecord fails: no program either
        write(tmp_path / "m.pte", b"pte", "{}", [], None, tmp_path / "e.bin")
    assert list(tmp_path.iterdir()) == []

    monkeypatch.setattr(etrecord, "write_etrecord", lambda compiled, path: path.write_bytes(b"record"))
    written = write(tmp_path / "m.pte", b"pte", "{}", [], None, tmp_path / "e.bin")
    assert written == [tmp_path / "m.armnpu.json", tmp_path / "e.bin"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["e.bin", "m.armnpu.json", "m.pte"]
