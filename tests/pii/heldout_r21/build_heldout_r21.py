"""Builds the round-21 held-out PII set (report-only): ``python build_heldout_r21.py`` writes cases.jsonl,
``--check`` rebuilds it in memory and exits 1 if the file differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import r21_frames_ca  # noqa: E402,F401  (frames register themselves)
import r21_frames_ca_more  # noqa: E402,F401
import r21_frames_ca_three  # noqa: E402,F401
import r21_frames_mixed  # noqa: E402,F401
import r21_frames_us  # noqa: E402,F401
import r21_frames_us_more  # noqa: E402,F401
import r21_frames_world  # noqa: E402,F401
import r21_frames_world_more  # noqa: E402,F401
from r21_blocks import FRAMES  # noqa: E402
from r21_extras import extras  # noqa: E402
from r21_gen import Gen  # noqa: E402
from r21_places import FOREIGN, PROVINCE_WEIGHTS, STATES  # noqa: E402
from r21_render import TEXT_RENDERERS  # noqa: E402
from r21_render_machine import MACHINE_RENDERERS  # noqa: E402

RENDER = {**TEXT_RENDERERS, **MACHINE_RENDERERS}
ROUNDS = 11
OUT = HERE / "cases.jsonl"


def draw(jurs: str, rng: random.Random) -> tuple[str, str | None]:
    if jurs == "*":
        return rng.choice(sorted(FOREIGN)), None
    if jurs == "ca|us":
        jurs = rng.choice(["ca", "us"])
    if jurs.startswith("ca"):
        if ":" in jurs:
            return "ca", rng.choice(jurs.split(":")[1].split("|"))
        provs = list(PROVINCE_WEIGHTS)
        return "ca", rng.choices(provs, weights=[PROVINCE_WEIGHTS[p] for p in provs])[0]
    if jurs == "us":
        return "us", rng.choice(sorted(STATES))
    return jurs, None


def build() -> list[dict]:
    cases = []
    for rnd in range(ROUNDS):
        for kind, shape, jurs, lang, fn in FRAMES:
            jur, region = draw(jurs, random.Random(f"r21|{rnd}|{kind}|jur"))
            g = Gen(f"r21|{rnd}|{kind}", jur, region, lang)
            spec = fn(g)
            extras(g, spec)
            doc = RENDER[shape](spec, g)
            cases.append(doc.case(f"r21-{len(cases) + 1:04d}", kind, shape, jur, g.hc))
    return cases


def render(cases: list[dict]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main(argv: list[str]) -> int:
    text = render(build())
    if "--check" in argv:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("cases.jsonl differs from a fresh build", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
