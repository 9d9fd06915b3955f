"""Accuracy of a trained LLM through armnpu's quantization and integer programs (issue 25, item 6).

    python bench/llm_accuracy.py [--target ethos-u85-256] [--prompt 32] [--cache 128] [--windows 128]
                                 [--tokens 64] [--prompts 4] [--calib 4] [--min-gain 1.0]
                                 [--kv-cache int8] [--no-a16w8] [--no-integer-greedy] [--no-sim]
                                 [--json out.json]

A byte-level Llama (armnpu.llm.train.Recipe: 4 layers, hidden 128) trained on the standard
library's sources (weights cached, see train.py) is exported by `export_llm`, and both programs
are compiled with

- int8: every activation int8 (logits int16, armnpu.compile's default);
- per-layer: the groups `armnpu.llm.precision.plan_precision` promotes to a16w8 on the
  calibration windows, int8 elsewhere (not compiled again when it promotes none: it is int8);
- a16w8 groups: every group the rule could promote (attention projections and MLPs), a16w8;
- with `--kv-cache int8`, int8 again with int8 KV caches at the programs' boundary (scales from
  the float prefill on the calibration windows, `armnpu.llm.int8_cache`).

`--no-a16w8` skips the per-layer rule and the a16w8 variants.

For the float model, each fake-quantized model (after convert) and each integer program (the
delegates' TOSA in the TOSA reference model, CPU ops in torch) it prints the perplexity on
held-out files (prefill windows of the prompt length), and the greedy continuations of
`--prompts` held-out prompts over `--tokens` tokens each (prefill, then decode with the KV cache)
against the float model's: the share of the float model's tokens each program chooses too when
fed them, and the mean length of the prefix its own generation shares with the float model's.
Calibration: windows of the training text. This is a benchmark: it prints, never asserts.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoo  # noqa: E402  (bench/: CPU-op reasons, the simulator check)

import armnpu  # noqa: E402
from armnpu.llm import export_llm  # noqa: E402
from armnpu.llm.greedy import greedy  # noqa: E402
from armnpu.llm.int8_cache import measured_int8_cache  # noqa: E402
from armnpu.llm.perplexity import agreement, forced_choices, perplexity, prefill_logits, windows  # noqa: E402
from armnpu.llm.precision import a16w8_modules, plan_precision  # noqa: E402
from armnpu.llm.train import Recipe, encode, trained_llama  # noqa: E402
from armnpu.verify.delegates import ethosu_delegates  # noqa: E402
from armnpu.verify.reference import run_edge_program  # noqa: E402


def calibration(programs, text: bytes, count: int) -> tuple[list[tuple], list[tuple]]:
    """`count` prefill windows spread over `text`, and per window a decode batch: the next byte at
    position P with the caches float prefill left."""
    length, empty = programs.prompt_length, programs.prefill_inputs[1:]
    tokens = encode(text)
    stride = len(tokens) // count
    prefill, decode = [], []
    for index in range(count):
        chunk = torch.tensor(tokens[index * stride: index * stride + length + 1], dtype=torch.int32)
        ids = chunk[None, :length]
        with torch.no_grad():
            _, *caches = programs.prefill(ids, *empty)
        prefill.append((ids, *empty))
        decode.append((chunk[None, length:], torch.tensor([length], dtype=torch.int32), *caches))
    return prefill, decode


def integer(program):
    tosa = {d.blob: d.tosa for d in ethosu_delegates(program)}
    return lambda *batch: run_edge_program(program.edge_program, batch, tosa)


def compile_both(programs, target: str, batches: tuple[list, list], module_configs) -> dict:
    compiled, seconds = {}, {}
    for name, module, inputs, calib in (("prefill", programs.prefill, programs.prefill_inputs, batches[0]),
                                        ("decode", programs.decode, programs.decode_inputs, batches[1])):
        start = time.perf_counter()
        compiled[name] = armnpu.compile(module, inputs, target=target, calibration=calib,
                                        module_configs=module_configs)
        seconds[name] = time.perf_counter() - start
    return {"programs": compiled, "compile_s": seconds}


def greedy_agreement(prefill, decode, prompts: list[list[int]], references: list[list[int]],
                     args: argparse.Namespace, empty) -> tuple[float, float]:
    """Over the prompts: the mean share of the float model's greedy tokens the program chooses too
    when fed them (teacher forcing), and the mean length of the prefix its own greedy generation
    shares with the float model's."""
    forced = [agreement(forced_choices(prefill, decode, prompt, reference, args.prompt, empty), reference)[0]
              for prompt, reference in zip(prompts, references)]
    prefixes = [agreement(greedy(prefill, decode, prompt, args.tokens, args.prompt, empty)[0], reference)[1]
                for prompt, reference in zip(prompts, references)]
    return sum(forced) / len(forced), sum(prefixes) / len(prefixes)


