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
        "name": "run",
        "model": "base model",
        "dtype": "dtype",
        "method": "method",
        "lora_r": "LoRA rank",
        "lora_alpha": "LoRA alpha",
        "learning_rate": "learning rate",
        "micro_batch_size": "micro batch",
        "grad_accum": "grad accumulation",
        "seq_len": "sequence length",
        "max_steps": "max steps",
        "epochs": "epochs",
        "strategy": "strategy",
        "gradient_checkpointing": "gradient checkpointing",
        "inputs": "inputs",
    }
    cfg = report["config"]
    return Table(
        ["setting", "value"], [[labels[k], fmt(cfg.get(k))] for k in labels if cfg.get(k) is not None]
    )


def splits_table(report: dict) -> Table:
    cols = ["documents", "pairs", "samples", "rows", "tokens", "loss_tokens", "truncated_samples"]
    splits = report["data"].get("splits", {})
    return Table(
        ["split"] + [c.replace("_", " ") for c in cols],
        [[name] + [fmt(s.get(c)) for c in cols] for name, s in splits.items()],
    )


def pii_table(report: dict) -> Table:
    counts = report["data"].get("pii_counts", {})
    return Table(["PII label", "redactions"], [[label, fmt(n)] for label, n in sorted(counts.items())])


def inputs_table(report: dict) -> Table:
    d = report["data"]
    rows = [
        [r.get("path") or "", "skipped: " + str(r.get("status")), r.get("reason") or ""]
        for r in d.get("skipped", [])
    ]
    rows += [
        [r.get("path") or "", "duplicate of " + str(r.get("duplicate_of") or "?"), r.get("reason") or ""]
        for r in d.get("duplicates", [])
    ]
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
            rows.append(
                [
                    f"held-out {ev.get('split', '')}",
                    m,
                    fmt(ev["loss"]["tuned"]["tokens"]),
                    fmt(b),
                    fmt(t),
                    f"{t - b:+.4g}",
                ]
            )
    for task, e in (ev.get("generation") or {}).get("tasks", {}).items():
        for m, v in e["metrics"].items():
            rows.append(
                [
                    task,
                    m,
                    fmt(e["n"]),
                    f"{v['base']:.3f}",
                    f"{v['tuned']:.3f}",
                    f"{v['tuned'] - v['base']:+.3f}",
                ]
            )
    return Table(["task", "metric", "n (tokens / pairs)", "base", "tuned", "Δ tuned − base"], rows)


def curve_summary(report: dict) -> Table:
    c = report["curves"]
    rows = []
    for key, label in (
        ("loss", "train loss"),
        ("val_loss", "validation loss"),
        ("lr", "learning rate"),
        ("tokens_per_second", "tokens/s"),
    ):
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
    rows += [
        ["documents dropped", fmt(d.get("dropped_documents", 0))],
        ["records rejected", fmt(d.get("rejected_records", 0))],
    ]
    rows += [[f"pairs: {task}", fmt(n)] for task, n in sorted((d.get("pairs_by_task") or {}).items())]
    return Table(["count", "value"], rows)


def data_sections(report: dict) -> list[tuple[str, Table, str]]:
    """The data audit as (title, table, text when empty), in the order both renderers show it."""
    profile = report["data"].get("pii_profile") or "n/a"
    return [
        ("Tokens per split", splits_table(report), "none"),
        (f"PII redactions per label (counts only; profile: {profile})", pii_table(report), "no PII found"),
        ("Skipped and duplicate inputs", inputs_table(report), "every input was used"),
        ("Corpus accounting", accounting_table(report), "none"),
    ]


LEAKAGE_SECTIONS = (
    ("verbatim", "Verbatim continuation", "none"),
    ("labels", "Extraction probes per label", "no placeholder or canary to probe"),
    ("failures", "Failures (document ids only)", "none"),
    ("exposure", "Canary exposure", "no canary scored"),
)
"""The keys of ``leakage_tables`` as (key, title, text when empty), in the order both renderers show them."""


def leakage_tables(report: dict) -> dict[str, Table]:
    """Verbatim continuation per split and model, extraction per label, canary exposure, failures.
    Empty when evaluate skipped the probes. Never a value: labels, counts and ids only."""
    leak = (report.get("eval") or {}).get("leakage") or {}
    if not leak or leak.get("skipped"):
        return {}
    v = leak["verbatim"]["summary"]
    rows = []
    for split, name in (("train", "training passages"), ("heldout", "held-out passages")):
        for which in ("base", "tuned"):
            s = v[split][which]
            rows.append(
                [
                    name,
                    which,
                    fmt(s["n"]),
                    fmt(s["exact_matches"]),
                    fmt(s["exact_match_rate"]),
                    fmt(s["mean_lcs_tokens"]),
                ]
            )
    out = {
        "verbatim": Table(
            [
                "passages",
                "model",
                "n",
                "exact continuations",
                "exact-match rate",
                "mean longest common run (tokens)",
            ],
            rows,
        )
    }
    ext = leak["extraction"]
    out["labels"] = Table(
        [
            "label",
            "probes",
            "redacted values: base",
            "tuned",
            "canaries: base",
            "tuned",
            "tuned wrote a placeholder",
        ],
        [
            [
                label,
                fmt(e["probes"]),
                fmt(e["values_base"]),
                fmt(e["values_tuned"]),
                fmt(e["canaries_base"]),
                fmt(e["canaries_tuned"]),
                fmt(e["placeholder_tuned"]),
            ]
            for label, e in ext["by_label"].items()
        ],
    )
    out["failures"] = Table(
        ["what", "label", "probe", "documents", "canary", "base too"],
        [
            [
                f["kind"],
                f["label"],
                f["probe"],
                ", ".join(f["doc_ids"]) or "?",
                f.get("canary_id") or "",
                fmt(f["also_by_base"]),
            ]
            for f in ext["failures"]
        ],
    )
    exp = leak.get("exposure") or {}
    out["exposure"] = Table(
        ["canary", "label", "where", "rank base", "rank tuned", "exposure base", "exposure tuned"],
        [
            [
                r["canary_id"],
                r["label"],
                r["status"],
                f"{r['base']['rank']}/{r['base']['candidates']}",
                f"{r['tuned']['rank']}/{r['tuned']['candidates']}",
                fmt(r["base"]["exposure"]),
                fmt(r["tuned"]["exposure"]),
            ]
            for r in exp.get("canaries", [])
        ],
    )
    return out


def leakage_sentences(report: dict) -> list[str]:
    leak = (report.get("eval") or {}).get("leakage") or {}
    if not leak:
        return []
    if leak.get("skipped"):
        return [f"Leakage probes skipped: {leak['skipped']}."]
    c = leak["extraction"]["canaries"]
    exp = leak.get("exposure") or {}
    out = [f"Memorisation: {leak['verbatim']['sentence']}.", f"Extraction: {leak['extraction']['sentence']}."]
    if c["loaded"]:
        out.append(
            f"Canaries ({c['source']}): {c['loaded']} loaded; {c['in training text']} in training text, "
            f"{c['redacted']} redacted before training, {c['held out']} only in held-out documents, "
            f"{c['not found']} not found; {c['probed']} probed."
        )
    if exp.get("canaries"):
        out.append(
            f"Exposure (log2 R − log2 rank, R = {exp['candidates']}, at most {exp['max_exposure']}): "
            f"mean {exp['mean_base']} base, {exp['mean_tuned']} tuned over {len(exp['canaries'])} canaries."
        )
    return out
