"""Markdown tables of scores, as published in docs/pii-scores.md."""

from __future__ import annotations


def scores_table(scores: dict) -> str:
    """Per-label table from ``Scores.to_dict()``: gold count, covered P/R (the headline), exact P/R."""
    lines = [
        f"profile: {scores['profile']}, cases: {scores['cases']}",
        "",
        "| label | gold | predicted | recall (>= 50 % covered) | precision | exact R | exact P |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for label, s in scores["labels"].items():
        lines.append(
            f"| {label} | {s['gold']} | {s['predicted']} | {s['recall']:.3f} | {s['precision']:.3f} "
            f"| {s['exact_recall']:.3f} | {s['exact_precision']:.3f} |"
        )
    lines.append("")
    lines.append(
        f"PERSON recall {scores['person_recall']:.3f}, precision {scores['person_precision']:.3f}; "
        f"structured identifiers recall {scores['structured_recall']:.3f}"
    )
    kinds = scores.get("case_number_kinds") or {}
    if kinds:
        lines.append(
            "CASE_NUMBER found by kind: "
            + ", ".join(f"{kind} {k['found']} of {k['gold']}" for kind, k in kinds.items())
        )
    if scores["decoys"]:
        lines.append(f"decoys kept: {scores['decoys_kept']:.3f} of {scores['decoys']}")
    lines.append(f"false positives inside decoy-tagged cases: {scores['decoy_false_positives']}")
    return "\n".join(lines)


def errors_table(errors: list[dict]) -> str:
    """The misses and false hits of ``score(...).errors``, one line each (values shown: test data only)."""
    lines = [f"errors in {len(errors)} cases (missed: gold span not covered; extra: prediction or decoy hit)"]
    for e in errors:
        for kind in ("missed", "extra"):
            lines.extend(f"{e['id']}\t{kind}\t{label}\t{value!r}" for label, value in e[kind])
    return "\n".join(lines)