def measure(label: str, built: dict, programs, held_out: list, prompts: list[list[int]],
            references: list[list[int]], args: argparse.Namespace) -> dict:
    prefill, decode = built["programs"]["prefill"], built["programs"]["decode"]
    empty = programs.prefill_inputs[1:]
    row: dict = {"precision": label, "compile_s": built["compile_s"],
                 "delegates": [prefill.num_delegates, decode.num_delegates],
                 "cpu_ops": {**zoo.cpu_reasons(prefill), **zoo.cpu_reasons(decode)},
                 "cycles": [sum(p.summary.total_cycles for p in c.partitions) for c in (prefill, decode)]}
    row["ppl_fake_quant"] = perplexity(prefill_logits(prefill.quantized_model, empty), held_out)
    start = time.perf_counter()
    row["ppl_integer"] = perplexity(prefill_logits(integer(prefill), empty), held_out)
    row["integer_ppl_s"] = time.perf_counter() - start
    row["greedy_fake_quant"] = greedy_agreement(prefill.quantized_model, decode.quantized_model, prompts, references,
                                                args, empty)
    if args.integer_greedy:
        start = time.perf_counter()
        row["greedy_integer"] = greedy_agreement(integer(prefill), integer(decode), prompts, references, args, empty)
        row["integer_greedy_s"] = time.perf_counter() - start
    if args.sim and args.target.startswith("ethos-u"):
        row["sim"] = {name: zoo.simulate(c).get("sim") for name, c in built["programs"].items()}
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", default="ethos-u85-256")
    parser.add_argument("--prompt", type=int, default=32, help="prefill length P (perplexity windows too)")
    parser.add_argument("--cache", type=int, default=128, help="KV cache length")
    parser.add_argument("--windows", type=int, default=128, help="held-out windows for perplexity")
    parser.add_argument("--tokens", type=int, default=64, help="greedy tokens to compare")
    parser.add_argument("--prompts", type=int, default=4, help="held-out prompts to generate from")
    parser.add_argument("--calib", type=int, default=4, help="calibration windows")
    parser.add_argument("--min-gain", type=float, default=1.0, help="dB a group must add to be promoted")
    parser.add_argument("--kv-cache", choices=("float32", "int8"), default="float32",
                        help="int8: also compile int8 programs with int8 KV caches at their boundary")
    parser.add_argument("--no-a16w8", dest="a16w8", action="store_false",
                        help="skip the per-layer rule and the a16w8 variants")
    parser.add_argument("--no-integer-greedy", dest="integer_greedy", action="store_false",
                        help="generate with the fake-quantized models only (the integer programs take a TOSA "
                             "reference run per token)")
    parser.add_argument("--no-sim", dest="sim", action="store_false", help="skip the simulator check")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    torch.set_num_threads(1)  # a shared machine

    trained = trained_llama(Recipe())
    programs = export_llm(trained.model, args.prompt, args.cache)
    batches = calibration(programs, trained.train_text, args.calib)
    held_out_tokens = encode(trained.held_out_text)
    held_out = windows(held_out_tokens, args.prompt, args.windows)
    # Prompts from the held-out text past the perplexity windows.
    stride = (len(held_out_tokens) - len(held_out) * args.prompt) // args.prompts
    prompts = [held_out_tokens[-(i + 1) * stride:][:args.prompt] for i in range(args.prompts)]
    empty = programs.prefill_inputs[1:]
    references = [greedy(programs.prefill, programs.decode, prompt, args.tokens, args.prompt, empty)[0]
                  for prompt in prompts]
    summary: dict = {"train_s": trained.seconds, "train_cached": trained.from_cache, "train_loss": trained.final_loss,
                     "weights": str(trained.cached),
                     "ppl_float": perplexity(prefill_logits(programs.prefill, empty), held_out),
                     "scored_tokens": len(held_out) * (args.prompt - 1), "prompts": prompts, "tokens": args.tokens}

    variants = [("int8", None, programs, batches)]
    if args.a16w8:
        start = time.perf_counter()
        plan = plan_precision(programs.prefill, programs.prefill_inputs, args.target, batches[0], args.min_gain)
        summary |= {"plan_s": time.perf_counter() - start, "int8_sqnr_db": plan.int8_sqnr_db,
                    "planned_sqnr_db": plan.planned_sqnr_db, "gain_db": plan.gain_db, "promoted": plan.promoted}
        print(f"plan: {plan}", file=sys.stderr, flush=True)
        if plan.promoted:
            variants.append((f"per-layer a16w8 ({', '.join(plan.promoted)})", plan.module_configs(), programs, batches))
        variants.append(("a16w8 groups (all)", a16w8_modules(plan.groups, plan.groups), programs, batches))
    if args.kv_cache == "int8":
        int8_programs = export_llm(trained.model, args.prompt, args.cache, measured_int8_cache(programs.prefill, batches[0]))
        variants.append(("int8, int8 KV cache", None, int8_programs,
                         calibration(int8_programs, trained.train_text, args.calib)))
    rows = []
    for label, configs, variant_programs, variant_batches in variants:
        print(f"[{args.target}] {label}...", file=sys.stderr, flush=True)
        built = compile_both(variant_programs, args.target, variant_batches, configs)
        rows.append(measure(label, built, variant_programs, held_out, prompts, references, args))
    print(table(summary, rows))
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "rows": rows}, indent=1, default=str))


