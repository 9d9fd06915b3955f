"""A zoo of real architectures from ``transformers`` and ``diffusers``, at toy sizes.

Each entry builds the library's own model class from a small config with seeded random weights
(nothing is downloaded: no ``from_pretrained``, no tokenizer, no weight file), wrapped where
needed so that ``forward`` takes positional tensors only and returns one tensor. The sizes
(hidden 32-64, 2 layers, vocab 256, 16-token sequences, 32x32 images) keep every model well under
a million parameters, so the whole zoo exports and compiles on a slow CPU; the graphs keep the
architecture's structure (grouped-query attention, rotary or relative positions, sliding windows,
windowed vision attention, conformer convolutions, ...).

This module imports only torch and the standard library at the top, and transformers or
diffusers inside each builder: the competitor's worker imports it too, where armnpu must not be
loaded, and listing the zoo must stay cheap.

    from zoo_models import ZOO
    model, example = ZOO["bert"].build()
    calibration = ZOO["bert"].inputs(8, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
from torch import nn

if TYPE_CHECKING:
    from diffusers import AutoencoderKL

FAMILIES = ("text-encoder", "decoder", "encoder-part", "vision", "audio", "multimodal", "diffusion")

BuildFn = Callable[[], tuple[nn.Module, tuple[torch.Tensor, ...]]]
InputsFn = Callable[[int, int], list[tuple[torch.Tensor, ...]]]
Sampler = Callable[[torch.Generator], torch.Tensor]

VOCAB = 256
SEQ = 16


@dataclass(frozen=True)
class ZooModel:
    name: str  # short id, e.g. "bert", "t5-encoder", "sd-vae-decoder"
    family: str  # one of FAMILIES
    source: str  # the class it is built from, e.g. "transformers.BertModel"
    build: BuildFn  # (model in eval mode with seeded random weights, example inputs)
    inputs: InputsFn  # inputs(n, seed): n input tuples shaped like the example, deterministic in seed


# ---------------------------------------------------------------- inputs


def tokens(*shape: int, vocab: int = VOCAB) -> Sampler:
    return lambda g: torch.randint(0, vocab, shape, generator=g, dtype=torch.int64)


def gaussian(*shape: int) -> Sampler:
    return lambda g: torch.randn(shape, generator=g)


def uniform(low: float, high: float, *shape: int) -> Sampler:
    """For inputs with a range of their own, such as diffusion timesteps."""
    return lambda g: low + (high - low) * torch.rand(shape, generator=g)


def sampled(*samplers: Sampler) -> InputsFn:
    """inputs(n, seed): n tuples with one tensor per sampler, from one generator seeded with seed."""

    def inputs(n: int, seed: int) -> list[tuple[torch.Tensor, ...]]:
        g = torch.Generator().manual_seed(seed)
        return [tuple(sample(g) for sample in samplers) for _ in range(n)]

    return inputs


# ---------------------------------------------------------------- wrappers


class FirstOutput(nn.Module):
    """Passes positional tensors to the wrapped model as the named keyword arguments (plus fixed
    options such as ``return_dict=False``) and returns its first output: ``last_hidden_state``,
    ``logits``, ``sample``, ..."""

    def __init__(self, model: nn.Module, input_names: Sequence[str], **options: Any) -> None:
        super().__init__()
        self.model = model
        self.input_names = tuple(input_names)
        self.options = options

    def forward(self, *tensors: torch.Tensor) -> torch.Tensor:
        outputs = self.model(**dict(zip(self.input_names, tensors, strict=True)), **self.options)
        return outputs[0]


class VaeDecode(nn.Module):
    """AutoencoderKL.decode: latents -> image (post-quant conv, then the decoder)."""

    def __init__(self, vae: AutoencoderKL) -> None:
        super().__init__()
        self.vae = vae

    def forward(self, latents: torch.Tensor) -> torch.Tensor:
        # decode is wrapped in diffusers' untyped apply_forward_hook, which hides it from mypy.
        return self.vae.decode(latents, return_dict=False)[0]  # type: ignore[attr-defined]


class UnpaddedAudioEncoder(nn.Module):
    """Gemma3nAudioEncoder on one unpadded clip: the padding mask (True = padding) is all False,
    built here so the program's only input is the mel features; returns the encodings."""

    def __init__(self, encoder: nn.Module) -> None:
        super().__init__()
        self.encoder = encoder

    def forward(self, audio_mel: torch.Tensor) -> torch.Tensor:
        padding = torch.zeros(audio_mel.shape[:2], dtype=torch.bool)
        return self.encoder(audio_mel, padding)[0]


