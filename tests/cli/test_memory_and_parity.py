"""Memory limits, a custom vela.ini, BundledProgram/ETRecord output, `run` tolerances and input
ranges, and clean progress on stderr: run as a user runs them, in subprocesses."""

import json
import re

import numpy as np
import pytest

from tests.cli.conftest import armnpu, assert_one_line_error

# A board of one's own: the memory mode bounds the SRAM at 1 KiB, less than tiny_cnn needs.
_MY_INI = """
[System_Config.My_Board]
core_clock=400e6
axi0_port=Sram
axi1_port=OffChipFlash
Sram_clock_scale=1.0
Sram_burst_length=32
Sram_read_latency=32
Sram_write_latency=32
OffChipFlash_clock_scale=0.125
OffChipFlash_burst_length=128
OffChipFlash_read_latency=64
OffChipFlash_write_latency=64

[Memory_Mode.My_Mode]
const_mem_area=Axi1
arena_mem_area=Axi0
cache_mem_area=Axi0
arena_cache_size=1024
"""

_EMBEDDING_FILE = """
import torch

class Tagger(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = torch.nn.Embedding(10, 8)
        self.head = torch.nn.Linear(8, 4)

    def forward(self, tokens):
        return self.head(self.embed(tokens))

model = Tagger().eval()
example_inputs = (torch.randint(0, 10, (1, 6)),)
calibration_inputs = [(torch.randint(0, 10, (1, 6)),) for _ in range(4)]
"""

_DURATION = re.compile(r"^armnpu: .+: done in \d+\.\d s$")


# ---- fast: mistakes caught before any import -------------------------------------------------------


@pytest.mark.parametrize(
    "args, fragments",
    [
        (["--strict-memory"], ["--strict-memory needs the SRAM size", "Shared_Sram", "--sram-size"]),
        (["--sram-size", "12kb"], ["--sram-size '12kb'", "KiB or MiB"]),
        (["--sram-size", "0"], ["--sram-size '0'", "positive size"]),
        (["--sram-size", "1KiB", "--extra-vela-flags=--arena-cache-size=2048"], ["give one"]),
        (["--target", "TOSA-1.0+INT", "--sram-size", "1KiB"], ["--sram-size only apply to Ethos-U"]),
        (["--direct-drive"], ["Ethos-U85", "ethos-u55-128"]),
        (["--extra-vela-flags=--separate-io-regions"], ["--separate-io-regions", "give --direct-drive"]),
        (["--extra-vela-flags=--config=my.ini"], ["must not set --config", "give --config-ini"]),
        (["--bundleio", "-o", "x.pte"], ["x.pte", ".bpte"]),
        (["-o", "x.bpte"], ["x.bpte", ".pte"]),
        (["--etrecord", "nodir/e.bin"], ["nodir", "does not exist"]),
        (["--config-ini", "missing.ini"], ["missing.ini", "not found"]),
    ],
    ids=["strict_without_limit", "bad_unit", "zero", "size_twice", "tosa_target", "direct_drive_u55",
         "direct_drive_as_vela_flag", "ini_as_vela_flag", "bundle_suffix", "bpte_without_bundleio", "etrecord_dir",
         "missing_ini"],
)
def test_compile_option_mistakes(tmp_path, args, fragments):
    result = armnpu("compile", "tiny_cnn", *args, cwd=tmp_path)
    assert_one_line_error(result, *fragments)
    assert "loading torch" not in result.stderr  # refused before the imports


def test_run_tolerance_mistakes(tosa_mlp, tmp_path):
    assert_one_line_error(armnpu("run", tosa_mlp, "--random", "--quanta", "1"), "--compare")
    np.savez(tmp_path / "ref.npz", output_0=np.zeros(1))
    result = armnpu("run", tosa_mlp, "--random", "--compare", tmp_path / "ref.npz", "--atol", "1", "--quanta", "1")
    assert_one_line_error(result, "one tolerance")


# ---- memory -------------------------------------------------------------------------------------------


