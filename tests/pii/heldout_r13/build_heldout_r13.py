"""Build the round-13 held-out PII set: `python build_heldout_r13.py` writes cases.jsonl; `--check` exits 1 if
the file on disk differs from a fresh build. Standard library only; fixed seed."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r13_frames_corresp  # noqa: E402
import r13_frames_court  # noqa: E402
import r13_frames_exports  # noqa: E402
import r13_frames_hearing  # noqa: E402
import r13_frames_money  # noqa: E402
import r13_frames_records  # noqa: E402
import r13_frames_tribunal  # noqa: E402
from r13_doc import Doc  # noqa: E402
from r13_gen import OTHER_JURS, Gen  # noqa: E402

SEED = 13_2025
ROUNDS = 9
CASES_FILE = HERE / "cases.jsonl"
FRAMES = (
    r13_frames_court.FRAMES
    + r13_frames_tribunal.FRAMES
    + r13_frames_hearing.FRAMES
    + r13_frames_corresp.FRAMES
    + r13_frames_records.FRAMES
    + r13_frames_money.FRAMES
    + r13_frames_exports.FRAMES
)


def _jur(rng: random.Random, jurs) -> str:
    if jurs:
        return rng.choice(jurs)
    x = rng.random()
    if x < 0.27:
        return "ca"
    if x < 0.42:
        return "us"
    return rng.choice(OTHER_JURS)


def build() -> list[dict]:
    master = random.Random(SEED)
    cases = []
    for _ in range(ROUNDS):
        for kind, shape, jurs, frame in FRAMES:
            rng = random.Random(master.randrange(2**32))
            jur = _jur(rng, jurs)
            g = Gen(rng, jur)
            doc = Doc(kind, shape, jur)
            frame(g, doc)
            cases.append(doc.case(f"r13-{len(cases) + 1:04d}"))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        same = CASES_FILE.exists() and CASES_FILE.read_text(encoding="utf-8") == text
        print("cases.jsonl is up to date" if same else "cases.jsonl differs from a fresh build")
        return 0 if same else 1
    CASES_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} cases to {CASES_FILE.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