def table(summary: dict, rows: list[dict]) -> str:
    cached = " (weights from the cache)" if summary["train_cached"] else ""
    lines = [f"trained model: {summary['train_s']:.0f} s training{cached}, final loss "
             f"{summary['train_loss']:.3f} nats/byte; held-out: {summary['scored_tokens']} bytes scored",
             (f"per-layer rule ({summary['plan_s']:.0f} s): all-int8 logits {summary['int8_sqnr_db']:.1f} dB; gain "
              "per a16w8 group: " + ", ".join(f"{g} {d:+.1f}" for g, d in summary["gain_db"].items())
              + f"; promoted {list(summary['promoted'])} -> {summary['planned_sqnr_db']:.1f} dB"
              if "plan_s" in summary else "per-layer rule: not run (--no-a16w8)"),
             "",
             "| precision | perplexity float | fake-quant | integer (gap) | greedy = float (fake-quant) | "
             "greedy = float (integer) | delegates | CPU ops | Vela cycles prefill / decode | compile s | simulator |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        gap = r["ppl_integer"] / summary["ppl_float"] - 1
        fq = r["greedy_fake_quant"]
        it = r.get("greedy_integer")
        cpu = "; ".join(f"{op}: {why}" for op, why in r["cpu_ops"].items()) or "0"
        sim = " / ".join(map(str, r["sim"].values())) if "sim" in r else "not run"
        lines.append(
            f"| {r['precision']} | {summary['ppl_float']:.3f} | {r['ppl_fake_quant']:.3f} | "
            f"{r['ppl_integer']:.3f} ({gap:+.1%}) | {fq[0]:.0%} (prefix {fq[1]:.0f}) | "
            + (f"{it[0]:.0%} (prefix {it[1]:.0f})" if it else "not run") + " | "
            f"{r['delegates'][0]} / {r['delegates'][1]} | {cpu} | {r['cycles'][0]:,} / {r['cycles'][1]:,} | "
            f"{r['compile_s']['prefill']:.0f} + {r['compile_s']['decode']:.0f} | {sim} |")
    return "\n".join(lines) + (f"\n\ngreedy: {len(summary['prompts'])} held-out prompts x {summary['tokens']} "
                               "tokens of the float model's greedy generation; the share the program chooses too "
                               "when fed them (prefill + decode with the KV cache), and (prefix) the mean count of "
                               "tokens before its own greedy generation first differs")


if __name__ == "__main__":
    main()
