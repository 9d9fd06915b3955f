"""The sweep's parts without compiling: the plan and its checks, the Pareto fronts, the cache's
keys, and a task the engine lost (a failed row that is not cached)."""

import math

import pytest

from armnpu.errors import ConfigError
from armnpu.sweep.cache import Cache
from armnpu.sweep.pareto import TRADEOFFS, front
from armnpu.sweep.plan import Config, plan
from armnpu.sweep.row import FAILED, OK, Row, table, to_csv
from armnpu.sweep.run import COMPILED, LOST, Sweep
from armnpu.sweep.source import ModelSource

CYCLES_SRAM, FLASH_SQNR = TRADEOFFS


def test_the_plan_takes_each_targets_defaults_and_skips_what_does_not_apply():
    configs = plan(["ethos-u65-256", "TOSA-1.0+INT", "TOSA-1.0+FP"], None, ["Sram_Only", "Shared_Sram"],
                   ["minmax", "mse"])
    assert configs == [
        Config("ethos-u65-256", "Ethos_U65_High_End", mode, method)
        for mode in ("Sram_Only", "Shared_Sram") for method in ("minmax", "mse")
    ] + [Config("TOSA-1.0+INT", calibration_method=m) for m in ("minmax", "mse")] + [Config("TOSA-1.0+FP")]
    assert plan(["ethos-u85-256"]) == [Config("ethos-u85-256", "Ethos_U85_SYS_DRAM_Mid", "Sram_Only", "histogram")]


def test_a_system_config_applies_to_the_family_it_names():
    configs = plan(["ethos-u55-128", "ethos-u85-256"],
                   ["Ethos_U55_Deep_Embedded", "Ethos_U85_SYS_Flash_Low", "Ethos_U85_SYS_DRAM_High"], ["Sram_Only"])
    assert [(c.target, c.system_config) for c in configs] == [
        ("ethos-u55-128", "Ethos_U55_Deep_Embedded"), ("ethos-u85-256", "Ethos_U85_SYS_Flash_Low"),
        ("ethos-u85-256", "Ethos_U85_SYS_DRAM_High")]


@pytest.mark.parametrize("targets, system_configs, memory_modes, methods, fragments", [
    (["ethos-u85-256", "ethos-u55-128"], None, ["Dedicated_Sram"], None,
     ["ethos-u55-128", "Dedicated_Sram", "valid for ethos-u55: Sram_Only, Shared_Sram"]),
    (["ethos-u55-128"], None, ["Sram_Onyl"], None, ["Unknown memory mode 'Sram_Onyl'", "Sram_Only, Shared_Sram"]),
    (["ethos-u55-128", "ethos-u85-256"], ["Ethos_U85_SYS_DRAM_Mid"], None, None,
     ["ethos-u55-128", "'Ethos_U85_SYS_DRAM_Mid' is for another NPU family", "Ethos_U55_High_End_Embedded"]),
    (["ethos-u85-256"], ["Ethos_U85_SYS_DRAM_Mid", "Ethos_U85_Typo"], None, None,
     ["ethos-u85-256", "Unknown system config 'Ethos_U85_Typo'"]),
    (["ethos-u55-128"], None, None, ["mean"], ["'mean'", "minmax"]),
    (["vgf"], None, None, None, ["Ethos-U and TOSA targets"]),
], ids=["mode_the_u55_lacks", "misspelt_mode", "no_system_config_of_the_family", "misspelt_system_config",
         "calibration", "vgf"])
def test_the_plan_names_what_a_target_does_not_accept(targets, system_configs, memory_modes, methods, fragments):
    with pytest.raises(ConfigError) as error:
        plan(targets, system_configs, memory_modes, methods)
    for fragment in fragments:
        assert fragment in str(error.value)


def _row(model, cycles, sram, flash, sqnr, status=OK):
    return Row(model, "ethos-u55-128", "", "", "", status, cycles=cycles, sram_peak_bytes=sram, flash_bytes=flash,
               int_sqnr_db=sqnr)


