"""Builds the round-16 held-out PII set (report-only): ``python build_heldout_r16.py [--check]``."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r16_frames_corp  # noqa: E402
import r16_frames_exports  # noqa: E402
import r16_frames_hearings  # noqa: E402
import r16_frames_langs  # noqa: E402
import r16_frames_legal  # noqa: E402
import r16_frames_money  # noqa: E402
import r16_frames_records  # noqa: E402
from r16_blocks import ocr_noise, soft_noise  # noqa: E402
from r16_doc import Doc  # noqa: E402
from r16_gen import Gen  # noqa: E402

ROUNDS = 10
FRAMES = (
    r16_frames_legal.FRAMES
    + r16_frames_hearings.FRAMES
    + r16_frames_money.FRAMES
    + r16_frames_records.FRAMES
    + r16_frames_corp.FRAMES
    + r16_frames_exports.FRAMES
    + r16_frames_langs.FRAMES
)
OTHERS = [
    "uk",
    "ie",
    "au",
    "nz",
    "za",
    "ng",
    "ke",
    "gh",
    "jm",
    "tt",
    "in",
    "sg",
    "ph",
    "mx",
    "es",
    "de",
    "nl",
    "mt",
]
NOISE = {"ocr": ocr_noise, "soft": soft_noise}
OUT = HERE / "cases.jsonl"


def draw_jur(rnd: int, kind: str, jurs) -> str:
    rng = random.Random(f"r16|{rnd}|{kind}|jur")
    if jurs:
        return rng.choice(jurs)
    x = rng.random()
    if x < 0.40:
        return "ca"
    if x < 0.64:
        return "us"
    return rng.choice(OTHERS)


def build() -> list[dict]:
    cases = []
    for rnd in range(ROUNDS):
        for kind, shape, jurs, lang, wrap, noise, fn in FRAMES:
            jur = draw_jur(rnd, kind, jurs)
            g = Gen(rnd, kind, jur, lang)
            d = Doc(wrap=wrap, noise=NOISE[noise](g) if noise else None)
            fn(g, d)
            case = d.case(kind, shape, jur, g.locs, g.hc)
            case = {"id": f"r16-{len(cases) + 1:04d}", **case}
            cases.append(case)
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        print("cases.jsonl is up to date")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(text.splitlines())} cases to {OUT.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
