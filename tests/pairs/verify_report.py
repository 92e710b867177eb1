"""Measure the frozen verifier on both sets: ``python tests/pairs/verify_report.py`` (report-only
set written after the thresholds were frozen; its figures go to benchmarks/NOTES.md, never back
into the thresholds)."""

from __future__ import annotations

import json
from pathlib import Path

from quilltune.prepare.pairs.verify import verify

for name in ("verify_tuning", "verify_report"):
    rows = [
        json.loads(line)
        for line in (Path(__file__).parent / "data" / f"{name}.jsonl").read_text().splitlines()
    ]
    tp = fp = tn = fn = 0
    for r in rows:
        v = verify(r["source"], r["instruction"], r["input"], r["output"], r["task"])
        bad = r["expect"] == "reject"
        tp += bad and not v.accepted
        fn += bad and v.accepted
        tn += (not bad) and v.accepted
        fp += (not bad) and not v.accepted
        if v.accepted != (not bad):
            print(f"  miss {r['id']} ({r['why']}): accepted={v.accepted} {v.reasons}")
    print(f"{name}: {len(rows)} cases; unfaithful rejected {tp}/{tp + fn}; faithful accepted {tn}/{tn + fp}")
