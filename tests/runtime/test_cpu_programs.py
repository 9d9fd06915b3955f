"""Programs with no delegate, run by armnpu.load and by ExecuTorch's own runtime
(executorch.runtime.Runtime, the C++ portable and quantized kernels): same outputs."""

import pytest
import torch
from executorch.exir._serialize._program import deserialize_pte_binary
from executorch.exir.schema import JumpFalseCall, KernelCall
from executorch.runtime import Runtime

import armnpu
import armnpu.runtime  # registers the quantized kernels ExecuTorch's runtime also needs
from armnpu.examples import get_example
from tests.runtime.programs import (
    Accumulator,
    ChannelsLast,
    CondBranches,
    ConvHead,
    GeluRows,
    ListArguments,
    MapLoop,
    cpu_program,
    quantized_cpu_program,
    two_method_program,
)


def executorch_outputs(data: bytes, inputs: tuple, runs: int = 1) -> list:
    method = Runtime.get().load_program(data).load_method("forward")
    return [method.execute(list(inputs)) for _ in range(runs)]


def _plan(data: bytes):
    return deserialize_pte_binary(data).program.execution_plan[0]


def _assert_same(ours, theirs, atol=0.0):
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        assert a.shape == b.shape and a.dtype == b.dtype
        torch.testing.assert_close(a, b, atol=atol, rtol=atol)


def test_float_program_matches_executorch_and_eager():
    torch.manual_seed(0)
    module, x = ConvHead().eval(), torch.randn(1, 3, 8, 8)
    data = cpu_program(module, (x,))
    for batch in [(x,), (torch.randn(1, 3, 8, 8),)]:
        ours = armnpu.load(data)(*batch)
        # Float kernels may sum in another order than ExecuTorch's portable kernels.
        _assert_same(ours, executorch_outputs(data, batch)[0], atol=1e-5)
        _assert_same(ours, module(*batch), atol=1e-5)


def test_quantized_program_matches_executorch_exactly():
    model, inputs = get_example("tiny_cnn").build()
    data = quantized_cpu_program(model, inputs)
    ops = {f"{op.name}.{op.overload}" for op in _plan(data).operators}
    assert {"quantized_decomposed::quantize_per_tensor.out", "quantized_decomposed::dequantize_per_channel.out"} <= ops
    program = armnpu.load(data)
    for batch in [inputs, (torch.randn(inputs[0].shape, generator=torch.Generator().manual_seed(5)),)]:
        _assert_same(program(*batch), executorch_outputs(data, batch)[0])


def test_channels_last_dim_order():
    x = torch.randn(1, 3, 8, 8)
    data = cpu_program(ChannelsLast(), (x,))
    assert any(list(v.val.dim_order) == [0, 2, 3, 1] for v in _plan(data).values if hasattr(v.val, "dim_order"))
    ours = armnpu.load(data)(x)
    _assert_same(ours, executorch_outputs(data, (x,))[0], atol=1e-6)
    _assert_same(ours, ChannelsLast()(x), atol=1e-6)


@pytest.mark.filterwarnings("ignore:Mutation on a buffer")  # exir's notice; the initial value is kept by the pass
def test_mutable_buffer_keeps_state_across_runs():
    x = torch.ones(4)
    data = cpu_program(Accumulator(), (x,), mutable_buffers=("total",))
    program = armnpu.load(data)
    ours = [program(x) for _ in range(3)]
    theirs = executorch_outputs(data, (x,), runs=3)
    for a, b in zip(ours, theirs):
        _assert_same(a, b)
    # total starts at arange(4) and gains 1 per run; the method returns it doubled
    assert torch.equal(ours[2][0], (torch.arange(4.0) + 3) * 2)


def test_map_loop_with_jumps():
    xs, y = torch.randn(3, 4), torch.randn(4)
    data = cpu_program(MapLoop(), (xs, y))
    kinds = {type(i.instr_args) for i in _plan(data).chains[0].instructions}
    assert JumpFalseCall in kinds and KernelCall in kinds
    program = armnpu.load(data)
    for batch in [(xs, y), (torch.randn(3, 4), torch.randn(4))]:
        ours = program(*batch)
        _assert_same(ours, executorch_outputs(data, batch)[0])
        _assert_same(ours, (batch[0] * batch[1] + 1,), atol=1e-6)


