"""Build the round-8 PII set (held-out until round 9, a tuning set since) into cases.jsonl, byte-identically per seed.

Usage: python tests/pii/heldout_r8/build_heldout_r8.py [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from r8_frames_a import FRAMES_A  # noqa: E402
from r8_frames_b import FRAMES_B  # noqa: E402
from r8_frames_c import FRAMES_C  # noqa: E402
from r8_frames_d import FRAMES_D  # noqa: E402
from r8_kit import Pool  # noqa: E402

SEED = 8_2026_12_02
N_CASES = 456
OUT = HERE / "cases.jsonl"
LABELS = (
    "EMAIL PHONE SIN SSN CREDIT_CARD IP_ADDRESS POSTAL_CODE PERSON ADDRESS DATE_OF_BIRTH IBAN BANK_ACCOUNT "
    "HEALTH_CARD DRIVERS_LICENSE URL"
).split()


def validate(case: dict) -> None:
    text = case["text"]
    spans = sorted(case["spans"], key=lambda s: s["start"])
    for item in spans + case["decoys"]:
        assert 0 <= item["start"] < item["end"] <= len(text), (case["id"], item)
        piece = text[item["start"] : item["end"]]
        assert piece == piece.strip(), (case["id"], piece)
    for a, b in zip(spans, spans[1:], strict=False):
        assert a["end"] <= b["start"], (case["id"], a, b)
    for dec in case["decoys"]:
        for s in spans:
            assert dec["end"] <= s["start"] or s["end"] <= dec["start"], (case["id"], dec, s)
    assert all(s["label"] in LABELS for s in spans), case["id"]


def build() -> str:
    rng = random.Random(SEED)
    pool = Pool(rng)
    frames = FRAMES_A + FRAMES_B + FRAMES_C + FRAMES_D
    lines = []
    for i in range(N_CASES):
        case = frames[i % len(frames)](rng, pool).case(i + 1)
        validate(case)
        lines.append(json.dumps(case, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 if cases.jsonl differs from a rebuild")
    args = parser.parse_args(argv)
    data = build().encode("utf-8")
    if args.check:
        same = OUT.exists() and OUT.read_bytes() == data
        print("cases.jsonl is up to date" if same else "cases.jsonl differs from a rebuild")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({N_CASES} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