# ---------------------------------------------------------------- building


# Re-initialises a built model given a batch of inputs (see conv_net_init).
InitFn = Callable[[nn.Module, tuple[torch.Tensor, ...]], None]
INIT_SEED = 7  # the inputs an InitFn sees: neither the calibration's nor the evaluation's
INIT_BATCH = 8


def entry(name: str, family: str, source: str, make: Callable[[], nn.Module], *samplers: Sampler,
          init: InitFn | None = None) -> ZooModel:
    """A ZooModel whose example inputs are inputs(1, 0)[0] and whose weights are seeded with 0;
    `init`, if given, then re-initialises the model on a batch of INIT_BATCH inputs."""
    inputs = sampled(*samplers)

    def build() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
        torch.manual_seed(0)
        model = make().eval()
        if init is not None:
            batch = tuple(torch.cat(tensors) for tensors in zip(*inputs(INIT_BATCH, INIT_SEED), strict=True))
            init(model, batch)
        return model, inputs(1, 0)[0]

    return ZooModel(name, family, source, build, inputs)


def conv_net_init(model: nn.Module, batch: tuple[torch.Tensor, ...]) -> None:
    """Convolutions initialised for their fan-in (He), batch norms with unit scale and their
    running statistics measured on `batch`, as training leaves them. The library's own init
    (normal with std 0.02 for every convolution, and for the norms' scales in EfficientNet and
    MobileViT, with statistics of 0 and 1) shrinks the signal at each layer: the outputs of
    EfficientNet and MobileViT were exactly 0, MobileNetV2's and DPT's below 1e-7, and an
    SQNR against them meant nothing."""
    norms = []
    for module in model.modules():
        if isinstance(module, nn.modules.conv._ConvNd):
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
        elif isinstance(module, nn.modules.batchnorm._BatchNorm):
            nn.init.ones_(module.weight)
            nn.init.zeros_(module.bias)
            module.reset_running_stats()
            norms.append(module)
    if not norms:
        return
    for norm in norms:  # the norms alone in training mode: dropout and drop-path stay off
        norm.momentum = None  # a cumulative average over the batch
        norm.train()
    with torch.no_grad():
        model(*batch)
    for norm in norms:
        norm.momentum = 0.1
        norm.eval()


SPECIAL_TOKENS = ("cls_token", "distillation_token", "position_embeddings")


def special_token_init(model: nn.Module, batch: tuple[torch.Tensor, ...]) -> None:
    """Class and distillation tokens and position embeddings drawn as transformers draws ViT's
    (truncated normal, std 0.02). DeiT and AST start them at 0: the two special tokens' rows are
    then equal and tiny next to the patches', and the final LayerNorm scales their int8 rounding up
    to their own size (0.1 dB SQNR on those rows, 30 dB on the patches', with either quantizer)."""
    for name, parameter in model.named_parameters():
        if name.rsplit(".", 1)[-1] in SPECIAL_TOKENS:
            nn.init.trunc_normal_(parameter, std=0.02)


def hf(class_name: str, config_name: str, input_names: Sequence[str] = ("input_ids",), /,
       **config: Any) -> Callable[[], nn.Module]:
    """A maker for transformers.<class_name>(transformers.<config_name>(**config)), wrapped to
    return its first output. The config's own defaults fill in the rest."""

    def make() -> nn.Module:
        import transformers

        model_config = getattr(transformers, config_name)(**config)
        model = getattr(transformers, class_name)(model_config)
        return FirstOutput(model, input_names, return_dict=False)

    return make


def diffusers_model(class_name: str, input_names: Sequence[str], /, **config: Any) -> Callable[[], nn.Module]:
    def make() -> nn.Module:
        import diffusers

        return FirstOutput(getattr(diffusers, class_name)(**config), input_names, return_dict=False)

    return make


# Shared sizes of the transformer stacks: 2 layers, 4 heads of 16, an MLP of twice the width.
BERT_LIKE = dict(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64)
# Decoders: grouped-query attention (4 query heads share 2 KV heads) where the family has it.
# Special token ids inside the small vocabulary (the configs' defaults point past it).
TOKEN_IDS: dict[str, Any] = dict(pad_token_id=0, bos_token_id=1, eos_token_id=2)
DECODER = dict(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
               num_key_value_heads=2, intermediate_size=128, max_position_embeddings=64,
               use_cache=False, **TOKEN_IDS)
