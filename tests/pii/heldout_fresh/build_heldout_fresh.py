"""Build the fresh held-out PII set: tests/pii/heldout_fresh/cases.jsonl.

Written 2026-12-02 independently of the detector source, its word lists and the other case files
(only the JSONL schema and the label list were looked at). Report-only until the eighth round;
its misses were read there and it is now a tuning set (README.md).

    python tests/pii/heldout_fresh/build_heldout_fresh.py            # rewrites cases.jsonl
    python tests/pii/heldout_fresh/build_heldout_fresh.py --check    # exit 1 if the file differs

Fixed seed: the output is byte-identical on every run. Everything in it is synthetic: names are
drawn from hand-written lists (heldout_fresh_names.py) and combined at random by the shapes
(heldout_fresh_shapes.py, from the pieces in heldout_fresh_kit.py); numbers with checksums
(SIN, SSN, IBAN, card numbers) are generated to be valid with python-stdnum and belong to no one;
phone numbers use fictional ranges (NANP 555-01xx, Ofcom drama ranges, ACMA 0491 570).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from heldout_fresh_kit import Case  # noqa: E402
from heldout_fresh_shapes import SHAPES, restart_turns  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "cases.jsonl"
SEED = 20261202
ROUNDS = 10  # each shape is drawn this many times


def build() -> list[dict]:
    r = random.Random(SEED)
    restart_turns()
    cases = []
    for _ in range(ROUNDS):
        for shape in SHAPES:
            c = Case()
            shape(r, c)
            c.tag("shape:" + shape.__name__[2:])
            if c.decoys:
                c.tag("has_decoys")
            cases.append(
                {
                    "id": f"f-{len(cases) + 1:04d}",
                    "tags": c.tags,
                    "text": c.text,
                    "spans": c.spans,
                    "decoys": c.decoys,
                }
            )
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("cases.jsonl is up to date" if same else "cases.jsonl differs from the build")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
