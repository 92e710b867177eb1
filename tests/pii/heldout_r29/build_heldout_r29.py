"""Builds the round-29 held-out PII set (report-only): ``python build_heldout_r29.py`` writes cases.jsonl;
``--check`` rebuilds it in memory and exits 1 if the file on disk differs."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from r29_catalog import KINDS  # noqa: E402
from r29_geo import PROVINCES, STATES  # noqa: E402
from r29_plan import plan  # noqa: E402
from r29_shape_code import CODE  # noqa: E402
from r29_shape_text import TEXT  # noqa: E402

SHAPES = {**TEXT, **CODE}
# Weights of (labelled rows, questions and answers, sentences) per layout.
MODES = {
    "numbered_line_deposition": (0.45, 0.4, 0.15),
    "ruled_grid_register": (0.75, 0.1, 0.15),
    "prolog_fact_base": (0.6, 0.2, 0.2),
}
DEFAULT_MODES = (0.6, 0.2, 0.2)
ROUNDS = 11
OUT = HERE / "cases.jsonl"


def where(jurs, rng):
    """(jurisdiction, province or state) of one case."""
    if ":" in jurs:
        return tuple(jurs.split(":"))
    if jurs == "ca":
        codes = sorted(PROVINCES)
        return "ca", rng.choices(codes, weights=[PROVINCES[c][5] for c in codes])[0]
    if jurs == "us":
        return "us", rng.choice(sorted(STATES))
    return jurs, None


def build():
    cases = []
    for rnd in range(ROUNDS):
        for cfg in KINDS:
            kind, shape = cfg["kind"], cfg["shape"]
            jur, region = where(cfg["jurs"], random.Random(f"r29|{rnd}|{kind}|where"))
            seed = f"r29|{rnd}|{kind}"
            doc = plan(cfg, seed, jur, region, MODES.get(shape, DEFAULT_MODES))
            folio = SHAPES[shape](doc, seed).run()
            cases.append(folio.case(f"r29-{len(cases) + 1:04d}", kind, shape, jur))
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