# Vision transformers: 32x32 images in 8x8 patches, 16 tokens plus the class token.
VIT_LIKE = dict(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                image_size=32, patch_size=8)


def text_encoders() -> list[ZooModel]:
    ids = tokens(1, SEQ)
    return [
        entry("bert", "text-encoder", "transformers.BertModel",
              hf("BertModel", "BertConfig", **BERT_LIKE), ids),
        entry("distilbert", "text-encoder", "transformers.DistilBertModel",
              hf("DistilBertModel", "DistilBertConfig", vocab_size=VOCAB, dim=64, n_layers=2, n_heads=4,
                 hidden_dim=128, max_position_embeddings=64), ids),
        # MobileBERT's bottleneck: 64 wide between blocks, 32 inside, two stacked FFNs per block.
        entry("mobilebert", "text-encoder", "transformers.MobileBertModel",
              hf("MobileBertModel", "MobileBertConfig", vocab_size=VOCAB, hidden_size=64, embedding_size=32,
                 num_hidden_layers=2, num_attention_heads=4, intermediate_size=64, intra_bottleneck_size=32,
                 true_hidden_size=32, num_feedforward_networks=2, max_position_embeddings=64), ids),
        entry("roberta", "text-encoder", "transformers.RobertaModel",
              hf("RobertaModel", "RobertaConfig", **BERT_LIKE | dict(max_position_embeddings=66)), ids),
        # ALBERT: factorised embedding (32 -> 64) and one layer's weights shared by both layers.
        entry("albert", "text-encoder", "transformers.AlbertModel",
              hf("AlbertModel", "AlbertConfig", **BERT_LIKE, embedding_size=32), ids),
    ]


def decoders() -> list[ZooModel]:
    ids = tokens(1, SEQ)
    return [
        # SmolLM2-style: grouped-query attention, rotary positions, tied input/output embeddings.
        entry("llama", "decoder", "transformers.LlamaForCausalLM",
              hf("LlamaForCausalLM", "LlamaConfig", **DECODER, tie_word_embeddings=True), ids),
        entry("qwen2", "decoder", "transformers.Qwen2ForCausalLM",
              hf("Qwen2ForCausalLM", "Qwen2Config", **DECODER, tie_word_embeddings=True), ids),
        # Qwen3: RMS-normalised queries and keys per head.
        entry("qwen3", "decoder", "transformers.Qwen3ForCausalLM",
              hf("Qwen3ForCausalLM", "Qwen3Config", **DECODER, head_dim=16), ids),
        # Phi-3: fused QKV and gate/up projections.
        entry("phi3", "decoder", "transformers.Phi3ForCausalLM",
              hf("Phi3ForCausalLM", "Phi3Config", **DECODER), ids),
        entry("gemma", "decoder", "transformers.GemmaForCausalLM",
              hf("GemmaForCausalLM", "GemmaConfig", **DECODER, head_dim=16), ids),
        # Gemma 2: alternating sliding-window (8 tokens) and global layers, logit soft-capping.
        entry("gemma2", "decoder", "transformers.Gemma2ForCausalLM",
              hf("Gemma2ForCausalLM", "Gemma2Config", **DECODER, head_dim=16, sliding_window=8), ids),
        # Gemma 3 text: QK-norm, local (sliding, 8 tokens) and global layers with their own rotary bases.
        entry("gemma3-text", "decoder", "transformers.Gemma3ForCausalLM",
              hf("Gemma3ForCausalLM", "Gemma3TextConfig", **DECODER, head_dim=16, sliding_window=8,
                 layer_types=["sliding_attention", "full_attention"]), ids),
        # Gemma 3n text: AltUp (4 streams), LAuReL low-rank residuals, per-layer input embeddings,
        # and top-k activation sparsity (95 %) in the first layer's MLP.
        entry("gemma3n-text", "decoder", "transformers.Gemma3nForCausalLM",
              hf("Gemma3nForCausalLM", "Gemma3nTextConfig", **DECODER, head_dim=16, sliding_window=8,
                 layer_types=["sliding_attention", "full_attention"], vocab_size_per_layer_input=VOCAB,
                 hidden_size_per_layer_input=16, num_kv_shared_layers=0, laurel_rank=8,
                 activation_sparsity_pattern=[0.95, 0.0]), ids),
        entry("gpt2", "decoder", "transformers.GPT2LMHeadModel",
              hf("GPT2LMHeadModel", "GPT2Config", vocab_size=VOCAB, n_embd=64, n_layer=2, n_head=4,
                 n_inner=128, n_positions=64, use_cache=False, **TOKEN_IDS), ids),
        # Mistral: a sliding window (8 tokens) shorter than the sequence, so the mask is banded.
        entry("mistral", "decoder", "transformers.MistralForCausalLM",
              hf("MistralForCausalLM", "MistralConfig", **DECODER, head_dim=16, sliding_window=8), ids),
    ]


