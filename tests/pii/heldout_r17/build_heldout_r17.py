"""Build the round-17 held-out PII set: ``python build_heldout_r17.py [--check]``.

Report-only: never run the detector on it while writing or tuning; see README.md.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r17_frames_admin  # noqa: E402,F401
import r17_frames_commerce  # noqa: E402,F401
import r17_frames_legal  # noqa: E402,F401
import r17_frames_records  # noqa: E402,F401
from r17_blocks import DATE_STYLE, FRAMES, NATIVE_SHAPES  # noqa: E402
from r17_doc import Doc  # noqa: E402
from r17_gen import Gen  # noqa: E402
from r17_render import RENDER  # noqa: E402

ROUNDS = 11
FOREIGN_JURS = (
    "uk",
    "ie",
    "au",
    "nz",
    "za",
    "ng",
    "ke",
    "gh",
    "in",
    "sg",
    "ph",
    "jm",
    "tt",
    "mx",
    "de",
    "nl",
)
OUT = HERE / "cases.jsonl"


def draw_jur(seed: str, jurs: tuple[str, ...] | None) -> str:
    r = random.Random(seed)
    if jurs:
        return r.choice(jurs)
    x = r.random()
    if x < 0.23:
        return "ca"
    if x < 0.37:
        return "us"
    return r.choice(FOREIGN_JURS)


def build() -> list[dict]:
    cases = []
    for rnd in range(ROUNDS):
        for kind, shape, jurs, lang, fn in FRAMES:
            seed = f"r17|{rnd}|{kind}"
            jur = draw_jur(seed + "|jur", jurs)
            g = Gen(seed, jur, lang, DATE_STYLE.get(shape, ""))
            g.native_ok = shape in NATIVE_SHAPES
            spec = fn(g)
            d = Doc()
            RENDER[shape](d, spec, g)
            cases.append(d.case(f"r17-{len(cases) + 1:04d}", kind, shape, jur))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        print("cases.jsonl is up to date")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} cases to {OUT.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
