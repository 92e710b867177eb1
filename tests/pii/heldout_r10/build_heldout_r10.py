"""Builds the round-10 held-out PII set (report-only).

Run ``python build_heldout_r10.py`` to write ``cases.jsonl`` beside this file;
``--check`` rebuilds in memory and exits 1 if the file on disk differs.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r10_frames_ca  # noqa: E402
import r10_frames_ca2  # noqa: E402
import r10_frames_intl  # noqa: E402
import r10_frames_misc  # noqa: E402
import r10_frames_more  # noqa: E402
import r10_frames_us  # noqa: E402
from r10_names import Pool  # noqa: E402

SEED = 20261203
ROUNDS = 8
OUT = HERE / "cases.jsonl"

FRAMES = (
    r10_frames_ca.FRAMES
    + r10_frames_ca2.FRAMES
    + r10_frames_us.FRAMES
    + r10_frames_misc.FRAMES
    + r10_frames_more.FRAMES
    + r10_frames_intl.FRAMES
)


def build() -> list[dict]:
    rng = random.Random(SEED)
    pool = Pool(rng)
    cases: list[dict] = []
    for _ in range(ROUNDS):
        order = list(FRAMES)
        rng.shuffle(order)
        for frame in order:
            doc = frame(rng, pool)
            cases.append(doc.case(f"r10-{len(cases) + 1:04d}"))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl is stale; rebuild it", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({text.count(chr(10))} cases)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
