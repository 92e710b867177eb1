"""Build the round-14 held-out PII set (report-only): `python build_heldout_r14.py [--check]`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r14_frames_exports  # noqa: E402
import r14_frames_hearing  # noqa: E402
import r14_frames_money  # noqa: E402
import r14_frames_notices  # noqa: E402
import r14_frames_records  # noqa: E402
from r14_doc import Doc  # noqa: E402
from r14_gen import Gen  # noqa: E402

ROUNDS = 9
FRAMES = (
    r14_frames_hearing.FRAMES
    + r14_frames_money.FRAMES
    + r14_frames_exports.FRAMES
    + r14_frames_records.FRAMES
    + r14_frames_notices.FRAMES
)
OUT = HERE / "cases.jsonl"


def build() -> list[dict]:
    cases = []
    for rnd in range(ROUNDS):
        for kind, shape, frame, jurs, fr in FRAMES:
            g = Gen(f"r14|{rnd}|{kind}", jurs, fr)
            d = Doc()
            frame(g, d)
            cases.append(d.case(f"r14-{len(cases) + 1:04d}", kind, shape, g.jur))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("cases.jsonl is up to date" if same else "cases.jsonl differs from a fresh build")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} cases to {OUT.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