def test_cond_jumping_to_the_end_of_the_chain():
    x = torch.rand(2, 3)
    data = cpu_program(CondBranches(), (x,))
    chain = _plan(data).chains[0].instructions
    jumps = [i.instr_args.destination_instruction for i in chain if isinstance(i.instr_args, JumpFalseCall)]
    assert len(chain) in jumps
    program = armnpu.load(data)
    for batch in [(x,), (-x,)]:
        ours = program(*batch)
        # ExecuTorch's portable sin/cos may differ from torch's in the last bit.
        _assert_same(ours, executorch_outputs(data, batch)[0], atol=1e-6)
        _assert_same(ours, (CondBranches()(*batch),), atol=1e-6)


def test_list_and_optional_arguments():
    x, index = torch.randn(1, 3, 4, 4), torch.tensor([0, 2])
    data = cpu_program(ListArguments(), (x, index))
    kinds = {type(v.val).__name__ for v in _plan(data).values}
    assert {"TensorList", "DoubleList", "OptionalTensorList", "IntList", "Null"} <= kinds
    ours = armnpu.load(data)(x, index)
    _assert_same(ours, executorch_outputs(data, (x, index))[0])
    _assert_same(ours, ListArguments()(x, index))


def test_dynamic_batch_and_string_argument():
    rows = torch.export.Dim("rows", min=1, max=8)
    data = cpu_program(GeluRows(), (torch.randn(4, 5),), dynamic_shapes={"x": {0: rows}})
    assert any(type(v.val).__name__ == "String" for v in _plan(data).values)
    program, method = armnpu.load(data), Runtime.get().load_program(data).load_method("forward")
    for count in [4, 1, 8, 3]:
        x = torch.randn(count, 5)
        ours = program(x)
        assert [tuple(t.shape) for t in ours] == [(count, 5), (count,)]
        _assert_same(ours, method.execute([x]), atol=1e-6)
    expected = r"\(8, 5\) \(dims up to those\), got a float32 tensor of shape \(9, 5\)"
    with pytest.raises(armnpu.runtime.InputError, match=expected):
        program(torch.randn(9, 5))


def test_outputs_do_not_alias_the_memory_plan():
    x = torch.randn(1, 3, 8, 8)
    program = armnpu.load(cpu_program(ConvHead().eval(), (x,)))
    first = program(x)
    kept = [t.clone() for t in first]
    program(torch.randn(1, 3, 8, 8))
    assert all(torch.equal(a, b) for a, b in zip(first, kept))


def test_method_names_and_no_delegates():
    program = armnpu.load(cpu_program(ConvHead().eval(), (torch.randn(1, 3, 8, 8),)))
    assert program.method_names == ["forward"]
    assert program.delegates == []


def test_several_methods():
    program = armnpu.load(two_method_program())
    assert sorted(program.method_names) == ["double", "forward"]
    x = torch.randn(3)
    (added,) = program(x)
    (doubled,) = program.run("double", x)
    assert torch.equal(added, x + 1) and torch.equal(doubled, x * 2)


class Specialised(torch.nn.Module):
    """Arguments torch.export bakes into the graph: a string, an int, None."""

    def forward(self, x, mode: str, start: int, unused=None):
        return x[start:] * 2 if mode == "double" else x


def test_inputs_specialised_at_export():
    x = torch.randn(4, 3)
    program = armnpu.load(cpu_program(Specialised(), (x, "double", 1, None)))
    _assert_same(program(x, "double", 1, None), (x[1:] * 2,))
    program(x, "double", 1, ...)  # a value only export looked at (Ellipsis, a slice) is taken as well
    with pytest.raises(armnpu.runtime.InputError, match="input 2: the program was exported for 1 .*got 2"):
        program(x, "double", 2, None)
    with pytest.raises(armnpu.runtime.InputError, match="input 1: expected a value fixed at export .*got Tensor"):
        program(x, x, 1, None)
