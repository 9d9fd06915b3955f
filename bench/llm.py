"""A causal LM as prefill + decode programs with a static KV cache, on the Ethos-U (issue 25).

    python bench/llm.py [--layers 2,30] [--target ethos-u85-256] [--prompt 32] [--cache 128]
                        [--calib 2] [--kv-cache int8] [--memory-mode MODE] [--no-sim] [--tokens 16]
                        [--gen-prompt 8] [--no-reference] [--save DIR] [--json llm.json]

`LlamaForCausalLM` with SmolLM2-135M's published config (hidden 576, 9 heads, 3 KV heads, MLP
1536, vocab 49,152, tied embeddings, RoPE base 100,000; random weights, nothing downloaded) at
each layer count is exported by `armnpu.llm.export_llm` and both programs compiled by
`armnpu.compile` (int8), in the memory mode `compile_llm` uses (the target's
`large_model_memory_mode`: Dedicated_Sram_384KB on the U85, weights and KV cache in DRAM) unless
`--memory-mode` says otherwise. `--kv-cache int8` gives both programs int8 KV caches at their
boundary (`armnpu.llm.int8_cache`), float32 otherwise. Per program:

* delegates, ops delegated, compute ops left on the CPU with armnpu's partitioner reason;
* Vela's cycles and time at the system config's clock, MACs, and the operators (Vela's NNG
  kinds) that take most of the cycles, with their share;
* SRAM peak, weights as Vela encodes them and where they live, the KV cache (int8 bytes, all
  layers, K and V), the caches' bytes at the program's boundary (inputs + outputs: 4 bytes a
  value with float32 caches, 1 with int8), the delegate blob;
* compile seconds (export + quantize with calibration + lower + Vela, no warm-up);
* the integer program's logits (delegates' TOSA in the TOSA reference model) against the float
  model's on a held-out batch: SQNR, and how often the top-1 token is the same (prefill: each of
  the P positions; decode: the one token);
* with the simulator (default on), every delegate on the NPU simulator against the TOSA
  reference model, bit for bit, or the first difference.

Then `--tokens` greedy tokens after a prompt of `--gen-prompt` ids (`armnpu.llm.LlmSession`, the
caches carried from call to call): Vela's cycles per prefill call and per decode token, decode
tokens/s at the system config's clock, the simulator's host seconds (first calls, which plan the
delegates, apart), and whether the simulator and the TOSA reference model running the same two
programs give the same tokens and bit-equal logits. `--save DIR` writes the programs for
`armnpu generate`.

Calibration: random prompts through the float prefill; decode sees a random token at a random
position after the prompt, with the caches that float prefill left. This is a benchmark: it
prints, never asserts.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _competitor_worker as shared  # noqa: E402  (bench/: integer_program, no backend imports)
import zoo  # noqa: E402  (bench/: the partitioner's reasons for CPU ops, the simulator check)
from llm_competitor import competitor_row  # noqa: E402
from llm_models import SEED, smollm2  # noqa: E402

import armnpu  # noqa: E402
from armnpu.llm import CompiledLlm, LlmPrograms, LlmSession, export_llm  # noqa: E402
from armnpu.llm.calibration import calibration_batches  # noqa: E402
from armnpu.llm.int8_cache import KV_CACHE_DTYPES, measured_int8_cache  # noqa: E402
from armnpu.llm.session import REFERENCE, SIMULATOR  # noqa: E402
from armnpu.targets import ETHOSU_TARGETS  # noqa: E402
from armnpu.verify.delegates import ethosu_delegates  # noqa: E402


def calibration(programs: LlmPrograms, count: int) -> tuple[list[tuple], list[tuple]]:
    """Prefill and decode batches (`armnpu.llm.calibration_batches`): `count` to calibrate on, then
    one held out."""
    return calibration_batches(programs, count + 1, seed=SEED + 1)


def logits_agreement(module: torch.nn.Module, program, batch: tuple) -> dict:
    """SQNR of the integer program's logits against the float model's, and top-1 agreement."""
    integer = shared.integer_program(program.edge_program, {d.blob: d.tosa for d in ethosu_delegates(program)})
    with torch.no_grad():
        want = module(*batch)[0].float()
    got = integer(*batch)[0].float()
    noise = (want - got).square().sum()
    return {"sqnr_db": float(10 * torch.log10(want.square().sum() / noise)) if noise else float("inf"),
            "top1": float((want.argmax(-1) == got.argmax(-1)).float().mean())}


def dominant(program, count: int = 3) -> str:
    """The `count` operator kinds with the most Vela cycles, each with its share of them."""
    cycles: dict[str, int] = {}
    for partition in program.partitions:
        for layer in partition.per_layer:
            cycles[layer["op"]] = cycles.get(layer["op"], 0) + layer["cycles"]
    total = sum(cycles.values()) or 1
    top = sorted(cycles.items(), key=lambda item: -item[1])[:count]
    return ", ".join(f"{op} {share / total:.0%}" for op, share in top)


def measure(module: torch.nn.Module, inputs: tuple, batches: list[tuple], target: str,
            memory_mode: str | None) -> tuple[dict, object]:
    start = time.perf_counter()
    program = armnpu.compile(module, inputs, target=target, calibration=batches[:-1], memory_mode=memory_mode)
    compile_s = time.perf_counter() - start
    row: dict = {"compile_s": compile_s, "delegates": program.num_delegates,
                 "delegated_ops": sum(program.delegated_ops.values()), "cpu_ops": zoo.cpu_reasons(program)}
    summaries = [p.summary for p in program.partitions]
    if summaries:
        first = summaries[0]
        row |= {"cycles": sum(s.total_cycles for s in summaries), "ms": sum(s.inference_time_s for s in summaries) * 1e3,
                "macs": sum(s.macs for s in summaries), "sram": max(s.sram_bytes for s in summaries),
                "weights": sum(s.encoded_weights_bytes for s in summaries), "weights_area": first.weights_area,
                "system": f"{first.system_config}/{first.memory_mode}",
                "blob": sum(p.blob_size for p in program.partitions), "dominant": dominant(program)}
    row |= logits_agreement(module, program, batches[-1])
    caches = [t for t in inputs if t.dim() == 3]  # [kv_heads, L, head_dim] each
    row["kv_cache"] = sum(t.numel() for t in caches)  # int8 inside the delegate
    row["kv_boundary"] = 2 * sum(t.nbytes for t in caches)  # taken and returned
    row["kv_dtype"] = str(caches[0].dtype).removeprefix("torch.")
    return row, program


def generation(prefill, decode, layers: int, args: argparse.Namespace) -> dict:
    """Greedy tokens on the simulator and on the TOSA reference model (the same two programs, the
    Ethos-U delegates as Vela's TOSA graphs), compared token for token and logit for logit; the
    simulator's host seconds (its first calls plan the delegates) and Vela's cycles per call."""
    prompt = list(range(1, args.gen_prompt + 1))
    row: dict = {"layers": layers, "target": args.target, "tokens": args.tokens, "prompt": len(prompt)}
    sim = LlmSession.from_compiled(prefill, decode, SIMULATOR).generate(prompt, args.tokens)
    row |= {"prefill_s": sim.prefill_seconds, "first_decode_s": sim.decode_seconds[0] if sim.decode_seconds else None,
            "s_per_token": sim.host_seconds_per_token, "tokens_per_s": sim.tokens_per_second,
            "prefill_cycles": sim.prefill_estimate.cycles if sim.prefill_estimate else None,
            "decode_cycles": sim.decode_estimate.cycles if sim.decode_estimate else None,
            "clock_hz": sim.decode_estimate.clock_hz if sim.decode_estimate else None}
    if args.reference:
        ref = LlmSession.from_compiled(prefill, decode, REFERENCE).generate(prompt, args.tokens)
        same = sum(a == b for a, b in zip(sim.tokens, ref.tokens))
        logits = all(torch.equal(a, b) for a, b in zip(sim.logits, ref.logits))
        row["exact"] = f"{same}/{len(ref.tokens)} tokens, logits {'bit-equal' if logits else 'differ'}"
    return row


def run(layers: int, args: argparse.Namespace) -> tuple[list[dict], list[dict]]:
    model = smollm2(layers)
    programs = export_llm(model, args.prompt, args.cache)
    prefill_batches, decode_batches = calibration(programs, args.calib)
    if args.kv_cache == "int8":  # scales from the float prefill on the calibration prompts, as compile_llm
        programs = export_llm(model, args.prompt, args.cache, measured_int8_cache(programs.prefill, prefill_batches[:-1]))
        prefill_batches, decode_batches = calibration(programs, args.calib)
    rows, compiled = [], {}
    for name, module, inputs, batches in (("prefill", programs.prefill, programs.prefill_inputs, prefill_batches),
                                          ("decode", programs.decode, programs.decode_inputs, decode_batches)):
        print(f"[{args.target}] {layers} layers, {name}...", file=sys.stderr, flush=True)
        try:
            row, compiled[name] = measure(module, inputs, batches, args.target, args.memory_mode)
        except Exception as exc:  # noqa: BLE001 - a failed compile is a row, not an abort
            row = {"error": f"{type(exc).__name__}: {exc}"[:300], "traceback": traceback.format_exc()[-3000:]}
        if args.competitor:
            print(f"[{args.target}] {layers} layers, {name}: competitor...", file=sys.stderr, flush=True)
            row["competitor"] = competitor_row(layers, name, module, inputs, batches, args.target, args.prompt,
                                               args.cache, args.timeout, args.memory_mode)
        rows.append({"layers": layers, "program": name, "target": args.target} | row)
    if len(compiled) < 2:
        return rows, []
    if args.save:
        CompiledLlm(compiled["prefill"], compiled["decode"]).save(args.save / f"{layers}-layers")
    generated = []
    if args.tokens and args.target.startswith("ethos-u"):
        print(f"[{args.target}] {layers} layers, generating {args.tokens} tokens...", file=sys.stderr, flush=True)
        generated.append(generation(compiled["prefill"], compiled["decode"], layers, args))
    if args.sim and args.target.startswith("ethos-u"):
        for row in rows:
            row |= zoo.simulate(compiled[row["program"]])
    return rows, generated


def _mb(n: int | None) -> str:
    return "-" if n is None else f"{n / 2**20:.2f}"


def table(rows: list[dict]) -> str:
    lines = ["| layers | program | delegates | ops delegated | CPU ops | Vela cycles | ms | most cycles | SRAM peak MiB | "
             "weights MiB (area) | KV cache MiB | KV cache at the boundary (in + out) | blob MiB | compile s | "
             "logits SQNR dB | top-1 = float | simulator |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['layers']} | {r['program']} | error: {r['error']} |")
            continue
        cpu = "; ".join(f"{op}: {why}" for op, why in r["cpu_ops"].items()) or "0"
        sim = r.get("sim", "not run") + (f" ({r['sim_detail']})" if r.get("sim_detail") else "")
        lines.append(f"| {r['layers']} | {r['program']} | {r['delegates']} | {r['delegated_ops']} | {cpu} | "
                     f"{r.get('cycles', 0):,} | {r.get('ms', 0):.2f} | {r.get('dominant', '-')} | {_mb(r.get('sram'))} | "
                     f"{_mb(r.get('weights'))} ({r.get('weights_area', '-')}) | {_mb(r['kv_cache'])} | "
                     f"{r['kv_boundary']:,} B {r['kv_dtype']} | "
                     f"{_mb(r.get('blob'))} | {r['compile_s']:.1f} | {r['sqnr_db']:.1f} | {r['top1']:.0%} | {sim} |")
    system = next((r["system"] for r in rows if "system" in r), "-")
    return "\n".join(lines) + f"\n\nsystem config / memory mode: {system}"


def competitor_table(rows: list[dict]) -> str:
    """The competitor's recipe beside armnpu's programs: its NPU cycles cover only the linear layers
    it delegates; the CPU ops it leaves (RMSNorm, RoPE, attention, the cache) come on top."""
    lines = ["| layers | program | armnpu: delegates / CPU compute ops / Vela cycles | competitor (a16w8, nn.Linear "
             "only): delegates / CPU compute ops / Vela cycles | cycles armnpu / competitor | competitor logits "
             "SQNR dB | competitor compile s |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        theirs = r.get("competitor", {})
        if not theirs.get("ok"):
            lines.append(f"| {r['layers']} | {r['program']} | | failed: {theirs.get('error', '-')[:120]} | | | |")
            continue
        cpu = sum(theirs.get("cpu_ops", {}).values())
        ours = f"{r.get('delegates', '-')} / {len(r.get('cpu_ops', {}))} / {r.get('cycles', 0):,}"
        ratio = f"{r['cycles'] / theirs['vela_cycles']:.2f}x" if r.get("cycles") and theirs.get("vela_cycles") else "-"
        lines.append(f"| {r['layers']} | {r['program']} | {ours} | {theirs.get('num_delegates')} / {cpu} / "
                     f"{theirs.get('vela_cycles', 0):,} | {ratio} | {theirs.get('sqnr_db', float('nan')):.1f} | "
                     f"{theirs.get('compile_s', 0):.0f} |")
    return "\n".join(lines)


def _count(n: int | None) -> str:
    return "-" if n is None else f"{n:,}"


def generation_table(rows: list[dict]) -> str:
    lines = ["| layers | prompt + new tokens | prefill cycles (Vela) | decode cycles/token (Vela) | tokens/s at the clock "
             "(Vela) | host s, first prefill call (plans) | host s, first decode call (plans) | host s/token (measured) | "
             "simulator = TOSA reference |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['layers']} | {r['prompt']} + {r['tokens']} | {_count(r.get('prefill_cycles'))} | "
                     f"{_count(r.get('decode_cycles'))} | {r['tokens_per_s'] or 0:.1f} | {r['prefill_s']:.2f} | "
                     f"{r['first_decode_s'] or 0:.2f} | {r['s_per_token'] or 0:.3f} | {r.get('exact', 'not run')} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--layers", default="2", help="comma-separated layer counts (SmolLM2-135M has 30)")
    parser.add_argument("--target", default="ethos-u85-256")
    parser.add_argument("--prompt", type=int, default=32, help="prefill length P")
    parser.add_argument("--cache", type=int, default=128, help="KV cache length L")
    parser.add_argument("--calib", type=int, default=2, help="calibration batches per program")
    parser.add_argument("--kv-cache", choices=KV_CACHE_DTYPES, default="float32",
                        help="the caches' dtype at the programs' boundary (int8: shared fixed scales)")
    parser.add_argument("--memory-mode", help="Vela memory mode (default: the target's for large models, as "
                                              "compile_llm; Dedicated_Sram_384KB on the U85)")
    parser.add_argument("--no-sim", dest="sim", action="store_false", help="skip the simulator check")
    parser.add_argument("--competitor", action="store_true",
                        help="also run the competitor's recipe (a16w8, nn.Linear only) on the same programs")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds for each competitor compile")
    parser.add_argument("--tokens", type=int, default=16, help="tokens to generate greedily (0: none)")
    parser.add_argument("--gen-prompt", type=int, default=8, help="prompt tokens for generation")
    parser.add_argument("--no-reference", dest="reference", action="store_false",
                        help="skip generating on the TOSA reference model")
    parser.add_argument("--save", type=Path, metavar="DIR",
                        help="save each layer count's programs as DIR/N-layers/{prefill,decode}.pte (armnpu generate)")
    parser.add_argument("--json", type=Path, help="write the rows here")
    args = parser.parse_args()
    npu = ETHOSU_TARGETS.get(args.target.lower())
    if args.memory_mode is None and npu is not None:
        args.memory_mode = npu.product.large_model_memory_mode
    rows, generated = [], []
    for layers in args.layers.split(","):
        program_rows, generation_rows = run(int(layers), args)
        rows += program_rows
        generated += generation_rows
    print(table(rows))
    if args.competitor:
        print("\n" + competitor_table(rows))
    if generated:
        print()
        print(generation_table(generated))
    if args.json:
        args.json.write_text(json.dumps({"programs": rows, "generation": generated}, indent=1))


if __name__ == "__main__":
    main()
