"""Build the round-9 held-out PII set (report-only): ``python build_heldout_r9.py [--check]``.

Fixed seed; the output is byte-identical on every run. ``--check`` rebuilds in memory and exits 1 if
``cases.jsonl`` differs.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r9_frames_ca  # noqa: E402
import r9_frames_ca2  # noqa: E402
import r9_frames_us  # noqa: E402
import r9_frames_world  # noqa: E402
from r9_kit import Ctx  # noqa: E402

SEED = 20261202_9
N_CA, N_US, N_WORLD = 186, 132, 128
OUT = HERE / "cases.jsonl"


def build() -> list[dict]:
    r = random.Random(SEED)
    c = Ctx(r)
    docs = []
    ca_frames = r9_frames_ca.FRAMES + r9_frames_ca2.FRAMES
    for i in range(N_CA):
        docs.append(ca_frames[i % len(ca_frames)](r, c))
    for i in range(N_US):
        docs.append(r9_frames_us.FRAMES[i % len(r9_frames_us.FRAMES)](r, c))
    for i in range(N_WORLD):
        frame = r9_frames_world.FRAMES[i % len(r9_frames_world.FRAMES)]
        jur = r.choice(r9_frames_world.FRAME_JURS.get(frame, r9_frames_world.JURS))
        docs.append(frame(r, c, jur))
    order = list(range(len(docs)))
    r.shuffle(order)
    return [docs[k].build(f"r9-{n + 1:04d}") for n, k in enumerate(order)]


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("cases.jsonl is up to date" if same else "cases.jsonl differs from a rebuild")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {text.count(chr(10))} cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
