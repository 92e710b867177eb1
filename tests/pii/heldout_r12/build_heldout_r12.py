"""Build the round-12 held-out PII set: `python build_heldout_r12.py [--check]`.

Writes cases.jsonl next to this file from a fixed seed (byte-identical every run); `--check` rebuilds it in
memory and exits 1 if the file on disk differs. Standard library only.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r12_frames_corresp  # noqa: E402
import r12_frames_court  # noqa: E402
import r12_frames_hearing  # noqa: E402
import r12_frames_records  # noqa: E402
from r12_doc import Doc  # noqa: E402
from r12_gen import Gen  # noqa: E402

SEED = 20240612
ROUNDS = 9
OUT = HERE / "cases.jsonl"
FRAMES = (
    r12_frames_court.FRAMES
    + r12_frames_hearing.FRAMES
    + r12_frames_corresp.FRAMES
    + r12_frames_records.FRAMES
)
OTHER = ["uk", "uk", "ie", "au", "nz", "in", "sg", "hk", "za", "ng", "ke", "jm", "ph", "my", "gh", "tt"]


def _jurisdiction(rng: random.Random, allowed: list[str] | None) -> str:
    if allowed:
        return rng.choice(allowed)
    roll = rng.random()
    if roll < 0.42:
        return "ca"
    if roll < 0.66:
        return "us"
    return rng.choice(OTHER)


def build() -> list[dict]:
    master = random.Random(SEED)
    cases = []
    for _ in range(ROUNDS):
        for kind, shape, allowed, frame in FRAMES:
            jur = _jurisdiction(master, allowed)
            g = Gen(master.randint(0, 2**31), jur)
            doc = Doc()
            frame(g, doc)
            cases.append(doc.case(len(cases) + 1, kind, shape, jur))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        print("cases.jsonl is up to date")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
