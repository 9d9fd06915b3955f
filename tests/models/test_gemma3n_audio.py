"""Gemma3n's audio encoder (transformers' Gemma3nAudioEncoder, a tiny random-weight config) with
one conformer block: GLU, the depthwise causal conv1d, chunked relative-position attention with
its key mask and logit soft cap, and the ±1e10 gradient clipping around every sub-block.

On ethos-u85-256 it compiles into one delegate with no compute op left on the CPU (before:
the clipping's bounds gave every activation a scale of 1e10/127 and the lowering failed), the
Ethos-U program equals the TOSA reference on the simulator bit for bit, the TOSA program the
quantized model, and the integer program tracks the float model (the masked keys get nothing).
"""

import pytest
import torch

import armnpu
from armnpu.verify.delegates import check_delegates, ethosu_delegates
from armnpu.verify.reference import run_edge_program
from tests.ops.harness import max_error_in_quanta, sqnr_db

gemma3n = pytest.importorskip("transformers.models.gemma3n.modeling_gemma3n")

FRAMES = 32  # mel frames; the subsampling convolutions leave 8 time steps, two attention chunks


def _config(layers: int = 1):
    from transformers.models.gemma3n.configuration_gemma3n import Gemma3nAudioConfig

    return Gemma3nAudioConfig(
        input_feat_size=16, hidden_size=32, conf_num_attention_heads=2, conf_num_hidden_layers=layers,
        conf_attention_chunk_size=4, conf_attention_context_left=5, conf_attention_context_right=0,
        sscp_conv_channel_size=(8, 8), conf_conv_kernel_size=5, conf_reduction_factor=1,
    )


class Encoder(torch.nn.Module):
    """The encoder's encodings for a mel spectrogram and its padding mask (True: padded)."""

    def __init__(self, layers: int):
        super().__init__()
        self.encoder = gemma3n.Gemma3nAudioEncoder(_config(layers))

    def forward(self, mel, padded):
        return self.encoder(mel, padded).last_hidden_state


def _randomized(model: torch.nn.Module) -> torch.nn.Module:
    """Norm scales and the per-dim query scale start at constants: give them spread."""
    generator = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for name, parameter in model.named_parameters():
            if parameter.dim() == 1:
                base = 0.0 if "per_dim_scale" in name else 1.0
                parameter.copy_(base + 0.1 * torch.randn(parameter.shape, generator=generator))
    return model.eval()


def _batches(count: int, seed: int) -> list[tuple]:
    generator = torch.Generator().manual_seed(seed)
    shape = (1, FRAMES, 16)
    padded = torch.zeros(1, shape[1], dtype=torch.bool)
    padded[:, -shape[1] // 8:] = True  # the last frames are padding
    return [(torch.randn(shape, generator=generator), padded) for _ in range(count)]


# Integer SQNR against the float model on held-out inputs, a little under the 19.9 dB measured.
# ExecuTorch's Arm backend does not compile the encoder (a Vela shift assertion), and gives 0.0 dB
# for its conformer block and that block's attention alone.
MIN_SQNR_DB = 18.0


# The encoder's one conformer block and its attention are compiled and checked inside it (tests of
# each alone took another 88 s of CI; the encoder runs both).
@pytest.mark.long
def test_gemma3n_audio_encoder_delegates_whole_on_the_u85():
    torch.manual_seed(0)
    name = "encoder"
    model = _randomized(Encoder(layers=1))
    calibration = _batches(4, seed=1)
    inputs = calibration[0]
    compiled = armnpu.compile(model, inputs, target="ethos-u85-256", calibration=calibration)
    delegated, cpu = sum(compiled.delegated_ops.values()), sum(compiled.cpu_ops.values())
    print(f"{name}: {delegated} of {delegated + cpu} compute ops delegated\n{compiled.summary()}")
    assert compiled.num_delegates == 1 and cpu == 0, compiled.summary()
    check_delegates(compiled)  # the simulator equals the TOSA reference bit for bit
    held_out = _batches(2, seed=7)
    worst = max(max_error_in_quanta(compiled, batch) for batch in [inputs, *held_out])
    print(f"{name}: TOSA within {worst} quanta of the quantized model")
    assert worst <= 1.0
    tosa_for_blob = {delegate.blob: delegate.tosa for delegate in ethosu_delegates(compiled)}
    with torch.no_grad():
        # The encoder zeroes the encodings of padded frames itself.
        reference = torch.cat([model(*batch) for batch in held_out])
        got = torch.cat([run_edge_program(compiled.edge_program, batch, tosa_for_blob)[0] for batch in held_out])
    sqnr = sqnr_db(reference, got)
    print(f"{name}: integer program {sqnr:.1f} dB against the float model")
    assert sqnr >= MIN_SQNR_DB
