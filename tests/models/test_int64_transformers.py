"""Transformers whose forward builds int64 positions, buckets and masks: quantized, one
delegate, only the int64 token ids' cast to int32 on the CPU (TOSA has no int64 tensors)."""

import pytest
import torch

import armnpu
from armnpu.verify.delegates import check_delegates
from tests.ops.harness import max_error_in_quanta

IDS_CAST = {"dim_order_ops._to_dim_order_copy.default": 1}


class LastHidden(torch.nn.Module):
    def __init__(self, model, logits: bool = False):
        super().__init__()
        self.model, self.logits = model, logits

    def forward(self, ids):
        out = self.model(input_ids=ids, use_cache=False) if self.logits else self.model(input_ids=ids)
        return out.logits if self.logits else out.last_hidden_state


def _t5():
    from transformers import T5Config, T5EncoderModel
    return T5EncoderModel(T5Config(vocab_size=256, d_model=32, d_kv=8, d_ff=64, num_layers=2, num_heads=4,
                                   relative_attention_num_buckets=8, relative_attention_max_distance=16))


def _llama():
    from transformers import LlamaConfig, LlamaForCausalLM
    return LlamaForCausalLM(LlamaConfig(vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                                        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64))


def _bert():
    from transformers import BertConfig, BertModel
    return BertModel(BertConfig(vocab_size=256, hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                                intermediate_size=64, max_position_embeddings=64))


def _roberta():  # position ids counted past the padding tokens: int64 arithmetic and a cumsum
    from transformers import RobertaConfig, RobertaModel
    return RobertaModel(RobertaConfig(vocab_size=256, hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                                      intermediate_size=64, max_position_embeddings=66))


# name -> (builder, logits, target)
MODELS = {"t5_encoder": (_t5, False, "TOSA-1.0+INT"), "llama": (_llama, True, "ethos-u85-256"),
          "bert": (_bert, False, "ethos-u85-256"), "roberta": (_roberta, False, "ethos-u85-256")}


@pytest.mark.slow
@pytest.mark.parametrize("name", MODELS)
def test_int64_transformer(name):
    build, logits, target = MODELS[name]
    torch.manual_seed(0)
    model = LastHidden(build().eval(), logits).eval()
    generator = torch.Generator().manual_seed(1)
    batches = [(torch.randint(0, 256, (1, 16), generator=generator),) for _ in range(5)]
    compiled = armnpu.compile(model, batches[0], target=target, calibration=batches[1:])
    assert compiled.num_delegates == 1 and compiled.cpu_ops == IDS_CAST, compiled.summary()
    worst = max(max_error_in_quanta(compiled, batch, int8_grid=True) for batch in batches[:3])
    print(f"{name}: {compiled.summary()}\nwithin {worst} quanta of the quantized model")
    assert worst <= 1
    if target.startswith("ethos"):
        check_delegates(compiled)  # the NPU simulator equals the TOSA reference bit for bit
