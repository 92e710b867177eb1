"""Builds the round-25 held-out PII set (report-only): ``python build_heldout_r25.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r25_frames import assemble  # noqa: E402
from r25_gen import Gen  # noqa: E402
from r25_gen_decoys import Decoys  # noqa: E402
from r25_kinds_ca import KINDS_CA  # noqa: E402
from r25_kinds_us import KINDS_US  # noqa: E402
from r25_kinds_world import KINDS_WORLD  # noqa: E402
from r25_places import PROVINCE_WEIGHTS, STATES  # noqa: E402
from r25_render_data import DATA  # noqa: E402
from r25_render_markup import MARKUP  # noqa: E402
from r25_render_text import TEXT  # noqa: E402

LAYOUTS = {**TEXT, **MARKUP, **DATA}
KINDS = KINDS_CA + KINDS_US + KINDS_WORLD
MODES = {"caption_below_form": (0.75, 0.1, 0.15), "greenbar_printout": (0.7, 0.15, 0.15),
         "leader_schedule": (0.7, 0.15, 0.15)}  # fmt: skip
ROUNDS = 11
OUT = HERE / "cases.jsonl"


class DocGen(Decoys, Gen):
    pass


def draw(jurs, rng):
    """(jurisdiction, province or state) for one case."""
    if jurs == "ca|us":
        jurs = rng.choice(["ca", "us"])
    if ":" in jurs:
        return tuple(jurs.split(":"))
    if jurs == "ca":
        codes = sorted(PROVINCE_WEIGHTS)
        return "ca", rng.choices(codes, weights=[PROVINCE_WEIGHTS[c] for c in codes])[0]
    if jurs == "us":
        return "us", rng.choice(sorted(STATES))
    return jurs, None


def build():
    cases = []
    for rnd in range(ROUNDS):
        for cfg in KINDS:
            kind, shape, jurs, lang = cfg[:4]
            jur, region = draw(jurs, random.Random(f"r25|{rnd}|{kind}|jur"))
            g = DocGen(f"r25|{rnd}|{kind}", jur, region, lang)
            spec = assemble(g, cfg, MODES.get(shape, (0.5, 0.2, 0.3)))
            doc = LAYOUTS[shape](spec, g)
            cases.append(doc.finish(f"r25-{len(cases) + 1:04d}", kind, shape, jur))
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
