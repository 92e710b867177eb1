"""Rebuild tests/pii/heldout/heldout.jsonl, the report-only PII evaluation set (never used for tuning).

    python tests/pii/heldout/build_heldout.py          # writes heldout.jsonl next to this file
    python tests/pii/heldout/build_heldout.py --stats  # also prints counts per label, decoy kind and locale

The texts and names are written by hand in the heldout_* modules; this script only draws from them with a
fixed seed and computes the character offsets, so the output is identical on every run.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import heldout_decoys  # noqa: E402,F401  (registers templates)
import heldout_passages  # noqa: E402,F401
import heldout_people  # noqa: E402,F401
import heldout_records  # noqa: E402,F401
from heldout_kit import TEMPLATES, Ctx  # noqa: E402
from heldout_names import NAME_LOCALES  # noqa: E402

SEED = 20261201


def generate(seed: int = SEED) -> list[dict]:
    ctx = Ctx(seed)
    cases = []
    for fn, copies in TEMPLATES:
        for _ in range(copies):
            case = fn(ctx)
            case["tags"].append(f"shape:{fn.__name__}")
            cases.append(case)
    random.Random(seed).shuffle(cases)  # mix the kinds so any slice of the file has a bit of everything
    for i, case in enumerate(cases, 1):
        case["id"] = f"h-{i:04d}"
    return [
        {"id": c["id"], "tags": c["tags"], "text": c["text"], "spans": c["spans"], "decoys": c["decoys"]}
        for c in cases
    ]


def stats(cases: list[dict]) -> dict:
    labels = Counter(s["label"] for c in cases for s in c["spans"])
    kinds = Counter(d["kind"] for c in cases for d in c["decoys"])
    locales = Counter(t for c in cases for t in set(c["tags"]) if t in NAME_LOCALES)
    shapes = {t for c in cases for t in c["tags"] if t.startswith("shape:")}
    return {
        "rows": len(cases),
        "shapes": len(shapes),
        "spans": dict(labels.most_common()),
        "decoys": dict(kinds.most_common()),
        "decoy_total": sum(kinds.values()),
        "name_locales": dict(sorted(locales.items())),
        "name_locale_count": len(locales),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=HERE / "heldout.jsonl")
    ap.add_argument("--stats", action="store_true", help="print counts as JSON")
    args = ap.parse_args()
    cases = generate()
    with args.out.open("w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    if args.stats:
        print(json.dumps(stats(cases), ensure_ascii=False, indent=1))
    else:
        print(f"wrote {len(cases)} cases to {args.out}")


if __name__ == "__main__":
    main()