@pytest.fixture
def over_budget(shared):
    """tiny_cnn for My_Board/My_Mode of a custom .ini whose arena_cache_size is 1 KiB."""

    def build(directory):
        (directory / "my.ini").write_text(_MY_INI)
        return armnpu("compile", "tiny_cnn", "--config-ini", directory / "my.ini", "--system-config", "My_Board",
                      "--memory-mode", "My_Mode", "-o", directory / "cnn.pte")

    return shared("over_budget", build)


def test_a_custom_ini_is_accepted_and_its_limit_warned_about(over_budget):
    directory, result = over_budget
    assert result.returncode == 0, result
    warnings = [line for line in result.stderr.splitlines() if line.startswith("armnpu: warning: tag0: SRAM")]
    assert len(warnings) == 1 and "limit of 1,024 bytes" in warnings[0] and "My_Mode" in warnings[0], result.stderr
    used = int(re.search(r"SRAM ([\d,]+) bytes", warnings[0]).group(1).replace(",", ""))
    report = json.loads((directory / "cnn.armnpu.json").read_text())
    assert report["target"]["system_config"] == "My_Board"
    sram = [row for row in report["partitions"][0]["memory"] if row["memory"] == "SRAM"][0]
    assert sram["limit_bytes"] == 1024 and sram["used_bytes"] == used > 1024


def test_compile_prints_the_scratch_size_the_runtime_must_provide(over_budget):
    directory, result = over_budget
    scratch = int(re.search(r"scratch buffer of ([\d,]+) bytes", result.stdout).group(1).replace(",", ""))
    report = json.loads((directory / "cnn.armnpu.json").read_text())
    assert scratch == max(p["blob"]["scratch"] for p in report["partitions"]) > 0


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_strict_memory_fails_with_the_figures_and_writes_nothing(tmp_path):
    result = armnpu("compile", "tiny_cnn", "--sram-size", "1KiB", "--strict-memory", "-o", "cnn.pte", cwd=tmp_path)
    assert_one_line_error(result, "--strict-memory", "tag0: SRAM", "exceeds the limit of 1,024 bytes")
    assert not (tmp_path / "cnn.pte").exists()


def test_stderr_holds_only_armnpu_lines_each_step_with_its_duration(over_budget):
    _, result = over_budget
    lines = result.stderr.splitlines()
    assert lines and all(line.startswith("armnpu: ") for line in lines), result.stderr  # no torch/torchao noise
    assert "Failed to load" not in result.stderr
    steps = [line for line in lines if _DURATION.match(line)]
    assert any("with Vela: done in" in line for line in steps), result.stderr
    assert any(line.startswith("armnpu: loading torch") for line in steps), result.stderr


# ---- BundledProgram, ETRecord -------------------------------------------------------------------------


@pytest.fixture
def bundled_mlp(shared):
    def build(directory):
        return armnpu("compile", "tiny_mlp", "--target", "TOSA-1.0+INT", "--bundleio", "--etrecord",
                      directory / "mlp_etrecord.bin", "-o", directory / "mlp.bpte")

    directory, result = shared("bundled_mlp", build)
    assert result.returncode == 0, result
    return directory


def test_a_bundle_verifies_its_expected_outputs(bundled_mlp):
    result = armnpu("run", bundled_mlp / "mlp.bpte")
    assert result.returncode == 0, result
    assert "1 bundled test case(s) pass within --quanta 1" in result.stdout
    assert result.stderr == ""


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_a_bundle_with_wrong_expected_outputs_fails(bundled_mlp, tmp_path):
    from armnpu.cli.bundle import TestCase, bundle_bytes, read_bundle

    program, cases = read_bundle(bundled_mlp / "mlp.bpte")
    expected = cases[0].expected[0].clone()
    expected.view(-1)[0] += 0.5  # tiny_mlp's outputs are within a few units: 0.5 is many int8 steps
    (tmp_path / "bad.bpte").write_bytes(bundle_bytes(program, [TestCase(cases[0].inputs, (expected,))]))
    result = armnpu("run", tmp_path / "bad.bpte")
    assert result.returncode == 1, result
    assert "test case 0: output 0 differs from the bundled expected outputs" in result.stderr


