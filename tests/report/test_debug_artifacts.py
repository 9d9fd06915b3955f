"""dump_intermediate_artifacts_to + dump_debug_info("JSON"): TOSA as JSON and a per-operator debug map."""

import json


def _partitions(intermediates):
    return sorted(p.name.split("_TOSA-")[0] for p in intermediates.glob("*_TOSA-*.tosa"))


def test_each_partition_has_a_json_rendering_and_an_operator_map(split_net):
    names = _partitions(split_net.intermediates)
    assert names == ["tag0", "tag1"]
    for name in names:
        (rendering,) = split_net.intermediates.glob(f"{name}_TOSA-*.tosa.json")
        block = json.loads(rendering.read_text())["regions"][0]["blocks"][0]
        debug = json.loads((split_net.intermediates / f"{name}_debug.json").read_text())
        assert [(op["op"], op["outputs"]) for op in debug["operators"]] == [
            (op["op"], op["outputs"]) for op in block["operators"]
        ]


def test_operators_map_to_fx_nodes_modules_and_source(split_net):
    convs = []
    for name in _partitions(split_net.intermediates):
        debug = json.loads((split_net.intermediates / f"{name}_debug.json").read_text())
        for op in debug["operators"]:
            if op["node"] != "output":  # the graph's closing layout change belongs to no node
                assert op["node"] in debug["nodes"], op
            if op["op"] == "CONV2D":
                convs.append(op)
    assert sorted(op["module_path"] for op in convs) == ["conv", "head"]
    assert all("conftest.py" in op["stack_trace"] and "convolution" in op["target"] for op in convs)


def test_rendering_shows_attributes_and_small_constants(split_net):
    (rendering,) = split_net.intermediates.glob("tag0_TOSA-*.tosa.json")
    block = json.loads(rendering.read_text())["regions"][0]["blocks"][0]
    conv = next(op for op in block["operators"] if op["op"] == "CONV2D")
    assert conv["attribute"]["stride"] == [1, 1]
    tensors = {t["name"]: t for t in block["tensors"]}
    weight = tensors[conv["inputs"][1]]
    out_channels, *kernel = weight["shape"]
    assert weight["data_bytes"] == out_channels * kernel[0] * kernel[1] * kernel[2]  # int8 weights
    bias = tensors[conv["inputs"][2]]
    assert len(bias["values"]) == out_channels and bias["type"] == "INT32"
