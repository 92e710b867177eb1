"""Builds the round-26 held-out PII set (report-only): ``python build_heldout_r26.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r26_compose import assemble  # noqa: E402
from r26_gen import Gen  # noqa: E402
from r26_kinds_ca import KINDS_CA  # noqa: E402
from r26_kinds_intl import KINDS_INTL  # noqa: E402
from r26_kinds_us import KINDS_US  # noqa: E402
from r26_lay_code import CODE  # noqa: E402
from r26_lay_talk import TALK  # noqa: E402
from r26_lay_text import TEXT  # noqa: E402
from r26_lay_xml import MARKUP  # noqa: E402
from r26_places import PROVINCE_WEIGHTS, STATES  # noqa: E402

LAYOUTS = {**TEXT, **TALK, **MARKUP, **CODE}
KINDS = KINDS_CA + KINDS_US + KINDS_INTL
# (labelled rows, questions and answers, sentences) per layout; the rest use DEFAULT_MODES.
MODES = {
    "stenograph_rough_draft": (0.1, 0.75, 0.15),
    "police_notebook_scan": (0.7, 0.12, 0.18),
    "numbered_leader_form": (0.84, 0.06, 0.1),
    "boxed_cell_form": (0.72, 0.12, 0.16),
    "wide_column_register": (0.7, 0.12, 0.18),
}
DEFAULT_MODES = (0.55, 0.2, 0.25)
ROUNDS = 11
OUT = HERE / "cases.jsonl"


def draw(jurs, rng):
    """(jurisdiction, province or state) of one case."""
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
            kind, shape = cfg["kind"], cfg["shape"]
            jur, region = draw(cfg["jurs"], random.Random(f"r26|{rnd}|{kind}|jur"))
            g = Gen(f"r26|{rnd}|{kind}", jur, region, cfg["lang"])
            spec = assemble(g, cfg, MODES.get(shape, DEFAULT_MODES))
            page = LAYOUTS[shape](spec, g)
            cases.append(page.finish(f"r26-{len(cases) + 1:04d}", kind, shape, jur))
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
