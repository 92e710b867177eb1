"""Builds the round-24 held-out PII set (report-only): ``python build_heldout_r24.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r24_frames import assemble  # noqa: E402
from r24_gen import Gen  # noqa: E402
from r24_gen_decoys import Decoys  # noqa: E402
from r24_kinds_ca import KINDS_CA  # noqa: E402
from r24_kinds_us import KINDS_US  # noqa: E402
from r24_kinds_world import KINDS_WORLD  # noqa: E402
from r24_places import PROVINCE_WEIGHTS, STATES  # noqa: E402
from r24_render_machine import MACHINE  # noqa: E402
from r24_render_text import TEXT  # noqa: E402

LAYOUTS = {**TEXT, **MACHINE}
KINDS = KINDS_CA + KINDS_US + KINDS_WORLD
ROUNDS = 11
OUT = HERE / "cases.jsonl"


class DocGen(Decoys, Gen):
    pass


def draw(jurs, rng):
    if jurs == "ca|us":
        jurs = rng.choice(["ca", "us"])
    if ":" in jurs:
        return tuple(jurs.split(":"))
    if jurs == "ca":
        provs = list(PROVINCE_WEIGHTS)
        return "ca", rng.choices(provs, weights=[PROVINCE_WEIGHTS[p] for p in provs])[0]
    if jurs == "us":
        return "us", rng.choice(sorted(STATES))
    return jurs, None


def build():
    cases = []
    for rnd in range(ROUNDS):
        for cfg in KINDS:
            kind, shape, jurs, lang = cfg[:4]
            jur, region = draw(jurs, random.Random(f"r24|{rnd}|{kind}|jur"))
            g = DocGen(f"r24|{rnd}|{kind}", jur, region, lang)
            spec = assemble(g, cfg)
            doc = LAYOUTS[shape](spec, g)
            cases.append(doc.case(f"r24-{len(cases) + 1:04d}", kind, shape, jur, g.hc))
    return cases


def render(cases):
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def main(argv):
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
