"""Markdown tables of scores, as published in docs/pii-scores.md."""

from __future__ import annotations

from quilltune.prepare.pii.spans import LABELS


def scores_table(scores: dict) -> str:
    """Per-label table from ``Scores.to_dict()``: gold count, exact P/R, overlap P/R."""
    lines = [
        "| label | gold | predicted | exact P | exact R | overlap P | overlap R |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for label in LABELS:
        s = scores[label]
        lines.append(
            f"| {label} | {s['gold']} | {s['predicted']} | {s['exact_precision']:.2f} | {s['exact_recall']:.2f} "
            f"| {s['overlap_precision']:.2f} | {s['overlap_recall']:.2f} |"
        )
    lines.append(f"\nFalse positives inside decoy cases: {scores['decoy_false_positives']}")
    return "\n".join(lines)