def encoder_parts() -> list[ZooModel]:
    return [
        # T5 encoder: relative position buckets, RMS norm without mean, gated-GELU FFN (T5 v1.1).
        entry("t5-encoder", "encoder-part", "transformers.T5EncoderModel",
              hf("T5EncoderModel", "T5Config", vocab_size=VOCAB, d_model=64, d_kv=16, d_ff=128, num_layers=2,
                 num_heads=4, relative_attention_num_buckets=16, relative_attention_max_distance=32,
                 feed_forward_proj="gated-gelu"), tokens(1, SEQ)),
        # Whisper encoder: two 1-D convolutions (the second strided) over 32 frames of 16 mel bins.
        entry("whisper-encoder", "encoder-part", "transformers.WhisperModel.encoder",
              whisper_encoder, gaussian(1, 16, 32)),
        entry("bart-encoder", "encoder-part", "transformers.BartModel.encoder",
              bart_encoder, tokens(1, SEQ)),
    ]


def whisper_encoder() -> nn.Module:
    import transformers

    config = transformers.WhisperConfig(vocab_size=VOCAB, num_mel_bins=16, d_model=64, encoder_layers=2,
                                        encoder_attention_heads=4, encoder_ffn_dim=128, decoder_layers=2,
                                        decoder_attention_heads=4, decoder_ffn_dim=128,
                                        max_source_positions=16, max_target_positions=32,
                                        decoder_start_token_id=1, **TOKEN_IDS)
    return FirstOutput(transformers.WhisperModel(config).encoder, ("input_features",), return_dict=False)


def bart_encoder() -> nn.Module:
    import transformers

    config = transformers.BartConfig(vocab_size=VOCAB, d_model=64, encoder_layers=2, decoder_layers=2,
                                     encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=128,
                                     decoder_ffn_dim=128, max_position_embeddings=64)
    return FirstOutput(transformers.BartModel(config).encoder, ("input_ids",), return_dict=False)