def test_each_model_has_its_own_pareto_front():
    rows = [
        _row("a", 100, 50, 10, 30.0),  # 0: fastest
        _row("a", 200, 10, 12, 35.0),  # 1: least SRAM
        _row("a", 200, 60, 12, 35.0),  # 2: beaten by 1 on SRAM, by 0 on both
        _row("a", 150, 30, 10, 30.0),  # 3: between 0 and 1
        _row("a", 150, 30, 10, 30.0),  # 4: the same point as 3: on the front too
        _row("a", None, None, 20, math.inf),  # 5: a TOSA row, bit-exact: in neither plot
        _row("b", 900, 900, 99, 10.0),  # 6: another model, alone on its front
        _row("a", 1, 1, 1, 99.0, status=FAILED),  # 7: failed: never plotted
    ]
    assert front(rows, CYCLES_SRAM) == {0, 1, 3, 4, 6}
    assert front(rows, FLASH_SQNR) == {0, 1, 2, 3, 4, 6}  # 10 bytes at 30 dB, or 12 bytes at 35 dB
    assert front([_row("a", 5, 5, 10, 30.0), _row("a", 5, 5, 9, 31.0)], FLASH_SQNR) == {1}


def test_the_cache_keys_on_the_model_bytes_and_the_configuration(tmp_path):
    config = Config("ethos-u55-128", "Ethos_U55_High_End_Embedded", "Shared_Sram", "histogram")
    cache = Cache(tmp_path)
    (tmp_path / "a.py").write_text("model = 1\n")
    source = ModelSource.from_arguments(str(tmp_path / "a.py"))
    row = Row("a.py", *vars(config).values(), OK, cycles=123, int_sqnr_db=math.inf)
    cache.put(source, config, row)
    (tmp_path / "b.py").write_text("model = 1\n")  # the same bytes under another name: the same model
    again = cache.get(ModelSource.from_arguments(str(tmp_path / "b.py")), config)
    assert again is not None and again.cycles == 123 and again.int_sqnr_db == math.inf and again.model == str(tmp_path / "b.py")
    assert cache.get(source, Config(*vars(config).values())) is not None
    assert cache.get(source, Config("ethos-u55-128", "Ethos_U55_High_End_Embedded", "Sram_Only", "histogram")) is None
    (tmp_path / "a.py").write_text("model = 2\n")
    assert cache.get(ModelSource.from_arguments(str(tmp_path / "a.py")), config) is None
    assert cache.get(ModelSource.from_arguments("tiny_mlp"), config) is None


def test_a_lost_task_is_a_failed_row_and_is_not_cached(tmp_path):
    source = ModelSource.from_arguments("tiny_mlp")
    configs = plan(["ethos-u55-128"], None, ["Shared_Sram", "Sram_Only"])
    computed = Row("tiny_mlp", *vars(configs[0]).values(), OK, cycles=7)

    def engine(tasks):  # the first task finishes, the second one's worker dies
        yield 1, RuntimeError("worker died")
        yield 0, computed

    seen = []
    rows = Sweep([(source, c) for c in configs], Cache(tmp_path)).compute(engine, lambda r, how: seen.append(how))
    assert seen == [LOST, COMPILED] and rows[0] is computed
    assert rows[1].status == FAILED and "lost" in rows[1].error and "worker died" in rows[1].error
    again = Sweep([(source, c) for c in configs], Cache(tmp_path))
    assert again.missing == [1]  # the computed row is served, the lost one is computed again
    assert "failed: the task was lost" in table(rows) and to_csv(rows).count("\n") == 3


def test_a_worker_elsewhere_rebuilds_the_model_from_the_shipped_bytes(tmp_path):
    import numpy as np
    import torch

    (tmp_path / "net.py").write_text("import torch\nmodel = torch.nn.Linear(4, 2)\nexample_inputs = (torch.randn(1, 4),)\n")
    np.savez(tmp_path / "calib.npz", x=np.arange(12, dtype=np.float32).reshape(3, 1, 4))
    source = ModelSource.from_arguments(str(tmp_path / "net.py"), calibration_data=str(tmp_path / "calib.npz"))
    here = source.load()
    (tmp_path / "net.py").unlink()  # as on another machine: only the bytes in the task remain
    (tmp_path / "calib.npz").unlink()
    there = source.load()
    assert torch.equal(here.model.weight, there.model.weight)  # torch is seeded before the model is built
    assert len(there.calibration) == 3 and torch.equal(there.calibration[2][0], torch.arange(8.0, 12.0).reshape(1, 4))