def test_the_etrecord_parses_with_executorchs_devtools(bundled_mlp):
    from executorch.devtools import parse_etrecord

    record = parse_etrecord(str(bundled_mlp / "mlp_etrecord.bin"))
    graph = record.edge_dialect_program.graph
    assert any("executorch_call_delegate" in str(node.target) for node in graph.nodes)
    assert record._debug_handle_map and record._delegate_map


# ---- run ----------------------------------------------------------------------------------------------


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_run_quanta_tolerance(tosa_mlp, tmp_path):
    assert armnpu("run", tosa_mlp, "--random", "--output", tmp_path / "out.npz").returncode == 0
    out = dict(np.load(tmp_path / "out.npz"))["output_0"]
    near, far = out.copy(), out.copy()
    near.reshape(-1)[0] += 1e-6  # far below any int8 step
    far.reshape(-1)[0] += 100.0  # far beyond one
    np.savez(tmp_path / "near.npz", output_0=near)
    np.savez(tmp_path / "far.npz", output_0=far)
    assert armnpu("run", tosa_mlp, "--random", "--compare", tmp_path / "near.npz", "--quanta", "1").returncode == 0
    result = armnpu("run", tosa_mlp, "--random", "--compare", tmp_path / "far.npz", "--quanta", "1")
    assert result.returncode == 1 and "more than --quanta 1 x step" in result.stderr, result
    assert armnpu("run", tosa_mlp, "--random", "--compare", tmp_path / "near.npz", "--quanta", "0").returncode == 1


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_run_rejects_more_references_than_outputs(tosa_mlp, tmp_path):
    assert armnpu("run", tosa_mlp, "--random", "--output", tmp_path / "out.npz").returncode == 0
    out = np.load(tmp_path / "out.npz")["output_0"]
    np.savez(tmp_path / "two.npz", output_0=out, output_1=out)
    result = armnpu("run", tosa_mlp, "--random", "--compare", tmp_path / "two.npz")
    assert_one_line_error(result, "holds 2 reference output(s); the program has 1")


@pytest.fixture
def embedding_program(shared):
    def build(directory):
        (directory / "tagger.py").write_text(_EMBEDDING_FILE)
        return armnpu("compile", directory / "tagger.py", "--target", "TOSA-1.0+INT", "-o", directory / "tagger.pte")

    directory, result = shared("embedding_program", build)
    assert result.returncode == 0, result
    return directory / "tagger.pte"


@pytest.mark.slow  # one of the longest CLI round trips: CI's slow step
def test_random_indices_stay_inside_the_embedding(embedding_program, tmp_path):
    report = json.loads(embedding_program.with_name("tagger.armnpu.json").read_text())
    assert report["program"]["input_ranges"] == [[0, 10]]
    for seed in range(3):
        result = armnpu("run", embedding_program, "--random", "--seed", seed, "--output", tmp_path / f"o{seed}.npz")
        assert result.returncode == 0, result
    # The outputs are the embedding rows' images: valid indices give finite, seed-dependent outputs.
    outputs = [np.load(tmp_path / f"o{seed}.npz")["output_0"] for seed in range(3)]
    assert all(np.isfinite(o).all() for o in outputs) and not np.array_equal(outputs[0], outputs[1])


@pytest.mark.slow
def test_direct_drive_compiles_for_an_ethos_u85_and_runs_on_the_simulator(tmp_path):
    result = armnpu("compile", "tiny_cnn", "--target", "ethos-u85-128", "--direct-drive", "--bundleio",
                    "-o", "dd.bpte", cwd=tmp_path)
    assert result.returncode == 0, result
    report = json.loads((tmp_path / "dd.armnpu.json").read_text())
    assert report["target"]["name"] == "ethos-u85-128"
    from armnpu.cli.bundle import read_bundle
    from armnpu.report.pte import read_plan

    program, _ = read_bundle(tmp_path / "dd.bpte")
    _, plan = read_plan(program, "dd.bpte")
    flags = {s.key: bytes(s.value).decode() for s in plan.delegates[0].compile_specs}["compile_flags"].split()
    assert "--separate-io-regions" in flags and "--cop-format=COP2" in flags
    # The COP2 stream runs on the U85 simulator and meets the bundled quantized model's outputs.
    checked = armnpu("run", tmp_path / "dd.bpte")
    assert checked.returncode == 0, checked