def vision() -> list[ZooModel]:
    image32 = gaussian(1, 3, 32, 32)
    image64 = gaussian(1, 3, 64, 64)
    pixels = ("pixel_values",)
    return [
        entry("vit", "vision", "transformers.ViTModel",
              hf("ViTModel", "ViTConfig", pixels, **VIT_LIKE, add_pooling_layer=False), image32),
        # DeiT: a distillation token next to the class token.
        entry("deit", "vision", "transformers.DeiTModel",
              hf("DeiTModel", "DeiTConfig", pixels, **VIT_LIKE, add_pooling_layer=False), image32, init=special_token_init),
        # Swin: 4x4 windows over 8x8 patches of 4 pixels, shifted in the second block, then a merge.
        entry("swin", "vision", "transformers.SwinModel",
              hf("SwinModel", "SwinConfig", pixels, image_size=32, patch_size=4, embed_dim=32, depths=[2, 1],
                 num_heads=[2, 4], window_size=4, mlp_ratio=2.0), image32),
        entry("mobilevit", "vision", "transformers.MobileViTModel",
              hf("MobileViTModel", "MobileViTConfig", pixels, image_size=64, patch_size=2,
                 hidden_sizes=[32, 48, 64], neck_hidden_sizes=[8, 8, 16, 16, 24, 32, 64],
                 num_attention_heads=4, mlp_ratio=2.0), image64, init=conv_net_init),
        entry("convnext", "vision", "transformers.ConvNextModel",
              hf("ConvNextModel", "ConvNextConfig", pixels, hidden_sizes=[16, 32, 48, 64], depths=[1, 1, 1, 1]),
              image32),
        # One block per stage; hidden_dim must equal the top convolution's width, 1280 x 0.25.
        entry("efficientnet", "vision", "transformers.EfficientNetModel",
              hf("EfficientNetModel", "EfficientNetConfig", pixels, image_size=64, width_coefficient=0.25,
                 depth_coefficient=0.25, hidden_dim=320), image64, init=conv_net_init),
        entry("regnet", "vision", "transformers.RegNetModel",
              hf("RegNetModel", "RegNetConfig", pixels, embedding_size=16, hidden_sizes=[16, 32, 48, 64],
                 depths=[1, 1, 1, 1], groups_width=8), image32),
        entry("resnet", "vision", "transformers.ResNetModel",
              hf("ResNetModel", "ResNetConfig", pixels, embedding_size=16, hidden_sizes=[16, 32, 48, 64],
                 depths=[1, 1, 1, 1], layer_type="basic"), image32),
        entry("mobilenet-v2", "vision", "transformers.MobileNetV2Model",
              hf("MobileNetV2Model", "MobileNetV2Config", pixels, image_size=64, depth_multiplier=0.35,
                 finegrained_output=False), image64, init=conv_net_init),
        # Swin2SR: windowed attention on 16x16 low-resolution images, pixel-shuffle 2x upscaling.
        entry("swin2sr", "vision", "transformers.Swin2SRForImageSuperResolution",
              hf("Swin2SRForImageSuperResolution", "Swin2SRConfig", pixels, image_size=16, patch_size=1,
                 embed_dim=32, depths=[2], num_heads=[2], window_size=4, mlp_ratio=2.0, upscale=2,
                 upsampler="pixelshuffle"), gaussian(1, 3, 16, 16)),
        # DPT: a ViT backbone read at every layer, reassembled at four scales and fused to a depth map.
        entry("dpt", "vision", "transformers.DPTForDepthEstimation",
              hf("DPTForDepthEstimation", "DPTConfig", pixels, **VIT_LIKE | dict(num_hidden_layers=4),
                 backbone_out_indices=[0, 1, 2, 3], neck_hidden_sizes=[16, 32, 48, 64],
                 reassemble_factors=[4, 2, 1, 0.5], fusion_hidden_size=32, head_in_index=-1), image32, init=conv_net_init),
        entry("segformer", "vision", "transformers.SegformerForSemanticSegmentation",
              hf("SegformerForSemanticSegmentation", "SegformerConfig", pixels, hidden_sizes=[16, 32, 48, 64],
                 depths=[1, 1, 1, 1], num_attention_heads=[1, 2, 2, 4], decoder_hidden_size=64,
                 num_labels=8), image64),
    ]


def audio() -> list[ZooModel]:
    samples = gaussian(1, 4000)
    waveform = ("input_values",)
    # wav2vec2-style feature encoder: three 1-D convolutions (x5, x2, x2 stride) to 20 ms frames.
    wav2vec2_like = dict(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                         conv_dim=(32, 32, 32), conv_kernel=(10, 3, 3), conv_stride=(5, 2, 2),
                         num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=4)
    return [
        entry("wav2vec2", "audio", "transformers.Wav2Vec2Model",
              hf("Wav2Vec2Model", "Wav2Vec2Config", waveform, **wav2vec2_like), samples),
        entry("hubert", "audio", "transformers.HubertModel",
              hf("HubertModel", "HubertConfig", waveform, **wav2vec2_like), samples),
        # Conformer: relative-position attention plus a depthwise convolution module per block.
        entry("wav2vec2-conformer", "audio", "transformers.Wav2Vec2ConformerModel",
              hf("Wav2Vec2ConformerModel", "Wav2Vec2ConformerConfig", waveform, **wav2vec2_like,
                 conv_depthwise_kernel_size=7), samples),
        # AST: 16x16 patches, strided by 8 in time and frequency, over 32 frames of 32 mel bins.
        entry("ast", "audio", "transformers.ASTModel",
              hf("ASTModel", "ASTConfig", ("input_values",), hidden_size=64, num_hidden_layers=2,
                 num_attention_heads=4, intermediate_size=128, patch_size=16, frequency_stride=8,
                 time_stride=8, max_length=32, num_mel_bins=32), gaussian(1, 32, 32), init=special_token_init),
        # Gemma 3n's audio encoder (USM conformer): strided 2-D convolutions, chunked local attention.
        entry("gemma3n-audio", "audio", "transformers.Gemma3nAudioEncoder", gemma3n_audio, gaussian(1, 32, 32)),
    ]


