"""Build the round-20 held-out PII set: `python build_heldout_r20.py` writes cases.jsonl; `--check` compares."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r20_frames_ca  # noqa: E402,F401  (registers frames)
import r20_frames_ca_letters  # noqa: E402,F401
import r20_frames_ca_more  # noqa: E402,F401
import r20_frames_mixed  # noqa: E402,F401
import r20_frames_us  # noqa: E402,F401
import r20_frames_us_more  # noqa: E402,F401
import r20_frames_world  # noqa: E402,F401
import r20_frames_world_more  # noqa: E402,F401
import r20_render_machine  # noqa: E402,F401  (registers layouts)
from r20_blocks import FRAMES  # noqa: E402
from r20_gen import Gen  # noqa: E402
from r20_places import CA_WEIGHTS, US_WEIGHTS  # noqa: E402
from r20_render import RENDER  # noqa: E402

ROUNDS = 11
CASES = HERE / "cases.jsonl"


def _region(r: random.Random, jur: str) -> str | None:
    table = CA_WEIGHTS if jur == "ca" else US_WEIGHTS if jur == "us" else None
    if table is None:
        return None
    keys = sorted(table)
    return r.choices(keys, weights=[table[k] for k in keys])[0]


def build() -> list[dict]:
    cases = []
    for rnd in range(1, ROUNDS + 1):
        for kind, shape, jurs, lang, region, fn in FRAMES:
            jr = random.Random(f"r20|{rnd}|{kind}|jur")
            jur = jr.choice(jurs)
            reg = region or _region(jr, jur)
            g = Gen(f"r20|{rnd}|{kind}", kind, shape, jur, reg, lang)
            doc = RENDER[shape](fn(g), g)
            case = doc.case([f"kind:{kind}", f"shape:{shape}", f"jur:{jur}"], g.locs, g.hc)
            cases.append({"id": f"r20-{len(cases) + 1:04d}", **case})
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if CASES.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        return 0
    CASES.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} cases to {CASES}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
