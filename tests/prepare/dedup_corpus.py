"""A small corpus that takes every path of the clean stage: boilerplate lines shared by many
documents, exact copies and near-duplicates spread over files (and so over parts), too-short
documents, records that repeat, one long file cut into parts, and identical files."""

from __future__ import annotations

import json
import random
from pathlib import Path

from test_dedup_index import _corpus

FOOTER = "This document is provided for information only and is not legal advice."


def build_dedup_corpus(root: Path, files: int = 12, per_file: int = 25, seed: int = 11) -> Path:
    rng = random.Random(seed)
    docs = _corpus(files * per_file, seed=seed)  # ~30 % near copies of earlier documents
    root.mkdir(parents=True, exist_ok=True)
    for f in range(files):
        rows = []
        for i in range(per_file):
            text = docs[f * per_file + i]
            r = rng.random()
            if r < 0.08 and f:  # an exact copy (case and spacing changed) of an earlier file's document
                text = "  " + docs[rng.randrange(f * per_file)].upper()
            elif r < 0.12:
                text = "too short"
            rows.append({"text": f"{text}\n{FOOTER}" if rng.random() < 0.6 else text})
        rows.append({"instruction": "Name the parties.", "input": f"Clause {f % 3}", "output": "A and B"})
        with open(root / f"docs-{f:03d}.jsonl", "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r) + "\n" for r in rows)
    # One long document cut into parts at ingest (max_doc_chars), repeated in another file (other
    # bytes, the same text once cleaned: the clean stage's exact dedup drops all of its parts).
    long_text = "\n\n".join(docs[:40])
    (root / "long-a.txt").write_text(long_text, encoding="utf-8")
    (root / "long-b.txt").write_text(long_text + "\n\n", encoding="utf-8")
    # Identical files (same bytes): ingest keeps the first in discovery order, one with a bad line.
    (root / "docs-copy.jsonl").write_bytes((root / "docs-001.jsonl").read_bytes())
    bad = (root / "docs-002.jsonl").read_text(encoding="utf-8") + "{not json\n"
    for name in ("bad-a.jsonl", "bad-b.jsonl"):
        (root / name).write_text(bad, encoding="utf-8")
    return root