def gemma3n_audio() -> nn.Module:
    import transformers

    config = transformers.Gemma3nAudioConfig(input_feat_size=32, hidden_size=64, conf_num_hidden_layers=2,
                                             conf_num_attention_heads=4, conf_attention_chunk_size=4,
                                             conf_attention_context_left=5, conf_reduction_factor=1,
                                             sscp_conv_channel_size=(16, 8))
    return UnpaddedAudioEncoder(transformers.Gemma3nAudioEncoder(config))


def multimodal() -> list[ZooModel]:
    return [
        entry("clip-text", "multimodal", "transformers.CLIPTextModel",
              hf("CLIPTextModel", "CLIPTextConfig", vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2,
                 num_attention_heads=4, intermediate_size=128, max_position_embeddings=SEQ, **TOKEN_IDS),
              tokens(1, SEQ)),
        entry("clip-vision", "multimodal", "transformers.CLIPVisionModel",
              hf("CLIPVisionModel", "CLIPVisionConfig", ("pixel_values",), **VIT_LIKE), gaussian(1, 3, 32, 32)),
        # SigLIP's vision tower: no class token, an attention-pooling head.
        entry("siglip-vision", "multimodal", "transformers.SiglipVisionModel",
              hf("SiglipVisionModel", "SiglipVisionConfig", ("pixel_values",), **VIT_LIKE),
              gaussian(1, 3, 32, 32)),
    ]


def diffusion() -> list[ZooModel]:
    timestep = uniform(0.0, 1000.0, 1)
    return [
        # SD's VAE decoder: 4-channel 8x8 latents to a 32x32 image (three resolution levels).
        entry("sd-vae-decoder", "diffusion", "diffusers.AutoencoderKL.decode", sd_vae_decoder,
              gaussian(1, 4, 8, 8)),
        # SD3's MMDiT: joint attention over 16 image patches and 8 text tokens, AdaLN from the timestep.
        entry("sd3-transformer", "diffusion", "diffusers.SD3Transformer2DModel",
              diffusers_model("SD3Transformer2DModel",
                              ("hidden_states", "encoder_hidden_states", "pooled_projections", "timestep"),
                              sample_size=8, patch_size=2, in_channels=4, out_channels=4, num_layers=2,
                              attention_head_dim=16, num_attention_heads=4, joint_attention_dim=32,
                              caption_projection_dim=64, pooled_projection_dim=32, pos_embed_max_size=8),
              gaussian(1, 4, 8, 8), gaussian(1, 8, 32), gaussian(1, 32), timestep),
        entry("unet2d", "diffusion", "diffusers.UNet2DModel",
              diffusers_model("UNet2DModel", ("sample", "timestep"), sample_size=16, in_channels=3,
                              out_channels=3, block_out_channels=(16, 32), layers_per_block=1, norm_num_groups=8,
                              down_block_types=("DownBlock2D", "AttnDownBlock2D"),
                              up_block_types=("AttnUpBlock2D", "UpBlock2D"), attention_head_dim=8),
              gaussian(1, 3, 16, 16), timestep),
        # Stable Diffusion's UNet: ResNet blocks with timestep embedding, cross-attention to 8 text tokens.
        entry("sd-unet", "diffusion", "diffusers.UNet2DConditionModel",
              diffusers_model("UNet2DConditionModel", ("sample", "timestep", "encoder_hidden_states"),
                              sample_size=8, in_channels=4, out_channels=4, block_out_channels=(16, 32),
                              layers_per_block=1, norm_num_groups=8, cross_attention_dim=32,
                              down_block_types=("CrossAttnDownBlock2D", "DownBlock2D"),
                              up_block_types=("UpBlock2D", "CrossAttnUpBlock2D"), attention_head_dim=8),
              gaussian(1, 4, 8, 8), timestep, gaussian(1, 8, 32)),
    ]


def sd_vae_decoder() -> nn.Module:
    import diffusers

    vae = diffusers.AutoencoderKL(in_channels=3, out_channels=3, latent_channels=4, block_out_channels=(16, 32, 32),
                                  down_block_types=("DownEncoderBlock2D",) * 3,
                                  up_block_types=("UpDecoderBlock2D",) * 3, layers_per_block=1,
                                  norm_num_groups=8, sample_size=32)
    return VaeDecode(vae)


def _zoo() -> dict[str, ZooModel]:
    models = [*text_encoders(), *decoders(), *encoder_parts(), *vision(), *audio(), *multimodal(), *diffusion()]
    zoo = {model.name: model for model in models}
    assert len(zoo) == len(models), "zoo names must be unique"
    return zoo


ZOO: dict[str, ZooModel] = _zoo()
