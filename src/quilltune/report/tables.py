"""The report's tables as plain (headers, rows) of text, shared by the HTML and Markdown renderers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Table:
    headers: list[str]
    rows: list[list[str]]


def fmt(v: Any, digits: int = 4) -> str:
    if v is None:
        return "n/a"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, int):
        return f"{v:,}"
    if isinstance(v, float):
        if v.is_integer() and abs(v) < 1e15:
            return f"{int(v):,}"
        if v != 0 and (abs(v) >= 1e5 or abs(v) < 1e-3):
            return f"{v:.3g}"
        return f"{v:,.{digits}g}"
    if isinstance(v, list):
        return ", ".join(map(str, v))
    return str(v)


def config_table(report: dict) -> Table:
    labels = {
        "name": "run", "model": "base model", "dtype": "dtype", "method": "method", "lora_r": "LoRA rank",
        "lora_alpha": "LoRA alpha", "learning_rate": "learning rate", "micro_batch_size": "micro batch",
        "grad_accum": "grad accumulation", "seq_len": "sequence length", "max_steps": "max steps",
        "epochs": "epochs", "strategy": "strategy", "gradient_checkpointing": "gradient checkpointing",
        "inputs": "inputs",
    }
    cfg = report["config"]
    return Table(["setting", "value"], [[labels[k], fmt(cfg.get(k))] for k in labels if cfg.get(k) is not None])


def splits_table(report: dict) -> Table:
    cols = ["documents", "pairs", "samples", "rows", "tokens", "loss_tokens", "truncated_samples"]
    splits = report["data"].get("splits", {})
    return Table(["split"] + [c.replace("_", " ") for c in cols],
                 [[name] + [fmt(s.get(c)) for c in cols] for name, s in splits.items()])


def pii_table(report: dict) -> Table:
    counts = report["data"].get("pii_counts", {})
    return Table(["PII label", "redactions"], [[label, fmt(n)] for label, n in sorted(counts.items())])


def inputs_table(report: dict) -> Table:
    d = report["data"]
    rows = [[r.get("path") or "", "skipped: " + str(r.get("status")), r.get("reason") or ""] for r in d.get("skipped", [])]
    rows += [[r.get("path") or "", "duplicate of " + str(r.get("duplicate_of") or "?"), r.get("reason") or ""]
             for r in d.get("duplicates", [])]
    return Table(["input", "outcome", "reason"], rows)


def plan_table(report: dict) -> Table:
    rows = []
    for r in report["plan_vs_actual"]:
        ratio = f"{r['ratio']:.2f}×" if r["ratio"] is not None else "n/a"
        rows.append([f"{r['quantity']} ({r['unit']})", fmt(r["plan"]), fmt(r["actual"]), ratio])
    return Table(["quantity", "plan", "actual", "actual / plan"], rows)


def eval_table(report: dict) -> Table:
    ev = report.get("eval") or {}
    rows = []
    if ev.get("loss"):
        for m in ("loss", "perplexity"):
            b, t = ev["loss"]["base"][m], ev["loss"]["tuned"][m]
            rows.append([f"held-out {ev.get('split', '')}", m, fmt(ev["loss"]["tuned"]["tokens"]), fmt(b), fmt(t),
                         f"{t - b:+.4g}"])
    for task, e in (ev.get("generation") or {}).get("tasks", {}).items():
        for m, v in e["metrics"].items():
            rows.append([task, m, fmt(e["n"]), f"{v['base']:.3f}", f"{v['tuned']:.3f}", f"{v['tuned'] - v['base']:+.3f}"])
    return Table(["task", "metric", "n (tokens / pairs)", "base", "tuned", "Δ tuned − base"], rows)


def curve_summary(report: dict) -> Table:
    c = report["curves"]
    rows = []
    for key, label in (("loss", "train loss"), ("val_loss", "validation loss"), ("lr", "learning rate"),
                       ("tokens_per_second", "tokens/s")):
        ys = [y for y in c.get(key, []) if y is not None]
        if ys:
            rows.append([label, fmt(ys[0]), fmt(ys[-1]), fmt(min(ys)), fmt(max(ys))])
    return Table(["series", "first", "last", "min", "max"], rows)


def accounting_table(report: dict) -> Table:
    """Where the inputs went: statuses from the manifest totals, dedup, dropped and rejected counts."""
    d = report["data"]
    totals = d.get("totals", {})
    rows = [[f"inputs {status}", fmt(n)] for status, n in (totals.get("by_status") or {}).items()]
    dedup = d.get("dedup") or {}
    for key in ("exact_duplicates", "near_duplicates"):
        if key in dedup:
            rows.append([key.replace("_", " ") + " (documents)", fmt(dedup[key])])
    rows += [["documents dropped", fmt(d.get("dropped_documents", 0))],
             ["records rejected", fmt(d.get("rejected_records", 0))]]
    rows += [[f"pairs: {task}", fmt(n)] for task, n in sorted((d.get("pairs_by_task") or {}).items())]
    return Table(["count", "value"], rows)
