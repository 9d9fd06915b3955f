"""The per-layer accuracy as text (`armnpu report --accuracy`) and the cells both renderings share."""

from __future__ import annotations

import math
from typing import Optional

from armnpu.report import fmt
from armnpu.report_data.accuracy import INPUT_OP, Accuracy, ActivationAccuracy, Power

LEGEND = (
    "SQNR in dB against the float model (higher is better; exact: no error). int: the integer program, "
    "what the device computes; fq: the fake-quantized model, the quantization noise budget; int/fq: armnpu's "
    "integer arithmetic against fq, propagated, and local (each op fed the fq values of its inputs); added: "
    "the SQNR the activation would have if the noise it adds over its noisiest input were the only noise."
)


def db(value: Optional[float]) -> str:
    if value is None:
        return "-"
    return "exact" if math.isinf(value) and value > 0 else f"{value:.1f}"


def power_db(power: Optional[Power]) -> str:
    return db(None if power is None else power.sqnr_db)


def label(activation: ActivationAccuracy) -> str:
    """The activation's name for people: its module path, else its node (a delegate input: the float model's)."""
    if activation.op == INPUT_OP:
        return f"input {activation.float_node or activation.node}"
    return activation.module or activation.node


def op(activation: ActivationAccuracy) -> str:
    return activation.op if activation.op == INPUT_OP else fmt.short_op(activation.op)


def shown(accuracy: Accuracy, top: int) -> list[int]:
    """The activations to list, the ones adding the most noise first; `top` > 0 keeps that many."""
    ranked = accuracy.worst_first()
    return ranked[:top] if top else ranked


def headline(accuracy: Accuracy) -> str:
    return (f"outputs: integer program {power_db(accuracy.outputs_int_vs_float)} dB, fake-quantized model "
            f"{power_db(accuracy.outputs_fake_vs_float)} dB against the float model, on {accuracy.inputs}")


def render_accuracy_text(accuracy: Accuracy, top: int = 0) -> str:
    rows = shown(accuracy, top)
    lines = [f"Accuracy per quantized activation ({len(accuracy.activations)}), the ones adding the most noise first",
             f"  {headline(accuracy)}",
             f"  {'added':>6}{'int':>7}{'fq':>7}{'int/fq':>8}{'local':>7}  {'part':<6}{'layer':<28}{'op':<16}shape"]
    for i in rows:
        a = accuracy.activations[i]
        lines.append(f"  {db(accuracy.added_db(i)):>6}{power_db(a.int_vs_float):>7}{power_db(a.fake_vs_float):>7}"
                     f"{power_db(a.int_vs_fake):>8}{power_db(a.local):>7}  {a.partition:<6}{label(a)[-27:]:<28}"
                     f"{op(a)[:15]:<16}{fmt.shape(a.shape)}")
    if len(rows) < len(accuracy.activations):
        lines.append(f"  ... {len(accuracy.activations) - len(rows)} more (--top 0 lists all)")
    unmapped = [a for a in accuracy.activations if a.unmapped]
    if unmapped:
        lines.append(f"  {len(unmapped)} without a float value to compare:")
        lines += [f"    {label(a)} ({a.node}): {a.unmapped}" for a in unmapped]
    lines.append("  " + LEGEND)
    return "\n".join(lines) + "\n"
