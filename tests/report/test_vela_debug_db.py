"""Per-layer facts read from Vela's debug database, on a hand-written database."""

from armnpu.backends.vela_debug_db import layer_facts

# Two layers at time steps 0-1 and 2-3. SRAM tensors: the input (0-1), layer a's output (0-3),
# the weight buffer for layer b that Vela fills while a runs (1-3), b's output (2-3). A DRAM tensor
# never counts towards SRAM.
_DB = """<?xml version='1.0' encoding='UTF-8'?>
<debug source="x">
<table name="perf">
<![CDATA[
"id","operator","name","staging_usage"
"10","Conv2D","a","300"
"11","DepthwiseConv2D","b","600"
"12","DepthwiseConv2D","c","600"
]]>
</table>
<table name="perf_debug">
<![CDATA[
"id","time_index","ifm_shape_n","ifm_shape_h","ifm_shape_w","ifm_shape_c","ifm2_shape_n","ifm2_shape_h","ifm2_shape_w","ifm2_shape_c","ofm_shape_n","ofm_shape_h","ofm_shape_w","ofm_shape_c","weight_total_bytes","weight_max_range_bytes","SramFeatureMap_read","SramFeatureMap_write","SramWeights_read","OffChipFlashWeights_read","OffChipFlashScales_read","shramFeatureMap_read"
"10","0","1","8","8","4","0","0","0","0","1","8","8","16","576","400","256","1024","1200","600","","9999"
"11","2","1","8","8","16","0","0","0","0","1","8","8","16","144","208","1024","1024","0","176","32","9999"
"12","4","1","8","8","16","0","0","0","0","1","8","8","16","144","208","1024","1024","416","","","9999"
]]>
</table>
<table name="tensors">
<![CDATA[
"id","data_type","memory","usage","start_time","end_time","start_address","end_address","size","format","name"
"0","Int8","Sram","OpLocal","0","1","0x0","0x100","0x100","NHWC","input"
"1","Int8","Sram","OpLocal","0","3","0x100","0x500","0x400","NHCWB16","a"
"2","UInt8","Sram","OpBuffering","1","3","0x500","0x5d0","0xd0","Unknown","WB_b"
"3","Int8","Sram","OpLocal","2","3","0x0","0x400","0x400","NHCWB16","b"
"4","Int8","Dram","OpLocal","0","3","0x0","0x9000","0x9000","NHWC","spilled"
]]>
</table>
</debug>
"""


def test_layer_facts(tmp_path):
    path = tmp_path / "x_debug.xml"
    path.write_text(_DB)
    a, b, c = layer_facts(path)
    assert (a["name"], b["name"], c["name"]) == ("a", "b", "c")
    # a: 0x100 + 0x400 at step 0, and the weight buffer joins at step 1: 256 + 1024 + 208 = 1488.
    assert a["sram_bytes"] == 1488
    # b: a's output, the weight buffer and b's output: 1024 + 208 + 1024 = 2256.
    assert b["sram_bytes"] == 2256
    assert c["sram_bytes"] == 0  # no SRAM tensor lives at steps 4-5
    assert a["ifm_shape"] == [1, 8, 8, 4] and a["ifm2_shape"] == [] and a["ofm_shape"] == [1, 8, 8, 16]
    # The weight stream: what is fetched from flash (weights and scales), however often the SRAM
    # copy is read; for weights read in place from the SRAM, Vela's one range.
    assert (a["weight_bytes"], b["weight_bytes"], c["weight_bytes"]) == (600, 176 + 32, 208)
    # SHRAM is the NPU's internal buffer, not system memory traffic.
    assert a["traffic_bytes"] == {"sram": 256 + 1024 + 1200, "off_chip_flash": 600}
    assert b["traffic_bytes"] == {"sram": 2048, "off_chip_flash": 208}


# perf_debug_conn: which scheduled op feeds each input slot of an op (-1: from outside the partition).
# b is a binary op: its ifm2 (slot 1) comes from a, its ifm (slot 0, listed second) from outside.
_CONN = """<table name="perf_debug_conn">
<![CDATA[
"id","input_op_id","input_index"
"10","-1","0"
"11","10","1"
"11","-1","0"
"12","11","0"
]]>
</table>
</debug>
"""


def test_input_layers_follow_velas_connection_table_in_input_order(tmp_path):
    path = tmp_path / "x_debug.xml"
    path.write_text(_DB.replace("</debug>\n", _CONN))
    a, b, c = layer_facts(path)
    assert (a["input_layers"], b["input_layers"], c["input_layers"]) == ([-1], [-1, 0], [1])


def test_input_layers_are_empty_without_the_connection_table(tmp_path):
    path = tmp_path / "x_debug.xml"
    path.write_text(_DB)
    assert [facts["input_layers"] for facts in layer_facts(path)] == [[], [], []]
